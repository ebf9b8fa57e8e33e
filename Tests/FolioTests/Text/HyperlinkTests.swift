import Testing

@testable import Folio

@Suite struct HyperlinkTests {
  var linking: EnvironmentValues {
    var environment = EnvironmentValues()
    environment.hyperlinks = true
    return environment
  }

  @Test func onlySafeURLsBecomeLinks() {
    for good in [
      "https://example.com/a?b=c#d", "http://x", "mailto:ada@example.com", "file:///tmp/a%20b",
    ] {
      #expect(Hyperlink(good)?.url == good)
    }
    for bad in [
      "", "javascript:alert(1)", "https://a b", "https://a\u{1B}]8;;x", "https://é.fr", "https:",
      "ftp://x", "https://x\u{07}", "https://" + String(repeating: "a", count: 2_100),
      "example.com",
    ] {
      #expect(Hyperlink(bad) == nil, "\(bad.prefix(40).debugDescription)")
    }
  }

  @Test func aLinkIsWrittenAroundItsCellsOnlyWhereAllowed() {
    let view = HStack(spacing: 1) {
      Text("Read")
      Text("the docs").link("https://example.com/docs")
      Text("now")
    }
    let linked = view.renderANSI(width: 30, colorMode: .ansi16, environment: linking)
    #expect(
      linked.contains(
        "Read \u{1B}]8;;https://example.com/docs\u{1B}\\the docs\u{1B}]8;;\u{1B}\\ now"),
      "\(linked.debugDescription)")
    #expect(!view.renderANSI(width: 30, colorMode: .ansi16).contains("]8;"), "off by default")
    #expect(
      !view.renderANSI(width: 30, colorMode: ColorMode.none, environment: linking).contains(
        "\u{1B}"))
    #expect(view.renderPlainText(width: 30, environment: linking) == "Read the docs now")
    // An invalid URL leaves the text as it is.
    let invalid = Text("x").link("javascript:alert(1)")
    #expect(!invalid.renderANSI(width: 5, colorMode: .ansi16, environment: linking).contains("]8;"))
  }

  @Test func untrustedTextNeverBecomesALink() {
    let hostile = Text("\u{1B}]8;;https://evil.example\u{1B}\\click\u{1B}]8;;\u{1B}\\")
    let output = hostile.renderANSI(width: 60, colorMode: .ansi16, environment: linking)
    #expect(!output.contains("\u{1B}]"), "\(output.debugDescription)")
  }

  @Test func diffsFollowLinksNumberedDifferentlyInEachFrame() {
    let first = Text("go").link("https://one.example").renderCanvas(width: 6, environment: linking)
    let second = Text("go").link("https://two.example").renderCanvas(width: 6, environment: linking)
    // Both number their one link 1; the cells differ only by URL.
    let bytes = String(decoding: second.diff(from: first, colorMode: .ansi16), as: UTF8.self)
    #expect(
      bytes.contains("\u{1B}]8;;https://two.example\u{1B}\\go\u{1B}]8;;\u{1B}\\"),
      "\(bytes.debugDescription)")
    #expect(first != second)
    #expect(second.diff(from: second, colorMode: .ansi16).isEmpty)
    var terminal = VirtualTerminal(showing: first, mode: .ansi16)
    terminal.feed(Array(bytes.utf8))
    #expect(
      terminal.cells
        == second.cells.map { Cell($0.content, style: $0.style.converted(to: .ansi16)) })
  }

  @Test func canvasesAreEqualWhateverTheNumberingOfTheirLinks() {
    let one = Hyperlink("https://one.example")!
    let two = Hyperlink("https://two.example")!
    func draw(_ text: String, x: Int, link: Hyperlink, on canvas: inout Canvas) {
      canvas.drawingLink = canvas.linkBits(for: link)
      canvas.draw(text, x: x, y: 0, style: .plain, clip: canvas.bounds)
      canvas.drawingLink = 0
    }
    var a = Canvas(width: 4, height: 1)
    draw("x", x: 0, link: one, on: &a)
    draw("y", x: 2, link: two, on: &a)
    var b = Canvas(width: 4, height: 1)
    draw("y", x: 2, link: two, on: &b)
    draw("x", x: 0, link: one, on: &b)
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(a.diff(from: b, colorMode: .ansi16).isEmpty)
  }

  @Test func beyondSixtyThreeLinksTextIsDrawnWithoutOne() {
    var canvas = Canvas(width: 70, height: 1)
    for x in 0..<70 {
      canvas.drawingLink = canvas.linkBits(for: Hyperlink("https://e.example/\(x)"))
      canvas.draw("a", x: x, y: 0, style: .plain, clip: canvas.bounds)
    }
    #expect(canvas.link(atX: 62, y: 0)?.url == "https://e.example/62")
    #expect(canvas.link(atX: 63, y: 0) == nil)
    #expect(canvas.plainText(trimmingTrailingSpaces: true) == String(repeating: "a", count: 70))
  }
}
