import Testing

@testable import Folio

@Suite struct LayoutTests {
  func lines(_ view: some View, width: Int, height: Int? = nil) -> [String] {
    view.renderCanvas(width: width, height: height, environment: EnvironmentValues())
      .plainText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test func aBorderTitleStaysOnItsRowWhateverLineBreaksItHolds() {
    let view = Text("x").border(.ascii, title: "a\r\nb\u{2028}c\td")
    #expect(lines(view, width: 14) == ["+- a b c d +  ", "|x         |  ", "+----------+  "])
  }

  @Test func hstackGivesFixedTextItsWidthAndSpacersTheRest() {
    let row = HStack {
      Text("Stories")
      Spacer()
      Text("12 new")
    }
    #expect(lines(row, width: 20) == ["Stories       12 new"])
    #expect(lines(row, width: 15) == ["Stories  12 new"])
  }

  @Test func shortRigidContentStaysWholeAndLongTextGivesWay() {
    let row = HStack(spacing: 0) {
      Text("a long title that cannot fit").truncated()
      Text(" 12 pts")
    }
    #expect(lines(row, width: 16) == ["a long t… 12 pts"])
    let tie = HStack(spacing: 0) {
      Text("aaaaaaaaaa").truncated()
      Text("bbbbbbbbbb").truncated()
    }
    #expect(lines(tie, width: 12) == ["aaaaaaaaaab…"])
  }

  @Test func aShortColumnKeepsItsTopRowsAndShowsItIsCut() {
    let column = VStack {
      Text("first")
      Text("second")
      Text("third")
    }
    // One row has no room for a mark: it shows the first child.
    #expect(lines(column, width: 10, height: 1) == ["first     "])
    #expect(lines(column, width: 10, height: 2) == ["first     ", "…         "])
    #expect(lines(column, width: 10, height: 3) == ["first     ", "second    ", "third     "])
    var ascii = EnvironmentValues()
    ascii.symbols = .ascii
    #expect(
      column.renderPlainText(width: 10, height: 2, environment: ascii) == "first\n...")
    // Inside a border the mark is on the box's last inner row.
    #expect(
      lines(column.border(.ascii), width: 8, height: 4) == [
        "+------+", "|first |", "|…     |", "+------+",
      ])
  }

  @Test func spacersSplitTheRemainderEvenly() {
    let row = HStack(spacing: 0) {
      Spacer()
      Text("x")
      Spacer()
    }
    #expect(lines(row, width: 9) == ["    x    "])
  }

  @Test func vstackStacksAndAligns() {
    let column = VStack(alignment: .trailing) {
      Text("one")
      Text("three")
    }
    #expect(lines(column, width: 5) == ["  one", "three"])
    let centred = VStack(alignment: .center, spacing: 1) {
      Text("a")
      Text("bbb")
    }
    #expect(lines(centred, width: 3) == [" a ", "   ", "bbb"])
  }

  @Test func fixedFrameSizesAndAlignsItsContent() {
    let view = Text("hi").frame(width: 6, height: 3, alignment: .center)
    #expect(lines(view, width: 6) == ["      ", "  hi  ", "      "])
    #expect(view.renderCanvas(width: 40).height == 3)
  }

  @Test func flexibleFrameFillsTheWidthWithMaxWidth() {
    let view = Text("hi").frame(maxWidth: .max, alignment: .trailing)
    #expect(lines(view, width: 8) == ["      hi"])
    let bounded = Text("hi").frame(minWidth: 5, alignment: .center)
    #expect(
      lines(
        HStack(spacing: 0) {
          bounded; Text("|")
        }, width: 10) == [" hi  |    "])
  }

  @Test func paddingAndBorderInsetTheirContent() {
    let view = Text("x").padding(horizontal: 2).border(.plain)
    #expect(lines(view, width: 7) == ["┌─────┐", "│  x  │", "└─────┘"])
  }

  @Test func borderTitleIsTruncatedToFit() {
    let view = Text("body").frame(maxWidth: .max).border(.rounded, title: "A long title")
    #expect(lines(view, width: 12)[0] == "╭─ A long… ╮")
    #expect(lines(view, width: 20)[0] == "╭─ A long title ───╮")
  }

  @Test func asciiSymbolsTurnEveryBorderIntoAscii() {
    var environment = EnvironmentValues()
    environment.symbols = .ascii
    let canvas = Text("x").border(.double).renderCanvas(width: 3, environment: environment)
    #expect(canvas.plainText() == "+-+\n|x|\n+-+")
  }

  @Test func viewThatFitsPicksTheFirstThatFits() {
    let view = ViewThatFits {
      Text("a long form")
      Text("short")
      Text("s")
    }
    #expect(lines(view, width: 20) == ["a long form         "])
    #expect(lines(view, width: 6) == ["short "])
    #expect(lines(view, width: 2) == ["s "])
    #expect(view.renderCanvas(width: 0).height == 0)
  }

  @Test func textWrapsAndHonoursTheLineLimit() {
    let text = Text("one two three four").lineLimit(2)
    let rows = lines(text, width: 7)
    #expect(rows.count == 2)
    #expect(rows == ["one two", "three… "])
  }

  @Test func heightCutsTextWithAnEllipsis() {
    let rows = lines(Text("a\nb\nc"), width: 3, height: 2)
    #expect(rows == ["a  ", "b… "])
  }

  @Test func nothingDrawsOutsideItsRegion() {
    let view = HStack(spacing: 0) {
      Text("left side text").truncated(.start).frame(width: 4, height: 1)
      Text("R")
    }
    #expect(lines(view, width: 5) == ["…extR"])
  }

  @Test func wideClustersNeverStraddleAClipEdge() {
    var canvas = Canvas(width: 5, height: 1)
    canvas.draw("a漢字", x: 0, y: 0, style: .plain, clip: Rect(x: 0, y: 0, width: 4, height: 1))
    #expect(canvas.plainText() == "a漢  ")
    canvas.draw("|", x: 2, y: 0, style: .plain, clip: canvas.bounds)
    #expect(canvas.plainText() == "a |  ")
  }

  @Test func zeroAndTinyProposalsDoNotTrap() {
    let view = VStack {
      HStack {
        Text("abc"); Spacer(); Text("def")
      }
      Divider(label: "label")
      Text("漢字").border(.heavy, title: "t")
      Text("x").padding(3).frame(minWidth: 10, maxWidth: 2)
    }
    for width in [-5, 0, 1, 2, 3] {
      for height in [nil, 0, 1, 2] as [Int?] {
        let canvas = view.renderCanvas(width: width, height: height)
        #expect(canvas.width == max(0, width))
        for line in canvas.plainText().split(separator: "\n") {
          #expect(String(line).displayWidth == canvas.width)
        }
      }
    }
  }

  @Test func enormousProposalsAreBounded() {
    let view = VStack {
      Spacer()
      Text("x").frame(width: Int.max, height: Int.max)
      Text("y").padding(Int.max)
    }
    let canvas = view.renderCanvas(width: Int.max, height: 3)
    #expect(canvas.width == Canvas.maxSide)
    #expect(canvas.height == 3)
  }

  /// Negative frame lengths, however large, are lengths of zero — never "no bound", which a
  /// frame keeps as `Int.min` — and a bound left out is the content's own.
  @Test(arguments: [Int.min, Int.min + 1, -1])
  func negativeFrameLengthsAreZero(length: Int) {
    func row(_ framed: some View) -> String {
      HStack(spacing: 0) {
        framed
        Text("|")
      }
      .renderPlainText(width: 8)
    }
    let text = Text("abc")
    #expect(row(text.frame(width: 0, height: 0)) == "|")
    #expect(row(text.frame(width: length, height: length)) == "|")
    #expect(row(text.frame(height: length)) == row(text.frame(height: 0)))
    #expect(row(text.frame(height: 0)) != row(text.frame(width: nil)))
    #expect(row(text.frame(maxWidth: length)) == "|")
    #expect(row(text.frame(minWidth: length)) == "abc|")
    #expect(
      row(text.frame(minWidth: length, maxWidth: length, minHeight: length, maxHeight: length))
        == row(text.frame(minWidth: 0, maxWidth: 0, minHeight: 0, maxHeight: 0)))
    #expect(row(text.frame(width: nil)) == "abc|")
  }

  @Test func builderSupportsConditionalsOptionalsAndLoops() {
    let flag = true
    let missing: String? = nil
    let present: String? = "p"
    let choice = 2
    let view = VStack {
      if flag { Text("if") } else { Text("else") }
      if let missing { Text(missing) }
      if let present { Text(present) }
      switch choice {
      case 1: Text("one")
      default: Text("other")
      }
      for index in 0..<2 { Text("loop \(index)") }
      ForEach(["a", "b"], id: \.self) { Text($0) }
      Group {
        Text("g1")
        EmptyView()
      }
      AnyView(Text("any"))
    }
    #expect(
      lines(view, width: 6) == [
        "if    ", "p     ", "other ", "loop 0", "loop 1", "a     ", "b     ", "g1    ", "any   ",
      ])
  }

  @Test func environmentFlowsToTheSubtree() {
    struct Probe: View {
      var body: some View {
        EnvironmentReader { environment in
          Text(environment.symbols.isASCII ? "ascii" : "unicode")
        }
      }
    }
    #expect(lines(Probe(), width: 7) == ["unicode"])
    #expect(lines(Probe().environment(\.symbols, .ascii), width: 7) == ["ascii  "])
  }

  @Test func styleModifiersComposeAndTextRunsWin() {
    let view = Text(StyledText("a") + StyledText("b", style: Style(foreground: .red)))
      .foregroundColor(.green).bold()
    let canvas = view.renderCanvas(width: 2)
    #expect(canvas[0, 0].style == Style(foreground: .green, bold: true).resolved)
    #expect(canvas[1, 0].style == Style(foreground: .red, bold: true).resolved)
  }

  @Test func backgroundFillsTheRegionBehindText() {
    let canvas = Text("a").frame(width: 3).background(.blue).renderCanvas(width: 4)
    #expect(canvas[0, 0].style.background == .blue)
    #expect(canvas[2, 0].style.background == .blue)
    #expect(canvas[3, 0].style.background == .default)
  }

  @Test func geometryReaderSeesItsSize() {
    let view = GeometryReader { size in Text("\(size.width)x\(size.height)") }
    #expect(lines(view, width: 6, height: 1) == ["6x1   "])
  }

  @Test func renderANSIUsesTheEnvironmentsColourModeUnlessGivenOne() {
    var environment = EnvironmentValues()
    environment.colorMode = .none
    let view = Text(StyledText(ansi: "\u{1B}[7mreversed\u{1B}[0m")).bold()
    #expect(view.renderANSI(width: 20, environment: environment) == "reversed")
    #expect(
      view.renderANSI(width: 20, colorMode: .ansi16, environment: environment).contains("\u{1B}["))
    #expect(view.renderANSI(width: 20).contains("\u{1B}["))
  }
}
