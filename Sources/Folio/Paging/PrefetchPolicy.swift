/// When an accumulating paginator asks for the next page as rows come into view.
public enum PrefetchPolicy: Equatable, Sendable {
  /// Load when the last loaded item appears.
  case lastItem
  /// Load when an item within `n` of the end appears, so the next page is usually there
  /// before the user reaches the end.
  case threshold(Int)

  /// The default for `pageSize`: a quarter of a page ahead, at least 3 items.
  static func standard(pageSize: Int) -> PrefetchPolicy {
    .threshold(max(3, pageSize / 4))
  }

  /// Whether the item at `index` of `count` loaded items should trigger the next page.
  func triggers(index: Int, count: Int) -> Bool {
    guard index >= 0, index < count else { return false }
    switch self {
    case .lastItem: return index == count - 1
    case .threshold(let n): return index >= count - max(n, 1)
    }
  }
}
