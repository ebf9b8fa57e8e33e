import TestSupport
import Testing

@testable import Folio

/// A panel of lines, compared by what it shows: the part of a screen `.equatable()` keeps.
private struct Panel: View, Equatable {
  var title: String
  var lines: [String]
  var selected: Int?
  var spins = false
  var linked = false

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack(spacing: 1) {
        Text(title).bold()
        if spins {
          EnvironmentReader { environment in
            Text(["◐", "◓", "◑", "◒"][environment.spinnerTick % 4])
          }
          .animating()
        }
      }
      ForEach(Array(lines.enumerated()), id: \.offset) { index, line in
        Text(line).truncated().reverse(index == selected)
          .hitTarget(.row(index))
          .accessibilityLabel(line)
      }
      if linked {
        Text("docs").link(Hyperlink("https://example.com/\(title)")!)
      }
    }
    .padding(horizontal: 1)
    .border(title: title)
  }
}

/// A screen of panels, some kept by `.equatable()`, with parts around them that change.
private struct Screen: View {
  var panels: [Panel]
  var footer: String
  var showsExtra: Bool
  var background: Bool
  /// Panels one above the other (each alone in its rows) rather than side by side.
  var stacked = false
  /// A line drawn over the panels after them.
  var overlay: String?
  /// A background filled under the panels before they draw.
  var panelBackground = false
  /// Text beside the panels, after them in their rows, when side by side.
  var neighbour: String?

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      if showsExtra {
        Panel(title: "extra", lines: ["moves every place after it"], selected: nil).equatable()
      }
      if panelBackground {
        arrangedPanels.background(.green)
      } else {
        arrangedPanels
      }
      Text(footer).background(background ? .blue : .default)
    }
  }

  private var arrangedPanels: some View {
    ZStack(alignment: .topLeading) {
      if stacked {
        VStack(alignment: .leading, spacing: 0) { keptPanels }
      } else {
        HStack(spacing: 0) {
          keptPanels
          if let neighbour { Text(neighbour) }
        }
      }
      if let overlay { Text(overlay).reverse() }
    }
  }

  private var keptPanels: some View {
    ForEach(Array(panels.enumerated()), id: \.offset) { _, panel in
      panel.equatable()
    }
  }
}

@Suite struct FrameMemoryTests {
  static let words = [
    "alpha", "bravo 漢字", "charlie 👍🏽", "delta", "echo ✌🏻 wave", "foxtrot cafe\u{301}",
    "golf", "hotel 🇩🇪", "a long line that the panel has to cut at its edge somewhere",
  ]

  /// Frames drawn with one memory beside the same frames drawn without one — and drawn a
  /// third time as a program's loop draws them, each over the last with another memory
  /// (``View/renderUpdate(width:height:environment:memory:addressing:)``), every other
  /// update's frame held until the next, as a caller may.
  struct KeptBesideFresh {
    let memory = FrameMemory()
    let updates = FrameMemory()
    private var last: (kept: Canvas, fresh: Canvas)?
    private var held: FrameUpdate?
    private var count = 0

    /// Draws `view` with the memory and without; whether the two are the same frame — cells
    /// and report — brought about by the same bytes from the frames before (whichever rows
    /// the kept frame knows to be copied), and the frame drawn over the last is that frame
    /// too, sent as the same bytes.
    mutating func draw<V: View>(
      _ view: V, width: Int, height: Int, environment: EnvironmentValues
    ) -> (same: Bool, kept: RenderedFrame, fresh: RenderedFrame) {
      let kept = view.renderFrame(
        width: width, height: height, environment: environment, memory: memory)
      let fresh = view.renderFrame(width: width, height: height, environment: environment)
      let update = kept.canvas.diff(from: last?.kept, colorMode: .truecolor)
      let freshUpdate = fresh.canvas.diff(from: last?.fresh, colorMode: .truecolor)
      let drawnOver = view.renderUpdate(
        width: width, height: height, environment: environment, memory: updates)
      let sameOver =
        Drawn(drawnOver.frame) == Drawn(fresh)
        && drawnOver.bytes == fresh.canvas.diff(from: last?.fresh, colorMode: environment.colorMode)
      count += 1
      held = count % 2 == 0 ? drawnOver : nil
      last = (kept.canvas, fresh.canvas)
      return (Drawn(kept) == Drawn(fresh) && update == freshUpdate && sameOver, kept, fresh)
    }

    /// Draws `view` as ``draw(_:width:height:environment:)`` does and expects the two frames
    /// the same; when they are not, says which frame it was (`frame`) and shows both.
    @discardableResult
    mutating func drawExpectingSame<V: View>(
      _ view: V, width: Int, height: Int, environment: EnvironmentValues, frame: String,
      sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
      let (same, kept, fresh) = draw(view, width: width, height: height, environment: environment)
      func shown(_ drawn: RenderedFrame) -> String {
        "\(drawn.canvas.plainText()) \(drawn.report.unmeasuredClusters) \(drawn.report.isAnimating)"
      }
      #expect(
        same, "\(frame): kept, then fresh\n\(shown(kept))\n\(shown(fresh))",
        sourceLocation: sourceLocation)
      return same
    }
  }

  /// A frame and what matters of its report, for comparing.
  struct Drawn: Equatable {
    var canvas: Canvas
    /// The bytes a terminal is sent: they also depend on where each row's drawing ends.
    var ansi: String
    var regions: [HitRegion]
    var elements: [AccessibilityElement]
    var clusters: [String]
    var isAnimating: Bool
    var selectedRow: Rect?
    var caret: Rect?
    var isTakingText: Bool
    var isWaitingForContent: Bool

    init(_ frame: RenderedFrame) {
      canvas = frame.canvas
      ansi = frame.canvas.ansiString(colorMode: .truecolor)
      regions = frame.report.regions
      elements = frame.report.accessibilityElements
      clusters = frame.report.unmeasuredClusters
      isAnimating = frame.report.isAnimating
      selectedRow = frame.report.selectedRow
      caret = frame.report.caret
      isTakingText = frame.report.isTakingText
      isWaitingForContent = frame.report.isWaitingForContent
    }
  }

  @Test(arguments: 0..<24)
  func aFrameDrawnWithAMemoryIsTheFrameDrawnWithout(seed: Int) {
    var random = SplitMix64(seed: UInt64(seed))
    var frames = KeptBesideFresh()
    let memory = frames.memory
    var panels = (0..<3).map { index in
      Panel(title: "p\(index)", lines: Array(Self.words.prefix(3)), selected: nil)
    }
    var screen = Screen(panels: panels, footer: "footer", showsExtra: false, background: false)
    var environment = EnvironmentValues()
    environment.colorMode = .truecolor
    environment.describesAccessibility = seed % 2 == 0
    environment.widthProfile.reportsUnmeasuredClusters = seed % 3 == 0
    var width = 90
    var reused = 0
    var copied = 0
    for frame in 0..<40 {
      // One to three changes a frame, of any kind — or none.
      for _ in 0..<Int.random(in: 0...3, using: &random) {
        let panel = Int.random(in: 0..<panels.count, using: &random)
        switch Int.random(in: 0..<15, using: &random) {
        case 0: panels[panel].lines.append(Self.words.randomElement(using: &random)!)
        case 1: if !panels[panel].lines.isEmpty { panels[panel].lines.removeLast() }
        case 2: panels[panel].selected = Int.random(in: -1..<4, using: &random)
        case 3: panels[panel].spins.toggle()
        case 4: panels[panel].linked.toggle()
        case 5: environment.spinnerTick += 1
        case 6: screen.showsExtra.toggle()
        case 7: screen.background.toggle()
        case 8: screen.footer = Self.words.randomElement(using: &random)!
        case 9: width = Int.random(in: 20...120, using: &random)
        case 10: screen.stacked.toggle()
        case 11: screen.overlay = screen.overlay == nil ? "over the panels" : nil
        case 12: screen.panelBackground.toggle()
        case 13: screen.neighbour = screen.neighbour == nil ? "beside" : nil
        default:
          environment.symbols = environment.symbols == .ascii ? .unicode : .ascii
        }
      }
      screen.panels = panels
      frames.drawExpectingSame(
        screen, width: width, height: 24, environment: environment,
        frame: "seed \(seed), frame \(frame)")
      reused += memory.reusedNodes
      copied += memory.copiedParts
    }
    #expect(reused > 0, "something was reused")
    #expect(copied > 0, "something was copied instead of drawn")
  }

  @Test func anUnchangedPanelIsReusedAndAChangedOneBuiltAgain() {
    let memory = FrameMemory()
    let still = Panel(title: "still", lines: ["one", "two"], selected: 0)
    var moving = Panel(title: "moving", lines: ["one", "two"], selected: 0)
    func draw(tick: Int = 0) {
      var environment = EnvironmentValues()
      environment.spinnerTick = tick
      _ = Screen(panels: [still, moving], footer: "", showsExtra: false, background: false)
        .renderFrame(width: 60, height: 8, environment: environment, memory: memory)
    }
    draw()
    #expect(memory.builtNodes == 2)
    draw()
    #expect(memory.reusedNodes == 2, "nothing changed: both kept")
    #expect(memory.copiedParts == 2, "side by side, each copied from the last frame")
    moving.selected = 1
    draw()
    #expect((memory.reusedNodes, memory.builtNodes) == (1, 1))
    #expect(memory.copiedParts == 1)
    // A tick builds again only what animates.
    moving.spins = true
    draw(tick: 1)
    draw(tick: 2)
    #expect((memory.reusedNodes, memory.builtNodes) == (1, 1))
    draw(tick: 2)
    #expect(memory.reusedNodes == 2)
  }

  /// A spinner above a kept panel: W7's screen in small.
  private struct Ticking: View {
    var panel: Panel
    var overlay = false
    /// Whether the overlay shows the tick: it changes on every tick, and its layers with it.
    var overlayShowsTick = false

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        EnvironmentReader { environment in
          Text(["◐", "◓", "◑", "◒"][environment.spinnerTick % 4])
        }
        .animating()
        ZStack(alignment: .topLeading) {
          panel.equatable()
          if overlay {
            if overlayShowsTick {
              EnvironmentReader { Text("on top \($0.spinnerTick)").reverse() }.animating()
            } else {
              Text("on top").reverse()
            }
          }
        }
      }
    }
  }

  @Test func aTickCopiesTheKeptPanelAndSendsOnlyTheSpinnersRow() {
    let memory = FrameMemory()
    let screen = Ticking(panel: Panel(title: "kept", lines: ["one", "two", "three"], selected: 1))
    var environment = EnvironmentValues()
    environment.colorMode = .truecolor
    let first = screen.renderFrame(width: 30, height: 8, environment: environment, memory: memory)
    environment.spinnerTick = 1
    let second = screen.renderFrame(width: 30, height: 8, environment: environment, memory: memory)
    #expect((memory.reusedNodes, memory.copiedParts) == (1, 1))
    let fresh = screen.renderFrame(width: 30, height: 8, environment: environment)
    #expect(Drawn(second) == Drawn(fresh))
    let update = second.canvas.diff(from: first.canvas, colorMode: .truecolor)
    #expect(update == fresh.canvas.diff(from: first.canvas, colorMode: .truecolor))
    #expect(String(decoding: update, as: UTF8.self) == "\u{1B}[1;1H◓")
    // Against a screen it was not copied from, every row is compared.
    let other = Ticking(panel: Panel(title: "other", lines: ["one"], selected: nil))
      .renderFrame(width: 30, height: 8, environment: environment).canvas
    #expect(
      second.canvas.diff(from: other, colorMode: .truecolor)
        == fresh.canvas.diff(from: other, colorMode: .truecolor))
  }

  @Test func aFrameDrawnOverTheLastIsDrawnInItsCellsAndSendsOnlyWhatChanged() {
    let memory = FrameMemory()
    let screen = Ticking(panel: Panel(title: "kept", lines: ["one", "two", "three"], selected: 1))
    var environment = EnvironmentValues()
    environment.colorMode = .truecolor
    let first = screen.renderUpdate(width: 30, height: 8, environment: environment, memory: memory)
    // Nothing before it: the whole screen, cleared first.
    #expect(first.bytes.starts(with: Array("\u{1B}[H\u{1B}[2J".utf8)))
    #expect(first.bytes == first.frame.canvas.diff(from: nil, colorMode: .truecolor))
    let cells = first.frame.canvas.storageIdentity
    _ = consume first
    environment.spinnerTick = 1
    let second = screen.renderUpdate(width: 30, height: 8, environment: environment, memory: memory)
    #expect(String(decoding: second.bytes, as: UTF8.self) == "\u{1B}[1;1H◓")
    #expect(second.frame.canvas.storageIdentity == cells, "drawn in the last frame's cells")
    #expect((memory.reusedNodes, memory.copiedParts) == (1, 1))
    #expect(
      Drawn(second.frame)
        == Drawn(screen.renderFrame(width: 30, height: 8, environment: environment)))
    // Nothing changed: nothing to send.
    let again = screen.renderUpdate(width: 30, height: 8, environment: environment, memory: memory)
    #expect(again.bytes.isEmpty)
  }

  @Test func aFrameHeldByItsCallerIsNotChangedByTheNextDrawnOverIt() {
    let memory = FrameMemory()
    var environment = EnvironmentValues()
    environment.colorMode = .truecolor
    let before = Ticking(panel: Panel(title: "kept", lines: ["one", "two"], selected: 0))
    let after = Ticking(panel: Panel(title: "kept", lines: ["one", "two", "three"], selected: 2))
    let first = before.renderUpdate(width: 30, height: 8, environment: environment, memory: memory)
    let shown = first.frame.canvas.plainText()
    environment.spinnerTick = 1
    let second = after.renderUpdate(width: 30, height: 8, environment: environment, memory: memory)
    #expect(first.frame.canvas.plainText() == shown, "the held frame is as it was drawn")
    #expect(second.frame.canvas.storageIdentity != first.frame.canvas.storageIdentity)
    #expect(
      second.bytes == second.frame.canvas.diff(from: first.frame.canvas, colorMode: .truecolor))
    #expect(
      Drawn(second.frame)
        == Drawn(after.renderFrame(width: 30, height: 8, environment: environment)))
  }

  /// A widget of a user's that keeps a copy of the canvas it draws in, and writes it later.
  private final class CanvasKeeper: @unchecked Sendable {
    var canvas: Canvas?
  }

  private struct Keeping: PrimitiveView {
    let keeper: CanvasKeeper
    final class Node: LayoutNode {
      let keeper: CanvasKeeper
      init(keeper: CanvasKeeper) { self.keeper = keeper }
      override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? 4, height: 1)
      }
      override func render(in rect: Rect, context: inout RenderContext) {
        context.canvas.draw("keep", x: rect.x, y: rect.y, style: .plain, clip: rect)
        keeper.canvas = context.canvas
      }
    }
    func makeNode(in context: BuildContext) -> LayoutNode { Node(keeper: keeper) }
  }

  @Test func aCopyOfTheCanvasWrittenAfterItsFrameChangesNoFrameDrawnOverIt() {
    let memory = FrameMemory()
    let keeper = CanvasKeeper()
    var environment = EnvironmentValues()
    environment.colorMode = .truecolor
    func screen(_ tick: Int) -> some View {
      VStack(alignment: .leading, spacing: 0) {
        Keeping(keeper: keeper)
        Panel(title: "kept", lines: ["one", "two", "three"], selected: tick % 3).equatable()
      }
    }
    var terminal = VirtualTerminal(width: 30, height: 8)
    for tick in 0..<6 {
      environment.spinnerTick = tick
      let update = screen(tick).renderUpdate(
        width: 30, height: 8, environment: environment, memory: memory)
      let fresh = screen(tick).renderFrame(width: 30, height: 8, environment: environment)
      #expect(Drawn(update.frame) == Drawn(fresh), "frame \(tick)")
      // The frame the copy was taken from is not kept (its cells were copied on write while
      // it was drawn): the bytes draw the screen whole, and it shows the frame.
      terminal.feed(update.bytes)
      #expect(terminal.cells == VirtualTerminal(showing: fresh.canvas).cells, "frame \(tick)")
      // The copy taken while the frame was drawn, its rows still the frame before's, written.
      keeper.canvas?.fill(Rect(x: 0, y: 0, width: 30, height: 8), style: Style(reverse: true))
    }
  }

  @Test func aCopyOfACanvasDrawnOverTheLastKeepsNoRowOnceItsFrameEnds() {
    var last = Canvas(width: 6, height: 2)
    last.fill(Rect(x: 0, y: 0, width: 6, height: 2), style: Style(reverse: true))
    let rows = PreviousRows()
    var marks: [RowMark] = []
    var canvas = Canvas(emptyWidth: 6, height: 2)
    canvas.drawOver(&last, marks: &marks, rows: rows)
    let copy = canvas
    // In its frame, a row's first write keeps it as the last frame had it.
    canvas.fill(Rect(x: 0, y: 0, width: 6, height: 1), style: .plain)
    #expect(rows.states == [.kept, .blank])
    let kept = rows.cells
    rows.endFrame()
    // A copy taken while the frame was drawn, written after it: nothing kept.
    var late = copy
    late.fill(Rect(x: 0, y: 0, width: 6, height: 2), style: .plain)
    #expect(rows.states == [.kept, .blank])
    #expect(rows.cells == kept)
  }

  @Test func aKeptPanelWhoseNeighbourLeavesIsSentWithoutIt() {
    struct Pair: View {
      var showsRight: Bool
      var body: some View {
        HStack(spacing: 1) {
          Panel(title: "left", lines: ["one", "two"], selected: nil).equatable()
          if showsRight { Text("right of it") }
        }
      }
    }
    let memory = FrameMemory()
    var environment = EnvironmentValues()
    environment.colorMode = .truecolor
    let first = Pair(showsRight: true).renderFrame(
      width: 40, height: 6, environment: environment, memory: memory)
    let second = Pair(showsRight: false).renderFrame(
      width: 40, height: 6, environment: environment, memory: memory)
    let fresh = Pair(showsRight: false).renderFrame(width: 40, height: 6, environment: environment)
    #expect(Drawn(second) == Drawn(fresh))
    #expect(
      second.canvas.diff(from: first.canvas, colorMode: .truecolor)
        == fresh.canvas.diff(from: first.canvas, colorMode: .truecolor))
  }

  @Test func aKeptPanelDrawnOverIsDrawnAgainNotCopied() {
    // The overlay changes with every tick, so its layers are drawn again: the panel under
    // it, unchanged, is drawn too — copied alone, it would bring the last tick's overlay.
    let memory = drawPanel(overlays: [true, true, true], overlayShowsTick: true)
    #expect((memory.reusedNodes, memory.copiedParts) == (1, 0))
  }

  /// Layers that did not change are copied whole, the overlay with the panel under it.
  @Test func aKeptPanelUnderAnUnchangedOverlayIsCopiedWithIt() {
    let memory = drawPanel(overlays: [true, true, true])
    #expect((memory.reusedNodes, memory.copiedParts) == (1, 1))
  }

  /// Draws a kept panel under an overlay shown on the ticks `overlays` says (showing the
  /// tick when `overlayShowsTick`), with one memory, each frame expected to be the frame
  /// drawn without it; the memory after.
  func drawPanel(
    overlays: [Bool], overlayShowsTick: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> FrameMemory {
    let memory = FrameMemory()
    let panel = Panel(title: "kept", lines: ["one", "two"], selected: 0)
    var environment = EnvironmentValues()
    for (tick, overlay) in overlays.enumerated() {
      environment.spinnerTick = tick
      let screen = Ticking(panel: panel, overlay: overlay, overlayShowsTick: overlayShowsTick)
      let kept = screen.renderFrame(width: 30, height: 8, environment: environment, memory: memory)
      let fresh = screen.renderFrame(width: 30, height: 8, environment: environment)
      #expect(
        Drawn(kept) == Drawn(fresh), "tick \(tick), overlay \(overlay)",
        sourceLocation: sourceLocation)
    }
    return memory
  }

  /// A kept panel copied into a frame and drawn over there (an overlay that comes, then
  /// goes) is not copied from that frame into the next: what covered it would stay.
  @Test func aKeptPanelCopiedAndThenDrawnOverLeavesNoTraceOfIt() {
    let memory = drawPanel(overlays: [false, false, true, false, false])
    // Copied on every tick but the one after the overlay came and went.
    #expect(memory.copiedParts == 1)
  }

  /// Layers copied whole, the overlay with the panel under it, and then the overlay goes:
  /// the panel, still unchanged, is drawn, not copied alone from a frame where it was
  /// covered — what covered it would stay.
  @Test func aPanelCopiedWithTheOverlayOverItLeavesNoTraceOfItWhenItGoes() {
    let memory = drawPanel(overlays: [true, true, true, false, false])
    // The layers on ticks 1 and 2; the panel alone on tick 4, once it was drawn uncovered.
    #expect(memory.copiedParts == 1)
  }

  @Test func anUnchangedScreenIsTheLastFrameAgain() {
    let memory = FrameMemory()
    var panel = Panel(title: "all", lines: ["one", "two"], selected: 1, linked: true)
    var environment = EnvironmentValues()
    environment.describesAccessibility = true
    let first = panel.equatable().renderFrame(
      width: 30, height: 8, environment: environment, memory: memory)
    let again = panel.equatable().renderFrame(
      width: 30, height: 8, environment: environment, memory: memory)
    #expect((memory.reusedNodes, memory.copiedParts) == (1, 1))
    #expect(again.canvas.storageIdentity == first.canvas.storageIdentity, "nothing drawn")
    #expect(
      Drawn(again) == Drawn(panel.renderFrame(width: 30, height: 8, environment: environment)))
    #expect(again.canvas.diff(from: first.canvas, colorMode: .truecolor).isEmpty)
    // Once more, and then with a change: drawn again.
    _ = panel.equatable().renderFrame(
      width: 30, height: 8, environment: environment, memory: memory)
    #expect(memory.copiedParts == 1)
    panel.selected = 0
    let changed = panel.equatable().renderFrame(
      width: 30, height: 8, environment: environment, memory: memory)
    #expect((memory.builtNodes, memory.copiedParts) == (1, 0))
    #expect(
      Drawn(changed) == Drawn(panel.renderFrame(width: 30, height: 8, environment: environment)))
    // Another size is another frame.
    let wider = panel.equatable().renderFrame(
      width: 40, height: 8, environment: environment, memory: memory)
    #expect(memory.copiedParts == 0)
    #expect(
      Drawn(wider) == Drawn(panel.renderFrame(width: 40, height: 8, environment: environment)))
  }

  @Test func aKeptSpacerMovedIntoOrOutOfAStackLaysOutAsAFreshOne() {
    struct Gap: View, Equatable {
      var body: some View { Spacer() }
    }
    let memory = FrameMemory()
    let alone = AnyView(Gap().equatable())
    let stacked = AnyView(
      VStack(spacing: 0) {
        Gap().equatable()
        // Asked after the gap, which is offered the whole screen first.
        Text("below").layoutPriority(-1)
      })
    let beside = AnyView(
      HStack(spacing: 0) {
        Gap().equatable()
        Text("after").layoutPriority(-1)
      })
    for screen in [alone, stacked, alone, beside, stacked, beside, alone] {
      let kept = screen.renderFrame(width: 20, height: 4, memory: memory)
      #expect(Drawn(kept) == Drawn(screen.renderFrame(width: 20, height: 4)))
      #expect(memory.builtNodes + memory.reusedNodes == 1)
    }
  }

  /// A kept part copied in a frame where something was drawn before it in its rows — a
  /// label left of it, there for one frame — owns its rows no more: the frame after, where
  /// the label is gone, copies the part alone, not the label with it.
  @Test func aPartCopiedAfterSomethingInItsRowsLeavesThatBehind() {
    struct Part: View, Equatable {
      var body: some View { Text("part") }
    }
    var frames = KeptBesideFresh()
    for (tick, label) in ["", "ab", "", "", "ab", ""].enumerated() {
      let screen = VStack(alignment: .leading, spacing: 0) {
        Text("tick \(tick)")
        HStack(spacing: 0) {
          Text(label).frame(width: 2)
          Part().equatable()
        }
      }
      frames.drawExpectingSame(
        screen, width: 10, height: 3, environment: EnvironmentValues(), frame: "label '\(label)'")
      if tick > 0 { #expect(frames.memory.copiedParts == 1, "the part copied") }
    }
  }

  @Test func withoutAMemoryAnEquatableViewIsItsContent() {
    let panel = Panel(title: "p", lines: ["one"], selected: 0)
    #expect(
      panel.equatable().renderFrame(width: 30).canvas == panel.renderFrame(width: 30).canvas)
  }
}
