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
  public typealias Body = Never

  var content: StyledText
  var wrapMode: WrapMode? = .word
  var truncation: TruncationPosition = .end
  var maxLines: Int?
  var alignment: HorizontalAlignment = .leading

  /// Text in the inherited style. Control characters become visible placeholders.
  public init(_ string: String) {
    content = StyledText(Sanitizer.sanitize(string))
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

  func makeNodes(_ environment: EnvironmentValues, into nodes: inout [LayoutNode]) {
    nodes.append(TextNode(text: self, environment: environment))
  }
}

final class TextNode: LayoutNode {
  let text: Text
  let style: Style
  let ellipsis: String
  private var cachedKey: (Int?, Int?)?
  private lazy var hardLines = TextNode.hardLines(text.content)
  private var cachedLines: [StyledText] = []

  init(text: Text, environment: EnvironmentValues) {
    self.text = text
    self.style = environment.style
    self.ellipsis = environment.symbols.ellipsis
  }

  /// The rows of text for a width (nil: unwrapped) and a row budget (nil: unlimited).
  func lines(width: Int?, height: Int?) -> [StyledText] {
    if let key = cachedKey, key.0 == width, key.1 == height { return cachedLines }
    var lines: [StyledText]
    if let width {
      if let mode = text.wrapMode {
        // A line that fits stays exactly as written, spaces included; only longer lines
        // are wrapped.
        lines = []
        for line in hardLines {
          if line.displayWidth <= width {
            lines.append(line)
          } else {
            lines.append(contentsOf: line.wrapped(toWidth: width, mode: mode))
          }
        }
      } else {
        lines = hardLines.map {
          $0.truncated(toWidth: width, position: text.truncation, marker: ellipsis)
        }
      }
    } else {
      lines = hardLines
    }
    let budget = [text.maxLines, height].compactMap { $0 }.min()
    if let budget, lines.count > budget {
      lines.removeLast(lines.count - budget)
      if var last = lines.last {
        last.append(ellipsis, style: last.runs.last?.style ?? .plain)
        if let width { last = last.truncated(toWidth: width, position: .end, marker: ellipsis) }
        lines[lines.count - 1] = last
      }
    }
    cachedKey = (width, height)
    cachedLines = lines
    return lines
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let lines = lines(width: proposal.width, height: proposal.height)
    var width = 0
    for line in lines { width = max(width, line.displayWidth) }
    if let limit = proposal.width { width = min(width, limit) }
    return Size(width: width, height: lines.count)
  }

  override func render(in rect: Rect, canvas: inout Canvas) {
    let lines = lines(width: rect.width, height: rect.height)
    for (row, line) in lines.enumerated() where row < rect.height {
      let x = rect.x + text.alignment.offset(of: line.displayWidth, in: rect.width)
      canvas.draw(line, x: x, y: rect.y + row, base: style, clip: rect)
    }
  }

  /// The text split at newlines, styles kept.
  static func hardLines(_ text: StyledText) -> [StyledText] {
    // Most text has no newline: one line, found without walking characters.
    if !text.runs.contains(where: { $0.text.utf8.contains(0x0A) }) { return [text] }
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
