/// The node of a ``Text``.
///
/// Text without a line break is one line: its width is measured at most once, and only
/// when a question needs it, and it is drawn by ``drawLine(_:width:in:canvas:)``, which
/// cuts it where it does not fit. Text with line breaks, and a line that wraps, are laid
/// out into lines by a ``TextBlock``.
final class TextNode: LayoutNode {
  /// What the node shows, from the text and its environment.
  struct Inputs: DrawnInputs {
    var content: StyledText
    /// How lines longer than the width break: wrapped in this mode, or cut when nil.
    var wrapMode: WrapMode?
    var truncation: TruncationPosition
    var maxLines: Int?
    var alignment: HorizontalAlignment
    /// The style the runs are drawn over.
    var style: Style
    var ellipsis: String
    var ellipsisWidth: Int
    /// Whether the text holds no line break.
    var isOneLine: Bool

    /// What `text` shows in `environment`; `ellipsisWidth` is the environment's ellipsis's
    /// display width when the caller knows it already.
    init(text: Text, environment: EnvironmentValues, ellipsisWidth: Int? = nil) {
      let (words, mayHaveNewline, _) = text.safeWords
      self.init(
        text: text, words: words, mayHaveNewline: mayHaveNewline, environment: environment,
        ellipsisWidth: ellipsisWidth)
    }

    /// What `text` shows in `environment`, its words made safe already (`words`).
    init(
      text: Text, words: StyledText, mayHaveNewline: Bool, environment: EnvironmentValues,
      ellipsisWidth: Int?
    ) {
      content = words
      switch text.lineBreak ?? environment.textLineBreak {
      case .wrap(let mode):
        wrapMode = mode
        truncation = .end
      case .truncate(let position):
        wrapMode = nil
        truncation = position
      }
      maxLines = text.setsLineLimit ? text.maxLines : environment.lineLimit
      alignment = text.alignment ?? environment.multilineTextAlignment
      style = environment.style
      ellipsis = environment.ellipsis
      self.ellipsisWidth = ellipsisWidth ?? environment.ellipsisWidth
      isOneLine = Inputs.isOneLine(words, mayHaveNewline: mayHaveNewline)
    }

    func drawsLike(_ other: Inputs) -> Bool {
      // The bytes first: words that differ tell at once, before they are compared as text.
      content.hasSameBytes(as: other.content) && ellipsis.hasSameBytes(as: other.ellipsis)
        && self == other
    }

    /// Whether `words`, made safe, hold no line break (`mayHaveNewline` false: the scan that
    /// made them safe found none).
    static func isOneLine(_ words: StyledText, mayHaveNewline: Bool) -> Bool {
      !mayHaveNewline || !words.runs.contains { containsNewline($0.text) }
    }
  }

  @exclusivity(unchecked) private(set) var inputs: Inputs
  var content: StyledText { inputs.content }
  var wrapMode: WrapMode? { inputs.wrapMode }
  var truncation: TruncationPosition { inputs.truncation }
  var maxLines: Int? { inputs.maxLines }
  var alignment: HorizontalAlignment { inputs.alignment }
  var style: Style { inputs.style }
  var ellipsis: String { inputs.ellipsis }
  var ellipsisWidth: Int { inputs.ellipsisWidth }
  var isOneLine: Bool { inputs.isOneLine }
  /// The display width of a one-line text, once measured; -1 before.
  @exclusivity(unchecked) private var measuredWidth = -1
  /// The lines of text that is not one line, made when first needed.
  @exclusivity(unchecked) private var block: TextBlock?
  /// The shared values of an environment the node's ellipsis is known to be the same in:
  /// the last one its inputs were made in or found the same in. (Not set when the node is
  /// made: a reference held by every new node cost W1 0.6 % more.)
  @exclusivity(unchecked) private var valuesSeen: AnyObject?

  /// The node of `text` in `environment`; `ellipsisWidth` is the environment's ellipsis's
  /// display width when the caller knows it already.
  init(text: Text, environment: EnvironmentValues, ellipsisWidth: Int? = nil) {
    let (words, mayHaveNewline, width) = text.safeWords
    inputs = Inputs(
      text: text, words: words, mayHaveNewline: mayHaveNewline, environment: environment,
      ellipsisWidth: ellipsisWidth)
    // A width the scan that made the words safe found needs no measuring.
    measuredWidth = width ?? -1
  }

  /// What changed when a node was shown another text.
  enum Change {
    /// Nothing.
    case none
    /// The words, not the layout: a line of the same width, which every width the node was
    /// asked about holds whole (or which is cut, never wrapped). The answers stand.
    case words
    /// The layout may have: the answers are to be forgotten.
    case layout
  }

  /// Shows `text` in `environment` from now on; what that changed.
  func update(text: Text, environment: EnvironmentValues) -> Change {
    // The shared values of the environment the ellipsis was last found the same in: while
    // it is shared, nothing of it can change (a change copies it).
    let sameShared = environment.sharesValues(with: valuesSeen)
    let laysOutAlike =
      (text.lineBreak ?? environment.textLineBreak) == lineBreak
      && (text.setsLineLimit ? text.maxLines : environment.lineLimit) == maxLines
      && (text.alignment ?? environment.multilineTextAlignment) == alignment
      && (sameShared
        || (environment.ellipsisWidth == ellipsisWidth
          && environment.ellipsis.hasSameBytes(as: ellipsis)))
    guard laysOutAlike, environment.style == style else {
      valuesSeen = environment.sharedValues
      // Another style over the same words draws other cells in the same places: a row
      // that became selected, a label that took focus. The style decides no width or line.
      if laysOutAlike, text.hasSameWords(as: inputs.content) {
        inputs.style = environment.style
        block = nil
        return .words
      }
      let new = Inputs(text: text, environment: environment)
      guard !new.drawsLike(inputs) else { return .none }
      inputs = new
      measuredWidth = -1
      block = nil
      return .layout
    }
    if !sameShared { valuesSeen = environment.sharedValues }
    // Only the words can differ, byte for byte (equal words may be other bytes).
    guard !text.hasSameWords(as: inputs.content) else { return .none }
    let wasOneLine = isOneLine
    let oldWidth = measuredWidth
    let (replaced, mayHaveNewline, width) = text.replaceWords(in: &inputs.content)
    guard replaced else { return .none }
    inputs.isOneLine = Inputs.isOneLine(inputs.content, mayHaveNewline: mayHaveNewline)
    // What was worked out from the old words goes; a new width is measured once, here or
    // when the layout asks (unless the scan that made the words safe found it), and kept
    // through the layout's forgetting.
    measuredWidth = width ?? -1
    block = nil
    guard wasOneLine, isOneLine, oldWidth >= 0 else { return .layout }
    guard lineWidth == oldWidth,
      wrapMode == nil || maxLines == 1 || leastRememberedWidth >= oldWidth
    else { return .layout }
    return .words
  }

  /// How lines break, as the environment says it.
  private var lineBreak: TextLineBreak {
    if let wrapMode { return .wrap(wrapMode) }
    return .truncate(truncation)
  }

  /// The text as one line to read: its whole text, line breaks as spaces.
  var spokenText: String {
    let text = content.plainText
    guard !isOneLine else { return text }
    return String(text.map { $0 == "\n" || $0 == "\r\n" ? " " : $0 })
  }

  /// The width of a one-line text, measured once.
  private var lineWidth: Int {
    if measuredWidth < 0 { measuredWidth = content.displayWidth }
    return measuredWidth
  }

  /// Whether the text is one line cut rather than wrapped, from the leading edge: drawn in
  /// a rectangle wider than itself, it shows the same cells as in its own width.
  var isLeadingLine: Bool { isOneLine && wrapMode == nil && alignment == .leading }

  /// Whether the text shows no row at all.
  private var isHidden: Bool { maxLines.map { $0 <= 0 } ?? false }

  /// Whether, offered `width`, the text is its one line, cut if need be: it holds no line
  /// break and it is cut rather than wrapped, it fits, or it may take one row only.
  private func isSingleLine(width: Int?, rows: Int? = nil) -> Bool {
    guard isOneLine else { return false }
    if wrapMode == nil || maxLines == 1 || rows == 1 { return true }
    guard let width else { return true }
    return lineWidth <= width
  }

  private var lines: TextBlock {
    if let block { return block }
    let made = TextBlock(self)
    block = made
    return made
  }

  /// The row budget for `rows` rows offered: the line limit or the rows, whichever is less.
  private func budget(_ rows: Int?) -> Int? {
    guard let rows else { return maxLines }
    return min(rows, maxLines ?? rows)
  }

  // Text never grows beyond its lines and can always be cut to nothing: its ranges are
  // `0…ideal…ideal`.
  override func computeWidthRange() -> LengthRange {
    guard !isHidden else { return .zero }
    let ideal = isSingleLine(width: nil) ? lineWidth : lines.lines(width: nil, rows: maxLines).width
    return LengthRange(minimum: 0, ideal: ideal, maximum: ideal)
  }

  override func computeWidth(offered width: Int) -> Int {
    guard !isHidden else { return 0 }
    if isSingleLine(width: width) { return min(lineWidth, width) }
    return min(lines.lines(width: width, rows: maxLines).width, width)
  }

  override func computeHeightRange(width: Int) -> LengthRange {
    guard !isHidden else { return .zero }
    let rows = isSingleLine(width: width) ? 1 : lines.lines(width: width, rows: maxLines).count
    return LengthRange(minimum: 0, ideal: rows, maximum: rows)
  }

  override func computeSize(offered size: Size) -> Size {
    guard !isHidden, size.height > 0 else { return .zero }
    if isSingleLine(width: size.width, rows: budget(size.height)) {
      return Size(width: min(lineWidth, size.width), height: 1)
    }
    let shown = lines.lines(width: size.width, rows: budget(size.height))
    return Size(width: min(shown.width, size.width), height: shown.count)
  }

  override func render(in rect: Rect, context: inout RenderContext) {
    guard !isHidden, rect.height > 0 else { return }
    context.addAccessibilityElement(AccessibilityElement(label: self.spokenText))
    // Laid out for the size it was offered, as it was measured; drawn within `rect`.
    let rows = budget(offeredSize.height)
    if isSingleLine(width: offeredSize.width, rows: rows) {
      let known = measuredWidth >= 0 ? measuredWidth : nil
      drawLine(content, width: known, in: rect, canvas: &context.canvas)
      return
    }
    let shown = lines.lines(width: offeredSize.width, rows: rows)
    for (row, line) in shown.lines.enumerated() where row < rect.height {
      let lineRect = Rect(x: rect.x, y: rect.y + row, width: rect.width, height: 1)
      drawLine(line.text, width: line.width, in: lineRect, canvas: &context.canvas)
    }
  }

  /// Draws one line of text in the first row of `rect`, placed by the text's alignment and
  /// cut at its truncation position with the ellipsis when it is wider than `rect`: the one
  /// way a line of text reaches the canvas. `width` is the line's display width when known.
  func drawLine(_ line: StyledText, width: Int?, in rect: Rect, canvas: inout Canvas) {
    guard rect.height > 0 else { return }
    if width == nil, alignment == .leading, truncation == .end, line.runs.count == 1,
      ellipsisWidth <= rect.width
    {
      let run = line.runs[0]
      canvas.drawLine(
        run.text, x: rect.x, y: rect.y, width: rect.width,
        style: PenStyle(style.patched(with: run.style)), ellipsis: ellipsis,
        ellipsisWidth: ellipsisWidth, clip: rect)
      return
    }
    let lineWidth = width ?? line.displayWidth
    if lineWidth <= rect.width {
      Self.drawFitting(
        line, width: lineWidth, in: rect, alignment: alignment, style: style, canvas: &canvas)
    } else {
      let cut = line.truncated(toWidth: rect.width, position: truncation, marker: ellipsis)
      canvas.draw(cut, x: rect.x, y: rect.y, base: style, clip: rect)
    }
  }

  /// Draws `line`, made safe and `width` cells wide — no wider than `rect` — on `rect`'s
  /// first row, placed by `alignment`, its runs over `style`: a text's line that fits, and a
  /// line a widget wrote that needs no text node to draw (a pagination bar's).
  static func drawFitting(
    _ line: StyledText, width: Int, in rect: Rect, alignment: HorizontalAlignment, style: Style,
    canvas: inout Canvas
  ) {
    let x = rect.x + alignment.offset(of: width, in: rect.width)
    canvas.draw(line, x: x, y: rect.y, base: style, clip: rect)
  }
}

/// The lines of a text that is not one line: split at its line breaks, wrapped or cut to a
/// width, and cut to a row budget, each result kept for the width and budget asked last.
final class TextBlock {
  /// Lines with their display widths.
  struct Lines {
    var lines: [(text: StyledText, width: Int)]
    /// The widest line.
    var width: Int { lines.reduce(0) { max($0, $1.width) } }
    var count: Int { lines.count }
  }

  private unowned let node: TextNode
  /// The text split at its line breaks only, measured once.
  private lazy var paragraphs = remembered(width: nil) {
    Lines(lines: TextBlock.paragraphs(node.content).map { ($0, $0.displayWidth) })
  }
  @exclusivity(unchecked) private var fittedWidth: Int?
  @exclusivity(unchecked) private var fitted = Lines(lines: [])
  /// Whether the text is long enough for its lines to be kept across frames.
  private lazy var isLong: Bool = {
    var bytes = 0
    for run in node.content.runs {
      bytes += run.text.utf8.count
      if bytes >= TextLayoutMemo.minimumBytes { return true }
    }
    return false
  }()
  @exclusivity(unchecked) private var shownKey: (width: Int?, rows: Int?)?
  @exclusivity(unchecked) private var shown = Lines(lines: [])

  init(_ node: TextNode) {
    self.node = node
  }

  /// The lines at `width` (nil: as written) within a budget of `rows` (nil: all of them).
  ///
  /// When the budget cuts text off, the last line shown ends with the ellipsis; with a
  /// budget of one row, that row is the first line cut to the width, never a wrapped part
  /// of it.
  func lines(width: Int?, rows: Int?) -> Lines {
    if let key = shownKey, key.width == width, key.rows == rows { return shown }
    var result: Lines
    if rows == 1, let first = paragraphs.lines.first {
      let more = paragraphs.count > 1
      result = Lines(lines: [cut(first, more: more, width: width)])
    } else {
      result = fittedLines(width: width)
      if let rows, result.count > rows {
        result = Lines(lines: Array(result.lines.prefix(rows)))
        if let last = result.lines.last {
          result.lines[result.count - 1] = cut(last, more: true, width: width)
        }
      }
    }
    shownKey = (width, rows)
    shown = result
    return result
  }

  /// `line` cut to `width` with the ellipsis, and with the ellipsis after it when `more`
  /// text follows.
  private func cut(
    _ line: (text: StyledText, width: Int), more: Bool, width: Int?
  ) -> (text: StyledText, width: Int) {
    var text = line.text
    if more { text.append(node.ellipsis, style: text.runs.last?.style ?? .plain) }
    guard let width, line.width + (more ? node.ellipsisWidth : 0) > width else {
      return (text, line.width + (more ? node.ellipsisWidth : 0))
    }
    let cut = text.truncated(toWidth: width, position: node.truncation, marker: node.ellipsis)
    return (cut, cut.displayWidth)
  }

  /// The lines at `width` (nil: as written), before any row budget: lines that fit stay as
  /// written, spaces included; only longer ones are wrapped or cut.
  private func fittedLines(width: Int?) -> Lines {
    guard let width else { return paragraphs }
    if fittedWidth == width { return fitted }
    fitted = remembered(width: width) { fit(width: width) }
    fittedWidth = width
    return fitted
  }

  /// What `make` gives for the text at `width`: from the memo for a long text, so a text
  /// that did not change is not laid out again in the next frame.
  private func remembered(width: Int?, _ make: () -> Lines) -> Lines {
    guard isLong else { return make() }
    let key = TextLayoutMemo.Key(
      content: node.content, wrapMode: node.wrapMode, truncation: node.truncation,
      ellipsis: node.ellipsis, width: width)
    return TextLayoutMemo.shared.lines(for: key, make: make)
  }

  /// The paragraphs wrapped or cut to `width`.
  private func fit(width: Int) -> Lines {
    var lines: [(text: StyledText, width: Int)] = []
    for line in paragraphs.lines {
      if line.width <= width {
        lines.append(line)
      } else if let mode = node.wrapMode {
        for wrapped in line.text.wrapped(toWidth: width, mode: mode) {
          lines.append((wrapped, wrapped.displayWidth))
        }
      } else {
        let cut = line.text.truncated(
          toWidth: width, position: node.truncation, marker: node.ellipsis)
        lines.append((cut, cut.displayWidth))
      }
    }
    return Lines(lines: lines)
  }

  /// The text split at newlines, styles kept.
  static func paragraphs(_ text: StyledText) -> [StyledText] {
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

extension Canvas {
  /// Draws `text` from (`x`, `y`), clipped to `clip`, cut at the end with `ellipsis` (of
  /// `ellipsisWidth` cells, no more than `width`) when it is wider than `width` cells: the
  /// cells `text.truncated(toWidth: width, marker: ellipsis)` draws, without measuring the
  /// text first.
  ///
  /// Text of no more bytes than cells always fits (no character is wider than its UTF-8
  /// form); other text is drawn up to where the ellipsis would start, and then either the
  /// ellipsis or, when the text turns out to fit after all, the whole of it again. When a
  /// wide character would straddle the ellipsis, the ellipsis moves left to touch the text
  /// and a space pads after it, as truncation does; nothing is built.
  @inline(__always)
  mutating func drawLine(
    _ text: String, x: Int, y: Int, width: Int, style: PenStyle, ellipsis: String,
    ellipsisWidth: Int, clip: Rect
  ) {
    if text.utf8.count <= width {
      draw(text, x: x, y: y, style: style, clip: clip)
      return
    }
    let available = width - ellipsisWidth
    // The clip, ending where the ellipsis would start: the cells it lets the row's text
    // draw are those of the clip left of the ellipsis.
    let kept = Rect(
      x: clip.x, y: clip.y, width: min(clip.maxX, x + available) - clip.x, height: clip.height)
    let end = draw(text, x: x, y: y, style: style, clip: kept)
    if end > x + width {
      let (_, keptWidth) = DisplayWidth.prefix(of: text[...], fitting: available)
      let ellipsisX = x + keptWidth
      draw(ellipsis, x: ellipsisX, y: y, style: style, clip: clip)
      if keptWidth < available {
        let padding = String(repeating: " ", count: available - keptWidth)
        draw(padding, x: ellipsisX + ellipsisWidth, y: y, style: style, clip: clip)
      }
    } else {
      // It fits: drawn again whole, over the same cells in the same style.
      draw(text, x: x, y: y, style: style, clip: clip)
    }
  }
}
