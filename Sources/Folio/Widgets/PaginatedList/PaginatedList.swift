/// A list of rows built from your items, with selection, windowing, paging and a view for
/// every loading state.
///
/// ```swift
/// PaginatedList(stories, state: .loaded, selection: selected) { story in
///   Text(story.title).truncated()
/// }
/// .numbered(page: 6, pageSize: 20, totalItems: 1_234)
/// .rowNumbers()
/// ```
///
/// **Rows** come from your closure; a row may be taller than one line. The selected row is
/// drawn in the theme's selection style across the whole width, and marked with `›` in
/// colour mode `none`, where style is invisible.
///
/// **Windowing.** Only the rows that fit are built, measured and drawn, so a list over a
/// billion virtual items (any `RandomAccessCollection` with `Int` indices, computed on
/// demand) costs what a list over a thousand does. The selection stays in view with
/// ``scrollPadding(_:)`` rows around it; pass a ``ListScrollState`` with
/// ``scrollState(_:)`` so scrolling remembers its offset between frames.
///
/// **States.** With no items to show, the list shows a view for its state: nothing while
/// `idle`, a ``SkeletonView`` shaped like rows while the first page loads, an
/// ``EmptyStateView`` when loaded empty (in infinite mode, while `loaded` says more may
/// come, with the load-more footer under it, so the next page can be asked for), an
/// ``ErrorStateView`` with the message and a retry hint on error. With items, errors never hide them: in infinite mode the footer turns into
/// an error banner (`loadingMore` shows a spinner, `exhausted` the finished text); in
/// numbered mode a one-line banner sits above the bar. Replace any of these views with
/// ``emptyView(_:)``, ``errorView(_:)``, ``loadingView(_:)`` and ``idleView(_:)``.
///
/// - Complexity: Drawing is O(rows in view), independent of the number of items, unless a
///   ``filter(_:)`` is set: filtering visits every item.
public struct PaginatedList<Data: RandomAccessCollection, Row: View>: View, PrimitiveView
where Data.Index == Int {
  /// Laid out by Folio itself: a primitive view has no body.
  public typealias Body = Never

  var data: Data
  var state: PaginationState
  var selection: Int?
  /// How a row's node is made from its offset: made where the list is created — in the
  /// program's own module, for its item and row types — so that fetching an item and
  /// building its row is not generic code run for any type.
  var rowMakers: ListRowMakers
  var mode: PaginatedListMode = .infinite
  var numbering: RowNumbering?
  var title: String?
  var padding = 1
  var scroll: ListScrollState?
  var isIncluded: ((Data.Element) -> Bool)?
  /// What the filter shows — the offsets of the rows it accepts, and the selection among
  /// them — once worked out for a frame (see ``_node(_:in:at:)``).
  var filteredRows: FilteredRows?
  var footerMode: LoadMoreFooter.TriggerMode = .automatic
  var finishedText: String?
  var onLoadMore: (@MainActor () -> Void)?
  /// What starts the paging model of a list made from one that has not started: run after
  /// the first frame that shows the list (see ``ModelStart``).
  var onStart: (@MainActor () -> Void)?
  /// Sets the page size of the numbered model the list shows, keeping the item at an
  /// offset in view; returns its new offset (set by the model initialisers).
  var resizeModel: (@MainActor (Int, Int) -> Int)?
  /// Told the selected item's offset after the page size followed the list's height (see
  /// ``pageSizeFollowsHeight(onSelectionMoved:)``); nil when the page size stays.
  var onSelectionMoved: (@MainActor (Int) -> Void)?
  /// What the list is read as: a list, or the rows of a table.
  var readingRole = AccessibilityRole.list
  var replacementEmpty: AnyView?
  var replacementError: ((String) -> AnyView)?
  var replacementLoading: AnyView?
  var replacementIdle: AnyView?

  /// A list of `data`'s rows in `state`, with the row at `selection` (an offset from the
  /// first element) selected.
  @inlinable
  public init(
    _ data: Data, state: PaginationState = .loaded, selection: Int? = nil,
    @ViewBuilder row: @escaping (Data.Element) -> Row
  ) {
    self.init(
      data: data, state: state, selection: selection,
      rowMakers: ListRowMakers(
        content: { offset, context in
          Row._makeNode(row(data[data.startIndex &+ offset]), in: context)
        },
        text: Row.self == Text.self
          ? { offset in unsafeBitCast(row(data[data.startIndex &+ offset]), to: Text.self) } : nil))
  }

  @usableFromInline
  init(data: Data, state: PaginationState, selection: Int?, rowMakers: ListRowMakers) {
    self.data = data
    self.state = state
    self.selection = selection
    self.rowMakers = rowMakers
  }

  /// The list's nodes, built directly rather than through a composed body: a list is
  /// rebuilt every frame, and the title, rows, bar and summary are known parts.
  public func makeNode(in context: BuildContext) -> LayoutNode {
    node(context.environment, previous: nil)
  }

  /// The list's nodes, its rows taking the nodes of the rows of the list at its place in
  /// the last frame, when the frame keeps its nodes: a row that shows what it showed there
  /// is kept whole, and copied from the last frame where it stands where it stood.
  ///
  /// A list that shows what the last frame's list at its place showed but for its rows and
  /// its selection — the same ``ListShape`` — takes that list's node again whole, with its
  /// bar, summary and layout: its rows are compared with what they show now at once, and
  /// when every one is as it was, and the selection too, the list is unchanged, and copied
  /// from the last frame where it stands where it stood.
  public static func _node(_ view: Self, in context: BuildContext, at index: Int) -> LayoutNode {
    guard view.isIncluded == nil || view.filteredRows != nil else {
      // The filter runs once a frame: the rows it shows are part of the shape.
      var filtered = view
      let (shown, selection) = view.shownRows()
      filtered.filteredRows = FilteredRows(shown: shown ?? [], selection: selection)
      return _node(filtered, in: context, at: index)
    }
    let environment = context.environment
    guard let shape = view.shape(in: environment) else {
      return view.node(environment, previous: ListRowsNode.takeRows(at: index, in: context))
    }
    guard let reuse = context.reuse, let node = context.take(ListNode.self, at: index) else {
      let previous = ListRowsNode.takeRows(at: index, in: context)
      let node = view.newListNode(shape: shape, environment, previous: previous)
      // Noted as it is drawn, when a memory draws it: the next frame may copy it whole.
      node.notesIn = context.reuse?.serial ?? 0
      return node
    }
    let memory = reuse.memory
    let changes = memory.changeCount
    if node.shape.drawsLike(shape),
      case (let rows?, let numbered) = ListRowsNode.parts(within: node.child),
      let retake = rows.takeAgain(
        makers: view.rowMakers, selection: view.filteredRows.map(\.selection) ?? view.selection,
        environment: environment, in: memory)
    {
      node.shape = shape
      // The same shape asks for more pages, or follows its height, or does not: the relay
      // is there when it does.
      node.relay?.take(view)
      numbered?.follower?.selection = view.selection
      switch retake {
      case .unchanged where memory.changeCount == changes: break
      case .redrawn:
        // Every row lays out as it did (a selection that moved, words as wide): the list's
        // answers stand, and so do its parents'; it is drawn again.
        context.noteRedrawn()
      case .unchanged, .relaid:
        ListRowsNode.forgetLayout(within: node.child)
        context.noteChanged(node)
      }
      context.noteIfUnchanged(node, since: changes, reuse)
      // Changed, it is noted all the same: the next frame often shows it as it is.
      node.notesIn = reuse.serial
      return node
    }
    let previous = ListRowsNode.takeRows(within: node.child, in: memory)
    let (relayed, relay) = view.relayingActions()
    node.shape = shape
    node.relay = relay
    node.take(relayed.node(environment, previous: previous), changed: true, in: context)
    node.notesIn = reuse.serial
    return node
  }

  /// The list's nodes, its rows taking `previous` rows again, in a ``ListNode`` when a
  /// frame can take them again whole: as a list built where the last frame had none makes
  /// them (a table's list, for one).
  func keptNode(_ environment: EnvironmentValues, previous: ListRowReuse?) -> LayoutNode {
    guard let shape = shape(in: environment) else {
      return node(environment, previous: previous)
    }
    return newListNode(shape: shape, environment, previous: previous)
  }

  /// A ``ListNode`` of `shape` around the list's nodes, its rows taking `previous` rows
  /// again, asking for more pages through a relay the next frames that take it set.
  private func newListNode(
    shape: ListShape, _ environment: EnvironmentValues, previous: ListRowReuse?
  ) -> ListNode {
    let (relayed, relay) = relayingActions()
    return ListNode(
      shape: shape, relay: relay, child: relayed.node(environment, previous: previous))
  }

  /// This list acting through a relay of its actions — asking for more pages, following
  /// its height — and the relay; the list as it is when it has neither.
  private func relayingActions() -> (Self, ListRelay?) {
    guard asksForMore || followsHeight else { return (self, nil) }
    let relay = ListRelay()
    relay.take(self)
    var list = self
    if asksForMore { list.onLoadMore = { relay.loadMore?() } }
    if followsHeight {
      list.resizeModel = { relay.resizeModel?($0, $1) ?? $1 }
      list.onSelectionMoved = { relay.selectionMoved?($0) }
    }
    return (list, relay)
  }

  /// What the list shows besides its rows, in `environment`, when a frame can take the
  /// last frame's list again from it alone (see ``ListNode``): nil for a list that shows no
  /// rows, waits for a page (its spinner turns), or holds what cannot be compared: a model
  /// to start. A filter is compared by the rows it shows (``filteredRows``, worked out
  /// before the shape is asked for). A scroll state is compared by identity and by the
  /// offset it holds as the frame is built; the action that asks for more pages, and those
  /// that make the page size follow the list's height, go through the node's relay (see
  /// ``ListRelay``).
  private func shape(in environment: EnvironmentValues) -> ListShape? {
    let shown = filteredRows?.shown
    guard ListShape.isSettled(state), (shown?.count ?? data.count) > 0,
      isIncluded == nil || filteredRows != nil, onStart == nil
    else { return nil }
    return ListShape(
      count: data.count, state: state, hasSelection: selection != nil, mode: mode,
      numbering: numbering,
      title: title, padding: padding, footerMode: footerMode, finishedText: finishedText,
      readingRole: readingRole, rowsAreText: rowMakers.makesText,
      rowsCompareThemselves: rowMakers.comparesRows, shown: shown, scroll: scroll,
      scrollOffset: scroll?.offsetForDrawing ?? 0, loadsMore: asksForMore,
      followsHeight: followsHeight, environment: environment)
  }

  /// Whether the list has an action that asks for more pages. (A pattern, not `!= nil`:
  /// comparing an optional closure with nil allocates in a debug build.)
  private var asksForMore: Bool {
    if case .some = onLoadMore { return true }
    return false
  }

  /// Whether the list makes its numbered model's page size follow the rows it has room
  /// for (see ``pageSizeFollower``).
  private var followsHeight: Bool {
    guard case .numbered = mode, case .some = resizeModel, case .some = onSelectionMoved
    else { return false }
    return true
  }

  /// The list's nodes, its rows taking `previous` rows again.
  func node(_ environment: EnvironmentValues, previous: ListRowReuse?) -> LayoutNode {
    let node = titledNode(environment, previous)
    guard let onStart else { return node }
    return FindingNode(child: node, finding: ModelStart(start: onStart))
  }

  /// The list, under its title when it has one.
  private func titledNode(_ environment: EnvironmentValues, _ previous: ListRowReuse?)
    -> LayoutNode
  {
    let (content, readsTitle) = contentNode(environment, previous)
    guard let title else { return content }
    var titleEnvironment = environment
    titleEnvironment.style = environment.style.patched(with: environment.theme.title)
    // Where rows are drawn, the title is read as the list's label (see ListReading);
    // otherwise — loading, failed, empty — as a heading over the state.
    let titleNode = TextNode(text: Text(title).truncated(), environment: titleEnvironment)
    var heading = AccessibilityChange()
    heading.role = .heading
    let children = [
      AccessibilityNode(change: readsTitle ? .hidden : heading, child: titleNode),
      DividerNode(label: nil, environment: environment),
      content,
    ]
    return StackNode(
      axis: .vertical, alignment: Alignment(horizontal: .leading, vertical: .top), spacing: 0,
      children: children)
  }

  /// The offsets of the rows to show, and the selection among them.
  private func shownRows() -> (shown: [Int]?, selection: Int?) {
    if let filteredRows { return (filteredRows.shown, filteredRows.selection) }
    guard let isIncluded else { return (nil, selection) }
    var shown: [Int] = []
    var selected: Int?
    for (offset, element) in data.enumerated() where isIncluded(element) {
      if offset == selection { selected = shown.count }
      shown.append(offset)
    }
    return (shown, selected)
  }

  /// The rows with the bar and summary under them, or the view for the state when there
  /// are no rows to show; and whether rows are drawn, which read the title with the list.
  private func contentNode(_ environment: EnvironmentValues, _ previous: ListRowReuse?)
    -> (LayoutNode, readsTitle: Bool)
  {
    let node = contentNodeWithoutReading(environment, previous)
    return (node.node, node.drawsRows)
  }

  private func contentNodeWithoutReading(
    _ environment: EnvironmentValues, _ previous: ListRowReuse?
  ) -> (node: LayoutNode, drawsRows: Bool) {
    let (shown, shownSelection) = shownRows()
    let count = shown?.count ?? data.count
    let follower = pageSizeFollower
    guard count > 0 else {
      let stateNode = Folio.makeNode(of: stateView(environment), environment)
      if case .numbered(let page, let pageSize, let totalItems) = mode, totalItems > 0,
        state == .loading || state == .loadingMore || state.errorMessage != nil
      {
        // A page of a known list is on its way (or failed): the bar stays, showing which
        // page it is, so the user can see it, and go elsewhere; the summary of the rows
        // shown stays while they load, and goes when they failed — none are shown.
        let summary: LayoutNode =
          state.errorMessage == nil
          ? NumberedListParts.summaryNode(
            PaginationSummary(page: page, pageSize: pageSize, totalItems: totalItems), environment)
          : Folio.makeNode(of: EmptyView(), environment)
        let node = NumberedListNode(
          rows: stateNode, banner: nil,
          bar: NumberedListParts.barNode(
            numberedBar(page: page, pageSize: pageSize, totalItems: totalItems), environment),
          summary: summary, follower: follower)
        return (node, false)
      }
      if let follower, state == .loading {
        // The first page of a list of unknown length: the rows will have the room the
        // bar and summary leave.
        return (HeightFollowingNode(child: stateNode, follower: follower, reserved: 2), false)
      }
      guard state == .loaded, mode == .infinite else { return (stateNode, false) }
      // Loaded with nothing to show, and more may come (every page so far was empty, or
      // the filter hides every row): the footer goes under the state view, at its ideal
      // height, so the next page can still be asked for.
      let node = StackNode(
        axis: .vertical, alignment: Alignment(horizontal: .leading, vertical: .top),
        spacing: 0,
        children: [
          FixedSizeNode(horizontal: false, vertical: true, child: stateNode),
          rows(shown: shown, selection: nil, footer: footer, environment, previous),
        ])
      return (node, true)
    }
    switch mode {
    case .numbered(let page, let pageSize, let totalItems):
      let bar = numberedBar(page: page, pageSize: pageSize, totalItems: totalItems)
      // Rows kept while another page loads (see PageNavigator.keepsItemsWhileLoading) are
      // stale: drawn in the secondary style, under a loading line.
      let isStale = state == .loading
      var rowEnvironment = environment
      if isStale {
        rowEnvironment.style = environment.style.patched(with: environment.theme.secondary)
      }
      let banner: LayoutNode? =
        isStale
        ? Folio.makeNode(of: LoadingIndicator(), environment)
        : state.errorMessage.map {
          Folio.makeNode(of: LoadMoreFooter(phase: .failed($0), mode: .manual), environment)
        }
      let parts = NumberedListParts.make(
        bar: bar,
        summary: PaginationSummary(page: page, pageSize: pageSize, totalItems: totalItems),
        in: environment, previous: previous)
      let node = NumberedListNode(
        rows: rows(
          shown: shown, selection: isStale ? nil : shownSelection, footer: nil, rowEnvironment,
          previous),
        banner: banner, bar: parts.barNode, summary: parts.summaryNode, follower: follower)
      node.parts = parts
      return (node, true)
    case .infinite:
      return (
        rows(shown: shown, selection: shownSelection, footer: shownFooter, environment, previous),
        true
      )
    }
  }

  /// What makes the numbered model's page size follow the rows the list has room for,
  /// when asked to.
  private var pageSizeFollower: PageSizeFollower? {
    guard case .numbered(_, let pageSize, _) = mode, let resizeModel, let onSelectionMoved
    else { return nil }
    return PageSizeFollower(
      resize: resizeModel, pageSize: pageSize, selection: selection,
      onSelectionMoved: onSelectionMoved)
  }

  /// How the list is read: its title, and where its rows stand among all the items.
  private var reading: ListReading {
    var reading = ListReading(role: readingRole, title: title)
    if case .numbered(let page, let pageSize, let totalItems) = mode {
      let (before, overflow) = (max(1, page) - 1).multipliedReportingOverflow(by: pageSize)
      reading.itemsBefore = overflow ? Int.max : before
      reading.totalItems = totalItems
    }
    return reading
  }

  /// The footer under the rows of an infinite list: none when it would only be an empty
  /// row waiting for a page nothing can ask for (rows given as they are, no paging model).
  private var shownFooter: LoadMoreFooter? {
    if state == .loaded, footerMode == .automatic, onLoadMore == nil { return nil }
    return footer
  }

  private func numberedBar(page: Int, pageSize: Int, totalItems: Int) -> Pagination {
    Pagination(
      page: page, pageCount: PageState.pageCount(totalItems: totalItems, pageSize: pageSize))
  }

  private var footer: LoadMoreFooter {
    LoadMoreFooter(phase: .init(state), mode: footerMode, finishedText: finishedText)
  }

  private func rows(
    shown: [Int]?, selection: Int?, footer: LoadMoreFooter?, _ environment: EnvironmentValues,
    _ previous: ListRowReuse?
  ) -> ListRowsNode {
    let options = ListRowsOptions(
      shown: shown, selection: selection, hasSelection: self.selection != nil,
      numbering: numbering, scrollPadding: padding, scrollState: scroll, footer: footer,
      onLoadMore: onLoadMore, reading: reading)
    return ListRowsNode(
      count: data.count, makers: rowMakers, options: options, environment: environment,
      previous: previous)
  }

  @ViewBuilder
  private func stateView(_ environment: EnvironmentValues) -> some View {
    switch state {
    case .idle:
      replacementIdle ?? AnyView(EmptyView())
    case .loading, .loadingMore:
      WaitingForContent(content: replacementLoading ?? AnyView(SkeletonView(rows: 3)))
    case .error(let message):
      replacementError?(message)
        ?? AnyView(
          ErrorStateView(
            title: environment.stateLabels.adapted(to: environment.symbols).loadFailed,
            message: message))
    case .loaded, .exhausted:
      replacementEmpty
        ?? AnyView(EmptyStateView(title: environment.shownPaginationLabels.noItems))
    }
  }
}

extension PaginatedList {
  /// Shows the items as page `page` of `totalItems` in pages of `pageSize`, with the
  /// numbered bar and the summary under the rows.
  public consuming func numbered(page: Int, pageSize: Int, totalItems: Int) -> Self {
    var list = self
    list.mode = .numbered(page: page, pageSize: max(1, pageSize), totalItems: max(0, totalItems))
    return list
  }

  /// Shows the items as one growing list with a load-more footer as its last row;
  /// `onLoadMore` runs on the main actor after a frame in which the footer came into view
  /// in the idle phase (once per page with a ``scrollState(_:)``), unless `mode` is manual,
  /// when the frame's report is applied (see ``FrameReport/apply()``): never while the
  /// list draws. Without `onLoadMore`, the action set before (by
  /// one of the `init(paginator:selection:row:)` initialisers) stays.
  public consuming func infinite(
    footer mode: LoadMoreFooter.TriggerMode = .automatic, finishedText: String? = nil,
    onLoadMore: (@MainActor () -> Void)? = nil
  ) -> Self {
    var list = self
    list.mode = .infinite
    list.footerMode = mode
    list.finishedText = finishedText
    list.onLoadMore = onLoadMore ?? list.onLoadMore
    return list
  }

  /// Makes the page size of the numbered model the list shows — made with
  /// `init(navigator:selection:row:)` — the number of rows the list has room for: after a
  /// frame with room for a different number, the model's page size changes, keeping the
  /// selected item in view (see ``NumberedPagingModel/setPageSize(_:keepingItemAt:)``),
  /// and `onSelectionMoved` is told the selected item's offset on its new page, to select
  /// it there. For rows one line high; a list given its rows keeps its page size.
  ///
  /// ```swift
  /// PaginatedList(navigator: navigator, selection: state.selection) { Text($0.title) }
  ///   .pageSizeFollowsHeight { state.selection = $0 }
  /// ```
  public func pageSizeFollowsHeight(
    onSelectionMoved: @escaping @MainActor (Int) -> Void = { _ in }
  ) -> Self {
    var list = self
    list.onSelectionMoved = onSelectionMoved
    return list
  }

  /// Numbers the rows, the first row `first`, right-aligned in `width` cells (by default
  /// the digits of the largest number).
  public consuming func rowNumbers(startingAt first: Int = 1, width: Int? = nil) -> Self {
    var list = self
    list.numbering = RowNumbering(first: first, width: width.map(clampDimension))
    return list
  }

  /// A bold title and a rule above the rows.
  public consuming func title(_ title: String?) -> Self {
    var list = self
    list.title = title
    return list
  }

  /// Keeps `rows` rows visible above and below the selection while scrolling.
  public consuming func scrollPadding(_ rows: Int) -> Self {
    var list = self
    list.padding = max(0, rows)
    return list
  }

  /// Remembers the scroll offset and the next-page request in `state` between frames: the
  /// list starts from the state's offset, and its frame's report, once applied, writes
  /// back where it scrolled to.
  public consuming func scrollState(_ state: ListScrollState) -> Self {
    var list = self
    list.scroll = state
    return list
  }

  /// Shows only the items `isIncluded` accepts, without reloading; the selection stays an
  /// offset into the unfiltered items.
  public consuming func filter(_ isIncluded: @escaping (Data.Element) -> Bool) -> Self {
    var list = self
    list.isIncluded = isIncluded
    return list
  }

  /// Replaces the view shown when the list is loaded and empty.
  public consuming func emptyView<V: View>(@ViewBuilder _ view: () -> V) -> Self {
    var list = self
    list.replacementEmpty = AnyView(view())
    return list
  }

  /// Replaces the view shown when loading failed and there are no items to show.
  public consuming func errorView<V: View>(@ViewBuilder _ view: @escaping (String) -> V) -> Self {
    var list = self
    list.replacementError = { AnyView(view($0)) }
    return list
  }

  /// Replaces the view shown while the first page loads.
  public consuming func loadingView<V: View>(@ViewBuilder _ view: () -> V) -> Self {
    var list = self
    list.replacementLoading = AnyView(view())
    return list
  }

  /// Replaces the view shown before anything was asked for (nothing, by default).
  public consuming func idleView<V: View>(@ViewBuilder _ view: () -> V) -> Self {
    var list = self
    list.replacementIdle = AnyView(view())
    return list
  }
}

extension PaginationState {
  /// The message of an error state.
  var errorMessage: String? {
    if case .error(let message) = self { return message }
    return nil
  }
}

/// The bar and the summary under a numbered list's rows, with the values and the
/// environment they were made from: the next frame's list takes their nodes again when it
/// shows the same bar and summary in an environment that draws alike, so that moving the
/// selection writes and fits no bar again — and, drawn with a memory where they stood,
/// copies their cells from the last frame instead of drawing them (see ``drawn``).
struct NumberedListParts {
  let bar: Pagination
  let summary: PaginationSummary
  let environment: EnvironmentValues
  let barNode: LayoutNode
  let summaryNode: LayoutNode
  /// How the bar and the summary were drawn last, when they can be copied.
  let drawn = DrawnExtras()

  /// How a numbered list's bar and summary were drawn (see ``DrawnPart``).
  final class DrawnExtras {
    // Read and written only while a frame is drawn, by the list drawing it.
    @exclusivity(unchecked) var bar: DrawnPart?
    @exclusivity(unchecked) var summary: DrawnPart?

    /// The bar's (0) or the summary's (1).
    subscript(index: Int) -> DrawnPart? {
      get { index == 0 ? bar : summary }
      set {
        if index == 0 { bar = newValue } else { summary = newValue }
      }
    }
  }

  /// The bar's and the summary's nodes made for `bar` and `summary` in `environment`:
  /// those of the last frame's list, `previous`, when they were made in an environment that
  /// draws alike — as they were when they show the same bar and summary, taken again as any
  /// node is (the bar and summary shown another page) otherwise. (A frame takes the last
  /// frame's parts only when it takes its tree, which it does not after a frame that noted
  /// clusters drawn without a measured width: each frame notes all of its own.)
  static func make(
    bar: Pagination, summary: PaginationSummary, in environment: EnvironmentValues,
    previous: ListRowReuse?
  ) -> NumberedListParts {
    guard let previous, let parts = previous.numberedParts,
      parts.environment.drawsAlike(environment, comparingTick: false)
    else {
      return NumberedListParts(
        bar: bar, summary: summary, environment: environment,
        barNode: barNode(bar, environment), summaryNode: summaryNode(summary, environment))
    }
    if parts.bar == bar, parts.summary == summary { return parts }
    let context = BuildContext(environment: environment)
    return NumberedListParts(
      bar: bar, summary: summary, environment: environment,
      barNode: context.makeNode(for: barView(bar), reusing: parts.barNode, in: previous.memory),
      summaryNode: context.makeNode(
        for: summaryView(summary), reusing: parts.summaryNode, in: previous.memory))
  }

  /// The summary under a list: not read on its own, but with the list (`list: showing
  /// 21–40 of 1,234`).
  private static func summaryView(_ summary: PaginationSummary) -> some View {
    summary.accessibilityHidden()
  }

  /// The bar under a list: centred in the list's width.
  private static func barView(_ bar: Pagination) -> some View {
    bar.frame(maxWidth: .max, alignment: .center)
  }

  /// The node of `summary` under a list (see ``summaryView(_:)``).
  static func summaryNode(_ summary: PaginationSummary, _ environment: EnvironmentValues)
    -> LayoutNode
  {
    Folio.makeNode(of: summaryView(summary), environment)
  }

  /// The node of `bar` under a list (see ``barView(_:)``).
  static func barNode(_ bar: Pagination, _ environment: EnvironmentValues) -> LayoutNode {
    Folio.makeNode(of: barView(bar), environment)
  }
}

/// The parts of a numbered list, stacked: rows, then an error banner, the bar and the
/// summary. Rows come first when space is short: one row shows a row, two add the bar,
/// three the summary, and the banner needs one more; rows take whatever is left.
final class NumberedListNode: LayoutNode {
  let rows: LayoutNode
  /// The bar and the summary, when the next frame's list may take them again.
  var parts: NumberedListParts?
  /// The parts under the rows, the most wanted first: bar, summary, banner.
  let extras: [LayoutNode]
  /// The order the extras are drawn in, top to bottom: banner, bar, summary.
  let drawOrder: [Int]

  /// What makes the model's page size follow the room the rows have, if anything: its
  /// selection is set again by a frame that takes the list again.
  var follower: PageSizeFollower?

  init(
    rows: LayoutNode, banner: LayoutNode?, bar: LayoutNode, summary: LayoutNode,
    follower: PageSizeFollower? = nil
  ) {
    self.rows = rows
    self.follower = follower
    if let banner {
      extras = [bar, summary, banner]
      drawOrder = [2, 0, 1]
    } else {
      extras = [bar, summary]
      drawOrder = [0, 1]
    }
  }

  /// The rows' records, and the bar's and the summary's, move along with a copy of a part
  /// this list is in: a selection moved after it was copied whole draws the two rows whose
  /// look changed.
  override func carryParts(_ move: PartMove) {
    rows.carry(move)
    parts?.drawn.bar?.carry(move)
    parts?.drawn.summary?.carry(move)
  }

  /// The heights of the rows and of each extra at `width` in `height` rows.
  private func layout(width: Int, height: Int) -> (rows: Int, extras: [Int]) {
    let wanted = extras.map { max(1, $0.heightRange(width: width).ideal) }
    var left = max(0, height - 1)  // the first line always goes to the rows
    var heights = [Int](repeating: 0, count: extras.count)
    for index in extras.indices where wanted[index] <= left {
      heights[index] = wanted[index]
      left -= wanted[index]
    }
    return (height - heights.reduce(0, +), heights)
  }

  override func computeWidthRange() -> LengthRange {
    extras.reduce(rows.widthRange()) { $0.union($1.widthRange()) }
  }

  override func computeWidth(offered width: Int) -> Int {
    extras.reduce(rows.width(offered: width)) { max($0, $1.width(offered: width)) }
  }

  /// Ideally the rows and every extra; squeezed, nothing; the rows take all that is offered.
  override func computeHeightRange(width: Int) -> LengthRange {
    let wanted = extras.reduce(0) { $0 + max(1, $1.heightRange(width: width).ideal) }
    return LengthRange(
      minimum: 0, ideal: rows.heightRange(width: width).ideal + wanted,
      maximum: ProposedSize.unlimited)
  }

  override func computeSize(offered size: Size) -> Size {
    let (rowHeight, heights) = layout(width: size.width, height: size.height)
    var width = rows.size(offered: Size(width: size.width, height: rowHeight)).width
    for (index, extra) in extras.enumerated() where heights[index] > 0 {
      width = max(
        width, extra.size(offered: Size(width: size.width, height: heights[index])).width)
    }
    return Size(width: width, height: rowHeight + heights.reduce(0, +))
  }

  override func render(in rect: Rect, context: inout RenderContext) {
    let (rowHeight, heights) = layout(width: offeredSize.width, height: offeredSize.height)
    context.draw(
      rows, in: Rect(x: rect.x, y: rect.y, width: rect.width, height: rowHeight),
      offeredSize: Size(width: offeredSize.width, height: rowHeight))
    var y = rect.y + rowHeight
    // Drawn with a memory into the canvas the frame began with, the bar and the summary
    // are copied from the last frame when they stand where they stood.
    let memory = context.drawingMemory
    for index in drawOrder where heights[index] > 0 {
      let offer = Size(width: offeredSize.width, height: heights[index])
      let size = extras[index].size(offered: offer)
      let area = Rect(x: rect.x, y: y, size: size)
      if let memory, let drawn = parts?.drawn, index < 2 {
        let node = extras[index]
        let copied = DrawnPart.drawOrCopy(
          &drawn[index], in: area, visible: area, offered: offer, memory,
          from: memory.last.canvas, &context
        ) { $0.draw(node, in: area, offeredSize: offer) }
        if copied { memory.noteCopy() }
      } else {
        context.draw(extras[index], in: area, offeredSize: offer)
      }
      y += heights[index]
    }
    // The room for rows is what the bar and summary leave: a banner, there while a page
    // failed, does not shrink the page.
    if let follower,
      let change = follower.finding(rows: rowHeight + heights.dropFirst(2).reduce(0, +))
    {
      context.report.add(change)
    }
  }
}

/// The rows a list's filter shows — their offsets into the data — and the selection among
/// them, worked out once for a frame.
struct FilteredRows {
  var shown: [Int]
  var selection: Int?
}

/// The node of a ``PaginatedList`` drawn with a memory, around the list's own nodes: what
/// the list shows besides its rows, so that the next frame's list of the same shape takes
/// it again whole (see ``PaginatedList/_node(_:in:at:)``).
final class ListNode: ForwardingNode {
  @exclusivity(unchecked) var shape: ListShape
  /// What the list's report acts through, when it asks for more pages or follows its
  /// height: set to the actions of each frame's list that takes the node again, so a report
  /// copied from the last frame acts as this frame's list would.
  @exclusivity(unchecked) var relay: ListRelay?

  init(shape: ListShape, relay: ListRelay?, child: LayoutNode) {
    self.shape = shape
    self.relay = relay
    super.init(child: child)
  }
}

/// The actions of a list's report, as the latest frame's list gave them — the one that
/// asks its model for the next page, and those that make the page size follow the rows
/// it has room for: a list taken again whole keeps its report from the last frame, and
/// closures cannot be compared, so the report calls them through this relay.
final class ListRelay: @unchecked Sendable {
  // @unchecked: set while a frame is built, read when its report is applied, on the main
  // actor, after the frame; a program builds and applies its frames one at a time.
  nonisolated(unsafe) var loadMore: (@MainActor () -> Void)?
  nonisolated(unsafe) var resizeModel: (@MainActor (Int, Int) -> Int)?
  nonisolated(unsafe) var selectionMoved: (@MainActor (Int) -> Void)?

  /// Takes `list`'s actions.
  func take<Data, Row>(_ list: PaginatedList<Data, Row>) {
    loadMore = list.onLoadMore
    resizeModel = list.resizeModel
    selectionMoved = list.onSelectionMoved
  }
}

/// Everything a ``PaginatedList`` draws from but what its rows show and which is selected:
/// two lists of the same shape draw the same cells but for their rows.
struct ListShape {
  var count: Int
  var state: PaginationState
  /// Whether a row may be selected: in colour mode `none`, every row keeps the marker's
  /// column then.
  var hasSelection: Bool
  var mode: PaginatedListMode
  var numbering: RowNumbering?
  var title: String?
  var padding: Int
  var footerMode: LoadMoreFooter.TriggerMode
  var finishedText: String?
  var readingRole: AccessibilityRole
  /// Whether the rows are texts, and whether they are compared by a function of their own
  /// (a table's): the rows are made another way otherwise.
  var rowsAreText: Bool
  var rowsCompareThemselves: Bool
  /// The offsets of the rows a filter shows; nil without a filter.
  var shown: [Int]?
  /// The scroll state the rows start from, compared by identity, and its offset as the
  /// frame was built.
  var scroll: ListScrollState?
  var scrollOffset: Int
  /// Whether the list asks for more pages (its footer shows even when loaded).
  var loadsMore: Bool
  /// Whether the list's page size follows its height: a finding in its report then.
  var followsHeight: Bool
  var environment: EnvironmentValues

  /// Whether a list of shape `other` draws as one of this shape does but for its rows: the
  /// same values, words byte for byte, in environments that draw alike (the spinner's tick
  /// aside: a list of a shape shows no spinner of its own).
  func drawsLike(_ other: ListShape) -> Bool {
    count == other.count && hasSelection == other.hasSelection && mode == other.mode
      && numbering == other.numbering && padding == other.padding
      && footerMode == other.footerMode && readingRole == other.readingRole
      && rowsAreText == other.rowsAreText && rowsCompareThemselves == other.rowsCompareThemselves
      && shown == other.shown && scroll === other.scroll && scrollOffset == other.scrollOffset
      && loadsMore == other.loadsMore && followsHeight == other.followsHeight
      && Self.sameState(state, other.state) && title.hasSameBytes(as: other.title)
      && finishedText.hasSameBytes(as: other.finishedText)
      && environment.drawsAlike(other.environment, comparingTick: false)
  }

  /// Whether `state` is one a list of a shape may be in: not waiting for a page, whose
  /// spinner turns with every tick.
  static func isSettled(_ state: PaginationState) -> Bool {
    switch state {
    case .loaded, .exhausted, .error: true
    case .idle, .loading, .loadingMore: false
    }
  }

  /// Whether two states are the same, an error's message byte for byte.
  static func sameState(_ state: PaginationState, _ other: PaginationState) -> Bool {
    switch (state, other) {
    case (.error(let message), .error(let otherMessage)): message.hasSameBytes(as: otherMessage)
    default: state == other
    }
  }
}

/// Draws its child and, when the model's page size is not the child's height less
/// `reserved` rows, asks for that page size after the frame.
final class HeightFollowingNode: ForwardingNode {
  let follower: PageSizeFollower
  let reserved: Int

  init(child: LayoutNode, follower: PageSizeFollower, reserved: Int) {
    self.follower = follower
    self.reserved = reserved
    super.init(child: child)
  }

  override func render(in rect: Rect, context: inout RenderContext) {
    drawChild(in: rect, offeredSize: offeredSize, context: &context)
    if let change = follower.finding(rows: offeredSize.height - reserved) {
      context.report.add(change)
    }
  }
}
