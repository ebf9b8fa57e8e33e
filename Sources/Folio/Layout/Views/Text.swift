/// Styled text, safe to show whatever it contains.
///
/// `Text` sanitises what it is given: escape sequences and other control characters are
/// shown as visible placeholders (see ``Sanitizer``), so text from an API can never move
/// the cursor or change the terminal. By default text wraps at word boundaries to the width
/// it is offered; ``truncated(_:)`` keeps each line on one row instead, and ``lineLimit(_:)``
/// caps the number of rows, ending the last one with an ellipsis when text is cut. Text
/// limited to one row is cut rather than wrapped: `lineLimit(1)` shows as much of the line
/// as fits, then the ellipsis.
///
/// These layout modifiers also apply to every text inside any view, in any order with the
/// style modifiers; a text's own setting wins over one from around it:
///
/// ```swift
/// Text("Build failed").foregroundColor(.red).bold()
/// Text(story.title).truncated(.middle)
/// Text(description).lineLimit(3)
/// VStack { Text(name); Text(path) }.dim().truncated()
/// ```
///
/// Two texts are equal when their runs are equal (as Swift's strings are, by canonical
/// equivalence) and they set the same line breaking, line limit and alignment.
public struct Text: PrimitiveView, Equatable {
  // Small: a list keeps a text in each of its rows, and a row must stay within the
  // allocator's quickest sizes (`ListRow`). So the line limit is one word, not an optional.
  /// The words: as given, or made safe.
  var words: Words
  /// How the text breaks lines; nil takes the environment's.
  var lineBreak: TextLineBreak?
  /// Whether ``maxLines`` is this text's own (nil then means no limit).
  var setsLineLimit = false
  /// How lines align with each other; nil takes the environment's.
  var alignment: HorizontalAlignment?
  /// Whether words made safe (`.safe`) may hold a newline: false when known to hold none.
  /// (A field of the text rather than of the `.safe` case: held there, it made a text dearer
  /// to copy — W1 +0.6 %, W6-D10 +0.3 % in instructions.)
  var mayHaveNewline = true
  /// ``maxLines``, or -1 for none.
  private var rowLimit = -1

  /// The most rows shown, when ``setsLineLimit``.
  var maxLines: Int? {
    get { rowLimit < 0 ? nil : rowLimit }
    set { rowLimit = newValue.map { max(0, $0) } ?? -1 }
  }

  /// The words of a text, made safe or not yet.
  enum Words {
    /// The string a text was made from, not made safe yet: a text is sanitised when a node
    /// first shows it, so a text the same as the one a node shows already — a list's row
    /// that did not change — is never scanned, and makes no run to free.
    case raw(String)
    /// Made safe.
    case safe(StyledText)
  }

  /// Text in the inherited style. Control characters become visible placeholders.
  public init(_ string: String) {
    words = .raw(string)
  }

  /// Text with styles over ranges of it. Control characters become visible placeholders.
  public init(_ styled: StyledText) {
    words = .safe(
      StyledText(
        runs: styled.runs.map { StyledText.Run(Sanitizer.sanitize($0.text), style: $0.style) }))
  }

  /// Text already made safe (by ``Sanitizer``), with no line break: drawn as it is.
  init(sanitizedLine line: StyledText) {
    words = .safe(line)
    mayHaveNewline = false
  }

  /// The words, made safe.
  var content: StyledText { safeWords.words }

  /// The words made safe, whether they may hold a newline, and their display width when
  /// the scan that made them safe found it (printable ASCII alone): what a node shows.
  var safeWords: (words: StyledText, mayHaveNewline: Bool, width: Int?) {
    switch words {
    case .raw(let string):
      let (clean, hasNewline, _, width) = Sanitizer.sanitizeNotingChanges(string)
      return (StyledText(clean), hasNewline, width)
    case .safe(let styled):
      return (styled, mayHaveNewline, nil)
    }
  }

  /// Puts these words, made safe, in `shown` — the words a node shows, other bytes than
  /// these as given (``hasSameWords(as:)`` is false) — unless making them safe made them
  /// those bytes: then false, `shown` as it was. A text of one plain run takes the storage
  /// of `shown`'s run rather than making its own. `mayHaveNewline` and `width` are as
  /// ``safeWords`` says them.
  func replaceWords(in shown: inout StyledText)
    -> (replaced: Bool, mayHaveNewline: Bool, width: Int?)
  {
    switch words {
    case .raw(let string):
      let (clean, hasNewline, changed, width) = Sanitizer.sanitizeNotingChanges(string)
      // Words made safe may have become those shown: a control character as its placeholder.
      if changed, shown.isPlainRun(of: clean) { return (false, hasNewline, width) }
      shown.setPlainRun(clean)
      return (true, hasNewline, width)
    case .safe(let styled):
      shown = styled
      return (true, mayHaveNewline, nil)
    }
  }

  /// Whether this text's words are `shown`, words made safe, byte for byte. A text not
  /// made safe yet whose string is those bytes is: sanitising text already safe changes
  /// nothing. (False may still be the same words once sanitised: the caller sanitises then.)
  func hasSameWords(as shown: StyledText) -> Bool {
    switch words {
    case .raw(let string): shown.isPlainRun(of: string)
    case .safe(let styled): styled.hasSameBytes(as: shown)
    }
  }

  /// Wraps lines longer than the width offered, at word boundaries or anywhere.
  public consuming func wrap(_ mode: WrapMode = .word) -> Text {
    var text = self
    text.lineBreak = .wrap(mode)
    return text
  }

  /// Keeps each line on one row, cutting what does not fit at `position` with an ellipsis.
  public consuming func truncated(_ position: TruncationPosition = .end) -> Text {
    var text = self
    text.lineBreak = .truncate(position)
    return text
  }

  /// Shows at most `count` rows; when text is cut, the last row ends with an ellipsis.
  /// `nil` removes the limit.
  public consuming func lineLimit(_ count: Int?) -> Text {
    var text = self
    text.maxLines = count.map { max(0, $0) }
    text.setsLineLimit = true
    return text
  }

  /// How the lines of multi-line text align with each other.
  public consuming func multilineTextAlignment(_ alignment: HorizontalAlignment) -> Text {
    var text = self
    text.alignment = alignment
    return text
  }

  /// Whether two texts are equal: equal runs and the same line breaking, line limit and
  /// alignment.
  public static func == (lhs: Text, rhs: Text) -> Bool {
    lhs.hasSameSettings(as: rhs) && lhs.content == rhs.content
  }

  /// Whether `other` is this text byte for byte, with the same settings: then it draws the
  /// same cells in the same environment. (Equal texts, `==`, may hold different but
  /// canonically equivalent characters.)
  func isSameText(as other: Text) -> Bool {
    guard hasSameSettings(as: other) else { return false }
    // One switch at a time: a switch over the pair would copy both words into it.
    switch other.words {
    case .safe(let styled): return hasSameWords(as: styled)
    case .raw(let otherString):
      switch words {
      // Two strings not made safe are the same words when they are the same bytes.
      case .raw(let string): return string.hasSameBytes(as: otherString)
      case .safe(let styled): return other.hasSameWords(as: styled)
      }
    }
  }

  /// Whether `other` sets the same line breaking, line limit and alignment.
  private func hasSameSettings(as other: Text) -> Bool {
    lineBreak == other.lineBreak && rowLimit == other.rowLimit
      && setsLineLimit == other.setsLineLimit && alignment == other.alignment
  }

  /// Folio lays this view out itself.
  public func makeNode(in context: BuildContext) -> LayoutNode {
    TextNode(text: self, environment: context.environment)
  }

  /// The text's node: the last frame's at this place, shown this text, when the frame keeps
  /// its nodes.
  public static func _node(_ view: Text, in context: BuildContext, at index: Int) -> LayoutNode {
    guard let node = context.take(TextNode.self, at: index) else {
      return view.makeNode(in: context)
    }
    switch node.update(text: view, environment: context.environment) {
    case .none: break
    case .words: context.noteRedrawn()
    case .layout: context.noteChanged(node)
    }
    return node
  }
}

/// How text breaks a line longer than its space.
@usableFromInline
enum TextLineBreak: Hashable, Sendable {
  /// Onto more rows.
  case wrap(WrapMode)
  /// Cut where it does not fit, with an ellipsis.
  case truncate(TruncationPosition)
}

extension View {
  /// Wraps the lines of every text inside this view that sets no line breaking of its own.
  @inlinable
  public consuming func wrap(_ mode: WrapMode = .word) -> EnvironmentView<Self> {
    EnvironmentView(content: self, change: .lineBreak(.wrap(mode)))
  }

  /// Keeps each line of every text inside this view on one row, cut at `position` with an
  /// ellipsis, unless the text sets its own line breaking.
  @inlinable
  public consuming func truncated(_ position: TruncationPosition = .end) -> EnvironmentView<Self> {
    EnvironmentView(content: self, change: .lineBreak(.truncate(position)))
  }

  /// Shows at most `count` rows of every text inside this view that sets no limit of its
  /// own; `nil` removes the limit.
  @inlinable
  public consuming func lineLimit(_ count: Int?) -> EnvironmentView<Self> {
    EnvironmentView(content: self, change: .lineLimit(count.map { max(0, $0) }))
  }

  /// How the lines of every multi-line text inside this view align with each other.
  @inlinable
  public consuming func multilineTextAlignment(_ alignment: HorizontalAlignment)
    -> EnvironmentView<Self>
  {
    EnvironmentView(content: self, change: .alignment(alignment))
  }
}
