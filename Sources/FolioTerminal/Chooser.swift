import Folio

/// A prompt that asks the user to choose one or several of the items a paging model
/// loads, drawn inline under the shell prompt, while the program may print lines above it.
///
/// ```swift
/// let chooser = Chooser("Deploy which build?", from: builds) { build in BuildRow(build) }
/// Task { for await line in log { chooser.print(line) } }  // lands above the list
/// let build = try await chooser.run()
/// ```
///
/// ↑/↓ (and Page Up/Down, Home/End, the wheel) move, and a click selects a row; an
/// infinite list asks for the next page when its load-more footer comes into view, a
/// numbered one (over a `PageNavigator`) turns pages with ←/→ or a click on the bar, and
/// both show the model's loading, empty and error states; `Ctrl-R` retries a failed page.
/// Typing goes to a filter field (with the usual editing keys): over a
/// `SearchablePaginator` it is the paginator's query, so the source searches; otherwise it
/// filters the items loaded so far. Its placeholder says which. Enter chooses; with
/// ``runChoosingSeveral(default:)``, Tab marks and unmarks items (`[x]`) and Enter chooses
/// those marked. Esc or Ctrl-C cancel. The list is cleared when the prompt ends, so the
/// shell's next line follows what was printed.
@MainActor
public final class Chooser<Item: Identifiable, Row: View> {
  let application: Application<ChooserState<Item>, AnyView>
  private let items: () -> [Item]
  private let start: () -> Void
  /// Whether Tab marks items, for ``runChoosingSeveral(default:)``.
  var marksSeveral = false
  /// The prompt as a numbered menu of lines, for ``AccessibleDriver``.
  private var lineMenu: LineMenu<Item>?
  /// An item's row as a line of text: what its view reads as.
  private var rowLabel: (Item) -> String = { _ in "" }
  /// The question, as the line menu asks it.
  private var lineQuestion = ""

  /// A chooser over the items `paginator` loads (see
  /// ``choose(_:from:maxHeight:default:matching:row:)-9g59x`` for the
  /// parameters): over a model that searches (a `SearchablePaginator`) what is typed
  /// becomes its query, so the source does the searching after the model's debounce;
  /// otherwise what is typed filters the items loaded so far, by `matching`.
  public convenience init<Model: InfinitePagingModel>(
    _ question: String, from paginator: Model, maxHeight: Int = 12,
    matching: ((Item, String) -> Bool)? = nil,
    @ViewBuilder row: @escaping (Item) -> Row
  ) where Model.Item == Item {
    let scroll = ListScrollState()
    self.init(
      question, model: paginator, maxHeight: maxHeight, matching: matching, row: row,
      filterPlaceholder: "type to filter the loaded items", turnPage: nil,
      lines: LinePaging(
        turnsPages: false, hasNext: { paginator.hasMore }, hasPrevious: { false },
        next: { paginator.loadMore() }, previous: { nil },
        position: { _ in
          "\(paginator.items.count) loaded" + (paginator.hasMore ? ", more to come" : "")
        })
    ) { selection, row in
      PaginatedList(paginator: paginator, selection: selection, row: row).scrollState(scroll)
    }
  }

  /// A chooser over the page `navigator` shows, with its bar and summary: ←/→ or a click
  /// on the bar turn pages. Over a model that searches (a `SearchablePageNavigator`) what
  /// is typed becomes its query; otherwise it filters the page shown, by `matching`.
  public convenience init<Model: NumberedPagingModel>(
    _ question: String, from navigator: Model, maxHeight: Int = 14,
    matching: ((Item, String) -> Bool)? = nil,
    @ViewBuilder row: @escaping (Item) -> Row
  ) where Model.Item == Item {
    self.init(
      question, model: navigator, maxHeight: maxHeight, matching: matching, row: row,
      filterPlaceholder: "type to filter this page",
      turnPage: { target in
        switch target {
        case .next: navigator.next()
        case .previous: navigator.previous()
        case .page(let page): navigator.go(to: page)
        }
      },
      lines: LinePaging(
        turnsPages: true,
        hasNext: { navigator.pageCount.map { navigator.page < $0 } ?? true },
        hasPrevious: { navigator.page > 1 }, next: { navigator.next() },
        previous: { navigator.previous() },
        position: { labels in
          navigator.pageCount.map { labels.pagePosition(page: navigator.page, pageCount: $0) }
        })
    ) { selection, row in
      PaginatedList(navigator: navigator, selection: selection, row: row)
    }
  }

  /// A chooser over `model`'s items as `makeList` lists them: over a model that searches,
  /// what is typed becomes its query; otherwise it filters the items shown, by `matching`.
  private convenience init<Model: PagingModel>(
    _ question: String, model: Model, maxHeight: Int, matching: ((Item, String) -> Bool)?,
    row: @escaping (Item) -> Row, filterPlaceholder: String,
    turnPage: ((ChooserKeys.PageTurn) -> Void)?,
    lines: LinePaging,
    list makeList: @escaping (Int?, @escaping (Item) -> AnyView) -> PaginatedList<[Item], AnyView>
  ) where Model.Item == Item {
    let start = { _ = model.start() }
    let retry = { _ = model.tryAgain() }
    defer {
      let filter = ChooserFilter<Item>(matching: matching)
      let searching = model as? any SearchablePagingModel
      lineQuestion = question
      lineMenu = LineMenu(
        items: { query in
          searching != nil || query.isEmpty
            ? model.items : filter.offsets(of: model.items, query: query).map { model.items[$0] }
        },
        state: { model.state }, start: { model.start() }, tryAgain: { model.tryAgain() },
        turnsPages: lines.turnsPages, hasNext: lines.hasNext, hasPrevious: lines.hasPrevious,
        next: lines.next, previous: lines.previous,
        search: { query in
          guard let searching else { return nil }
          Self.setQuery(query, of: searching)
          return searching.searchNow()
        },
        position: { lines.position(PaginationLabels()) })
      rowLabel = { item in
        AnyView(row(item)).renderTranscript(width: 200).split(separator: "\n").joined(
          separator: ", ")
      }
    }
    if let searching = model as? any SearchablePagingModel {
      self.init(
        question, maxHeight: maxHeight, placeholder: "type to search",
        items: { model.items }, visible: { _ in Array(model.items.indices) },
        list: { selection, _, row in AnyView(makeList(selection, row)) },
        row: row, queryChanged: { Self.setQuery($0, of: searching) }, turnPage: turnPage,
        start: start, retry: retry,
        search: Search(
          isPending: { searching.hasPendingSearch || model.state == .loading },
          now: { searching.searchNow() }, state: { model.state }))
      return
    }
    let filter = ChooserFilter<Item>(matching: matching)
    self.init(
      question, maxHeight: maxHeight, placeholder: filterPlaceholder,
      items: { model.items },
      visible: { query in filter.offsets(of: model.items, query: query) },
      list: { selection, query, row in
        _ = filter.offsets(of: model.items, query: query)
        let included = filter.included
        return AnyView(
          makeList(selection, row).filter { query.isEmpty || included.contains($0.id) })
      },
      row: row, queryChanged: { _ in }, turnPage: turnPage, start: start, retry: retry)
  }

  /// Sets the query of a model that searches, whatever its item type.
  private static func setQuery(_ query: String, of model: any SearchablePagingModel) {
    model.query = query
  }

  /// A source that searches: whether a search is pending, starting it now, and its state.
  struct Search {
    var isPending: () -> Bool
    var now: () -> Task<Void, Never>?
    var state: () -> PaginationState
  }

  private init(
    _ question: String, maxHeight: Int, placeholder: String, items: @escaping () -> [Item],
    visible: @escaping (String) -> [Int],
    list: @escaping (Int?, String, @escaping (Item) -> AnyView) -> AnyView,
    row: @escaping (Item) -> Row, queryChanged: @escaping (String) -> Void,
    turnPage: ((ChooserKeys.PageTurn) -> Void)?, start: @escaping () -> Void,
    retry: @escaping () -> Void, search: Search? = nil
  ) {
    self.items = items
    self.start = start
    var marking: () -> Bool = { false }
    var chooseWhenSearched: (Task<Void, Never>?) -> Void = { _ in }
    application = Application(
      state: ChooserState(), screen: .inline(maxHeight: maxHeight, onExit: .clear),
      reportsMouse: true
    ) { state in
      let several = marking()
      let keys =
        several
        ? "↑/↓ move · Tab mark · Enter choose · Esc cancel"
        : turnPage != nil
          ? "↑/↓ move · ←/→ page · Enter choose · Esc cancel"
          : "↑/↓ move · Enter choose · Esc cancel"
      let hint = state.choosesWhenSearched ? "Searching…" : state.message ?? keys
      return AnyView(
        VStack(alignment: .leading) {
          HStack(spacing: 1) {
            Prompt.question(question).fixedSize()
            TextField(state: state.filter, placeholder: placeholder).focused()
          }
          // Until a move, the first item that passes the filter is the selected one.
          list(state.selection.index ?? visible(state.query).first, state.query) { item in
            if several {
              AnyView(
                HStack(spacing: 1) {
                  Text(state.isMarked(item) ? "[x]" : "[ ]").fixedSize()
                  row(item)
                })
            } else {
              AnyView(row(item))
            }
          }
          Prompt.hint(hint)
        })
    } onEvent: { state, event in
      if case .key = event {
        // A key cancels a choice waiting for its search, and clears a message.
        state.choosesWhenSearched = false
        state.message = nil
      }
      if event == .key(.enter), let search, search.isPending(), !marking() {
        // Enter chooses from what was typed: the search runs now, and its first item is
        // chosen once it is in.
        state.choosesWhenSearched = true
        chooseWhenSearched(search.now())
        return .continue
      }
      let before = state.query
      let action = ChooserKeys.handle(
        event, state: &state, items: items(), visible: visible(state.query),
        marksSeveral: marking(), turnPage: turnPage, retry: retry)
      if state.query != before { queryChanged(state.query) }
      return action
    }
    marking = { [unowned self] in self.marksSeveral }
    chooseWhenSearched = { [unowned self] load in
      self.choose(after: load, search: search)
    }
  }

  /// Chooses the first item found once `load` — the search Enter started — is over:
  /// unless a key came meanwhile; with no match, the prompt stays and says so; after a
  /// failure, the list shows it.
  private func choose(after load: Task<Void, Never>?, search: Search?) {
    let tracker = WorkTracker.current
    tracker.task("Chooser: choosing once the search is in") { [weak self] in
      if let load { await tracker.value(of: load) }
      guard let self else { return }
      let found = self.items()
      let failed: Bool
      if case .error = search?.state() { failed = true } else { failed = false }
      self.application.update { state in
        guard state.choosesWhenSearched else { return .continue }
        state.choosesWhenSearched = false
        if let first = found.first, !failed {
          state.selection = ListSelection(0)
          state.chosen = [first]
          return .quit
        }
        if !failed { state.message = "No match for \u{201C}\(state.query)\u{201D}" }
        return .continue
      }
    }
  }

  /// Prints `text` above the list, where it stays in the scrollback.
  public func print(_ text: String) {
    application.print(text)
  }

  /// Prints `view` above the list (see `Application`'s `print`).
  public func print(_ view: some View) {
    application.print(view)
  }

  /// Shows the prompt until the user chooses or cancels, and returns the item chosen.
  ///
  /// - Parameter defaultItem: The answer without a terminal (a pipe, CI, `TERM=dumb`);
  ///   with none, no terminal is an error.
  /// - Throws: ``PromptError/cancelled``, ``PromptError/noTerminal``, or a ``TerminalError``.
  public func run(default defaultItem: Item? = nil) async throws -> Item {
    marksSeveral = false
    guard Prompt.canAsk else { return try Prompt.fallback(defaultItem) }
    if let driver = CurrentDriver.resolved as? AccessibleDriver, let lineMenu {
      return try await driver.choose(
        lineQuestion, from: lineMenu, label: rowLabel, default: defaultItem)
    }
    guard let chosen = try await ask().first else { throw PromptError.cancelled }
    return chosen
  }

  /// Shows the prompt until the user chooses or cancels, with Tab marking items, and
  /// returns those marked, in the order they were marked — or the selected item alone
  /// when none was.
  ///
  /// - Parameter defaultItems: The answer without a terminal; with none, no terminal is
  ///   an error.
  /// - Throws: ``PromptError/cancelled``, ``PromptError/noTerminal``, or a ``TerminalError``.
  public func runChoosingSeveral(default defaultItems: [Item]? = nil) async throws -> [Item] {
    marksSeveral = true
    guard Prompt.canAsk else { return try Prompt.fallback(defaultItems) }
    return try await ask()
  }

  private func ask() async throws -> [Item] {
    start()
    guard let chosen = try await application.run().chosen else {
      throw PromptError.cancelled
    }
    return chosen
  }
}
