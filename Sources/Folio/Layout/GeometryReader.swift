/// A view built from the size it is given: it takes all the space offered and passes the
/// final size to its content.
///
/// ```swift
/// GeometryReader { size in
///   Text("\(size.width) columns")
/// }
/// ```
public struct GeometryReader<Content: View>: View, SingleNodeView {
  /// Laid out by Folio itself: a primitive view has no body.
  public typealias Body = Never
  let content: (Size) -> Content

  /// A view built by `content` from the size it is given.
  public init(@ViewBuilder content: @escaping (Size) -> Content) {
    self.content = content
  }

  func node(_ environment: EnvironmentValues) -> LayoutNode {
    return GeometryNode(environment: environment) { makeNode(of: content($0), $1) }
  }
}

final class GeometryNode: LayoutNode {
  let environment: EnvironmentValues
  let build: (Size, EnvironmentValues) -> LayoutNode

  init(environment: EnvironmentValues, build: @escaping (Size, EnvironmentValues) -> LayoutNode) {
    self.environment = environment
    self.build = build
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    if let width = proposal.width, let height = proposal.height {
      return Size(width: width, height: height)
    }
    // Asked for an ideal size: the content's, at whatever size is known.
    let child = build(Size(width: proposal.width ?? 0, height: proposal.height ?? 0), environment)
    let ideal = child.measure(proposal)
    return Size(width: proposal.width ?? ideal.width, height: proposal.height ?? ideal.height)
  }

  override func render(in rect: Rect, canvas: inout Canvas) {
    let child = build(rect.size, environment)
    let size = child.measure(ProposedSize(rect.size))
    child.render(in: rect.placing(size, alignment: .topLeading), canvas: &canvas)
  }
}
