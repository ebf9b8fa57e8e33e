/// A view placed in a frame of fixed or bounded size.
///
/// Build one with ``View/frame(width:height:alignment:)`` or
/// ``View/frame(minWidth:maxWidth:minHeight:maxHeight:alignment:)``.
public struct FrameView<Content: View>: View, PrimitiveView {
  /// Laid out by Folio itself: a primitive view has no body.
  public typealias Body = Never
  @usableFromInline let width: FrameBounds
  @usableFromInline let height: FrameBounds
  @usableFromInline let alignment: Alignment
  @usableFromInline let content: Content

  @usableFromInline
  init(width: FrameBounds, height: FrameBounds, alignment: Alignment, content: Content) {
    self.width = width
    self.height = height
    self.alignment = alignment
    self.content = content
  }

  /// Folio lays this view out itself.
  @inlinable
  public func makeNode(in context: BuildContext) -> LayoutNode {
    frameNode(
      width: width, height: height, alignment: alignment, child: context.makeNode(for: content))
  }

  /// The frame's node: the last frame's at this place, its child built from that one's,
  /// when the frame keeps its nodes.
  @inlinable
  public static func _node(_ view: Self, in context: BuildContext, at index: Int) -> LayoutNode {
    context.wrappingNode(
      FrameNode.self, at: index,
      inputs: FrameNode.Inputs(width: view.width, height: view.height, alignment: view.alignment),
      content: view.content) ?? view.makeNode(in: context)
  }
}

/// The bounds of a frame along one axis: a fixed length, or a least and a greatest one.
@usableFromInline
struct FrameBounds: Equatable {
  /// The three lengths, `Int.min` standing for none: a frame is a view value copied as a
  /// view tree is built, and three optionals would make it twice as large.
  private let storedFixed: Int
  private let storedMin: Int
  private let storedMax: Int

  /// The fixed length, if any.
  var fixed: Int? { storedFixed == .min ? nil : storedFixed }
  /// The least length, if any.
  var min: Int? { storedMin == .min ? nil : storedMin }
  /// The greatest length, if any.
  var max: Int? { storedMax == .min ? nil : storedMax }

  /// Exactly `fixed` long, or the content's length when `nil`.
  @usableFromInline
  init(fixed: Int?) {
    storedFixed = fixed ?? .min
    storedMin = .min
    storedMax = .min
  }

  /// Between `min` and `max`; a `max` below `min` counts as `min`.
  @usableFromInline
  init(min: Int?, max: Int?) {
    storedFixed = .min
    storedMin = min ?? .min
    storedMax = max.map { Swift.max($0, min ?? 0) } ?? .min
  }

  /// The length offered to the content when the frame is offered `offered`.
  func offer(_ offered: Int) -> Int {
    if let fixed { return fixed }
    return Swift.min(Swift.max(offered, min ?? 0), max ?? Canvas.maxSide)
  }

  /// The frame's own length, given what was offered and what the content took.
  func length(offered: Int?, content: Int) -> Int {
    if let fixed { return fixed }
    if min == nil && max == nil { return content }
    let lower = min ?? content
    let upper = Swift.max(lower, max ?? content)
    return Swift.min(Swift.max(offered ?? content, lower), upper)
  }

  /// The frame's range along the axis, from the content's.
  ///
  /// The frame's least length is its `min` (the content's least without one). Its ideal is
  /// what the content takes when offered the frame's `max`, kept inside the bounds (the
  /// content's ideal without a `max`). Its greatest is its `max`, or the content's least
  /// when that is larger (the content's greatest without a `max`).
  func range(content: LengthRange) -> LengthRange {
    if let fixed { return .fixed(fixed) }
    if min == nil && max == nil { return content }
    // What the content takes when offered the frame's greatest length: it grows into it
    // as far as it can, or keeps at least its own minimum.
    let cap = max ?? Canvas.maxSide
    let atCap =
      cap >= content.ideal
      ? Swift.min(content.maximum, cap) : Swift.max(content.minimum, cap)
    let ideal = max == nil ? content.ideal : atCap
    return LengthRange(
      minimum: length(offered: 0, content: content.minimum),
      ideal: length(offered: nil, content: ideal),
      maximum: length(offered: Canvas.maxSide, content: atCap))
  }
}

@usableFromInline
final class FrameNode: WrappingNode, RetainedNode {
  /// The frame's bounds and alignment.
  @usableFromInline
  struct Inputs: TextFreeInputs {
    let width: FrameBounds
    let height: FrameBounds
    let alignment: Alignment

    @usableFromInline
    init(width: FrameBounds, height: FrameBounds, alignment: Alignment) {
      self.width = width
      self.height = height
      self.alignment = alignment
    }
  }

  @exclusivity(unchecked) @usableFromInline var inputs: Inputs
  var width: FrameBounds { inputs.width }
  var height: FrameBounds { inputs.height }
  var alignment: Alignment { inputs.alignment }

  init(width: FrameBounds, height: FrameBounds, alignment: Alignment, child: LayoutNode) {
    inputs = Inputs(width: width, height: height, alignment: alignment)
    super.init(child: child)
  }

  override var layoutPriority: Double { child.layoutPriority }

  override func computeWidthRange() -> LengthRange {
    width.fixed.map { .fixed($0) } ?? width.range(content: child.widthRange())
  }

  override func computeWidth(offered offer: Int) -> Int {
    if let fixed = width.fixed { return fixed }
    return width.length(offered: offer, content: child.width(offered: width.offer(offer)))
  }

  override func computeHeightRange(width offer: Int) -> LengthRange {
    height.fixed.map { .fixed($0) }
      ?? height.range(content: child.heightRange(width: width.offer(offer)))
  }

  private func childOffer(_ size: Size) -> Size {
    Size(width: width.offer(size.width), height: height.offer(size.height))
  }

  override func computeSize(offered size: Size) -> Size {
    let content = child.size(offered: childOffer(size))
    return Size(
      width: width.length(offered: size.width, content: content.width),
      height: height.length(offered: size.height, content: content.height))
  }

  override func render(in rect: Rect, context: inout RenderContext) {
    let offer = childOffer(offeredSize)
    let content = child.size(offered: offer)
    drawChild(
      in: rect.aligning(content, alignment: alignment), offeredSize: offer, context: &context)
  }
}

extension View {
  /// Places this view in a frame of the given width and/or height; `nil` leaves that
  /// dimension to the content. Content smaller than the frame sits by `alignment`; larger
  /// content is clipped.
  @inlinable
  public consuming func frame(
    width: Int? = nil, height: Int? = nil, alignment: Alignment = .topLeading
  )
    -> FrameView<Self>
  {
    FrameView(
      width: FrameBounds(fixed: width.map(clampDimension)),
      height: FrameBounds(fixed: height.map(clampDimension)), alignment: alignment, content: self)
  }

  /// Places this view in a frame bounded by the given sizes. A `max` of `Int.max` takes all
  /// that is offered: `.frame(maxWidth: .max)` fills the width.
  @inlinable
  public consuming func frame(
    minWidth: Int? = nil, maxWidth: Int? = nil, minHeight: Int? = nil, maxHeight: Int? = nil,
    alignment: Alignment = .topLeading
  ) -> FrameView<Self> {
    FrameView(
      width: FrameBounds(min: minWidth.map(clampDimension), max: maxWidth.map(clampDimension)),
      height: FrameBounds(min: minHeight.map(clampDimension), max: maxHeight.map(clampDimension)),
      alignment: alignment, content: self)
  }
}

/// The node of a ``FrameView``, for code specialised in a client module.
@usableFromInline
func frameNode(
  width: FrameBounds, height: FrameBounds, alignment: Alignment, child: LayoutNode
) -> LayoutNode {
  FrameNode(width: width, height: height, alignment: alignment, child: child)
}
