extension Canvas {
  /// Fills `rect` (clipped to the canvas) with spaces in `style`.
  public mutating func fill(_ rect: Rect, style: Style) {
    let area = rect.intersection(limit)
    guard !area.isEmpty else { return }
    let cell = PackedCell.space(style: PackedStyle(style).bits)
    for y in area.y..<area.maxY {
      prepareRow(y)
      let start = y * width
      markWritten(y, from: area.x, to: area.maxX)
      if area.x > 0 { breakWideCluster(at: area.x, y: y) }
      if area.maxX < width { breakWideCluster(at: area.maxX, y: y) }
      for x in area.x..<area.maxX { storage[start + x] = cell }
    }
  }

  /// Sets the background of every cell in `rect` (clipped), keeping content and other styles.
  public mutating func setBackground(_ color: Color, in rect: Rect) {
    let area = rect.intersection(limit)
    guard !area.isEmpty else { return }
    let background = color.packed &<< PackedStyle.backgroundShift
    for y in area.y..<area.maxY {
      prepareRow(y)
      markWritten(y, from: area.x, to: area.maxX)
      for x in area.x..<area.maxX {
        let index = y * width + x
        storage[index].style = storage[index].style & ~PackedStyle.backgroundMask | background
      }
    }
  }

  /// Draws one cluster of the given display width at (`x`, `y`), clipped to `clip`.
  ///
  /// A cluster of width 0 is skipped; a wide cluster whose second half falls outside the
  /// clip is replaced by a space so that columns stay aligned. Only the first grapheme
  /// cluster of `cluster` is drawn, and one holding a control character anywhere is drawn
  /// as U+FFFD: content can never put control bytes on screen. The style's unset
  /// background shows the background already in the cell.
  public mutating func put(
    _ cluster: Substring, width clusterWidth: Int, x: Int, y: Int, style: Style, clip: Rect
  ) {
    guard let first = cluster.indices.first else { return }
    let pen = Pen(canvas: self, y: y, style: PenStyle(style), clip: clip)
    var one = cluster[first..<cluster.index(after: first)]
    one.withUTF8 { pen.put($0, width: clusterWidth, x: x, canvas: &self) }
  }

  /// Draws `text` in `style` from (`x`, `y`) along one row, clipped to `clip`.
  /// Returns the column after the last cell the text would occupy (clipped or not).
  @discardableResult
  public mutating func draw(_ text: String, x: Int, y: Int, style: Style, clip: Rect) -> Int {
    draw(text, x: x, pen: Pen(canvas: self, y: y, style: PenStyle(style), clip: clip))
  }

  /// Draws `text` as ``draw(_:x:y:style:clip:)`` does, in a style packed once for the many
  /// texts a caller draws in it (a table row's cells).
  @discardableResult
  mutating func draw(_ text: String, x: Int, y: Int, style: PenStyle, clip: Rect) -> Int {
    draw(text, x: x, pen: Pen(canvas: self, y: y, style: style, clip: clip))
  }

  /// Draws styled `text` from (`x`, `y`) along one row, clipped to `clip`; each run's
  /// style is applied on top of `base`. Returns the column after the text.
  @discardableResult
  public mutating func draw(_ text: StyledText, x: Int, y: Int, base: Style = .plain, clip: Rect)
    -> Int
  {
    var column = x
    // By index: an array's iterator allocates in an unoptimised build.
    for index in text.runs.indices {
      let run = text.runs[index]
      let pen = Pen(canvas: self, y: y, style: PenStyle(base.patched(with: run.style)), clip: clip)
      column = draw(run.text, x: column, pen: pen)
    }
    return column
  }

  /// Draws `text` in `style` at column `x` of every row in `rows`: an edge of `│`. The text
  /// is drawn once, in the first row that shows, and its cells are copied down the column
  /// (each over the background already there), as drawing it in each row would leave them.
  mutating func drawColumn(_ text: String, x: Int, rows: Range<Int>, style: Style, clip: Rect) {
    let visible = Rect(x: x, y: rows.lowerBound, width: 1, height: rows.count)
      .intersection(clip).intersection(limit)
    guard !visible.isEmpty else {
      // The text may be wide and start left of the clip: draw it row by row.
      for y in rows { _ = draw(text, x: x, y: y, style: style, clip: clip) }
      return
    }
    let end = draw(text, x: x, y: visible.y, style: style, clip: clip)
    // Only a text of one cell in one run is copied; anything else is drawn row by row.
    guard end == x + 1 else {
      for y in visible.y &+ 1..<visible.maxY {
        _ = draw(text, x: x, y: y, style: style, clip: clip)
      }
      return
    }
    let pen = Pen(canvas: self, y: visible.y, style: PenStyle(style), clip: clip)
    for y in visible.y &+ 1..<visible.maxY { prepareRow(y) }
    let width = self.width
    let source = storage[visible.y &* width &+ x]
    storage.withUnsafeMutableBufferPointer { buffer in
      for y in visible.y &+ 1..<visible.maxY {
        let row = buffer.baseAddress! + y &* width
        let cell = PackedCell(low: source.low, high: source.high, style: pen.style(over: row[x]))
        Canvas.store(cell, x: x, row: row, width: width)
      }
    }
    for y in visible.y &+ 1..<visible.maxY { markWritten(y, from: x, to: x &+ 1) }
  }

  /// Draws `text` in `style` at (`x`, `y`) and again after itself, over and over, up to the
  /// right edge of `clip`: a rule of `─`. Text of no width draws nothing.
  ///
  /// The text is measured and drawn once; its cells are then copied along the row.
  mutating func drawRepeating(_ text: String, x: Int, y: Int, style: Style, clip: Rect) {
    let pen = Pen(canvas: self, y: y, style: PenStyle(style), clip: clip)
    let textWidth = text.displayWidth
    guard textWidth > 0, pen.rowVisible else { return }
    prepareRow(y)
    var column = x
    // Whole copies left of the clip draw nothing; start at the last one that may show.
    if column < pen.left { column += (pen.left - column) / textWidth * textWidth }
    let source = column
    _ = draw(text, x: column, pen: pen)
    column += textWidth
    // A copy of cells is exact only when the first drawing was not clipped.
    let copies = source >= pen.left ? (pen.right - column) / textWidth : 0
    if copies > 0 {
      let end = column + copies * textWidth
      let start = column
      markWritten(y, from: start, to: end)
      let width = self.width
      storage.withUnsafeMutableBufferPointer { buffer in
        let cells = buffer.baseAddress! + y * width
        // Only the right end can cut a wide cluster in half; the left end follows the
        // first drawing.
        Canvas.blankContinuations(from: end, row: cells, width: width)
        if textWidth == 1 {
          // One cell copied along the row: the pen's style over each cell's background.
          let cell = cells[source]
          if pen.keepsBackground {
            for target in start..<end {
              let background = cells[target].style & PackedStyle.backgroundMask
              cells[target] = PackedCell(
                low: cell.low, high: cell.high, style: pen.style | background)
            }
          } else {
            let copied = PackedCell(low: cell.low, high: cell.high, style: pen.style)
            for target in start..<end { cells[target] = copied }
          }
          return
        }
        for copy in 0..<copies {
          let target = start + copy * textWidth
          var style: UInt64 = 0
          for offset in 0..<textWidth {
            let cell = cells[source + offset]
            // Every cell of the text has the pen's style over the background under it; the
            // second half of a wide cluster takes its first half's, as drawing gives it.
            if !cell.isContinuation { style = pen.style(over: cells[target + offset]) }
            cells[target + offset] = PackedCell(low: cell.low, high: cell.high, style: style)
          }
        }
      }
      column = end
    }
    while column < pen.right {
      _ = draw(text, x: column, pen: pen)
      column += textWidth
    }
  }

  /// Draws `text` with `pen` from column `x`; returns the column after the text.
  private mutating func draw(_ text: String, x: Int, pen: Pen) -> Int {
    if text.isEmpty { return x }
    let drawn = text.utf8.withContiguousStorageIfAvailable { bytes in
      draw(bytes, text: text, x: x, pen: pen)
    }
    if let drawn { return drawn }
    // Only bridged strings get here; a new String is native UTF-8.
    let native = text.nativeUTF8Copy
    return native.utf8.withContiguousStorageIfAvailable {
      draw($0, text: native, x: x, pen: pen)
    } ?? x
  }

  /// Draws the UTF-8 `bytes` of `text` with `pen` from column `x`.
  private mutating func draw(
    _ bytes: UnsafeBufferPointer<UInt8>, text: String, x: Int, pen: Pen
  ) -> Int {
    guard let p = bytes.baseAddress else { return x }
    // Printable ASCII throughout — most texts — is one run of cells.
    let firstRunEnd = DisplayWidth.asciiRunEnd(p, from: 0, count: bytes.count)
    if firstRunEnd == bytes.count {
      if pen.rowVisible { putASCII(p, count: bytes.count, x: x, pen: pen) }
      return x &+ bytes.count
    }
    // Any other text that starts inside the clip with a cluster that shows is drawn in one
    // pass over its row; the others cluster by cluster. (A text that starts with a run of
    // printable ASCII shows a cell; the first cluster of any other is measured once, here.)
    guard pen.rowVisible, x >= pen.left, x < pen.right else {
      return drawClusterByCluster(bytes, from: 0, text: text, x: x, pen: pen)
    }
    var firstCluster: (end: Int, width: Int)?
    if firstRunEnd == 0 {
      let cluster = DisplayWidth.nextCluster(bytes, at: 0, text: text, ambiguous: 1)
      guard cluster.width > 0 else {
        return drawClusterByCluster(bytes, from: 0, text: text, x: x, pen: pen)
      }
      firstCluster = cluster
    }
    return drawInOnePass(
      bytes, text: text, x: x, pen: pen, firstRunEnd: firstRunEnd, firstCluster: firstCluster)
  }

  /// Draws the UTF-8 `bytes` of `text` with `pen` from column `x`, where a cell shows: as
  /// ``drawClusterByCluster(_:from:text:x:pen:)`` would, in one pass over the row.
  ///
  /// Every column from `x` to the end of the last cluster drawn is written, in order: only
  /// the two ends can cut a wide cluster of the row in half, so the row is prepared, marked
  /// and mended at its ends once for the whole text rather than once a cluster.
  ///
  /// `firstRunEnd` is where the run of printable ASCII the text starts with ends, and
  /// `firstCluster` the first cluster's end and width when that run is empty: both found
  /// already, and not looked for again.
  private mutating func drawInOnePass(
    _ bytes: UnsafeBufferPointer<UInt8>, text: String, x: Int, pen: Pen, firstRunEnd: Int,
    firstCluster: (end: Int, width: Int)?
  ) -> Int {
    let p = bytes.baseAddress!
    let count = bytes.count
    let right = pen.right
    let width = self.width
    let rowStart = pen.y &* width
    prepareRow(pen.y)
    // Counted in the closure's own variables (captured ones would be read and written
    // through memory at every cell).
    let (i, column, drawnEnd) = storage.withUnsafeMutableBufferPointer { buffer in
      var column = x
      var i = 0
      var drawnEnd = x
      let cells = buffer.baseAddress! + rowStart
      Canvas.breakCluster(at: x, row: cells, width: width)
      while i < count, column < right {
        // A run of printable ASCII, each byte a cell (the last may take the marks after it).
        var end = i == 0 ? firstRunEnd : DisplayWidth.asciiRunEnd(p, from: i, count: count)
        if end < count && p[end] >= 0x80 && end > i { end &-= 1 }
        if end > i {
          let last = min(column &+ (end &- i), right)
          pen.writeASCII(p + i, into: cells, from: column, to: last)
          drawnEnd = last
          column &+= end &- i
          i = end
          continue
        }
        let found: (end: Int, width: Int)
        if i == 0, let firstCluster {
          found = firstCluster
        } else {
          found = DisplayWidth.nextCluster(bytes, at: i, text: text, ambiguous: 1)
        }
        let (next, clusterWidth) = found
        // A cluster of no width draws nothing.
        guard clusterWidth > 0 else {
          i = next
          continue
        }
        // A cluster measured wider than a cell may take, or too long to keep in one, is
        // drawn cluster by cluster (below).
        guard clusterWidth <= WidthProfile.maximumClusterWidth else { break }
        let cluster = UnsafeBufferPointer(rebasing: bytes[i..<next])
        let drawn = pen.style(over: cells[column])
        let fits = column &+ clusterWidth <= right
        guard let lead = Pen.leadCell(cluster, fits: fits, style: drawn) else { break }
        let stop = fits ? column &+ clusterWidth : right
        Pen.writeCluster(lead, fits: fits, style: drawn, at: column, to: stop, row: cells)
        drawnEnd = stop
        column &+= clusterWidth
        i = next
      }
      Canvas.blankContinuations(from: drawnEnd, row: cells, width: width)
      return (i, column, drawnEnd)
    }
    if drawnEnd > x { markWritten(pen.y, from: x, to: drawnEnd) }
    // Past the right edge the rest is measured only; a cluster the pass stopped at, and
    // what follows it, is drawn as it always was.
    return i < count
      ? drawClusterByCluster(bytes, from: i, text: text, x: column, pen: pen) : column
  }

  /// Draws the UTF-8 `bytes` of `text` from byte `start` with `pen` from column `x`, each
  /// run of printable ASCII and each other cluster on its own.
  private mutating func drawClusterByCluster(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, text: String, x: Int, pen: Pen
  ) -> Int {
    guard let p = bytes.baseAddress else { return x }
    let count = bytes.count
    var column = x
    var i = start
    while i < count {
      // A run of printable ASCII: each byte is a cluster of its own, except that the last
      // one may take marks from the non-ASCII bytes after it.
      var end = DisplayWidth.asciiRunEnd(p, from: i, count: count)
      if end < count && p[end] >= 0x80 && end > i { end &-= 1 }
      if end > i {
        if pen.rowVisible { putASCII(p + i, count: end &- i, x: column, pen: pen) }
        column &+= end &- i
        i = end
        continue
      }
      let (next, clusterWidth) = DisplayWidth.nextCluster(
        bytes, at: i, text: text, ambiguous: 1)
      pen.put(
        UnsafeBufferPointer(rebasing: bytes[i..<next]), width: clusterWidth, x: column,
        canvas: &self)
      column &+= clusterWidth
      i = next
    }
    return column
  }

  /// Draws `count` printable ASCII characters from column `x` of the pen's row, each
  /// as ``setCell(_:x:y:)`` would, in one pass over the storage.
  ///
  /// Only the two ends can cut a wide cluster in half: every cell in between is
  /// overwritten, so the checks run once per run, not once per cell.
  private mutating func putASCII(_ bytes: UnsafePointer<UInt8>, count: Int, x: Int, pen: Pen) {
    let first = max(x, pen.left)
    let last = min(x &+ count, pen.right)
    guard first < last else { return }
    prepareRow(pen.y)
    let width = self.width
    let rowStart = pen.y &* width
    markWritten(pen.y, from: first, to: last)
    storage.withUnsafeMutableBufferPointer { buffer in
      let cells = buffer.baseAddress! + rowStart
      // A wide cluster the run cuts into is blanked whole on either side.
      Canvas.breakCluster(at: first, row: cells, width: width)
      Canvas.blankContinuations(from: last, row: cells, width: width)
      pen.writeASCII(bytes + (first &- x), into: cells, from: first, to: last)
    }
  }

  /// Stores `cell` at (`x`, `y`); overwriting half of a wide cluster leaves the other half
  /// as a space.
  @inline(__always)
  mutating func setCell(_ cell: PackedCell, x: Int, y: Int) {
    // The store below is unchecked: a cell outside the canvas is dropped here.
    guard x >= 0, x < width, y >= 0, y < height else { return }
    prepareRow(y)
    let width = self.width
    storage.withUnsafeMutableBufferPointer { buffer in
      Canvas.store(cell, x: x, row: buffer.baseAddress! + y &* width, width: width)
    }
    markWritten(y, from: x, to: x &+ 1)
  }

  /// Stores `cell` at column `x` of the row of `width` cells at `row`; overwriting half of
  /// a wide cluster leaves the other half as a space.
  @inline(__always)
  static func store(
    _ cell: PackedCell, x: Int, row cells: UnsafeMutablePointer<PackedCell>, width: Int
  ) {
    breakCluster(at: x, row: cells, width: width)
    cells[x] = cell
  }

  /// Blanks, keeping their styles, every cell of the wide cluster (two to four cells) that
  /// column `x` of the row belongs to: overwriting part of a cluster must not leave the
  /// rest of it behind. A cluster of one cell is left as it is.
  @inline(__always)
  static func breakCluster(at x: Int, row cells: UnsafeMutablePointer<PackedCell>, width: Int) {
    guard x < width else { return }
    let isWide = cells[x].isContinuation || (x &+ 1 < width && cells[x &+ 1].isContinuation)
    guard isWide else { return }
    var lead = x
    while lead > 0, cells[lead].isContinuation { lead &-= 1 }
    cells[lead] = .space(style: cells[lead].style)
    blankContinuations(from: lead &+ 1, row: cells, width: width)
  }

  /// Blanks the continuation cells from column `x` on: the rest of a cluster whose lead
  /// was overwritten.
  @inline(__always)
  static func blankContinuations(
    from x: Int, row cells: UnsafeMutablePointer<PackedCell>, width: Int
  ) {
    var column = x
    while column < width, cells[column].isContinuation {
      cells[column] = .space(style: cells[column].style)
      column &+= 1
    }
  }

  /// Stores a public cell at (`x`, `y`) as ``setCell(_:x:y:)`` does a stored one.
  mutating func setCell(_ cell: Cell, x: Int, y: Int) {
    var content = cell.content
    let packed = content.withUTF8 { packedCluster($0, style: PackedStyle(cell.style).bits) }
    setCell(packed, x: x, y: y)
  }

  private mutating func breakWideCluster(at x: Int, y: Int) {
    guard x > 0, x < width, storage[y * width + x].isContinuation else { return }
    let width = self.width
    storage.withUnsafeMutableBufferPointer { buffer in
      Canvas.breakCluster(at: x, row: buffer.baseAddress! + y &* width, width: width)
    }
  }

  /// Stores a cluster's bytes in a cell: inside it when short, else in ``longClusters``.
  mutating func packedCluster(_ bytes: UnsafeBufferPointer<UInt8>, style: UInt64) -> PackedCell {
    if let cell = PackedCell(bytes, style: style) { return cell }
    numberedReferences &+= 1
    let text = String(decoding: bytes, as: UTF8.self)
    let index: Int
    if let found = longClusters.firstIndex(of: text) {
      index = found
    } else {
      index = longClusters.count
      longClusters.append(text)
    }
    return PackedCell(low: UInt64(index), high: PackedCell.longMarker, style: style)
  }
}

/// A style packed for drawing: worked out once by a caller that draws many texts in it.
struct PenStyle {
  /// The packed style, with the default background when the style leaves it unset.
  let bits: UInt64
  /// Whether the style leaves the background unset, so each cell keeps its own.
  let keepsBackground: Bool

  init(_ style: Style) {
    bits = PackedStyle(style).bits
    keepsBackground = style.background == nil
  }
}

/// What one drawing call writes with: a style and a clip, worked out once for all the
/// clusters it draws.
private struct Pen {
  let y: Int
  let left: Int
  let right: Int
  /// The packed style, with the default background when the style leaves it unset.
  let style: UInt64
  /// Whether the style leaves the background unset, so each cell keeps its own.
  let keepsBackground: Bool
  /// Whether row `y` is inside both the clip and the canvas.
  let rowVisible: Bool

  init(canvas: Canvas, y: Int, style: PenStyle, clip: Rect) {
    self.y = y
    let limit = canvas.limit
    left = max(clip.x, limit.x)
    right = min(clip.maxX, limit.maxX)
    self.style = style.bits | canvas.drawingLink
    keepsBackground = style.keepsBackground
    rowVisible = y >= clip.y && y < clip.maxY && y >= limit.y && y < limit.maxY
  }

  /// The style of a cell drawn over `old`.
  @inline(__always)
  func style(over old: PackedCell) -> UInt64 {
    keepsBackground ? style | old.style & PackedStyle.backgroundMask : style
  }

  /// Draws one cluster of display width `clusterWidth` at column `x`.
  func put(
    _ bytes: UnsafeBufferPointer<UInt8>, width clusterWidth: Int, x: Int, canvas: inout Canvas
  ) {
    guard clusterWidth > 0, rowVisible, x >= left, x < right else { return }
    canvas.prepareRow(y)
    let width = canvas.width
    let drawn = style(over: canvas.storage[y &* width &+ x])
    // A cluster takes as many cells as the terminal draws it in, up to the cap on what
    // a measurement may say.
    let cells = min(clusterWidth, WidthProfile.maximumClusterWidth)
    let fits = x &+ cells <= right
    // A safe cluster too long for a cell is kept outside it.
    let lead =
      Pen.leadCell(bytes, fits: fits, style: drawn) ?? canvas.packedCluster(bytes, style: drawn)
    let end = fits ? x &+ cells : right
    canvas.storage.withUnsafeMutableBufferPointer { buffer in
      let row = buffer.baseAddress! + y &* width
      // Every old cluster under the new one goes first, then the new cells are written.
      Canvas.breakCluster(at: x, row: row, width: width)
      if end > x &+ 1 {
        for column in (x &+ 1)..<end { Canvas.breakCluster(at: column, row: row, width: width) }
      }
      Pen.writeCluster(lead, fits: fits, style: drawn, at: x, to: end, row: row)
    }
    canvas.markWritten(y, from: x, to: end)
  }

  /// Writes the printable ASCII bytes at `source` into columns `first..<last` of the row
  /// of cells at `cells`, a cell a byte, in the pen's style.
  @inline(__always)
  func writeASCII(
    _ source: UnsafePointer<UInt8>, into cells: UnsafeMutablePointer<PackedCell>, from first: Int,
    to last: Int
  ) {
    let high = PackedCell.oneByteHigh
    let style = self.style
    // The byte column `target` shows is `bytes[target]`.
    let bytes = source - first
    if keepsBackground {
      for target in first..<last {
        cells[target] = PackedCell(
          low: UInt64(bytes[target]), high: high,
          style: style | cells[target].style & PackedStyle.backgroundMask)
      }
    } else {
      for target in first..<last {
        cells[target] = PackedCell(low: UInt64(bytes[target]), high: high, style: style)
      }
    }
  }

  /// The cell a cluster's first column shows, in `style`: the cluster where it `fits` (the
  /// replacement character for one holding a control), a space where the rest of it would
  /// fall outside; nil for a safe cluster too long to pack in a cell.
  @inline(__always)
  static func leadCell(_ bytes: UnsafeBufferPointer<UInt8>, fits: Bool, style: UInt64)
    -> PackedCell?
  {
    // The rest would fall outside: spaces keep the columns.
    if !fits { return .space(style: style) }
    if !isSafe(bytes) { return .replacement(style: style) }
    return PackedCell(bytes, style: style)
  }

  /// Writes a cluster's cells into the row of cells at `cells`: `lead` at column `x`, then
  /// up to `end` continuations where it `fits`, spaces where it does not.
  @inline(__always)
  static func writeCluster(
    _ lead: PackedCell, fits: Bool, style: UInt64, at x: Int, to end: Int,
    row cells: UnsafeMutablePointer<PackedCell>
  ) {
    cells[x] = lead
    guard end > x &+ 1 else { return }
    let rest: PackedCell = fits ? .continuation(style: style) : .space(style: style)
    for column in (x &+ 1)..<end { cells[column] = rest }
  }

  /// Whether a cluster holds no C0 or C1 control character and no DEL, anywhere.
  static func isSafe(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x20 || byte == 0x7F { return false }
      // U+0080…U+009F are C2 80…C2 9F; C2 is never a continuation byte.
      if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] < 0xA0 { return false }
      index += 1
    }
    return true
  }
}
