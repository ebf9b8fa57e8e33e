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
    ReaderNode(height: .offered, environment: context.environment) {
      Folio.makeNode(of: content($0), $1)
    }
  }
}

/// A node whose content is built for the size it is given: ``GeometryReader``'s, taking all
/// it is offered; or, for content that depends on the width alone (a table's columns), as
/// tall as the content wants, built once per width however often the width is asked about.
/// Asked for an ideal, it answers its content's.
final class ReaderNode: LayoutNode {
  /// How tall the node is.
  enum Height {
    /// As tall as it is offered; the content is built for the whole size.
    case offered
    /// As tall as the content wants; the content is built for the width (height 0).
    case content
  }

  /// Builds the content for a size.
  typealias Build = (Size, EnvironmentValues) -> LayoutNode

  let height: Height
  let environment: EnvironmentValues
  let build: Build
  /// The content last built, for the size it was built for.
  @exclusivity(unchecked) private var built: (size: Size, node: LayoutNode)?

  init(height: Height, environment: EnvironmentValues, build: @escaping Build) {
    self.height = height
    self.environment = environment
    self.build = build
  }

  /// The content last built.
  var builtNode: LayoutNode? { built?.node }

  /// The content for `size`, built unless it was for that size last.
  private func content(_ size: Size) -> LayoutNode {
    if let built, built.size == size { return built.node }
    let node = build(size, environment)
    built = (size, node)
    return node
  }

  /// The content for a width alone (0 when not known), to answer sizes with.
  private func content(width: Int) -> LayoutNode { content(Size(width: width, height: 0)) }

  override func computeWidthRange() -> LengthRange {
    LengthRange(
      minimum: 0, ideal: content(width: 0).widthRange().ideal, maximum: ProposedSize.unlimited)
  }

  override func computeWidth(offered width: Int) -> Int { width }

  override func computeHeightRange(width: Int) -> LengthRange {
    let range = content(width: width).heightRange(width: width)
    switch height {
    case .offered:
      return LengthRange(minimum: 0, ideal: range.ideal, maximum: ProposedSize.unlimited)
    case .content: return range
    }
  }

  override func computeSize(offered size: Size) -> Size {
    switch height {
    case .offered: return size
    case .content:
      return Size(width: size.width, height: content(width: size.width).size(offered: size).height)
    }
  }

  override func render(in rect: Rect, context: inout RenderContext) {
    let child =
      height == .offered ? content(offeredSize) : content(width: offeredSize.width)
    let size = child.size(offered: offeredSize)
    context.draw(child, in: Rect(x: rect.x, y: rect.y, size: size), offeredSize: offeredSize)
  }
}
