/// A literal search in the text a ``TextDocument`` shows, with smart case: a query holding
/// an upper-case letter matches case exactly, one without matches any case (ASCII letters
/// fold; other characters match as they are).
///
/// ```swift
/// TextSearch("error").matches(in: "Error: ERROR")  // [0..<5, 7..<12]
/// TextSearch("Error").matches(in: "Error: ERROR")  // [0..<5]
/// ```
public struct TextSearch: Hashable, Sendable {
  /// What is searched for, as typed.
  public let query: String
  /// Whether case must match: the query holds an upper-case ASCII letter.
  public let isCaseSensitive: Bool
  /// The query's bytes, folded to lower case unless case must match.
  let needle: [UInt8]

  /// A search for `query`.
  public init(_ query: String) {
    self.query = query
    let bytes = Array(query.utf8)
    isCaseSensitive = bytes.contains { (0x41...0x5A).contains($0) }
    needle = isCaseSensitive ? bytes : bytes.map(TextSearch.folded)
  }

  static func folded(_ byte: UInt8) -> UInt8 {
    (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
  }

  /// Where the query occurs in `text`, as UTF-8 offsets, in order and not overlapping.
  public func matches(in text: String) -> [Range<Int>] {
    guard !needle.isEmpty else { return [] }
    var result: [Range<Int>] = []
    var text = text
    text.withUTF8 { bytes in
      var position = 0
      while let found = firstMatch(in: UnsafeRawBufferPointer(bytes), from: position) {
        result.append(found..<(found + needle.count))
        position = found + needle.count
      }
    }
    return result
  }

  /// The first position at or after `start` in `bytes` where the query's bytes begin.
  func firstMatch(in bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
    let count = bytes.count
    let length = needle.count
    guard length > 0, count - start >= length, let base = bytes.baseAddress else { return nil }
    let first = needle[0]
    // The first byte in both cases, when case does not matter.
    let other = !isCaseSensitive && (0x61...0x7A).contains(first) ? first & ~0x20 : first
    let last = count - length
    var index = start
    let lower = SIMD32<UInt8>(repeating: first)
    let upper = SIMD32<UInt8>(repeating: other)
    while index <= last {
      // Skip 32 bytes at a time while none of them can begin a match.
      if index + 32 <= count {
        let block = (base + index).loadUnaligned(as: SIMD32<UInt8>.self)
        // A true lane is all ones: the masks are looked at as four words, not lane by lane.
        let found =
          unsafeBitCast(block .== lower, to: SIMD4<UInt64>.self)
          | unsafeBitCast(block .== upper, to: SIMD4<UInt64>.self)
        if found[0] | found[1] | found[2] | found[3] == 0 {
          index += 32
          continue
        }
      }
      let byte = base.load(fromByteOffset: index, as: UInt8.self)
      if byte == first || byte == other, matches(base + index) { return index }
      index += 1
    }
    return nil
  }

  /// Whether the query's bytes begin at `pointer` (which has room for them).
  private func matches(_ pointer: UnsafeRawPointer) -> Bool {
    for offset in 1..<needle.count {
      var byte = pointer.load(fromByteOffset: offset, as: UInt8.self)
      if !isCaseSensitive { byte = TextSearch.folded(byte) }
      if byte != needle[offset] { return false }
    }
    return true
  }
}

extension TextDocument {
  /// Where the line (or part of a long line) holding the first match of `search` begins,
  /// among the lines from the one at `offset` to the end (`forward`), or the nearest match
  /// among the lines before it (backward); nil when there is none, or when the task is
  /// cancelled.
  ///
  /// The search reads the bytes a megabyte at a time and looks at the text as shown:
  /// escape sequences do not match, and a match across colour changes is found (in lines
  /// up to a megabyte long; in longer ones the bytes are matched as they are). It checks
  /// for cancellation after every megabyte, and tells `progress` how many bytes it has
  /// looked at.
  public func firstLine(
    matching search: TextSearch, from offset: Int, forward: Bool = true,
    progress: (@Sendable (Int) -> Void)? = nil
  ) async -> Int? {
    guard !search.needle.isEmpty else { return nil }
    let block = 1 << 20
    var scanned = 0
    if forward {
      var start = min(max(0, offset), byteCount)
      while start < byteCount {
        if Task.isCancelled { return nil }
        let (end, position) = scan(from: start, length: block, search: search, last: false)
        if let position { return partStart(containing: position) }
        scanned += end - start
        progress?(scanned)
        if end <= start { return nil }
        start = end
        await Task.yield()
      }
      return nil
    }
    var end = min(max(0, offset), byteCount)
    while end > 0 {
      if Task.isCancelled { return nil }
      var start = partStart(containing: max(0, end - block))
      // A line much longer than a block is looked at a block at a time.
      if start >= end || end - start > 2 * block { start = max(0, end - block) }
      let (_, position) = scan(from: start, length: end - start, search: search, last: true)
      if let position { return partStart(containing: position) }
      scanned += end - start
      progress?(scanned)
      end = start
      await Task.yield()
    }
    return nil
  }

  /// Looks through about `length` bytes from `start`: whole lines when the bytes hold a
  /// line break, else a piece of a long line. Returns where it stopped and a position in
  /// the first (or, with `last`, the last) line that matches.
  private func scan(from start: Int, length: Int, search: TextSearch, last: Bool) -> (
    end: Int, position: Int?
  ) {
    let total = byteCount
    var bytes = source.bytes(in: start..<min(total, start + length))
    var end = start + bytes.count
    let more = end < total || !source.isComplete
    if more, let lastBreak = bytes.lastIndex(of: 0x0A) {
      // Whole lines only: the rest is read with the next block.
      bytes.removeSubrange((lastBreak + 1)...)
      end = start + bytes.count
    } else if more {
      // A piece of a line longer than the block: its bytes are matched as they are, with
      // enough of the next piece for a match across the cut.
      let overlap = source.bytes(in: end..<min(total, end + search.needle.count - 1))
      let found = (bytes + overlap).withUnsafeBytes { raw -> Int? in
        var match = search.firstMatch(in: raw, from: 0)
        while last, let current = match, let later = search.firstMatch(in: raw, from: current + 1) {
          match = later
        }
        return match
      }
      return (end, found.map { start + $0 })
    }
    var found: Int?
    bytes.withUnsafeBytes { raw in
      var lineBegin = 0
      while lineBegin < raw.count {
        var lineEnd = lineBegin
        while lineEnd < raw.count, raw[lineEnd] != 0x0A { lineEnd += 1 }
        if lineMatches(UnsafeRawBufferPointer(rebasing: raw[lineBegin..<lineEnd]), search) {
          found = start + lineBegin
          if !last { return }
        }
        lineBegin = lineEnd + 1
      }
    }
    return (end, found)
  }

  /// Whether one line's bytes, as shown, hold a match: matched directly when they hold no
  /// control byte (a `\r` before the line break aside), else in their text as decoded.
  private func lineMatches(_ line: UnsafeRawBufferPointer, _ search: TextSearch) -> Bool {
    var line = line
    if line.last == 0x0D { line = UnsafeRawBufferPointer(rebasing: line.dropLast()) }
    if !line.contains(where: { $0 < 0x20 || $0 == 0x7F }) {
      return search.firstMatch(in: line, from: 0) != nil
    }
    let text = StyledText(ansi: String(decoding: line, as: UTF8.self)).plainText
    return !search.matches(in: text).isEmpty
  }
}
