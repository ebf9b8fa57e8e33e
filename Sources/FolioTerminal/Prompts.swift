import Folio

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
  if let driver = CurrentDriver.resolved as? AccessibleDriver {
    return try await driver.confirm(question, default: defaultAnswer)
  }
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
  if let driver = CurrentDriver.resolved as? AccessibleDriver {
    return try await driver.ask(
      question, default: defaultAnswer, isMasked: isMasked, maxLength: maxLength,
      validate: validate)
  }
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

// MARK: - Choose

/// Asks the user to choose one of the items `paginator` loads, in a list of at most
/// `maxHeight` rows under the prompt, and returns the item chosen: the shorthand for
/// ``Chooser`` when nothing is printed meanwhile. Any infinite model will do — a
/// `Paginator` (typing filters the items loaded), a `SearchablePaginator` (typing
/// searches), a model of your own.
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
///   - matching: Whether an item matches what was typed, for a model that does not
///     search; by default, whether its description contains the text, ignoring case.
///   - row: The view of an item's row.
/// - Throws: ``PromptError/cancelled``, ``PromptError/noTerminal``, or a ``TerminalError``.
@MainActor
public func choose<Model: InfinitePagingModel, Row: View>(
  _ question: String, from paginator: Model, maxHeight: Int = 12,
  default defaultItem: Model.Item? = nil,
  matching: ((Model.Item, String) -> Bool)? = nil,
  @ViewBuilder row: @escaping (Model.Item) -> Row
) async throws -> Model.Item {
  let chooser = Chooser(
    question, from: paginator, maxHeight: maxHeight, matching: matching, row: row)
  return try await chooser.run(default: defaultItem)
}

/// Asks the user to choose one of the items of the pages `navigator` shows — a
/// `PageNavigator`, a `SearchablePageNavigator` or a model of your own — a page at a
/// time under the prompt (←/→ turn pages), and returns the item chosen.
@MainActor
public func choose<Model: NumberedPagingModel, Row: View>(
  _ question: String, from navigator: Model, maxHeight: Int = 14,
  default defaultItem: Model.Item? = nil,
  matching: ((Model.Item, String) -> Bool)? = nil,
  @ViewBuilder row: @escaping (Model.Item) -> Row
) async throws -> Model.Item {
  let chooser = Chooser(
    question, from: navigator, maxHeight: maxHeight, matching: matching, row: row)
  return try await chooser.run(default: defaultItem)
}
