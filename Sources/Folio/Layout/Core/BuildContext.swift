/// What a view is turned into nodes with: the environment it renders in.
public struct BuildContext {
  /// The values the view renders with: colour mode, symbols, theme, style.
  public var environment: EnvironmentValues
  /// The memory that keeps the last frame's nodes, when the frame is drawn with a
  /// ``FrameMemory``: a view of Folio's own takes its place's node again (the places being
  /// built are the memory's, see ``NodeReuse``) and changes it to show the new value,
  /// instead of making one.
  @usableFromInline var reuse: NodeReuse?

  /// A context for views rendering in `environment`.
  public init(environment: EnvironmentValues) {
    self.environment = environment
    reuse = nil
  }

  /// This context for building a node's own children: the places the last frame had here
  /// are not theirs.
  @inlinable
  var forChildren: BuildContext {
    guard reuse != nil else { return self }
    var context = self
    context.reuse = nil
    return context
  }

  /// The nodes `view` makes: one for most views, any number for a group, a `ForEach` or
  /// the statements of a ``ViewBuilder``.
  @inlinable
  public func makeNodes<V: View>(for view: V) -> [LayoutNode] {
    var nodes: [LayoutNode] = []
    // Room for a few children at once: most containers hold two to four.
    nodes.reserveCapacity(4)
    V._makeNodes(view, in: forChildren, into: &nodes)
    return nodes
  }

  /// Appends the nodes `view` makes to `nodes`.
  @inlinable
  public func makeNodes<V: View>(for view: V, into nodes: inout [LayoutNode]) {
    V._makeNodes(view, in: forChildren, into: &nodes)
  }

  /// The one node of `view`: several nodes are stacked in a column, none is an empty node.
  @inlinable
  public func makeNode<V: View>(for view: V) -> LayoutNode {
    V._makeNode(view, in: forChildren)
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
