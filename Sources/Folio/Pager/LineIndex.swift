/// Where the lines of a source begin, without a record per line.
///
/// The source is cut into chunks of ``chunkSize`` bytes, and the index keeps, for each
/// chunk, how many line breaks come before it: 16,384 numbers for a gigabyte, however many
/// lines it holds. A line's offset, or an offset's line, is then found by reading one chunk
/// at most. The index grows by ``advance(maxChunks:)``, a chunk at a time, which a
/// document calls from a background task; every question may be asked meanwhile, from any
/// thread, and is answered for the part indexed so far.
final class LineIndex: @unchecked Sendable {
  /// The bytes of a chunk.
  static let chunkSize = 1 << 16

  private let source: ByteSource
  private let lock = Lock()
  /// For each full chunk counted, and one past the last, the line breaks before it.
  private var breaksBefore: [Int] = [0]
  /// The bytes counted after the last full chunk, and the line breaks among them.
  private var tailBytes = 0
  private var tailBreaks = 0
  /// The chunk the indexing task reads into; only that task touches it.
  private var scratch = [UInt8](repeating: 0, count: LineIndex.chunkSize)

  init(source: ByteSource) {
    self.source = source
  }

  private var fullChunks: Int { breaksBefore.count - 1 }

  /// How many bytes are counted.
  var indexedBytes: Int { lock.withLock { fullChunks * Self.chunkSize + tailBytes } }
  /// How many line breaks the counted bytes hold.
  var breakCount: Int { lock.withLock { breaksBefore[breaksBefore.count - 1] + tailBreaks } }
  /// Whether every byte there is now is counted.
  var isCaughtUp: Bool { indexedBytes >= source.count }
  /// Whether every byte there will be is counted: the line count is final.
  var isFinished: Bool { source.isComplete && isCaughtUp }

  /// Counts up to `maxChunks` more chunks; returns whether bytes are left to count now.
  ///
  /// Only one caller at a time: the document's indexing task.
  @discardableResult
  func advance(maxChunks: Int = 64) -> Bool {
    for _ in 0..<maxChunks {
      let total = source.count
      let start = lock.withLock { fullChunks } * Self.chunkSize
      let available = total - start
      if available >= Self.chunkSize {
        let breaks = countChunk(at: start, length: Self.chunkSize)
        lock.withLock {
          breaksBefore.append(breaksBefore[breaksBefore.count - 1] + breaks)
          tailBytes = 0
          tailBreaks = 0
        }
        continue
      }
      // The bytes past the last full chunk are counted again whenever more arrive: they
      // become a full chunk once there are enough of them.
      if available > lock.withLock({ tailBytes }) {
        let breaks = countChunk(at: start, length: available)
        lock.withLock {
          tailBytes = available
          tailBreaks = breaks
        }
      }
      return false
    }
    return !isCaughtUp
  }

  private func countChunk(at offset: Int, length: Int) -> Int {
    scratch.withUnsafeMutableBytes { buffer in
      let read = source.read(
        at: offset, into: UnsafeMutableRawBufferPointer(rebasing: buffer[..<length]))
      return LineIndex.countBreaks(UnsafeRawBufferPointer(rebasing: buffer[..<read]))
    }
  }

  /// How many line breaks come before `offset`; nil when the index has not reached it.
  func breaks(before offset: Int) -> Int? {
    let (chunkStart, base, limit) = lock.withLock { () -> (Int, Int, Int) in
      let indexed = fullChunks * Self.chunkSize + tailBytes
      let chunk = min(max(0, offset) / Self.chunkSize, fullChunks)
      return (chunk * Self.chunkSize, breaksBefore[chunk], indexed)
    }
    guard offset <= limit else { return nil }
    guard offset > chunkStart else { return base }
    let bytes = source.bytes(in: chunkStart..<offset)
    return base + bytes.withUnsafeBytes { LineIndex.countBreaks($0) }
  }

  /// Where the line after the `breaks`-th line break begins (0 for none); nil when the
  /// index has not counted that many.
  func offset(afterBreaks breaks: Int) -> Int? {
    guard breaks > 0 else { return 0 }
    let found = lock.withLock { () -> (chunk: Int, before: Int)? in
      guard breaks <= breaksBefore[breaksBefore.count - 1] + tailBreaks else { return nil }
      // The last chunk with fewer breaks before it than asked for holds the break.
      var low = 0
      var high = fullChunks
      while low < high {
        let middle = (low + high + 1) / 2
        if breaksBefore[middle] < breaks { low = middle } else { high = middle - 1 }
      }
      return (low, breaksBefore[low])
    }
    guard let found else { return nil }
    let start = found.chunk * Self.chunkSize
    let bytes = source.bytes(in: start..<(start + Self.chunkSize))
    let position = bytes.withUnsafeBytes {
      LineIndex.position(ofBreak: breaks - found.before, in: $0)
    }
    return position.map { start + $0 + 1 }
  }

  // MARK: Counting

  /// The line breaks in `bytes`, 32 bytes at a time.
  ///
  /// A lane of a vector comparison holds all ones where it is true: subtracted, it counts
  /// one. (Choosing between vectors by a mask, `replacing(with:where:)`, goes lane by lane
  /// and is a hundred times slower.)
  static func countBreaks(_ bytes: UnsafeRawBufferPointer) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    let count = bytes.count
    var total = 0
    var index = 0
    let newline = SIMD32<UInt8>(repeating: 0x0A)
    func breaks(at index: Int) -> SIMD32<Int8> {
      let block = (base + index).loadUnaligned(as: SIMD32<UInt8>.self)
      return unsafeBitCast(block .== newline, to: SIMD32<Int8>.self)
    }
    while index + 32 * 127 <= count {
      // Up to 127 blocks counted in bytes before they could overflow.
      var sums = SIMD32<Int8>()
      for _ in 0..<127 {
        sums &-= breaks(at: index)
        index += 32
      }
      // Widened first: 32 lanes of up to 127 overflow a byte.
      total += Int(SIMD32<Int16>(truncatingIfNeeded: sums).wrappedSum())
    }
    var sums = SIMD32<Int8>()
    while index + 32 <= count {
      sums &-= breaks(at: index)
      index += 32
    }
    total += Int(SIMD32<Int16>(truncatingIfNeeded: sums).wrappedSum())
    while index < count {
      if base.load(fromByteOffset: index, as: UInt8.self) == 0x0A { total += 1 }
      index += 1
    }
    return total
  }

  /// The index of the `n`-th line break (from 1) in `bytes`, or nil when there are fewer.
  static func position(ofBreak n: Int, in bytes: UnsafeRawBufferPointer) -> Int? {
    var remaining = n
    var index = 0
    while index < bytes.count {
      if bytes[index] == 0x0A {
        remaining -= 1
        if remaining == 0 { return index }
      }
      index += 1
    }
    return nil
  }
}
