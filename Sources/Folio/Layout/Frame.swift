/// A view placed in a frame of fixed or bounded size.
///
/// Build one with ``View/frame(width:height:alignment:)`` or
/// ``View/frame(minWidth:maxWidth:minHeight:maxHeight:alignment:)``.
public struct Frame<Content: View>: View, SingleNodeView {
  /// Laid out by Folio itself: a primitive view has no body.
  public typealias Body = Never
  let width: Bounds
  let height: Bounds
  let alignment: Alignment
  let content: Content

  struct Bounds {
    var fixed: Int?
    var min: Int?
    var max: Int?

    /// The proposal passed on to the content.
    func proposal(_ offered: Int?) -> Int? {
      if let fixed { return fixed }
      guard let offered else { return max.map { Swift.min($0, Canvas.maxSide) } }
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
  }

  func node(_ environment: EnvironmentValues) -> LayoutNode {
    return
      FrameNode(
        width: width, height: height, alignment: alignment,
        child: makeNode(of: content, environment))
  }
}

final class FrameNode<Content: View>: LayoutNode {
  typealias Bounds = Frame<Content>.Bounds
  let width: Bounds
  let height: Bounds
  let alignment: Alignment
  let child: LayoutNode

  init(width: Bounds, height: Bounds, alignment: Alignment, child: LayoutNode) {
    self.width = width
    self.height = height
    self.alignment = alignment
    self.child = child
  }

  private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(width: width.proposal(proposal.width), height: height.proposal(proposal.height))
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let content = child.measure(childProposal(proposal))
    return Size(
      width: width.length(offered: proposal.width, content: content.width),
      height: height.length(offered: proposal.height, content: content.height))
  }

  override func render(in rect: Rect, canvas: inout Canvas) {
    let content = child.measure(childProposal(ProposedSize(rect.size)))
    child.render(in: rect.placing(content, alignment: alignment), canvas: &canvas)
  }
}

extension View {
  /// Places this view in a frame of the given width and/or height; `nil` leaves that
  /// dimension to the content. Content smaller than the frame sits by `alignment`; larger
  /// content is clipped.
  public func frame(width: Int? = nil, height: Int? = nil, alignment: Alignment = .topLeading)
    -> Frame<Self>
  {
    Frame(
      width: .init(fixed: width.map(clampDimension)),
      height: .init(fixed: height.map(clampDimension)), alignment: alignment, content: self)
  }

  /// Places this view in a frame bounded by the given sizes. A `max` of `Int.max` takes all
  /// that is offered: `.frame(maxWidth: .max)` fills the width.
  public func frame(
    minWidth: Int? = nil, maxWidth: Int? = nil, minHeight: Int? = nil, maxHeight: Int? = nil,
    alignment: Alignment = .topLeading
  ) -> Frame<Self> {
    Frame(
      width: .init(min: minWidth.map(clampDimension), max: maxWidth.map(clampDimension)),
      height: .init(min: minHeight.map(clampDimension), max: maxHeight.map(clampDimension)),
      alignment: alignment, content: self)
  }
}
