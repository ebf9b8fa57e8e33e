// Placeholder implementation; replaced by the table-driven one.
extension Character {
  /// The number of terminal cells this grapheme cluster occupies: 0, 1 or 2.
  public var displayWidth: Int {
    guard let first = unicodeScalars.first else { return 0 }
    if first.value < 0x20 || (0x7F..<0xA0).contains(first.value) { return 0 }
    if first.properties.isEmojiPresentation { return 2 }
    if (0x1100...0x115F).contains(first.value) || (0x2E80...0xA4CF).contains(first.value)
      || (0xAC00...0xD7A3).contains(first.value) || (0xF900...0xFAFF).contains(first.value)
      || (0xFF00...0xFF60).contains(first.value) || (0xFFE0...0xFFE6).contains(first.value)
    {
      return 2
    }
    if first.properties.generalCategory == .nonspacingMark { return 0 }
    return 1
  }
}

extension String {
  /// The number of terminal cells this string occupies.
  public var displayWidth: Int {
    var total = 0
    for character in self { total += character.displayWidth }
    return total
  }
}
