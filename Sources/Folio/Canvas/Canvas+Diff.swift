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
    diff(from: previous, colorMode: colorMode, addressing: .screen)
  }

  /// The bytes that turn a terminal showing `previous` into one showing this canvas, with
  /// cursor moves measured as `addressing` says: from the screen's top-left, as
  /// ``diff(from:colorMode:)`` does, or from the cursor, for a region drawn inline.
  ///
  /// - Complexity: O(width × height) comparisons; output proportional to what changed.
  public func diff(from previous: Canvas?, colorMode: ColorMode, addressing: CursorAddressing)
    -> [UInt8]
  {
    guard let previous else {
      return settled.whole(colorMode: colorMode, addressing: addressing)
    }
    return diff(against: previous, colorMode: colorMode, addressing: addressing, comparing: nil)
  }

  /// ``diff(from:colorMode:addressing:)`` from a known frame, borrowed (an optional canvas
  /// unwrapped is a copy of it, a reference count on each of its buffers); with `rows`,
  /// comparing only the rows it says may differ when this frame was drawn over `previous`
  /// (see ``PreviousRows/rowsThatMayDiffer``, found by ``PreviousRows/prepareToCompare(_:with:)``):
  /// the others are `previous`'s rows as they were.
  ///
  /// The bytes are written into `buffer`'s storage when it has room (an empty array kept from
  /// an earlier diff, so that a frame's bytes allocate nothing).
  func diff(
    against previous: Canvas, colorMode: ColorMode, addressing: CursorAddressing,
    comparing rows: PreviousRows?, into buffer: consuming [UInt8] = []
  ) -> [UInt8] {
    if hasStaleRows || previous.hasStaleRows {
      return settled.diff(from: previous.settled, colorMode: colorMode, addressing: addressing)
    }
    // The same cells (a frame that did not change is the last one again): nothing to send.
    if storageIdentity == previous.storageIdentity, width == previous.width,
      height == previous.height, links == previous.links, longClusters == previous.longClusters
    {
      return []
    }
    guard previous.width == width, previous.height == height else {
      return whole(colorMode: colorMode, addressing: addressing)
    }
    var writer = DiffWriter(colorMode: colorMode)
    writer.bytes = consume buffer
    writer.isRelative = addressing == .cursor
    writer.canvasLinks = links
    // Inline, the cursor is known to be at the top-left; on the screen it is not known.
    if writer.isRelative { writer.cursor = (0, 0) }
    // Links numbered differently in the two frames are compared by URL.
    writer.comparesLinks = links != previous.links
    // Where cells can be compared as stored — links and long clusters numbered alike — a
    // row that did not change is passed over in one tight comparison.
    let comparesStored = !writer.comparesLinks && longClusters == previous.longClusters
    writer.comparesStored = comparesStored
    // Rows copied whole from `previous` by a kept part, and written by nothing else since,
    // are its own.
    let skipsCopies = isCopied(from: previous)
    // Drawn over `previous`: only the rows that may differ.
    let candidates = rows?.rowsThatMayDiffer
    for index in 0..<(candidates?.count ?? height) {
      let y = candidates?[index] ?? index
      let mark = rowMarks[y]
      if skipsCopies, mark.copiedStamp != 0, mark.copiedStamp == mark.stamp { continue }
      // Rows never drawn on are blank in both.
      if mark.end == 0, previous.rowMarks[y].end == 0 { continue }
      let start = y * width
      var x = 0
      if comparesStored {
        // Passed over eight cells at a time up to the first that changed.
        x = storedRunEnd(from: start, to: start &+ width, as: previous) &- start
        if x == width { continue }
      }
      while x < width {
        if writer.same(self, start + x, as: previous) {
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

extension Canvas {
  /// The bytes that draw this canvas, with no stale rows, whole: the screen (or the region
  /// from the cursor, as `addressing` says) cleared, then every row up to its trailing blanks.
  func whole(colorMode: ColorMode, addressing: CursorAddressing) -> [UInt8] {
    var writer = DiffWriter(colorMode: colorMode)
    writer.isRelative = addressing == .cursor
    writer.canvasLinks = links
    if writer.isRelative {
      writer.bytes.append(contentsOf: Canvas.eraseFromLineStart)
    } else {
      writer.bytes.append(contentsOf: [0x1B, 0x5B, 0x48, 0x1B, 0x5B, 0x32, 0x4A])  // ESC[H ESC[2J
    }
    writer.cursor = (0, 0)
    for y in 0..<height { writer.writeWholeRow(self, y: y) }
    writer.finish()
    return writer.bytes
  }

  /// The index of the first cell in `start..<end` whose stored bits differ from those
  /// `previous` stores there — or, when not `equal`, are the same — or `end`.
  func storedRunEnd(from start: Int, to end: Int, as previous: Canvas, equal: Bool = true)
    -> Int
  {
    storage.withUnsafeBufferPointer { cells in
      previous.storage.withUnsafeBufferPointer { others in
        var index = start
        if equal {
          // Eight cells at a time, compared a word at a time, while they are the same.
          let a = cells.baseAddress!
          let b = others.baseAddress!
          while end &- index >= 8, Canvas.same(a + index, b + index, count: 8) { index &+= 8 }
        }
        while index < end, (cells[index] == others[index]) == equal { index &+= 1 }
        return index
      }
    }
  }

  /// Whether `count` stored cells at `a` and at `b` are the same bit for bit, compared a
  /// word at a time with no early exit, which the compiler turns into vector code.
  @inline(__always)
  static func same(
    _ a: UnsafePointer<PackedCell>, _ b: UnsafePointer<PackedCell>, count: Int
  ) -> Bool {
    // Three words a cell, as PackedCell stores them; any other layout compares cell by cell.
    guard MemoryLayout<PackedCell>.stride == 3 &* MemoryLayout<UInt64>.stride else {
      return (0..<count).allSatisfy { a[$0] == b[$0] }
    }
    let words = count &* 3
    return a.withMemoryRebound(to: UInt64.self, capacity: words) { a in
      b.withMemoryRebound(to: UInt64.self, capacity: words) { b in
        var difference: UInt64 = 0
        for index in 0..<words { difference |= a[index] ^ b[index] }
        return difference == 0
      }
    }
  }
}

/// Accumulates the bytes of a frame update, tracking the terminal's cursor and style.
struct DiffWriter {
  var bytes: [UInt8] = []
  var cursor: (x: Int, y: Int)? = nil
  /// The terminal's current style, packed.
  var style: UInt64 = 0
  var transitions: SGRCache
  /// Whether moves are relative to the cursor, which starts and ends at the top-left.
  var isRelative = false
  /// The links of the canvas written, for the OSC 8 sequences around linked cells.
  var canvasLinks: [Hyperlink] = []
  /// Whether the two canvases number their links differently.
  var comparesLinks = false
  /// Whether cells compare as stored: both canvases number links and long clusters alike.
  var comparesStored = false

  /// Whether cell `index` of `canvas` shows the same as in `previous`.
  @inline(__always)
  func same(_ canvas: Canvas, _ index: Int, as previous: Canvas) -> Bool {
    comparesLinks
      ? canvas.sameCellComparingLinks(index, as: previous, index)
      : canvas.sameCell(index, as: previous, index)
  }

  init(colorMode: ColorMode) {
    transitions = SGRCache.kept(colorMode)
  }

  mutating func moveCursor(x: Int, y: Int) {
    if let cursor, cursor.x == x, cursor.y == y { return }
    // Room for a few rows once there is something to write: a diff of nothing allocates
    // nothing.
    if bytes.capacity == 0 { bytes.reserveCapacity(512) }
    if isRelative {
      moveRelative(x: x, y: y)
      return
    }
    bytes.append(0x1B)
    bytes.append(0x5B)
    appendNumber(y + 1)
    bytes.append(0x3B)
    appendNumber(x + 1)
    bytes.append(0x48)
    cursor = (x, y)
  }

  /// Moves from the tracked cursor with relative moves only. A carriage return comes
  /// first whenever the column goes back or the row changes: it also ends the pending
  /// wrap a write to the last column leaves behind.
  mutating func moveRelative(x: Int, y: Int) {
    let from = cursor ?? (0, 0)
    var column = from.x
    if y != from.y || x < from.x {
      bytes.append(0x0D)
      column = 0
    }
    if y < from.y {
      appendSequence(from.y - y, final: 0x41)  // ESC[nA
    } else if y > from.y {
      // Line feeds, not ESC[nB: they scroll the screen when the region grows past its bottom.
      for _ in from.y..<y { bytes.append(0x0A) }
    }
    if x > column { appendSequence(x - column, final: 0x43) }  // ESC[nC
    cursor = (x, y)
  }

  private mutating func appendSequence(_ count: Int, final: UInt8) {
    bytes.append(0x1B)
    bytes.append(0x5B)
    if count != 1 { appendNumber(count) }
    bytes.append(final)
  }

  mutating func setStyle(_ newStyle: UInt64) {
    guard newStyle != style else { return }
    if (newStyle ^ style) & PackedStyle.linkMask != 0, transitions.colorMode != .none {
      // OSC 8: the link of the cells that follow, or none.
      bytes.append(contentsOf: Canvas.linkChange(to: newStyle, links: canvasLinks))
    }
    transitions.append(from: style, to: newStyle, into: &bytes)
    style = newStyle
  }

  mutating func appendNumber(_ value: Int) {
    if value >= 10 { appendNumber(value / 10) }
    bytes.append(UInt8(0x30 + value % 10))
  }

  /// Where row `y` of `canvas`'s trailing default blanks begin, at or after column `from`:
  /// erase to end of line from there. Past the row's end every cell is blank already.
  private func blankStart(_ canvas: Canvas, y: Int, from: Int) -> Int {
    let start = y &* canvas.width
    return canvas.storage.withUnsafeBufferPointer { cells in
      var blankFrom = max(from, min(canvas.width, canvas.rowMarks[y].end))
      while blankFrom > from, cells[start &+ blankFrom &- 1].isBlank { blankFrom &-= 1 }
      return blankFrom
    }
  }

  /// Writes row `y` of `canvas` whole, after a full clear: up to its trailing blanks.
  mutating func writeWholeRow(_ canvas: Canvas, y: Int) {
    let blankFrom = blankStart(canvas, y: y, from: 0)
    var x = 0
    while x < blankFrom { x = writeCells(canvas, y: y, from: x, to: blankFrom) }
  }

  /// Writes row `y` of `canvas` from column `from`, skipping runs of cells equal to
  /// `previous` where moving the cursor is shorter than rewriting them. (`previous` is
  /// borrowed, not unwrapped from an optional: binding one copies the canvas, a reference
  /// count on each of its buffers.)
  mutating func writeRow(_ canvas: Canvas, y: Int, from: Int, previous: Canvas) {
    let width = canvas.width
    let start = y * width
    let blankFrom = blankStart(canvas, y: y, from: from)
    // From here on both rows are blanks: this one from `blankFrom`, the previous one from
    // its end.
    let bothBlank = max(blankFrom, min(width, previous.rowMarks[y].end))
    var x = from
    while x < blankFrom {
      // Where the cells written from `x` end: at the next unchanged cell, or past a short
      // unchanged run rewritten rather than skipped.
      var writeEnd = blankFrom
      // Skip an unchanged run when a cursor move is cheaper than rewriting it.
      var same = sameRunEnd(canvas, from: start + x, to: start + bothBlank, as: previous) - start
      if same == bothBlank { same = width }
      if same == width { return }
      let run = same - x
      if run > 0 {
        let stylesMatch = canvas.storage.withUnsafeBufferPointer { cells in
          (x..<same).allSatisfy { cells[start &+ $0].style == style }
        }
        if run > 6 || !stylesMatch {
          x = same
          canvas.storage.withUnsafeBufferPointer { cells in
            while x > 0, cells[start &+ x].isContinuation { x -= 1 }
          }
          continue
        }
        writeEnd = min(same, blankFrom)
      } else {
        writeEnd =
          changedRunEnd(canvas, from: start + x + 1, to: start + blankFrom, as: previous) - start
      }
      x = writeCells(canvas, y: y, from: x, to: writeEnd)
    }
    if blankFrom < width {
      let oldEnd = max(blankFrom, min(width, previous.rowMarks[y].end))
      let alreadyBlank = previous.storage.withUnsafeBufferPointer { old in
        (blankFrom..<oldEnd).allSatisfy { old[start &+ $0].isBlank }
      }
      if !alreadyBlank {
        moveCursor(x: blankFrom, y: y)
        setStyle(0)
        bytes.append(contentsOf: [0x1B, 0x5B, 0x4B])  // ESC[K
      }
    }
  }

  /// Writes the cells of row `y` from column `from`, up to `end` and past it to the end of
  /// a cluster that starts before it; returns the column after the last cell written.
  private mutating func writeCells(_ canvas: Canvas, y: Int, from: Int, to end: Int) -> Int {
    let width = canvas.width
    let start = y &* width
    return canvas.storage.withUnsafeBufferPointer { cells in
      var x = from
      var moved = false
      while x < end {
        let cell = cells[start &+ x]
        if cell.isContinuation {
          // Not the end of a cluster written here: the cursor is placed again after it.
          if moved {
            cursor = (x, y)
            moved = false
          }
          x &+= 1
          continue
        }
        if !moved {
          moveCursor(x: x, y: y)
          moved = true
        }
        setStyle(cell.style)
        if cell.high == PackedCell.oneByteHigh {
          // A run of one-byte cells in this style, most of what a row writes: their bytes
          // gathered and appended at once rather than a checked append each.
          x &+= appendOneByteRun(of: cells, from: start &+ x, to: start &+ end, style: cell.style)
        } else {
          canvas.appendContent(of: cell, to: &bytes)
          x &+= 1
        }
        while x < width, cells[start &+ x].isContinuation { x &+= 1 }
      }
      if moved { cursor = (x, y) }
      return x
    }
  }

  /// Appends the bytes of the run of one-byte cells in `style` from `cells[start]` up to
  /// `cells[end]`; the run's length.
  private mutating func appendOneByteRun(
    of cells: UnsafeBufferPointer<PackedCell>, from start: Int, to end: Int, style: UInt64
  ) -> Int {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: end &- start) { run in
      let length = PackedCell.copyOneByteRun(
        cells.baseAddress!, from: start, to: end, style: style, into: run.baseAddress!)
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: run[..<length]))
      return length
    }
  }

  /// The index of the first cell in `start..<end` of `canvas` that shows what it did in
  /// `previous`, or `end`.
  private func changedRunEnd(_ canvas: Canvas, from start: Int, to end: Int, as previous: Canvas)
    -> Int
  {
    if comparesStored {
      return canvas.storedRunEnd(from: start, to: end, as: previous, equal: false)
    }
    var index = start
    while index < end, !same(canvas, index, as: previous) { index &+= 1 }
    return index
  }

  /// The index of the first cell in `start..<end` of `canvas` that does not show what it
  /// did in `previous`, or `end`.
  private func sameRunEnd(_ canvas: Canvas, from start: Int, to end: Int, as previous: Canvas)
    -> Int
  {
    if comparesStored { return canvas.storedRunEnd(from: start, to: end, as: previous) }
    var index = start
    while index < end, same(canvas, index, as: previous) { index &+= 1 }
    return index
  }

  mutating func finish() {
    setStyle(0)
    // A region drawn inline leaves the cursor at its top-left, where the next frame starts.
    if isRelative, let cursor, cursor != (0, 0) { moveRelative(x: 0, y: 0) }
    transitions.keep()
  }
}

extension Canvas {
  /// What erases from the start of the cursor's line to the end of the screen, `CR ESC[J`:
  /// how a frame drawn where the cursor is starts, and how an inline region is erased.
  package static let eraseFromLineStart: [UInt8] = [0x0D, 0x1B, 0x5B, 0x4A]
}
