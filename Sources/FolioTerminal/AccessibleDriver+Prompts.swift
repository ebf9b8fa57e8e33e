import Folio

/// The prompts as lines, for ``AccessibleDriver``.
extension AccessibleDriver {
  /// `question (y/N) `, until `y`, `n` or — with a default — an empty line.
  func confirm(_ question: String, default defaultAnswer: Bool?) async throws -> Bool {
    let choices = defaultAnswer.map { $0 ? "(Y/n)" : "(y/N)" } ?? "(y/n)"
    while true {
      guard let line = try await readLine(prompt: "\(question) \(choices) ") else {
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
    while true {
      guard var line = try await readLine(prompt: "\(question)\(hint): ", masked: isMasked)
      else { throw PromptError.cancelled }
      line = Self.spoken(line)
      if let maxLength, line.count > maxLength {
        line = String(line.prefix(maxLength))
        try say(["Only the first \(maxLength) characters were taken."])
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
  /// loads more of an infinite list), `/text` searches (or filters), an empty line reads
  /// the menu again; the end of the input cancels.
  func choose<Item>(
    _ question: String, from menu: LineMenu<Item>, label: (Item) -> String
  ) async throws -> Item {
    await menu.start()?.value
    var query = ""
    var readMenu = true
    while true {
      let items = menu.items(query)
      if readMenu {
        var lines = [question]
        if let error = menu.state().errorMessage { lines.append("alert: \(error)") }
        if items.isEmpty { lines.append(query.isEmpty ? "No items." : "No match for \(query).") }
        for (index, item) in items.enumerated() { lines.append("\(index + 1). \(label(item))") }
        if let position = menu.position() { lines.append(position) }
        try say(lines)
      }
      readMenu = true
      var keys = ["a number"]
      if menu.next != nil { keys.append("n for more") }
      if menu.previous != nil { keys.append("p for the previous page") }
      keys.append("/text to search")
      guard let line = try await readLine(prompt: "Choose: \(keys.joined(separator: ", ")): ")
      else { throw PromptError.cancelled }
      let answer = line.trimmingSpaces
      if let number = Int(answer) {
        if items.indices.contains(number - 1) { return items[number - 1] }
        try say(["No item \(number); choose 1 to \(items.count)."])
        readMenu = false
      } else if answer.lowercased() == "n", let next = menu.next {
        await next()?.value
      } else if answer.lowercased() == "p", let previous = menu.previous {
        await previous()?.value
      } else if answer.hasPrefix("/") {
        query = String(answer.dropFirst())
        await menu.search(query)?.value
      } else if answer.isEmpty {
        continue
      } else {
        try say(["Type a number, n, p or /text."])
        readMenu = false
      }
    }
  }
}

/// What a line menu needs of a paging model.
struct LineMenu<Item> {
  /// The items to number, for a query (a model that does not search filters its items).
  var items: (String) -> [Item]
  var state: () -> PaginationState
  var start: () -> Task<Void, Never>?
  /// The next page, or more items; nil when the model has no pages to turn.
  var next: (() -> Task<Void, Never>?)?
  var previous: (() -> Task<Void, Never>?)?
  /// Searches for a query: the model's search, or nothing (the items are filtered).
  var search: (String) -> Task<Void, Never>?
  /// Where the menu is: `Page 2 of 5`.
  var position: () -> String?
}

extension String {
  /// This string without spaces at either end.
  var trimmingSpaces: String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}

extension PaginationState {
  /// The message of an error state.
  fileprivate var errorMessage: String? {
    if case .error(let message) = self { return message }
    return nil
  }
}
