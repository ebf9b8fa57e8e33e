extension StyledText {
  /// This text with unstyled spaces added to make it `width` terminal cells wide,
  /// placed by `alignment`; centring puts the odd space on the trailing side.
  ///
  /// Text already `width` cells or wider is returned unchanged (so is any text for a
  /// negative width): truncate first with ``truncated(toWidth:position:marker:)`` when it
  /// must fit. A width above 65,536 pads to 65,536.
  ///
  /// ```swift
  /// StyledText("ab").padded(toWidth: 5, alignment: .center).plainText  // " ab  "
  /// ```
  ///
  /// - Complexity: O(*n*) in the UTF-8 length of the text.
  public func padded(toWidth width: Int, alignment: HorizontalAlignment = .leading) -> StyledText {
    // (The padding is a run of its own, measured and drawn apart from the text, so no
    // space joins the text's last cluster.)
    let (leading, trailing) = paddingAround(displayWidth, toWidth: width, alignment: alignment)
    guard leading + trailing > 0 else { return self }
    var result = StyledText()
    result.append(String(repeating: " ", count: leading))
    result.append(self)
    result.append(String(repeating: " ", count: trailing))
    return result
  }
}

extension String {
  /// This string with spaces added to make it `width` terminal cells wide, placed by
  /// `alignment`; centring puts the odd space on the trailing side. A string already
  /// `width` cells or wider is returned unchanged (so is any string for a negative width);
  /// a width above 65,536 pads to 65,536.
  ///
  /// ```swift
  /// "漢".padded(toWidth: 5, alignment: .trailing)  // "   漢"
  /// ```
  ///
  /// - Complexity: O(*n*) in the UTF-8 length of the string.
  public func padded(toWidth width: Int, alignment: HorizontalAlignment = .leading) -> String {
    var (leading, trailing) = paddingAround(displayWidth, toWidth: width, alignment: alignment)
    guard leading + trailing > 0 else { return self }
    if trailing > 0, joinsFollowingSpace(self) { trailing += 1 }
    return String(repeating: " ", count: leading) + self + String(repeating: " ", count: trailing)
  }
}

/// The most cells of padding added: far wider than any terminal, and small enough that a
/// width of `Int.max` cannot exhaust memory.
let maximumPaddingWidth = 1 << 16

/// Whether a space after `text` would join its last character's cluster instead of taking
/// a cell of its own (a prepended concatenation mark such as U+0605 joins what follows).
private func joinsFollowingSpace(_ text: String) -> Bool {
  guard let last = text.unicodeScalars.last, last.value >= 0x600 else { return false }
  let tail = String(text.unicodeScalars.suffix(1))
  return (tail + " ").displayWidth < tail.displayWidth + 1
}

/// The spaces to put before and after content `contentWidth` cells wide to fill `width`
/// (at most ``maximumPaddingWidth`` wide); none for a width at or below the content's.
private func paddingAround(
  _ contentWidth: Int, toWidth width: Int, alignment: HorizontalAlignment
) -> (leading: Int, trailing: Int) {
  let (difference, overflow) = min(width, maximumPaddingWidth).subtractingReportingOverflow(
    contentWidth)
  let extra = overflow ? 0 : difference
  guard extra > 0 else { return (0, 0) }
  switch alignment {
  case .leading: return (0, extra)
  case .trailing: return (extra, 0)
  case .center: return (extra / 2, extra - extra / 2)
  }
}
