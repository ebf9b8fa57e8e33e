/// The selected row of a list, and the moves and edits a key handler makes to it.
///
/// A plain value to keep in your app's state and bind keys to; every move clamps to the
/// rows that exist, and edits keep the selection on a sensible row.
///
/// ```swift
/// case .key(.down): state.selection.moveDown(count: items.count)
/// case .key(.character("d")): state.selection.delete(from: &items)
/// ```
public struct ListSelection: Hashable, Sendable {
  /// The selected row, or `nil` when nothing is selected (an empty list).
  public var index: Int?

  /// A selection of row `index` (the first row by default).
  public init(_ index: Int? = 0) {
    self.index = index
  }

  /// Keeps the selection inside `0..<count` (nothing selected when `count` is 0).
  public mutating func clamp(count: Int) {
    guard count > 0 else {
      index = nil
      return
    }
    index = min(max(0, index ?? 0), count - 1)
  }

  /// Moves down `step` rows (one by default), stopping at the last.
  public mutating func moveDown(_ step: Int = 1, count: Int) {
    index = (index ?? -1).saturatingAdd(max(0, step))
    clamp(count: count)
  }

  /// Moves up `step` rows (one by default), stopping at the first.
  public mutating func moveUp(_ step: Int = 1, count: Int) {
    index = (index ?? 0).saturatingAdd(-max(0, step))
    clamp(count: count)
  }

  /// Selects the first row.
  public mutating func moveToFirst(count: Int) {
    index = 0
    clamp(count: count)
  }

  /// Selects the last row.
  public mutating func moveToLast(count: Int) {
    index = max(count, 1) - 1
    clamp(count: count)
  }

  /// Removes the selected element from `items` and returns it; the selection stays at the
  /// same position (or the new last row). Nothing happens when nothing is selected.
  @discardableResult
  public mutating func delete<Element>(from items: inout [Element]) -> Element? {
    guard let index, items.indices.contains(index) else { return nil }
    let removed = items.remove(at: index)
    clamp(count: items.count)
    return removed
  }

  /// Moves the selected element `offset` places (negative: up) within `items`, clamped to
  /// the ends, and keeps it selected.
  public mutating func moveSelected<Element>(in items: inout [Element], by offset: Int) {
    guard let index, items.indices.contains(index) else { return }
    let target = min(max(0, index.saturatingAdd(offset)), items.count - 1)
    let element = items.remove(at: index)
    items.insert(element, at: target)
    self.index = target
  }
}
