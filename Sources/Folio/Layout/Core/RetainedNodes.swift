/// The retained tree: a frame drawn with a ``FrameMemory`` takes the last frame's nodes
/// again instead of making new ones, where its views stand where they stood.
///
/// A view of Folio's own that can change its node in place (``Text``, ``Spacer``,
/// ``Divider``, the stacks — ``ZStack``'s layers too — and the column of several views,
/// `.frame`, `.fixedSize`, `.padding`, `.border`, `.background`, `.layoutPriority`,
/// `.hitTarget`, `.link`, `.animating()`, the accessibility modifiers, ``ScrollView``,
/// ``TextField``, ``ViewThatFits``, ``Grid`` and ``GridRow`` — a grid keeps the columns its
/// rows were laid out in while nothing in it changed, and lays every row out again in new
/// columns when anything did — and ``GeometryReader``, whose content is built again at
/// once for the sizes it was built for) looks at its place in the last frame — the node its
/// parent's node held there (``BuildContext/takeNode(of:at:)``) — and, when that is a node
/// of its own kind not taken yet, sets it to show the new value and builds its children from
/// that node's children, place by place; otherwise it makes a node as before
/// (``Pagination`` and ``PaginationSummary`` take theirs only when they show the same, else
/// make one). A place is a position among a parent's children, so identity follows
/// structure, and a `ForEach`'s elements follow their identifiers (``KeyedPlaces``). Every
/// other view — yours — makes its node anew, and its children are made anew: nothing
/// changes for a ``PrimitiveView`` that only writes
/// ``PrimitiveView/makeNode(in:)``.
///
/// Such a view writes one function, its `_node`: its node's own inputs (a
/// ``RetainedNode``'s `Inputs`, one value made from the view and its environment, as the
/// node's initializer makes it) and one of ``BuildContext/leafNode(_:at:inputs:)``,
/// ``BuildContext/wrappingNode(_:at:inputs:content:)`` or
/// ``BuildContext/stackNode(at:inputs:content:)``, falling back to `makeNode(in:)`; a
/// ``Text`` compares its words itself, to keep its layout when they are as wide.
///
/// A node taken again keeps the layout it worked out while nothing it answers from
/// changed: its own inputs (compared whole: a view's values and what it reads of the
/// environment) and its children, the same nodes unchanged. A node that changed
/// forgets its answers (``BuildContext/noteChanged(_:)``) and so, seeing it, does its
/// parent, up to the root; a text whose words changed but whose line is as wide, at
/// every width it was asked about, keeps its answers, so a counter that ticks lays
/// nothing out again. The last frame's tree is kept while its environment draws alike;
/// any change there (symbols, colours, a width profile) builds a new tree, and so does a
/// frame after one that reported clusters drawn without a measured width.
extension BuildContext {
  /// The last frame's node at place `index` of this context, when it is a `type` (exactly)
  /// not taken yet in this frame; it is taken. Nil when the frame keeps no nodes.
  @usableFromInline
  func takeNode(of type: LayoutNode.Type, at index: Int) -> LayoutNode? {
    guard let reuse, let node = reuse.places.node(at: index), Swift.type(of: node) == type else {
      return nil
    }
    // The memory is held by the frame being drawn: read through it without retaining it.
    let taken = reuse.memoryReference._withUnsafeGuaranteedRef { memory in
      guard node.takenInFrame != memory.serial else { return false }
      node.takenInFrame = memory.serial
      memory.takenNodes &+= 1
      return true
    }
    guard taken else { return nil }
    // The nodes inside it may be taken again too, or by other nodes: the records of their
    // parts are carried first, while the tree they stood in is the last frame's.
    node.carryPendingParts()
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
    memory.changeCount &+= 1
  }

  /// Notes that a node taken again draws other cells but keeps its layout (a text's words
  /// as wide as before): its parent sees no change.
  @usableFromInline
  func noteRedrawn() {
    reuse?.memoryReference._withUnsafeGuaranteedRef { $0.changeCount &+= 1 }
  }

  /// Whether `node`, one of the children a taken node was given, is not the same as before:
  /// another node than `old`, or `old` changed in this frame.
  @usableFromInline
  func differs(_ node: LayoutNode, from old: LayoutNode) -> Bool {
    node !== old || changedThisFrame(node)
  }

  /// Whether `node`, taken again in this frame, changed in it (``noteChanged(_:)``).
  @usableFromInline
  func changedThisFrame(_ node: LayoutNode) -> Bool {
    node.changedInFrame == reuse?.serial
  }

  /// The one node of `view`, whose content makes no node of its own, at place `index` of
  /// this context: the content takes the node there.
  @inlinable
  func makeNode<V: View>(for view: V, at index: Int) -> LayoutNode {
    guard let reuse else { return V._makeNode(view, in: self) }
    guard let node = reuse.places.node(at: index) else {
      var context = self
      context.reuse = nil
      return V._makeNode(view, in: context)
    }
    return reuse.building(in: NodePlaces(of: .passUnretained(node))) {
      V._makeNode(view, in: self)
    }
  }

  /// The nodes of `view`, the children of `parent`, a stack taken again: each takes its
  /// place's node from the stack's children where it can. The list is the memory's, to be
  /// given to the stack with ``settle(_:into:)``.
  @inlinable
  func makeNodes<V: View>(for view: V, reusingChildrenOf parent: LayoutNode) -> NodeList {
    guard let reuse else { return NodeList(makeNodes(for: view)) }
    let list = reuse.memoryReference._withUnsafeGuaranteedRef { $0.takeNodeList() }
    reuse.building(in: NodePlaces(childrenOf: parent)) {
      V._makeNodes(view, in: self, into: &list.nodes)
    }
    return list
  }

  /// The one node of `view`, the child of `parent`, a node taken again: it takes the node
  /// that was `parent`'s child (read without retaining it: `parent` holds it).
  @inlinable
  func makeNode<V: View>(for view: V, reusingChildOf parent: WrappingNode) -> LayoutNode {
    guard let reuse else { return makeNode(for: view) }
    return reuse.building(in: NodePlaces(of: .passUnretained(parent.child))) {
      V._makeNode(view, in: self)
    }
  }

  /// The one node of `view`, built from `old`, the node of what stood here in the last
  /// frame of `memory`: the content of an `.equatable()` part that changed.
  func makeNode<V: View>(for view: V, reusing old: LayoutNode, in memory: FrameMemory)
    -> LayoutNode
  {
    building(reusing: old, in: memory) { V._makeNode(view, in: $0) }
  }

  /// What `body` builds in this context with `memory`'s nodes, `old` — the node of what
  /// stood here in the last frame — the place being built: a build that begins outside the
  /// frame's own (an `.equatable()` part's content, a list's row).
  func building<R>(
    reusing old: LayoutNode, in memory: FrameMemory, _ body: (BuildContext) -> R
  ) -> R {
    var context = self
    let reuse = NodeReuse(memory: memory)
    context.reuse = reuse
    return reuse.building(in: NodePlaces(of: .passUnretained(old))) { body(context) }
  }

  /// The one node in `list`, made by ``makeNodes(for:reusingChildrenOf:)``; the list goes
  /// back to the memory.
  @usableFromInline
  func onlyNode(of list: NodeList) -> LayoutNode {
    let node = list.nodes[0]
    giveBack(list)
    return node
  }

  /// Empties `list`, made by ``makeNodes(for:reusingChildrenOf:)`` and not given to a node,
  /// and gives it back to the memory.
  @usableFromInline
  func giveBack(_ list: NodeList) {
    list.empty()
    reuse?.memoryReference._withUnsafeGuaranteedRef { $0.giveBackNodeList(list) }
  }

  /// Gives the nodes of `list`, made by ``makeNodes(for:reusingChildrenOf:)`` from `children`, to the
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
    list.empty()
    reuse?.memoryReference._withUnsafeGuaranteedRef { $0.giveBackNodeList(list) }
    return changed
  }
}

/// A node of Folio's own that a frame can take again and change in place: its own inputs —
/// what it shows of its view's values and of the environment — are one value, compared
/// whole with a new view's (``update(_:)``).
@usableFromInline
protocol RetainedNode: LayoutNode {
  associatedtype Inputs: DrawnInputs
  var inputs: Inputs { get set }
}

/// What a retained node draws from: two values that draw alike are equal, and their text
/// the same bytes (equal strings, `==`, may hold different but canonically equivalent
/// characters, which a terminal is sent as they are). Inputs that hold text compare it
/// themselves; inputs that hold none say so (``TextFreeInputs``): there is no default.
@usableFromInline
protocol DrawnInputs: Equatable {
  /// Whether `other` draws what this draws: equal, its text byte for byte.
  func drawsLike(_ other: Self) -> Bool
}

/// Inputs that hold no text, which draw alike when they are equal. A claim: for Folio's
/// own inputs, `RetainedTreeTests` looks inside each for text.
@usableFromInline
protocol TextFreeInputs: DrawnInputs {}

extension TextFreeInputs {
  /// Equal: the inputs hold no text.
  @inlinable
  func drawsLike(_ other: Self) -> Bool { self == other }
}

/// A spacer's inputs: its least length.
extension Int: TextFreeInputs {}

/// A flag's: `ViewThatFits`'s, whether only the width must fit.
extension Bool: TextFreeInputs {}

/// Padding's inputs: its insets.
extension EdgeInsets: TextFreeInputs {}

/// A background's inputs: its colour.
extension Color: TextFreeInputs {}

/// A layout priority's inputs.
extension Double: TextFreeInputs {}

/// A link's inputs: its URL, which the terminal is sent byte for byte.
extension Hyperlink: DrawnInputs {
  @usableFromInline
  func drawsLike(_ other: Hyperlink) -> Bool { url.hasSameBytes(as: other.url) }
}

/// A hit target's inputs. Its words (a custom target's name, a column's) are reported, never
/// drawn: targets equal by `==` report alike, as a click is matched to them by `==`.
extension HitTarget: DrawnInputs {
  @usableFromInline
  func drawsLike(_ other: HitTarget) -> Bool { self == other }
}

extension RetainedNode {
  /// Takes `new` as the node's inputs; whether they draw otherwise than what it had.
  @inlinable
  func update(_ new: Inputs) -> Bool {
    guard !new.drawsLike(inputs) else { return false }
    inputs = new
    return true
  }
}

extension BuildContext {
  /// The last frame's node at place `index`, when it is a `Node` not taken yet in this
  /// frame; it is taken.
  @inlinable
  func take<Node: LayoutNode>(_ kind: Node.Type, at index: Int) -> Node? {
    takeNode(of: kind, at: index).map { unsafeDowncast($0, to: Node.self) }
  }

  /// The last frame's node at place `index`, taken and shown `inputs`, for a view that
  /// makes a leaf; nil when there is none to take. A leaf that draws enough to be worth
  /// copying (`copiedWhenUnchanged`) is copied from the last frame while it shows the same.
  @inlinable
  func leafNode<Node: RetainedNode>(
    _ kind: Node.Type, at index: Int, inputs: Node.Inputs, copiedWhenUnchanged: Bool = false
  ) -> LayoutNode? {
    leafNode(kind, at: index, copiedWhenUnchanged: copiedWhenUnchanged) { $0.update(inputs) }
  }

  /// The last frame's node at place `index`, taken and shown the view by `update` (which
  /// says whether it draws otherwise now), for a view that makes a leaf and knows more
  /// cheaply than by its inputs whether it changed; nil when there is none to take.
  @inlinable
  func leafNode<Node: LayoutNode>(
    _ kind: Node.Type, at index: Int, copiedWhenUnchanged: Bool = false,
    update: (Node) -> Bool
  ) -> LayoutNode? {
    guard let node = take(kind, at: index), let reuse else { return nil }
    let changes = reuse.memoryReference._withUnsafeGuaranteedRef { $0.changeCount }
    if update(node) { noteChanged(node) }
    if copiedWhenUnchanged { noteIfUnchanged(node, since: changes, reuse) }
    return node
  }

  /// The last frame's node at place `index`, taken, shown `inputs` and its child built
  /// from its own child as `content`, for a view that wraps `content`; nil when there is
  /// none to take.
  @inlinable
  func wrappingNode<Node: WrappingNode & RetainedNode, Content: View>(
    _ kind: Node.Type, at index: Int, inputs: Node.Inputs, content: Content
  ) -> LayoutNode? {
    guard let node = take(kind, at: index), let reuse else { return nil }
    let changes = reuse.memoryReference._withUnsafeGuaranteedRef { $0.changeCount }
    node.take(makeNode(for: content, reusingChildOf: node), changed: node.update(inputs), in: self)
    noteIfUnchanged(node, since: changes, reuse)
    return node
  }

  /// The last frame's stack node at place `index`, taken, shown `inputs` and its children
  /// built from its own as `content`, for a stack; nil when there is none to take.
  @inlinable
  func stackNode<Content: View>(at index: Int, inputs: StackNode.Inputs, content: Content)
    -> LayoutNode?
  {
    guard let node = take(StackNode.self, at: index), let reuse else { return nil }
    let changes = reuse.memoryReference._withUnsafeGuaranteedRef { $0.changeCount }
    let changed = node.update(inputs)
    node.take(makeNodes(for: content, reusingChildrenOf: node), changed: changed, in: self)
    noteIfUnchanged(node, since: changes, reuse)
    return node
  }
}

extension BuildContext {
  /// Notes whether `node`, taken again and built in `reuse`'s frame, draws what it drew:
  /// every change to it or to a node under it is counted (``noteChanged(_:)``,
  /// ``noteRedrawn()``), and none was since the count was `changes`.
  @inlinable
  func noteIfUnchanged(_ node: LayoutNode, since changes: UInt64, _ reuse: NodeReuse) {
    node.unchangedIn = reuse.memoryReference._withUnsafeGuaranteedRef {
      $0.changeCount == changes ? $0.serial : 0
    }
  }
}

/// A node of Folio's own that wraps one child and can be changed in place to show
/// another value (see ``BuildContext/wrappingNode(_:at:inputs:content:)``).
@usableFromInline
class WrappingNode: LayoutNode {
  @exclusivity(unchecked) @usableFromInline final private(set) var child: LayoutNode

  init(child: LayoutNode) {
    self.child = child
  }

  override var retainedChildren: [LayoutNode] { [child] }

  /// Draws the child in `rect`, laid out for `offeredSize`. The node holds its child while it
  /// draws, so the child is drawn without a reference count of its own: a count and its
  /// release for every node of every frame.
  @inline(__always)
  final func drawChild(in rect: Rect, offeredSize: Size, context: inout RenderContext) {
    Unmanaged.passUnretained(child)._withUnsafeGuaranteedRef {
      context.draw($0, in: rect, offeredSize: offeredSize)
    }
  }

  /// The child's record, and those inside it (without a list of one child to go through).
  override func carryParts(_ move: PartMove) {
    child.carry(move)
  }

  /// Takes `child`, built from this node's own; notes a change in `context` when this
  /// node's own inputs `changed` or the child is not as it was.
  @usableFromInline
  final func take(_ child: LayoutNode, changed: Bool, in context: BuildContext) {
    guard changed || context.differs(child, from: self.child) else { return }
    self.child = child
    context.noteChanged(self)
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

  /// Removes the nodes, keeping the storage: one at a time, as a stack has a few children,
  /// where `removeAll(keepingCapacity:)` replaces a range.
  @usableFromInline
  func empty() {
    while !nodes.isEmpty { nodes.removeLast() }
  }
}

/// What a build context takes the last frame's nodes from: the memory drawing the frame.
/// The places being built — the nodes the last frame made there — are the memory's
/// (``FrameMemory/places``), set for the time a view's children are built
/// (``building(in:_:)``) and put back after: a context is not copied to build each
/// child in, which would cost a copy of its environment for every node.
@usableFromInline
struct NodeReuse {
  /// Held unretained, and read without retaining it: a frame reads it for every node it
  /// takes, and the frame being drawn holds it.
  @usableFromInline let memoryReference: Unmanaged<FrameMemory>
  @usableFromInline var memory: FrameMemory { memoryReference.takeUnretainedValue() }
  /// The memory's frame: the one being built.
  @usableFromInline var serial: UInt64 { memoryReference._withUnsafeGuaranteedRef { $0.serial } }

  @usableFromInline
  init(memory: FrameMemory) {
    memoryReference = .passUnretained(memory)
  }

  /// The places being built now.
  @usableFromInline var places: NodePlaces {
    get { memoryReference._withUnsafeGuaranteedRef { $0.places } }
    nonmutating set { memoryReference._withUnsafeGuaranteedRef { $0.places = newValue } }
  }

  /// What `body` builds with `places` as the places being built; the places before are
  /// put back after.
  @inlinable @inline(__always)
  func building<R>(in places: NodePlaces, _ body: () -> R) -> R {
    let saved = self.places
    self.places = places
    defer { self.places = saved }
    return body()
  }
}

/// The nodes the last frame made at the places being built: one (a view's single node) or
/// a stack's children. Held unowned: the last frame's tree, which the memory keeps while
/// the frame is built, holds them, and a node gives up its children only once they are
/// built (``BuildContext/settle(_:into:)``).
@usableFromInline
struct NodePlaces {
  /// The node, or the stack whose children the places are; none outside a frame's build.
  @usableFromInline let nodeReference: Unmanaged<LayoutNode>?
  /// Whether the places are `node`'s children (a stack's) rather than `node` itself.
  @usableFromInline let isList: Bool
  /// What place `index` is among the stack's children in the last frame: `index + offset`
  /// (a `ForEach`'s element that stood elsewhere; see ``KeyedPlaces``).
  @usableFromInline let offset: Int

  /// An offset to no place: the places of an element that takes no nodes of the last frame.
  @usableFromInline static var nowhere: Int { Int.min / 4 }

  /// No places: no node of the last frame is taken.
  @usableFromInline static var none: NodePlaces {
    NodePlaces(nodeReference: nil, isList: false, offset: 0)
  }

  @usableFromInline
  init(nodeReference: Unmanaged<LayoutNode>?, isList: Bool, offset: Int) {
    self.nodeReference = nodeReference
    self.isList = isList
    self.offset = offset
  }

  /// The one place of `node` (read without retaining it).
  @inlinable
  init(of node: Unmanaged<LayoutNode>) {
    self.init(nodeReference: node, isList: false, offset: 0)
  }

  /// The places of `parent`'s children, place `index` its child `index + offset`.
  @inlinable
  init(childrenOf parent: LayoutNode, offset: Int = 0) {
    self.init(nodeReference: .passUnretained(parent), isList: true, offset: offset)
  }

  @usableFromInline var node: LayoutNode { nodeReference.unsafelyUnwrapped.takeUnretainedValue() }

  @usableFromInline
  func node(at index: Int) -> LayoutNode? {
    guard let nodeReference else { return nil }
    guard isList else { return index == 0 ? nodeReference.takeUnretainedValue() : nil }
    // Read through the stack without retaining it: the last frame's tree holds it.
    return nodeReference._withUnsafeGuaranteedRef {
      unsafeDowncast($0, to: StackNode.self).child(at: index &+ offset)
    }
  }
}
