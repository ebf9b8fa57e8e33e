extension Pagination: View, PrimitiveView {
  /// Laid out by Folio itself: a primitive view has no body; see ``Pagination`` for the
  /// forms the bar takes.
  public typealias Body = Never

  /// A fitting node over the forms, each written only when tried, then the empty line,
  /// last, so it is what shows when nothing else fits: zero cells wide.
  public func makeNode(in context: BuildContext) -> LayoutNode {
    let environment = context.environment
    let (forms, line) = fallbackLineWriter(in: environment)
    return FittingNode(horizontalOnly: true, count: forms.count + 1) { index in
      TextNode(
        text: Text(index < forms.count ? line(forms[index]) : StyledText()).truncated(),
        environment: environment)
    }
  }

  /// The bar's position in words for screen readers and logs: `Page 6 of 20`, or the
  /// labels' ``PaginationLabels/noItems`` when there are no pages.
  public func accessibilityText(labels: PaginationLabels = PaginationLabels()) -> String {
    labels.pagePosition(page: page, pageCount: pageCount)
  }
}
