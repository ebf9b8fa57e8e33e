extension Pagination: View, PrimitiveView {
  /// Laid out by Folio itself: a primitive view has no body; see ``Pagination`` for the
  /// forms the bar takes.
  public typealias Body = Never

  /// The bar's node: the fullest form that fits, and where its numbers are.
  public func makeNode(in context: BuildContext) -> LayoutNode {
    PaginationNode(bar: self, environment: context.environment)
  }

  /// The bar's node: the last frame's at this place when it was made in an environment that
  /// draws alike — with the form it chose and the layout it worked out, when it shows the
  /// same bar; shown this one, keeping the words it made safe, when it showed another page
  /// — else a new one.
  public static func _node(_ view: Pagination, in context: BuildContext, at index: Int)
    -> LayoutNode
  {
    guard let node = context.take(PaginationNode.self, at: index),
      node.environment.drawsAlike(context.environment, comparingTick: false)
    else { return view.makeNode(in: context) }
    if node.show(view) { context.noteChanged(node) }
    return node
  }

  /// The bar's position in words for screen readers and logs: `Page 6 of 20`, or the
  /// labels' ``PaginationLabels/noItems`` when there are no pages.
  public func accessibilityText(labels: PaginationLabels = PaginationLabels()) -> String {
    labels.pagePosition(page: page, pageCount: pageCount)
  }
}

/// The node of a ``Pagination`` bar: the first of its forms whose line fits, or an empty
/// line; each form written only when tried. Its controls and page numbers go into the
/// frame report as targets.
final class PaginationNode: LayoutNode {
  // Changed only by `show(_:)`, while a frame is built: exclusivity is not checked at run
  // time.
  @exclusivity(unchecked) private var writer: LineWriter
  @exclusivity(unchecked) private var forms: [Pagination.Form]
  let environment: EnvironmentValues
  /// The forms' lines, written when first tried.
  @exclusivity(unchecked) private var lines: [BarLine?]

  /// The bar, read as its position (`Page 6 of 20`).
  @exclusivity(unchecked) private(set) var bar: Pagination

  init(bar: Pagination, environment: EnvironmentValues) {
    self.bar = bar
    writer = LineWriter(bar, environment: environment)
    forms = bar.fallbackForms
    self.environment = environment
    lines = Array(repeating: nil, count: forms.count)
  }

  /// Shows `bar` from now on, in an environment that draws as this node's does: the words
  /// the node made safe are kept, its lines forgotten; false, changing nothing, when it
  /// shows `bar` already. Its answers go when the caller notes the change
  /// (``BuildContext/noteChanged(_:)``).
  func show(_ bar: Pagination) -> Bool {
    guard bar != self.bar else { return false }
    self.bar = bar
    writer.write(bar)
    forms = bar.fallbackForms
    lines.removeAll(keepingCapacity: true)
    lines.append(contentsOf: repeatElement(nil, count: forms.count))
    drawn = nil
    return true
  }

  private func line(_ index: Int) -> BarLine {
    if let line = lines[index] { return line }
    let line = writer.line(forms[index])
    lines[index] = line
    return line
  }

  /// The line shown in `width` cells (nil: any width): the first that fits, else none.
  private func choice(_ width: Int?) -> BarLine? {
    for index in forms.indices where line(index).width <= width ?? .max {
      return line(index)
    }
    return nil
  }

  override func computeWidthRange() -> LengthRange {
    let ideal = choice(nil)?.width ?? 0
    return LengthRange(minimum: 0, ideal: ideal, maximum: ideal)
  }

  override func computeWidth(offered width: Int) -> Int { choice(width)?.width ?? 0 }

  /// One row, empty when nothing fits; cut to nothing when offered no row.
  override func computeHeightRange(width: Int) -> LengthRange {
    LengthRange(minimum: 0, ideal: 1, maximum: 1)
  }

  override func computeSize(offered size: Size) -> Size {
    size.height > 0 ? Size(width: choice(size.width)?.width ?? 0, height: 1) : .zero
  }

  override func render(in rect: Rect, context: inout RenderContext) {
    guard rect.height > 0, let line = choice(offeredSize.width) else { return }
    context.addAccessibilityElement(
      AccessibilityElement(
        role: .navigation,
        label: bar.accessibilityText(labels: environment.shownPaginationLabels)))
    // Its words were made safe and put on one row as the line was written. A line that
    // fits is drawn as a text of it would draw it, without making one — placed by the
    // alignment of lines in a rectangle wider than itself (one a container of one's own may
    // give it), its targets with it.
    var x = rect.x
    if line.width <= rect.width {
      let alignment = environment.multilineTextAlignment
      x += alignment.offset(of: line.width, in: rect.width)
      TextNode.drawFitting(
        line.text, width: line.width, in: rect, alignment: alignment, style: environment.style,
        canvas: &context.canvas)
    } else {
      let text = TextNode(
        text: Text(sanitizedLine: line.text).truncated(), environment: environment)
      text.drawLine(text.content, width: line.width, in: rect, canvas: &context.canvas)
    }
    for target in line.targets {
      context.addRegion(
        target.target,
        rect: Rect(x: x + target.column, y: rect.y, width: target.width, height: 1))
    }
  }
}
