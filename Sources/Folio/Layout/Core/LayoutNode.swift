/// A view resolved for one frame: it answers how big it is and draws itself.
///
/// Every view, built-in or your own, becomes a tree of nodes for each frame (a frame drawn
/// with a ``FrameMemory`` takes the last frame's nodes of Folio's own views again and changes
/// them; a node of yours is made anew every frame, as its view's ``PrimitiveView/makeNode(in:)``
/// makes it). Layout is
/// *width first*, in four questions a parent asks each child; a node remembers its last
/// answer to each, so the same question asked again costs nothing:
///
/// 1. ``widthRange()``: the least, ideal and greatest width, whatever the width offered.
/// 2. ``width(offered:)``: the width taken when offered a width. The parent decides every
///    child's width from the children's ranges, then asks each child this.
/// 3. ``heightRange(width:)``: the least, ideal and greatest height at that width.
/// 4. ``size(offered:)``: the size taken when offered a width and a height, the width
///    being the one decided in step 2.
///
/// Then ``RenderContext/draw(_:in:offeredSize:clip:)`` draws it. Because a width never depends
/// on a height, and each node hears a bounded number of widths and heights per frame (one
/// of each from a stack), laying out a tree
/// asks each node a bounded number of questions however deep it is nested: layout is
/// linear in the number of views.
///
/// A leaf of your own overrides two methods: ``sizeThatFits(_:)``, which answers any
/// proposal, and ``render(in:context:)``. The four questions are then answered from
/// `sizeThatFits`, with at most seven proposals per frame:
///
/// ```swift
/// final class MeterNode: LayoutNode {
///   let fraction: Double
///   init(fraction: Double) { self.fraction = fraction }
///
///   override func sizeThatFits(_ proposal: ProposedSize) -> Size {
///     Size(width: proposal.width ?? 20, height: 1)
///   }
///
///   override func render(in rect: Rect, context: inout RenderContext) {
///     let filled = Int(Double(rect.width) * fraction)
///     context.canvas.fill(
///       Rect(x: rect.x, y: rect.y, width: filled, height: 1), style: Style(reverse: true))
///   }
/// }
/// ```
///
/// A node that lays out children (a container) overrides the four `compute…` methods
/// instead, answering each from the same question asked of its children, and draws each
/// child with ``RenderContext/draw(_:in:offeredSize:clip:)``.
open class LayoutNode {
  // Each cache holds one answer: a parent asks each question of a child with one argument a
  // frame. Read and written only from this node's own final methods, which nothing
  // re-enters for the same node, so exclusivity is not checked at run time.
  @exclusivity(unchecked) private var cachedWidthRange: LengthRange?
  @exclusivity(unchecked) private var widthKey = -1
  @exclusivity(unchecked) private var cachedWidth = 0
  @exclusivity(unchecked) private var heightRangeKey = -1
  @exclusivity(unchecked) private var cachedHeightRange = LengthRange.zero
  @exclusivity(unchecked) private var sizeKey = Size(width: -1, height: -1)
  @exclusivity(unchecked) private var cachedSize = Size.zero
  /// The size the default answers of a leaf asked `sizeThatFits` for at `(width, nil)`.
  @exclusivity(unchecked) private var idealAtWidth: (width: Int, size: Size)?

  /// The size this node was offered when it was last drawn: a container lays its children
  /// out for it in ``render(in:context:)``. Before any drawing, zero.
  @exclusivity(unchecked) public internal(set) var offeredSize = Size.zero

  /// The frame (a ``FrameMemory``'s serial) in which this node, made in an earlier frame,
  /// was taken again for a view at its place: a node is taken once a frame, so the nodes of
  /// a frame stay a tree. 0 for a node never taken again.
  @exclusivity(unchecked) final var takenInFrame: UInt64 = 0
  /// The frame in which this node, taken again, was changed to show a different view: its
  /// answers were forgotten, and so are its parent's. 0 for a node never changed.
  @exclusivity(unchecked) final var changedInFrame: UInt64 = 0
  /// The frame that took this node again and found it unchanged — its own inputs the same,
  /// its children the same nodes, nothing under it changed — so that it draws what it drew
  /// in the frame before; 0 otherwise. Such a node, standing where it stood, is copied from
  /// the last frame instead of drawn (see ``RenderContext/draw(_:in:offeredSize:clip:)``).
  /// Set for the stacks and the views that wrap one view: a part worth copying.
  @exclusivity(unchecked) @usableFromInline final var unchangedIn: UInt64 = 0
  /// The frame in which this node, changed, is drawn and noted all the same, so that the
  /// next frame, finding it unchanged, copies it whole: a list's node, which the next frame
  /// often shows as it is (a spinner's tick after a key that moved its selection or turned
  /// its page). 0 for a node that notes only when unchanged.
  @exclusivity(unchecked) final var notesIn: UInt64 = 0
  /// How the node was drawn in the last frame, when it can be copied into the next: an
  /// `.equatable()` part's, and an unchanged one's (a node that changes every frame notes
  /// nothing).
  @exclusivity(unchecked) final var drawn: DrawnPart?

  /// A node with nothing cached.
  public init() {}

  /// The children a frame takes again with this node, when it is taken again.
  var retainedChildren: [LayoutNode] { [] }

  /// Told that this node's part was copied whole from the last frame (see
  /// ``DrawnPart/carry(_:)``): the records of the parts inside it — its children's, theirs,
  /// and a list's rows' — move along with it, so the next frame can copy any one of them
  /// alone where the rest changed.
  func carryParts(_ move: PartMove) {
    let children = retainedChildren
    var index = 0
    while index < children.count {
      children[index].carry(move)
      index += 1
    }
  }

  /// Carries this node's own record along with a copy of a part it is in, and the records
  /// of the parts inside it (see ``carryParts(_:)``): those later, before they are read,
  /// when nothing was written over anything inside it (``DrawnPart/pendingMove``).
  final func carry(_ move: PartMove) {
    guard let record = drawn else { return carryParts(move) }
    var covered = false
    if record.carry(move, covered: &covered), !covered {
      record.deferMove(move)
      return
    }
    carryPendingParts()
    carryParts(move)
  }

  /// Carries the records of the parts inside this node along with the copies of its part
  /// they were not carried with yet (``DrawnPart/pendingMove``): before it draws them one
  /// by one, or they are read otherwise.
  @inline(__always)
  final func carryPendingParts() {
    // Asked of every node a frame takes again: looked at before anything is copied.
    guard drawn?.hasPendingMove == true, let move = drawn?.takePendingMove() else { return }
    carryParts(move)
  }

  /// The priority with which a parent stack gives this node space (see
  /// ``View/layoutPriority(_:)``); 0 by default. A node that wraps one child (padding, a
  /// border, a frame) answers its child's.
  open var layoutPriority: Double { 0 }

  /// The spacer this node is, or wraps without changing its length; nil for any other node.
  var spacer: SpacerNode? { nil }

  /// Tells the spacer this node is or wraps that it stands in a stack along `axis` (nil:
  /// outside any stack), and returns whether that changed it: then the answers worked out
  /// for the other placing are forgotten, here and on the way down to the spacer (a kept
  /// part that stood elsewhere in the last frame).
  @discardableResult
  func placeSpacer(along axis: Axis?) -> Bool { false }

  /// Forgets every answer worked out so far: the next question is worked out again.
  final func forgetLayout() {
    cachedWidthRange = nil
    widthKey = -1
    heightRangeKey = -1
    sizeKey = Size(width: -1, height: -1)
    idealAtWidth = nil
    forgetOwnLayout()
  }

  /// The least width among the questions answered and remembered (`Int.max` when none
  /// names a width): a node whose answers at every width from there on are unchanged keeps
  /// them.
  final var leastRememberedWidth: Int {
    var least = Int.max
    if widthKey >= 0 { least = min(least, widthKey) }
    if heightRangeKey >= 0 { least = min(least, heightRangeKey) }
    if sizeKey.width >= 0 { least = min(least, sizeKey.width) }
    if let idealAtWidth { least = min(least, idealAtWidth.width) }
    return least
  }

  /// Forgets what a node keeps of its layout besides the four answers (a stack's widths,
  /// a text's lines); called by ``forgetLayout()``.
  func forgetOwnLayout() {}

  // MARK: Questions a parent asks (each answered once, then remembered)

  /// The least, ideal and greatest width this node takes.
  public final func widthRange() -> LengthRange {
    if let range = cachedWidthRange { return range }
    let range = computeWidthRange().normalized
    cachedWidthRange = range
    return range
  }

  /// The width this node takes when offered `width` cells.
  public final func width(offered width: Int) -> Int {
    if widthKey == width { return cachedWidth }
    let answer = max(0, computeWidth(offered: width))
    widthKey = width
    cachedWidth = answer
    return answer
  }

  /// The least, ideal and greatest height this node takes at `width`.
  public final func heightRange(width: Int) -> LengthRange {
    if heightRangeKey == width { return cachedHeightRange }
    let range = computeHeightRange(width: width).normalized
    heightRangeKey = width
    cachedHeightRange = range
    return range
  }

  /// The size this node takes when offered `size`.
  public final func size(offered size: Size) -> Size {
    if sizeKey == size { return cachedSize }
    let answer = computeSize(offered: size)
    sizeKey = size
    cachedSize = Size(width: max(0, answer.width), height: max(0, answer.height))
    return cachedSize
  }

  /// The size this node takes for any proposal, answered from the four questions: a width
  /// probe (`nil`, 0 or ``ProposedSize/unlimited``) from ``widthRange()``, a width from
  /// ``width(offered:)``, a height likewise from ``heightRange(width:)``.
  ///
  /// Asking one width, the one the node is laid out at, costs nothing more; every other
  /// width lays the node out again.
  public final func measure(_ proposal: ProposedSize) -> Size {
    let width: Int
    let offered: Int
    if let proposed = proposal.width, proposed > 0, proposed < ProposedSize.unlimited {
      offered = proposed
      width = self.width(offered: proposed)
    } else {
      width = widthRange().length(for: proposal.width)
      offered = width
    }
    guard let height = proposal.height, height > 0, height < ProposedSize.unlimited else {
      return Size(width: width, height: heightRange(width: offered).length(for: proposal.height))
    }
    return size(offered: Size(width: offered, height: height))
  }

  /// The width this node was last offered by ``width(offered:)``, and the size it was last
  /// offered by ``size(offered:)`` and answered: a parent that asks each child one question
  /// of each kind reads its layout back from here instead of keeping a copy.
  var lastOfferedWidth: Int { widthKey }
  var lastOfferedSize: Size { sizeKey }
  var lastSize: Size { cachedSize }

  // MARK: What a node answers (override)

  /// The size this node takes for `proposal`: `nil` along an axis asks for the ideal
  /// length, 0 for the least, ``ProposedSize/unlimited`` for the greatest.
  ///
  /// Override this in a leaf; the default answers of the four questions come from it. A
  /// container overrides the `compute…` methods instead.
  open func sizeThatFits(_ proposal: ProposedSize) -> Size { .zero }

  /// The least, ideal and greatest width. By default from ``sizeThatFits(_:)`` offered a
  /// width of 0, `nil` and ``ProposedSize/unlimited`` with no height.
  open func computeWidthRange() -> LengthRange {
    LengthRange(
      minimum: sizeThatFits(ProposedSize(width: 0, height: nil)).width,
      ideal: sizeThatFits(ProposedSize(width: nil, height: nil)).width,
      maximum: sizeThatFits(ProposedSize(width: ProposedSize.unlimited, height: nil)).width)
  }

  /// The width taken when offered `width`. By default ``sizeThatFits(_:)`` offered
  /// `width` and no height.
  open func computeWidth(offered width: Int) -> Int {
    idealSize(atWidth: width).width
  }

  /// The least, ideal and greatest height at `width`. By default ``sizeThatFits(_:)``
  /// offered `width` and a height of 0, `nil` and ``ProposedSize/unlimited``.
  open func computeHeightRange(width: Int) -> LengthRange {
    LengthRange(
      minimum: sizeThatFits(ProposedSize(width: width, height: 0)).height,
      ideal: idealSize(atWidth: width).height,
      maximum: sizeThatFits(ProposedSize(width: width, height: ProposedSize.unlimited)).height)
  }

  /// The size taken when offered `size`. By default ``sizeThatFits(_:)`` offered `size`.
  open func computeSize(offered size: Size) -> Size {
    sizeThatFits(ProposedSize(size))
  }

  /// Draws the node into `rect`, laid out for ``offeredSize``. Draw through
  /// `context.canvas` inside `rect`; drawing is clipped to what is visible.
  open func render(in rect: Rect, context: inout RenderContext) {}

  /// `sizeThatFits` at `(width, nil)`, asked once for the width and the ideal height.
  private func idealSize(atWidth width: Int) -> Size {
    if let known = idealAtWidth, known.width == width { return known.size }
    let size = sizeThatFits(ProposedSize(width: width, height: nil))
    idealAtWidth = (width, size)
    return size
  }
}

/// A node that takes no space and draws nothing.
final class EmptyNode: LayoutNode {
  override func computeWidthRange() -> LengthRange { .zero }
  override func computeWidth(offered width: Int) -> Int { 0 }
  override func computeHeightRange(width: Int) -> LengthRange { .zero }
  override func computeSize(offered size: Size) -> Size { .zero }
}
