/// Which items a page shows, as one line: `Showing 21–40 of 1,234`, or `No items`.
///
/// The words and the thousands separator come from
/// ``EnvironmentValues/paginationLabels`` (see
/// ``PaginationLabels/itemSummary(page:pageSize:totalItems:)``); the text is drawn in the
/// theme's secondary style. As the width offered narrows it falls back to shorter forms
/// that keep every number whole — `21–40 of 1,234`, `21–40/1,234`, `21–40` (see
/// ``PaginationLabels/itemSummaries(page:pageSize:totalItems:)``) — and leaves the row
/// empty only when even the range does not fit: a cut number would be a wrong one.
///
/// ```swift
/// VStack {
///   PaginationSummary(page: 2, pageSize: 20, totalItems: 1_234)  // Showing 21–40 of 1,234
///   Pagination(page: 2, pageCount: 62)
/// }
/// ```
public struct PaginationSummary: View, PrimitiveView, Hashable, Sendable {
  /// Laid out by Folio itself: a primitive view has no body.
  public typealias Body = Never

  /// The current page, numbered from 1; clamped to the pages that exist.
  public var page: Int
  /// How many items a page holds; below 1 counts as 1.
  public var pageSize: Int
  /// How many items there are in all; zero or less shows the labels' `noItems`.
  public var totalItems: Int

  /// The summary of `page` of a list of `totalItems` items shown `pageSize` at a time.
  public init(page: Int, pageSize: Int, totalItems: Int) {
    self.page = page
    self.pageSize = pageSize
    self.totalItems = totalItems
  }

  /// The widest form of the summary that fits, or an empty row when none does.
  public func makeNode(in context: BuildContext) -> LayoutNode {
    SummaryNode(summary: self, environment: context.environment)
  }

  /// The summary's node: the last frame's at this place when it was made in an environment
  /// that draws alike — shown this summary, if it showed another (another page, a total
  /// that grew), as a text is shown other words — else a new one.
  public static func _node(_ view: PaginationSummary, in context: BuildContext, at index: Int)
    -> LayoutNode
  {
    guard let node = context.take(SummaryNode.self, at: index),
      node.environment.drawsAlike(context.environment, comparingTick: false)
    else { return view.makeNode(in: context) }
    if node.show(view) { context.noteChanged(node) }
    return node
  }
}

/// The summary's one row. Its full form is all most frames need: the narrower forms are
/// made only when the width offered is less than the full form's.
final class SummaryNode: LayoutNode {
  // Changed only by `show(_:)`, while a frame is built: exclusivity is not checked at run
  // time.
  @exclusivity(unchecked) private(set) var summary: PaginationSummary
  let environment: EnvironmentValues
  @exclusivity(unchecked) private(set) var full: String
  @exclusivity(unchecked) private(set) var fullWidth: Int

  init(summary: PaginationSummary, environment: EnvironmentValues) {
    self.summary = summary
    self.environment = environment
    (full, fullWidth) = SummaryNode.full(summary, environment)
  }

  /// The summary's fullest form in `environment`, made safe, and its width.
  private static func full(_ summary: PaginationSummary, _ environment: EnvironmentValues)
    -> (String, Int)
  {
    let full = Sanitizer.singleRow(
      environment.shownPaginationLabels.itemSummary(
        page: summary.page, pageSize: summary.pageSize, totalItems: summary.totalItems))
    return (full, full.displayWidth)
  }

  /// Shows `summary` from now on, in an environment that draws as this node's does; false,
  /// changing nothing, when it shows `summary` already. Its answers go when the caller notes
  /// the change (``BuildContext/noteChanged(_:)``).
  func show(_ summary: PaginationSummary) -> Bool {
    guard summary != self.summary else { return false }
    self.summary = summary
    (full, fullWidth) = SummaryNode.full(summary, environment)
    drawn = nil
    return true
  }

  /// The widest form that fits in `width` cells, with its width; nil when none does.
  private func form(fitting width: Int) -> (text: String, width: Int)? {
    if fullWidth <= width { return (full, fullWidth) }
    guard width > 0 else { return nil }
    let forms = environment.shownPaginationLabels.itemSummaries(
      page: summary.page, pageSize: summary.pageSize, totalItems: summary.totalItems)
    for form in forms.dropFirst() {
      let text = Sanitizer.singleRow(form)
      let cells = text.displayWidth
      if cells <= width { return (text, cells) }
    }
    return nil
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    guard let width = proposal.width else { return Size(width: fullWidth, height: 1) }
    return Size(width: form(fitting: width)?.width ?? 0, height: 1)
  }

  override func render(in rect: Rect, context: inout RenderContext) {
    guard rect.height > 0, let shown = form(fitting: rect.width) else { return }
    context.addAccessibilityElement(AccessibilityElement(label: full))
    context.canvas.draw(
      StyledText(shown.text, style: environment.theme.secondary), x: rect.x, y: rect.y,
      base: environment.style, clip: rect)
  }
}
