/// A small least-recently-used cache: reading or storing an entry makes it the most
/// recent, and storing beyond capacity evicts the least recent.
///
/// - Complexity: O(capacity) per operation; capacities are a handful of pages.
struct PageCache<Key: Hashable, Value> {
  let capacity: Int
  private var entries: [Key: Value] = [:]
  /// Keys from least to most recently used.
  private var order: [Key] = []

  init(capacity: Int) {
    self.capacity = max(capacity, 0)
  }

  var count: Int { entries.count }

  /// The value for `key`, marking it as the most recently used.
  mutating func value(for key: Key) -> Value? {
    guard let value = entries[key] else { return nil }
    touch(key)
    return value
  }

  /// Whether `key` is cached, without changing its recency.
  func contains(_ key: Key) -> Bool { entries[key] != nil }

  mutating func insert(_ value: Value, for key: Key) {
    guard capacity > 0 else { return }
    entries[key] = value
    touch(key)
    while order.count > capacity {
      entries[order.removeFirst()] = nil
    }
  }

  mutating func removeAll() {
    entries = [:]
    order = []
  }

  private mutating func touch(_ key: Key) {
    if let index = order.firstIndex(of: key) { order.remove(at: index) }
    order.append(key)
  }
}
