extension Pagination: View {
  /// The bar: one line, as wide as its content, in the fullest form that fits.
  ///
  /// ```
  /// ‹ Previous  1 … 4 5 [6] 7 8 … 20  Next ›   labels
  /// ‹ 1 … 4 5 [6] 7 8 … 20 ›                   arrows
  /// ‹ 1 … 5 [6] 7 … 20 ›                       fewer neighbours: two, one, none
  /// ‹ 1 … [6] … 20 ›                           on each side of the current page
  /// ‹ 6 / 20 ›                                 compact
  /// 6/20                                       minimal
  ///                                            nothing
  /// ```
  ///
  /// The bar is a ``ViewThatFits`` over these forms: it shows the first whose width fits
  /// the width offered, so it is never wider than that width and never cuts a number.
  /// It is as wide as the form shown; centre it with
  /// `.frame(maxWidth: .max, alignment: .center)`. It always takes one row, which is empty
  /// when there are no pages (`pageCount` 0 or less) or when not even `6/20` fits.
  ///
  /// **Marks.** The current page is drawn in the theme's accent style; Previous on the
  /// first page and Next on the last are unavailable and drawn in the theme's secondary
  /// style. In colour mode ``ColorMode/none`` the marks are characters instead: the current
  /// page in brackets, `[6]`, and an unavailable control in parentheses, `(‹ Previous)`.
  /// In colour modes those characters are spaces (` 6 `, ` ‹ Previous `), so the bar has
  /// the same layout in every mode. The compact forms mark the current page by style only.
  ///
  /// **Environment.** Words come from ``EnvironmentValues/paginationLabels`` (numbers are
  /// grouped with its ``PaginationLabels/groupingSeparator``; use `""` for plain digits, and
  /// avoid a space-like separator, which makes neighbouring numbers hard to tell apart),
  /// arrows and the ellipsis from ``EnvironmentValues/symbols`` (`<`, `>`, `...` in ASCII),
  /// styles from ``EnvironmentValues/theme``.
  ///
  /// **Stable width.** With ``stableWidth``, every page slot is padded on the left to the
  /// width of the last page number (an ellipsis too), and enabled controls get the spaces
  /// an unavailable one has, so paging never moves a number. With
  /// ``PageWindowStrategy/constantSlots`` the whole bar then keeps one width on every page.
  ///
  /// - Complexity: O(`boundaryCount` + `siblingCount`) per form, independent of
  ///   `pageCount`.
  public var body: some View {
    EnvironmentReader { environment in
      ViewThatFits(horizontalOnly: true) {
        for line in self.fallbackLines(in: environment) {
          Text(line).truncated()
        }
        // Last, so it is what shows when nothing else fits: zero cells wide.
        Text("").truncated()
      }
    }
  }

  /// The bar's position in words for screen readers and logs: `Page 6 of 20`, or the
  /// labels' ``PaginationLabels/noItems`` when there are no pages.
  public func accessibilityText(labels: PaginationLabels = PaginationLabels()) -> String {
    labels.pagePosition(page: page, pageCount: pageCount)
  }
}
