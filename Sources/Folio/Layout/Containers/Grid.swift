/// Rows of cells in columns whose widths every row shares, so that a table's cells line up.
///
/// Columns are declared once; each ``GridRow`` gives one cell per column, in order. Any
/// other view in the grid is a row of its own across all columns (a ``Divider`` under a
/// header, say).
///
/// ```swift
/// Grid(columns: [.fitting(maximum: 24), .flexible(), .fixed(8, alignment: .trailing)]) {
///   GridRow { Text("Name").bold(); Text("Description").bold(); Text("Size").bold() }
///   Divider()
///   for file in files {
///     GridRow { Text(file.name).truncated(); Text(file.summary).truncated(); Text(file.size) }
///   }
/// }
/// ```
///
/// **Widths.** A fixed column is its width; a fitting column is as wide as its widest
/// cell, within its bounds; a flexible column starts as wide as its widest cell (at least
/// its minimum) and the flexible columns share what is left by weight. When the columns do
/// not fit, the flexible columns give up space first, then the fitting ones, the widest
/// first, each down to its minimum; what still does not fit is cut at the right edge. Cells beyond
/// the last column are not shown; a row with fewer cells leaves the rest empty.
///
/// - Complexity: Each cell is measured once a frame: O(cells).
public struct Grid<Content: View>: PrimitiveView {
  @usableFromInline let columns: [GridColumn]
  @usableFromInline let spacing: Int
  @usableFromInline let rowSpacing: Int
  @usableFromInline let content: Content

  /// A grid of `columns`, `spacing` cells between columns and `rowSpacing` rows between
  /// rows, holding the rows `content` builds.
  public init(
    columns: [GridColumn], spacing: Int = 1, rowSpacing: Int = 0,
    @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.spacing = clampDimension(spacing)
    self.rowSpacing = clampDimension(rowSpacing)
    self.content = content()
  }

  /// Folio lays this view out itself.
  @inlinable
  public func makeNode(in context: BuildContext) -> LayoutNode {
    gridNode(columns: columns, spacing: spacing, rows: context.makeNode(for: rows))
  }

  /// The rows one under another, as the grid lays them out: the node its own node wraps.
  @inlinable
  var rows: VStack<Content> {
    VStack(alignment: .leading, spacing: rowSpacing) { content }.unmarkedCut()
  }

  /// The grid's node: the last frame's at this place, its rows built from that one's, when
  /// the frame keeps its nodes.
  @inlinable
  public static func _node(_ view: Self, in context: BuildContext, at index: Int) -> LayoutNode {
    let inputs = GridNode.Inputs(columns: view.columns, spacing: view.spacing)
    guard
      let node = context.wrappingNode(GridNode.self, at: index, inputs: inputs, content: view.rows)
    else { return view.makeNode(in: context) }
    return takenGridNode(node, in: context)
  }
}

/// The columns of one grid, shared by its rows: their rules, the widest cell of each, and
/// the widths for one width.
final class GridColumnLayout {
  let columns: [GridColumn]
  let spacing: Int
  /// Every grid row's cells, one per column at most.
  private var rows: [[LayoutNode]] = []
  @exclusivity(unchecked) private var widthsKey = -1
  @exclusivity(unchecked) private var cachedWidths: [Int] = []

  init(columns: [GridColumn], spacing: Int) {
    self.columns = columns
    self.spacing = spacing
  }

  /// Adds a row's cells; the cells beyond the last column are left out.
  func add(_ cells: [LayoutNode]) -> [LayoutNode] {
    let shown = Array(cells.prefix(columns.count))
    rows.append(shown)
    return shown
  }

  var gaps: Int { spacing * max(0, columns.count - 1) }

  /// The widest ideal width of the cells in each column.
  private lazy var contentWidths: [Int] = {
    var widths = [Int](repeating: 0, count: columns.count)
    for cells in rows {
      for (index, cell) in cells.enumerated() {
        widths[index] = max(widths[index], cell.widthRange().ideal)
      }
    }
    return widths
  }()

  /// The columns' widths in `width` cells.
  func widths(_ width: Int) -> [Int] {
    if widthsKey == width { return cachedWidths }
    widthsKey = width
    cachedWidths = GridColumn.widths(
      of: columns, fitting: width, spacing: spacing, contentWidths: contentWidths)
    return cachedWidths
  }

  /// The range of a row's width: every row of the grid has the same.
  private(set) lazy var widthRange: LengthRange = {
    var least = gaps
    var ideal = gaps
    var grows = false
    for (index, column) in columns.enumerated() {
      least += column.minimum
      ideal += column.idealWidth(content: contentWidths[index])
      if case .flexible = column.width { grows = true }
    }
    return LengthRange(
      minimum: least, ideal: ideal, maximum: grows ? ProposedSize.unlimited : ideal)
  }()
}

/// The node of a ``Grid``, for code specialised in a client module: `rows`, the node of its
/// rows one under another, whose grid rows are laid out in the grid's columns.
@usableFromInline
func gridNode(columns: [GridColumn], spacing: Int, rows: LayoutNode) -> LayoutNode {
  let node = GridNode(columns: columns, spacing: spacing, child: rows)
  node.joinRows(relayingIn: nil)
  return node
}

/// `node`, a ``GridNode`` a frame took again in `context`: unchanged — the same columns,
/// every row as it was — its rows keep the columns they were laid out in, and their layout;
/// changed, they are laid out again in new columns.
@usableFromInline
func takenGridNode(_ node: LayoutNode, in context: BuildContext) -> LayoutNode {
  let grid = unsafeDowncast(node, to: GridNode.self)
  if context.changedThisFrame(grid) { grid.joinRows(relayingIn: context) }
  return grid
}

/// The node of a ``Grid``: its rows one under another, the child it wraps, with the grid
/// rows among them laid out in the grid's columns (see ``GridColumnLayout``).
@usableFromInline
final class GridNode: ForwardingNode, RetainedNode {
  /// The grid's columns and the cells between them.
  @usableFromInline
  struct Inputs: TextFreeInputs {
    let columns: [GridColumn]
    let spacing: Int

    @usableFromInline
    init(columns: [GridColumn], spacing: Int) {
      self.columns = columns
      self.spacing = spacing
    }
  }

  @exclusivity(unchecked) @usableFromInline var inputs: Inputs

  init(columns: [GridColumn], spacing: Int, child: LayoutNode) {
    inputs = Inputs(columns: columns, spacing: spacing)
    super.init(child: child)
  }

  /// Lays the grid rows among the rows out in new columns, worked out from their cells. A
  /// grid that changed in a frame that took it again (`context`, that frame's) may have
  /// columns of other widths: every row, and every node between it and the grid, lays out
  /// and draws again.
  func joinRows(relayingIn context: BuildContext?) {
    let layout = GridColumnLayout(columns: inputs.columns, spacing: inputs.spacing)
    func relay(_ node: LayoutNode) {
      guard let context else { return }
      context.noteChanged(node)
      node.unchangedIn = 0
    }
    relay(child)
    for row in (child as? StackNode)?.children ?? [child] {
      // A row under modifiers that keep its width (a background, a hit target) is still a
      // row of the grid.
      var node = row
      relay(node)
      while let wrapper = node as? ForwardingNode {
        node = wrapper.child
        relay(node)
      }
      (node as? GridRowNode)?.join(layout)
    }
  }
}
