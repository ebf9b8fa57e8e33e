extension Canvas {
  /// The bytes that turn a terminal showing `previous` into one showing this canvas: only
  /// the cells that changed, with the fewest cursor moves and style changes it can find.
  ///
  /// With no previous canvas, or one of another size, the whole screen is redrawn (after
  /// clearing it). The output assumes the canvas sits at the top-left of the screen, the
  /// terminal's style is the default before it starts, and it leaves the style at the
  /// default when it ends. Runs of unchanged cells shorter than a cursor move are rewritten
  /// rather than skipped; a row that ends in default blanks is finished with "erase to end
  /// of line".
  ///
  /// - Complexity: O(width × height) comparisons; output proportional to what changed.
  public func diff(from previous: Canvas?, colorMode: ColorMode) -> [UInt8] {
    var writer = DiffWriter(colorMode: colorMode)
    guard let previous, previous.width == width, previous.height == height else {
      writer.bytes.append(contentsOf: [0x1B, 0x5B, 0x48, 0x1B, 0x5B, 0x32, 0x4A])  // ESC[H ESC[2J
      writer.cursor = (0, 0)
      for y in 0..<height { writer.writeRow(self, y: y, from: 0, previous: nil) }
      writer.finish()
      return writer.bytes
    }
    for y in 0..<height {
      let start = y * width
      var x = 0
      while x < width {
        if sameCell(start + x, as: previous, start + x) {
          x += 1
          continue
        }
        var runStart = x
        // A changed continuation means its lead cluster must be written again.
        while runStart > 0, storage[start + runStart].isContinuation { runStart -= 1 }
        writer.writeRow(self, y: y, from: runStart, previous: previous)
        break
      }
    }
    writer.finish()
    return writer.bytes
  }
}

/// Accumulates the bytes of a frame update, tracking the terminal's cursor and style.
struct DiffWriter {
  var bytes: [UInt8] = []
  var cursor: (x: Int, y: Int)? = nil
  /// The terminal's current style, packed.
  var style: UInt64 = 0
  var transitions: SGRCache

  init(colorMode: ColorMode) {
    transitions = SGRCache(colorMode: colorMode)
    bytes.reserveCapacity(512)
  }

  mutating func moveCursor(x: Int, y: Int) {
    if let cursor, cursor.x == x, cursor.y == y { return }
    bytes.append(0x1B)
    bytes.append(0x5B)
    appendNumber(y + 1)
    bytes.append(0x3B)
    appendNumber(x + 1)
    bytes.append(0x48)
    cursor = (x, y)
  }

  mutating func setStyle(_ newStyle: UInt64) {
    guard newStyle != style else { return }
    transitions.append(from: style, to: newStyle, into: &bytes)
    style = newStyle
  }

  mutating func appendNumber(_ value: Int) {
    if value >= 10 { appendNumber(value / 10) }
    bytes.append(UInt8(0x30 + value % 10))
  }

  /// Writes row `y` of `canvas` from column `from`, skipping runs of cells equal to
  /// `previous` where moving the cursor is shorter than rewriting them.
  mutating func writeRow(_ canvas: Canvas, y: Int, from: Int, previous: Canvas?) {
    let width = canvas.width
    let start = y * width
    let cells = canvas.storage
    // Where the row's trailing default blanks begin: erase to end of line from there.
    var blankFrom = width
    while blankFrom > from, cells[start + blankFrom - 1].isBlank { blankFrom -= 1 }
    var x = from
    while x < blankFrom {
      if let previous {
        // Skip an unchanged run when a cursor move is cheaper than rewriting it.
        var same = x
        while same < width, canvas.sameCell(start + same, as: previous, start + same) {
          same += 1
        }
        if same == width { return }
        let run = same - x
        if run > 0 {
          let stylesMatch = (x..<same).allSatisfy { cells[start + $0].style == style }
          if run > 6 || !stylesMatch {
            x = same
            while x > 0, cells[start + x].isContinuation { x -= 1 }
            continue
          }
        }
      }
      let cell = cells[start + x]
      if cell.isContinuation {
        x += 1
        continue
      }
      moveCursor(x: x, y: y)
      setStyle(cell.style)
      canvas.appendContent(of: cell, to: &bytes)
      let advance = x + 1 < width && cells[start + x + 1].isContinuation ? 2 : 1
      x += advance
      cursor = (x, y)
    }
    if blankFrom < width {
      // After a full clear (no previous canvas) the row is blank already.
      let alreadyBlank =
        previous.map { old in (blankFrom..<width).allSatisfy { old.storage[start + $0].isBlank } }
        ?? true
      if !alreadyBlank {
        moveCursor(x: blankFrom, y: y)
        setStyle(0)
        bytes.append(contentsOf: [0x1B, 0x5B, 0x4B])  // ESC[K
      }
    }
  }

  mutating func finish() {
    setStyle(0)
  }
}
