import Folio
import Testing

@testable import FolioTerminal

/// What a terminal's loop sends for frames drawn over the last (`FrameUpdate`): the update's
/// own bytes only while the screen shows the frame before it.
@Suite struct FrameEncoderTests {
  /// A line with a spinner over a list of `rows`, the third selected.
  private struct Screen: View {
    var rows: [String]
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        EnvironmentReader { Text(["◐", "◓", "◑", "◒"][$0.spinnerTick % 4]) }.animating()
        PaginatedList(rows, selection: 2) { Text($0) }
      }
    }
  }

  private let rows = ["one", "two", "three", "four"]

  private func environment(tick: Int, colorMode: ColorMode = .truecolor) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.colorMode = colorMode
    environment.spinnerTick = tick
    return environment
  }

  private func update(
    _ memory: FrameMemory, tick: Int, rows: [String]? = nil, colorMode: ColorMode = .truecolor,
    addressing: CursorAddressing = .screen
  ) -> FrameUpdate {
    Screen(rows: rows ?? self.rows).renderUpdate(
      width: 20, height: 6, environment: environment(tick: tick, colorMode: colorMode),
      memory: memory, addressing: addressing)
  }

  @Test func updatesAfterTheFirstAreSentAsTheirOwnBytes() {
    var encoder = FrameEncoder(addressing: .screen, colorMode: .truecolor)
    encoder.synchronizes = false
    let memory = FrameMemory()
    let first = update(memory, tick: 0)
    // The screen shows nothing known yet: the frame whole.
    #expect(
      encoder.encode(first) == first.frame.canvas.diff(from: nil, colorMode: .truecolor))
    let shown = first.frame.canvas
    let second = update(memory, tick: 1)
    #expect(encoder.encode(second) == second.bytes)
    #expect(String(decoding: second.bytes, as: UTF8.self) == "\u{1B}[1;1H◓")
    #expect(second.bytes == second.frame.canvas.diff(from: shown, colorMode: .truecolor))
    #expect(encoder.previous == nil, "the frame on screen is the memory's, not the encoder's")
    // Nothing changed: nothing sent.
    #expect(encoder.encode(update(memory, tick: 1)).isEmpty)
  }

  @Test func anInvalidatedScreenIsDrawnWhole() {
    var encoder = FrameEncoder(addressing: .screen, colorMode: .truecolor)
    encoder.synchronizes = false
    let memory = FrameMemory()
    _ = encoder.encode(update(memory, tick: 0))
    encoder.invalidate()
    let next = update(memory, tick: 1)
    #expect(encoder.encode(next) == next.frame.canvas.diff(from: nil, colorMode: .truecolor))
  }

  @Test func aCanvasEncodedBetweenUpdatesIsWhatTheNextIsDiffedFrom() {
    var encoder = FrameEncoder(addressing: .screen, colorMode: .truecolor)
    encoder.synchronizes = false
    let memory = FrameMemory()
    _ = encoder.encode(update(memory, tick: 0))
    // Another frame put on screen, not drawn with the memory.
    let other = Screen(rows: ["else"]).renderFrame(
      width: 20, height: 6, environment: environment(tick: 0))
    _ = encoder.encode(other.canvas)
    let next = update(memory, tick: 1)
    #expect(
      encoder.encode(next) == next.frame.canvas.diff(from: other.canvas, colorMode: .truecolor))
  }

  @Test func anUpdateInAnotherColourModeIsDrawnWholeInTheEncoders() {
    var encoder = FrameEncoder(addressing: .screen, colorMode: .truecolor)
    encoder.synchronizes = false
    let memory = FrameMemory()
    _ = encoder.encode(update(memory, tick: 0))
    let next = update(memory, tick: 1, colorMode: .ansi16)
    #expect(encoder.encode(next) == next.frame.canvas.diff(from: nil, colorMode: .truecolor))
  }

  @Test func linesPrintedAboveAnInlineRegionRedrawItWholeBelowThem() {
    var encoder = FrameEncoder(addressing: .cursor, colorMode: .truecolor)
    encoder.synchronizes = false
    let memory = FrameMemory()
    _ = encoder.encode(update(memory, tick: 0, addressing: .cursor))
    let next = update(memory, tick: 1, addressing: .cursor)
    let bytes = encoder.encode(next, printed: [Array("done".utf8)])
    #expect(
      bytes
        == FrameEncoder.clearRegion + Array("done\r\n".utf8)
        + next.frame.canvas.diff(from: nil, colorMode: .truecolor, addressing: .cursor))
    // And the frame after them is an update again.
    let third = update(memory, tick: 2, addressing: .cursor)
    #expect(encoder.encode(third) == third.bytes)
    #expect(!third.bytes.isEmpty)
  }
}
