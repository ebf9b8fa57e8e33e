/// The two directions a stack can lay out along.
enum Axis {
  case horizontal, vertical
}

/// The node of ``HStack`` and ``VStack``: children side by side along an axis.
///
/// Along the axis, the stack shares its length with ``LengthDistribution``; across it, each
/// child is offered the whole length. A row decides its children's widths once, from their
/// width ranges, without looking at heights.
final class StackNode: LayoutNode {
  let axis: Axis
  let alignment: Alignment
  let spacing: Int
  let children: [LayoutNode]
  /// The children's layout priorities; empty when all are equal.
  let priorities: [Double]

  /// A row's children's widths for one width: offered, and taken.
  private var widthsKey = -1
  private var widths = LengthDistribution.Shares(offered: [], taken: [])
  /// The children's sizes, and the sizes they were offered, for one offered size.
  private var sizesKey = Size(width: -1, height: -1)
  private var childSizes: [Size] = []
  private var childOffers: [Size] = []

  init(axis: Axis, alignment: Alignment, spacing: Int, children: [LayoutNode]) {
    self.axis = axis
    self.alignment = alignment
    self.spacing = spacing
    self.children = children
    var priorities: [Double] = []
    for (index, child) in children.enumerated() {
      (child as? SpacerNode)?.axis = axis
      let priority = child.layoutPriority
      if priority != 0 {
        if priorities.isEmpty { priorities = Array(repeating: 0, count: children.count) }
        priorities[index] = priority
      }
    }
    self.priorities = priorities
    super.init()
  }

  private var gaps: Int { children.isEmpty ? 0 : spacing * (children.count - 1) }

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
    return min(rowWidths(width).taken.reduce(gaps, +), Canvas.maxSide)
  }

  override func computeHeightRange(width: Int) -> LengthRange {
    guard !children.isEmpty else { return .zero }
    if axis == .vertical {
      var range = children[0].heightRange(width: width)
      for child in children.dropFirst() {
        range = range.followed(by: child.heightRange(width: width), gap: spacing)
      }
      return range
    }
    let widths = rowWidths(width).offered
    var range = LengthRange.zero
    for (index, child) in children.enumerated() {
      range = range.union(child.heightRange(width: widths[index]))
    }
    return range
  }

  override func computeSize(offered size: Size) -> Size {
    layOut(size)
    var along = gaps
    var across = 0
    for child in childSizes {
      if axis == .horizontal {
        along += child.width
        across = max(across, child.height)
      } else {
        along += child.height
        across = max(across, child.width)
      }
    }
    along = min(along, Canvas.maxSide)
    return axis == .horizontal
      ? Size(width: along, height: across) : Size(width: across, height: along)
  }

  /// A row's children's widths when the row is offered `width`.
  private func rowWidths(_ width: Int) -> LengthDistribution.Shares {
    if widthsKey == width { return widths }
    let ranges = children.map { $0.widthRange() }
    widths = LengthDistribution.share(
      max(0, width - gaps), ranges: ranges, priorities: priorities
    ) { index, offered in
      children[index].width(offered: offered)
    }
    widthsKey = width
    return widths
  }

  /// Works out each child's size and offer for `size`, unless already known.
  private func layOut(_ size: Size) {
    if sizesKey == size { return }
    sizesKey = size
    if axis == .horizontal {
      let widths = rowWidths(size.width).offered
      childOffers = widths.map { Size(width: $0, height: size.height) }
      childSizes = children.indices.map { children[$0].size(offered: childOffers[$0]) }
      return
    }
    let ranges = children.map { $0.heightRange(width: size.width) }
    var sizes = [Size](repeating: .zero, count: children.count)
    let heights = LengthDistribution.share(
      max(0, size.height - gaps), ranges: ranges, priorities: priorities
    ) { index, offered in
      sizes[index] = children[index].size(offered: Size(width: size.width, height: offered))
      return sizes[index].height
    }
    childOffers = heights.offered.map { Size(width: size.width, height: $0) }
    childSizes = sizes
  }

  override func render(in rect: Rect, context: inout RenderContext) {
    layOut(offeredSize)
    var offset = 0
    for (index, child) in children.enumerated() {
      let size = childSizes[index]
      let slot: Rect
      if axis == .horizontal {
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
      context.draw(child, in: slot, offeredSize: childOffers[index])
    }
  }
}
