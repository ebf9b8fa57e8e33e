extension Canvas {
  /// Shows the placeholders Folio itself puts for characters it will not draw as `?`: the
  /// control pictures ``Sanitizer`` uses (`␛`, `␡`, `␦`, …, U+2400–U+2426), its bidi
  /// placeholder `⇄` and U+FFFD. Each is one cell wide, as `?` is, so nothing moves.
  ///
  /// Called for frames drawn with the ASCII symbol set; other text given to the kit is
  /// left as it is.
  ///
  /// - Complexity: O(cells drawn on).
  mutating func replacePlaceholdersWithASCII() {
    for y in 0..<height {
      for index in (y * width)..<(y * width + rowMarks[y].end) {
        let cell = storage[index]
        guard cell.high == 3 &<< 56 else { continue }
        let low = cell.low
        let isControlPicture = low & 0xFFFF == 0x90E2 && (0x80...0xA6).contains(low &>> 16)
        guard isControlPicture || low == 0x84_87_E2 || low == 0xBD_BF_EF else { continue }
        storage[index] = .ascii(0x3F, style: cell.style)
      }
    }
  }
}
