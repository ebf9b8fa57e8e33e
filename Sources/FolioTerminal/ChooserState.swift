import Folio

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
