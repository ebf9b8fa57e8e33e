import Folio

/// Why a prompt returned no answer.
public enum PromptError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The user left the prompt with Esc or Ctrl-C.
  case cancelled
  /// There is no terminal to ask on (a pipe, CI, `TERM=dumb`) and no default was given.
  case noTerminal

  public var description: String {
    switch self {
    case .cancelled: "cancelled"
    case .noTerminal:
      "no terminal to ask on (standard input and /dev/tty are not terminals, or TERM=dumb);"
        + " give the answer another way"
    }
  }
}

/// The prompts' common parts: the question line, the hint line, and whether they can ask.
enum Prompt {
  /// Whether keys can be read and a region drawn: on the terminal, one exists and is not
  /// `dumb`; under another driver, the driver says.
  @MainActor static var canAsk: Bool { CurrentDriver.resolved.isInteractive }

  /// The answer without a terminal: the default, or the error that says why there is none.
  static func fallback<Answer>(_ answer: Answer?) throws(PromptError) -> Answer {
    guard let answer else { throw .noTerminal }
    return answer
  }

  /// `? question`, the mark in the theme's accent.
  static func question(_ text: String) -> some View {
    EnvironmentReader { environment in
      HStack(spacing: 1) {
        Text("?").style(environment.theme.accent)
        Text(text).bold().truncated()
      }
    }
  }

  /// What the region keeps once cancelled: `✗ question` (`x` in ASCII), dim.
  static func cancelled(_ question: String) -> some View {
    EnvironmentReader { environment in
      HStack(spacing: 1) {
        Text(environment.symbols.isASCII ? "x" : "✗").style(environment.theme.error)
        Text(question).truncated()
      }
      .dim()
    }
  }

  /// A dim line of keys, in the symbols of the environment (`up/down` in ASCII).
  static func hint(_ text: String) -> some View {
    EnvironmentReader { environment in
      Text(environment.symbols.adapting(text)).dim().truncated()
    }
  }

  /// What the region keeps once answered: `✓ question answer` (`v` in ASCII).
  static func answered(_ question: String, _ answer: String) -> some View {
    EnvironmentReader { environment in
      HStack(spacing: 1) {
        Text(environment.symbols.isASCII ? "v" : "✓").style(environment.theme.success)
        Text(question).bold().layoutPriority(1).truncated()
        Text(answer).foregroundColor(environment.theme.accent.foreground ?? .cyan).truncated()
      }
    }
  }
}

// MARK: - Confirm

/// Asks a yes-or-no question on one line under the prompt and returns the answer.
///
/// ```swift
/// if try await confirm("Delete 3 branches?") { … }
/// ```
///
/// `y` or `n` answers; Enter takes `defaultAnswer` when there is one; Esc or Ctrl-C
/// cancel. The line stays in the scrollback with the answer (`✓ Delete 3 branches? yes`).
///
/// - Parameters:
///   - question: What to ask.
///   - defaultAnswer: What Enter answers, and the answer without a terminal; with none,
///     Enter waits for `y` or `n` and no terminal is an error.
/// - Throws: ``PromptError/cancelled``, ``PromptError/noTerminal``, or a ``TerminalError``.
@MainActor
public func confirm(_ question: String, default defaultAnswer: Bool? = nil) async throws -> Bool {
  guard Prompt.canAsk else { return try Prompt.fallback(defaultAnswer) }
  let application = Application(
    state: ConfirmPrompt(question: question, defaultAnswer: defaultAnswer),
    screen: .inline(maxHeight: 1, onExit: .keep)
  ) {
    $0.view
  } onEvent: {
    $0.handle($1)
  }
  guard let answer = try await application.run().answer else { throw PromptError.cancelled }
  return answer
}

/// A yes-or-no question: its state, its keys and its line.
struct ConfirmPrompt {
  let question: String
  let defaultAnswer: Bool?
  var answer: Bool?
  var cancelled = false

  var choices: String {
    switch defaultAnswer {
    case true: "(Y/n)"
    case false: "(y/N)"
    default: "(y/n)"
    }
  }

  @ViewBuilder var view: some View {
    if let answer {
      Prompt.answered(question, answer ? "yes" : "no")
    } else if cancelled {
      Prompt.cancelled(question)
    } else {
      HStack(spacing: 1) {
        Prompt.question(question).layoutPriority(1)
        Text(choices).dim()
      }
    }
  }

  mutating func handle(_ event: TerminalEvent) -> ApplicationAction {
    guard case .key(let key) = event else { return .continue }
    switch key {
    case .character("y"), .character("Y"):
      answer = true
    case .character("n"), .character("N"):
      answer = false
    case .enter where defaultAnswer != nil:
      answer = defaultAnswer
    case .escape, .ctrl("c"):
      cancelled = true
    default:
      return .continue
    }
    return .quit
  }
}

// MARK: - Text

/// Asks for a line of text under the prompt and returns it.
///
/// ```swift
/// let name = try await ask("Project name", placeholder: "my-tool") { name in
///   name.isEmpty ? "A name is needed" : nil
/// }
/// let token = try await ask("API token", isMasked: true)
/// ```
///
/// The field has the usual editing keys (←/→, Home/End, Backspace/Delete, Ctrl-A/E/K/U/W)
/// and takes pastes, cleaned of control characters. Enter answers — with `defaultAnswer`
/// when the field is empty and there is one — unless `validate` returns a message, which
/// shows under the field until the text changes. Esc or Ctrl-C cancel. The line stays in
/// the scrollback with the answer (masked answers as bullets).
///
/// - Parameters:
///   - question: What to ask.
///   - placeholder: Shown while the field is empty; by default the default answer.
///   - defaultAnswer: What Enter on an empty field answers, and the answer without a
///     terminal; with none, no terminal is an error.
///   - isMasked: Show bullets instead of what is typed, for secrets.
///   - maxLength: The most characters taken (`TextFieldState.defaultMaxLength` unless
///     given; nil for no limit). A longer paste is cut, and the prompt says so.
///   - validate: A message saying what is wrong with an answer, or nil to accept it.
/// - Throws: ``PromptError/cancelled``, ``PromptError/noTerminal``, or a ``TerminalError``.
@MainActor
public func ask(
  _ question: String, placeholder: String? = nil, default defaultAnswer: String? = nil,
  isMasked: Bool = false, maxLength: Int? = TextFieldState.defaultMaxLength,
  validate: @escaping (String) -> String? = { _ in nil }
) async throws -> String {
  guard Prompt.canAsk else { return try Prompt.fallback(defaultAnswer) }
  let prompt = TextPrompt(
    question: question, placeholder: placeholder ?? defaultAnswer ?? "",
    defaultAnswer: defaultAnswer, isMasked: isMasked, validate: validate,
    field: TextFieldState(maxLength: maxLength))
  let application = Application(state: prompt, screen: .inline(maxHeight: 2, onExit: .keep)) {
    $0.view
  } onEvent: {
    $0.handle($1)
  }
  guard let answer = try await application.run().answer else { throw PromptError.cancelled }
  return answer
}

/// A question answered with a line of text: its state, its keys and its lines.
struct TextPrompt {
  let question: String
  let placeholder: String
  let defaultAnswer: String?
  let isMasked: Bool
  let validate: (String) -> String?
  var field: TextFieldState
  var problem: String?
  var answer: String?
  var cancelled = false

  @ViewBuilder var view: some View {
    if let answer {
      EnvironmentReader { [question, isMasked] environment in
        Prompt.answered(
          question,
          isMasked ? String(repeating: environment.symbols.bullet, count: answer.count) : answer)
      }
    } else if cancelled {
      Prompt.cancelled(question)
    } else {
      VStack(alignment: .leading) {
        HStack(spacing: 1) {
          Prompt.question(question).fixedSize()
          TextField(state: field, placeholder: placeholder, isMasked: isMasked).focused()
        }
        if let problem {
          EnvironmentReader { environment in
            Text("  " + problem).style(environment.theme.error).truncated()
          }
        }
      }
    }
  }

  mutating func handle(_ event: TerminalEvent) -> ApplicationAction {
    switch event {
    case .key(.enter):
      let text = field.isEmpty ? (defaultAnswer ?? "") : field.text
      if let problem = validate(text) {
        self.problem = problem
        return .continue
      }
      answer = text
      return .quit
    case .key(.escape), .key(.ctrl("c")):
      cancelled = true
      return .quit
    default:
      let before = field.text
      if field.handle(event), field.text != before { problem = nil }
      if field.lastInsertionWasCut, let limit = field.maxLength {
        problem = "Cut to \(NumberFormatting.format(limit)) characters"
      }
      return .continue
    }
  }
}

// MARK: - Choose

/// The state of a ``Chooser``: what is selected, marked and typed, and how it ended.
struct ChooserState<Item: Identifiable> {
  var selection = ListSelection()
  var filter = TextFieldState()
  var query: String { filter.text }
  /// The items marked so far, in the order they were marked (choosing several).
  var marked: [Item] = []
  var chosen: [Item]?
  var cancelled = false
  /// Enter was pressed while a search was pending or loading: the first item of its
  /// answer is chosen once it is in, unless a key comes first.
  var choosesWhenSearched = false
  /// A line for the user in place of the hints (no match for what was searched).
  var message: String?

  func isMarked(_ item: Item) -> Bool { marked.contains { $0.id == item.id } }

  mutating func toggle(_ item: Item) {
    if let index = marked.firstIndex(where: { $0.id == item.id }) {
      marked.remove(at: index)
    } else {
      marked.append(item)
    }
  }
}

/// Asks the user to choose one of the items `paginator` loads, in a list of at most
/// `maxHeight` rows under the prompt, and returns the item chosen: the shorthand for
/// ``Chooser`` when nothing is printed meanwhile.
///
/// ```swift
/// let repositories = Paginator(dataSource: GitHubRepositories(owner: "apple"))
/// let chosen = try await choose("Repository", from: repositories) { repository in
///   Text(repository.name).truncated()
/// }
/// print(chosen.name)  // standard output carries only the answer
/// ```
///
/// - Parameters:
///   - question: The question line.
///   - paginator: The items; the first page is asked for when the prompt starts, if it
///     was not already loaded.
///   - maxHeight: The most rows the prompt takes, question and hints included.
///   - defaultItem: The answer without a terminal; with none, no terminal is an error.
///   - matching: Whether an item matches what was typed; by default, whether its
///     description contains the text, ignoring case.
///   - row: The view of an item's row.
/// - Throws: ``PromptError/cancelled``, ``PromptError/noTerminal``, or a ``TerminalError``.
@MainActor
public func choose<Source: PaginatedDataSource, Row: View>(
  _ question: String, from paginator: Paginator<Source>, maxHeight: Int = 12,
  default defaultItem: Source.Item? = nil,
  matching: ((Source.Item, String) -> Bool)? = nil,
  @ViewBuilder row: @escaping (Source.Item) -> Row
) async throws -> Source.Item {
  let chooser = Chooser(
    question, from: paginator, maxHeight: maxHeight, matching: matching, row: row)
  return try await chooser.run(default: defaultItem)
}

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

  /// A chooser over the items `paginator` loads, filtered as typed over those loaded so
  /// far (see ``choose(_:from:maxHeight:default:matching:row:)`` for the parameters).
  public convenience init<Source: PaginatedDataSource>(
    _ question: String, from paginator: Paginator<Source>, maxHeight: Int = 12,
    matching: ((Item, String) -> Bool)? = nil,
    @ViewBuilder row: @escaping (Item) -> Row
  ) where Source.Item == Item {
    let filter = ChooserFilter<Item>(matching: matching)
    let scroll = ListScrollState()
    self.init(
      question, maxHeight: maxHeight, placeholder: "type to filter the loaded items",
      items: { paginator.items },
      visible: { query in filter.offsets(of: paginator.items, query: query) },
      list: { selection, query, row in
        _ = filter.offsets(of: paginator.items, query: query)
        let included = filter.included
        return AnyView(
          PaginatedList(paginator: paginator, selection: selection, row: row)
            .filter { query.isEmpty || included.contains($0.id) }
            .scrollState(scroll))
      },
      row: row, queryChanged: { _ in }, turnPage: nil,
      start: { if paginator.state == .idle { _ = paginator.loadFirstPageInBackground() } },
      retry: { _ = paginator.retryInBackground() })
  }

  /// A chooser over the items `paginator` finds: what is typed becomes its query, so the
  /// source does the searching (after the paginator's debounce).
  public convenience init<Source: SearchablePaginatedDataSource>(
    _ question: String, from paginator: SearchablePaginator<Source>, maxHeight: Int = 12,
    @ViewBuilder row: @escaping (Item) -> Row
  ) where Source.Item == Item {
    let scroll = ListScrollState()
    self.init(
      question, maxHeight: maxHeight, placeholder: "type to search",
      items: { paginator.items },
      visible: { _ in Array(paginator.items.indices) },
      list: { selection, _, row in
        AnyView(
          PaginatedList(paginator: paginator, selection: selection, row: row).scrollState(scroll))
      },
      row: row, queryChanged: { paginator.query = $0 }, turnPage: nil,
      start: { if paginator.state == .idle { _ = paginator.loadFirstPageInBackground() } },
      retry: { _ = paginator.retryInBackground() },
      search: Search(
        isPending: { paginator.hasPendingSearch || paginator.state == .loading },
        now: { paginator.searchNow() }, state: { paginator.state }))
  }

  /// A chooser over the page `navigator` shows, with its bar and summary: ←/→ or a click
  /// on the bar turn pages, and typing filters the page shown.
  public convenience init<Source: PaginatedDataSource>(
    _ question: String, from navigator: PageNavigator<Source>, maxHeight: Int = 14,
    matching: ((Item, String) -> Bool)? = nil,
    @ViewBuilder row: @escaping (Item) -> Row
  ) where Source.Item == Item {
    let filter = ChooserFilter<Item>(matching: matching)
    self.init(
      question, maxHeight: maxHeight, placeholder: "type to filter this page",
      items: { navigator.items },
      visible: { query in filter.offsets(of: navigator.items, query: query) },
      list: { selection, query, row in
        _ = filter.offsets(of: navigator.items, query: query)
        let included = filter.included
        return AnyView(
          PaginatedList(navigator: navigator, selection: selection, row: row)
            .filter { query.isEmpty || included.contains($0.id) })
      },
      row: row, queryChanged: { _ in },
      turnPage: { target in
        switch target {
        case .next: navigator.next()
        case .previous: navigator.previous()
        case .page(let page): navigator.go(to: page)
        }
      },
      start: { if navigator.state == .idle { navigator.go(to: 1) } },
      retry: { navigator.retry() })
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

/// The keys of a chooser, over the offsets of the items that pass the filter.
enum ChooserKeys {
  /// Where a numbered chooser goes.
  enum PageTurn { case next, previous, page(Int) }

  @MainActor
  static func handle<Item: Identifiable>(
    _ event: TerminalEvent, state: inout ChooserState<Item>, items: [Item], visible: [Int],
    marksSeveral: Bool, turnPage: ((PageTurn) -> Void)?, retry: () -> Void
  ) -> ApplicationAction {
    // The position of the selection among the visible items.
    var position = state.selection.index.flatMap { visible.firstIndex(of: $0) } ?? 0
    let last = max(visible.count - 1, 0)
    func select() {
      state.selection = ListSelection(visible.isEmpty ? nil : visible[position])
    }
    func turn(_ page: PageTurn) {
      turnPage?(page)
      state.selection = ListSelection(nil)
    }
    switch event {
    case .key(.down), .key(.ctrl("n")): position = min(position + 1, last)
    case .key(.up), .key(.ctrl("p")): position = max(position - 1, 0)
    case .key(.pageDown): position = min(position + 10, last)
    case .key(.pageUp): position = max(position - 10, 0)
    case .key(.home): position = 0
    case .key(.end): position = last
    case .key(.right) where turnPage != nil:
      turn(.next)
      return .continue
    case .key(.left) where turnPage != nil:
      turn(.previous)
      return .continue
    case .key(.tab) where marksSeveral:
      guard !visible.isEmpty, items.indices.contains(visible[position]) else {
        return .continue
      }
      state.toggle(items[visible[position]])
      position = min(position + 1, last)
    case .mouse(let mouse):
      switch (mouse.kind, mouse.target) {
      case (.scrollDown, _): position = min(position + 3, last)
      case (.scrollUp, _): position = max(position - 3, 0)
      case (.press(.left), .row(let row)?):
        guard let index = visible.firstIndex(of: row) else { return .continue }
        position = index
      case (.press(.left), .page(let page)?):
        turn(.page(page))
        return .continue
      case (.press(.left), .nextPage?):
        turn(.next)
        return .continue
      case (.press(.left), .previousPage?):
        turn(.previous)
        return .continue
      case (.press(.left), .retry?):
        retry()
        return .continue
      default: return .continue
      }
    case .key(.enter):
      guard !visible.isEmpty, items.indices.contains(visible[position]) else {
        return .continue
      }
      select()
      state.chosen =
        marksSeveral && !state.marked.isEmpty ? state.marked : [items[visible[position]]]
      return .quit
    case .key(.escape):
      state.cancelled = true
      return .quit
    case .key(.ctrl("r")):
      retry()
      return .continue
    case .key(.ctrl("u")) where state.filter.isEmpty:
      return .continue
    default:
      let before = state.filter.text
      guard state.filter.handle(event) else { return .continue }
      if state.filter.lastInsertionWasCut, let limit = state.filter.maxLength {
        state.message = "Cut to \(NumberFormatting.format(limit)) characters"
      }
      // A new filter starts at the first item that passes it.
      if state.filter.text != before { state.selection = ListSelection(nil) }
      return .continue
    }
    select()
    return .continue
  }
}
