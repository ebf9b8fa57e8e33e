/// What a ``PaginatedList`` remembers between frames: its scroll offset, what it showed, and
/// whether it already asked for the next page.
///
/// Views are values drawn anew each frame, but scrolling needs memory: moving the selection
/// up should move the cursor, not the page. Create one state per list, keep it with the
/// rest of your app's state, and pass it with ``PaginatedList/scrollState(_:)``. The list
/// starts from the offset, adjusts it so the selection stays in view, and says where it
/// ended in the frame's report; ``FrameReport/apply()`` (which the terminal runtime calls
/// after each frame) writes it back. Without one, the list derives the offset from the
/// selection alone: the first rows stay in view until the selection and its padding pass
/// the bottom edge, and from then on the selection sits there, whichever way it moves.
///
/// Like the paging models, a scroll state lives on the main actor and changes only there:
/// drawing reads its offset and never writes it. Draw a list whose state may change
/// meanwhile on the main actor too, as the terminal runtime does.
@MainActor
public final class ListScrollState {
  /// The offset, readable from a list that draws on any thread; written only on the main
  /// actor.
  nonisolated(unsafe) private var storedOffset: Int

  /// The index of the first row in view.
  public var offset: Int {
    get { storedOffset }
    set { storedOffset = max(0, newValue) }
  }

  /// The offset as a list reads it while it draws.
  nonisolated var offsetForDrawing: Int { storedOffset }
  /// The rows drawn in the last frame, as indices into the list's rows.
  public private(set) var visibleRows: Range<Int> = 0..<0
  /// Whether the last frame showed the load-more footer.
  public private(set) var isFooterVisible = false
  /// Remembers the next-page request, so the list asks once per page.
  public var loadTrigger: LoadMoreTrigger

  /// A state scrolled to the top.
  /// Made anywhere — a program's state struct can hold one as a default value.
  nonisolated public init(offset: Int = 0, loadMode: LoadMoreFooter.TriggerMode = .automatic) {
    self.storedOffset = max(0, offset)
    self.loadTrigger = LoadMoreTrigger(mode: loadMode)
  }

  func record(offset: Int, visible: Range<Int>, footerVisible: Bool) {
    self.offset = offset
    self.visibleRows = visible
    self.isFooterVisible = footerVisible
  }
}
