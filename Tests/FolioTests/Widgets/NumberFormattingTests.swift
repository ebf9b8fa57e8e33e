import Testing

@testable import Folio

@Suite struct NumberFormattingTests {
  @Test(
    arguments: [
      (0, "0"), (7, "7"), (999, "999"), (1_000, "1,000"), (1_234, "1,234"),
      (12_345, "12,345"), (123_456, "123,456"), (1_234_567, "1,234,567"),
      (27_778, "27,778"), (100_000_000, "100,000,000"), (-1, "-1"), (-999, "-999"),
      (-1_000, "-1,000"), (-123_456, "-123,456"), (Int.max, "9,223,372,036,854,775,807"),
      (Int.min, "-9,223,372,036,854,775,808"), (Int.min + 1, "-9,223,372,036,854,775,807"),
    ] as [(Int, String)])
  func commaGrouping(value: Int, expected: String) {
    #expect(NumberFormatting.format(value, separator: ",") == expected)
    #expect(NumberFormatting.format(value) == expected)
    #expect(NumberFormatting().format(value) == expected)
  }

  @Test func otherSeparators() {
    #expect(NumberFormatting.format(1_234_567, separator: "") == "1234567")
    #expect(NumberFormatting.format(Int.min, separator: "") == "-9223372036854775808")
    #expect(NumberFormatting.format(1_234_567, separator: " ") == "1 234 567")
    #expect(NumberFormatting.format(-1_234_567, separator: ".") == "-1.234.567")
    #expect(NumberFormatting.format(999, separator: ".") == "999")
    let narrow = NumberFormatting(groupingSeparator: "\u{202F}")
    #expect(narrow.format(27_778) == "27\u{202F}778")
    #expect(narrow.format(-1_000_000) == "-1\u{202F}000\u{202F}000")
    #expect(narrow.format(1_000_000).unicodeScalars.count == 9)
    // A separator longer than one character is written whole.
    #expect(NumberFormatting.format(1_234, separator: "'\u{2009}") == "1'\u{2009}234")
  }

  @Test(
    arguments: [
      (0, 1), (9, 1), (10, 2), (99, 2), (100, 3), (27_778, 5), (-27_778, 5),
      (Int.max, 19), (Int.min, 19),
    ] as [(Int, Int)])
  func digitCount(value: Int, expected: Int) {
    #expect(NumberFormatting.digitCount(value) == expected)
  }
}
