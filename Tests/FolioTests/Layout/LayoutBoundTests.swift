import Testing

@testable import Folio

/// The linear bound of layout, counted: however deep a view is nested, each node is asked
/// each of the four layout questions at most once a frame, and a leaf answering by
/// `sizeThatFits` is asked at most seven proposals.
@Suite struct LayoutBoundTests {
  /// What the counting nodes of one frame saw.
  final class Tally {
    /// For each counted node, how often each question reached its `compute…` method.
    var questions: [[Int]] = []
    /// For each counted leaf, the proposals its `sizeThatFits` was asked.
    var proposals: [[ProposedSize]] = []
  }

  /// A node passing every question to its child and counting the ones that reach it.
  final class CountingNode: LayoutNode {
    let child: LayoutNode
    let tally: Tally
    let slot: Int

    init(child: LayoutNode, tally: Tally) {
      self.child = child
      self.tally = tally
      slot = tally.questions.count
      tally.questions.append([0, 0, 0, 0])
    }

    override func computeWidthRange() -> LengthRange {
      tally.questions[slot][0] += 1
      return child.widthRange()
    }

    override func computeWidth(offered width: Int) -> Int {
      tally.questions[slot][1] += 1
      return child.width(offered: width)
    }

    override func computeHeightRange(width: Int) -> LengthRange {
      tally.questions[slot][2] += 1
      return child.heightRange(width: width)
    }

    override func computeSize(offered size: Size) -> Size {
      tally.questions[slot][3] += 1
      return child.size(offered: size)
    }

    override func render(in rect: Rect, context: inout RenderContext) {
      context.draw(child, in: rect, offeredSize: offeredSize)
    }
  }

  /// A one-line leaf answering by `sizeThatFits` only, as a user's own leaf does.
  final class ProposalLeaf: LayoutNode {
    let text: String
    let tally: Tally
    let slot: Int

    init(text: String, tally: Tally) {
      self.text = text
      self.tally = tally
      slot = tally.proposals.count
      tally.proposals.append([])
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
      tally.proposals[slot].append(proposal)
      let width = text.displayWidth
      if proposal.height == 0 { return .zero }
      return Size(width: proposal.width.map { min($0, width) } ?? width, height: 1)
    }

    override func render(in rect: Rect, context: inout RenderContext) {
      context.canvas.draw(text, x: rect.x, y: rect.y, style: .plain, clip: rect)
    }
  }

  struct Counted<Content: View>: PrimitiveView {
    let tally: Tally
    let content: Content
    func makeNode(in context: BuildContext) -> LayoutNode {
      CountingNode(child: context.makeNode(for: content), tally: tally)
    }
  }

  struct Leaf: PrimitiveView {
    let tally: Tally
    let text: String
    func makeNode(in context: BuildContext) -> LayoutNode {
      ProposalLeaf(text: text, tally: tally)
    }
  }

  /// A complete binary tree of stacks `depth` levels deep, rows and columns in turn, every
  /// node counted, each leaf a counting leaf that takes all the space offered.
  static func tree(depth: Int, id: Int = 1, tally: Tally) -> AnyView {
    guard depth > 0 else {
      return AnyView(
        Counted(
          tally: tally,
          content: Leaf(tally: tally, text: "leaf \(id)").frame(maxWidth: .max, maxHeight: .max)
        ))
    }
    let first = tree(depth: depth - 1, id: id * 2, tally: tally)
    let second = tree(depth: depth - 1, id: id * 2 + 1, tally: tally)
    if depth % 2 == 0 {
      return AnyView(
        Counted(
          tally: tally,
          content: VStack(spacing: 0) {
            first; second
          }))
    }
    return AnyView(
      Counted(
        tally: tally,
        content: HStack(spacing: 0) {
          first; second
        }))
  }

  /// A chain `length` views deep, each level a different container around the next.
  static func chain(length: Int, tally: Tally) -> AnyView {
    var view = AnyView(Counted(tally: tally, content: Leaf(tally: tally, text: "innermost leaf")))
    for level in 0..<length {
      switch level % 8 {
      case 0:
        view = AnyView(
          VStack {
            view; Text("row \(level)")
          })
      case 1:
        view = AnyView(
          HStack {
            Text("\(level)"); view; Spacer()
          })
      case 2: view = AnyView(view.padding(1))
      case 3: view = AnyView(view.border(.plain, title: "level \(level)"))
      case 4: view = AnyView(view.frame(maxWidth: .max, alignment: .center))
      case 5:
        view = AnyView(
          ViewThatFits {
            view; Text("fallback \(level)")
          })
      case 6:
        view = AnyView(
          ZStack {
            Text("under"); view
          })
      default: view = AnyView(view.frame(minWidth: 3, maxHeight: 200).layoutPriority(1))
      }
      view = AnyView(Counted(tally: tally, content: view))
    }
    return view
  }

  /// Renders `view` as the runtime does (a fixed size) and as a pipe does (its own
  /// height), and checks every counted node and leaf of each frame.
  func expectBounded(_ make: (Tally) -> AnyView, width: Int, height: Int) {
    for height in [height, nil] {
      let tally = Tally()
      _ = make(tally).renderCanvas(width: width, height: height)
      #expect(!tally.questions.isEmpty)
      for (index, counts) in tally.questions.enumerated() {
        #expect(counts.allSatisfy { $0 <= 1 }, "node \(index) was asked \(counts)")
      }
      for (index, proposals) in tally.proposals.enumerated() {
        #expect(proposals.count <= 7, "leaf \(index) was asked \(proposals)")
      }
    }
  }

  @Test(arguments: 1...64) func chainsAskEachNodeOnce(length: Int) {
    expectBounded({ Self.chain(length: length, tally: $0) }, width: 100, height: 60)
  }

  @Test(arguments: 2...12) func binaryTreesAskEachNodeOnce(depth: Int) {
    expectBounded({ Self.tree(depth: depth, tally: $0) }, width: 200, height: 60)
  }

  @Test func extremeSizesStillAskEachNodeOnce() {
    for (width, height) in [(0, 0), (1, 1), (Canvas.maxSide, 3), (3, Canvas.maxSide)] {
      expectBounded({ Self.tree(depth: 6, tally: $0) }, width: width, height: height)
      expectBounded({ Self.chain(length: 24, tally: $0) }, width: width, height: height)
    }
  }
}
