import Folio
import FolioShowcase

/// W7 of WORKLOADS.md: W1's screen with a one-cell spinner before `Stories`, and what a
/// frame costs when little changes — a spinner's tick, the selection one row down — beside
/// a frame drawn from nothing.
enum TickWorkload {
  /// The screen of W7: W1's, its title led by the spinner's frame for the environment's
  /// ``EnvironmentValues/spinnerTick``. The page below the title is `.equatable()`: a frame
  /// drawn with a memory reuses its nodes while the page and selection stay.
  struct Screen: View {
    var items: [String]
    var page: Int
    var selectedRow: Int

    var body: some View {
      TickWorkload.screen(Page(items: items, page: page, selectedRow: selectedRow).equatable())
    }
  }

  /// W7's title bar and a line under it, over `content`.
  static func screen(_ content: some View) -> some View {
    VStack(spacing: 0) {
      titleBar()
      Divider()
      content
    }
  }

  /// W7's first line: the spinner's frame for the environment's tick, then `Stories`.
  static func titleBar() -> some View {
    HStack(spacing: 1) {
      EnvironmentReader { environment in
        Text(
          LoadingIndicator.SpinnerStyle.dots.frame(
            tick: environment.spinnerTick, symbols: environment.symbols))
      }
      .animating()
      Text("Stories").bold()
    }
  }

  /// W7's screen as a newcomer writes it: the page not `.equatable()`, so every frame
  /// builds its list from the data and the list is compared with the last frame's by what
  /// it shows.
  struct PlainScreen: View {
    var items: [String]
    var page: Int
    var selectedRow: Int

    var body: some View {
      TickWorkload.screen(Page(items: items, page: page, selectedRow: selectedRow))
    }
  }

  /// W7's screen over an infinite list, as a program over a paging model writes it: every
  /// page up to the shown one loaded, the list scrolled to the selection, remembering its
  /// scrolling in a state and asking for more pages (neither `.equatable()`).
  struct InfiniteScreen: View {
    var items: ArraySlice<String>
    var selection: Int
    var scroll: ListScrollState

    var body: some View {
      TickWorkload.screen(
        PaginatedList(items, selection: selection) { Text($0).truncated() }
          .infinite(onLoadMore: {})
          .rowNumbers(startingAt: 1, width: 7)
          .scrollState(scroll))
    }
  }

  /// W1's page of rows, its bar and its summary, compared by what it shows.
  struct Page: View, Equatable {
    var items: [String]
    var page: Int
    var selectedRow: Int

    var body: some View {
      let start = (page - 1) * PagerWorkload.pageSize
      let end = min(page * PagerWorkload.pageSize, items.count)
      let rows = items[start..<end]
      PaginatedList(rows, selection: selectedRow < rows.count ? selectedRow : nil) { text in
        Text(text).truncated()
      }
      .numbered(page: page, pageSize: PagerWorkload.pageSize, totalItems: items.count)
      .rowNumbers(startingAt: start + 1, width: 7)
    }
  }

  /// Frame `k` of W7 with the spinner at `tick` and the selection `rowsDown` rows below
  /// W1's row for `k` (wrapping within the page), drawn with `memory` when given.
  static func canvas(
    _ items: [String], frame k: Int, tick: Int, rowsDown: Int = 0, memory: FrameMemory? = nil,
    plain: Bool = false, scroll: ListScrollState? = nil
  ) -> Canvas {
    let (page, selectedRow, environment) = position(items, frame: k, tick: tick, rowsDown: rowsDown)
    func draw(_ screen: some View) -> Canvas {
      screen.renderFrame(
        width: PagerWorkload.width, height: PagerWorkload.height, environment: environment,
        memory: memory
      ).canvas
    }
    if let scroll {
      return draw(infiniteScreen(items, page: page, selectedRow: selectedRow, scroll: scroll))
    }
    return plain
      ? draw(PlainScreen(items: items, page: page, selectedRow: selectedRow))
      : draw(Screen(items: items, page: page, selectedRow: selectedRow))
  }

  /// Frame `k` of W7 as ``canvas(_:frame:tick:rowsDown:memory:plain:scroll:)`` draws it,
  /// drawn as a program's loop draws it — over the last frame drawn with `memory` — with
  /// the bytes that turn that frame into this one.
  static func update(
    _ items: [String], frame k: Int, tick: Int, rowsDown: Int = 0, memory: FrameMemory,
    plain: Bool = false, scroll: ListScrollState? = nil
  ) -> FrameUpdate {
    let (page, selectedRow, environment) = position(items, frame: k, tick: tick, rowsDown: rowsDown)
    func draw(_ screen: some View) -> FrameUpdate {
      screen.renderUpdate(
        width: PagerWorkload.width, height: PagerWorkload.height, environment: environment,
        memory: memory)
    }
    if let scroll {
      return draw(infiniteScreen(items, page: page, selectedRow: selectedRow, scroll: scroll))
    }
    return plain
      ? draw(PlainScreen(items: items, page: page, selectedRow: selectedRow))
      : draw(Screen(items: items, page: page, selectedRow: selectedRow))
  }

  /// The page, the selected row in it and the environment of frame `k` with the spinner at
  /// `tick` and the selection `rowsDown` rows below W1's row for `k` (wrapping in the page).
  private static func position(_ items: [String], frame k: Int, tick: Int, rowsDown: Int) -> (
    page: Int, selectedRow: Int, environment: EnvironmentValues
  ) {
    let (page, row) = PagerWorkload.position(frame: k, count: items.count)
    var environment = PagerWorkload.environment
    environment.spinnerTick = tick
    return (page, (row + rowsDown) % PagerWorkload.pageSize, environment)
  }

  /// W7's infinite screen with every page up to `page` loaded.
  private static func infiniteScreen(
    _ items: [String], page: Int, selectedRow: Int, scroll: ListScrollState
  ) -> InfiniteScreen {
    let loaded = items[..<min(items.count, page * PagerWorkload.pageSize)]
    return InfiniteScreen(
      items: loaded, selection: (page - 1) * PagerWorkload.pageSize + selectedRow, scroll: scroll)
  }
}

/// W7-full: frame `k` drawn from nothing and serialised whole.
func runW7Full() {
  let texts = (1...PagerWorkload.itemCount).map(itemText)
  measureFrames("W7-full", frames: requestedFrames ?? defaultPagerFrames) { k, output in
    TickWorkload.canvas(texts, frame: k, tick: k).appendANSI(to: &output, colorMode: .truecolor)
  }
}

/// W7-tick (`ticks` 1: from frame `k` to the same frame with the spinner one step on) and
/// W7-select (`rowsDown` 1: with the selection one row down). With `steady`, the screen
/// before the update was itself the same change on the same page, not the first frame of a
/// new page: W7-tick-steady, a spinner that has been turning over a page for a while, and
/// W7-select-steady, a selection that has been moving down a page row by row.
/// With `plain`, the screen is ``TickWorkload/PlainScreen``: W7-tick-plain, a tick on a
/// screen whose page is not `.equatable()`. With `idle`, the screen before the update was
/// the third of three ticks over the same page, the selection still: W7-select-plain-idle,
/// a key after the spinner turned a while (the list copied whole by then). With
/// `infinite`, the screen is ``TickWorkload/InfiniteScreen``: W7-tick-infinite-steady.
func runW7Update(
  _ name: String, ticks: Int = 0, rowsDown: Int = 0, steady: Bool = false, plain: Bool = false,
  idle: Bool = false, infinite: Bool = false
) {
  let texts = (1...PagerWorkload.itemCount).map(itemText)
  // As a program's loop does: one memory from frame to frame, each frame drawn over the one
  // before it.
  let memory = FrameMemory()
  let scroll = infinite ? ListScrollState() : nil
  func draw(tick: Int, frame k: Int, rowsDown: Int = 0) -> FrameUpdate {
    TickWorkload.update(
      texts, frame: k, tick: tick, rowsDown: rowsDown, memory: memory, plain: plain,
      scroll: scroll)
  }
  measureUpdates(name, frames: requestedFrames ?? defaultPagerFrames) { k in
    if idle {
      for tick in (k - 2)..<k { _ = draw(tick: tick, frame: k) }
    }
    if steady {
      // The change before this one: a tick back, or the selection a row up.
      _ = draw(
        tick: k - ticks, frame: k,
        rowsDown: (PagerWorkload.pageSize - rowsDown) % PagerWorkload.pageSize)
    }
    _ = draw(tick: k, frame: k)
  } update: { k, output in
    output += draw(tick: k + ticks, frame: k, rowsDown: rowsDown).bytes
  }
}

/// The gallery with its spinners one tick on: every widget in every state, at width 80,
/// from tick `k` to tick `k + 1`, drawn as a program's loop draws its frames (one memory from
/// frame to frame, each frame drawn over the one before it).
func runGalleryTick() {
  var environment = EnvironmentValues()
  environment.colorMode = .truecolor
  let memory = FrameMemory()
  func gallery(tick: Int) -> FrameUpdate {
    environment.spinnerTick = tick
    return Gallery().renderUpdate(width: 80, height: nil, environment: environment, memory: memory)
  }
  measureUpdates("gallery-tick", frames: requestedFrames ?? defaultPagerFrames / 10) { k in
    _ = gallery(tick: k)
  } update: { k, output in
    output += gallery(tick: k + 1).bytes
  }
}

/// Times `frames` updates as a terminal's loop makes them: for each `k`, the screen on the
/// terminal is the one `before(k)` draws (untimed, as the previous frame was), and the timed
/// work is `update(k, &output)` — drawing the next frame and the bytes that turn one screen
/// into the other. Prints the result line; `timedUpdate` is what
/// Scripts/instructions-per-frame.sh counts instructions in.
func measureUpdates(
  _ name: String, frames: Int, before: (Int) -> Void, update: (Int, inout [UInt8]) -> Void
) {
  var output: [UInt8] = []
  for k in frames..<(frames + max(3, frames / 10)) {
    output.removeAll(keepingCapacity: true)
    before(k)
    update(k, &output)
  }
  var elapsed = Duration.zero
  var bytes = 0
  let clock = ContinuousClock()
  for k in 0..<frames {
    before(k)
    let start = clock.now
    bytes &+= timedUpdate(k, into: &output, update)
    elapsed += clock.now - start
  }
  print(
    "workload=\(name) impl=folio frames=\(frames) ns_per_frame=\(nanoseconds(elapsed, per: frames))"
      + " bytes_per_frame=\(bytes / frames)")
}

/// Makes the update of frame `k`; returns the bytes it took.
@inline(never)
func timedUpdate(
  _ k: Int, into output: inout [UInt8], _ update: (Int, inout [UInt8]) -> Void
) -> Int {
  output.removeAll(keepingCapacity: true)
  update(k, &output)
  return output.count
}

/// Prints W7 frame `k` as ANSI, then a line break and its tick update, then a line break
/// and its select update: the bytes the lines count.
func dumpW7(frame k: Int) {
  let texts = (1...PagerWorkload.itemCount).map(itemText)
  let before = TickWorkload.canvas(texts, frame: k, tick: k)
  print(before.ansiString(colorMode: .truecolor))
  for after in [
    TickWorkload.canvas(texts, frame: k, tick: k + 1),
    TickWorkload.canvas(texts, frame: k, tick: k, rowsDown: 1),
  ] {
    print(String(decoding: after.diff(from: before, colorMode: .truecolor), as: UTF8.self))
  }
}
