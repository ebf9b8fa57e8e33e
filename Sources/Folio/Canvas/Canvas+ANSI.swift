extension Canvas {
  /// The canvas as a string for a terminal: each row's cells with SGR escape sequences
  /// emitted only where the style changes, rows joined by newlines.
  ///
  /// Every row ends in the terminal's default style, so no style bleeds past a line or past
  /// the end of the output. Trailing blanks in the default style are left out of each row
  /// (a terminal shows nothing there anyway); every other cell is written, so a styled
  /// row — a selection in reverse video — keeps its full width. In ``ColorMode/none`` the
  /// result holds no escape sequence and no trailing spaces.
  ///
  /// - Complexity: O(width × height).
  public func ansiString(colorMode: ColorMode) -> String {
    var writer = ByteWriter(capacity: width * height + height * 16)
    writeANSI(to: &writer, colorMode: colorMode)
    return String(unsafeUninitializedCapacity: writer.count) { buffer in
      buffer.baseAddress!.update(from: writer.start, count: writer.count)
      return writer.count
    }
  }

  /// Appends the ANSI form of the canvas (see ``ansiString(colorMode:)``) to `bytes`.
  public func appendANSI(to bytes: inout [UInt8], colorMode: ColorMode) {
    var writer = ByteWriter(capacity: width * height + height * 16)
    writeANSI(to: &writer, colorMode: colorMode)
    bytes.append(contentsOf: UnsafeBufferPointer(start: writer.start, count: writer.count))
  }

  /// Writes the ANSI form of the canvas to `writer`.
  private func writeANSI(to writer: inout ByteWriter, colorMode: ColorMode) {
    var transitions = SGRCache.kept(colorMode)
    defer { transitions.keep() }
    let width = self.width
    storage.withUnsafeBufferPointer { buffer in
      guard let cells = buffer.baseAddress else { return }
      for y in 0..<height {
        let start = y &* width
        // Cells past the row's end were never drawn on: blank.
        var end = start &+ min(width, rowMarks[y].end)
        while end > start {
          let last = cells[end &- 1]
          guard last.isSpace, colorMode == .none || last.style == 0 else { break }
          end &-= 1
        }
        // Room for the line break, 16 bytes a cell when none is long, a sequence and
        // the reset; every style change and long cluster makes room for the rest again.
        let sequences = 2 &* SGRCache.longestSequence
        writer.reserve(1 &+ (end &- start) &* 16 &+ sequences)
        if y > 0 { writer.appendUnchecked(0x0A) }
        var current: UInt64 = 0
        var index = start
        while index < end {
          // A run of one-byte cells in the current style, the bulk of most screens, is
          // copied in a tight loop. (`PackedCell.copyOneByteRun` is this loop for a diff;
          // called here it cost a full frame 0.9 % more instructions, so it stays inline.)
          let oneByte = PackedCell.oneByteHigh
          let run = writer.start + writer.count
          var length = 0
          // Four cells a step while all four are such cells: one test for the four.
          while index &+ length &+ 4 <= end {
            let four = cells + (index &+ length)
            let others =
              (four[0].high ^ oneByte) | (four[0].style ^ current) | (four[1].high ^ oneByte)
              | (four[1].style ^ current) | (four[2].high ^ oneByte) | (four[2].style ^ current)
              | (four[3].high ^ oneByte) | (four[3].style ^ current)
            guard others == 0 else { break }
            run[length] = UInt8(truncatingIfNeeded: four[0].low)
            run[length &+ 1] = UInt8(truncatingIfNeeded: four[1].low)
            run[length &+ 2] = UInt8(truncatingIfNeeded: four[2].low)
            run[length &+ 3] = UInt8(truncatingIfNeeded: four[3].low)
            length &+= 4
          }
          while index &+ length < end {
            let cell = cells[index &+ length]
            guard cell.high == oneByte, cell.style == current else { break }
            run[length] = UInt8(truncatingIfNeeded: cell.low)
            length &+= 1
          }
          writer.advance(by: length)
          index &+= length
          guard index < end else { break }
          let cell = cells[index]
          index &+= 1
          if cell.isContinuation { continue }
          if cell.style != current {
            writer.reserve(sequences &+ (end &- index &+ 1) &* 16)
            if (cell.style ^ current) & PackedStyle.linkMask != 0, colorMode != .none {
              appendLinkChange(to: cell.style, into: &writer)
              writer.reserve(sequences &+ (end &- index &+ 1) &* 16)
            }
            transitions.append(from: current, to: cell.style, into: &writer)
            current = cell.style
          }
          if cell.byteCount == 1 {
            writer.appendUnchecked(UInt8(truncatingIfNeeded: cell.low))
          } else if cell.isLong {
            var text = longClusters[Int(cell.low)]
            text.withUTF8 { bytes in
              writer.reserve(bytes.count &+ sequences &+ (end &- index &+ 1) &* 16)
              writer.appendUnchecked(bytes)
            }
          } else {
            writer.appendInline(cell)
          }
        }
        if current & PackedStyle.linkMask != 0, colorMode != .none {
          appendLinkChange(to: 0, into: &writer)
          writer.reserve(sequences)
        }
        if current != 0 { transitions.append(from: current, to: 0, into: &writer) }
      }
    }
  }

  /// The OSC 8 sequence that ends the current link and starts the link of `style`, if it
  /// has one: `ESC ] 8 ; ; URL ESC \`, or an empty URL to end.
  func linkChange(to style: UInt64) -> [UInt8] {
    Canvas.linkChange(to: style, links: links)
  }

  /// ``linkChange(to:)`` with the link numbered in `links`; the one place OSC 8 is written.
  static func linkChange(to style: UInt64, links: [Hyperlink]) -> [UInt8] {
    let number = Int(truncatingIfNeeded: style &>> PackedStyle.linkShift)
    let url = number > 0 && number <= links.count ? links[number &- 1].url : ""
    return Array("\u{1B}]8;;\(url)\u{1B}\\".utf8)
  }

  private func appendLinkChange(to style: UInt64, into writer: inout ByteWriter) {
    let bytes = linkChange(to: style)
    writer.reserve(bytes.count)
    bytes.withUnsafeBufferPointer { writer.appendUnchecked($0) }
  }

  /// Appends the UTF-8 bytes of a stored cell's cluster.
  @inline(__always)
  func appendContent(of cell: PackedCell, to bytes: inout [UInt8]) {
    if cell.byteCount == 1 {
      bytes.append(UInt8(truncatingIfNeeded: cell.low))
    } else {
      withContentBytes(of: cell) { bytes.append(contentsOf: $0) }
    }
  }
}

/// The SGR sequences between packed styles, remembered: a screen switches between a few
/// styles many times. The sequences are kept end to end in one byte buffer.
struct SGRCache: Sendable {
  let colorMode: ColorMode
  /// The transitions remembered, and where each one's bytes are in ``bytes``.
  private var keys: [(from: UInt64, to: UInt64, start: Int, count: Int)] = []
  private var bytes: [UInt8] = []
  /// Whether this cache wrote a sequence it did not have when it was made.
  private var learned = false

  init(colorMode: ColorMode) {
    self.colorMode = colorMode
  }

  /// A cache for `colorMode` that knows the transitions the writers before it kept
  /// (``keep()``): the frames of a screen switch between the same few styles, and a
  /// transition's sequence is the same in every frame.
  static func kept(_ colorMode: ColorMode) -> SGRCache {
    SharedTransitions.shared.cache(colorMode)
  }

  /// Keeps the transitions this cache wrote for the writers after it, when it wrote any it
  /// did not have.
  func keep() {
    guard learned else { return }
    var kept = self
    kept.learned = false
    SharedTransitions.shared.keep(kept)
  }

  /// The most bytes one sequence takes: reset, six attributes and two RGB colours come
  /// to 50.
  static let longestSequence = 64

  /// The most transitions remembered.
  private static let capacity = 16

  /// Appends the sequence that changes style `from` into style `to`.
  mutating func append(from: UInt64, to: UInt64, into output: inout [UInt8]) {
    // A link is no SGR attribute: it is written as OSC 8 by the caller.
    let from = from & PackedStyle.attributesMask
    let to = to & PackedStyle.attributesMask
    guard colorMode != .none, from != to else { return }
    if to == 0 && from != 0 { return output.append(contentsOf: [0x1B, 0x5B, 0x30, 0x6D]) }
    let (start, count) = sequence(from: from, to: to)
    output.append(contentsOf: bytes[start..<(start + count)])
  }

  /// Writes the sequence that changes style `from` into style `to`; the writer must have
  /// room for ``longestSequence`` bytes.
  mutating func append(from: UInt64, to: UInt64, into writer: inout ByteWriter) {
    let from = from & PackedStyle.attributesMask
    let to = to & PackedStyle.attributesMask
    guard colorMode != .none, from != to else { return }
    // Back to the default style, the commonest change, is always a plain reset: ESC [ 0 m.
    if to == 0 && from != 0 {
      writer.appendUnchecked(0x1B)
      writer.appendUnchecked(0x5B)
      writer.appendUnchecked(0x30)
      writer.appendUnchecked(0x6D)
      return
    }
    let (start, count) = sequence(from: from, to: to)
    bytes.withUnsafeBufferPointer {
      writer.appendUnchecked(UnsafeBufferPointer(rebasing: $0[start..<(start + count)]))
    }
  }

  /// Where in ``bytes`` the sequence that changes style `from` into style `to` is, written
  /// there first if need be (after the remembered ones, replacing the last when full).
  private mutating func sequence(from: UInt64, to: UInt64) -> (start: Int, count: Int) {
    for key in keys where key.from == from && key.to == to { return (key.start, key.count) }
    var sequence: [UInt8] = []
    Style.appendSGRTransition(
      from: PackedStyle(bits: from).style, to: PackedStyle(bits: to).style, mode: colorMode,
      into: &sequence)
    if keys.count == SGRCache.capacity {
      // Full: the last slot is reused, so its bytes go.
      let last = keys.removeLast()
      bytes.removeLast(bytes.count - last.start)
    }
    let start = bytes.count
    bytes.append(contentsOf: sequence)
    keys.append((from, to, start, sequence.count))
    learned = true
    return (start, sequence.count)
  }
}

/// The SGR transitions every writer of a colour mode kept, shared by every thread that
/// writes, behind a lock. A writer takes a copy (its storage shared until it writes a new
/// one) and gives it back only when it wrote a new one.
private final class SharedTransitions: @unchecked Sendable {
  // @unchecked: `caches` is read and written only under `lock`.
  static let shared = SharedTransitions()

  private let lock = Lock()
  // Read and written under the lock only: exclusivity is not checked at run time as well.
  @exclusivity(unchecked) private var caches: [SGRCache?] = Array(
    repeating: nil, count: ColorMode.allCases.count)

  func cache(_ colorMode: ColorMode) -> SGRCache {
    let index = Self.index(colorMode)
    return lock.withLock { caches[index] } ?? SGRCache(colorMode: colorMode)
  }

  func keep(_ cache: SGRCache) {
    let index = Self.index(cache.colorMode)
    lock.withLock { caches[index] = cache }
  }

  /// The place of `colorMode`'s transitions in `caches` (a switch: `allCases` would make an
  /// array each time).
  private static func index(_ colorMode: ColorMode) -> Int {
    switch colorMode {
    case .none: 0
    case .monochrome: 1
    case .ansi16: 2
    case .ansi256: 3
    case .truecolor: 4
    }
  }
}
