/// A text to page through, read from a ``ByteSource`` only where it is shown.
///
/// Nothing is read up front: opening a gigabyte costs what opening a kilobyte does. A line
/// is decoded, its SGR colours read and its control characters made visible when it is
/// drawn, and kept for the screens near it. Lines are counted in the background by
/// ``countLines(checkingEvery:)`` into a sparse index (a number per 64 KB), so memory does not grow with
/// the number of lines; until the count is done, positions are known by bytes, and line
/// numbers as far as the count has got.
///
/// A position in a document is a byte offset where a line begins. A line longer than
/// ``segmentBytes`` is shown in parts of at most twice that size, cut near multiples of
/// it, each beginning at an offset of its own: a line of a gigabyte is never decoded or
/// scanned whole, and the part holding any byte is found from the bytes near it.
///
/// ```swift
/// let document = TextDocument("first line\nsecond line\n", name: "notes")
/// document.line(at: 0).text.plainText        // "first line"
/// document.line(at: document.line(at: 0).next).text.plainText  // "second line"
/// ```
///
/// Every method may be called from any thread.
public final class TextDocument: @unchecked Sendable {
  /// The bytes shown.
  public let source: any ByteSource
  /// What the document is called: a file name, `standard input`.
  public let name: String
  /// The longest part of a line decoded at once; longer lines are shown in parts.
  public static let segmentBytes = 1 << 16

  let index: LineIndex
  private let lock = Lock()
  /// Decoded lines by offset, the oldest first out once they hold too many bytes.
  private var cache: [Int: DocumentLine] = [:]
  private var cacheOrder: [Int] = []
  private var cachedBytes = 0
  private static let cacheByteLimit = 4 << 20

  /// A document over `source`, called `name`.
  public init(source: any ByteSource, name: String) {
    self.source = source
    self.name = name
    index = LineIndex(source: source)
  }

  /// A document holding `text`.
  public convenience init(_ text: String, name: String = "") {
    self.init(source: MemoryByteSource(text), name: name)
  }

  // MARK: Size and lines counted

  /// How many bytes there are now.
  public var byteCount: Int { source.count }
  /// Whether the source has ended.
  public var isComplete: Bool { source.isComplete }
  /// How many bytes the line count has got through.
  public var countedBytes: Int { index.indexedBytes }

  /// The number of lines, once every byte is counted and the source has ended; nil before.
  /// A last line without a line break counts; an empty document has none.
  public var lineCount: Int? {
    guard index.isFinished else { return nil }
    return linesIn(breaks: index.breakCount, bytes: index.indexedBytes)
  }

  /// The lines counted so far: the line count when it is known, at most it otherwise.
  public var countedLines: Int {
    linesIn(breaks: index.breakCount, bytes: index.indexedBytes)
  }

  private func linesIn(breaks: Int, bytes: Int) -> Int {
    guard bytes > 0 else { return 0 }
    let last = source.bytes(in: (bytes - 1)..<bytes)
    return last.first == 0x0A ? breaks : breaks + 1
  }

  /// Counts the lines, in the background: returns once the source has ended and every
  /// byte is counted, or when the task is cancelled. A source that grows is watched for
  /// more bytes every `interval` of the program's clock (``WorkTracker/clock``).
  public func countLines(checkingEvery interval: Duration = .milliseconds(50)) async {
    while !Task.isCancelled {
      if index.advance(maxChunks: 64) {
        await Task.yield()
        continue
      }
      if index.isFinished { return }
      try? await WorkTracker.current.sleep(for: interval)
      source.refresh()
    }
  }

  /// Counts the lines of the bytes there are now, in the background, and returns once they
  /// are counted (or when the task is cancelled): for a source that tells of its changes
  /// (``ByteSource/watch(_:)``), counted again when it does, instead of looked at on a
  /// timer as ``countLines(checkingEvery:)`` does.
  public func countAvailableLines() async {
    while !Task.isCancelled, index.advance(maxChunks: 64) {
      await Task.yield()
    }
  }

  /// The number of the line holding `offset`, from 0; nil while the count has not got
  /// that far.
  public func lineNumber(at offset: Int) -> Int? {
    index.breaks(before: min(max(0, offset), byteCount))
  }

  /// Where line `number` (from 0) begins; nil while the count has not got that far, or
  /// when the document has fewer lines.
  public func offset(ofLine number: Int) -> Int? {
    guard number >= 0, let offset = index.offset(afterBreaks: number) else { return nil }
    return offset < byteCount || (offset == 0 && number == 0) ? offset : nil
  }

  // MARK: Reading lines

  /// The line (or part of a long line) beginning at `offset`, which should be 0, just
  /// after a line break, or the `next` of a part before it.
  public func line(at offset: Int) -> DocumentLine {
    let start = min(max(0, offset), byteCount)
    if let cached = lock.withLock({ cache[start] }) { return cached }
    let line = decode(at: start)
    if !line.isOpen { remember(line) }
    return line
  }

  private func decode(at start: Int) -> DocumentLine {
    var limit = min(source.count, start + 2 * Self.segmentBytes + 1)
    // Read from the byte before `start` (whether a line begins there), in pieces growing
    // fourfold, until a line break or the limit: a short line costs a few kilobytes of
    // reading, not the most a part may take.
    let first = max(0, start - 1)
    var read: [UInt8] = []
    var newline: Int?
    var piece = 4096
    while newline == nil, first + read.count < limit {
      let from = first + read.count
      let wanted = min(limit, from + piece) - from
      // Read straight into the bytes read so far, grown by the piece.
      let kept = read.count
      read.append(contentsOf: repeatElement(0, count: wanted))
      let got = read.withUnsafeMutableBytes {
        source.read(at: from, into: UnsafeMutableRawBufferPointer(rebasing: $0[kept...]))
      }
      // Fewer bytes than asked for: the bytes end there.
      if got < wanted {
        read.removeLast(wanted - got)
        limit = from + got
      }
      if let found = read[min(read.count, max(kept, start - first))...].firstIndex(of: 0x0A) {
        newline = first + found
      }
      piece *= 4
    }
    let beginsLine = start == 0 || (start > first && read.first == 0x0A)
    // The bytes from `start` on.
    let bytes = read[min(read.count, start - first)...]
    var end: Int
    var next: Int
    var isOpen = false
    var endsWithBreak = false
    if let split = splitAfter(start, before: newline ?? limit), split < limit {
      // A long line: this part ends at the next split point.
      end = split
      next = split
    } else if let newline {
      end = newline
      next = newline + 1
      endsWithBreak = true
    } else {
      end = limit
      next = limit
      isOpen = !source.isComplete
    }
    var text = bytes.prefix(end - start)
    if endsWithBreak, text.last == 0x0D { text = text.dropLast() }
    return DocumentLine(
      start: start, end: end, next: next, beginsLine: beginsLine, isOpen: isOpen,
      text: StyledText(ansi: String(decoding: text, as: UTF8.self)))
  }

  // MARK: Parts of long lines
  //
  // A line is cut into parts at fixed places, near every multiple of the part size, so
  // that the part holding any byte is found from the bytes near it: never by going back
  // to the start of a line that may be a gigabyte long. A multiple `m` splits the line
  // holding it when that line has no line break in the part size before `m` (it is long
  // there); the cut is at `m`, moved back so as not to cut a character.

  /// Where the split near the multiple `aligned` of the part size would cut.
  private func splitPoint(near aligned: Int) -> Int {
    guard aligned < byteCount else { return aligned }
    let near = source.bytes(in: (aligned - 4)..<min(byteCount, aligned + 1))
    return aligned - 4 + Self.cut(near, at: 4)
  }

  /// Whether the line holding the multiple `aligned` is cut there.
  private func splits(at aligned: Int) -> Bool {
    guard aligned >= Self.segmentBytes, aligned < byteCount else { return false }
    let cut = splitPoint(near: aligned)
    return !source.bytes(in: (aligned - Self.segmentBytes)..<cut).contains(0x0A)
  }

  /// The first split after `start` and before `limit` (a line break, or the end of the
  /// bytes read), if any: at most two multiples of the part size are looked at.
  private func splitAfter(_ start: Int, before limit: Int) -> Int? {
    var aligned = (start / Self.segmentBytes + 1) * Self.segmentBytes
    while aligned - 4 < limit {
      let cut = splitPoint(near: aligned)
      if cut > start {
        guard cut < limit else { return nil }
        if splits(at: aligned) { return cut }
      }
      aligned += Self.segmentBytes
    }
    return nil
  }

  /// Where the line, or the part of a long line, holding byte `position` begins. Reads at
  /// most two part sizes, however long the line.
  public func partStart(containing position: Int) -> Int {
    let position = min(max(0, position), byteCount - 1)
    guard position > 0 else { return 0 }
    let size = Self.segmentBytes
    // The last multiple whose split would come at or before `position`.
    var aligned = (position / size + 1) * size
    var split = 0
    while aligned > 0 {
      let point = splitPoint(near: aligned)
      if point <= position {
        split = point
        break
      }
      aligned -= size
    }
    // The line break before `position` is most often a short way back: looked for there
    // first.
    let nearby = max(split, position - 4096)
    if nearby > split, let newline = source.bytes(in: nearby..<position).lastIndex(of: 0x0A) {
      return nearby + newline + 1
    }
    let before = source.bytes(in: split..<position)
    if let newline = before.lastIndex(of: 0x0A) { return split + newline + 1 }
    if aligned == 0 || splits(at: aligned) { return split }
    // Not split there: the line began after a line break in the part size before it.
    let earlier = source.bytes(in: (aligned - size)..<split)
    guard let newline = earlier.lastIndex(of: 0x0A) else { return split }
    return aligned - size + newline + 1
  }

  /// `position`, moved back over at most three UTF-8 continuation bytes so that it does
  /// not cut a character.
  static func cut(_ bytes: [UInt8], at position: Int) -> Int {
    var cut = position
    var back = 0
    while back < 3, cut > 1, cut < bytes.count, bytes[cut] & 0xC0 == 0x80 {
      cut -= 1
      back += 1
    }
    return cut
  }

  private func remember(_ line: DocumentLine) {
    lock.withLock {
      guard cache[line.start] == nil else { return }
      cache[line.start] = line
      cacheOrder.append(line.start)
      cachedBytes += line.end - line.start + 64
      while cachedBytes > Self.cacheByteLimit, !cacheOrder.isEmpty {
        let oldest = cacheOrder.removeFirst()
        if let gone = cache.removeValue(forKey: oldest) {
          cachedBytes -= gone.end - gone.start + 64
        }
      }
    }
  }

  /// Where the line (or part of a long line) before the one at `offset` begins; nil at
  /// the start.
  public func lineStart(before offset: Int) -> Int? {
    let offset = min(max(0, offset), byteCount)
    guard offset > 0 else { return nil }
    return partStart(containing: offset - 1)
  }

  /// Where the line holding byte `offset` begins: just after the line break before it.
  public func lineStart(containing offset: Int) -> Int {
    var end = min(max(0, offset), byteCount)
    let block = 1 << 16
    while end > 0 {
      let start = max(0, end - block)
      let bytes = source.bytes(in: start..<end)
      if let newline = bytes.lastIndex(of: 0x0A) { return start + newline + 1 }
      end = start
    }
    return 0
  }

  /// Where the last line (or the last part of a long one) begins: the line the end of the
  /// document shows last.
  public var lastLineStart: Int {
    // After a final line break there is no line of its own: the line before the end is the
    // last one either way.
    lineStart(before: byteCount) ?? 0
  }

  /// Whether the document looks like a binary file rather than text: its first bytes hold
  /// a NUL, or more than one in ten of them are control characters other than tab, line
  /// breaks, form feed and escape.
  public var looksBinary: Bool {
    let sample = source.bytes(in: 0..<min(byteCount, 8192))
    guard !sample.isEmpty else { return false }
    var controls = 0
    for byte in sample {
      if byte == 0 { return true }
      if byte < 0x20, ![0x09, 0x0A, 0x0C, 0x0D, 0x1B].contains(byte) { controls += 1 }
    }
    return controls * 10 > sample.count
  }
}
