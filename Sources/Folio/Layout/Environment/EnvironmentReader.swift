/// A view built from the environment it renders in.
///
/// ```swift
/// EnvironmentReader { environment in
///   Text(environment.colorMode == .none ? "[x]" : "x")
/// }
/// ```
public struct EnvironmentReader<Content: View>: View {
  /// Laid out by Folio itself: a reader has no body.
  public typealias Body = Never
  @usableFromInline let content: (EnvironmentValues) -> Content

  /// A view built by `content` from the environment it renders in.
  public init(@ViewBuilder content: @escaping (EnvironmentValues) -> Content) {
    self.content = content
  }

  /// Never called: a reader has no body.
  public var body: Never { fatalError("an environment reader has no body") }

  /// The nodes of the view built from the environment.
  @inlinable
  public static func _makeNodes(
    _ view: Self, in context: BuildContext, into nodes: inout [LayoutNode]
  ) {
    Content._makeNodes(view.content(context.environment), in: context, into: &nodes)
  }

  /// The node of the view built from the environment.
  @inlinable
  public static func _makeNode(_ view: Self, in context: BuildContext) -> LayoutNode {
    Content._makeNode(view.content(context.environment), in: context)
  }
}
