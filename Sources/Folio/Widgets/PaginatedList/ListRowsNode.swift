/// The windowed rows of a ``PaginatedList``: only the rows that fit are built and drawn.
///
/// Not generic: the element type is erased once, in `init`, so building a row costs no
/// generic metadata lookup.
final class ListRowsNode: LayoutNode {
  let options: ListRowsOptions
  /// The row selected: the options' at first, set again when a frame takes the node again
  /// whole.
  @exclusivity(unchecked) private(set) var selection: Int?
  /// Every loaded item, shown or not.
  let loadedCount: Int
  // The makers and the environment are set again when a frame takes the node again whole
  // (``takeAgain(makers:selection:environment:in:)``), while it is built: exclusivity is not
  // checked at run time.
  /// The content node of the item at an offset into the data.
  @exclusivity(unchecked) private(set) var makeContent: (Int, BuildContext) -> LayoutNode
  /// For rows that are ``Text``, the text of the item at an offset into the data: such a
  /// row becomes a text node directly.
  @exclusivity(unchecked) private(set) var makeText: ((Int) -> Text)?
  /// Whether a content node of the last frame draws what the content at an offset would.
  @exclusivity(unchecked) private(set) var contentDrawsLike: ((Int, LayoutNode, Style) -> Bool)?
  /// Makes a content node of the last frame show the content at an offset, where it can.
  @exclusivity(unchecked) private var updateContent: ((Int, LayoutNode, Style) -> Bool)?
  @exclusivity(unchecked) private(set) var environment: EnvironmentValues
  let itemCount: Int
  let rowCount: Int
  let numberWidth: Int
  /// What every row shares, read from the environment once rather than once a row.
  private let rowLook: RowLook

  /// Asked many times a frame, from this node's own methods only: exclusivity is not
  /// checked at run time.
  @exclusivity(unchecked) private var builtRows = IndexedCache<ListRow>()
  /// The rows the last frame's node of this list built, while this frame builds its own:
  /// a row takes the nodes of the row at its index again (see ``row(_:)``).
  @exclusivity(unchecked) private var previousRows: IndexedCache<ListRow>?
  /// The memory of the frame that takes `previousRows`, while it does: read only while
  /// that frame is built and drawn, when its caller holds it (a weak reference would slow
  /// every count of the memory's references).
  @exclusivity(unchecked) private unowned(unsafe) var memory: FrameMemory?
  /// Whether the last frame's rows were built in an environment that draws alike: then a
  /// row of the same text in the same look shows what it showed.
  @exclusivity(unchecked) private var previousLooksAlike: Bool
  /// Whether a row of text that shows other words than the last frame's row at its index
  /// takes that row and its node, shown the new words: when the last frame's rows look
  /// alike and the frame does not report clusters drawn without a measured width (a node
  /// made anew notes them as a frame drawn from nothing does, in its order).
  @exclusivity(unchecked) private var updatesRows: Bool
  /// Whether the rows drawn with a memory note how they were drawn, so that the next frame
  /// can copy them: unless every row of the last frame's node was new there, and every row
  /// of this one is. A list paged through frame after frame pays nothing for copies it
  /// would never make; once a row stays, its rows are noted again.
  @exclusivity(unchecked) private var notesRows: Bool
  /// How many rows this node took whole from the last frame's.
  @exclusivity(unchecked) private var keptRows = 0
  /// How many rows built since the list was taken again may lay out otherwise than the
  /// row at their index did: made anew, their content's layout forgotten, their prefix
  /// another width.
  @exclusivity(unchecked) private var relaidRows = 0
  /// Whether this node took the rows of a node of the last frame.
  @exclusivity(unchecked) private var tookRows: Bool
  /// Whether the footer row is the last frame's, as it is in a node taken again whole (see
  /// ``takeAgain(makers:selection:environment:in:)``).
  @exclusivity(unchecked) private var keepsFooter = false

  /// The `count` rows of the data, each made by `makers` from its offset, in the windowed
  /// list `options` describe; with `previous`, taking the nodes of the rows the last
  /// frame's node built (see ``takeRows(in:)``).
  init(
    count: Int, makers: ListRowMakers, options: ListRowsOptions, environment: EnvironmentValues,
    previous: ListRowReuse? = nil
  ) {
    self.previousRows = previous?.rows
    self.memory = previous?.memory
    self.previousLooksAlike =
      previous?.environment.drawsAlike(environment, comparingTick: false) ?? false
    self.updatesRows = previousLooksAlike && WidthProfile.unmeasured == nil
    self.notesRows = previous?.rowsWereKept ?? true
    self.tookRows = previous != nil
    self.options = options
    self.selection = options.selection
    self.loadedCount = count
    self.makeContent = makers.content
    self.makeText = makers.text
    self.contentDrawsLike = makers.drawsLike
    self.updateContent = makers.update
    self.environment = environment
    self.rowLook = RowLook(environment: environment, hasSelection: options.hasSelection)
    self.itemCount = options.shown?.count ?? count
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
    let row = buildRow(index, from: nil)
    builtRows[index] = row
    return row
  }

  /// Builds row `index` again where the last frame's row there is stored, if one is: kept
  /// there, or replaced by the row built from it (a list taken again whole allocates nothing
  /// for the rows it keeps, and moves none of them). Whether there was one.
  private func buildInPlace(_ index: Int) -> Bool {
    guard let old = builtRows[index] else { return false }
    let row = buildRow(index, from: old)
    if row !== old { builtRows[index] = row }
    return true
  }

  /// Builds row `index` from `stored`, the last frame's row there when the list is taken
  /// again whole, or else from the row at `index` the last frame's rows hold, if any.
  @inline(__always)
  private func buildRow(_ index: Int, from stored: ListRow?) -> ListRow {
    let row: ListRow
    if index >= itemCount, let footer = options.footer {
      if keepsFooter, let old = stored ?? previousRows?.take(index) {
        // Taken again whole, the list is in the state it was, in an environment that draws
        // alike: its footer shows what it showed (a footer that turns a spinner is in a
        // list never taken whole).
        row = old
        keptRows += 1
      } else {
        row = ListRow(
          prefix: "", style: environment.style, content: makeNode(of: footer, environment))
        relaidRows += 1
      }
    } else {
      let offset = options.shown?[index] ?? index
      let selected = selection == index
      let number = options.numbering.map { $0.first.addingReportingOverflow(offset).partialValue }
      let key = ListRow.PrefixKey(
        number: number, numberWidth: numberWidth, selected: selected,
        hasSelection: options.hasSelection)
      let style = selected ? rowLook.selectedStyle : rowLook.style
      // Only the selected row needs an environment of its own.
      func rowEnvironment() -> EnvironmentValues {
        guard selected else { return environment }
        var rowEnvironment = environment
        rowEnvironment.style = style
        return rowEnvironment
      }
      // Given up at once, so that a row not taken again is freed before the next is made.
      let old = stored ?? previousRows?.take(index)
      let text = makeText?(offset)
      // The same prefix key in an environment that draws alike is the same prefix and the
      // same style (both follow from the key and the environment): a row kept is compared
      // without making its prefix again.
      if let old, previousLooksAlike, old.prefixKey == key,
        text.map({ old.text?.isSameText(as: $0) == true })
          ?? (contentDrawsLike?(offset, old.content, style) == true
            && !Self.showsThisFrame(old.content, memory))
      {
        // The same words, or content that draws what it drew, in the same look: the row as
        // it was.
        row = old
        keptRows += 1
      } else {
        var prefix = selected ? rowLook.selectedMark : rowLook.mark
        var prefixWidth = selected ? rowLook.selectedMarkWidth : rowLook.markWidth
        if let number {
          let label = RowNumbering.label(number, width: numberWidth)
          // Most lists have no mark (colour shows the selection): the label is the prefix,
          // taken as it is rather than appended to an empty string.
          prefix = prefix.isEmpty ? label : prefix + label
          prefixWidth += label.utf8.count  // digits, a sign and spaces: a cell a byte
        }
        if let text {
          // A row of text needs no view dispatch to become a node; the row that stood here,
          // and its text node, show the new words (a new page allocates nothing for them).
          if let old, updatesRows, old.text != nil, let node = old.content as? TextNode {
            let relaid = node.update(text: text, environment: rowEnvironment()) == .layout
            if relaid { node.forgetLayout() }
            if !old.reshow(prefix: prefix, width: prefixWidth, style: style) || relaid {
              relaidRows += 1
            }
            row = old
          } else {
            let content = TextNode(
              text: text, environment: rowEnvironment(), ellipsisWidth: rowLook.ellipsisWidth)
            row = ListRow(prefix: prefix, width: prefixWidth, style: style, content: content)
            relaidRows += 1
          }
          row.text = text
        } else if let old, updatesRows, let updateContent,
          !Self.showsThisFrame(old.content, memory), updateContent(offset, old.content, style)
        {
          // The row that stood here, and its node, show the new content (a table's new page
          // allocates nothing for its rows); whether the content lays out as it did, only
          // the content's node knows.
          if let memory { old.content.changedInFrame = memory.serial }
          old.reshow(prefix: prefix, width: prefixWidth, style: style)
          row = old
          relaidRows += 1
        } else if let old, let memory {
          row = rowTaking(
            old, memory, prefix: prefix, width: prefixWidth, style: style,
            context: BuildContext(environment: rowEnvironment()), offset: offset)
        } else {
          let content = makeContent(offset, BuildContext(environment: rowEnvironment()))
          row = ListRow(prefix: prefix, width: prefixWidth, style: style, content: content)
          relaidRows += 1
        }
      }
      row.prefixKey = key
    }
    return row
  }

  /// The records of the rows built this frame move along with a copy of a part the list
  /// is in (see ``DrawnPart/carry(_:)``).
  override func carryParts(_ move: PartMove) {
    builtRows.forEachValue { $0.drawn?.carry(move) }
  }

  /// Whether `content`, a row's node, was shown another row in `memory`'s frame already, by
  /// another list whose rows share their nodes with this one's (a table's content built for
  /// more than one size has such lists). It draws that list's row then, not what the last
  /// frame drew: kept on its word, the row would be copied as the last frame drew it, and
  /// shown this list's row, the node would answer for one list with the other's layout.
  private static func showsThisFrame(_ content: LayoutNode, _ memory: FrameMemory?) -> Bool {
    guard let memory else { return false }
    return content.changedInFrame == memory.serial
  }

  /// The rows a row takes at `width`; at least one, so windowing always moves forward.
  func rowHeight(_ index: Int, width: Int) -> Int {
    max(1, row(index).height(width: width))
  }

  /// Up to this many rows, a list's ideal height is measured row by row; a longer list
  /// reports one line a row, so asking its ideal size stays cheap for any number of items.
  static var measuredRowLimit: Int { 256 }

  /// The ideal width: the widest row's, for a list short enough to measure row by row;
  /// a longer list answers no width of its own.
  override func computeWidthRange() -> LengthRange {
    var widest = 0
    if rowCount <= Self.measuredRowLimit {
      for index in 0..<rowCount { widest = max(widest, row(index).idealWidth) }
    }
    return LengthRange(minimum: 0, ideal: widest, maximum: ProposedSize.unlimited)
  }

  /// Offered a width, the list takes it.
  override func computeWidth(offered width: Int) -> Int { width }

  /// The rows' lines, for a list short enough to measure row by row; a longer list
  /// reports one line a row. Cut to nothing, a list shows no row.
  override func computeHeightRange(width: Int) -> LengthRange {
    let ideal =
      rowCount > Self.measuredRowLimit
      ? min(rowCount, Canvas.maxSide) : linesOfRows(width: width, limit: Canvas.maxSide)
    return LengthRange(minimum: 0, ideal: ideal, maximum: ideal)
  }

  override func computeSize(offered size: Size) -> Size {
    Size(width: size.width, height: linesOfRows(width: size.width, limit: size.height))
  }

  /// The lines the rows take at `width`, counting no further than `limit`.
  private func linesOfRows(width: Int, limit: Int) -> Int {
    // Every row takes at least one line, so with as many rows as lines the answer is known
    // without building a row.
    if rowCount >= limit { return limit }
    var height = 0
    var index = 0
    while index < rowCount, height < limit {
      height += rowHeight(index, width: width)
      index += 1
    }
    return min(height, limit)
  }

  /// The first row to show so that the selection, with `scrollPadding` rows around it,
  /// is in view; starts from the remembered offset and moves as little as it can.
  ///
  /// - Complexity: O(rows in view): only rows near the selection are measured.
  func firstRow(height: Int, width: Int) -> Int {
    guard rowCount > 0, height > 0 else { return 0 }
    var offset = max(0, options.scrollState?.offsetForDrawing ?? 0)
    if offset > 0 {
      // A list that shrank since the offset was remembered (a refresh, a filter) shows its
      // last screenful rather than blank rows under its end.
      offset = min(offset, lowestFirstRow(showing: rowCount - 1, height: height, width: width))
    }
    guard let selected = selection.map({ min(max(0, $0), rowCount - 1) }) else {
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

  override func render(in rect: Rect, context: inout RenderContext) {
    let offset = firstRow(height: rect.height, width: rect.width)
    var y = rect.y
    var index = offset
    var footerVisible = false
    let firstElement = context.report.accessibilityElements.count
    // Drawn with a memory into the canvas the frame began with, a row that shows what it
    // showed is copied from the last frame where it stands where it stood.
    let copyingMemory = context.drawingMemory
    // Read once for all the rows copied from it (unwrapped in the loop, it would be copied
    // for each row).
    let lastCanvas = copyingMemory?.last.canvas ?? Canvas(width: 0, height: 0)
    defer {
      // The last frame's node's rows are this frame's to take only while it is built;
      // those not taken go. (A node taken again whole builds its rows where they are
      // stored: it has none of these.)
      previousRows = nil
      memory = nil
    }
    while index < rowCount, y < rect.maxY {
      let row = row(index)
      let fullRows = max(1, row.height(width: rect.width))
      let rowRows = min(fullRows, rect.maxY - y)
      let slot = Rect(x: rect.x, y: y, width: rect.width, height: rowRows)
      if index < itemCount, index == selection {
        context.canvas.fill(slot, style: rowLook.selectedStyle)
        let first = Rect(x: slot.x, y: slot.y, width: 1, height: 1)
        if !first.intersection(context.visibleRect).isEmpty { context.report.selectedRow = first }
      }
      // A row cut by the bottom edge is laid out whole and shows its top; the footer lays
      // itself out in the rows it gets (one row shows the retry action).
      let height = index < itemCount ? fullRows : rowRows
      let said = context.report.accessibilityElements.count
      let rowRect = Rect(x: rect.x, y: y, width: rect.width, height: height)
      // The footer is made anew every frame, and drawn, but in a list taken again whole.
      if let memory = copyingMemory, index < itemCount || keepsFooter,
        notesRows || keptRows > 0 || row.drawn != nil
      {
        let copied = DrawnPart.drawOrCopy(
          &row.drawn, in: rowRect, visible: slot, offered: rowRect.size, memory,
          from: lastCanvas, &context
        ) { row.render(in: rowRect, context: &$0) }
        if copied { memory.noteCopiedRow() }
      } else {
        row.render(in: rowRect, context: &context)
      }
      if context.describesAccessibility, index < itemCount {
        readAsRow(index, since: said, report: &context.report)
      }
      if index >= itemCount {
        footerVisible = true
      } else {
        context.addRegion(.row(options.shown?[index] ?? index), rect: slot)
      }
      y += rowRows
      index += 1
    }
    // A list with no row to show and no title is said by what shows instead (its state).
    if context.describesAccessibility,
      min(index, itemCount) > offset || options.reading.title != nil
    {
      context.report.accessibilityElements.insert(
        listElement(showing: offset..<min(index, itemCount)), at: firstElement)
    }
    context.report.add(
      ListReport(
        scrollOffset: offset, visibleRows: offset..<index, isFooterVisible: footerVisible,
        footerPhase: options.footer?.phase, footerMode: options.footer?.mode ?? .automatic,
        loadedCount: loadedCount, scrollState: options.scrollState,
        loadMore: options.onLoadMore))
  }
}

/// What a list's rows node takes from the last frame's: its rows, and the memory of the
/// frame that takes them.
struct ListRowReuse {
  let rows: IndexedCache<ListRow>
  /// The bar and summary of the numbered list the rows were in, if they were in one.
  var numberedParts: NumberedListParts?
  /// Whether the node they come from took any row whole from the node before it, or had
  /// none before it.
  let rowsWereKept: Bool
  /// The environment they were built in.
  let environment: EnvironmentValues
  /// Held unowned: a table's reader keeps this in the closure that builds its list, and the
  /// memory keeps the reader; the rows are taken only while the memory draws a frame.
  unowned(unsafe) let memory: FrameMemory
}

extension ListRowsNode {
  /// How many of the rows built this frame noted how they were drawn.
  var notedRowCount: Int { builtRows.values.filter { $0.drawn != nil }.count }

  /// The content nodes of the rows built this frame, by index.
  var rowContents: [LayoutNode] { builtRows.values.map(\.content) }

  /// The rows node in `node`, a node the last frame made for a ``PaginatedList`` (or a
  /// ``PaginatedTable``) at the place of one now: the list's own nodes around its rows (a
  /// finding, a title's stack, a numbered list's parts, a table's reader of its width and
  /// its stack of header and list) lead to it.
  static func within(_ node: LayoutNode?) -> ListRowsNode? {
    parts(within: node).rows
  }

  /// The rows node in `node`, as ``within(_:)`` finds it, and the numbered list's node
  /// around it, if it has one.
  static func parts(within node: LayoutNode?) -> (rows: ListRowsNode?, numbered: NumberedListNode?)
  {
    var node = node
    var numberedNode: NumberedListNode?
    while let current = node {
      // The rows are taken for another node: their records, and the bar's and summary's,
      // are carried along with every copy of a part they were in, from the outermost down.
      current.carryPendingParts()
      if let rows = current as? ListRowsNode { return (rows, numberedNode) }
      if let numbered = current as? NumberedListNode { numberedNode = numbered }
      node = inner(current)
    }
    return (nil, nil)
  }

  /// The node of the list's own around its rows that `node` holds them in, when `node` is
  /// one of those (see ``within(_:)``); nil for the rows node or any other node.
  private static func inner(_ node: LayoutNode) -> LayoutNode? {
    switch node {
    case let list as ListNode: list.child
    case let table as TableNode: table.child
    case let content as TableContentNode: content.child
    case let finding as FindingNode: finding.child
    case let following as HeightFollowingNode: following.child
    case let reader as ReaderNode: reader.builtNode
    case let numbered as NumberedListNode: numbered.rows
    case let stack as StackNode: stack.lastChild
    default: nil
    }
  }

  /// Forgets the layout of the list's own nodes from `node` down to its rows node, that
  /// one included: rows shown again may answer other sizes.
  static func forgetLayout(within node: LayoutNode) {
    var current: LayoutNode? = node
    while let node = current {
      node.forgetLayout()
      current = inner(node)
    }
  }

  /// The rows of the list at place `index` of `context` in the last frame, taken for the
  /// list (or table) built there now; nil when the frame keeps no nodes or there are none.
  static func takeRows(at index: Int, in context: BuildContext) -> ListRowReuse? {
    guard let reuse = context.reuse else { return nil }
    return takeRows(within: reuse.places.node(at: index), in: reuse.memory)
  }

  /// The rows of the list whose nodes the last frame made in `node`, with its bar and
  /// summary, taken for the list built in their place in `memory`'s frame.
  static func takeRows(within node: LayoutNode?, in memory: FrameMemory) -> ListRowReuse? {
    let (rows, numbered) = parts(within: node)
    guard var taken = rows?.takeRows(in: memory) else { return nil }
    taken.numberedParts = numbered?.parts
    return taken
  }

  /// The rows this node built, for the node of the same list in `memory`'s frame being
  /// built to take again; nil when another took them this frame.
  func takeRows(in memory: FrameMemory) -> ListRowReuse? {
    guard takenInFrame != memory.serial else { return nil }
    takenInFrame = memory.serial
    let rows = builtRows
    builtRows = IndexedCache()
    previousRows = nil
    self.memory = nil
    return ListRowReuse(
      rows: rows, rowsWereKept: keptRows > 0 || !tookRows, environment: environment,
      memory: memory)
  }

  /// Takes this node again whole for the frame `memory` builds, for a list that shows what
  /// the last frame's did but for what its rows show (see ``ListNode``): its rows made by
  /// `makers` from now on, in `environment`, one that draws as the last frame's did. The
  /// rows the last frame built are compared at once with what they show now, each kept or
  /// shown again as ``row(_:)`` does, the row at `selection` selected. What changed (see
  /// ``Retake``); nil, changing nothing, when another node took this one's rows this frame.
  func takeAgain(
    makers: ListRowMakers, selection: Int?, environment: EnvironmentValues, in memory: FrameMemory
  ) -> Retake? {
    guard takenInFrame != memory.serial else { return nil }
    takenInFrame = memory.serial
    // A selection elsewhere moves the window to it, which rows that were kept cannot tell.
    let sameSelection = self.selection == selection
    self.selection = selection
    // A list copied whole last frame was not drawn: its rows before are freed here.
    previousRows = nil
    // What a node built from this one's rows would have been told (see takeRows(in:)).
    notesRows = keptRows > 0 || !tookRows
    tookRows = true
    keepsFooter = true
    previousLooksAlike = true
    updatesRows = WidthProfile.unmeasured == nil
    makeContent = makers.content
    makeText = makers.text
    contentDrawsLike = makers.drawsLike
    updateContent = makers.update
    self.environment = environment
    let (window, others) = builtRows.storedIndices
    self.memory = memory
    keptRows = 0
    relaidRows = 0
    var built = 0
    for index in window {
      if buildInPlace(index) { built += 1 }
    }
    for index in others {
      if buildInPlace(index) { built += 1 }
    }
    if sameSelection && keptRows == built { return .unchanged }
    return relaidRows == 0 ? .redrawn : .relaid
  }

  /// What taking a list's rows again changed.
  enum Retake {
    /// Nothing: every row was kept and the selection is where it was; the rows draw what
    /// they drew.
    case unchanged
    /// What the rows draw, not where: every row lays out as the row at its index did —
    /// kept, or shown other words of the same width, another style, another selection.
    /// The list's answers stand; the selection, which only drawing reads, may have moved.
    case redrawn
    /// A row may lay out otherwise: the list's answers are to be forgotten.
    case relaid
  }

  /// The row at `offset`, prefixed with `prefix` (`width` cells) in `style`, its content
  /// built in `context` from `old`'s, the row at its index in the last frame: `old` itself
  /// when its content is the same node — as it was when none of its nodes changed and the
  /// prefix is the same, otherwise shown again.
  fileprivate func rowTaking(
    _ old: ListRow, _ memory: FrameMemory, prefix: String, width: Int, style: Style,
    context: BuildContext, offset: Int
  ) -> ListRow {
    let changes = memory.changeCount
    let relaid = memory.relaidNodes
    let content = context.building(reusing: old.content, in: memory) { makeContent(offset, $0) }
    guard content === old.content else {
      relaidRows += 1
      return ListRow(prefix: prefix, width: width, style: style, content: content)
    }
    if memory.changeCount == changes, old.shows(prefix, width, style) {
      keptRows += 1
    } else {
      // The same node, changed in place: the row shows it again.
      let asWide = old.reshow(prefix: prefix, width: width, style: style)
      if !asWide || memory.relaidNodes != relaid { relaidRows += 1 }
    }
    return old
  }

  /// Reads what row `index` said since element `mark` as one row: its place, whether it
  /// is selected, and its content.
  fileprivate func readAsRow(_ index: Int, since mark: Int, report: inout FrameReport) {
    let said = report.accessibilityElements[mark...]
    var row = AccessibilityElement(
      role: .row, label: AccessibilityChange.joined(said.map(\.label)),
      traits: index == selection ? .isSelected : [],
      position: (index + 1, itemCount))
    if said.count == 1, let only = said.first { row.value = only.value }
    report.accessibilityElements.removeSubrange(mark...)
    report.accessibilityElements.append(row)
  }

  /// The list as one element, before its rows: its title and the items it shows of all.
  fileprivate func listElement(showing rows: Range<Int>) -> AccessibilityElement {
    let reading = options.reading
    let total = reading.totalItems ?? itemCount
    let number = NumberFormatting(
      groupingSeparator: environment.shownPaginationLabels.groupingSeparator)
    var value = ""
    if !rows.isEmpty {
      let first = reading.itemsBefore.saturatingAdd(rows.lowerBound + 1)
      let last = reading.itemsBefore.saturatingAdd(rows.upperBound)
      value = environment.accessibilityLabels.showing
        .replacingPlaceholder("{first}", with: number.format(first))
        .replacingPlaceholder("{last}", with: number.format(last))
        .replacingPlaceholder("{total}", with: number.format(total))
      if environment.symbolsAreASCII { value = environment.symbols.adapting(value) }
    }
    return AccessibilityElement(role: reading.role, label: reading.title ?? "", value: value)
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
  /// The display width of the environment's ellipsis, measured once for every row.
  let ellipsisWidth: Int

  init(environment: EnvironmentValues, hasSelection: Bool) {
    let marked = environment.colorMode == .none && hasSelection
    mark = marked ? "  " : ""
    selectedMark = marked ? environment.symbols.selectionMarker + " " : ""
    markWidth = mark.displayWidth
    selectedMarkWidth = selectedMark.displayWidth
    style = environment.style
    selectedStyle = environment.style.patched(with: environment.theme.selection)
    ellipsisWidth = environment.ellipsisWidth
  }
}
