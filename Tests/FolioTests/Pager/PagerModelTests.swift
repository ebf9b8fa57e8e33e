import Dispatch
import Testing

@testable import Folio

/// How the pager moves: pages of source lines, the last screen, jumps, resizes, follow,
/// and searches that run in the background.
@MainActor
@Suite struct PagerModelTests {
  /// A model over `text`, counted, showing `rows` rows of `width` cells.
  func model(_ text: String, rows: Int = 5, width: Int = 20, wraps: Bool = true) async
    -> PagerModel
  {
    let document = TextDocument(text, name: "test")
    await document.countLines()
    let model = PagerModel(document: document, wrapsLines: wraps)
    model.resize(width: width, rows: rows)
    return model
  }

  /// The first line on the screen, as text.
  func top(_ model: PagerModel) -> String {
    model.document.line(at: model.position.offset).text.plainText
  }

  /// The model's background work, settled on demand.
  let work = TrackedWork()

  @Test func pagesAreScreenfulsOfLinesAndTheLastOneCanBeShownFromItsStart() async {
    let model = await model(TextDocumentTests.numbered(12))
    #expect(model.pageState == PageState(page: 1, totalItems: 12, pageSize: 5))
    model.next()
    #expect(top(model) == "line 6")
    model.next()
    #expect(top(model) == "line 11")
    #expect(model.pageState?.page == 3)
    model.next()  // nothing after the last page
    #expect(top(model) == "line 11")
    model.previous()
    #expect(top(model) == "line 6")
    model.scroll(by: 2)  // line 8: within page 2, so b goes to its start
    model.previous()
    #expect(top(model) == "line 6")
    model.go(to: 99)
    #expect(top(model) == "line 11")
  }

  @Test func theEndIsTheLastScreenAndCountsAsTheLastPage() async {
    let model = await model(TextDocumentTests.numbered(12))
    model.last()
    #expect(top(model) == "line 8")
    #expect(model.pageState?.page == 3)
    #expect(model.isAtEnd)
    #expect(model.percent == 100)
    model.scroll(by: 10)  // never past the last page's start
    #expect(top(model) == "line 11")
    model.first()
    #expect(top(model) == "line 1")
    #expect(!model.isAtEnd)
    model.scroll(by: -3)
    #expect(top(model) == "line 1")
  }

  @Test func aWrappedPageTakesMoreThanAScreenAndNextPageShowsTheRestFirst() async {
    // Line 2 takes 3 rows at width 10: page 1 (lines 1–3) is 5 rows on a 3-row screen.
    let text = "one\n" + String(repeating: "x", count: 25) + "\nthree\nfour\nfive\nsix\n"
    let model = await model(text, rows: 3, width: 10)
    model.next()
    #expect(model.position == PagerPosition(offset: 4, row: 2))
    #expect(model.pageState?.page == 1)
    model.next()
    #expect(top(model) == "four")
    #expect(model.pageState?.page == 2)
    // Back by at most a screen: the end of page 1 first, then its start.
    model.previous()
    #expect(model.position == PagerPosition(offset: 4, row: 1))
    model.previous()
    #expect(top(model) == "one")
    // Cut, not wrapped: a line is a row.
    model.wrapsLines = false
    model.next()
    #expect(top(model) == "four")
  }

  @Test func aResizeKeepsTheTopLine() async {
    let model = await model(TextDocumentTests.numbered(100), rows: 10)
    model.goToLine(37)
    model.resize(width: 20, rows: 4)
    #expect(top(model) == "line 37")
    #expect(model.pageState?.page == 10)  // lines 37–40
    model.resize(width: 20, rows: 50)
    #expect(top(model) == "line 37")
  }

  @Test func linesPercentagesAndBadNumbersLandInTheDocument() async {
    let model = await model(TextDocumentTests.numbered(100), rows: 10)
    model.goToLine(50)
    #expect(top(model) == "line 50")
    model.goToLine(0)
    #expect(top(model) == "line 1")
    model.goToLine(Int.max)
    #expect(top(model) == "line 91")
    #expect(model.message == "There are 100 lines: showing the last")
    model.goToPercent(50)
    #expect(top(model) == "line 51")
    model.goToPercent(-5)
    #expect(top(model) == "line 1")
    model.go(to: Int.max)
    #expect(top(model) == "line 91")
    model.go(to: Int.min)
    #expect(top(model) == "line 1")
  }

  @Test func aLineNotCountedYetIsShownOnceItIs() async {
    let source = MemoryByteSource(Array(TextDocumentTests.numbered(20).utf8), isComplete: false)
    let model = PagerModel(document: TextDocument(source: source, name: "stream"))
    model.resize(width: 20, rows: 5)
    model.goToLine(30)
    #expect(model.pendingLine == 30)
    #expect(model.message == "Counting lines to line 30…")
    source.append(Array(TextDocumentTests.numbered(40).utf8.dropFirst(source.count)))
    _ = model.document.index.advance()
    model.refresh()
    #expect(top(model) == "line 30")
    #expect(model.pendingLine == nil)
    // Still counting: the page count is open.
    let page = model.pageState
    #expect(page?.isPageCountFinal == false)
    #expect(page?.page == 6)
  }

  @Test func followKeepsTheEndInViewAsTheDocumentGrows() async {
    let source = MemoryByteSource(Array("a\nb\nc\n".utf8), isComplete: false)
    let model = PagerModel(document: TextDocument(source: source, name: "log"))
    model.resize(width: 20, rows: 2)
    model.follow()
    #expect(top(model) == "b")
    source.append(Array("d\ne\n".utf8))
    model.refresh()
    #expect(top(model) == "d")
    model.stopFollowing()
    source.append(Array("f\n".utf8))
    model.refresh()
    #expect(top(model) == "d")
  }

  @Test func aStreamThatEndsWhileItsLinesAreCountedIsCountedToItsEnd() async {
    let source = GatedSource(Array("a\n".utf8))
    let model = PagerModel(document: TextDocument(source: source, name: "pipe"))
    model.resize(width: 20, rows: 5)
    await work.settle { model.start() }
    #expect(model.isWatchingSource, "a stream is watched until it ends")
    #expect(model.document.countedLines == 1)

    // More comes: the count that starts for it waits in its read, and meanwhile the stream
    // ends, told while that count runs — so no longer watched.
    source.close()
    work.run { source.append(Array("b\n".utf8)) }
    #expect(await eventually { source.isWaiting }, "a count started for the new bytes")
    source.append(Array("c\n".utf8))
    source.finish()
    #expect(await eventually { !model.isWatchingSource }, "ended: no longer watched")
    source.open()
    await work.settle()
    #expect(model.document.lineCount == 3, "counted to its end, not to where the count looked")
    #expect(!model.needsRefresh, "nothing left to look at on a timer")
  }

  /// Whether `condition` holds, letting the main actor's other work run until it does (or
  /// a great many turns have passed).
  private func eventually(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<100_000 {
      if condition() { return true }
      await Task.yield()
    }
    return condition()
  }

  @Test func theEndOfAStreamStillArrivingIsFollowedUntilItEnds() async {
    let source = MemoryByteSource(Array("a\nb\nc\n".utf8), isComplete: false)
    let model = PagerModel(document: TextDocument(source: source, name: "pipe"))
    model.resize(width: 20, rows: 2)
    model.last()
    #expect(model.isFollowing)
    source.append(Array("d\ne\n".utf8))
    source.finish()
    model.refresh()
    #expect(top(model) == "d")
    #expect(!model.isFollowing)
    // A file that is complete: the end, without following.
    let file = await self.model("a\nb\nc\n", rows: 2)
    file.last()
    #expect(!file.isFollowing)
  }

  /// The rest of a stream arrives, and the stream ends, between the model reading where
  /// the end is and reading whether the stream has ended, as a pipe's reader thread can
  /// make it: the end shown must be the stream's real end, not where it was a moment before.
  @Test func aStreamEndingWhileTheEndIsFollowedShowsItsRealEnd() async throws {
    let source = EndsWhenAskedSource(Array("a\nb\nc\n".utf8), rest: Array("d\ne\n".utf8))
    let model = PagerModel(document: TextDocument(source: source, name: "pipe"))
    model.resize(width: 20, rows: 2)
    model.last()
    #expect(model.isFollowing)
    // Let the count in the background read what there is before the stream ends.
    await work.settle { model.refresh() }
    source.arm()
    model.refresh()
    model.refresh()
    #expect(source.isComplete)
    #expect(top(model) == "d", "the last screen of the whole stream")
    #expect(!model.isFollowing)
  }

  @Test func horizontalScrollingIsForCutLinesAndStaysInBounds() async {
    let model = await model("abcdefghij\n", wraps: true)
    model.scrollHorizontally(by: 3)
    #expect(model.horizontalOffset == 0)
    model.wrapsLines = false
    model.scrollHorizontally(by: 3)
    #expect(model.horizontalOffset == 3)
    model.scrollHorizontally(by: -10)
    #expect(model.horizontalOffset == 0)
    model.scrollHorizontally(by: Int.max)
    model.scrollHorizontally(by: Int.max)
    #expect(model.horizontalOffset > 0)
    model.wrapsLines = true
    #expect(model.horizontalOffset == 0)
  }

  @Test func searchesFindTheNextMatchWrapAroundAndSayWhenNothingMatches() async throws {
    let text = "alpha\nbeta\nGamma\ndelta\nbeta again\nomega\n"
    let model = await model(text, rows: 2)
    await work.settle { model.search("beta") }
    #expect(top(model) == "beta")
    await work.settle { model.nextMatch() }
    #expect(top(model) == "beta again")
    await work.settle { model.nextMatch() }
    #expect(top(model) == "beta")
    #expect(model.message == "Search wrapped to the top")
    // Smart case: lower case matches any case, upper case only itself.
    await work.settle { model.search("gamma") }
    #expect(top(model) == "Gamma")
    await work.settle { model.search("DELTA") }
    #expect(model.message == "Not found: DELTA")
    #expect(top(model) == "Gamma")
    // Backward, from the top line.
    model.last()
    await work.settle { model.search("a", forward: false) }
    #expect(top(model) == "delta")
    await work.settle { model.previousMatch() }  // the other way: forward
    #expect(top(model) == "beta again")
    model.clearSearch()
    #expect(model.search == nil)
  }

  @Test func aCancelledSearchLeavesTheScreenWhereItWas() async throws {
    // 4 MB with no match: long enough to be cancelled while it runs.
    let text = String(repeating: "nothing to see here\n", count: 200_000)
    let model = await model(text)
    model.scroll(by: 3)
    let before = model.position
    work.run { model.search("needle") }
    #expect(model.isSearching)
    model.cancelSearch()
    #expect(!model.isSearching)
    #expect(model.message == "Search cancelled")
    // The cancelled search's work ends without moving the screen.
    await work.settle()
    #expect(work.tracker.pendingWork.isEmpty)
    #expect(model.position == before)
    #expect(model.message == "Search cancelled")
  }

  /// Moving a row at a time near the top of a long document reads the rows that come into
  /// view (a few kilobytes each): whether the top may stay is known from the rows below it,
  /// not by walking back from the end of the document line by line (some 90 KB and 70
  /// reads at every move, before). Near the end, the top is still kept to the last page.
  @Test func movingNearTheTopReadsNothingAtTheEnd() async {
    let text = Array(TextDocumentTests.numbered(100_000).utf8)
    let source = CountingSource(MemoryByteSource(text))
    let model = PagerModel(document: TextDocument(source: source, name: "long"))
    model.resize(width: 80, rows: 22)
    let opened = source.bytesRead
    for _ in 0..<10 { model.scroll(by: 1) }
    model.scroll(by: -3)
    #expect(top(model) == "line 8")
    let moved = source.bytesRead - opened
    #expect(moved < 64 << 10, "read \(moved) bytes")
    // Near the end, counted, the top still stops at the last page's first line.
    await model.document.countLines()
    model.go(to: 99_990)
    #expect(top(model) == "line 99991")
    model.scroll(by: 30)
    #expect(top(model) == "line 99991")
    model.last()
    #expect(top(model) == "line 99979")
  }

  /// Whether a screen from a position stops before the end, as counted without making the
  /// rows, is what making the screen says, for every line start and row of documents of
  /// short, long (wrapped) and empty lines, with and without a final line break, at widths
  /// that wrap and screens of one row up to more than the document.
  @Test func countingTheRowsToTheEndAgreesWithTheScreen() {
    let documents = [
      "one\ntwo\nthree\n",
      "a long line that wraps over several rows at a narrow width\nshort\n\nend",
      "x\n" + String(repeating: "wrapped words ", count: 9) + "\n\n\ny\nz",
      "", "\n", "only one line without a break",
    ]
    for text in documents {
      let document = TextDocument(text, name: "doc")
      for width in [4, 9, 80] {
        for wraps in [true, false] {
          let layout = PagerLayout(document: document, width: width, wraps: wraps, search: nil)
          var starts: [Int] = []
          var offset = 0
          while offset < document.byteCount {
            starts.append(offset)
            let next = document.line(at: offset).next
            guard next > offset else { break }
            offset = next
          }
          for start in starts {
            let lineRows = layout.rowCount(of: document.line(at: start))
            for row in 0...lineRows {
              let position = PagerPosition(offset: start, row: row)
              for rows in 1...8 {
                let counted = layout.stopsBeforeEnd(from: position, rows: rows)
                let made = layout.screen(from: position, rows: rows).end != nil
                #expect(
                  counted == made,
                  "\(text.debugDescription) width \(width) wraps \(wraps) at \(start).\(row), \(rows) rows"
                )
              }
            }
          }
        }
      }
    }
  }

  @Test func anEmptyDocumentIsOneEmptyScreen() async {
    let model = await model("")
    model.next()
    model.last()
    model.scroll(by: 5)
    #expect(model.position == .start)
    #expect(model.percent == 100)
    #expect(model.isAtEnd)
  }
}

/// A stream that, once armed, gets its last bytes and ends when it is next asked whether it
/// has ended after some of its bytes were read: between a reader looking at the end and
/// asking whether the stream is over, as a pipe's reading thread can make it happen.
private final class EndsWhenAskedSource: ByteSource, @unchecked Sendable {
  private let memory: MemoryByteSource
  private let rest: [UInt8]
  private let lock = Lock()
  private var armed = false
  private var readSinceArmed = false

  init(_ bytes: [UInt8], rest: [UInt8]) {
    memory = MemoryByteSource(bytes, isComplete: false)
    self.rest = rest
  }

  func arm() { lock.withLock { armed = true } }

  var count: Int { memory.count }

  var isComplete: Bool {
    lock.withLock {
      if armed, readSinceArmed, !memory.isComplete {
        memory.append(rest)
        memory.finish()
      }
    }
    return memory.isComplete
  }

  func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    lock.withLock { if armed { readSinceArmed = true } }
    return memory.read(at: offset, into: buffer)
  }
}

/// A stream in memory whose reads, once ``close()``d, wait until ``open()``: a count held
/// inside its read while the stream changes.
private final class GatedSource: ByteSource, @unchecked Sendable {
  private let memory: MemoryByteSource
  private let gate = DispatchSemaphore(value: 0)
  private let lock = Lock()
  private var closed = false
  private var waiting = false

  init(_ bytes: [UInt8]) { memory = MemoryByteSource(bytes, isComplete: false) }

  var count: Int { memory.count }
  var isComplete: Bool { memory.isComplete }
  /// Whether a read waits at the gate.
  var isWaiting: Bool { lock.withLock { waiting } }

  func close() { lock.withLock { closed = true } }

  func open() {
    let wasWaiting = lock.withLock { () -> Bool in
      closed = false
      return waiting
    }
    if wasWaiting { gate.signal() }
  }

  func append(_ bytes: [UInt8]) { memory.append(bytes) }
  func finish() { memory.finish() }

  func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    let waits = lock.withLock { () -> Bool in
      if closed { waiting = true }
      return closed
    }
    if waits {
      gate.wait()
      lock.withLock { waiting = false }
    }
    return memory.read(at: offset, into: buffer)
  }

  func watch(_ changed: (@Sendable () -> Void)?) -> Bool { memory.watch(changed) }
}
