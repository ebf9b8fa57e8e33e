/// A view inside a one-cell border, with an optional title in the top edge.
public struct BorderView<Content: View>: View, PrimitiveView {
  /// Laid out by Folio itself: a primitive view has no body.
  public typealias Body = Never
  @usableFromInline let style: BorderStyle
  @usableFromInline let title: String?
  @usableFromInline let content: Content

  /// `content` inside a border of `style`, with `title` in its top edge.
  public init(
    _ style: BorderStyle = .rounded, title: String? = nil, @ViewBuilder content: () -> Content
  ) {
    self.init(style: style, title: title, content: content())
  }

  @usableFromInline
  init(style: BorderStyle, title: String?, content: Content) {
    self.style = style
    // A title is one row: line breaks (any kind) and tabs become spaces first.
    self.title = title.map { Sanitizer.sanitize(Sanitizer.singleRow($0)) }
    self.content = content
  }

  /// Folio lays this view out itself.
  @inlinable
  public func makeNode(in context: BuildContext) -> LayoutNode {
    borderNode(
      style: style, title: title, environment: context.environment,
      child: context.makeNode(for: content))
  }

  /// The node: the last frame's at this place, its child built from that one's, when the
  /// frame keeps its nodes.
  @inlinable
  public static func _node(_ view: Self, in context: BuildContext, at index: Int) -> LayoutNode {
    context.wrappingNode(
      BorderNode.self, at: index,
      inputs: BorderNode.Inputs(
        style: view.style, title: view.title, environment: context.environment),
      content: view.content) ?? view.makeNode(in: context)
  }

}

@usableFromInline
final class BorderNode: WrappingNode, RetainedNode {
  /// The border's lines, title and styles, from its view and environment.
  @usableFromInline
  struct Inputs: DrawnInputs {
    let style: BorderStyle
    let title: String?
    let lineStyle: Style
    let titleStyle: Style
    let ellipsis: String

    @usableFromInline
    init(style: BorderStyle, title: String?, environment: EnvironmentValues) {
      self.style = environment.symbolsAreASCII ? .ascii : style
      self.title = title
      lineStyle = environment.style.patched(with: environment.theme.border)
      titleStyle = environment.style.patched(with: environment.theme.title)
      ellipsis = environment.ellipsis
    }

    @usableFromInline
    func drawsLike(_ other: Inputs) -> Bool {
      self == other && title.hasSameBytes(as: other.title)
        && ellipsis.hasSameBytes(as: other.ellipsis)
        && style.topLeft.hasSameBytes(as: other.style.topLeft)
        && style.topRight.hasSameBytes(as: other.style.topRight)
        && style.bottomLeft.hasSameBytes(as: other.style.bottomLeft)
        && style.bottomRight.hasSameBytes(as: other.style.bottomRight)
        && style.horizontal.hasSameBytes(as: other.style.horizontal)
        && style.vertical.hasSameBytes(as: other.style.vertical)
    }
  }

  @exclusivity(unchecked) @usableFromInline var inputs: Inputs
  var style: BorderStyle { inputs.style }
  var title: String? { inputs.title }
  var lineStyle: Style { inputs.lineStyle }
  var titleStyle: Style { inputs.titleStyle }
  var ellipsis: String { inputs.ellipsis }

  init(style: BorderStyle, title: String?, environment: EnvironmentValues, child: LayoutNode) {
    inputs = Inputs(style: style, title: title, environment: environment)
    super.init(child: child)
  }

  override var layoutPriority: Double { child.layoutPriority }

  /// The cells a title wants in the top edge: two corners and a space each side of it.
  private var titleWidth: Int? { title.map { $0.displayWidth + 5 } }

  override func computeWidthRange() -> LengthRange {
    var range = child.widthRange().inflated(by: 2)
    if let wanted = titleWidth {
      range.ideal = max(range.ideal, wanted)
      range.maximum = max(range.maximum, wanted)
    }
    return range
  }

  override func computeWidth(offered width: Int) -> Int {
    let content = child.width(offered: max(0, width - 2)) + 2
    return titleWidth.map { max(content, min(width, $0)) } ?? content
  }

  override func computeHeightRange(width: Int) -> LengthRange {
    child.heightRange(width: max(0, width - 2)).inflated(by: 2)
  }

  private func childOffer(_ size: Size) -> Size {
    Size(width: max(0, size.width - 2), height: max(0, size.height - 2))
  }

  override func computeSize(offered size: Size) -> Size {
    let content = child.size(offered: childOffer(size))
    let width = content.width + 2
    return Size(
      width: titleWidth.map { max(width, min(size.width, $0)) } ?? width,
      height: content.height + 2)
  }

  override func render(in rect: Rect, context: inout RenderContext) {
    guard !rect.isEmpty else { return }
    let right = rect.maxX - 1
    let bottom = rect.maxY - 1
    // The top and the left edge before the content, the right and the bottom edge and the
    // title after it: the content's rows are blank from its left edge on when it draws, so
    // a part of it kept from the last frame can be copied (see `DrawnPart`). The content
    // shares no cell with the edges, and each corner and the title are still drawn after
    // the lines they stand on, so the order changes no cell.
    context.canvas.drawRepeating(
      style.horizontal, x: rect.x, y: rect.y, style: lineStyle, clip: rect)
    context.canvas.drawColumn(
      style.vertical, x: rect.x, rows: rect.y..<rect.maxY, style: lineStyle, clip: rect)
    context.canvas.draw(style.topLeft, x: rect.x, y: rect.y, style: lineStyle, clip: rect)
    context.canvas.draw(style.topRight, x: right, y: rect.y, style: lineStyle, clip: rect)
    let inner = Rect(x: rect.x + 1, y: rect.y + 1, width: rect.width - 2, height: rect.height - 2)
    if !inner.isEmpty {
      drawChild(in: inner, offeredSize: childOffer(offeredSize), context: &context)
    }
    if bottom > rect.y + 1 {
      context.canvas.drawColumn(
        style.vertical, x: right, rows: (rect.y + 1)..<bottom, style: lineStyle, clip: rect)
    }
    context.canvas.drawRepeating(
      style.horizontal, x: rect.x, y: bottom, style: lineStyle, clip: rect)
    context.canvas.draw(style.bottomLeft, x: rect.x, y: bottom, style: lineStyle, clip: rect)
    context.canvas.draw(style.bottomRight, x: right, y: bottom, style: lineStyle, clip: rect)
    if let title, rect.width >= 6 {
      let shown = StyledText(title).truncated(
        toWidth: rect.width - 5, position: .end, marker: ellipsis)
      let x = context.canvas.draw(" ", x: rect.x + 2, y: rect.y, style: lineStyle, clip: rect)
      let end = context.canvas.draw(shown, x: x, y: rect.y, base: titleStyle, clip: rect)
      context.canvas.draw(" ", x: end, y: rect.y, style: lineStyle, clip: rect)
    }
  }
}

extension View {
  /// Draws a border around this view, with an optional title in its top edge.
  @inlinable
  public consuming func border(_ style: BorderStyle = .rounded, title: String? = nil) -> BorderView<
    Self
  > {
    BorderView(style: style, title: title, content: self)
  }
}

/// The node of a ``BorderView``, for code specialised in a client module.
@usableFromInline
func borderNode(
  style: BorderStyle, title: String?, environment: EnvironmentValues, child: LayoutNode
) -> LayoutNode {
  BorderNode(style: style, title: title, environment: environment, child: child)
}
