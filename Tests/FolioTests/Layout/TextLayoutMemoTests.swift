import Testing

@testable import Folio

/// A long text that does not change is laid out once, not once a frame.
@Suite struct TextLayoutMemoTests {
  @Test func anUnchangedLongTextIsWrappedOnceNotOnceAFrame() {
    // A megabyte of words on one line, of a length no other test uses.
    let line = String(repeating: "lorem ipsum dolor ", count: 60_000) + "the end, 4c1d"
    let bytes = line.utf8.count
    let before = TextLayoutMemo.shared.computedCount(ofBytes: bytes)
    let first = Text(line).renderCanvas(width: 80, height: 24)
    let laidOut = TextLayoutMemo.shared.computedCount(ofBytes: bytes) - before
    #expect(laidOut > 0)
    // The next frames, of a text built again from the same string, find the lines.
    for _ in 0..<3 {
      #expect(Text(line).renderCanvas(width: 80, height: 24) == first)
    }
    #expect(TextLayoutMemo.shared.computedCount(ofBytes: bytes) - before == laidOut)
    // Another width is another layout, once.
    _ = Text(line).renderCanvas(width: 60, height: 24)
    _ = Text(line).renderCanvas(width: 60, height: 24)
    #expect(TextLayoutMemo.shared.computedCount(ofBytes: bytes) - before == laidOut + 1)
  }

  @Test func aChangedTextIsLaidOutAgain() {
    let base = String(repeating: "sit amet consectetur ", count: 2_000)
    let one = "one, 9b2e " + base
    let two = "two, 9b2e " + base
    #expect(one.utf8.count == two.utf8.count)
    let bytes = one.utf8.count
    let before = TextLayoutMemo.shared.computedCount(ofBytes: bytes)
    let first = Text(one).renderCanvas(width: 40, height: 500)
    let second = Text(two).renderCanvas(width: 40, height: 500)
    #expect(first.row(0) != second.row(0))
    #expect(TextLayoutMemo.shared.computedCount(ofBytes: bytes) - before >= 2)
  }
}
