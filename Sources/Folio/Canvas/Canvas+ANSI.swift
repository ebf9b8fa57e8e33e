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
    var bytes: [UInt8] = []
    bytes.reserveCapacity(width * height + height * 8)
    appendANSI(to: &bytes, colorMode: colorMode)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the ANSI form of the canvas (see ``ansiString(colorMode:)``) to `bytes`.
  public func appendANSI(to bytes: inout [UInt8], colorMode: ColorMode) {
    var transitions = SGRCache(colorMode: colorMode)
    for y in 0..<height {
      if y > 0 { bytes.append(0x0A) }
      var current: UInt64 = 0
      let start = y * width
      var end = start + width
      while end > start {
        let last = storage[end - 1]
        guard last.isSpace, colorMode == .none || last.style == 0 else { break }
        end -= 1
      }
      for index in start..<end {
        let cell = storage[index]
        if cell.isContinuation { continue }
        if cell.style != current {
          transitions.append(from: current, to: cell.style, into: &bytes)
          current = cell.style
        }
        appendContent(of: cell, to: &bytes)
      }
      if current != 0 { transitions.append(from: current, to: 0, into: &bytes) }
    }
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
/// styles many times.
struct SGRCache {
  let colorMode: ColorMode
  private var keys: [(from: UInt64, to: UInt64)] = []
  private var sequences: [[UInt8]] = []

  init(colorMode: ColorMode) {
    self.colorMode = colorMode
  }

  /// Appends the sequence that changes style `from` into style `to`.
  mutating func append(from: UInt64, to: UInt64, into bytes: inout [UInt8]) {
    guard colorMode != .none else { return }
    for (index, key) in keys.enumerated() where key.from == from && key.to == to {
      bytes.append(contentsOf: sequences[index])
      return
    }
    var sequence: [UInt8] = []
    Style.appendSGRTransition(
      from: PackedStyle(bits: from).style, to: PackedStyle(bits: to).style, mode: colorMode,
      into: &sequence)
    bytes.append(contentsOf: sequence)
    if keys.count < 16 {
      keys.append((from, to))
      sequences.append(sequence)
    }
  }
}
