/// A grid of styled cells that views draw into.
///
/// Strings exist only at the edges: views draw clusters into cells, and the canvas turns
/// into an ANSI string, plain text, or a diff against another canvas. Drawing is always
/// clipped: to the canvas, and to the region a caller passes.
///
/// - Complexity: Storage is `width × height` cells. Both sides are capped at
///   ``Canvas/maxSide`` cells so that no proposal, however large, allocates without bound.
public struct Canvas: Hashable, Sendable {
  /// The largest width or height a canvas takes; larger requests are clamped.
  public static let maxSide = 4096

  /// Columns.
  public let width: Int
  /// Rows.
  public let height: Int
  /// The cells row by row, as plain bits: a screen copies and compares without reference
  /// counting or string comparison.
  var storage: [PackedCell]
  /// The clusters too long to keep inside a cell, which such cells refer to by index.
  var longClusters: [String] = []
  /// The links of cells, numbered from 1 in their style's link bits (see `PackedStyle`).
  var links: [Hyperlink] = []
  /// The link bits every cell drawn now gets: set while a link's content is drawn.
  var drawingLink: UInt64 = 0
  /// For each row, the column after the last cell drawn on: every cell from there on is
  /// blank, so writing a row out skips its blank tail without looking at it.
  var rowEnds: [Int]
  /// The region drawing may change: the whole canvas, or while a view draws, the part of
  /// it that is visible. Every drawing call clips to it as well as to its own clip; it
  /// never reaches outside the canvas.
  var limit: Rect

  /// A canvas of blank cells. Negative sizes become 0; sizes above ``maxSide`` are clamped.
  public init(width: Int, height: Int) {
    self.width = min(max(0, width), Canvas.maxSide)
    self.height = min(max(0, height), Canvas.maxSide)
    self.storage = Array(repeating: .blank, count: self.width * self.height)
    self.rowEnds = Array(repeating: 0, count: self.height)
    self.limit = Rect(x: 0, y: 0, width: self.width, height: self.height)
  }

  /// Every cell, row by row.
  ///
  /// - Complexity: O(width × height): the cells are built from the canvas's compact
  ///   storage on each call.
  public var cells: [Cell] { storage.map(cell) }

  /// The whole canvas as a rectangle.
  public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

  /// The cell at column `x`, row `y`; a blank cell outside the canvas.
  public subscript(x: Int, y: Int) -> Cell {
    guard x >= 0, x < width, y >= 0, y < height else { return .blank }
    return cell(storage[y * width + x])
  }

  /// The cells of row `y`, indexed from 0.
  public func row(_ y: Int) -> ArraySlice<Cell> {
    guard y >= 0, y < height else { return [] }
    return ArraySlice(storage[(y * width)..<(y * width + width)].map(cell))
  }

  /// The public form of a stored cell.
  func cell(_ packed: PackedCell) -> Cell {
    Cell(content: content(of: packed), resolvedStyle: PackedStyle(bits: packed.style).style)
  }

  /// The link of the cell at column `x`, row `y` (see ``View/link(_:)-(Hyperlink)``), if it
  /// has one.
  public func link(atX x: Int, y: Int) -> Hyperlink? {
    guard x >= 0, x < width, y >= 0, y < height else { return nil }
    return link(of: storage[y * width + x])
  }

  /// The link of a stored cell, if it has one.
  @inline(__always)
  func link(of packed: PackedCell) -> Hyperlink? {
    let number = Int(truncatingIfNeeded: packed.style &>> PackedStyle.linkShift)
    return number > 0 && number <= links.count ? links[number &- 1] : nil
  }

  /// The link bits for `link`: its number in ``links``, added if new; 0 for no link, or
  /// when the canvas has numbered as many links as it can.
  mutating func linkBits(for link: Hyperlink?) -> UInt64 {
    guard let link else { return 0 }
    if let index = links.firstIndex(of: link) {
      return UInt64(index &+ 1) &<< PackedStyle.linkShift
    }
    guard links.count < PackedStyle.maximumLinks else { return 0 }
    links.append(link)
    return UInt64(links.count) &<< PackedStyle.linkShift
  }

  /// Whether a stored cell here and one of `other` are the same, their links compared by
  /// URL: for canvases whose links are numbered differently.
  func sameCellComparingLinks(_ index: Int, as other: Canvas, _ otherIndex: Int) -> Bool {
    let a = storage[index]
    let b = other.storage[otherIndex]
    guard a.style & PackedStyle.attributesMask == b.style & PackedStyle.attributesMask,
      link(of: a) == other.link(of: b)
    else { return false }
    guard a.isLong || b.isLong else { return a.low == b.low && a.high == b.high }
    guard a.isLong && b.isLong else { return false }
    return longClusters[Int(a.low)].utf8.elementsEqual(other.longClusters[Int(b.low)].utf8)
  }

  /// The cluster a stored cell holds.
  func content(of packed: PackedCell) -> String {
    if packed.isLong { return longClusters[Int(packed.low)] }
    var words = (packed.low.littleEndian, packed.high.littleEndian)
    let count = packed.byteCount
    return withUnsafeBytes(of: &words) { raw in
      String(decoding: raw.prefix(count), as: UTF8.self)
    }
  }

  /// Calls `body` with the UTF-8 bytes of a stored cell's cluster.
  @inline(__always)
  func withContentBytes<R>(of packed: PackedCell, _ body: (UnsafeRawBufferPointer) -> R) -> R {
    if packed.isLong {
      var text = longClusters[Int(packed.low)]
      return text.withUTF8 { body(UnsafeRawBufferPointer($0)) }
    }
    var words = (packed.low.littleEndian, packed.high.littleEndian)
    let count = packed.byteCount
    return withUnsafeBytes(of: &words) { body(UnsafeRawBufferPointer(rebasing: $0.prefix(count))) }
  }

  /// Whether cell `index` of this canvas shows the same as cell `otherIndex` of `other`.
  @inline(__always)
  func sameCell(_ index: Int, as other: Canvas, _ otherIndex: Int) -> Bool {
    let a = storage[index]
    let b = other.storage[otherIndex]
    guard a.isLong || b.isLong else { return a == b }
    guard a.isLong && b.isLong && a.style == b.style else { return false }
    return longClusters[Int(a.low)].utf8.elementsEqual(other.longClusters[Int(b.low)].utf8)
  }

  public static func == (lhs: Canvas, rhs: Canvas) -> Bool {
    guard lhs.width == rhs.width, lhs.height == rhs.height else { return false }
    guard lhs.links == rhs.links else {
      return lhs.storage.indices.allSatisfy { lhs.sameCellComparingLinks($0, as: rhs, $0) }
    }
    if lhs.longClusters.isEmpty && rhs.longClusters.isEmpty { return lhs.storage == rhs.storage }
    return lhs.storage.indices.allSatisfy { lhs.sameCell($0, as: rhs, $0) }
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(width)
    hasher.combine(height)
    for cell in storage {
      // A link is hashed by its URL, not by its number, as `==` compares it.
      hasher.combine(link(of: cell))
      let style = cell.style & PackedStyle.attributesMask
      if cell.isLong {
        hasher.combine(style)
        for byte in longClusters[Int(cell.low)].utf8 { hasher.combine(byte) }
      } else {
        hasher.combine(PackedCell(low: cell.low, high: cell.high, style: style))
      }
    }
  }
}
