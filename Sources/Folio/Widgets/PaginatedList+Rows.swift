/// What a ``PaginatedList``'s rows show besides the items themselves.
struct ListRowsOptions {
  /// Offsets into the data of the rows shown, when a filter hides some; nil shows all.
  var shown: [Int]?
  var selection: Int?
  /// Whether the list has a selection, even one the filter hides: in colour mode `none`
  /// every row then keeps the marker's column, so filtering does not shift the rows.
  var hasSelection: Bool
  var numbering: RowNumbering?
  var scrollPadding: Int
  var scrollState: ListScrollState?
  var footer: LoadMoreFooter?
  var onLoadMore: (() -> Void)?
}

/// How rows are numbered: the number of the first row and the cells numbers take.
struct RowNumbering: Hashable, Sendable {
  var first: Int
  var width: Int?

  /// `number` right-aligned in `width` cells, then a space: `"   42 "`. Written straight
  /// into the string: a row label costs no intermediate strings.
  static func label(_ number: Int, width: Int) -> String {
    var digitCount = 1
    var rest = number.magnitude / 10
    while rest > 0 {
      digitCount += 1
      rest /= 10
    }
    let length = digitCount + (number < 0 ? 1 : 0)
    let total = max(width, length) + 1
    return String(unsafeUninitializedCapacity: total) { buffer in
      var position = total - 1
      buffer[position] = 0x20
      var magnitude = number.magnitude
      for _ in 0..<digitCount {
        position -= 1
        buffer[position] = UInt8(0x30 + magnitude % 10)
        magnitude /= 10
      }
      if number < 0 {
        position -= 1
        buffer[position] = 0x2D  // -
      }
      while position > 0 {
        position -= 1
        buffer[position] = 0x20
      }
      return total
    }
  }
}

/// The windowed rows of a ``PaginatedList``: only the rows that fit are built and drawn.
///
/// Not generic: the element type is erased once, in `init`, so building a row costs no
/// generic metadata lookup.
final class ListRowsNode: LayoutNode {
  let options: ListRowsOptions
  /// Every loaded item, shown or not.
  let loadedCount: Int
  /// The content node of the item at an offset into the data.
  let makeContent: (Int, EnvironmentValues) -> LayoutNode
  /// For rows that are ``Text``, the text of the item at an offset into the data: such a
  /// row is drawn from a value, without a node.
  let makeText: ((Int) -> Text)?
  let environment: EnvironmentValues
  let itemCount: Int
  let rowCount: Int
  let numberWidth: Int
  /// What every row shares, read from the environment once rather than once a row.
  private let rowLook: RowLook

  /// Asked many times a frame, from this node's own methods only: exclusivity is not
  /// checked at run time.
  @exclusivity(unchecked) private var builtRows = IndexedCache<ListRow>()

  /// The rows of `data`, each made by `row`, in the windowed list `options` describe.
  init<Data: RandomAccessCollection, Row: View>(
    data: Data, row: @escaping (Data.Element) -> Row, options: ListRowsOptions,
    environment: EnvironmentValues
  ) where Data.Index == Int {
    self.options = options
    self.loadedCount = data.count
    self.makeContent = { offset, environment in
      makeNode(of: row(data[data.startIndex + offset]), environment)
    }
    if Row.self == Text.self {
      self.makeText = { offset in unsafeBitCast(row(data[data.startIndex + offset]), to: Text.self)
      }
    } else {
      self.makeText = nil
    }
    self.environment = environment
    self.rowLook = RowLook(environment: environment, hasSelection: options.hasSelection)
    self.itemCount = options.shown?.count ?? data.count
    // A virtual collection of `Int.max` items leaves no index for the footer.
    self.rowCount = options.footer == nil || itemCount == .max ? itemCount : itemCount + 1
    if let numbering = options.numbering {
      // Rows are numbered by their offset in the unfiltered items; a minus sign takes a cell.
      let lastOffset = options.shown?.last ?? max(0, itemCount - 1)
      func cells(_ offset: Int) -> Int {
        let number = numbering.first.addingReportingOverflow(offset).partialValue
        return NumberFormatting.digitCount(number) + (number < 0 ? 1 : 0)
      }
      numberWidth = numbering.width ?? max(cells(options.shown?.first ?? 0), cells(lastOffset))
    } else {
      numberWidth = 0
    }
  }

  /// Row `index` (the footer after the last item), built once per frame.
  func row(_ index: Int) -> ListRow {
    if let row = builtRows[index] { return row }
    let row: ListRow
    if index >= itemCount, let footer = options.footer {
      row = ListRow(
        prefix: "", style: environment.style, content: .node(makeNode(of: footer, environment)))
    } else {
      let offset = options.shown?[index] ?? index
      let selected = options.selection == index
      var prefix = selected ? rowLook.selectedMark : rowLook.mark
      var prefixWidth = selected ? rowLook.selectedMarkWidth : rowLook.markWidth
      if let numbering = options.numbering {
        let label = RowNumbering.label(
          numbering.first.addingReportingOverflow(offset).partialValue, width: numberWidth)
        prefix += label
        prefixWidth += label.utf8.count  // digits, a sign and spaces: a cell a byte
      }
      let style = selected ? rowLook.selectedStyle : rowLook.style
      // Only the selected row needs an environment of its own.
      func rowEnvironment() -> EnvironmentValues {
        guard selected else { return environment }
        var rowEnvironment = environment
        rowEnvironment.style = style
        return rowEnvironment
      }
      let content: ListRow.Content
      if let makeText {
        let text = makeText(offset)
        if let line = SingleLineText(
          text, style: style, ellipsis: rowLook.ellipsis, ellipsisWidth: rowLook.ellipsisWidth)
        {
          content = .line(line)
        } else {
          content = .node(TextNode(text: text, environment: rowEnvironment()))
        }
      } else {
        content = .node(makeContent(offset, rowEnvironment()))
      }
      row = ListRow(prefix: prefix, width: prefixWidth, style: style, content: content)
    }
    builtRows[index] = row
    return row
  }

  /// The rows a row takes at `width`; at least one, so windowing always moves forward.
  func rowHeight(_ index: Int, width: Int) -> Int {
    max(1, row(index).height(width: width))
  }

  /// Up to this many rows, a list's ideal height is measured row by row; a longer list
  /// reports one line a row, so asking its ideal size stays cheap for any number of items.
  static var measuredRowLimit: Int { 256 }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    if proposal.height == nil, rowCount > Self.measuredRowLimit {
      return Size(width: proposal.width ?? 0, height: min(rowCount, Canvas.maxSide))
    }
    let limit = proposal.height ?? Canvas.maxSide
    let width = proposal.width
    // Every row takes at least one line, so with as many rows as lines the answer is known
    // without building a row: a long list's ideal height costs nothing.
    if let width, rowCount >= limit { return Size(width: width, height: limit) }
    var height = 0
    var widest = 0
    var index = 0
    while index < rowCount, height < limit {
      if let width {
        // Offered a width, the list takes it: only the rows' heights matter.
        height += rowHeight(index, width: width)
      } else {
        let size = row(index).measure(ProposedSize(width: nil, height: nil))
        height += max(1, size.height)
        widest = max(widest, size.width)
      }
      index += 1
    }
    return Size(width: width ?? widest, height: min(height, limit))
  }

  /// The first row to show so that the selection, with `scrollPadding` rows around it,
  /// is in view; starts from the remembered offset and moves as little as it can.
  ///
  /// - Complexity: O(rows in view): only rows near the selection are measured.
  func firstRow(height: Int, width: Int) -> Int {
    guard rowCount > 0, height > 0 else { return 0 }
    var offset = max(0, options.scrollState?.offset ?? 0)
    if offset > 0 {
      // A list that shrank since the offset was remembered (a refresh, a filter) shows its
      // last screenful rather than blank rows under its end.
      offset = min(offset, lowestFirstRow(showing: rowCount - 1, height: height, width: width))
    }
    guard let selected = options.selection.map({ min(max(0, $0), rowCount - 1) }) else {
      return offset
    }
    // Padding is cut to the rows that exist, so a huge padding cannot overflow.
    let padding = max(0, options.scrollPadding)
    let top = selected - min(padding, selected)
    if offset > top { offset = top }
    let bottom = selected + min(padding, rowCount - 1 - selected)
    var lowest = lowestFirstRow(showing: bottom, height: height, width: width)
    // When the selection's own padding cannot fit, keep the selection itself in view.
    if lowest > selected { lowest = selected }
    if offset < lowest { offset = lowest }
    return offset
  }

  /// The smallest first row from which every row up to `bottom` fits in `height` lines;
  /// `bottom` itself when it is taller than that.
  private func lowestFirstRow(showing bottom: Int, height: Int, width: Int) -> Int {
    var used = 0
    var lowest = bottom + 1
    while lowest > 0 {
      let next = used + rowHeight(lowest - 1, width: width)
      if next > height { break }
      used = next
      lowest -= 1
    }
    return min(lowest, bottom)
  }

  override func render(in rect: Rect, canvas: inout Canvas) {
    let offset = firstRow(height: rect.height, width: rect.width)
    var y = rect.y
    var index = offset
    var footerVisible = false
    while index < rowCount, y < rect.maxY {
      let fullRows = rowHeight(index, width: rect.width)
      let rowRows = min(fullRows, rect.maxY - y)
      let slot = Rect(x: rect.x, y: y, width: rect.width, height: rowRows)
      if index < itemCount, index == options.selection {
        canvas.fill(slot, style: environment.style.patched(with: environment.theme.selection))
      }
      // The footer lays itself out in the rows it gets (one row shows the retry action).
      if rowRows < fullRows, index < itemCount {
        drawTop(of: index, height: fullRows, in: slot, canvas: &canvas)
      } else {
        row(index).render(in: slot, canvas: &canvas)
      }
      if index >= itemCount { footerVisible = true }
      y += rowRows
      index += 1
    }
    options.scrollState?.record(
      offset: offset, visible: offset..<index, footerVisible: footerVisible)
    if let footer = options.footer, let onLoadMore = options.onLoadMore {
      notifyFooter(footer.phase, visible: footerVisible, action: onLoadMore)
    }
  }

  /// Draws row `index` at its full `height` off screen and copies its first lines into
  /// `slot`: a row cut by the bottom edge shows its top, instead of being laid out again in
  /// fewer lines (a stack squeezed to one line shows its last child).
  private func drawTop(of index: Int, height: Int, in slot: Rect, canvas: inout Canvas) {
    let area = slot.intersection(canvas.bounds)
    guard !area.isEmpty else { return }
    var full = Canvas(width: slot.width, height: height)
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX { full.setCell(canvas[x, y], x: x - slot.x, y: y - slot.y) }
    }
    row(index).render(in: full.bounds, canvas: &full)
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX { canvas.setCell(full[x - slot.x, y - slot.y], x: x, y: y) }
    }
  }

  private func notifyFooter(_ phase: LoadMoreFooter.Phase, visible: Bool, action: () -> Void) {
    let automatic = options.footer?.mode != .manual
    guard let state = options.scrollState else {
      if visible && phase == .idle && automatic { action() }
      return
    }
    // The state's trigger has a mode of its own (automatic by default); a manual footer
    // must not load on sight whatever that mode says.
    // Count every loaded item, not the shown ones: a page the filter hides is still a page.
    let loaded = loadedCount
    if visible && automatic {
      if state.loadTrigger.footerAppeared(phase: phase, loadedCount: loaded) { action() }
    } else {
      state.loadTrigger.observe(phase: phase, loadedCount: loaded)
    }
  }
}

/// The parts of a row's look that every row of a list shares.
private struct RowLook {
  /// What goes before an unselected and the selected row: in colour mode `none`, where
  /// the selection's style is invisible, a marker column; otherwise nothing.
  let mark: String
  let selectedMark: String
  let markWidth: Int
  let selectedMarkWidth: Int
  let style: Style
  let selectedStyle: Style
  let ellipsis: String
  let ellipsisWidth: Int

  init(environment: EnvironmentValues, hasSelection: Bool) {
    let marked = environment.colorMode == .none && hasSelection
    mark = marked ? "  " : ""
    selectedMark = marked ? environment.symbols.selectionMarker + " " : ""
    markWidth = mark.displayWidth
    selectedMarkWidth = selectedMark.displayWidth
    style = environment.style
    selectedStyle = environment.style.patched(with: environment.theme.selection)
    ellipsis = environment.symbols.ellipsis
    ellipsisWidth = ellipsis.displayWidth
  }
}

/// A row of a list: a fixed prefix (the selection marker and the row number) drawn before
/// its content, without a stack to lay them out. A class, so that asking for a row many
/// times a frame copies nothing.
final class ListRow {
  /// What a row shows after its prefix.
  enum Content {
    /// One line of text, drawn from a value.
    case line(SingleLineText)
    /// Any other view.
    case node(LayoutNode)
  }

  let prefix: String
  let prefixWidth: Int
  /// The style of the prefix.
  let style: Style
  let content: Content

  convenience init(prefix: String, style: Style, content: Content) {
    self.init(prefix: prefix, width: prefix.displayWidth, style: style, content: content)
  }

  /// A row whose prefix is known to be `width` cells wide.
  init(prefix: String, width: Int, style: Style, content: Content) {
    self.prefix = prefix
    self.prefixWidth = width
    self.style = style
    self.content = content
  }

  private func measureContent(_ proposal: ProposedSize) -> Size {
    switch content {
    case .line(let line): return line.size(proposal)
    case .node(let node): return node.measure(proposal)
    }
  }

  private func renderContent(in rect: Rect, canvas: inout Canvas) {
    switch content {
    case .line(let line): line.render(in: rect, canvas: &canvas)
    case .node(let node): node.render(in: rect, canvas: &canvas)
    }
  }

  /// The rows the row takes at `width`: one for a line of text, which is never measured.
  func height(width: Int) -> Int {
    if case .line = content { return 1 }
    return measure(ProposedSize(width: width, height: nil)).height
  }

  func measure(_ proposal: ProposedSize) -> Size {
    guard !prefix.isEmpty else { return measureContent(proposal) }
    let size = measureContent(proposal.inset(width: prefixWidth, height: 0))
    let width = size.width + prefixWidth
    return Size(width: proposal.width.map { min($0, width) } ?? width, height: max(1, size.height))
  }

  func render(in rect: Rect, canvas: inout Canvas) {
    guard !prefix.isEmpty else { return renderContent(in: rect, canvas: &canvas) }
    canvas.draw(prefix, x: rect.x, y: rect.y, style: style, clip: rect)
    let inner = Rect(
      x: rect.x + prefixWidth, y: rect.y, width: rect.width - prefixWidth, height: rect.height)
    guard !inner.isEmpty else { return }
    if case .line(let line) = content, line.alignment == .leading {
      // Placed at the top left, as wide as it is or the space: the same cells as drawing it
      // in the whole first line, found without measuring it.
      line.render(in: Rect(x: inner.x, y: inner.y, width: inner.width, height: 1), canvas: &canvas)
      return
    }
    let size = measureContent(ProposedSize(inner.size))
    renderContent(in: inner.placing(size, alignment: .topLeading), canvas: &canvas)
  }
}
