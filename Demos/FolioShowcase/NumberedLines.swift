import Folio

/// A windowed list of numbered lines, drawn straight into cells: a widget written only
/// against Folio's public contract (``PrimitiveView``, ``LayoutNode``, ``RenderContext``),
/// with the power of the built-in ``PaginatedList``.
///
/// It shows any `RandomAccessCollection` of strings, a billion lines as cheaply as ten: only
/// the lines in view are read. The selected line is drawn in reverse video and kept in view;
/// a line too long for the width is cut with `…`; each line is a ``HitTarget/row(_:)``
/// region of the frame report.
///
/// ```swift
/// NumberedLines(logLines, selection: 41)
/// ```
public struct NumberedLines<Lines: RandomAccessCollection>: PrimitiveView
where Lines.Element == String, Lines.Index == Int {
  /// The lines.
  public var lines: Lines
  /// The selected line, an offset from the first.
  public var selection: Int?
  /// The cells the line numbers take, right-aligned.
  public var numberWidth: Int

  /// The lines of `lines`, with `selection` selected and numbers `numberWidth` wide.
  public init(_ lines: Lines, selection: Int? = nil, numberWidth: Int = 7) {
    self.lines = lines
    self.selection = selection
    self.numberWidth = max(0, numberWidth)
  }

  /// The node that lays out and draws the lines.
  public func makeNode(in context: BuildContext) -> LayoutNode {
    NumberedLinesNode(self, environment: context.environment)
  }
}

/// The node of ``NumberedLines``: it takes the width offered and as many rows as it has
/// lines, and draws the window of lines that keeps the selection in view.
final class NumberedLinesNode<Lines: RandomAccessCollection>: LayoutNode
where Lines.Element == String, Lines.Index == Int {
  let view: NumberedLines<Lines>
  let ellipsis: String
  let ellipsisWidth: Int
  let style: Style
  let selectedStyle: Style

  init(_ view: NumberedLines<Lines>, environment: EnvironmentValues) {
    self.view = view
    ellipsis = environment.symbols.ellipsis
    ellipsisWidth = ellipsis.displayWidth
    style = environment.style
    selectedStyle = environment.style.patched(with: environment.theme.selection)
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let rows = min(view.lines.count, ProposedSize.unlimited)
    return Size(width: proposal.width ?? 80, height: min(rows, proposal.height ?? rows))
  }

  override func render(in rect: Rect, context: inout RenderContext) {
    let count = view.lines.count
    guard rect.height > 0, count > 0 else { return }
    // The first line in view: the top, until the selection passes the bottom edge.
    let selected = view.selection.map { min(max(0, $0), count - 1) }
    let first = selected.map { max(0, $0 - rect.height + 1) } ?? 0
    let textX = rect.x + view.numberWidth + 1
    let textWidth = max(0, rect.maxX - textX)
    for row in 0..<min(rect.height, count - first) {
      let index = first + row
      let y = rect.y + row
      let lineStyle = index == selected ? selectedStyle : style
      let line = Rect(x: rect.x, y: y, width: rect.width, height: 1)
      if index == selected { context.canvas.fill(line, style: lineStyle) }
      let number = String(index + 1)
      let numberX = rect.x + max(0, view.numberWidth - number.utf8.count)
      context.canvas.draw(number, x: numberX, y: y, style: lineStyle, clip: line)
      drawCut(
        view.lines[view.lines.startIndex + index], x: textX, y: y, width: textWidth,
        style: lineStyle, into: &context.canvas)
      context.addRegion(.row(index), rect: line)
    }
  }

  /// Draws `text` in `width` cells from (`x`, `y`), cut with the ellipsis when it does not
  /// fit: drawn up to where the ellipsis would start, then the ellipsis, or the whole text
  /// again when it turns out to fit, so nothing is measured or built first.
  private func drawCut(
    _ text: String, x: Int, y: Int, width: Int, style: Style, into canvas: inout Canvas
  ) {
    let all = Rect(x: x, y: y, width: width, height: 1)
    guard text.utf8.count > width, ellipsisWidth <= width else {
      canvas.draw(text, x: x, y: y, style: style, clip: all)
      return
    }
    let kept = Rect(x: x, y: y, width: width - ellipsisWidth, height: 1)
    if canvas.draw(text, x: x, y: y, style: style, clip: kept) > all.maxX {
      canvas.draw(ellipsis, x: kept.maxX, y: y, style: style, clip: all)
    } else {
      canvas.draw(text, x: x, y: y, style: style, clip: all)
    }
  }
}
