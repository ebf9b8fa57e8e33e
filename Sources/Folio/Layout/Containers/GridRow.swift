/// One row of a ``Grid``: a cell per column, in order. Outside a grid, the cells sit side
/// by side as in an ``HStack``.
public struct GridRow<Content: View>: PrimitiveView {
  @usableFromInline let content: Content

  /// A row of the cells `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Folio lays this view out itself.
  @inlinable
  public func makeNode(in context: BuildContext) -> LayoutNode {
    gridRowNode(cells: context.makeNodes(for: content))
  }

  /// The row's node: the last frame's at this place, its cells built from that one's, when
  /// the frame keeps its nodes.
  @inlinable
  public static func _node(_ view: Self, in context: BuildContext, at index: Int) -> LayoutNode {
    guard let node = context.take(GridRowNode.self, at: index), let reuse = context.reuse else {
      return view.makeNode(in: context)
    }
    let changes = reuse.memoryReference._withUnsafeGuaranteedRef { $0.changeCount }
    node.takeCells(
      context.makeNodes(for: view.content, reusingChildrenOf: node.holder), in: context)
    context.noteIfUnchanged(node, since: changes, reuse)
    return node
  }
}

/// The node of a ``GridRow``, for code specialised in a client module.
@usableFromInline
func gridRowNode(cells: [LayoutNode]) -> LayoutNode {
  GridRowNode(cells: cells)
}

/// The node of a ``GridRow``: its cells in the columns of the grid it is in, or side by side
/// as in an ``HStack`` outside a grid.
@usableFromInline
final class GridRowNode: LayoutNode {
  // A row has no inputs of its own to compare: what it shows is its cells.
  /// The cells, as the children of a column that is never laid out or drawn: a frame that
  /// takes this node again builds them from the column's children, place by place, as it
  /// builds a stack's.
  @usableFromInline let holder: StackNode
  /// The cells shown: in a grid, one a column at most.
  private var cells: [LayoutNode]
  /// The grid's columns, once a grid took the row.
  private var layout: GridColumnLayout?
  /// The row outside a grid.
  private var rowOutsideGrid: StackNode?

  init(cells: [LayoutNode]) {
    holder = StackNode(holding: cells)
    self.cells = cells
  }

  override var retainedChildren: [LayoutNode] { [holder] }

  /// Takes the cells in `list` (built from the holder's own); notes a change in `context`
  /// when they are not as they were. Then the row is laid out in the columns its grid gives
  /// it again.
  @usableFromInline
  func takeCells(_ list: NodeList, in context: BuildContext) {
    holder.take(list, changed: false, in: context)
    guard context.changedThisFrame(holder) else { return }
    cells = holder.children
    layout = nil
    rowOutsideGrid = nil
    context.noteChanged(self)
  }

  /// Lays the row out in `layout`'s columns.
  func join(_ layout: GridColumnLayout) {
    self.layout = layout
    cells = layout.add(holder.children)
  }

  /// The cells side by side, as an ``HStack`` lays them out.
  private var row: StackNode {
    if let rowOutsideGrid { return rowOutsideGrid }
    let row = StackNode(axis: .horizontal, alignment: .topLeading, spacing: 1, children: cells)
    rowOutsideGrid = row
    return row
  }

  override func computeWidthRange() -> LengthRange {
    layout?.widthRange ?? row.widthRange()
  }

  override func computeWidth(offered width: Int) -> Int {
    guard let layout else { return row.width(offered: width) }
    return layout.columns.isEmpty
      ? 0 : min(layout.widths(width).reduce(layout.gaps, +), Canvas.maxSide)
  }

  override func computeHeightRange(width: Int) -> LengthRange {
    guard let layout else { return row.heightRange(width: width) }
    let widths = layout.widths(width)
    var range = LengthRange.zero
    for (column, cell) in cells.enumerated() {
      range = range.union(cell.heightRange(width: widths[column]))
    }
    return range
  }

  override func computeSize(offered size: Size) -> Size {
    guard let layout else { return row.size(offered: size) }
    let widths = layout.widths(size.width)
    var height = 0
    for (column, cell) in cells.enumerated() {
      height = max(
        height, cell.size(offered: Size(width: widths[column], height: size.height)).height)
    }
    return Size(width: computeWidth(offered: size.width), height: height)
  }

  override func render(in rect: Rect, context: inout RenderContext) {
    guard let layout else {
      return context.draw(row, in: rect, offeredSize: offeredSize)
    }
    let widths = layout.widths(offeredSize.width)
    var x = rect.x
    for (column, cell) in cells.enumerated() {
      // Each cell was last asked its size for this offer: that is its layout.
      let slot = Rect(x: x, y: rect.y, width: widths[column], height: rect.height)
      let placed = slot.aligning(
        cell.lastSize,
        alignment: Alignment(horizontal: layout.columns[column].alignment, vertical: .top))
      context.draw(cell, in: placed, offeredSize: cell.lastOfferedSize, clip: slot)
      x += widths[column] + layout.spacing
    }
  }
}
