/// The items of a chooser that pass what was typed: worked out once for each change of
/// the text or of the items — never again for a frame, or for a key that changed neither —
/// and, with the default match, narrowed from the last answer when the text only grew, so a
/// burst of keys costs no more at its thousandth key than at its second.
@MainActor
final class ChooserFilter<Item: Identifiable> {
  /// A user's match; nil for the default: the item's description contains the text,
  /// ignoring case (as UTF-8 bytes, each description folded once).
  private let matching: ((Item, String) -> Bool)?
  /// The text and the items the answer is for.
  private var query = ""
  private var ids: [Item.ID] = []
  /// Whether an answer was worked out at all.
  private var isWorkedOut = false
  /// The offsets of the items that pass, and their identifiers.
  private var offsets: [Int] = []
  private(set) var included: Set<Item.ID> = []
  /// The default match's case-folded descriptions, by item, made once an item.
  private var folded: [Item.ID: [UInt8]] = [:]
  /// The text, case-folded once for the default match.
  private var foldedQuery: [UInt8] = []

  init(matching: ((Item, String) -> Bool)?) {
    self.matching = matching
  }

  /// The offsets of `items` that match `query`: all of them for an empty query.
  func offsets(of items: [Item], query: String) -> [Int] {
    let sameItems = isWorkedOut && hasSameIdentifiers(items)
    guard !sameItems || query != self.query else { return offsets }
    // Only the items that passed the shorter text can pass a longer one, with the default
    // match (a user's match may not work that way).
    let narrows =
      sameItems && matching == nil && !self.query.isEmpty && query.hasPrefix(self.query)
    let candidates = narrows ? offsets : Array(items.indices)
    if !sameItems {
      ids = items.map { $0.id }
      // Descriptions of items no longer shown are forgotten.
      let shown = Set(ids)
      folded = folded.filter { shown.contains($0.key) }
    }
    isWorkedOut = true
    self.query = query
    foldedQuery = Array(query.lowercased().utf8)
    offsets = query.isEmpty ? candidates : candidates.filter { matches(items[$0]) }
    included = Set(offsets.map { ids[$0] })
    return offsets
  }

  /// Whether `items` are the items of the last answer, in order: compared in place.
  private func hasSameIdentifiers(_ items: [Item]) -> Bool {
    guard items.count == ids.count else { return false }
    for index in items.indices where items[index].id != ids[index] { return false }
    return true
  }

  private func matches(_ item: Item) -> Bool {
    if let matching { return matching(item, query) }
    let description: [UInt8]
    if let known = folded[item.id] {
      description = known
    } else {
      description = Array(String(describing: item).lowercased().utf8)
      folded[item.id] = description
    }
    return Self.contains(foldedQuery, in: description)
  }

  /// Whether `needle`'s bytes stand together in `haystack`.
  private static func contains(_ needle: [UInt8], in haystack: [UInt8]) -> Bool {
    guard let first = needle.first else { return true }
    guard haystack.count >= needle.count else { return false }
    return haystack.withUnsafeBufferPointer { hay in
      needle.withUnsafeBufferPointer { pin in
        var start = 0
        let last = hay.count - pin.count
        while start <= last {
          if hay[start] == first {
            var offset = 1
            while offset < pin.count && hay[start + offset] == pin[offset] { offset += 1 }
            if offset == pin.count { return true }
          }
          start += 1
        }
        return false
      }
    }
  }
}
