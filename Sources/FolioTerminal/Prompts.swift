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
  /// Whether keys can be read and a region drawn: a terminal exists and is not `dumb`.
  @MainActor
  static var canAsk: Bool {
    guard Platform.terminalEnvironment()["TERM"] != "dumb" else { return false }
    return (try? TerminalSession()) != nil
  }

  /// The answer without a terminal: the default, or the error that says why there is none.
  static func fallback<Answer>(_ answer: Answer?) throws(PromptError) -> Answer {
    guard let answer else { throw .noTerminal }
    return answer
  }

  /// `? question`, the mark in the theme's accent.
  static func question(_ text: String) -> some View {
    HStack(spacing: 1) {
      Text("?").bold().foregroundColor(.cyan)
      Text(text).bold().truncated()
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
        Text(environment.symbols.isASCII ? "v" : "✓").foregroundColor(.green)
        Text(question).bold().layoutPriority(1).truncated()
        Text(answer).foregroundColor(.cyan).truncated()
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
  struct State {
    var answer: Bool?
  }
  let choices =
    switch defaultAnswer {
    case true: "(Y/n)"
    case false: "(y/N)"
    default: "(y/n)"
    }
  let application = Application(
    state: State(), screen: .inline(maxHeight: 1, onExit: .keep)
  ) { state in
    if let answer = state.answer {
      Prompt.answered(question, answer ? "yes" : "no")
    } else {
      HStack(spacing: 1) {
        Prompt.question(question).layoutPriority(1)
        Text(choices).dim()
      }
    }
  } onEvent: { state, event in
    guard case .key(let key) = event else { return .continue }
    switch key {
    case .character("y"), .character("Y"):
      state.answer = true
    case .character("n"), .character("N"):
      state.answer = false
    case .enter where defaultAnswer != nil:
      state.answer = defaultAnswer
    case .escape:
      return .quit
    default:
      return .continue
    }
    return .quit
  }
  guard let answer = try await application.run().answer else { throw PromptError.cancelled }
  return answer
}

// MARK: - Choose

/// The state of a ``Chooser``: what is selected and typed, and how it ended.
struct ChooserState {
  var selection = ListSelection()
  var query = ""
  var chosen: Int?
  var cancelled = false
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

/// A prompt that asks the user to choose one of the items a ``Paginator`` loads, drawn
/// inline under the shell prompt, while the program may print lines above it.
///
/// ```swift
/// let chooser = Chooser("Deploy which build?", from: builds) { build in BuildRow(build) }
/// Task { for await line in log { chooser.print(line) } }  // lands above the list
/// let build = try await chooser.run()
/// ```
///
/// ↑/↓ (and Page Up/Down, Home/End, the wheel) move; the list asks for the next page when
/// its load-more footer comes into view and shows the paginator's loading, empty and error
/// states, and `Ctrl-R` retries a failed page. Typing filters the items loaded so far (the
/// question line says so), Backspace and Ctrl-U edit the filter. Enter chooses; Esc or
/// Ctrl-C cancel. The list is cleared when the prompt ends, so the shell's next line
/// follows what was printed.
@MainActor
public final class Chooser<Source: PaginatedDataSource, Row: View> {
  private let application: Application<ChooserState, AnyView>
  private let paginator: Paginator<Source>

  /// A chooser over `paginator` (see ``choose(_:from:maxHeight:default:matching:row:)``
  /// for the parameters).
  public init(
    _ question: String, from paginator: Paginator<Source>, maxHeight: Int = 12,
    matching: ((Source.Item, String) -> Bool)? = nil,
    @ViewBuilder row: @escaping (Source.Item) -> Row
  ) {
    self.paginator = paginator
    let matches =
      matching ?? { (item: Source.Item, query: String) -> Bool in
        String(describing: item).lowercased().contains(query.lowercased())
      }
    let scroll = ListScrollState()
    application = Application(
      state: ChooserState(), screen: .inline(maxHeight: maxHeight, onExit: .clear),
      reportsMouse: false
    ) { state in
      AnyView(
        VStack(alignment: .leading) {
          HStack(spacing: 1) {
            Prompt.question(question).layoutPriority(1)
            if state.query.isEmpty {
              Text("(type to filter the loaded items)").dim().truncated()
            } else {
              Text(Sanitizer.sanitize(state.query)).foregroundColor(.cyan).truncated()
            }
          }
          // Until a move, the first item that passes the filter is the selected one.
          let selection =
            state.selection.index
            ?? paginator.items.firstIndex { state.query.isEmpty || matches($0, state.query) }
          PaginatedList(paginator: paginator, selection: selection, row: row)
            .filter { state.query.isEmpty || matches($0, state.query) }
            .scrollState(scroll)
          Prompt.hint("↑/↓ move · Enter choose · Esc cancel")
        })
    } onEvent: { state, event in
      let items = paginator.items
      let visible = items.indices.filter {
        state.query.isEmpty || matches(items[$0], state.query)
      }
      return ChooserKeys.handle(event, state: &state, visible: visible) {
        _ = paginator.retryInBackground()
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
  public func run(default defaultItem: Source.Item? = nil) async throws -> Source.Item {
    guard Prompt.canAsk else { return try Prompt.fallback(defaultItem) }
    if paginator.state == .idle { _ = paginator.loadFirstPageInBackground() }
    let final = try await application.run()
    guard let index = final.chosen, paginator.items.indices.contains(index) else {
      throw PromptError.cancelled
    }
    return paginator.items[index]
  }
}

/// The keys of a chooser, over the indices of the items that pass the filter.
enum ChooserKeys {
  @MainActor
  static func handle(
    _ event: TerminalEvent, state: inout ChooserState, visible: [Int], retry: () -> Void
  ) -> ApplicationAction {
    // The position of the selection among the visible items.
    var position = state.selection.index.flatMap { visible.firstIndex(of: $0) } ?? 0
    func select() {
      state.selection = ListSelection(visible.isEmpty ? nil : visible[position])
    }
    switch event {
    case .key(.down), .key(.ctrl("n")):
      position = min(position + 1, max(visible.count - 1, 0))
    case .key(.up), .key(.ctrl("p")):
      position = max(position - 1, 0)
    case .key(.pageDown):
      position = min(position + 10, max(visible.count - 1, 0))
    case .key(.pageUp):
      position = max(position - 10, 0)
    case .key(.home):
      position = 0
    case .key(.end):
      position = max(visible.count - 1, 0)
    case .mouse(let mouse):
      switch mouse.kind {
      case .scrollDown: position = min(position + 3, max(visible.count - 1, 0))
      case .scrollUp: position = max(position - 3, 0)
      default: return .continue
      }
    case .key(.enter):
      guard !visible.isEmpty else { return .continue }
      select()
      state.chosen = state.selection.index
      return .quit
    case .key(.escape):
      state.cancelled = true
      return .quit
    case .key(.ctrl("r")):
      retry()
      return .continue
    case .key(.backspace):
      guard !state.query.isEmpty else { return .continue }
      state.query.removeLast()
      position = 0
      state.selection = ListSelection(nil)
      return .continue
    case .key(.ctrl("u")):
      state.query = ""
      state.selection = ListSelection(nil)
      return .continue
    case .key(let key):
      guard case .character(let character) = key.key, key.modifiers.isEmpty else {
        return .continue
      }
      state.query.append(character)
      state.selection = ListSelection(nil)
      return .continue
    case .paste(let text):
      let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
      state.query += Sanitizer.sanitize(line)
      state.selection = ListSelection(nil)
      return .continue
    default:
      return .continue
    }
    select()
    return .continue
  }
}
