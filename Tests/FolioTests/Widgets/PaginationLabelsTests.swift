import Testing

@testable import Folio

@Suite struct PaginationLabelsTests {
  @Test func englishDefaults() {
    let labels = PaginationLabels()
    #expect(labels.previous == "Previous")
    #expect(labels.next == "Next")
    #expect(labels.noItems == "No items")
    #expect(labels.rangeSeparator == "\u{2013}")
  }

  @Test(
    arguments: [
      (2, 20, 1_234, "Showing 21\u{2013}40 of 1,234"),
      (1, 20, 1_234, "Showing 1\u{2013}20 of 1,234"),
      (62, 20, 1_234, "Showing 1,221\u{2013}1,234 of 1,234"),
      // Pages out of range describe the nearest page that exists.
      (99, 20, 1_234, "Showing 1,221\u{2013}1,234 of 1,234"),
      (Int.min, 20, 1_234, "Showing 1\u{2013}20 of 1,234"),
      (1, 20, 5, "Showing 1\u{2013}5 of 5"),
      (3, 1, 5, "Showing 3\u{2013}3 of 5"),
      // A page size below 1 counts as 1.
      (2, 0, 5, "Showing 2\u{2013}2 of 5"),
      (2, Int.min, 5, "Showing 2\u{2013}2 of 5"),
      (1, 0, 0, "No items"), (1, 20, 0, "No items"), (1, 20, -3, "No items"),
      (
        Int.max, 2, Int.max,
        "Showing 9,223,372,036,854,775,807\u{2013}9,223,372,036,854,775,807 of 9,223,372,036,854,775,807"
      ),
    ] as [(Int, Int, Int, String)])
  func itemSummary(page: Int, pageSize: Int, totalItems: Int, expected: String) {
    #expect(
      PaginationLabels().itemSummary(page: page, pageSize: pageSize, totalItems: totalItems)
        == expected)
  }

  @Test func pagePosition() {
    let labels = PaginationLabels()
    #expect(labels.pagePosition(page: 6, pageCount: 20) == "Page 6 of 20")
    #expect(labels.pagePosition(page: 99, pageCount: 20) == "Page 20 of 20")
    #expect(labels.pagePosition(page: Int.min, pageCount: 20) == "Page 1 of 20")
    #expect(labels.pagePosition(page: 1, pageCount: 27_778) == "Page 1 of 27,778")
    #expect(labels.pagePosition(page: 1, pageCount: 0) == "No items")
    #expect(labels.pagePosition(page: 1, pageCount: Int.min) == "No items")
  }

  @Test func translatedLabels() {
    let german = PaginationLabels(
      previous: "Zurück", next: "Weiter", showing: "Zeige", of: "von",
      noItems: "Keine Einträge", page: "Seite", groupingSeparator: ".")
    #expect(german.itemSummary(page: 2, pageSize: 20, totalItems: 1_234) == "Zeige 21–40 von 1.234")
    #expect(german.pagePosition(page: 6, pageCount: 20_000) == "Seite 6 von 20.000")
    #expect(german.itemSummary(page: 1, pageSize: 20, totalItems: 0) == "Keine Einträge")
    let french = PaginationLabels(
      showing: "Éléments", of: "sur", rangeSeparator: " à ", groupingSeparator: "\u{202F}")
    #expect(
      french.itemSummary(page: 2, pageSize: 20, totalItems: 1_234)
        == "Éléments 21 à 40 sur 1\u{202F}234")
  }
}
