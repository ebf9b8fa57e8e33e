extension StyledText {
  /// This text with unstyled spaces added to make it `width` terminal cells wide,
  /// placed by `alignment`; centring puts the odd space on the trailing side.
  ///
  /// Text already `width` cells or wider is returned unchanged: truncate first with
  /// ``truncated(toWidth:position:marker:)`` when it must fit.
  ///
  /// ```swift
  /// StyledText("ab").padded(toWidth: 5, alignment: .center).plainText  // " ab  "
  /// ```
  ///
  /// - Complexity: O(*n*) in the UTF-8 length of the text.
  public func padded(toWidth width: Int, alignment: HorizontalAlignment = .leading) -> StyledText {
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
  /// `width` cells or wider is returned unchanged.
  ///
  /// ```swift
  /// "漢".padded(toWidth: 5, alignment: .trailing)  // "   漢"
  /// ```
  ///
  /// - Complexity: O(*n*) in the UTF-8 length of the string.
  public func padded(toWidth width: Int, alignment: HorizontalAlignment = .leading) -> String {
    let (leading, trailing) = paddingAround(displayWidth, toWidth: width, alignment: alignment)
    guard leading + trailing > 0 else { return self }
    return String(repeating: " ", count: leading) + self + String(repeating: " ", count: trailing)
  }
}

/// The spaces to put before and after content `contentWidth` cells wide to fill `width`.
private func paddingAround(
  _ contentWidth: Int, toWidth width: Int, alignment: HorizontalAlignment
) -> (leading: Int, trailing: Int) {
  let extra = width - contentWidth
  guard extra > 0 else { return (0, 0) }
  switch alignment {
  case .leading: return (0, extra)
  case .trailing: return (extra, 0)
  case .center: return (extra / 2, extra - extra / 2)
  }
}
