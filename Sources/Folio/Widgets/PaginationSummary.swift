/// Which items a page shows, as one line: `Showing 21–40 of 1,234`, or `No items`.
///
/// The words and the thousands separator come from
/// ``EnvironmentValues/paginationLabels`` (see
/// ``PaginationLabels/itemSummary(page:pageSize:totalItems:)``); the text is drawn in the
/// theme's secondary style. When the whole line does not fit the width offered, the row is
/// left empty rather than showing a cut number.
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

  /// The summary as one line, or an empty row when it does not fit.
  public func makeNode(in context: BuildContext) -> LayoutNode {
    let environment = context.environment
    let summary = Text(
      StyledText(
        Pagination.singleRow(
          environment.paginationLabels.itemSummary(
            page: page, pageSize: pageSize, totalItems: totalItems)),
        style: environment.theme.secondary)
    )
    return FittingNode(
      horizontalOnly: true,
      children: [
        TextNode(text: summary.truncated(), environment: environment),
        TextNode(text: Text("").truncated(), environment: environment),
      ])
  }
}
