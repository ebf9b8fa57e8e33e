/// The screen of a pager: the rows of its document from the model's position, and a status
/// row — the document's name, the page, a pagination bar, the lines shown and how far
/// through the document they are.
///
/// ```
/// 1 line one
/// 2 line two, which is long enough to wrap onto a second row of the
///   screen
/// server.log  Page 6 of 40+  ‹ Previous  1 … 4 5 [6] 7 8 …  Next ›  lines 101–122 of 4,000+  12%
/// ```
///
/// The view is made from the model on the main actor, as a snapshot of what the screen
/// shows, so drawing it reads nothing that can change meanwhile. Make one each frame, as
/// `FolioTerminal`'s `runPager` does. The text takes the model's rows; the status row is
/// one more.
public struct PagerView: View {
  let screen: PagerScreen

  /// The screen `model` shows now.
  @MainActor
  public init(_ model: PagerModel) {
    screen = PagerScreen(model)
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      PagerRows(screen: screen)
      PagerStatusRow(screen: screen)
    }
    .animating(screen.isWorking)
  }
}
