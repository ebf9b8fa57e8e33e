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
    let environment = context.environment
    let forms = environment.paginationLabels.itemSummaries(
      page: page, pageSize: pageSize, totalItems: totalItems)
    var children: [LayoutNode] = forms.map { form in
      let text = Text(StyledText(Pagination.singleRow(form), style: environment.theme.secondary))
      return TextNode(text: text.truncated(), environment: environment)
    }
    children.append(TextNode(text: Text("").truncated(), environment: environment))
    return FittingNode(horizontalOnly: true, children: children)
  }
}
