/// A view built from the size it is given: it takes all the space offered and passes the
/// final size to its content.
///
/// ```swift
/// GeometryReader { size in
///   Text("\(size.width) columns")
/// }
/// ```
public struct GeometryReader<Content: View>: View, PrimitiveView {
  /// Laid out by Folio itself: a primitive view has no body.
  public typealias Body = Never
  let content: (Size) -> Content

  /// A view built by `content` from the size it is given.
  public init(@ViewBuilder content: @escaping (Size) -> Content) {
    self.content = content
  }

  /// Folio lays this view out itself.
  public func makeNode(in context: BuildContext) -> LayoutNode {
    GeometryNode(environment: context.environment) { Folio.makeNode(of: content($0), $1) }
  }
}

final class GeometryNode: LayoutNode {
  let environment: EnvironmentValues
  let build: (Size, EnvironmentValues) -> LayoutNode

  init(environment: EnvironmentValues, build: @escaping (Size, EnvironmentValues) -> LayoutNode) {
    self.environment = environment
    self.build = build
  }

  /// The content built for a width only known to be `width` (0 when not known), to answer
  /// its ideal size.
  @exclusivity(unchecked) private var sized: (width: Int, node: LayoutNode)?

  private func content(width: Int) -> LayoutNode {
    if let sized, sized.width == width { return sized.node }
    let node = build(Size(width: width, height: 0), environment)
    sized = (width, node)
    return node
  }

  // The reader takes all it is offered; asked for an ideal, it answers its content's.
  override func computeWidthRange() -> LengthRange {
    LengthRange(
      minimum: 0, ideal: content(width: 0).widthRange().ideal, maximum: ProposedSize.unlimited)
  }

  override func computeWidth(offered width: Int) -> Int { width }

  override func computeHeightRange(width: Int) -> LengthRange {
    LengthRange(
      minimum: 0, ideal: content(width: width).heightRange(width: width).ideal,
      maximum: ProposedSize.unlimited)
  }

  override func computeSize(offered size: Size) -> Size { size }

  override func render(in rect: Rect, context: inout RenderContext) {
    let child = build(offeredSize, environment)
    let size = child.size(offered: offeredSize)
    context.draw(child, in: Rect(x: rect.x, y: rect.y, size: size), offeredSize: offeredSize)
  }
}
