/// A numbered pagination bar: `‹ Previous  1 … 4 5 [6] 7 8 … 20  Next ›`.
///
/// `Pagination` is a plain value holding what the bar shows, and a ``View`` that draws it
/// on one row, falling back to shorter forms as the width shrinks (see below). Which
/// page numbers appear is decided by ``strategy``: the default
/// ``PageWindowStrategy/bounded`` shows the first and last pages and the pages around the
/// current one; ``PageWindowStrategy/constantSlots`` always shows the same number of
/// slots, so the bar does not jump as the page changes.
///
/// ```swift
/// let bar = Pagination(page: 6, pageCount: 20)
/// bar.visibleItems
/// // [.page(1), .ellipsis, .page(4), .page(5), .page(6), .page(7), .page(8), .ellipsis, .page(20)]
///
/// VStack {
///   Text("42 results")
///   bar.frame(maxWidth: .max, alignment: .center)
/// }
/// .environment(\.paginationLabels, PaginationLabels(previous: "Zurück", next: "Weiter"))
/// ```
///
/// Out-of-range values are never an error: the page is clamped to `1...pageCount`, and
/// boundary and sibling counts are clamped to `0...Pagination.maximumNeighbourCount`.
///
/// ## The bar
///
/// One line, as wide as its content, in the fullest form that fits.
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
/// The bar works as a ``ViewThatFits`` over these forms: it shows the first whose width fits
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
public struct Pagination: Hashable, Sendable {
  /// How the bar chooses which page numbers to show.
  public enum PageWindowStrategy: Hashable, Sendable {
    /// The first and last `boundaryCount` pages and `siblingCount` pages on each side of
    /// the current page; an ellipsis marks every gap. With the default counts this is
    /// ``Pagination/visiblePages(page:pageCount:)``. The number of slots varies with the
    /// page.
    case bounded
    /// Always `min(pageCount, 2 × boundaryCount + 2 × siblingCount + 3)` slots; an ellipsis
    /// never hides a single page. See
    /// ``Pagination/pageItems(page:pageCount:boundaryCount:siblingCount:)``.
    case constantSlots
  }

  /// The largest boundary or sibling count honoured; larger values are treated as this.
  ///
  /// A terminal line has room for a few hundred cells at most, so this bounds the work and
  /// the memory of a page window (at most `4 × 256 + 3` slots) without limiting a real bar.
  public static let maximumNeighbourCount = 256

  /// The current page, numbered from 1. Clamped to `1...pageCount` when used.
  public var page: Int
  /// How many pages there are. Zero or less means there are none and the bar is empty.
  public var pageCount: Int
  /// Whether ``pageCount`` is the last page. While it is not, the bar has an open end:
  /// no last page, an ellipsis after the pages known and Next available,
  /// `‹ Previous  1 … 4 5 [6] 7 8 …  Next ›`, and `‹ 6 / 40+ ›` in the compact forms.
  public var isPageCountFinal: Bool
  /// How the bar chooses which page numbers to show.
  public var strategy: PageWindowStrategy
  /// How many pages are always shown at each end of the bar.
  public var boundaryCount: Int
  /// How many pages are shown on each side of the current page.
  public var siblingCount: Int
  /// Whether every page number is padded to the width of the largest one (grouping
  /// separators included), so that a page change never changes the width of a number;
  /// the drawn bar also pads enabled Previous and Next controls to the width of unavailable
  /// ones. Combine with ``PageWindowStrategy/constantSlots`` for a bar whose width never
  /// changes.
  public var stableWidth: Bool

  /// A bar at `page` of `pageCount` pages.
  ///
  /// The defaults show the first and last page and two pages on each side of the current
  /// one: `1 … 4 5 [6] 7 8 … 20`.
  public init(
    page: Int,
    pageCount: Int,
    isPageCountFinal: Bool = true,
    strategy: PageWindowStrategy = .bounded,
    boundaryCount: Int = 1,
    siblingCount: Int = 2,
    stableWidth: Bool = false
  ) {
    self.page = page
    self.pageCount = pageCount
    self.isPageCountFinal = isPageCountFinal
    self.strategy = strategy
    self.boundaryCount = boundaryCount
    self.siblingCount = siblingCount
    self.stableWidth = stableWidth
  }

  /// A bar showing the page of `state`.
  public init(
    _ state: PageState,
    strategy: PageWindowStrategy = .bounded,
    boundaryCount: Int = 1,
    siblingCount: Int = 2,
    stableWidth: Bool = false
  ) {
    self.init(
      page: state.page, pageCount: state.pageCount, isPageCountFinal: state.isPageCountFinal,
      strategy: strategy, boundaryCount: boundaryCount, siblingCount: siblingCount,
      stableWidth: stableWidth)
  }

  /// The page and page count as a clamped ``PageState``.
  public var state: PageState {
    PageState(page: page, pageCount: pageCount, isPageCountFinal: isPageCountFinal)
  }

  /// The slots of the bar, in order, as chosen by ``strategy``; with an open end, the
  /// bounded window without the last pages and an ellipsis after it.
  ///
  /// - Complexity: O(`boundaryCount` + `siblingCount`), independent of `pageCount`.
  public var visibleItems: [PageItem] {
    items(siblingCount: siblingCount)
  }

  /// The slots with `siblingCount` pages on each side of the current one.
  func items(siblingCount: Int) -> [PageItem] {
    guard !isPageCountFinal else {
      return Pagination.pageItems(
        strategy: strategy, page: page, pageCount: pageCount,
        boundaryCount: boundaryCount, siblingCount: siblingCount)
    }
    return Pagination.openEndedItems(
      page: page, knownPageCount: pageCount, boundaryCount: boundaryCount,
      siblingCount: siblingCount)
  }

  /// How many digits a page number is padded to when ``stableWidth`` is on: the digit
  /// count of the last page. `nil` when numbers take their natural width. The drawn bar
  /// pads to the width of the last page as written, grouping separators included.
  public var pageNumberWidth: Int? {
    guard stableWidth else { return nil }
    return NumberFormatting.digitCount(max(pageCount, 1))
  }
}
