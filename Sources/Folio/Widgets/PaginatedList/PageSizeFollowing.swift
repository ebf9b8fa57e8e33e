/// A numbered list's page size following the rows it has room for (see
/// ``PaginatedList/pageSizeFollowsHeight(onSelectionMoved:)``): the model it resizes, the
/// size and selection it showed, and whom to tell where the selected item went.
struct PageSizeFollower: Sendable {
  /// Sets the model's page size keeping the item at an offset; returns its new offset.
  let resize: @MainActor (_ size: Int, _ keepingItemAt: Int) -> Int
  /// The page size the frame was drawn with.
  let pageSize: Int
  /// The selected offset on the page drawn.
  var selection: Int?
  /// Told the selected item's offset on the new page.
  let onSelectionMoved: @MainActor (Int) -> Void

  /// The finding of a frame whose list had room for `rows` one-line rows.
  func finding(rows: Int) -> PageSizeChange? {
    guard rows > 0, rows != pageSize else { return nil }
    return PageSizeChange(follower: self, rows: rows)
  }
}

/// A frame that had room for a different number of rows than the page holds: after the
/// frame, the model's page size becomes that number, keeping the selected item in view.
struct PageSizeChange: FrameFinding {
  let follower: PageSizeFollower
  /// The rows the list had room for.
  let rows: Int

  @MainActor
  func apply() {
    let offset = follower.resize(rows, follower.selection ?? 0)
    if follower.selection != nil { follower.onSelectionMoved(offset) }
  }
}
