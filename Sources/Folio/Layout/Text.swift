/// Styled text, safe to show whatever it contains.
///
/// `Text` sanitises what it is given: escape sequences and other control characters are
/// shown as visible placeholders (see ``Sanitizer``), so text from an API can never move
/// the cursor or change the terminal. By default text wraps at word boundaries to the width
/// it is offered; ``truncated(_:)`` keeps each line on one row instead, and ``lineLimit(_:)``
/// caps the number of rows, ending the last one with an ellipsis when text is cut.
///
/// ```swift
/// Text("Build failed").foregroundColor(.red).bold()
/// Text(story.title).truncated(.middle)
/// Text(description).lineLimit(3)
/// ```
public struct Text: View, PrimitiveView {
  /// Laid out by Folio itself: a primitive view has no body.
  public typealias Body = Never

  var content: StyledText
  var wrapMode: WrapMode? = .word
  var truncation: TruncationPosition = .end
  var maxLines: Int?
  var alignment: HorizontalAlignment = .leading
  /// Whether the content may hold a newline; false when the sanitising scan found none.
  var mayHaveNewline = true

  /// Text in the inherited style. Control characters become visible placeholders.
  public init(_ string: String) {
    let (clean, hasNewline) = Sanitizer.sanitizeNotingNewlines(string)
    content = StyledText(clean)
    mayHaveNewline = hasNewline
  }

  /// Text with styles over ranges of it. Control characters become visible placeholders.
  public init(_ styled: StyledText) {
    content = StyledText(
      runs: styled.runs.map { StyledText.Run(Sanitizer.sanitize($0.text), style: $0.style) })
  }

  /// Wraps lines longer than the width offered, at word boundaries or anywhere.
  public func wrap(_ mode: WrapMode = .word) -> Text {
    var text = self
    text.wrapMode = mode
    return text
  }

  /// Keeps each line on one row, cutting what does not fit at `position` with an ellipsis.
  public func truncated(_ position: TruncationPosition = .end) -> Text {
    var text = self
    text.wrapMode = nil
    text.truncation = position
    return text
  }

  /// Shows at most `count` rows; when text is cut, the last row ends with an ellipsis.
  /// `nil` removes the limit.
  public func lineLimit(_ count: Int?) -> Text {
    var text = self
    text.maxLines = count.map { max(0, $0) }
    return text
  }

  /// How the lines of multi-line text align with each other.
  public func multilineTextAlignment(_ alignment: HorizontalAlignment) -> Text {
    var text = self
    text.alignment = alignment
    return text
  }

  /// Folio lays this view out itself.

  /// Folio lays this view out itself.
  public func makeNode(in context: BuildContext) -> LayoutNode {
    TextNode(text: self, environment: context.environment)
  }
}

final class TextNode: LayoutNode {
  let text: Text
  let style: Style
  let ellipsis: String
  /// The text's own lines (split at newlines only) and their widths, measured once.
  private lazy var hardLines: Lines = Lines(TextNode.hardLines(text.content))
  /// The lines for the last width asked, before a row budget applies.
  private var fittedKey: Int?
  private var fitted = Lines([])
  /// The lines for the last width and row budget asked.
  private var cachedKey: (Int?, Int?)?
  private var cachedLines = Lines([])
  /// The only line of text without a newline, and its width; nil for several lines.
  private lazy var onlyLine: (line: StyledText, width: Int)? = TextNode.onlyLine(text)
  /// The text as one line that never wraps, when it is one: sized and drawn, cut where it
  /// does not fit, as a list draws its rows.
  private lazy var oneLine: SingleLineText? = onlyLine.flatMap {
    SingleLineText(text, style: style, ellipsis: ellipsis, width: $0.width)
  }

  /// What a one-line text shows for a proposal, or that the general path must answer.
  private enum SingleLine {
    case general
    case empty
    case line(StyledText, width: Int)
  }

  /// Lines of text with their display widths.
  struct Lines {
    var lines: [StyledText]
    var widths: [Int]

    init(_ lines: [StyledText]) {
      self.lines = lines
      self.widths = lines.map(\.displayWidth)
    }
  }

  init(text: Text, environment: EnvironmentValues) {
    self.text = text
    self.style = environment.style
    self.ellipsis = environment.symbols.ellipsis
  }

  /// The rows of text, with their widths, for a width (nil: unwrapped) and a row budget
  /// (nil: unlimited).
  func measuredLines(width: Int?, height: Int?) -> Lines {
    if let key = cachedKey, key.0 == width, key.1 == height { return cachedLines }
    var lines = fittedLines(width: width)
    var budget = text.maxLines
    if let height, height < budget ?? Int.max { budget = height }
    if let budget, lines.lines.count > budget {
      lines.lines.removeLast(lines.lines.count - budget)
      lines.widths.removeLast(lines.widths.count - budget)
      if var last = lines.lines.last {
        last.append(ellipsis, style: last.runs.last?.style ?? .plain)
        if let width { last = last.truncated(toWidth: width, position: .end, marker: ellipsis) }
        lines.lines[lines.lines.count - 1] = last
        lines.widths[lines.widths.count - 1] = last.displayWidth
      }
    }
    cachedKey = (width, height)
    cachedLines = lines
    return lines
  }

  /// The lines at `width` (nil: unwrapped), before any row budget.
  private func fittedLines(width: Int?) -> Lines {
    guard let width else { return hardLines }
    if fittedKey == width { return fitted }
    var lines: Lines
    if let mode = text.wrapMode {
      // A line that fits stays exactly as written, spaces included; only longer lines
      // are wrapped.
      var wrapped: [StyledText] = []
      for (line, lineWidth) in zip(hardLines.lines, hardLines.widths) {
        if lineWidth <= width {
          wrapped.append(line)
        } else {
          wrapped.append(contentsOf: line.wrapped(toWidth: width, mode: mode))
        }
      }
      lines = Lines(wrapped)
    } else {
      // Lines that fit stay as they are; only the others are cut.
      lines = hardLines
      for index in lines.lines.indices where lines.widths[index] > width {
        let cut = lines.lines[index].truncated(
          toWidth: width, position: text.truncation, marker: ellipsis)
        lines.lines[index] = cut
        lines.widths[index] = cut.displayWidth
      }
    }
    fittedKey = width
    fitted = lines
    return lines
  }

  /// The one line shown for a width and row budget when the text wraps but is one line
  /// that fits, found without building arrays; a row budget never cuts a single line short.
  private func singleLine(width: Int?, height: Int?) -> SingleLine {
    guard let only = onlyLine else { return .general }
    if text.maxLines.map({ $0 <= 0 }) ?? false || height.map({ $0 <= 0 }) ?? false {
      return .empty
    }
    guard let width, only.width > width else { return .line(only.line, width: only.width) }
    // Wrapping may make several lines: the general path answers.
    return .general
  }

  // Text never grows beyond its lines and can always be cut to nothing: its ranges are
  // `0…ideal…ideal`.
  override func computeWidthRange() -> LengthRange {
    let ideal = sizeThatFits(ProposedSize(width: nil, height: nil)).width
    return LengthRange(minimum: 0, ideal: ideal, maximum: ideal)
  }

  override func computeWidth(offered width: Int) -> Int {
    sizeThatFits(ProposedSize(width: width, height: nil)).width
  }

  override func computeHeightRange(width: Int) -> LengthRange {
    let ideal = sizeThatFits(ProposedSize(width: width, height: nil)).height
    return LengthRange(minimum: 0, ideal: ideal, maximum: ideal)
  }

  override func computeSize(offered size: Size) -> Size {
    sizeThatFits(ProposedSize(size))
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    if let oneLine { return oneLine.size(proposal) }
    switch singleLine(width: proposal.width, height: proposal.height) {
    case .general: break
    case .empty: return Size(width: min(0, proposal.width ?? 0), height: 0)
    case .line(_, let lineWidth):
      return Size(width: proposal.width.map { min(lineWidth, $0) } ?? lineWidth, height: 1)
    }
    let lines = measuredLines(width: proposal.width, height: proposal.height)
    var width = 0
    for lineWidth in lines.widths { width = max(width, lineWidth) }
    if let limit = proposal.width { width = min(width, limit) }
    return Size(width: width, height: lines.lines.count)
  }

  override func render(in rect: Rect, context: inout RenderContext) {
    if let oneLine { return oneLine.render(in: rect, canvas: &context.canvas) }
    switch singleLine(width: rect.width, height: rect.height) {
    case .general: break
    case .empty: return
    case .line(let line, let lineWidth):
      let x = rect.x + text.alignment.offset(of: lineWidth, in: rect.width)
      context.canvas.draw(line, x: x, y: rect.y, base: style, clip: rect)
      return
    }
    let lines = measuredLines(width: rect.width, height: rect.height)
    for (row, line) in lines.lines.enumerated() where row < rect.height {
      let x = rect.x + text.alignment.offset(of: lines.widths[row], in: rect.width)
      context.canvas.draw(line, x: x, y: rect.y + row, base: style, clip: rect)
    }
  }

  /// The text and its width when it holds no newline.
  static func onlyLine(_ text: Text) -> (line: StyledText, width: Int)? {
    guard isOneLine(text) else { return nil }
    return (text.content, text.content.displayWidth)
  }

  /// Whether the text holds no newline.
  static func isOneLine(_ text: Text) -> Bool {
    !text.mayHaveNewline || !text.content.runs.contains(where: { containsNewline($0.text) })
  }

  /// The text split at newlines, styles kept.
  static func hardLines(_ text: StyledText) -> [StyledText] {
    // Most text has no newline: one line, found without walking characters.
    if !text.runs.contains(where: { containsNewline($0.text) }) { return [text] }
    var lines = [StyledText()]
    for run in text.runs {
      var first = true
      for piece in run.text.split(separator: "\n", omittingEmptySubsequences: false) {
        if !first { lines.append(StyledText()) }
        first = false
        lines[lines.count - 1].append(String(piece), style: run.style)
      }
    }
    return lines
  }
}

/// Whether `text` holds a line feed, found by scanning its bytes.
private func containsNewline(_ text: String) -> Bool {
  text.utf8.withContiguousStorageIfAvailable { $0.contains(0x0A) } ?? text.utf8.contains(0x0A)
}

/// A one-line text that never wraps, as a value, cut with an ellipsis where it does not
/// fit: how a ``TextNode`` of truncated one-line text sizes and draws itself, and how a
/// list draws rows of such text without a node each.
///
/// Its width is measured only when asked for: a row in a list of known width needs its
/// height, always 1, and drawing finds out on its own whether the text fits.
struct SingleLineText {
  let line: StyledText
  let truncation: TruncationPosition
  let alignment: HorizontalAlignment
  /// The style the runs are drawn over.
  let style: Style
  let ellipsis: String
  let ellipsisWidth: Int
  /// The line's display width when it was measured already.
  private let knownWidth: Int?

  /// `text` as one line, or nil when it may take other than one row: it holds a newline,
  /// it wraps, or its line limit is 0. Pass the widths that are known already; `width` only
  /// for text known to be one line.
  init?(
    _ text: Text, style: Style, ellipsis: String, ellipsisWidth: Int? = nil, width: Int? = nil
  ) {
    // A given width means the text was measured as one line already.
    guard text.wrapMode == nil, text.maxLines.map({ $0 > 0 }) ?? true,
      width != nil || TextNode.isOneLine(text)
    else { return nil }
    line = text.content
    truncation = text.truncation
    alignment = text.alignment
    self.style = style
    self.ellipsis = ellipsis
    self.ellipsisWidth = ellipsisWidth ?? ellipsis.displayWidth
    knownWidth = width
  }

  /// The display width of the whole line; measured on each call unless it was given.
  var width: Int { knownWidth ?? line.displayWidth }

  func size(_ proposal: ProposedSize) -> Size {
    if proposal.height == 0 { return .zero }
    let width = self.width
    return Size(width: proposal.width.map { min(width, $0) } ?? width, height: 1)
  }

  func render(in rect: Rect, canvas: inout Canvas) {
    guard rect.height > 0 else { return }
    if alignment == .leading, truncation == .end, line.runs.count == 1,
      case let markerWidth = ellipsisWidth, markerWidth <= rect.width
    {
      // Drawn without measuring first. Text of no more bytes than cells always fits (no
      // character is wider than its UTF-8 form); other text is drawn up to where the
      // ellipsis would start, and then either the ellipsis or, when the text turns out to
      // fit after all, the whole of it again. A wide character cut by the ellipsis leaves a space,
      // as truncation does; nothing is built.
      let run = line.runs[0]
      let runStyle = style.patched(with: run.style)
      if run.text.utf8.count <= rect.width {
        canvas.draw(run.text, x: rect.x, y: rect.y, style: runStyle, clip: rect)
        return
      }
      let available = rect.width - markerWidth
      let kept = Rect(x: rect.x, y: rect.y, width: available, height: rect.height)
      let end = canvas.draw(run.text, x: rect.x, y: rect.y, style: runStyle, clip: kept)
      if end > rect.maxX {
        canvas.draw(ellipsis, x: rect.x + available, y: rect.y, style: runStyle, clip: rect)
      } else {
        // It fits: drawn again whole, over the same cells in the same style.
        canvas.draw(run.text, x: rect.x, y: rect.y, style: runStyle, clip: rect)
      }
      return
    }
    let width = self.width
    if width <= rect.width {
      let x = rect.x + alignment.offset(of: width, in: rect.width)
      canvas.draw(line, x: x, y: rect.y, base: style, clip: rect)
    } else {
      let cut = line.truncated(toWidth: rect.width, position: truncation, marker: ellipsis)
      canvas.draw(cut, x: rect.x, y: rect.y, base: style, clip: rect)
    }
  }
}
