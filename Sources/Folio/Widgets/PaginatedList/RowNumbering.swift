/// How rows are numbered: the number of the first row and the cells numbers take.
struct RowNumbering: Hashable, Sendable {
  var first: Int
  var width: Int?

  /// `number` right-aligned in `width` cells, then a space: `"   42 "`. Written straight
  /// into the string: a row label costs no intermediate strings.
  static func label(_ number: Int, width: Int) -> String {
    var digitCount = 1
    var rest = number.magnitude / 10
    while rest > 0 {
      digitCount += 1
      rest /= 10
    }
    let length = digitCount + (number < 0 ? 1 : 0)
    let total = max(width, length) + 1
    return String(unsafeUninitializedCapacity: total) { buffer in
      var position = total - 1
      buffer[position] = 0x20
      var magnitude = number.magnitude
      for _ in 0..<digitCount {
        position -= 1
        buffer[position] = UInt8(0x30 + magnitude % 10)
        magnitude /= 10
      }
      if number < 0 {
        position -= 1
        buffer[position] = 0x2D  // -
      }
      while position > 0 {
        position -= 1
        buffer[position] = 0x20
      }
      return total
    }
  }
}
