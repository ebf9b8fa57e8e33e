import Folio

/// The prompts as lines, for ``AccessibleDriver``. The end of the input answers with the
/// default when there is one (a script's `</dev/null`), and cancels otherwise.
extension AccessibleDriver {
  /// `question (y/N) `, until `y`, `n` or — with a default — an empty line.
  func confirm(_ question: String, default defaultAnswer: Bool?) async throws -> Bool {
    let choices = defaultAnswer.map { $0 ? "(Y/n)" : "(y/N)" } ?? "(y/n)"
    while true {
      guard let line = try await readLine(prompt: "\(question) \(choices) ") else {
        if let defaultAnswer { return defaultAnswer }
        throw PromptError.cancelled
      }
      switch line.trimmingSpaces.lowercased() {
      case "y", "yes": return true
      case "n", "no": return false
      case "" where defaultAnswer != nil: return defaultAnswer!
      default: try say(["Answer y or n."])
      }
    }
  }

  /// `question: `, until a line `validate` accepts (an empty one is the default, if any).
  func ask(
    _ question: String, default defaultAnswer: String?, isMasked: Bool,
    maxLength: Int?, validate: (String) -> String?
  ) async throws -> String {
    let hint = defaultAnswer.map { isMasked ? "" : " [\($0)]" } ?? ""
    let limit = maxLength.map { max(0, $0) }
    while true {
      guard var line = try await readLine(prompt: "\(question)\(hint): ", masked: isMasked)
      else {
        if let defaultAnswer { return defaultAnswer }
        throw PromptError.cancelled
      }
      line = Self.spoken(line)
      if let limit, line.count > limit {
        line = String(line.prefix(limit))
        try say(["Only the first \(limit) characters were taken."])
      }
      if line.isEmpty, let defaultAnswer { return defaultAnswer }
      if let problem = validate(line) {
        try say([problem])
        continue
      }
      return line
    }
  }

  /// A numbered menu of `menu`'s items: a number chooses, `n` and `p` turn pages (`n`
  /// loads more of an infinite list, and reads only the items it added), `r` tries a
  /// failed load again, `/text` searches (or filters), an empty line reads the menu again.
  func choose<Item>(
    _ question: String, from menu: LineMenu<Item>, label: (Item) -> String,
    default defaultItem: Item?
  ) async throws -> Item {
    try await waitSaying(menu.start())
    var query = ""
    var readFrom: Int? = 0
    var heading = true
    while true {
      let items = menu.items(query)
      if let from = readFrom {
        var lines = heading ? [question] : []
        if case .error(let message) = menu.state() {
          lines.append("alert: \(message). Type r to try again.")
        }
        if items.isEmpty { lines.append(query.isEmpty ? "No items." : "No match for \(query).") }
        for index in items.indices where index >= from {
          lines.append("\(index + 1). \(label(items[index]))")
        }
        if let position = menu.position() { lines.append(position) }
        try say(lines)
      }
      readFrom = 0
      heading = true
      var keys = items.isEmpty ? [] : ["a number"]
      if menu.hasNext() { keys.append("n for more") }
      if menu.hasPrevious() { keys.append("p for the previous page") }
      if case .error = menu.state() { keys.append("r to try again") }
      keys.append("/text to search")
      guard let line = try await readLine(prompt: "Choose: \(keys.joined(separator: ", ")): ")
      else {
        if let defaultItem { return defaultItem }
        throw PromptError.cancelled
      }
      let answer = line.trimmingSpaces
      let command = answer.lowercased()
      if let number = Int(answer) {
        if number >= 1, number <= items.count { return items[number - 1] }
        try say([items.isEmpty ? "There is nothing to choose." : "Choose 1 to \(items.count)."])
        readFrom = nil
      } else if command == "n", menu.hasNext() {
        // An infinite list reads what it added; a numbered one its new page.
        if !menu.turnsPages {
          readFrom = items.count
          heading = false
        }
        try await waitSaying(menu.next())
      } else if command == "p", menu.hasPrevious() {
        try await waitSaying(menu.previous())
      } else if command == "r", case .error = menu.state() {
        try await waitSaying(menu.tryAgain())
      } else if answer.hasPrefix("/") {
        query = String(answer.dropFirst())
        try await waitSaying(menu.search(query))
      } else if !answer.isEmpty {
        try say(["Type \(keys.joined(separator: ", "))."])
        readFrom = nil
      }
    }
  }

  /// Waits for `load`, having said that it is loading when it has not finished at once.
  private func waitSaying(_ load: Task<Void, Never>?) async throws {
    guard let load else { return }
    try say([environment.stateLabels.loading])
    await load.value
  }
}

/// What a line menu needs of a paging model.
struct LineMenu<Item> {
  /// The items to number, for a query (a model that does not search filters its items).
  var items: (String) -> [Item]
  var state: () -> PaginationState
  var start: () -> Task<Void, Never>?
  var tryAgain: () -> Task<Void, Never>?
  /// Whether pages are turned (a numbered model) rather than added to (an infinite one).
  var turnsPages: Bool
  /// Whether there is a next page, or more items.
  var hasNext: () -> Bool
  var hasPrevious: () -> Bool
  /// The next page, or more items.
  var next: () -> Task<Void, Never>?
  var previous: () -> Task<Void, Never>?
  /// Searches for a query: the model's search, or nothing (the items are filtered).
  var search: (String) -> Task<Void, Never>?
  /// Where the menu is: `Page 2 of 5`.
  var position: () -> String?
}

/// How a line menu turns the pages of a model: what differs between an infinite and a
/// numbered one.
struct LinePaging {
  var turnsPages: Bool
  var hasNext: () -> Bool
  var hasPrevious: () -> Bool
  var next: () -> Task<Void, Never>?
  var previous: () -> Task<Void, Never>?
  /// Where the menu is, in the pagination labels' words.
  var position: (PaginationLabels) -> String?
}

extension String {
  /// This string without spaces at either end.
  var trimmingSpaces: String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}
