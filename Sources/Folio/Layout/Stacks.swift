/// Arranges its children in a row, left to right.
///
/// Width is shared fairly. When every child's ideal width fits, each gets it and the
/// children that can grow — ``Spacer``s, frames with a `maxWidth` — share the rest equally.
/// When they do not fit, every child keeps the least it can take (a fixed frame its width),
/// and the least flexible children get their ideal first: a short label stays whole and the
/// long, truncatable text next to it gives up the space.
///
/// ```swift
/// HStack {
///   Text("Inbox").bold()
///   Spacer()
///   Text("12 new")
/// }
/// ```
public struct HStack<Content: View>: View, SingleNodeView {
  /// Laid out by Folio itself: a primitive view has no body.
  public typealias Body = Never
  let alignment: VerticalAlignment
  let spacing: Int
  let content: Content

  /// A row of `content`, `spacing` columns apart, aligned vertically by `alignment`.
  public init(
    alignment: VerticalAlignment = .top, spacing: Int = 1,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = clampDimension(spacing)
    self.content = content()
  }

  func node(_ environment: EnvironmentValues) -> LayoutNode {
    StackNode(
      axis: .horizontal, alignment: Alignment(horizontal: .leading, vertical: alignment),
      spacing: spacing, content: content, environment: environment)
  }
}

/// Arranges its children in a column, top to bottom.
///
/// Height is shared the way ``HStack`` shares width.
public struct VStack<Content: View>: View, SingleNodeView {
  /// Laid out by Folio itself: a primitive view has no body.
  public typealias Body = Never
  let alignment: HorizontalAlignment
  let spacing: Int
  let content: Content

  /// A column of `content`, `spacing` rows apart, aligned horizontally by `alignment`.
  public init(
    alignment: HorizontalAlignment = .leading, spacing: Int = 0,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = clampDimension(spacing)
    self.content = content()
  }

  func node(_ environment: EnvironmentValues) -> LayoutNode {
    StackNode(
      axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .top),
      spacing: spacing, content: content, environment: environment)
  }
}

/// Draws its children on top of each other, later ones over earlier ones.
public struct ZStack<Content: View>: View, SingleNodeView {
  /// Laid out by Folio itself: a primitive view has no body.
  public typealias Body = Never
  let alignment: Alignment
  let content: Content

  /// `content` drawn in layers, each placed by `alignment`.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  func node(_ environment: EnvironmentValues) -> LayoutNode {
    var children: [LayoutNode] = []
    Folio.makeNodes(of: content, environment, into: &children)
    return OverlayNode(alignment: alignment, children: children)
  }
}

/// The two directions a stack can lay out along.
enum Axis {
  case horizontal, vertical
}

final class StackNode: LayoutNode {
  let axis: Axis
  let alignment: Alignment
  let spacing: Int
  let children: [LayoutNode]

  /// A stack of the nodes `content` makes in `environment`.
  convenience init<Content: View>(
    axis: Axis, alignment: Alignment, spacing: Int, content: Content,
    environment: EnvironmentValues
  ) {
    var children: [LayoutNode] = []
    Folio.makeNodes(of: content, environment, into: &children)
    self.init(axis: axis, alignment: alignment, spacing: spacing, children: children)
  }

  init(axis: Axis, alignment: Alignment, spacing: Int, children: [LayoutNode]) {
    self.axis = axis
    self.alignment = alignment
    self.spacing = spacing
    self.children = children
    super.init()
    for child in children {
      (child as? SpacerNode)?.axis = axis
    }
  }

  private func main(_ size: Size) -> Int { axis == .horizontal ? size.width : size.height }
  private func cross(_ size: Size) -> Int { axis == .horizontal ? size.height : size.width }

  private func proposal(main: Int?, cross: Int?) -> ProposedSize {
    axis == .horizontal
      ? ProposedSize(width: main, height: cross) : ProposedSize(width: cross, height: main)
  }

  /// The last layout worked out: render usually asks again for the proposal the stack was
  /// just measured with.
  private var lastLayout: (proposal: ProposedSize, sizes: [Size], total: Size)?

  /// The size of each child along the main axis and the stack's size for `proposal`.
  private func layout(_ proposal: ProposedSize) -> (sizes: [Size], total: Size) {
    if let last = lastLayout, last.proposal == proposal { return (last.sizes, last.total) }
    let result = computeLayout(proposal)
    lastLayout = (proposal, result.sizes, result.total)
    return result
  }

  private func computeLayout(_ proposal: ProposedSize) -> (sizes: [Size], total: Size) {
    guard !children.isEmpty else { return ([], .zero) }
    let crossProposal = axis == .horizontal ? proposal.height : proposal.width
    let gaps = spacing * (children.count - 1)
    var sizes = [Size](repeating: .zero, count: children.count)
    if let available = axis == .horizontal ? proposal.width : proposal.height {
      let space = max(0, available - gaps)
      let ideals = children.map { main($0.measure(self.proposal(main: nil, cross: crossProposal))) }
      let idealTotal = ideals.reduce(0, +)
      if idealTotal <= space {
        // Everyone gets their ideal; children that can grow share what is left, the
        // least eager first, each offered an equal part of the rest.
        var extra = space - idealTotal
        let growth = children.indices.map { index in
          main(children[index].measure(self.proposal(main: Canvas.maxSide, cross: crossProposal)))
            - ideals[index]
        }
        let growers = children.indices.filter { growth[$0] > 0 }.sorted {
          (growth[$0], $0) < (growth[$1], $1)
        }
        for index in children.indices where growth[index] <= 0 {
          sizes[index] = children[index].measure(
            self.proposal(main: ideals[index], cross: crossProposal))
        }
        for (position, index) in growers.enumerated() {
          let share = ideals[index] + extra / (growers.count - position)
          let size = children[index].measure(self.proposal(main: share, cross: crossProposal))
          sizes[index] = size
          extra = max(0, extra - max(0, main(size) - ideals[index]))
        }
      } else {
        // Not enough room. Every child is sure of the least it can take (its size when
        // offered nothing: a fixed frame keeps its length). Then the least flexible
        // children (the smallest gap between least and ideal; ties in order) get their
        // ideal while the others' least stays reserved, so short, rigid content stays
        // whole and the most flexible content gives up the space.
        let minimums = children.map {
          main($0.measure(self.proposal(main: 0, cross: crossProposal)))
        }
        let order = children.indices.sorted {
          (ideals[$0] - minimums[$0], $0) < (ideals[$1] - minimums[$1], $1)
        }
        var remaining = space
        var reserved = minimums.reduce(0, +)
        for index in order {
          reserved -= minimums[index]
          let share = max(minimums[index], min(ideals[index], remaining - reserved))
          let size = children[index].measure(self.proposal(main: share, cross: crossProposal))
          sizes[index] = size
          remaining = max(0, remaining - main(size))
        }
      }
    } else {
      for (index, child) in children.enumerated() {
        sizes[index] = child.measure(self.proposal(main: nil, cross: crossProposal))
      }
    }
    let mainTotal = sizes.reduce(gaps) { $0 + main($1) }
    let crossTotal = sizes.reduce(0) { max($0, cross($1)) }
    let total =
      axis == .horizontal
      ? Size(width: mainTotal, height: crossTotal) : Size(width: crossTotal, height: mainTotal)
    return (sizes, total)
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    layout(proposal).total
  }

  override func render(in rect: Rect, canvas: inout Canvas) {
    let (sizes, _) = layout(ProposedSize(rect.size))
    var offset = 0
    for (index, child) in children.enumerated() {
      let size = sizes[index]
      let slot: Rect
      if axis == .horizontal {
        let height = min(size.height, rect.height)
        let y = rect.y + alignment.vertical.offset(of: height, in: rect.height)
        slot = Rect(x: rect.x + offset, y: y, width: size.width, height: height)
        offset += size.width + spacing
      } else {
        let width = min(size.width, rect.width)
        let x = rect.x + alignment.horizontal.offset(of: width, in: rect.width)
        slot = Rect(x: x, y: rect.y + offset, width: width, height: size.height)
        offset += size.height + spacing
      }
      let clipped = slot.intersection(rect)
      if !clipped.isEmpty { child.render(in: clipped, canvas: &canvas) }
    }
  }
}

final class OverlayNode: LayoutNode {
  let alignment: Alignment
  let children: [LayoutNode]

  init(alignment: Alignment, children: [LayoutNode]) {
    self.alignment = alignment
    self.children = children
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    var result = Size.zero
    for child in children {
      let size = child.measure(proposal)
      result = Size(width: max(result.width, size.width), height: max(result.height, size.height))
    }
    return result
  }

  override func render(in rect: Rect, canvas: inout Canvas) {
    for child in children {
      let size = child.measure(ProposedSize(rect.size))
      child.render(in: rect.placing(size, alignment: alignment), canvas: &canvas)
    }
  }
}
