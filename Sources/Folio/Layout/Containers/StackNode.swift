/// The directions a stack can lay out along: side by side, top to bottom, or in layers
/// over each other (a ``ZStack``, where no spacer grows along it).
enum Axis {
  case horizontal, vertical, depth
}

/// The node of ``HStack``, ``VStack`` and ``ZStack``: children side by side along an axis,
/// or in layers.
///
/// Along the axis, the stack shares its length with ``LengthDistribution``; across it, each
/// child is offered the whole length. A row decides its children's widths once, from their
/// width ranges, without looking at heights. Layers are each offered the whole size, and
/// the stack is as large as the largest, each placed in it by the alignment; later layers
/// draw over earlier ones.
@usableFromInline
final class StackNode: LayoutNode, RetainedNode {
  /// The stack's own inputs.
  @usableFromInline
  struct Inputs: DrawnInputs {
    var axis: Axis
    var alignment: Alignment
    var spacing: Int
    /// What a column too short for all its children shows on its last row when it leaves
    /// one out, so that what is cut is seen to be cut (a ``VStack``'s is its environment's
    /// ellipsis); nil to show nothing.
    var cutMark: String?

    @usableFromInline
    init(horizontal: Bool, alignment: Alignment, spacing: Int, cutMark: String?) {
      self.init(
        axis: horizontal ? .horizontal : .vertical, alignment: alignment, spacing: spacing,
        cutMark: cutMark)
    }

    /// The inputs of layers placed by `alignment`.
    @usableFromInline
    init(layersAlignedBy alignment: Alignment) {
      self.init(axis: .depth, alignment: alignment, spacing: 0, cutMark: nil)
    }

    init(axis: Axis, alignment: Alignment, spacing: Int, cutMark: String?) {
      self.axis = axis
      self.alignment = alignment
      self.spacing = spacing
      self.cutMark = cutMark
    }

    @usableFromInline
    func drawsLike(_ other: Inputs) -> Bool {
      self == other && cutMark.hasSameBytes(as: other.cutMark)
    }
  }

  @exclusivity(unchecked) @usableFromInline var inputs: Inputs
  var axis: Axis { inputs.axis }
  var alignment: Alignment { inputs.alignment }
  var spacing: Int { inputs.spacing }
  var cutMark: String? {
    get { inputs.cutMark }
    set { inputs.cutMark = newValue }
  }
  @exclusivity(unchecked) private(set) var children: [LayoutNode]
  /// The children's layout priorities; empty when all are equal.
  @exclusivity(unchecked) private(set) var priorities: [Double]

  /// The width a row's children's widths are worked out for, and the offered size their
  /// offers and sizes are; -1 before. Each child remembers the width and size it was last
  /// offered and the size it answered, which is the stack's layout: it keeps no copy.
  @exclusivity(unchecked) private var widthsKey = -1
  @exclusivity(unchecked) private var sizesKey = Size(width: -1, height: -1)

  init(axis: Axis, alignment: Alignment, spacing: Int, children: [LayoutNode]) {
    inputs = Inputs(axis: axis, alignment: alignment, spacing: spacing, cutMark: nil)
    self.children = children
    priorities = StackNode.place(children, along: axis)
    placesChildren = true
    super.init()
  }

  /// A column that only holds `children` for a node that lays them out itself (a
  /// ``ViewThatFits``'s candidates), taken again place by place as a stack's are: it is
  /// never laid out or drawn, and tells a child spacer no axis.
  init(holding children: [LayoutNode]) {
    inputs = Inputs(axis: .vertical, alignment: .topLeading, spacing: 0, cutMark: nil)
    self.children = children
    priorities = []
    placesChildren = false
    super.init()
  }

  /// Whether the stack places its children along its axis (false for a column that only
  /// holds them).
  private let placesChildren: Bool

  /// Places `children` in a stack along `axis`; their layout priorities, empty when all are
  /// equal.
  private static func place(_ children: [LayoutNode], along axis: Axis) -> [Double] {
    var priorities: [Double] = []
    guard axis != .depth else {
      // A layer's spacer grows both ways, as outside a stack; layers have no priorities.
      for child in children { child.placeSpacer(along: nil) }
      return priorities
    }
    for (index, child) in children.enumerated() {
      // A spacer grows along the stack's axis, also under a priority.
      child.placeSpacer(along: axis)
      let priority = child.layoutPriority
      if priority != 0, !priority.isNaN {
        if priorities.isEmpty { priorities = Array(repeating: 0, count: children.count) }
        priorities[index] = priority
      }
    }
    return priorities
  }

  /// Takes the children in `list` (built from this stack's own with
  /// ``BuildContext/makeNodes(for:reusingChildrenOf:)``); notes a change in `context` when
  /// this stack's own inputs `changed` or any child is not as it was.
  @usableFromInline
  func take(_ list: NodeList, changed: Bool, in context: BuildContext) {
    if !keyedPlaces.isEmpty || !lastKeyedPlaces.isEmpty,
      keyedPlacesFrame != context.reuse?.serial
    {
      // No `ForEach` among the children this frame: the records of those that were go.
      keyedPlaces.removeAll()
      lastKeyedPlaces.removeAll()
    }
    guard context.settle(list, into: &children) || changed else { return }
    // A changed child may have a new layout priority; a spacer is placed again.
    if placesChildren { priorities = StackNode.place(children, along: axis) }
    context.noteChanged(self)
  }

  override var retainedChildren: [LayoutNode] { children }

  /// The child at `index`, if there is one.
  func child(at index: Int) -> LayoutNode? {
    index >= 0 && index < children.count ? children[index] : nil
  }

  /// The last child, if any.
  var lastChild: LayoutNode? { child(at: children.count - 1) }

  /// The last frame's records of the `ForEach`es among the children (see ``KeyedPlaces``),
  /// read while this frame's are recorded, and the frame that recorded `keyedPlaces`.
  @exclusivity(unchecked) private var lastKeyedPlaces: [ForEachPlaces] = []
  @exclusivity(unchecked) private var keyedPlaces: [ForEachPlaces] = []
  @exclusivity(unchecked) private var keyedPlacesFrame: UInt64 = 0

  /// The last frame's record of the `ForEach` whose first node stood at place `start`, if
  /// one is not taken yet in `frame`; it is taken.
  @usableFromInline
  func takeKeyedPlaces(at start: Int, frame: UInt64) -> ForEachPlaces? {
    if keyedPlacesFrame != frame {
      // What the frame before recorded is the last frame's; anything older is not.
      swap(&lastKeyedPlaces, &keyedPlaces)
      if keyedPlacesFrame &+ 1 != frame { lastKeyedPlaces.removeAll(keepingCapacity: true) }
      keyedPlaces.removeAll(keepingCapacity: true)
      keyedPlacesFrame = frame
    }
    // By index: an array's iterator allocates in an unoptimised build.
    for index in lastKeyedPlaces.indices {
      let places = lastKeyedPlaces[index]
      guard places.start == start, places.takenInFrame != frame else { continue }
      places.takenInFrame = frame
      return places
    }
    return nil
  }

  /// Keeps `places`, a `ForEach`'s record of this frame, for the next frame.
  @usableFromInline
  func recordKeyedPlaces(_ places: ForEachPlaces) {
    keyedPlaces.append(places)
  }

  /// How many records of `ForEach`es the stack keeps, for tests.
  var keyedPlacesCount: Int { keyedPlaces.count + lastKeyedPlaces.count }

  override func forgetOwnLayout() {
    widthsKey = -1
    sizesKey = Size(width: -1, height: -1)
  }

  private var gaps: Int { children.isEmpty ? 0 : spacing * (children.count - 1) }

  /// Whether the last layout left out a child that has something to show: no rows for a
  /// child that wants some.
  private var dropsAChild: Bool {
    // The ranges asked here are the ones the layout asked for: cached, not worked out again.
    let width = offeredSize.width
    // By index: an array's iterator allocates in an unoptimised build.
    for index in children.indices {
      let child = children[index]
      if child.lastSize.height == 0 && child.heightRange(width: width).ideal > 0 { return true }
    }
    return false
  }

  override func computeWidthRange() -> LengthRange {
    guard var range = children.first?.widthRange() else { return .zero }
    for child in children.dropFirst() {
      range =
        axis == .horizontal
        ? range.followed(by: child.widthRange(), gap: spacing) : range.union(child.widthRange())
    }
    return range
  }

  override func computeWidth(offered width: Int) -> Int {
    guard axis == .horizontal else {
      var widest = 0
      for child in children { widest = max(widest, child.width(offered: width)) }
      return widest
    }
    return min(shareWidth(width), Canvas.maxSide)
  }

  override func computeHeightRange(width: Int) -> LengthRange {
    guard !children.isEmpty else { return .zero }
    if axis == .depth {
      var range = LengthRange.zero
      for child in children { range = range.union(child.heightRange(width: width)) }
      return range
    }
    if axis == .vertical {
      var range = children[0].heightRange(width: width)
      for child in children.dropFirst() {
        range = range.followed(by: child.heightRange(width: width), gap: spacing)
      }
      return range
    }
    _ = shareWidth(width)
    var range = LengthRange.zero
    for child in children {
      range = range.union(child.heightRange(width: child.lastOfferedWidth))
    }
    return range
  }

  override func computeSize(offered size: Size) -> Size {
    layOut(size)
    if axis == .depth {
      var largest = Size.zero
      for child in children {
        let childSize = child.lastSize
        largest = Size(
          width: max(largest.width, childSize.width), height: max(largest.height, childSize.height))
      }
      return largest
    }
    var along = gaps
    var across = 0
    for child in children {
      let childSize = child.lastSize
      if axis == .horizontal {
        along &+= childSize.width
        across = max(across, childSize.height)
      } else {
        along &+= childSize.height
        across = max(across, childSize.width)
      }
    }
    along = min(along, Canvas.maxSide)
    return axis == .horizontal
      ? Size(width: along, height: across) : Size(width: across, height: along)
  }

  /// Shares `width` among a row's children, unless already done; returns the width they
  /// take with the gaps.
  private func shareWidth(_ width: Int) -> Int {
    if widthsKey != width {
      widthsKey = width
      LengthDistribution.share(
        max(0, width - gaps), count: children.count, priorities: priorities,
        range: { children[$0].widthRange() }
      ) { index, offered in
        children[index].width(offered: offered)
      }
    }
    var total = gaps
    for child in children { total &+= child.width(offered: child.lastOfferedWidth) }
    return total
  }

  /// Works out each child's offer and size for `size`, unless already done.
  private func layOut(_ size: Size) {
    if sizesKey == size { return }
    sizesKey = size
    if axis == .depth {
      for child in children { _ = child.size(offered: size) }
      return
    }
    if axis == .horizontal {
      _ = shareWidth(size.width)
      for child in children {
        _ = child.size(offered: Size(width: child.lastOfferedWidth, height: size.height))
      }
      return
    }
    LengthDistribution.share(
      max(0, size.height - gaps), count: children.count, priorities: priorities,
      range: { children[$0].heightRange(width: size.width) }
    ) { index, offered in
      children[index].size(offered: Size(width: size.width, height: offered)).height
    }
  }

  override func render(in rect: Rect, context: inout RenderContext) {
    layOut(offeredSize)
    var offset = 0
    // By index: an array's iterator allocates in an unoptimised build.
    for index in children.indices {
      // The stack holds its children while it draws: each is drawn without a reference
      // count of its own.
      let child = Unmanaged.passUnretained(children[index])
      let size = child._withUnsafeGuaranteedRef { $0.lastSize }
      let slot: Rect
      if axis == .depth {
        slot = rect.aligning(size, alignment: alignment)
      } else if axis == .horizontal {
        let height = min(size.height, rect.height)
        let y = rect.y + alignment.vertical.offset(of: height, in: rect.height)
        slot = Rect(x: rect.x + offset, y: y, width: size.width, height: size.height)
        offset += size.width + spacing
      } else {
        let width = min(size.width, rect.width)
        let x = rect.x + alignment.horizontal.offset(of: width, in: rect.width)
        slot = Rect(x: x, y: rect.y + offset, width: size.width, height: size.height)
        offset += size.height + spacing
      }
      child._withUnsafeGuaranteedRef {
        context.draw($0, in: slot, offeredSize: $0.lastOfferedSize)
      }
    }
    if let cutMark, axis == .vertical, rect.height > 1, dropsAChild {
      // Children that did not fit were dropped: the last row says so.
      let row = Rect(x: rect.x, y: rect.y + rect.height - 1, width: rect.width, height: 1)
        .intersection(context.visibleRect)
      guard !row.isEmpty else { return }
      context.canvas.fill(row, style: .plain)
      context.canvas.draw(cutMark, x: row.x, y: row.y, style: Style(dim: true), clip: row)
    }
  }
}

/// A node for no view at all, for code specialised in a client module.
@usableFromInline
func emptyNode() -> LayoutNode { EmptyNode() }

/// Several nodes in a column: what a view that makes several nodes is, standing alone.
@usableFromInline
func columnNode(_ nodes: [LayoutNode]) -> LayoutNode {
  nodes.isEmpty
    ? EmptyNode() : StackNode(axis: .vertical, alignment: .topLeading, spacing: 0, children: nodes)
}

/// The node of an ``HStack`` or a ``VStack``, for code specialised in a client module.
@usableFromInline
func stackNode(
  horizontal: Bool, alignment: Alignment, spacing: Int, children: [LayoutNode],
  cutMark: String? = nil
) -> LayoutNode {
  let node = StackNode(
    axis: horizontal ? .horizontal : .vertical, alignment: alignment, spacing: spacing,
    children: children)
  node.cutMark = cutMark
  return node
}
