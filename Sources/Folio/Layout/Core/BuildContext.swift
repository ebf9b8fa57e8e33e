/// What a view is turned into nodes with: the environment it renders in.
public struct BuildContext {
  /// The values the view renders with: colour mode, symbols, theme, style.
  public var environment: EnvironmentValues

  /// A context for views rendering in `environment`.
  public init(environment: EnvironmentValues) {
    self.environment = environment
  }

  /// The nodes `view` makes: one for most views, any number for a group, a `ForEach` or
  /// the statements of a ``ViewBuilder``.
  @inlinable
  public func makeNodes<V: View>(for view: V) -> [LayoutNode] {
    var nodes: [LayoutNode] = []
    // Room for a few children at once: most containers hold two to four.
    nodes.reserveCapacity(4)
    V._makeNodes(view, in: self, into: &nodes)
    return nodes
  }

  /// Appends the nodes `view` makes to `nodes`.
  @inlinable
  public func makeNodes<V: View>(for view: V, into nodes: inout [LayoutNode]) {
    V._makeNodes(view, in: self, into: &nodes)
  }

  /// The one node of `view`: several nodes are stacked in a column, none is an empty node.
  @inlinable
  public func makeNode<V: View>(for view: V) -> LayoutNode {
    V._makeNode(view, in: self)
  }
}

/// Appends the nodes of any view in `environment`.
func makeNodes<V: View>(
  of view: V, _ environment: EnvironmentValues, into nodes: inout [LayoutNode]
) {
  V._makeNodes(view, in: BuildContext(environment: environment), into: &nodes)
}

/// The single node of a view in `environment` (see ``BuildContext/makeNode(for:)``).
func makeNode<V: View>(of view: V, _ environment: EnvironmentValues) -> LayoutNode {
  BuildContext(environment: environment).makeNode(for: view)
}
