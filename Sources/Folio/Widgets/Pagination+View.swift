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
  /// **Marks.** The current page is in brackets, `[6]`, its number in the theme's accent
  /// style, in every colour mode. Previous on the first page and Next on the last are
  /// unavailable: drawn in the theme's secondary style, and in ``ColorMode/none``, where
  /// style is invisible (logs, screen readers), also in parentheses: `(‹ Previous)`. The
  /// compact forms mark the current page by style and position only: `‹ 6 / 20 ›`.
  ///
  /// **Environment.** Words come from ``EnvironmentValues/paginationLabels``; page numbers
  /// are grouped with its ``PaginationLabels/pageNumberGroupingSeparator`` (none by
  /// default: `27778`). Arrows and the ellipsis come from ``EnvironmentValues/symbols``
  /// (`<`, `>`, `...` in ASCII; an empty arrow leaves just the word, and a control with
  /// neither word nor arrow is left out), styles from
  /// ``EnvironmentValues/theme``. Line breaks and tabs in labels become spaces.
  ///
  /// **Stable width.** With ``stableWidth``, every page slot is padded on the left to the
  /// width of the last page number (an ellipsis too), and in colour mode `none` an
  /// enabled control is as wide as an unavailable one, with a space for each parenthesis,
  /// so paging never moves a number. With
  /// ``PageWindowStrategy/constantSlots`` the whole bar then keeps one width on every page.
  ///
  /// - Complexity: O(`boundaryCount` + `siblingCount`) per form, independent of
  ///   `pageCount`.
  public var body: some View {
    EnvironmentReader { environment in
      let (forms, line) = self.fallbackLineWriter(in: environment)
      // A ViewThatFits over the forms, each written only when tried, then the empty line,
      // last, so it is what shows when nothing else fits: zero cells wide.
      LazyViewThatFits(horizontalOnly: true, count: forms.count + 1) { index in
        Text(index < forms.count ? line(forms[index]) : StyledText()).truncated()
      }
    }
  }

  /// The bar's position in words for screen readers and logs: `Page 6 of 20`, or the
  /// labels' ``PaginationLabels/noItems`` when there are no pages.
  public func accessibilityText(labels: PaginationLabels = PaginationLabels()) -> String {
    labels.pagePosition(page: page, pageCount: pageCount)
  }
}
