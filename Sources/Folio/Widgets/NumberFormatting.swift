/// Writes whole numbers with their digits grouped in thousands, without Foundation.
///
/// The separator is a parameter so labels can follow the user's locale: `","` for
/// English, `"."` for German, `" "` or a narrow no-break space (`"\u{202F}"`) for French,
/// `""` for no grouping.
///
/// ```swift
/// NumberFormatting.format(1_234)                     // "1,234"
/// NumberFormatting.format(-1_234_567, separator: ".") // "-1.234.567"
/// NumberFormatting(groupingSeparator: "\u{202F}").format(27_778)  // "27 778"
/// ```
public struct NumberFormatting: Hashable, Sendable {
  /// The text written between groups of three digits.
  public var groupingSeparator: String

  /// A formatter that writes `groupingSeparator` between groups of three digits.
  public init(groupingSeparator: String = ",") {
    self.groupingSeparator = groupingSeparator
  }

  /// `value` in decimal, with digits grouped in threes; negative numbers start with `-`.
  ///
  /// Every `Int` is handled, `Int.min` included.
  ///
  /// - Complexity: O(number of digits).
  public func format(_ value: Int) -> String {
    NumberFormatting.format(value, separator: groupingSeparator)
  }

  /// `value` in decimal, with `separator` between groups of three digits.
  ///
  /// - Complexity: O(number of digits).
  public static func format(_ value: Int, separator: String = ",") -> String {
    let digits = digitCount(value)
    var separator = separator
    return separator.withUTF8 { separatorBytes in
      let total =
        (value < 0 ? 1 : 0) + digits + (digits - 1) / 3 * separatorBytes.count
      // Written backwards into the string's own storage: no intermediate array.
      return String(unsafeUninitializedCapacity: total) { buffer in
        // The magnitude is unsigned, so Int.min's has no overflow.
        var magnitude = value.magnitude
        var position = total
        // Digits written since the last separator.
        var group = 0
        while true {
          position &-= 1
          buffer[position] = UInt8(truncatingIfNeeded: magnitude % 10) &+ UInt8(ascii: "0")
          magnitude /= 10
          if magnitude == 0 { break }
          group &+= 1
          if group == 3 {
            group = 0
            position &-= separatorBytes.count
            for offset in 0..<separatorBytes.count {
              buffer[position &+ offset] = separatorBytes[offset]
            }
          }
        }
        if value < 0 { buffer[0] = UInt8(ascii: "-") }
        return total
      }
    }
  }

  /// How many decimal digits `value` has, without a sign: 1 for 0, 19 for `Int.max`.
  public static func digitCount(_ value: Int) -> Int {
    var magnitude = value.magnitude
    var count = 1
    while magnitude >= 10 {
      magnitude /= 10
      count += 1
    }
    return count
  }
}
