import TestSupport
import Testing

@testable import Folio

/// The document a pager shows: its lines counted in a sparse index, read only where
/// asked, and searched in the text as shown.
@Suite struct TextDocumentTests {
  /// `count` numbered lines, each `"line N"`, every line ending in a line break.
  static func numbered(_ count: Int) -> String {
    (1...count).map { "line \($0)\n" }.joined()
  }

  /// Counts a document's lines to the end, as the background task would.
  func counted(_ document: TextDocument) async -> TextDocument {
    await document.countLines()
    return document
  }

  @Test func countingBreaksAgreesWithAPlainLoop() {
    var random = SplitMix64(seed: 3)
    for length in [0, 1, 31, 32, 33, 4_095, 4_096, 4_097, 70_000] {
      let bytes = (0..<length).map { _ in
        Int.random(in: 0..<5, using: &random) == 0
          ? 0x0A : UInt8.random(in: 0...255, using: &random)
      }
      let expected = bytes.filter { $0 == 0x0A }.count
      #expect(bytes.withUnsafeBytes { LineIndex.countBreaks($0) } == expected, "\(length)")
    }
    // Nothing but line breaks: every lane counts as far as it can before it is added up.
    for length in [32 * 127 - 1, 32 * 127, 32 * 127 * 2 + 33] {
      let bytes = [UInt8](repeating: 0x0A, count: length)
      #expect(bytes.withUnsafeBytes { LineIndex.countBreaks($0) } == length, "\(length)")
    }
  }

  @Test func linesAreCountedAndFoundAcrossManyChunks() async {
    let text = Self.numbered(200_000)  // about 1.9 MB: 30 chunks
    let document = await counted(TextDocument(text, name: "numbers"))
    #expect(document.lineCount == 200_000)
    let starts =
      [0]
      + text.utf8.indices.filter { text.utf8[$0] == 0x0A }.dropLast().map {
        text.utf8.distance(from: text.utf8.startIndex, to: $0) + 1
      }
    for number in [0, 1, 2, 9_999, 65_536, 123_456, 199_999] {
      #expect(document.offset(ofLine: number) == starts[number], "line \(number)")
      #expect(document.lineNumber(at: starts[number]) == number)
      #expect(document.line(at: starts[number]).text.plainText == "line \(number + 1)")
    }
    #expect(document.offset(ofLine: 200_000) == nil)
    #expect(document.lastLineStart == starts[199_999])
    #expect(document.lineStart(before: starts[5]) == starts[4])
  }

  @Test func aStreamIsCountedAsItArrives() async {
    let source = MemoryByteSource(isComplete: false)
    let document = TextDocument(source: source, name: "stream")
    source.append(Array("one\ntwo\nthr".utf8))
    document.index.advance()
    #expect(document.lineCount == nil)
    #expect(document.countedLines == 3)
    #expect(document.line(at: 8).isOpen)
    #expect(document.line(at: 8).text.plainText == "thr")
    source.append(Array("ee\n".utf8))
    source.finish()
    await document.countLines()
    #expect(document.lineCount == 3)
    #expect(document.line(at: 8).text.plainText == "three")
    #expect(!document.line(at: 8).isOpen)
  }

  @Test func linesAreShownSafelyWithTheirColours() {
    let bytes =
      Array("plain\r\n\u{1B}[31mred\u{1B}[0m and \u{1B}]52;c;SGVsbG8=\u{07}clip\nbad ".utf8)
      + [0xFF, 0xFE] + Array(" bytes\ttab\u{00}\nlast without a break".utf8)
    let document = TextDocument(source: MemoryByteSource(bytes), name: "")
    let first = document.line(at: 0)
    #expect(first.text.plainText == "plain")
    #expect(first.next == 7)
    let second = document.line(at: first.next)
    #expect(second.text.plainText == "red and clip")
    #expect(second.text.runs.first?.style.foreground == .red)
    let third = document.line(at: second.next)
    #expect(third.text.plainText.contains("\u{FFFD}"))
    #expect(third.text.plainText.contains("tab\u{2400}") || third.text.plainText.contains("␀"))
    #expect(!third.text.plainText.contains("\t"))
    let last = document.line(at: third.next)
    #expect(last.text.plainText == "last without a break")
    #expect(last.next == document.byteCount)
    #expect(document.lastLineStart == third.next)
  }

  @Test func aLongLineIsShownInPartsThatNeverCutACharacter() async {
    // 200,000 characters of two and three bytes, one line, then a short one.
    let long = String(repeating: "é漢", count: 100_000)
    let document = await counted(TextDocument(long + "\nshort\n", name: ""))
    var parts: [DocumentLine] = []
    var offset = 0
    while parts.count < 20 {
      let part = document.line(at: offset)
      parts.append(part)
      if part.beginsLine && part.start > 0 { break }
      offset = part.next
    }
    let pieces = parts.dropLast()
    // 500,000 bytes, cut near every multiple of 65,536 (moved back to a character's start).
    #expect(pieces.count == 8)
    for (index, piece) in pieces.enumerated().dropFirst() {
      #expect((0...3).contains(index * TextDocument.segmentBytes - piece.start))
    }
    #expect(pieces.map(\.text.plainText).joined() == long)
    #expect(parts.last?.text.plainText == "short")
    #expect(document.lineCount == 2)
    // Going back visits the same parts.
    var back: [Int] = []
    var position = parts.last!.start
    while let previous = document.lineStart(before: position) {
      back.append(previous)
      position = previous
    }
    #expect(back.reversed() == pieces.map(\.start))
  }

  @Test func theEndOfAHugeLineIsFoundWithoutReadingTheLine() {
    // 64 MB without a line break: the last part and the part before any byte are found
    // from the bytes near them.
    let size = 64 << 20
    let source = CountingSource(MemoryByteSource([UInt8](repeating: 0x61, count: size)))
    let document = TextDocument(source: source, name: "")
    let last = document.lastLineStart
    #expect(last == size - TextDocument.segmentBytes)
    #expect(document.line(at: last).next == size)
    let middle = document.partStart(containing: size / 2 + 12_345)
    #expect(middle == size / 2)
    #expect(document.line(at: middle).next > size / 2 + 12_345)
    #expect(document.lineStart(before: middle) == size / 2 - TextDocument.segmentBytes)
    #expect(source.bytesRead < 1 << 20, "read \(source.bytesRead) bytes")
  }

  @Test func aScreenOfShortLinesReadsAboutWhatItShows() {
    // A screen at the top and one at the end of a megabyte of short lines, each line read
    // and found as a pager finds them: a few kilobytes a line, not the most a part may take
    // (128 KB a line, 2.9 MB a screen, before).
    let source = CountingSource(MemoryByteSource(Array(Self.numbered(100_000).utf8)))
    let document = TextDocument(source: source, name: "")
    var offset = 0
    for number in 1...22 {
      let line = document.line(at: offset)
      #expect(line.text.plainText == "line \(number)")
      offset = line.next
    }
    var start = document.lastLineStart
    for number in stride(from: 100_000, to: 100_000 - 22, by: -1) {
      #expect(document.line(at: start).text.plainText == "line \(number)")
      start = document.lineStart(before: start) ?? 0
    }
    #expect(source.bytesRead < 256 << 10, "read \(source.bytesRead) bytes")
  }

  @Test func linesCrossingAMultipleOfThePartSizeAreWhole() async {
    // Short lines over many multiples of 64 KB are never cut; each is found from its end.
    let text = Self.numbered(30_000)
    let document = await counted(TextDocument(text, name: ""))
    var offset = 0
    var count = 0
    while offset < document.byteCount {
      let line = document.line(at: offset)
      count += 1
      #expect(line.beginsLine)
      #expect(line.text.plainText == "line \(count)")
      #expect(document.partStart(containing: line.next - 1) == line.start)
      offset = line.next
    }
    #expect(count == 30_000)
  }

  @Test(arguments: [1, 2, 3, 4, 5, 6])
  func partsWalkedForwardBackwardAndFromAnyByteAgree(seed: UInt64) async {
    // Lines of random lengths, some far longer than a part, of one- to four-byte
    // characters, with and without a final line break.
    var random = SplitMix64(seed: seed)
    var bytes: [UInt8] = []
    let characters: [[UInt8]] = [
      [0x61], [0xC3, 0xA9], [0xE6, 0xBC, 0xA2], [0xF0, 0x9F, 0x91, 0x8D],
    ]
    while bytes.count < 400_000 {
      let long = Int.random(in: 0..<6, using: &random) == 0
      let length =
        long
        ? Int.random(in: 60_000...200_000, using: &random) : Int.random(in: 0...80, using: &random)
      var written = 0
      while written < length {
        let character = characters[Int.random(in: 0..<4, using: &random)]
        bytes += character
        written += character.count
      }
      bytes.append(0x0A)
    }
    if seed % 2 == 0 { bytes.removeLast() }
    let document = TextDocument(source: MemoryByteSource(bytes), name: "")
    var starts: [Int] = []
    var offset = 0
    while offset < bytes.count {
      let part = document.line(at: offset)
      starts.append(part.start)
      #expect(part.next > part.start && part.end - part.start <= 2 * TextDocument.segmentBytes)
      // Parts never cut a character.
      #expect(part.start == 0 || bytes[part.start] & 0xC0 != 0x80)
      offset = part.next
    }
    var back: [Int] = []
    var position = bytes.count
    while let previous = document.lineStart(before: position) {
      back.append(previous)
      position = previous
    }
    #expect(back.reversed() == starts)
    for _ in 0..<300 {
      let byte = Int.random(in: 0..<bytes.count, using: &random)
      let expected = starts.last { $0 <= byte }
      #expect(document.partStart(containing: byte) == expected, "byte \(byte)")
    }
  }

  @Test func emptyAndBinaryDocumentsSaySo() async {
    let empty = await counted(TextDocument("", name: ""))
    #expect(empty.lineCount == 0)
    #expect(empty.lastLineStart == 0)
    #expect(!empty.looksBinary)
    #expect(
      TextDocument(source: MemoryByteSource([0x7F, 0x45, 0x4C, 0x46, 0, 1, 2]), name: "")
        .looksBinary)
    #expect(!TextDocument(Self.numbered(100), name: "").looksBinary)
  }

  // MARK: Search

  @Test func searchFindsLinesInTheTextAsShown() async {
    let document = TextDocument(
      "alpha\nthe \u{1B}[31mRED\u{1B}[0m line\n\u{1B}[1mbo\u{1B}[0mld\nError here\nerror there\n",
      name: "")
    func find(_ query: String, from offset: Int = 0, forward: Bool = true) async -> String? {
      guard
        let found = await document.firstLine(
          matching: TextSearch(query), from: offset, forward: forward)
      else { return nil }
      return document.line(at: found).text.plainText
    }
    #expect(await find("red") == "the RED line")
    #expect(await find("Red") == nil)  // an upper-case letter: case must match
    #expect(await find("31m") == nil)  // inside an escape sequence: not shown
    #expect(await find("bold") == "bold")  // across a colour change
    #expect(await find("error") == "Error here")
    #expect(await find("error", from: document.offset(ofLineSlowly: 4)) == "error there")
    #expect(await find("alpha", from: 6) == nil)
    #expect(await find("alpha", from: document.byteCount, forward: false) == "alpha")
    #expect(await find("ERROR", from: document.byteCount, forward: false) == nil)
    #expect(await find("error", from: document.byteCount, forward: false) == "error there")
  }

  @Test func searchFindsAMatchAcrossTheCutOfAVeryLongLine() async {
    // A match that straddles the first megabyte of a line with no break.
    let prefix = String(repeating: "x", count: (1 << 20) - 3)
    let document = TextDocument(prefix + "needle" + String(repeating: "y", count: 1000), name: "")
    let found = await document.firstLine(matching: TextSearch("needle"), from: 0)
    #expect(found != nil)
    if let found {
      let part = document.line(at: found)
      #expect(part.start <= (1 << 20) - 3 && part.next > (1 << 20) - 3)
    }
  }

  @Test func bytesInMemoryTellOfWhatIsAppendedAndOfTheirEnd() {
    let source = MemoryByteSource(Array("a\n".utf8), isComplete: false)
    let told = Lock()
    nonisolated(unsafe) var tellings = 0
    #expect(source.watch { told.withLock { tellings += 1 } })
    source.append(Array("b\n".utf8))
    #expect(told.withLock { tellings } == 1)
    source.append([])
    #expect(told.withLock { tellings } == 1, "nothing added, nothing told")
    source.finish()
    #expect(told.withLock { tellings } == 2, "the end is told")
    source.finish()
    source.append(Array("c\n".utf8))
    #expect(told.withLock { tellings } == 2, "finished: nothing more to tell")
    #expect(source.count == 4)

    let other = MemoryByteSource(isComplete: false)
    other.watch { told.withLock { tellings += 1 } }
    other.watch(nil)
    other.append(Array("x".utf8))
    #expect(told.withLock { tellings } == 2, "no longer watched")
  }

  @Test func aCancelledSearchStopsAndFindsNothing() async {
    let document = TextDocument(Self.numbered(300_000) + "needle\n", name: "")
    let task = Task { await document.firstLine(matching: TextSearch("needle"), from: 0) }
    task.cancel()
    #expect(await task.value == nil)
  }
}

extension TextDocument {
  /// Where line `number` begins, found by walking lines (for documents not counted).
  func offset(ofLineSlowly number: Int) -> Int {
    var offset = 0
    for _ in 0..<number { offset = line(at: offset).next }
    return offset
  }
}

/// A source that counts the bytes read from it.
final class CountingSource: ByteSource, @unchecked Sendable {
  let base: MemoryByteSource
  private let lock = Lock()
  private var read = 0

  init(_ base: MemoryByteSource) { self.base = base }

  var bytesRead: Int { lock.withLock { read } }
  var count: Int { base.count }
  var isComplete: Bool { base.isComplete }

  func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    let done = base.read(at: offset, into: buffer)
    lock.withLock { read += done }
    return done
  }
}
