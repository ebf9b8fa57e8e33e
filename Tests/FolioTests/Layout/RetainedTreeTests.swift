import TestSupport
import Testing

@testable import Folio

/// A tree of stacks, layers, frames and texts whose shape comes from `shape` and whose words
/// and small changes come from `frame`: most of a frame's tree stands where the last one's
/// did, as a program's screens do, with a few places changed — words of the same width or
/// another, a line broken, a stack turned or emptied, a frame resized, an overlay come or
/// gone, a background or a priority changed, a window scrolled, a grid's columns widened,
/// a branch taken instead of another.
private struct RandomTree: View {
  var shape: UInt64
  var frame: Int
  var depth = 3

  var body: some View {
    var structure = SplitMix64(seed: shape)
    var changes = SplitMix64(seed: shape &* 31 &+ UInt64(frame))
    return VStack {
      RandomTree.node(depth: depth, &structure, &changes, frame: frame)
      Text("frame \(frame)")
    }
  }

  private static func node(
    depth: Int, _ structure: inout SplitMix64, _ changes: inout SplitMix64, frame: Int
  ) -> AnyView {
    var kind = Int.random(in: 0..<10, using: &structure)
    // One place in eight is something else this frame.
    if Int.random(in: 0..<8, using: &changes) == 0 {
      kind = Int.random(in: 0..<10, using: &changes)
    }
    if depth == 0 || kind < 3 { return leaf(kind, &structure, &changes, frame: frame) }
    let count = Int.random(in: 0...3, using: &structure)
    var children: [AnyView] = []
    for _ in 0..<count {
      children.append(node(depth: depth - 1, &structure, &changes, frame: frame))
    }
    let spacing = Int.random(in: 0..<8, using: &changes) == 0 ? 1 : 0
    let content = ForEach(children.indices, id: \.self) { children[$0] }
    switch kind {
    case 3: return AnyView(VStack(spacing: spacing) { content })
    case 4: return AnyView(HStack(spacing: spacing) { content })
    case 5:
      let width = Int.random(in: 0..<4, using: &changes) == 0 ? 3 : 9
      return AnyView(HStack { content }.frame(maxWidth: width, alignment: .trailing))
    case 6: return AnyView(VStack { content }.fixedSize())
    case 8:
      return AnyView(
        GeometryReader { size in
          VStack {
            content
            Text("\(size.width)×\(size.height)")
          }
        })
    case 9:
      let label = Int.random(in: 0..<4, using: &changes) == 0 ? "a column" : "column"
      return AnyView(
        ViewThatFits {
          HStack { content }
          VStack { content }.accessibilityLabel(label)
        })
    case 7 where Int.random(in: 0..<2, using: &structure) == 0:
      // Layers, the last over the first, on a background, with a priority and a target.
      let over = Int.random(in: 0..<4, using: &changes) == 0 ? "over" : "on top"
      let covers = Int.random(in: 0..<3, using: &changes) != 0
      let color: Color = Int.random(in: 0..<4, using: &changes) == 0 ? .blue : .green
      let priority: Double = Int.random(in: 0..<4, using: &changes) == 0 ? 1 : 0
      return AnyView(
        ZStack(alignment: .topLeading) {
          content
          if covers { Text(over).reverse() }
        }
        .background(color).layoutPriority(priority).hitTarget(.custom(over))
        .link("https://example.com/\(over.count)"))
    case 7 where Int.random(in: 0..<2, using: &structure) == 0:
      // A window onto the content, scrolled a row now and then.
      let offset = Int.random(in: 0..<4, using: &changes) == 0 ? 1 : 0
      return AnyView(ScrollView(offset: offset) { VStack { content } }.frame(height: 2))
    case 7 where Int.random(in: 0..<2, using: &structure) == 0:
      // A grid: a header row, a rule, a row of the content, and a row under a background
      // whose cell changes width now and then (the columns with it), the columns changed
      // now and then too.
      let columns: [GridColumn] =
        Int.random(in: 0..<6, using: &changes) == 0
        ? [.fixed(4), .flexible()]
        : [.fitting(maximum: 8), .flexible(minimum: 2, alignment: .trailing)]
      let cell = Int.random(in: 0..<4, using: &changes) == 0 ? "a wider cell" : "cell"
      let color: Color = Int.random(in: 0..<4, using: &changes) == 0 ? .blue : .green
      return AnyView(
        Grid(columns: columns) {
          GridRow {
            Text("key")
            Text("value")
          }
          Divider()
          GridRow { content }
          GridRow {
            Text(cell)
            Text("\(frame % 3)")
          }.background(color)
        })
    default:
      return AnyView(
        VStack(alignment: .trailing) { content }.frame(width: 12, height: 2).padding(1))
    }
  }

  private static func leaf(
    _ kind: Int, _ structure: inout SplitMix64, _ changes: inout SplitMix64, frame: Int
  ) -> AnyView {
    let words = ["leaf", "a longer leaf", "漢字 wide", "two\nlines", "👍🏽 thumbs", ""]
    var word = words[Int.random(in: 0..<words.count, using: &structure)]
    switch Int.random(in: 0..<5, using: &changes) {
    case 0: word += " #\(frame % 10)"  // the same width from frame to frame
    case 1: word += String(repeating: "x", count: frame % 5)  // another width
    case 2: word = words[Int.random(in: 0..<words.count, using: &changes)]
    case 3: word = frame % 2 == 0 ? "one two three" : "onetwothree x"  // same width, other breaks
    default: break
    }
    switch kind {
    case 0: return AnyView(Text(word))
    case 1: return AnyView(Text(word).truncated().bold())
    default:
      switch Int.random(in: 0..<4, using: &changes) {
      case 0: return AnyView(Text(word).lineLimit(1))
      case 1: return AnyView(Spacer())
      case 2: return AnyView(Pagination(page: frame % 4 < 3 ? 2 : 3, pageCount: 9))
      default:
        return AnyView(
          PaginationSummary(page: frame % 4 < 3 ? 2 : 3, pageSize: 10, totalItems: 95))
      }
    }
  }
}

@Suite struct RetainedTreeTests {
  /// Every frame drawn with a memory, which keeps the last frame's nodes and changes them
  /// to show the new views, is the frame drawn from nothing: cells, bytes and report.
  @Test(arguments: 0..<40)
  func aFrameBuiltOnTheLastFramesNodesIsTheFrameBuiltFromNothing(seed: Int) {
    var frames = FrameMemoryTests.KeptBesideFresh()
    let memory = frames.memory
    var environment = EnvironmentValues()
    environment.colorMode = .truecolor
    // As a terminal's frames do until the widths are measured: the clusters drawn without
    // a measured width are reported, and must be, frame after frame, as a fresh frame would.
    environment.widthProfile.reportsUnmeasuredClusters = seed % 2 == 0
    // Links drawn in half the runs: a link's node is taken again where it draws one.
    environment.hyperlinks = seed % 4 < 2
    var taken = 0
    for frame in 0..<30 {
      let width = [40, 40, 40, 17, 60][frame % 5]
      frames.drawExpectingSame(
        RandomTree(shape: UInt64(seed), frame: frame), width: width, height: 12,
        environment: environment, frame: "seed \(seed), frame \(frame), width \(width)")
      taken += memory.takenNodes
    }
    #expect(taken > 0, "nodes of the last frame were taken again")
  }

  /// A screen whose words change keeps every node: texts, stacks and frames are the last
  /// frame's, changed in place, and a line of the same width keeps the layout worked out.
  @Test func nodesLiveFromFrameToFrame() {
    struct Screen: View {
      var count: Int
      var body: some View {
        VStack {
          HStack {
            Text("items").bold()
            Spacer()
            Text("\(count % 10) left")
          }
          Text("#\(count)").frame(maxWidth: 10, alignment: .trailing).fixedSize()
        }
      }
    }
    let memory = FrameMemory()
    func nodes(_ count: Int) -> [ObjectIdentifier] {
      _ = Screen(count: count).renderFrame(width: 30, height: 3, memory: memory)
      return memory.lastTreeNodes.map(ObjectIdentifier.init)
    }
    let first = nodes(1)
    let second = nodes(2)
    #expect(first == second)
    #expect(memory.takenNodes == first.count)
    #expect(memory.relaidNodes == 0, "the same widths: nothing laid out again")
    // A wider count changes the layout of its text and of what holds it, not the rest.
    _ = nodes(12)
    #expect(memory.takenNodes == first.count)
    #expect(memory.relaidNodes == 4, "the text, its fixed size, its frame and the column")
    let text = Screen(count: 12).renderFrame(width: 30, height: 3).canvas.plainText()
    #expect(
      Screen(count: 12).renderFrame(width: 30, height: 3, memory: memory).canvas.plainText()
        == text)
  }

  /// A text of its own line break, limit and alignment keeps its layout through a change of
  /// words as a text that takes them from the environment does.
  @Test func aTextWithItsOwnLineBreakKeepsItsLayoutThroughNewWords() {
    struct Screen: View {
      var count: Int
      var body: some View {
        VStack {
          Text("item \(count % 10)").truncated(.middle).lineLimit(1)
            .multilineTextAlignment(.trailing)
          Text("end")
        }
      }
    }
    let memory = FrameMemory()
    _ = Screen(count: 1).renderFrame(width: 20, memory: memory)
    let frame = Screen(count: 2).renderFrame(width: 20, memory: memory)
    #expect(memory.takenNodes == 3)
    #expect(memory.relaidNodes == 0)
    #expect(frame.canvas == Screen(count: 2).renderFrame(width: 20).canvas)
  }

  /// Texts drawn in another style — a row selected, a label taking focus — draw other cells
  /// in the same places: nothing is laid out again, beside them or above, and each frame is
  /// the frame drawn from nothing. Words that change with the style are laid out again.
  @Test func aTextInAnotherStyleKeepsItsLayout() {
    var frames = FrameMemoryTests.KeptBesideFresh()
    func frame(bold: Bool, words: String = "beta", limit: Int? = nil, _ name: String) {
      let screen = VStack(alignment: .leading, spacing: 0) {
        HStack {
          VStack(alignment: .leading, spacing: 0) {
            Text("alpha")
            Text(words).truncated(.middle)
          }
          .bold(bold)
          .lineLimit(limit)
          Spacer()
          Text("right")
        }
        Text("under").foregroundColor(bold ? .red : .green)
      }
      frames.drawExpectingSame(
        screen, width: 30, height: 5, environment: EnvironmentValues(), frame: name)
    }
    frame(bold: false, "first")
    frame(bold: true, "bold")
    #expect(frames.memory.takenNodes > 0)
    #expect(frames.memory.relaidNodes == 0)
    frame(bold: false, "plain again")
    #expect(frames.memory.relaidNodes == 0)
    frame(bold: true, words: "a longer beta", "bold and longer")
    #expect(frames.memory.relaidNodes > 0)
    frame(bold: false, words: "beta\ngamma", "two lines")
    frame(bold: true, words: "beta\ngamma", limit: 1, "bold and cut to a line")
    #expect(frames.memory.relaidNodes > 0)
  }
  /// A divider taken again in the values of the environment it was last shown in (only the
  /// label and the style compared) shows its new label and style; in other values, the line
  /// and ellipsis they hold.
  @Test func aDividerTakenAgainShowsItsNewLabelAndStyle() {
    var frames = FrameMemoryTests.KeptBesideFresh()
    var environment = EnvironmentValues()
    environment.colorMode = .truecolor
    var ascii = environment
    ascii.symbols = .ascii
    func frame(
      _ label: String?, bold: Bool = false, in environment: EnvironmentValues, _ name: String
    ) {
      let screen = VStack(spacing: 0) {
        Text("above")
        Divider(label: label).bold(bold)
        Text("below")
      }
      frames.drawExpectingSame(
        screen, width: 20, height: 3, environment: environment, frame: name)
    }
    frame("Older", in: environment, "first")
    frame("Older", in: environment, "again")
    #expect(frames.memory.takenNodes > 0)
    frame("Newer", in: environment, "another label")
    frame("Newer but far too long to fit", in: environment, "a label cut")
    frame(nil, in: environment, "no label")
    frame(nil, bold: true, in: environment, "a bold line")
    frame("Older", bold: true, in: environment, "a bold label")
    frame("Older", bold: true, in: ascii, "ASCII")
    frame("Older", bold: true, in: environment, "Unicode again")
  }

  /// A text is made safe when a node first shows it, and compared before: a node shown the
  /// same string again, or the string its words became once made safe (a control character
  /// as its placeholder), changes nothing; other words change it; texts whose words are the
  /// same once made safe are equal, as they always were; and `isSameText`, which keeps a
  /// list's row, says the same only of words it knows draw the same.
  @Test func aTextIsComparedBeforeItIsMadeSafe() {
    let unsafe = "a\u{1B}[2Jb \u{202E}rtl \u{9B}c\nnext"
    let shown = Sanitizer.sanitize(unsafe)
    #expect(shown != unsafe)
    let environment = EnvironmentValues()
    let node = TextNode(text: Text(unsafe), environment: environment)
    #expect(node.content.plainText == shown)
    #expect(!node.isOneLine)
    #expect(node.update(text: Text(unsafe), environment: environment) == .none)
    #expect(node.update(text: Text(shown), environment: environment) == .none)
    #expect(node.update(text: Text(StyledText(shown)), environment: environment) == .none)
    #expect(node.update(text: Text("a b"), environment: environment) != .none)
    #expect(node.content.plainText == "a b" && node.isOneLine)
    #expect(node.update(text: Text(unsafe), environment: environment) != .none)
    #expect(node.content.plainText == shown && !node.isOneLine)
    #expect(Text(unsafe) == Text(shown))
    #expect(Text(unsafe).isSameText(as: Text(unsafe)))
    #expect(Text(shown).isSameText(as: Text(StyledText(shown))))
    #expect(Text(StyledText(shown)).isSameText(as: Text(shown)))
    // Compared before being made safe, words that become the same are not known to: the
    // row is made again, which draws what it drew (a claim on the side of drawing).
    #expect(!Text(unsafe).isSameText(as: Text(StyledText(shown))))
    #expect(!Text(unsafe).isSameText(as: Text("a b")))
    #expect(!Text(unsafe).isSameText(as: Text(StyledText(shown, style: Style(bold: true)))))
    #expect(!Text("").isSameText(as: Text(" ")) && Text("").isSameText(as: Text(StyledText())))
  }

  /// A node shown new words of one plain run keeps the storage of its run (no allocation a
  /// frame for a text that changes every frame), and the width it then answers without
  /// measuring — found by the scan that made the words safe, for printable ASCII — is the
  /// width a node made anew measures, for every kind of words it is shown in turn.
  @Test func aTextShownNewWordsKeepsItsRunAndAnswersTheMeasuredWidth() {
    let environment = EnvironmentValues()
    let node = TextNode(text: Text("row 1 #0"), environment: environment)
    func runStorage() -> UnsafeRawPointer? {
      node.content.runs.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }
    let storage = runStorage()
    for frame in 1...50 {
      #expect(node.update(text: Text("row 1 #\(frame)"), environment: environment) != .none)
      #expect(runStorage() == storage)
    }
    for words in [
      "plain ascii", "", "tab\tthen", "two\nlines", "café", "日本語", "🎉 party", "a\u{1B}[2Jb",
      "exactly8", "sixteen bytes!!!", "x\u{7F}", "ascii again", "   ", "a\u{301}",
    ] {
      // As a text's place in a frame does: a change of layout forgets the answers given.
      if node.update(text: Text(words), environment: environment) == .layout {
        node.forgetLayout()
      }
      let fresh = TextNode(text: Text(words), environment: environment)
      #expect(node.widthRange() == fresh.widthRange(), "\(words)")
      if !words.contains("\n") {
        #expect(node.widthRange().ideal == Sanitizer.sanitize(words).displayWidth, "\(words)")
      }
      #expect(node.content == fresh.content, "\(words)")
    }
  }

  /// Rows whose words hold control characters, then their placeholders, then other words,
  /// drawn with a memory, are what a frame drawn anew shows: no control character reaches
  /// the canvas, and a row of the same string is copied, not drawn.
  @Test func rowsOfUnsafeWordsKeptFromFrameToFrameAreSafe() {
    let unsafe = "x\u{1B}]8;;evil\u{7}y \u{202E}z\u{7F}"
    let shown = Sanitizer.sanitize(unsafe)
    let memory = FrameMemory()
    var copied = 0
    for words in [unsafe, unsafe, unsafe, shown, shown, "plain", unsafe, unsafe, shown] {
      let items = [words, "other", words]
      let view = PaginatedList(items, selection: 1) { Text($0) }
      let kept = view.renderFrame(
        width: 30, height: 5, environment: EnvironmentValues(), memory: memory)
      let fresh = view.renderFrame(width: 30, height: 5)
      #expect(kept.canvas == fresh.canvas)
      let drawn = kept.canvas.plainText()
      #expect(!drawn.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x7F })
      #expect(!drawn.unicodeScalars.contains { $0 == "\u{202E}" })
      copied += memory.copiedRows
    }
    #expect(copied > 0)
  }

  /// A line of the same width that wraps elsewhere is laid out again: the width alone
  /// keeps a text's layout only where every width it was asked about holds it whole.
  @Test func aLineOfTheSameWidthThatBreaksElsewhereIsLaidOutAgain() {
    struct Screen: View {
      var words: String
      var body: some View {
        VStack {
          Text(words).frame(width: 9)
          Text("end")
        }
      }
    }
    let memory = FrameMemory()
    for words in ["one two three", "onetwothree x", "one two three", "one two three"] {
      let kept = Screen(words: words).renderFrame(width: 12, memory: memory)
      let fresh = Screen(words: words).renderFrame(width: 12)
      #expect(
        kept.canvas == fresh.canvas, "\(kept.canvas.plainText())\n\(fresh.canvas.plainText())")
    }
    #expect(memory.relaidNodes == 0, "the same words again: nothing laid out again")
  }

  /// A spacer in an `.equatable()` part, kept, in a stack taken again, is placed in the
  /// stack again: the part is told it stands outside any stack when it is reused.
  @Test func aKeptSpacerInAStackTakenAgainIsPlacedAgain() {
    struct Gap: View, Equatable {
      var body: some View { Spacer() }
    }
    struct Screen: View {
      var body: some View {
        VStack {
          HStack {
            Text("a")
            Gap().equatable()
            Text("b")
          }
          Text("c")
        }
      }
    }
    let memory = FrameMemory()
    for (width, height) in [(10, 5), (20, 5), (20, 4), (12, 5)] {
      let kept = Screen().renderFrame(width: width, height: height, memory: memory)
      let fresh = Screen().renderFrame(width: width, height: height)
      #expect(
        kept.canvas == fresh.canvas, "\(kept.canvas.plainText())\n\(fresh.canvas.plainText())")
    }
  }

  /// A cluster that has no measured width yet, in a text the screen has no room for, is
  /// measured by the layout, not drawn: every frame reports it, as a frame built anew would,
  /// although the text and its layout did not change. Once a frame reports none, nodes are
  /// taken again.
  @Test func aClusterWithoutAMeasuredWidthIsReportedEveryFrame() {
    struct Screen: View {
      var words: String
      var body: some View {
        VStack {
          Text("count")
          Text(words)
        }
      }
    }
    var environment = EnvironmentValues()
    environment.widthProfile.reportsUnmeasuredClusters = true
    let memory = FrameMemory()
    for words in ["ab cd 👍🏽", "ab cd 👍🏽", "ab cd 👍🏽", "plain", "plain"] {
      let kept = Screen(words: words).renderFrame(
        width: 10, height: 1, environment: environment, memory: memory)
      let fresh = Screen(words: words).renderFrame(
        width: 10, height: 1, environment: environment)
      #expect(kept.report.unmeasuredClusters == fresh.report.unmeasuredClusters, "\(words)")
      #expect(kept.canvas == fresh.canvas)
    }
    #expect(memory.takenNodes > 0, "a frame after one that reported nothing takes its nodes")
  }

  /// An `.equatable()` part that changed builds its content from the nodes it had: only
  /// what changed in it is made or laid out again.
  @Test func aChangedKeptPartTakesItsNodesAgain() {
    struct Panel: View, Equatable {
      var count: Int
      var body: some View {
        VStack {
          Text("Inbox").bold()
          Text("\(count % 10) unread")
          Divider()
        }
        .border()
      }
    }
    let memory = FrameMemory()
    _ = Panel(count: 1).equatable().renderFrame(width: 20, memory: memory)
    let before = memory.lastTreeNodes.map(ObjectIdentifier.init)
    let frame = Panel(count: 2).equatable().renderFrame(width: 20, memory: memory)
    #expect(memory.builtNodes == 1, "the part changed")
    #expect(memory.takenNodes == 5, "its border, column, texts and divider")
    #expect(memory.relaidNodes == 0)
    #expect(
      Array(memory.lastTreeNodes.map(ObjectIdentifier.init).dropFirst())
        == Array(before.dropFirst()))
    #expect(frame.canvas == Panel(count: 2).renderFrame(width: 20).canvas)
  }

  /// A screen of several views side by side in its body is their column: the column is
  /// taken again with them.
  @Test func aColumnOfSeveralViewsIsTakenAgain() {
    struct Screen: View {
      var count: Int
      var body: some View {
        Text("title")
        Text("\(count % 10) new")
      }
    }
    let memory = FrameMemory()
    _ = Screen(count: 1).renderFrame(width: 12, memory: memory)
    let first = memory.lastTreeNodes.map(ObjectIdentifier.init)
    let frame = Screen(count: 2).renderFrame(width: 12, memory: memory)
    #expect(memory.lastTreeNodes.map(ObjectIdentifier.init) == first)
    #expect(first.count == 3)
    #expect(frame.canvas.plainText() == Screen(count: 2).renderFrame(width: 12).canvas.plainText())
  }

  /// A view of another kind at a place makes a new node there; the nodes after it in the
  /// same stack are taken again all the same.
  @Test func aViewOfAnotherKindMakesANewNode() {
    struct Screen: View {
      var spaced: Bool
      var body: some View {
        HStack {
          if spaced { Spacer() } else { Text("-") }
          Text("end")
        }
      }
    }
    let memory = FrameMemory()
    _ = Screen(spaced: false).renderFrame(width: 10, height: 1, memory: memory)
    let before = memory.lastTreeNodes.map(ObjectIdentifier.init)
    let frame = Screen(spaced: true).renderFrame(width: 10, height: 1, memory: memory)
    let after = memory.lastTreeNodes.map(ObjectIdentifier.init)
    #expect(frame.canvas.plainText() == "       end")
    #expect(before[0] == after[0], "the stack")
    #expect(before[1] != after[1], "the spacer is new")
    #expect(before[2] == after[2], "the text after it")
  }

  /// Folio's widgets that hold other views or lay themselves out — a pagination bar and its
  /// summary, a geometry reader, a view that fits, an accessibility change — take their
  /// nodes again while they show the same, with the layout they worked out; a bar and a
  /// summary of another page are the same nodes shown it, laid out again, and the frame is
  /// the frame drawn from nothing.
  @Test func widgetsKeepTheirNodes() {
    struct Screen: View {
      var count: Int
      var page = 2
      var body: some View {
        VStack {
          Pagination(page: page, pageCount: 9)
          PaginationSummary(page: page, pageSize: 10, totalItems: 95)
          GeometryReader { size in Text("\(size.width) wide, \(count % 10) new") }
            .frame(height: 1)
          ViewThatFits {
            Text("a line far too long for the screen's width, \(count % 10)")
            Text("short \(count % 10)")
          }
          Text("\(count % 10) left").accessibilityLabel("count")
        }
      }
    }
    let memory = FrameMemory()
    func nodes(_ screen: Screen) -> [ObjectIdentifier] {
      let frame = screen.renderFrame(width: 30, height: 6, memory: memory)
      #expect(frame.canvas == screen.renderFrame(width: 30, height: 6).canvas)
      return memory.lastTreeNodes.map(ObjectIdentifier.init)
    }
    let first = nodes(Screen(count: 1))
    let second = nodes(Screen(count: 2))
    #expect(second == first, "every node taken again")
    #expect(memory.takenNodes == first.count)
    #expect(memory.relaidNodes == 0, "the same widths: nothing laid out again")
    let paged = nodes(Screen(count: 2, page: 3))
    #expect(paged == second, "the bar and summary of another page are shown it")
    #expect(memory.relaidNodes == 3, "they and their stack laid out again, nothing else")
    let again = nodes(Screen(count: 2, page: 3))
    #expect(again == paged)
    #expect(memory.relaidNodes == 0, "the same page: nothing laid out again")
  }

  /// A stack or a wrapped view that the frame took again unchanged — its inputs the same,
  /// nothing under it changed — and that stands where it stood is copied from the last
  /// frame, not drawn: the frame after the one that found it unchanged copies it, cells and
  /// report, and a change inside it draws it again.
  @Test func anUnchangedPartIsCopiedFromTheLastFrame() {
    struct Screen: View {
      var count: Int
      var panel = "a panel that does not change"
      var body: some View {
        VStack {
          Text("\(count) new")
          VStack {
            Text(panel)
            Pagination(page: 2, pageCount: 5)
          }
          .border(.rounded)
        }
      }
    }
    var frames = FrameMemoryTests.KeptBesideFresh()
    var environment = EnvironmentValues()
    environment.describesAccessibility = true
    var copied: [Int] = []
    for (count, panel) in [
      (1, "a panel"), (2, "a panel"), (13, "a panel"), (4, "a panel"), (5, "a changed panel"),
      (6, "a changed panel"), (7, "a changed panel"),
    ] {
      frames.drawExpectingSame(
        Screen(count: count, panel: panel), width: 40, height: 6, environment: environment,
        frame: "count \(count)")
      copied.append(frames.memory.copiedParts)
    }
    // Made; found unchanged and noted; copied, through a wider count beside it; drawn again
    // when its text changes; noted; copied.
    #expect(copied == [0, 0, 1, 1, 0, 0, 1])
    let frame = frames.draw(
      Screen(count: 8, panel: "a changed panel"), width: 40, height: 6, environment: environment)
    #expect(frame.same)
    #expect(frames.memory.copiedParts == 1)
    #expect(!frame.kept.report.regions.isEmpty, "the bar's targets, copied with it")
  }

  /// A part that moves — a row of a feed that gains an item at the top — is drawn where
  /// it stands each frame, and once it stands still it is copied again: never from where it
  /// stood before, and with the targets it adds (its bar's) where it now stands.
  @Test func aPartThatMovedIsDrawnWhereItStands() {
    struct Feed: View {
      var first: Int
      var body: some View {
        VStack {
          ForEach(Array(first...(first + 3)).reversed(), id: \.self) { item in
            HStack {
              Text("item \(item)")
              Spacer()
              Pagination(page: 1, pageCount: 2)
            }
          }
        }
      }
    }
    var frames = FrameMemoryTests.KeptBesideFresh()
    var copied: [Int] = []
    // Three new items, one a frame; then none.
    for first in [1, 2, 3, 4, 4, 4, 4] {
      frames.drawExpectingSame(
        Feed(first: first), width: 40, height: 4, environment: EnvironmentValues(),
        frame: "first item \(first)")
      copied.append(frames.memory.copiedParts)
    }
    // Nothing is copied while the rows move; once they stand still, what was noted where it
    // stands is: a row, then the whole column.
    #expect(copied == [0, 0, 0, 0, 1, 1, 1])
  }

  /// A text field that shows what it showed keeps its node and is copied while the list
  /// under it changes; typed into, moved, unfocused or masked, it is drawn again — its caret,
  /// its taking of text and what a screen reader is told as a frame drawn from nothing says.
  @Test func aTextFieldThatShowsWhatItShowedIsTakenAgainAndCopied() {
    struct Screen: View {
      var query: TextFieldState
      var focused = true
      var masked = false
      var items: [String]

      var body: some View {
        VStack(alignment: .leading, spacing: 0) {
          TextField(state: query, placeholder: "search", prompt: "/ ", isMasked: masked)
            .focused(focused)
          ForEach(items, id: \.self) { Text($0) }
        }
      }
    }
    var frames = FrameMemoryTests.KeptBesideFresh()
    var environment = EnvironmentValues()
    environment.describesAccessibility = true
    var screen = Screen(query: TextFieldState(text: "caf"), items: ["one", "two"])
    var copied: [Int] = []
    func draw(_ name: String) {
      frames.drawExpectingSame(
        screen, width: 20, height: 5, environment: environment, frame: name)
      copied.append(frames.memory.copiedParts)
    }
    draw("first")
    screen.items.append("three")
    draw("the list grew")
    screen.items.removeFirst()
    draw("the list lost its first")
    screen.query.insert("e\u{301}")
    draw("typed")
    screen.query.moveLeft()
    draw("the cursor moved")
    screen.focused = false
    draw("unfocused")
    screen.masked = true
    draw("masked")
    screen.items = ["four"]
    draw("another list")
    screen.items = ["five"]
    draw("yet another list")
    // The field, unchanged, is copied where only the list changed — from the second such
    // frame: the first after it was made or changed draws it and notes how.
    #expect(copied == [0, 0, 1, 0, 0, 0, 0, 0, 1])
  }

  /// A text field taken again shows a new placeholder, prompt or mask as a field made anew
  /// would: made fit for one line and measured again when they change, not kept from the
  /// field it was.
  @Test func aTextFieldTakenAgainShowsItsNewPlaceholderPromptAndMask() {
    struct Screen: View {
      var query: TextFieldState
      var placeholder: String
      var prompt: String?
      var masked = false

      var body: some View {
        VStack(alignment: .leading, spacing: 0) {
          TextField(state: query, placeholder: placeholder, prompt: prompt, isMasked: masked)
            .focused()
          Text("under")
        }
      }
    }
    var frames = FrameMemoryTests.KeptBesideFresh()
    var environment = EnvironmentValues()
    environment.describesAccessibility = true
    var screen = Screen(query: TextFieldState(), placeholder: "search", prompt: "/ ")
    /// Draws the screen; every node taken again but in a first frame, or one in another
    /// environment (other symbols build a new tree).
    func draw(_ name: String, taken: Bool = true) {
      frames.drawExpectingSame(screen, width: 24, height: 2, environment: environment, frame: name)
      if taken {
        #expect(frames.memory.takenNodes == frames.memory.lastTreeNodes.count, "\(name)")
      }
    }
    draw("first", taken: false)
    screen.placeholder = "find\tstories"
    draw("a placeholder with a tab")
    screen.prompt = "Query\u{1B}[31m: "
    draw("a prompt with an escape, wider")
    screen.prompt = nil
    draw("no prompt")
    screen.query = TextFieldState(text: "secret")
    draw("typed")
    screen.masked = true
    draw("masked")
    environment.symbols = .ascii
    draw("masked in ASCII", taken: false)
  }

  /// A grid takes its nodes again: its rows and their cells, the columns they were laid out
  /// in kept while nothing in the grid changed. A cell that widens its column lays every row
  /// out again in the new columns; new columns do too.
  @Test func aGridTakesItsRowsAgainAndLaysThemOutAgainWhenItsColumnsChange() {
    struct Screen: View {
      var rows: [(String, String)]
      var columns: [GridColumn] = [.fitting(), .flexible()]
      var tick = 0

      var body: some View {
        VStack(alignment: .leading, spacing: 0) {
          Text("tick \(tick)")
          Grid(columns: columns) {
            GridRow {
              Text("name").bold()
              Text("size").bold()
            }
            Divider()
            ForEach(rows.indices, id: \.self) { index in
              GridRow {
                Text(rows[index].0)
                Text(rows[index].1)
              }
            }
          }
        }
      }
    }
    var frames = FrameMemoryTests.KeptBesideFresh()
    let memory = frames.memory
    var screen = Screen(rows: [("a", "1 KB"), ("bb", "20 KB"), ("ccc", "3 KB")])
    func draw(_ name: String) {
      frames.drawExpectingSame(
        screen, width: 24, height: 7, environment: EnvironmentValues(), frame: name)
    }
    /// Whether every node of the last frame was taken again but the holders of the rows'
    /// cells, which come with their rows.
    func everyNodeTaken() -> Bool {
      let holders = memory.lastTreeNodes.filter { $0 is GridRowNode }.count
      return memory.takenNodes == memory.lastTreeNodes.count - holders
    }
    draw("first")
    screen.tick = 1
    draw("the line above the grid changed")
    #expect(everyNodeTaken())
    #expect(memory.relaidNodes == 0, "nothing laid out again: the line is as wide")
    screen.tick = 2
    draw("again, the grid drawn as it was in the frame before")
    #expect(memory.copiedParts == 1, "the grid copied from the last frame")
    screen.rows[1].1 = "21 KB"
    draw("a cell as wide as it was")
    #expect(everyNodeTaken())
    #expect(memory.relaidNodes == 0)
    screen.rows[2].0 = "a much longer name"
    draw("a cell that widens its column")
    #expect(everyNodeTaken())
    #expect(memory.relaidNodes > 10, "every row laid out in the new columns")
    screen.columns = [.fixed(6), .flexible(alignment: .trailing)]
    draw("other columns")
    #expect(everyNodeTaken())
    #expect(memory.relaidNodes >= 7, "the grid, its column of rows and its five rows")
    screen.rows.removeFirst()
    draw("a row gone")
    screen.tick = 3
    draw("unchanged, drawn and noted")
    screen.tick = 4
    draw("unchanged, copied")
    #expect(memory.copiedParts == 1)
  }

  /// A grid row outside any grid lays its cells side by side, as an `HStack` does, frame
  /// after frame as its cells change: taken again, it lays out the cells it shows now.
  @Test func aGridRowOutsideAGridLaysOutTheCellsItShowsNow() {
    struct Screen: View {
      var words: [String]
      var body: some View {
        VStack(alignment: .leading, spacing: 0) {
          GridRow {
            ForEach(words, id: \.self) { Text($0) }
          }
          Text("under")
        }
      }
    }
    var frames = FrameMemoryTests.KeptBesideFresh()
    for (index, words) in [["a", "b"], ["a", "bbbb"], ["a", "bbbb", "c"], ["c"], ["c"]].enumerated()
    {
      frames.drawExpectingSame(
        Screen(words: words), width: 12, height: 3, environment: EnvironmentValues(),
        frame: "frame \(index): \(words)")
    }
    #expect(frames.memory.takenNodes == frames.memory.lastTreeNodes.count - 1)
  }

  /// Inputs that say they hold no text (and so draw alike when equal) hold none: no string,
  /// character or styled text anywhere inside them.
  @Test func inputsThatHoldNoTextHoldNone() {
    func holdsText(_ value: Any) -> Bool {
      if value is String || value is Substring || value is Character || value is StyledText {
        return true
      }
      return Mirror(reflecting: value).children.contains { holdsText($0.value) }
    }
    let inputs: [any TextFreeInputs] = [
      3, EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4),
      FrameNode.Inputs(
        width: FrameBounds(min: 1, max: 9), height: FrameBounds(fixed: 2), alignment: .center),
      FixedSizeNode.Inputs(horizontal: true, vertical: false), true, Color.rgb(1, 2, 3), 2.5,
      GridNode.Inputs(
        columns: [.fixed(3), .fitting(maximum: 9), .flexible(minimum: 2, alignment: .trailing)],
        spacing: 1),
    ]
    for input in inputs { #expect(!holdsText(input), "\(type(of: input))") }
    // The check sees text where there is some.
    #expect(
      holdsText(StackNode.Inputs(horizontal: true, alignment: .center, spacing: 0, cutMark: "…")))
  }
}
