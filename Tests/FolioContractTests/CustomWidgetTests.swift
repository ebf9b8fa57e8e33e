import Folio
import FolioShowcase
import Testing

/// Widgets written only against Folio's public contract, as a user of the kit writes them:
/// a windowed list that draws cells, and a container of its own, with the same power and
/// the same bounded layout as the built-in views.
@Suite struct CustomWidgetTests {
  /// A billion lines, each made when read, and a record of which were read.
  final class ReadLog: @unchecked Sendable {
    var positions: [Int] = []
  }

  struct BillionLines: RandomAccessCollection {
    let log: ReadLog
    var startIndex: Int { 0 }
    var endIndex: Int { 1_000_000_000 }
    subscript(position: Int) -> String {
      log.positions.append(position)
      return "line \(position + 1) of a long log · 漢字"
    }
  }

  func plain(_ view: some View, width: Int, height: Int) -> [String] {
    var environment = EnvironmentValues()
    environment.colorMode = .none
    return view.renderPlainText(width: width, height: height, environment: environment)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test func aCustomListWindowsABillionLines() {
    let log = ReadLog()
    let lines = BillionLines(log: log)
    #expect(
      plain(NumberedLines(lines), width: 40, height: 3) == [
        "      1 line 1 of a long log · 漢字", "      2 line 2 of a long log · 漢字",
        "      3 line 3 of a long log · 漢字",
      ])
    #expect(log.positions == [0, 1, 2])
    log.positions = []
    let end = plain(
      NumberedLines(lines, selection: 999_999_999, numberWidth: 10), width: 32, height: 2)
    // Cut where the ellipsis starts, as truncation cuts: a space kept before it stays.
    #expect(end == [" 999999999 line 999999999 of a …", "1000000000 line 1000000000 of a…"])
    #expect(log.positions == [999_999_998, 999_999_999])
  }

  @Test func aCustomListReportsItsRowsAndSelectsInStyle() {
    let lines = ["alpha", "bravo", "charlie"]
    let frame = NumberedLines(lines, selection: 1).renderFrame(width: 20, height: 3)
    #expect(frame.report.target(atX: 10, y: 1) == .row(1))
    #expect(frame.canvas[12, 1].style.reverse == true)
    #expect(frame.canvas[12, 0].style.reverse == false)
  }

  @Test func aCustomListCutsAsTextDoes() {
    let long = "the quick brown fox jumps over the lazy dog"
    for width in 8...30 {
      let custom = plain(NumberedLines([long], numberWidth: 0), width: width, height: 1)[0]
      let text = plain(Text(long).truncated(), width: width - 1, height: 1)[0]
      #expect(custom == "1" + text, "width \(width)")
    }
  }

  // MARK: A container of one's own

  /// Columns of equal width, whatever their content: a container answering the four layout
  /// questions from its children's.
  struct EqualColumns: PrimitiveView {
    var children: [AnyView]

    func makeNode(in context: BuildContext) -> LayoutNode {
      EqualColumnsNode(children: children.map { context.makeNode(for: $0) })
    }
  }

  final class EqualColumnsNode: LayoutNode {
    let children: [LayoutNode]
    init(children: [LayoutNode]) { self.children = children }

    func share(_ width: Int, _ index: Int) -> Int {
      width / children.count + (index < width % children.count ? 1 : 0)
    }

    override func computeWidthRange() -> LengthRange {
      let widest = children.map { $0.widthRange().ideal }.max() ?? 0
      return LengthRange(
        minimum: 0, ideal: widest * children.count, maximum: ProposedSize.unlimited)
    }

    override func computeWidth(offered width: Int) -> Int { width }

    override func computeHeightRange(width: Int) -> LengthRange {
      children.indices.reduce(LengthRange.zero) {
        let range = children[$1].heightRange(width: share(width, $1))
        return LengthRange(
          minimum: max($0.minimum, range.minimum), ideal: max($0.ideal, range.ideal),
          maximum: max($0.maximum, range.maximum))
      }
    }

    override func computeSize(offered size: Size) -> Size {
      var height = 0
      for index in children.indices {
        let offer = Size(width: share(size.width, index), height: size.height)
        height = max(height, children[index].size(offered: offer).height)
      }
      return Size(width: size.width, height: height)
    }

    override func render(in rect: Rect, context: inout RenderContext) {
      var x = rect.x
      for (index, child) in children.enumerated() {
        let offer = Size(width: share(offeredSize.width, index), height: offeredSize.height)
        let size = child.size(offered: offer)
        context.draw(child, in: Rect(x: x, y: rect.y, size: size), offeredSize: offer)
        x += offer.width
      }
    }
  }

  /// A leaf that counts the proposals its `sizeThatFits` answers.
  final class CountingLeaf: LayoutNode {
    let tally: Tally
    init(tally: Tally) { self.tally = tally }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
      tally.proposals += 1
      return Size(width: min(proposal.width ?? 4, 4), height: proposal.height == 0 ? 0 : 1)
    }

    override func render(in rect: Rect, context: inout RenderContext) {
      context.canvas.draw("leaf", x: rect.x, y: rect.y, style: .plain, clip: rect)
    }
  }

  final class Tally: @unchecked Sendable {
    var proposals = 0
    var leaves = 0
  }

  struct Counted: PrimitiveView {
    let tally: Tally
    func makeNode(in context: BuildContext) -> LayoutNode {
      tally.leaves += 1
      return CountingLeaf(tally: tally)
    }
  }

  func nested(_ depth: Int, _ tally: Tally) -> AnyView {
    guard depth > 0 else { return AnyView(Counted(tally: tally)) }
    let inner = [nested(depth - 1, tally), nested(depth - 1, tally)]
    return depth % 2 == 0
      ? AnyView(EqualColumns(children: inner))
      : AnyView(
        VStack {
          inner[0]; inner[1]
        })
  }

  @Test func aCustomContainerLaysOutLikeTheBuiltInOnes() {
    let row = EqualColumns(children: [AnyView(Text("left")), AnyView(Text("right").bold())])
    #expect(plain(row, width: 12, height: 1) == ["left  right"])
    for depth in 1...10 {
      let tally = Tally()
      _ = nested(depth, tally).renderCanvas(width: 200, height: 60)
      // However deep, each leaf answers at most seven proposals a frame.
      #expect(tally.proposals <= 7 * tally.leaves, "depth \(depth)")
    }
  }

  /// A node that breaks the rules: it replaces the frame's canvas with a smaller one and
  /// gives a priority that is not a number.
  final class UnrulyNode: LayoutNode {
    override var layoutPriority: Double { .nan }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
      Size(width: 3, height: 1)
    }

    override func render(in rect: Rect, context: inout RenderContext) {
      context.canvas = Canvas(width: 2, height: 1)
      context.canvas.draw("xyz", x: rect.x, y: rect.y, style: .plain, clip: rect)
    }
  }

  struct Unruly: PrimitiveView {
    func makeNode(in context: BuildContext) -> LayoutNode { UnrulyNode() }
  }

  @Test func aNodeThatSwapsTheCanvasCannotMakeDrawingWriteOutside() {
    // The siblings drawn after it draw into the small canvas, clipped to it: nothing traps.
    let screen = VStack {
      HStack {
        Text("before")
        Unruly()
        Text("after, much wider than the canvas left")
      }
      Text("a second row below the small canvas")
    }
    let frame = screen.renderFrame(width: 40, height: 4)
    #expect(frame.canvas.width == 2)
    #expect(frame.canvas.height == 1)
  }
}
