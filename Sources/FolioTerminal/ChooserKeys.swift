import Folio

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
