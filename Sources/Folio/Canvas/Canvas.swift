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
  /// For each row, what drawing did to it: where its drawn cells end, and when it was last
  /// written (see ``RowMark``).
  var rowMarks: [RowMark]
  /// The stamp every write now puts on its row: a part of a frame that is kept from the
  /// last one raises it before and after it draws, so what was written after it shows.
  var stamp: UInt32 = 1
  /// The frame of ``previousRows`` this canvas is drawn in (see
  /// ``PreviousRows/keep(row:of:frame:)``): a copy of the canvas written after its frame
  /// keeps nothing there. (Beside ``stamp``, in the room its alignment leaves.)
  var previousRowsFrame: UInt32 = 0
  /// How many cells drawn on this canvas refer to a link or a long cluster by its number:
  /// a part whose cells refer to none can be copied into another canvas as they are.
  var numberedReferences = 0
  /// Which frame of a memory this canvas is, when a ``FrameMemory`` made it: what a canvas
  /// copied from it names it by.
  var frame: FrameToken?
  /// The frame kept parts were copied from (see ``RowMark/copiedStamp``): a diff against that
  /// canvas passes over the rows that hold nothing but a copy of its own.
  var copiedFrom: FrameIdentity?
  /// Whether some rows still hold what an earlier frame left in them (see
  /// ``RowMark/staleEnd``): a canvas a memory draws a frame into again.
  var hasStaleRows = false
  /// The frame this canvas held before it was drawn into again, while its stale rows hold it.
  var recycledFrom: FrameToken?
  /// While a frame is drawn over the last one where it stands (see ``drawOver(_:marks:rows:)``):
  /// where that frame's rows go before anything writes them, for the parts copied from it
  /// and for the bytes that turn one into the other.
  var previousRows: PreviousRows?
  /// The region drawing may change: the whole canvas, or while a view draws, the part of
  /// it that is visible. Every drawing call clips to it as well as to its own clip; it
  /// never reaches outside the canvas.
  var limit: Rect

  /// A canvas of blank cells. Negative sizes become 0; sizes above ``maxSide`` are clamped.
  public init(width: Int, height: Int) {
    self.width = min(max(0, width), Canvas.maxSide)
    self.height = min(max(0, height), Canvas.maxSide)
    self.storage = Canvas.blankCells(self.width * self.height)
    self.rowMarks = Array(repeating: RowMark(), count: self.height)
    self.limit = Rect(x: 0, y: 0, width: self.width, height: self.height)
  }

  /// `count` blank cells (see ``blank(_:count:)``).
  static func blankCells(_ count: Int) -> [PackedCell] {
    guard count > 0 else { return [] }
    return [PackedCell](unsafeUninitializedCapacity: count) { buffer, initialized in
      blank(buffer.baseAddress!, count: count)
      initialized = count
    }
  }

  /// Writes `count` blank cells from `cells`, two at a time as three pairs of words: a
  /// screen's worth in a few thousand stores instead of a store per word and a loop per
  /// cell. The memory may be uninitialized: cells hold no references.
  static func blank(_ cells: UnsafeMutablePointer<PackedCell>, count: Int) {
    guard count > 0 else { return }
    let blank = PackedCell.blank
    guard MemoryLayout<PackedCell>.stride == 24 else {
      cells.initialize(repeating: blank, count: count)
      return
    }
    let raw = UnsafeMutableRawPointer(cells)
    // Two cells are six words: (low, high), (style, low), (high, style).
    let first = SIMD2(blank.low, blank.high)
    let second = SIMD2(blank.style, blank.low)
    let third = SIMD2(blank.high, blank.style)
    var offset = 0
    let pairsEnd = (count / 2) &* 48
    while offset < pairsEnd {
      raw.storeBytes(of: first, toByteOffset: offset, as: SIMD2<UInt64>.self)
      raw.storeBytes(of: second, toByteOffset: offset &+ 16, as: SIMD2<UInt64>.self)
      raw.storeBytes(of: third, toByteOffset: offset &+ 32, as: SIMD2<UInt64>.self)
      offset &+= 48
    }
    if count % 2 == 1 { (cells + (count &- 1)).initialize(to: blank) }
  }

  /// Blanks row `y` if it still holds an earlier frame's cells: before anything in the row
  /// is read or written.
  @inline(__always)
  mutating func prepareRow(_ y: Int) {
    guard hasStaleRows else { return }
    let mark = rowMarks[y]
    guard mark.staleEnd != 0 || mark.holdsLast else { return }
    blankStaleCells(ofRow: y)
  }

  /// Blanks row `y`'s stale cells — in a frame drawn over the last, after keeping the row
  /// as the last frame had it, as it does a row that still shows the last frame's (see
  /// ``RowMark/holdsLast``) before it is written.
  private mutating func blankStaleCells(ofRow y: Int) {
    let count = Int(rowMarks[y].staleEnd)
    rowMarks[y].staleEnd = 0
    rowMarks[y].holdsLast = false
    let start = y &* width
    if let previousRows {
      storage.withUnsafeBufferPointer { cells in
        previousRows.keep(row: y, of: cells.baseAddress!, frame: previousRowsFrame)
      }
    }
    guard count > 0 else { return }
    storage.withUnsafeMutableBufferPointer { cells in
      Canvas.blank(cells.baseAddress! + start, count: count)
    }
  }

  /// Blanks every row that still holds an earlier frame's cells: the canvas is then what it
  /// counts as.
  mutating func blankStaleRows() {
    guard hasStaleRows else { return }
    var y = 0
    while true {
      // The next stale row, looked for through the marks' buffer.
      y = rowMarks.withUnsafeBufferPointer { marks in
        var y = y
        while y < marks.count, marks[y].staleEnd == 0 { y &+= 1 }
        return y
      }
      guard y < height else { break }
      blankStaleCells(ofRow: y)
      y &+= 1
    }
    hasStaleRows = false
  }

  /// This canvas with no stale rows: what every reading of a canvas still being drawn
  /// again reads.
  var settled: Canvas {
    guard hasStaleRows else { return self }
    var canvas = self
    // A copy read while its frame is drawn: the frame's own rows are kept aside by the frame.
    canvas.previousRows = nil
    canvas.blankStaleRows()
    return canvas
  }

  /// Turns a frame's canvas into an empty one of the same size to draw the next frame into,
  /// keeping its storage: each row counts as blank and is blanked when first touched (or
  /// found to hold already what a kept part copies into it).
  mutating func recycle() {
    longClusters.removeAll(keepingCapacity: true)
    links.removeAll(keepingCapacity: true)
    drawingLink = 0
    stamp = 1
    numberedReferences = 0
    copiedFrom = nil
    limit = bounds
    recycledFrom = frame
    frame = nil
    var stale = false
    rowMarks.withUnsafeMutableBufferPointer { marks in
      for y in marks.indices {
        let end = marks[y].end
        marks[y] = RowMark()
        marks[y].staleEnd = UInt16(truncatingIfNeeded: end)
        if end != 0 { stale = true }
      }
    }
    hasStaleRows = stale
  }

  /// Makes this canvas, an empty one of `last`'s size (``init(emptyWidth:height:)``), the
  /// canvas to draw the next frame into over `last`, the last frame, where it stands: it
  /// takes `last`'s cells (copied now if anyone else still holds them), and counts every
  /// row as blank, as ``recycle()`` does, each row kept in `rows` as `last` had it before
  /// anything writes it. `last` keeps its rows' marks, clusters and links — what the parts
  /// copied from it read — and no cells. The marks are made in `marks`' storage.
  ///
  /// A method on the caller's canvas rather than a function or initialiser that makes one:
  /// the canvas made was then copied on its way out, a reference count on each of its
  /// buffers.
  mutating func drawOver(_ last: inout Canvas, marks: inout [RowMark], rows: PreviousRows) {
    swap(&storage, &last.storage)
    // Drawn into from here on: copied now if anyone else still holds the cells, so that
    // the storage the frame begins with is the one it ends with.
    storage.withUnsafeMutableBufferPointer { _ in }
    swap(&rowMarks, &marks)
    if rowMarks.count != height {
      rowMarks = Array(repeating: RowMark(), count: height)
    }
    rowMarks.withUnsafeMutableBufferPointer { marks in
      last.rowMarks.withUnsafeBufferPointer { lastMarks in
        for y in marks.indices {
          marks[y] = RowMark()
          marks[y].staleEnd = UInt16(truncatingIfNeeded: lastMarks[y].end)
        }
      }
    }
    // Until the frame ends: rows held as the last frame had them count too, a write keeps
    // them aside first (see ``prepareRow(_:)``).
    hasStaleRows = true
    rows.beginFrame(width: width, height: height)
    previousRows = rows
    previousRowsFrame = rows.frame
  }

  /// An empty canvas `width` × `height`, with no cells and no marks yet.
  init(emptyWidth width: Int, height: Int) {
    self.width = width
    self.height = height
    self.storage = []
    self.rowMarks = []
    self.limit = Rect(x: 0, y: 0, width: width, height: height)
  }

  /// Whether this canvas's rows hold nothing but a copy of `previous`'s, where their marks
  /// say so: `previous` is the frame kept parts were copied from, unchanged since.
  func isCopied(from previous: Canvas) -> Bool {
    guard let copiedFrom, let frame = previous.frame else { return false }
    return copiedFrom.token === frame && copiedFrom.storage == previous.storageIdentity
  }

  /// Notes that row `y` was written from column `start` up to `end` (exclusive).
  @inline(__always)
  mutating func markWritten(_ y: Int, from start: Int, to end: Int) {
    let stamp = self.stamp
    rowMarks.withUnsafeMutableBufferPointer { marks in
      marks[y].write(from: start, to: end, drawnTo: end, stamp: stamp)
    }
  }

  /// Notes that a kept part has drawn its cells in `area`: a write there from now on is
  /// written over it (see ``RowMark/overwritten``).
  mutating func markKept(_ area: Rect) {
    guard !area.isEmpty else { return }
    let start = UInt16(truncatingIfNeeded: area.x)
    let end = UInt16(truncatingIfNeeded: area.maxX)
    rowMarks.withUnsafeMutableBufferPointer { marks in
      for y in area.y..<area.maxY { marks[y].keep(from: start, to: end) }
    }
  }

  /// The identity of the storage: two canvases alive at once with the same identity share
  /// their cells.
  var storageIdentity: UnsafeRawPointer? { storage.storageIdentity }

  /// Copies the cells of `area` from `source`, a canvas of the same size, with the row ends
  /// they had there: a part of the last frame kept as it was drawn (its last write stamped
  /// below `endStamp`), into rows blank here from the area's left edge on (each ends at or
  /// before it). With `ownedRows`, the part's rows were empty in `source` before it drew: a
  /// row empty here too, and written by nothing after the part in `source`, is then the
  /// same as in `source` until something else writes it (see ``RowMark/copiedStamp``).
  /// The area is then kept, as ``markKept(_:)`` notes it.
  mutating func paste(_ area: Rect, from source: Canvas, endStamp: UInt32, ownedRows: Bool) {
    guard !area.isEmpty else { return }
    // Looked at, not taken: bound to a name, it would be counted once more for every paste.
    if previousRows != nil {
      pasteInPlace(area, from: source, endStamp: endStamp, ownedRows: ownedRows)
      return
    }
    // Rows are known the same as one canvas's only: the first copied from.
    let ownedRows =
      ownedRows && source.frame != nil && (copiedFrom == nil || isCopied(from: source))
    // Whether the source copied rows whole from the frame this canvas held: such a row,
    // stale here, is the source's row already (see ``RowMark/copiedStamp``).
    let staleRowsMayBeSources =
      hasStaleRows && recycledFrom != nil && source.copiedFrom?.token === recycledFrom
    let checksStale = hasStaleRows
    let width = self.width
    let stamp = self.stamp
    var ownsAny = false
    // One pass over the rows, through the buffers: a row's cells and marks are each looked
    // up once.
    storage.withUnsafeMutableBufferPointer { cells in
      rowMarks.withUnsafeMutableBufferPointer { marks in
        source.storage.withUnsafeBufferPointer { sourceCells in
          source.rowMarks.withUnsafeBufferPointer { from in
            for y in area.y..<area.maxY {
              let sourceMark = from[y]
              let takesRow = ownedRows && sourceMark.stamp < endStamp
              let rowStart = y &* width
              var copiesArea = true
              if checksStale, marks[y].staleEnd != 0 {
                // An untouched row: when the part owned it in the source, the whole source
                // row is what it becomes; otherwise it is blank before the copy.
                let staleEnd = Int(marks[y].staleEnd)
                marks[y].staleEnd = 0
                if takesRow {
                  copiesArea = false
                  let isThere =
                    staleRowsMayBeSources && sourceMark.copiedStamp != 0
                    && sourceMark.copiedStamp == sourceMark.stamp && staleEnd == sourceMark.end
                  if !isThere {
                    let end = sourceMark.end
                    (cells.baseAddress! + rowStart).update(
                      from: sourceCells.baseAddress! + rowStart, count: end)
                    if staleEnd > end {
                      Canvas.blank(cells.baseAddress! + rowStart + end, count: staleEnd &- end)
                    }
                  }
                } else {
                  Canvas.blank(cells.baseAddress! + rowStart, count: staleEnd)
                }
              }
              if copiesArea {
                // Past the source row's end every cell is blank, as it is here: the area was
                // blank from its left edge on before the copy.
                let count = min(sourceMark.end, area.maxX) &- area.x
                if count > 0 {
                  let offset = rowStart &+ area.x
                  (cells.baseAddress! + offset).update(
                    from: sourceCells.baseAddress! + offset, count: count)
                }
              }
              let owned = takesRow && marks[y].end == 0
              marks[y].notePaste(
                of: area, sourceEnd: sourceMark.end, stamp: stamp, copiedStamp: owned ? stamp : 0)
              if owned { ownsAny = true }
            }
          }
        }
      }
    }
    if ownsAny, copiedFrom == nil, let frame = source.frame {
      copiedFrom = FrameIdentity(token: frame, storage: source.storageIdentity)
    }
    self.stamp &+= 1
  }

  /// ``paste(_:from:endStamp:ownedRows:)`` into a frame drawn over the last one, `source`
  /// (whose rows are here, or in `previousRows` once written): a row the part owned in the
  /// source, untouched here, already is what it becomes and is left as it stands; in any
  /// other row the area's cells are copied from the row the last frame had.
  private mutating func pasteInPlace(
    _ area: Rect, from source: Canvas, endStamp: UInt32, ownedRows: Bool
  ) {
    let rows = area.y..<area.maxY
    let stamp = self.stamp
    // First what stays: a row that holds the last frame's, which was the part's alone. When
    // every row does (a part standing where it stood, nothing drawn in its rows), its rows'
    // marks are written in the same pass, and that is all.
    var copiesAny = false
    // The rows above this one have their marks written.
    var marked = area.y
    rowMarks.withUnsafeMutableBufferPointer { marks in
      source.rowMarks.withUnsafeBufferPointer { from in
        let (x, maxX) = (area.x, area.maxX)
        var y = rows.lowerBound
        while y < rows.upperBound {
          guard marks[y].holdsLast(owned: ownedRows, sourceStamp: from[y].stamp, endStamp)
          else {
            copiesAny = true
            break
          }
          marks[y].notePaste(from: x, to: maxX, sourceEnd: from[y].end, stamp: stamp)
          y &+= 1
        }
        marked = y
        // Past the first row that is not the last frame's: the rows that stay are noted.
        while y < rows.upperBound {
          _ = marks[y].holdsLast(owned: ownedRows, sourceStamp: from[y].stamp, endStamp)
          y &+= 1
        }
      }
    }
    guard copiesAny else {
      self.stamp &+= 1
      return
    }
    // Then the rest: blank from the area's left edge on here (the last frame's row kept
    // aside first, as a written row's was when first written), the area's cells copied from
    // the row the last frame had. (Every row marked above holds the last frame's.)
    // (Only a canvas drawn over the last frame pastes in place: it has its rows.)
    if let previousRows {
      for y in marked..<area.maxY where !rowMarks[y].holdsLast {
        prepareRow(y)
        let count = min(source.rowMarks[y].end, area.maxX) &- area.x
        guard count > 0 else { continue }
        let offset = y &* width &+ area.x
        storage.withUnsafeMutableBufferPointer { cells in
          previousRows.copy(row: y, column: area.x, count: count, to: cells.baseAddress! + offset)
        }
      }
    }
    // A row that holds the last frame's row holds the area's cells as the source does.
    rowMarks.withUnsafeMutableBufferPointer { marks in
      source.rowMarks.withUnsafeBufferPointer { from in
        for y in marked..<area.maxY {
          marks[y].notePaste(of: area, sourceEnd: from[y].end, stamp: stamp, copiedStamp: 0)
        }
      }
    }
    self.stamp &+= 1
  }

  /// Every cell, row by row.
  ///
  /// - Complexity: O(width × height): the cells are built from the canvas's compact
  ///   storage on each call.
  public var cells: [Cell] {
    guard !hasStaleRows else { return settled.cells }
    return storage.map(cell)
  }

  /// The whole canvas as a rectangle.
  public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

  /// The cell at column `x`, row `y`; a blank cell outside the canvas.
  public subscript(x: Int, y: Int) -> Cell {
    guard x >= 0, x < width, y >= 0, y < height else { return .blank }
    guard !hasStaleRows || rowMarks[y].staleEnd == 0 else { return .blank }
    return cell(storage[y * width + x])
  }

  /// The cells of row `y`, indexed from 0.
  public func row(_ y: Int) -> ArraySlice<Cell> {
    guard y >= 0, y < height else { return [] }
    guard !hasStaleRows else { return settled.row(y) }
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
    guard !hasStaleRows || rowMarks[y].staleEnd == 0 else { return nil }
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
    numberedReferences &+= 1
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
    guard !lhs.hasStaleRows, !rhs.hasStaleRows else { return lhs.settled == rhs.settled }
    guard lhs.links == rhs.links else {
      return lhs.storage.indices.allSatisfy { lhs.sameCellComparingLinks($0, as: rhs, $0) }
    }
    if lhs.longClusters.isEmpty && rhs.longClusters.isEmpty { return lhs.storage == rhs.storage }
    return lhs.storage.indices.allSatisfy { lhs.sameCell($0, as: rhs, $0) }
  }

  public func hash(into hasher: inout Hasher) {
    guard !hasStaleRows else { return settled.hash(into: &hasher) }
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

/// What drawing did to one row of a canvas.
struct RowMark {
  /// The column after the last cell drawn on: every cell from there on is blank. It may
  /// lie further right than that (a copied part's row ends where the whole row ended),
  /// never left of it.
  var end = 0
  /// The canvas's ``Canvas/stamp`` when the row was last written; 0 if never.
  var stamp: UInt32 = 0
  /// The stamp of the copy that made the whole row, when nothing else has written it: the
  /// row is then the same as in ``Canvas/copiedFrom`` as long as `stamp` still equals it.
  var copiedStamp: UInt32 = 0
  /// The stamp of the last write over the columns kept parts have drawn in this row
  /// (`keptStart..<keptEnd`, one span around them all): a kept part whose end stamp is
  /// higher was not written over in this row.
  var overwritten: UInt32 = 0
  var keptStart: UInt16 = 0
  var keptEnd: UInt16 = 0
  /// In a canvas drawn into again, how far the row still holds an earlier frame's cells:
  /// the row counts as blank, and is blanked before anything reads or writes it.
  var staleEnd: UInt16 = 0
  /// In a frame drawn over the last one where it stands, whether the row is the last
  /// frame's row, kept as it was by a part copied from it: before anything writes it, the
  /// row is kept aside as the last frame had it.
  var holdsLast = false

  /// Notes that a kept part has drawn its cells in the columns `start..<end`: the span of
  /// kept columns grows to hold them.
  @inline(__always)
  mutating func keep(from start: UInt16, to end: UInt16) {
    if keptEnd == 0 {
      (keptStart, keptEnd) = (start, end)
    } else {
      keptStart = min(keptStart, start)
      keptEnd = max(keptEnd, end)
    }
  }

  /// Notes a kept part copied over the columns of `area` with `stamp`, from a row that ends
  /// at `sourceEnd`, and the copy's stamp when it made the whole row (0 when not). Where the
  /// part drew in a row, the source row ends at or after its last cell (the row was blank
  /// from the area's left edge on before it drew, and what came after it in the row is
  /// right of it), and the part ends inside the area: an end too far right only makes
  /// writing the row look at more blanks. Kept, as ``Canvas/markKept(_:)`` notes it.
  @inline(__always)
  mutating func notePaste(of area: Rect, sourceEnd: Int, stamp: UInt32, copiedStamp: UInt32) {
    notePaste(from: area.x, to: area.maxX, sourceEnd: sourceEnd, stamp: stamp)
    self.copiedStamp = copiedStamp
  }

  /// Whether the row, in a frame drawn over the last, holds the last frame's row for a part
  /// pasted in it: it did already, or it is untouched (stale) and the part `owned` it in the
  /// last frame, where nothing wrote it after the part (its source stamp below `endStamp`) —
  /// then it is noted so.
  @inline(__always)
  mutating func holdsLast(owned: Bool, sourceStamp: UInt32, _ endStamp: UInt32) -> Bool {
    if staleEnd != 0, owned, sourceStamp < endStamp {
      staleEnd = 0
      holdsLast = true
    }
    return holdsLast
  }

  /// ``notePaste(of:sourceEnd:stamp:copiedStamp:)`` over the columns `start..<end`, the copy
  /// making no whole row.
  @inline(__always)
  mutating func notePaste(from start: Int, to end: Int, sourceEnd: Int, stamp: UInt32) {
    let drawn = min(sourceEnd, end)
    write(from: start, to: end, drawnTo: drawn > start ? drawn : 0, stamp: stamp)
    copiedStamp = 0
    keep(from: UInt16(truncatingIfNeeded: start), to: UInt16(truncatingIfNeeded: end))
  }

  /// Notes a write over the columns `start..<end` with `stamp`, the row drawn on up to
  /// `drawnEnd` (0: nothing drawn).
  @inline(__always)
  mutating func write(from start: Int, to end: Int, drawnTo drawnEnd: Int, stamp: UInt32) {
    if self.end < drawnEnd { self.end = drawnEnd }
    self.stamp = stamp
    if start < Int(keptEnd), end > Int(keptStart) { overwritten = stamp }
  }
}

/// A frame a ``FrameMemory`` drew, as a canvas copied from it names it: a reference, so a
/// name never stands for another frame, and the storage the frame was drawn in, so a canvas
/// changed since (copied on write) is not taken for it.
struct FrameIdentity: @unchecked Sendable {
  // @unchecked: the storage address is compared, never followed.
  let token: FrameToken
  let storage: UnsafeRawPointer?
}

/// A frame a ``FrameMemory`` drew: a reference, so that it is never taken for another.
final class FrameToken: Sendable {}

extension [PackedCell] {
  /// Where the cells are stored: two arrays alive at once with the same identity share
  /// their storage.
  var storageIdentity: UnsafeRawPointer? {
    withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
  }
}
