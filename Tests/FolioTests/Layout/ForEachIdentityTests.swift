import TestSupport
import Testing

@testable import Folio

/// A feed: a title, then a row of several views for each item, identified by the item.
private struct Feed: View {
  var items: [String]

  var body: some View {
    VStack(spacing: 0) {
      Text("Feed").bold()
      ForEach(items, id: \.self) { item in
        HStack {
          Text(item)
          Spacer()
          Text("\(item.count) letters")
        }
      }
    }
  }
}

/// Screens whose `ForEach`es change from frame to frame as programs' lists do — elements
/// inserted, removed, moved, replaced, identifiers repeated — with elements of several kinds,
/// `ForEach`es inside elements, and views before a `ForEach` that come and go.
private struct ShuffledScreen: View {
  var items: [Int]
  var frame: Int

  var body: some View {
    VStack(spacing: 0) {
      if frame % 3 == 0 { Text("every third frame") }
      ForEach(items, id: \.self) { item in
        ShuffledScreen.element(item, frame: frame)
      }
      HStack {
        ForEach(items.prefix(3), id: \.self) { item in Text("[\(item)]") }
      }
    }
  }

  @ViewBuilder
  static func element(_ item: Int, frame: Int) -> some View {
    switch item % 4 {
    case 0: Text("item \(item)")
    case 1:
      HStack {
        Text("#\(item)").bold()
        Spacer()
        Text(item % 8 == 1 ? "odd" : "\(frame % 3)")
      }
    case 2:
      VStack(spacing: 0) {
        Text("group \(item)")
        ForEach(0..<(item % 3 + 1), id: \.self) { sub in Text("  \(item).\(sub)") }
      }
      .padding(horizontal: 1)
    default:
      Text("framed \(item)").frame(maxWidth: 20, alignment: .trailing)
    }
  }

  /// The next frame's items: a few elements inserted, removed, moved or replaced.
  static func changed(_ items: [Int], _ random: inout SplitMix64) -> [Int] {
    var items = items
    for _ in 0..<Int.random(in: 0...2, using: &random) {
      switch Int.random(in: 0..<6, using: &random) {
      case 0: items.insert(Int.random(in: 0..<40, using: &random), at: 0)
      case 1:
        items.insert(
          Int.random(in: 0..<40, using: &random),
          at: Int.random(in: 0...items.count, using: &random))
      case 2 where !items.isEmpty: items.remove(at: Int.random(in: 0..<items.count, using: &random))
      case 3 where items.count > 1:
        let moved = items.remove(at: Int.random(in: 0..<items.count, using: &random))
        items.insert(moved, at: Int.random(in: 0...items.count, using: &random))
      case 4 where !items.isEmpty:
        // An identifier repeated: the kit must draw it, whichever nodes it takes.
        items.append(items[Int.random(in: 0..<items.count, using: &random)])
      default: items.shuffle(using: &random)
      }
    }
    return Array(items.prefix(12))
  }
}

@Suite struct ForEachIdentityTests {
  /// The row stacks of a `Feed` frame drawn last with `memory`: the column's children after
  /// the title.
  private func rows(_ memory: FrameMemory) -> [ObjectIdentifier] {
    memory.lastTreeNodes[0].retainedChildren.dropFirst().map(ObjectIdentifier.init)
  }

  /// Draws `feed` with `memory`, and checks it is the frame drawn without one.
  private func draw(_ items: [String], _ memory: FrameMemory) {
    let kept = Feed(items: items).renderFrame(width: 30, height: 14, memory: memory)
    let fresh = Feed(items: items).renderFrame(width: 30, height: 14)
    #expect(kept.canvas == fresh.canvas)
  }

  /// An item inserted at the top: the rows below it keep their nodes, nothing in them is
  /// changed or laid out again; only the new row is made and the column laid out again.
  @Test func anElementInsertedAboveTheOthersLeavesThemTheirNodes() {
    let memory = FrameMemory()
    draw(["bravo", "charlie", "delta"], memory)
    draw(["bravo", "charlie", "delta"], memory)
    let before = rows(memory)
    draw(["alpha", "bravo", "charlie", "delta"], memory)
    let after = rows(memory)
    #expect(after.count == 4)
    #expect(Array(after.dropFirst()) == before, "bravo, charlie and delta keep their rows")
    #expect(!before.contains(after[0]), "alpha's row is new")
    #expect(memory.relaidNodes == 1, "only the column is laid out again")
  }

  /// Items moved and removed keep their own nodes wherever they go.
  @Test func elementsMovedOrRemovedKeepTheirOwnNodes() {
    let memory = FrameMemory()
    let items = ["alpha", "bravo", "charlie", "delta"]
    draw(items, memory)
    draw(items, memory)
    let before = rows(memory)
    draw(["delta", "bravo", "alpha"], memory)
    #expect(rows(memory) == [before[3], before[1], before[0]])
    #expect(memory.relaidNodes == 1)
  }

  /// Elements shuffled every which way (found through a table once a few are not where
  /// the one before them suggests) keep their own nodes.
  @Test func elementsReversedKeepTheirOwnNodes() {
    let memory = FrameMemory()
    let items = (1...12).map { "item \($0)" }
    draw(items, memory)
    draw(items, memory)
    let before = rows(memory)
    draw(items.reversed(), memory)
    #expect(rows(memory) == before.reversed())
    #expect(memory.relaidNodes == 1)
  }

  /// An item of a new identifier takes the nodes of one that is gone, changed to show it,
  /// as identity by position would give them.
  @Test func aNewElementTakesTheNodesOfOneThatIsGone() {
    let memory = FrameMemory()
    draw(["alpha", "bravo", "charlie"], memory)
    draw(["alpha", "bravo", "charlie"], memory)
    let before = rows(memory)
    draw(["alpha", "bravo-two", "charlie"], memory)
    #expect(rows(memory) == before)
    #expect(memory.relaidNodes > 1, "bravo's row now shows other words")
  }

  /// Identifiers repeated, in the last frame and in this one, are drawn as they are.
  @Test func repeatedIdentifiersAreDrawnAsTheyAre() {
    let memory = FrameMemory()
    draw(["alpha", "alpha", "bravo"], memory)
    draw(["alpha", "alpha", "bravo"], memory)
    draw(["bravo", "alpha", "alpha", "alpha"], memory)
    draw(["alpha"], memory)
    draw([], memory)
    draw(["bravo", "bravo"], memory)
    // Enough moved to be found through a table, identifiers repeated among them.
    let many = (1...10).map { "item \($0)" } + ["item 3", "item 3", "item 7"]
    draw(many, memory)
    draw(many, memory)
    draw(many.reversed(), memory)
    var random = SplitMix64(seed: 7)
    draw(many.shuffled(using: &random), memory)
  }

  /// A `ForEach` that leaves the screen leaves nothing behind: its stack lets its record go.
  @Test func aForEachThatGoesLeavesNoRecord() {
    let memory = FrameMemory()
    func frame(showing: Bool) -> Int {
      let view = VStack(spacing: 0) {
        if showing { ForEach(["alpha", "bravo"], id: \.self) { Text($0) } }
        Text("below")
      }
      _ = view.renderFrame(width: 20, height: 4, memory: memory)
      return (memory.lastTreeNodes[0] as? StackNode)?.keyedPlacesCount ?? -1
    }
    #expect([frame(showing: true), frame(showing: true), frame(showing: true)] == [0, 1, 2])
    #expect(frame(showing: false) == 0)
    #expect(frame(showing: true) == 1, "recorded again, the old record gone")
  }

  /// Every frame of screens whose `ForEach`es change as lists do is the frame drawn from
  /// nothing: cells, bytes and report.
  @Test(arguments: 0..<32)
  func aFrameWhoseElementsMovedIsTheFrameDrawnFromNothing(seed: Int) {
    var frames = FrameMemoryTests.KeptBesideFresh()
    var random = SplitMix64(seed: UInt64(seed))
    var items = (0..<Int.random(in: 0...8, using: &random)).map { _ in
      Int.random(in: 0..<40, using: &random)
    }
    var environment = EnvironmentValues()
    environment.colorMode = .truecolor
    var taken = 0
    for frame in 0..<30 {
      let width = [40, 40, 40, 24][frame % 4]
      frames.drawExpectingSame(
        ShuffledScreen(items: items, frame: frame), width: width, height: 16,
        environment: environment, frame: "seed \(seed), frame \(frame), items \(items)")
      taken += frames.memory.takenNodes
      items = ShuffledScreen.changed(items, &random)
    }
    #expect(taken > 0)
  }
}
