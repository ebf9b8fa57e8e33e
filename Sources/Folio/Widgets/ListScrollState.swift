/// What a ``PaginatedList`` remembers between frames: its scroll offset, what it showed, and
/// whether it already asked for the next page.
///
/// Views are values drawn anew each frame, but scrolling needs memory: moving the selection
/// up should move the cursor, not the page. Create one state per list, keep it with the
/// rest of your app's state, and pass it with ``PaginatedList/scrollState(_:)``. The list
/// reads the offset, adjusts it so the selection stays in view, and writes it back while
/// it draws. Without one, the list derives the offset from the selection alone: the first
/// rows stay in view until the selection and its padding pass the bottom edge, and from then
/// on the selection sits there, whichever way it moves.
public final class ListScrollState {
  /// The index of the first row in view.
  public var offset: Int
  /// The rows drawn in the last frame, as indices into the list's rows.
  public private(set) var visibleRows: Range<Int> = 0..<0
  /// Whether the last frame showed the load-more footer.
  public private(set) var isFooterVisible = false
  /// Remembers the next-page request, so the list asks once per page.
  public var loadTrigger: LoadMoreTrigger

  /// A state scrolled to the top.
  public init(offset: Int = 0, loadMode: LoadMoreFooter.TriggerMode = .automatic) {
    self.offset = max(0, offset)
    self.loadTrigger = LoadMoreTrigger(mode: loadMode)
  }

  func record(offset: Int, visible: Range<Int>, footerVisible: Bool) {
    self.offset = offset
    self.visibleRows = visible
    self.isFooterVisible = footerVisible
  }
}
