/// A cell as a canvas stores it: up to 15 bytes of UTF-8 and a packed style, no references.
struct PackedCell: Hashable {
  /// The first eight bytes of the cluster, the first in the lowest byte; for a long
  /// cluster, its index in the canvas's ``Canvas/longClusters``.
  var low: UInt64
  /// Bytes 8–14 of the cluster; the top byte holds the byte count, or 0xFF for a long
  /// cluster.
  var high: UInt64
  /// The resolved style, packed (see ``PackedStyle``).
  var style: UInt64

  init(low: UInt64, high: UInt64, style: UInt64) {
    self.low = low
    self.high = high
    self.style = style
  }

  /// The cell for `bytes`, or nil when they are longer than a cell holds.
  init?(_ bytes: UnsafeBufferPointer<UInt8>, style: UInt64) {
    let count = bytes.count
    guard count <= 15, let base = bytes.baseAddress else {
      if bytes.isEmpty { self.init(low: 0, high: 0, style: style) } else { return nil }
      return
    }
    var low: UInt64 = 0
    var high = UInt64(count) &<< 56
    for index in 0..<min(count, 8) {
      low |= UInt64(base[index]) &<< UInt64(index &* 8)
    }
    if count > 8 {
      for index in 8..<count {
        high |= UInt64(base[index]) &<< UInt64((index &- 8) &* 8)
      }
    }
    self.init(low: low, high: high, style: style)
  }

  static let longMarker: UInt64 = 0xFF &<< 56
  /// The `high` word of a cell of one byte (its byte in `low`): printable ASCII, what most
  /// cells hold.
  @inline(__always)
  static var oneByteHigh: UInt64 { 1 &<< 56 }
  static let blank = PackedCell(low: 0x20, high: oneByteHigh, style: 0)

  /// Copies the bytes of the run of one-byte cells in `style` from `cells[start]` up to
  /// `cells[end]` into `bytes`, testing four cells at a time while it can; the run's
  /// length. What a diff writes most rows with; the ANSI writer runs the same loop inline.
  @inline(__always)
  static func copyOneByteRun(
    _ cells: UnsafePointer<PackedCell>, from start: Int, to end: Int, style: UInt64,
    into bytes: UnsafeMutablePointer<UInt8>
  ) -> Int {
    let oneByte = oneByteHigh
    var length = 0
    // Four cells a step while all four are such cells: one test for the four.
    while start &+ length &+ 4 <= end {
      let four = cells + (start &+ length)
      let others =
        (four[0].high ^ oneByte) | (four[0].style ^ style) | (four[1].high ^ oneByte)
        | (four[1].style ^ style) | (four[2].high ^ oneByte) | (four[2].style ^ style)
        | (four[3].high ^ oneByte) | (four[3].style ^ style)
      guard others == 0 else { break }
      bytes[length] = UInt8(truncatingIfNeeded: four[0].low)
      bytes[length &+ 1] = UInt8(truncatingIfNeeded: four[1].low)
      bytes[length &+ 2] = UInt8(truncatingIfNeeded: four[2].low)
      bytes[length &+ 3] = UInt8(truncatingIfNeeded: four[3].low)
      length &+= 4
    }
    while start &+ length < end {
      let cell = cells[start &+ length]
      guard cell.high == oneByte, cell.style == style else { break }
      bytes[length] = UInt8(truncatingIfNeeded: cell.low)
      length &+= 1
    }
    return length
  }

  @inline(__always)
  static func ascii(_ byte: UInt8, style: UInt64) -> PackedCell {
    PackedCell(low: UInt64(byte), high: oneByteHigh, style: style)
  }

  @inline(__always)
  static func space(style: UInt64) -> PackedCell { ascii(0x20, style: style) }

  @inline(__always)
  static func continuation(style: UInt64) -> PackedCell {
    PackedCell(low: 0, high: 0, style: style)
  }

  /// U+FFFD, drawn in place of a control character.
  static func replacement(style: UInt64) -> PackedCell {
    PackedCell(low: 0xBD_BF_EF, high: 3 &<< 56, style: style)
  }

  /// The number of UTF-8 bytes held inside the cell (meaningless for a long cluster).
  var byteCount: Int { Int(truncatingIfNeeded: high &>> 56) }
  var isContinuation: Bool { high &>> 56 == 0 }
  var isLong: Bool { high &>> 56 == 0xFF }
  /// Whether the cell is a space in the terminal's default style.
  var isBlank: Bool { self == .blank }
  /// Whether the cell holds a space, in any style.
  var isSpace: Bool { low == 0x20 && high == PackedCell.oneByteHigh }
}
