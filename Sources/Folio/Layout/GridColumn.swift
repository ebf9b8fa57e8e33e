/// A column of a ``Grid``: how wide it is and how its cells align.
public struct GridColumn: Hashable, Sendable {
  /// How a column's width is decided.
  public enum Width: Hashable, Sendable {
    /// Exactly this many cells.
    case fixed(Int)
    /// As wide as the widest cell's ideal width, at least `minimum` and at most
    /// `maximum` (no bound when `nil`).
    case fitting(minimum: Int, maximum: Int?)
    /// A share of the width the other columns leave, in proportion to `weight`, at least
    /// `minimum`.
    case flexible(weight: Int, minimum: Int)
  }

  /// How the column's width is decided.
  public var width: Width
  /// Where a cell narrower than the column sits in it.
  public var alignment: HorizontalAlignment

  /// A column of `width`, its cells placed by `alignment`. Negative lengths count as 0, a
  /// weight below 1 as 1.
  public init(_ width: Width, alignment: HorizontalAlignment = .leading) {
    switch width {
    case .fixed(let length):
      self.width = .fixed(clampDimension(length))
    case .fitting(let minimum, let maximum):
      let least = clampDimension(minimum)
      self.width = .fitting(minimum: least, maximum: maximum.map { max(least, clampDimension($0)) })
    case .flexible(let weight, let minimum):
      self.width = .flexible(weight: min(max(1, weight), 1 << 20), minimum: clampDimension(minimum))
    }
    self.alignment = alignment
  }

  /// A column exactly `width` cells wide.
  public static func fixed(_ width: Int, alignment: HorizontalAlignment = .leading) -> GridColumn {
    GridColumn(.fixed(width), alignment: alignment)
  }

  /// A column as wide as its widest cell, between `minimum` and `maximum`.
  public static func fitting(
    minimum: Int = 0, maximum: Int? = nil, alignment: HorizontalAlignment = .leading
  ) -> GridColumn {
    GridColumn(.fitting(minimum: minimum, maximum: maximum), alignment: alignment)
  }

  /// A column sharing the width left by the others, by `weight`, at least `minimum` wide.
  public static func flexible(
    weight: Int = 1, minimum: Int = 0, alignment: HorizontalAlignment = .leading
  ) -> GridColumn {
    GridColumn(.flexible(weight: weight, minimum: minimum), alignment: alignment)
  }

  /// The least width the column takes.
  var minimum: Int {
    switch width {
    case .fixed(let length): return length
    case .fitting(let minimum, _): return minimum
    case .flexible(_, let minimum): return minimum
    }
  }
}

extension GridColumn {
  /// The widths of `columns` in `width` cells, `spacing` apart, for cells whose widest
  /// ideal width in each column is `contentWidths` (see ``Grid`` for the rules).
  ///
  /// - Complexity: O(columns × log columns).
  public static func widths(
    of columns: [GridColumn], fitting width: Int, spacing: Int, contentWidths: [Int]
  ) -> [Int] {
    guard !columns.isEmpty else { return [] }
    var widths = [Int](repeating: 0, count: columns.count)
    var flexibleWeights = 0
    var used = min(spacing * (columns.count - 1), Canvas.maxSide)
    for (index, column) in columns.enumerated() {
      let content = index < contentWidths.count ? contentWidths[index] : 0
      switch column.width {
      case .fixed(let length):
        widths[index] = length
      case .fitting(let minimum, let maximum):
        widths[index] = min(max(content, minimum), maximum ?? Canvas.maxSide)
      case .flexible(let weight, let minimum):
        widths[index] = minimum
        flexibleWeights += weight
      }
      used = min(used + widths[index], Int.max / 2)
    }
    if used > width {
      shrinkFittingColumns(&widths, of: columns, by: used - width)
      return widths
    }
    // Flexible columns share what is left by weight; the cells a division leaves over go
    // one each to the first of them.
    guard flexibleWeights > 0 else { return widths }
    let left = width - used
    var given = 0
    for (index, column) in columns.enumerated() {
      guard case .flexible(let weight, _) = column.width else { continue }
      let share = Int((Double(left) * Double(weight) / Double(flexibleWeights)).rounded(.down))
      widths[index] += share
      given += share
    }
    var rest = left - given
    for (index, column) in columns.enumerated() where rest > 0 {
      guard case .flexible = column.width else { continue }
      widths[index] += 1
      rest -= 1
    }
    return widths
  }
}

extension GridColumn {
  /// Takes `excess` cells from the fitting columns, the widest first, none below its
  /// minimum: all of them come down to one level, and of the columns left at that level the
  /// last give way first (the first columns usually matter most).
  static func shrinkFittingColumns(_ widths: inout [Int], of columns: [GridColumn], by excess: Int)
  {
    let fitting = columns.indices.filter {
      if case .fitting = columns[$0].width { return true }
      return false
    }
    func taken(atLevel level: Int) -> Int {
      fitting.reduce(0) { $0 + max(0, widths[$1] - max(level, columns[$1].minimum)) }
    }
    // The highest level that frees enough, found by halving.
    var low = 0
    var high = fitting.reduce(0) { max($0, widths[$1]) }
    guard taken(atLevel: 0) > 0 else { return }
    while low < high {
      let middle = (low + high + 1) / 2
      if taken(atLevel: middle) >= excess { low = middle } else { high = middle - 1 }
    }
    let level = low
    var extra = taken(atLevel: level) - excess
    for index in fitting {
      let cut = max(level, columns[index].minimum)
      guard widths[index] > cut else { continue }
      widths[index] = cut
      // Cut one cell more than needed at this level: the first such columns get it back.
      if extra > 0, cut == level {
        widths[index] += 1
        extra -= 1
      }
    }
  }
}

/// The node of a ``GridRow``: its cells, laid out by the grid it is in, or side by side.
final class GridRowNode: ForwardingNode {
  let cells: [LayoutNode]

  init(cells: [LayoutNode]) {
    self.cells = cells
    super.init(
      child: StackNode(
        axis: .horizontal, alignment: .topLeading, spacing: 1, children: cells))
  }
}

/// The node of a ``GridRow``, for code specialised in a client module.
@usableFromInline
func gridRowNode(cells: [LayoutNode]) -> LayoutNode {
  GridRowNode(cells: cells)
}

/// The node of a ``Grid``, for code specialised in a client module.
@usableFromInline
func gridNode(columns: [GridColumn], spacing: Int, rowSpacing: Int, rows: [LayoutNode])
  -> LayoutNode
{
  GridNode(columns: columns, spacing: spacing, rowSpacing: rowSpacing, rows: rows)
}

/// The node of a ``Grid``: the rows in a column, the cells of each row in the grid's
/// columns.
final class GridNode: LayoutNode {
  let columns: [GridColumn]
  let spacing: Int
  let rowSpacing: Int
  /// Each row: its cells, one per column at most; nil for a view that spans the grid.
  private let rows: [(node: LayoutNode, cells: [LayoutNode]?)]
  /// The column widths for one width; -1 before.
  @exclusivity(unchecked) private var widthsKey = -1
  @exclusivity(unchecked) private var columnWidths: [Int] = []
  /// Each row's height and offer for one offered size.
  @exclusivity(unchecked) private var heightsKey = Size(width: -1, height: -1)
  @exclusivity(unchecked) private var rowHeights: [Int] = []

  init(columns: [GridColumn], spacing: Int, rowSpacing: Int, rows: [LayoutNode]) {
    self.columns = columns
    self.spacing = spacing
    self.rowSpacing = rowSpacing
    self.rows = rows.map { row in
      guard let gridRow = row as? GridRowNode else { return (row, nil) }
      return (row, Array(gridRow.cells.prefix(columns.count)))
    }
  }

  private var gaps: Int { spacing * max(0, columns.count - 1) }
  private var rowGaps: Int { rowSpacing * max(0, rows.count - 1) }

  /// The widest ideal width of the cells in each column.
  private lazy var contentWidths: [Int] = {
    var widths = [Int](repeating: 0, count: columns.count)
    for row in rows {
      for (index, cell) in (row.cells ?? []).enumerated() {
        widths[index] = max(widths[index], cell.widthRange().ideal)
      }
    }
    return widths
  }()

  /// The columns' widths in `width` cells.
  private func widths(_ width: Int) -> [Int] {
    if widthsKey == width { return columnWidths }
    widthsKey = width
    columnWidths = GridColumn.widths(
      of: columns, fitting: width, spacing: spacing, contentWidths: contentWidths)
    return columnWidths
  }

  override func computeWidthRange() -> LengthRange {
    var least = gaps
    var ideal = gaps
    var grows = false
    for (index, column) in columns.enumerated() {
      least += column.minimum
      switch column.width {
      case .fixed(let length): ideal += length
      case .fitting(let minimum, let maximum):
        ideal += min(max(contentWidths[index], minimum), maximum ?? Canvas.maxSide)
      case .flexible(_, let minimum):
        ideal += max(minimum, contentWidths[index])
        grows = true
      }
    }
    var range = LengthRange(
      minimum: least, ideal: ideal, maximum: grows ? ProposedSize.unlimited : ideal)
    for row in rows where row.cells == nil {
      let spanning = row.node.widthRange()
      range.minimum = max(range.minimum, spanning.minimum)
      range.ideal = max(range.ideal, spanning.ideal)
    }
    return range
  }

  override func computeWidth(offered width: Int) -> Int {
    var taken = columns.isEmpty ? 0 : min(widths(width).reduce(gaps, +), Canvas.maxSide)
    for row in rows where row.cells == nil {
      taken = max(taken, row.node.width(offered: width))
    }
    return taken
  }

  /// The height range of row `index` at `width`: its tallest cell's.
  private func rowRange(_ index: Int, width: Int) -> LengthRange {
    guard let cells = rows[index].cells else { return rows[index].node.heightRange(width: width) }
    let widths = widths(width)
    var range = LengthRange.zero
    for (column, cell) in cells.enumerated() {
      range = range.union(cell.heightRange(width: widths[column]))
    }
    return range
  }

  override func computeHeightRange(width: Int) -> LengthRange {
    guard !rows.isEmpty else { return .zero }
    var range = rowRange(0, width: width)
    for index in rows.indices.dropFirst() {
      range = range.followed(by: rowRange(index, width: width), gap: rowSpacing)
    }
    return range
  }

  /// Shares `size.height` among the rows as a column does, unless already done.
  private func layOut(_ size: Size) {
    if heightsKey == size { return }
    heightsKey = size
    rowHeights = [Int](repeating: 0, count: rows.count)
    LengthDistribution.share(
      max(0, size.height - rowGaps), count: rows.count,
      range: { rowRange($0, width: size.width) }
    ) { index, offered in
      rowHeights[index] = rowSize(index, offered: Size(width: size.width, height: offered)).height
      return rowHeights[index]
    }
  }

  /// The size row `index` takes when offered `size`.
  private func rowSize(_ index: Int, offered size: Size) -> Size {
    guard let cells = rows[index].cells else { return rows[index].node.size(offered: size) }
    let widths = widths(size.width)
    var height = 0
    for (column, cell) in cells.enumerated() {
      height = max(
        height, cell.size(offered: Size(width: widths[column], height: size.height)).height)
    }
    return Size(width: min(widths.reduce(gaps, +), Canvas.maxSide), height: height)
  }

  override func computeSize(offered size: Size) -> Size {
    layOut(size)
    var width = columns.isEmpty ? 0 : min(widths(size.width).reduce(gaps, +), Canvas.maxSide)
    for (index, row) in rows.enumerated() where row.cells == nil {
      width = max(
        width, row.node.size(offered: Size(width: size.width, height: rowHeights[index])).width)
    }
    return Size(width: width, height: min(rowHeights.reduce(rowGaps, +), Canvas.maxSide))
  }

  override func render(in rect: Rect, context: inout RenderContext) {
    layOut(offeredSize)
    let widths = widths(offeredSize.width)
    var y = rect.y
    for (index, row) in rows.enumerated() {
      let height = rowHeights[index]
      if let cells = row.cells {
        var x = rect.x
        for (column, cell) in cells.enumerated() {
          let offer = Size(width: widths[column], height: height)
          let size = cell.size(offered: offer)
          let slot = Rect(x: x, y: y, width: widths[column], height: height)
          let placed = slot.aligning(
            size, alignment: Alignment(horizontal: columns[column].alignment, vertical: .top))
          context.draw(cell, in: placed, offeredSize: offer, clip: slot)
          x += widths[column] + spacing
        }
      } else {
        let offer = Size(width: offeredSize.width, height: height)
        let size = row.node.size(offered: offer)
        context.draw(row.node, in: Rect(x: rect.x, y: y, size: size), offeredSize: offer)
      }
      y += height + rowSpacing
    }
  }
}
