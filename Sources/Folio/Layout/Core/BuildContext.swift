/// What a view is turned into nodes with: the environment it renders in.
public struct BuildContext {
  /// The values the view renders with: colour mode, symbols, theme, style.
  public var environment: EnvironmentValues
  /// The nodes the last frame made at the places this context builds, when the frame is
  /// drawn with a ``FrameMemory``: a view of Folio's own takes its place's node again and
  /// changes it to show the new value, instead of making one.
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

  // MARK: Taking the last frame's nodes again

  /// The last frame's node at place `index` of this context, when it is a `type` (exactly)
  /// not taken yet in this frame; it is taken. Nil when the frame keeps no nodes.
  @usableFromInline
  func takeNode(of type: LayoutNode.Type, at index: Int) -> LayoutNode? {
    guard let reuse, let node = reuse.node(at: index), Swift.type(of: node) == type,
      node.takenInFrame != reuse.memory.serial
    else { return nil }
    node.takenInFrame = reuse.memory.serial
    reuse.memory.takenNodes += 1
    return node
  }

  /// Notes that `node`, taken again, now shows something else: its answers are forgotten,
  /// and its parent sees that it changed.
  @usableFromInline
  func noteChanged(_ node: LayoutNode) {
    node.forgetLayout()
    guard let memory = reuse?.memory else { return }
    node.changedInFrame = memory.serial
    memory.relaidNodes += 1
  }

  /// Whether `node`, one of the children a taken node was given, is not the same as before:
  /// another node than `old`, or `old` changed in this frame.
  @usableFromInline
  func differs(_ node: LayoutNode, from old: LayoutNode) -> Bool {
    node !== old || node.changedInFrame == reuse?.memory.serial
  }

  /// The nodes of `view`, the children of `parent`, a stack taken again: each takes its
  /// place's node from the stack's children where it can. The list is the memory's, to be
  /// given to the stack with ``settle(_:into:)``.
  @inlinable
  func makeNodes<V: View>(for view: V, reusingChildrenOf parent: LayoutNode) -> NodeList {
    guard let reuse else { return NodeList(makeNodes(for: view)) }
    var context = self
    context.reuse = NodeReuse(memory: reuse.memory, childrenOf: parent)
    let list = reuse.memory.takeNodeList()
    V._makeNodes(view, in: context, into: &list.nodes)
    return list
  }

  /// The one node of `view`, the child of a node taken again whose child was `old`.
  @inlinable
  func makeNode<V: View>(for view: V, reusing old: LayoutNode) -> LayoutNode {
    guard let reuse else { return makeNode(for: view) }
    var context = self
    context.reuse = NodeReuse(memory: reuse.memory, one: old)
    return V._makeNode(view, in: context)
  }

  /// Gives the nodes of `list`, made by ``makeNodes(for:reusing:)`` from `children`, to the
  /// node that holds `children`, and the list back to the memory; whether any child is not
  /// as it was. When they are the same nodes, `children` stays the array it was.
  @usableFromInline
  func settle(_ list: NodeList, into children: inout [LayoutNode]) -> Bool {
    var same = list.nodes.count == children.count
    var changed = !same
    if same {
      for index in children.indices where differs(list.nodes[index], from: children[index]) {
        changed = true
        if list.nodes[index] !== children[index] {
          same = false
          break
        }
      }
    }
    // The list takes the array the node no longer holds, and keeps its storage.
    if !same { swap(&children, &list.nodes) }
    list.nodes.removeAll(keepingCapacity: true)
    reuse?.memory.giveBackNodeList(list)
    return changed
  }
}

/// A list of nodes being built, whose storage a frame memory keeps for the next.
@usableFromInline
final class NodeList {
  @exclusivity(unchecked) @usableFromInline var nodes: [LayoutNode]

  @usableFromInline
  init(_ nodes: [LayoutNode] = []) {
    self.nodes = nodes
  }
}

/// The nodes the last frame made at the places of a build context: one (a view's single
/// node) or a stack's children. Held unowned: the last frame's tree, which the memory keeps
/// while the frame is built, holds them, and a node gives up its children only once they
/// are built (``BuildContext/settle(_:into:)``).
@usableFromInline
struct NodeReuse {
  @usableFromInline unowned(unsafe) let memory: FrameMemory
  @usableFromInline unowned(unsafe) let node: LayoutNode
  /// Whether the places are `node`'s children (a stack's) rather than `node` itself.
  @usableFromInline let isList: Bool

  @usableFromInline
  init(memory: FrameMemory, one: LayoutNode) {
    self.memory = memory
    node = one
    isList = false
  }

  @usableFromInline
  init(memory: FrameMemory, childrenOf parent: LayoutNode) {
    self.memory = memory
    node = parent
    isList = true
  }

  func node(at index: Int) -> LayoutNode? {
    guard isList else { return index == 0 ? node : nil }
    return unsafeDowncast(node, to: StackNode.self).child(at: index)
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
