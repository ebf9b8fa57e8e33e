/// The words a pagination bar and its summary use, so they can be translated.
///
/// The defaults are English. Each piece is a separate word so a translation can replace it
/// without parsing a format string:
/// `"\(showing) 21\(rangeSeparator)40 \(of) 1,234"` and `"\(page) 6 \(of) 20"`.
///
/// ```swift
/// let labels = PaginationLabels()
/// labels.itemSummary(page: 2, pageSize: 20, totalItems: 1_234)  // "Showing 21–40 of 1,234"
/// labels.pagePosition(page: 6, pageCount: 20)                  // "Page 6 of 20"
///
/// let german = PaginationLabels(
///   previous: "Zurück", next: "Weiter", showing: "Zeige", of: "von",
///   noItems: "Keine Einträge", page: "Seite", groupingSeparator: ".")
/// german.itemSummary(page: 2, pageSize: 20, totalItems: 1_234)  // "Zeige 21–40 von 1.234"
/// ```
public struct PaginationLabels: Hashable, Sendable {
  /// The label of the button to the previous page.
  public var previous: String
  /// The label of the button to the next page.
  public var next: String
  /// The word before the item range: "Showing 21–40 of 1,234".
  public var showing: String
  /// The word between a position and the total: "of".
  public var of: String
  /// The whole summary when there are no items.
  public var noItems: String
  /// The word before the page number in the spoken position: "Page 6 of 20".
  public var page: String
  /// The text between the first and last item number of a range; an en dash by default,
  /// drawn as the symbol set's ``SymbolSet/rangeDash`` (`-` in ASCII) by the widgets.
  public var rangeSeparator: String
  /// The text between groups of three digits in item counts and in the position text:
  /// `Showing 1,221–1,234 of 1,234`, `Page 12,346 of 27,778`.
  public var groupingSeparator: String
  /// The text between groups of three digits in the page numbers of a ``Pagination`` bar;
  /// none by default, so the bar reads `1 … 12345 [12346] 12347 … 27778`, like page
  /// buttons. A space-like separator makes neighbouring page numbers hard to tell apart.
  public var pageNumberGroupingSeparator: String
  /// After a count that more may follow, `+` by default: `Page 6 of 40+`.
  public var atLeastSuffix: String

  /// Labels with English defaults; pass only the ones to change.
  public init(
    previous: String = "Previous",
    next: String = "Next",
    showing: String = "Showing",
    of: String = "of",
    noItems: String = "No items",
    page: String = "Page",
    rangeSeparator: String = "\u{2013}",
    groupingSeparator: String = ",",
    pageNumberGroupingSeparator: String = "",
    atLeastSuffix: String = "+"
  ) {
    self.previous = previous
    self.next = next
    self.showing = showing
    self.of = of
    self.noItems = noItems
    self.page = page
    self.rangeSeparator = rangeSeparator
    self.groupingSeparator = groupingSeparator
    self.pageNumberGroupingSeparator = pageNumberGroupingSeparator
    self.atLeastSuffix = atLeastSuffix
  }

  /// Which items a page shows, as `Showing 21–40 of 1,234`, or ``noItems`` when there are
  /// none.
  ///
  /// `page` is clamped to the pages that exist, and a `pageSize` below 1 counts as 1, so
  /// the text always describes items that exist. Numbers in the text are 1-based.
  public func itemSummary(page: Int, pageSize: Int, totalItems: Int) -> String {
    guard totalItems > 0 else { return noItems }
    let state = PageState(page: page, totalItems: totalItems, pageSize: max(pageSize, 1))
    let range = state.itemRange(pageSize: max(pageSize, 1), totalItems: totalItems)
    // range is non-empty here: the clamped page holds at least one item.
    let number = NumberFormatting(groupingSeparator: groupingSeparator)
    return String.concatenating([
      showing, " ", number.format(range.lowerBound + 1), rangeSeparator,
      number.format(range.upperBound), " ", of, " ", number.format(totalItems),
    ])
  }

  /// The summary of ``itemSummary(page:pageSize:totalItems:)`` in the forms a narrowing
  /// row falls back to, widest first: `Showing 21–40 of 1,234`, `21–40 of 1,234`,
  /// `21–40/1,234`, `21–40`. Each keeps its numbers whole; with no items, ``noItems``.
  public func itemSummaries(page: Int, pageSize: Int, totalItems: Int) -> [String] {
    guard totalItems > 0 else { return [noItems] }
    let state = PageState(page: page, totalItems: totalItems, pageSize: max(pageSize, 1))
    let range = state.itemRange(pageSize: max(pageSize, 1), totalItems: totalItems)
    let number = NumberFormatting(groupingSeparator: groupingSeparator)
    let items =
      "\(number.format(range.lowerBound + 1))\(rangeSeparator)\(number.format(range.upperBound))"
    let total = number.format(totalItems)
    return [
      "\(showing) \(items) \(of) \(total)", "\(items) \(of) \(total)", "\(items)/\(total)", items,
    ]
  }

  /// The position for screen readers and narrow layouts, as `Page 6 of 20`.
  ///
  /// `page` is clamped to `1...pageCount`; with no pages the text is ``noItems``.
  public func pagePosition(page: Int, pageCount: Int) -> String {
    pagePosition(PageState(page: page, pageCount: pageCount))
  }

  /// The position of `state`, as `Page 6 of 20`, or `Page 6 of 40+` while more pages may
  /// follow; with no pages the text is ``noItems``.
  public func pagePosition(_ state: PageState) -> String {
    guard !state.isEmpty else { return noItems }
    let number = NumberFormatting(groupingSeparator: groupingSeparator)
    let count = number.format(state.pageCount) + (state.isPageCountFinal ? "" : atLeastSuffix)
    return "\(self.page) \(number.format(state.page)) \(of) \(count)"
  }
}
