import AllocationCounting
import Testing

@testable import Folio

/// The heap allocations — every Swift object, array and string storage among them — this
/// thread makes while `body` runs (see the AllocationCounting target).
func countAllocations(_ body: () -> Void) -> Int {
  folio_allocation_counting_begin()
  body()
  return folio_allocation_counting_end()
}

/// What a frame of an unchanged screen allocates: nothing, once the program has made its
/// view value.
@Suite(.enabled(if: folio_allocation_counting_is_available() != 0))
struct FrameAllocationTests {
  /// A screen kept whole: a list of rows and a bar, compared by what it shows.
  struct Screen: View, Equatable {
    var rows: [String]
    var selected: Int

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        Text("Inbox").bold()
        ForEach(Array(rows.enumerated()), id: \.offset) { index, row in
          Text(row).reverse(index == selected).hitTarget(.row(index))
        }
        Pagination(page: 6, pageCount: 20)
      }
      .border(title: "mail")
    }
  }

  @Test func anUnchangedFrameAllocatesNothing() {
    let memory = FrameMemory()
    let screen = Screen(rows: (1...12).map { "message \($0)" }, selected: 3).equatable()
    let (counted, bytes) = Self.allocations(
      ofTenFramesOf: screen, width: 60, height: 20, memory: memory, after: 1)
    #expect(counted == 0)
    #expect(bytes.isEmpty)
    #expect(memory.copiedParts == 1)
  }

  /// A screen of views made beforehand, not `.equatable()`: its body composes them and
  /// allocates nothing itself, so what a frame allocates is the kit's.
  struct Composed: View {
    var title: Text
    var left: Text
    var right: Text
    var rows: [Text]

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        title.bold()
        HStack {
          left
          Spacer()
          right
        }
        .padding(horizontal: 1)
        Divider()
        VStack {
          rows[0]
          rows[1]
          rows[2]
        }
        .frame(maxWidth: 30)
      }
      .border()
    }
  }

  /// The composed screen the unchanged frames below draw.
  static var inbox: Composed {
    Composed(
      title: Text("Inbox"), left: Text("3 new"), right: Text("12:04"),
      rows: ["alpha", "bravo", "charlie"].map { Text($0) })
  }

  @Test func anUnchangedFrameOfTheRetainedTreeAllocatesNothing() {
    let memory = FrameMemory()
    let screen = Self.inbox
    // A few frames first: the canvases and frame tokens the memory draws with in turn, and
    // the types a diff uses, made once.
    let (counted, bytes) = Self.allocations(
      ofTenFramesOf: screen, width: 40, height: 10, memory: memory, after: 4)
    #expect(counted == 0)
    #expect(bytes.isEmpty)
    #expect(memory.takenNodes == memory.lastTreeNodes.count)
    #expect(memory.relaidNodes == 0)
  }

  /// The same screen drawn as the terminal's loop draws it, each frame over the last:
  /// nothing allocated either, and nothing sent.
  @Test func anUnchangedFrameDrawnOverTheLastAllocatesNothing() {
    let memory = FrameMemory()
    let screen = Self.inbox
    let (counted, bytes) = Self.allocations(
      ofTenFramesOf: screen, width: 40, height: 10, memory: memory, after: 4, drawnOver: true)
    #expect(counted == 0)
    #expect(bytes.isEmpty)
    #expect(memory.relaidNodes == 0)
    // And a list that stays: what reading its items allocates, and no more.
    let items = (1...30).map { "message \($0)" }
    let list = PaginatedList(items, selection: 4) { Text($0) }
      .numbered(page: 2, pageSize: 30, totalItems: 300)
    let fetching = countAllocations { _ = list.rowMakers.text?(0) }
    let listed = Self.allocations(
      ofTenFramesOf: list, width: 50, height: 40, memory: FrameMemory(), after: 4,
      drawnOver: true)
    #expect(listed.count == 10 * 30 * fetching)
    #expect(listed.bytes.isEmpty)
  }

  /// A list that stays, not `.equatable()`: taken again whole each frame, its rows compared
  /// with what they show and kept, and copied from the last frame — allocating nothing but
  /// what fetching its rows' items does (the program's part: an item read through generic
  /// code allocates in a build without optimisation, and nothing in an optimised one).
  @Test func anUnchangedListAllocatesNothing() {
    let items = (1...30).map { "message \($0)" }
    let list = PaginatedList(items, selection: 4) { Text($0) }
      .numbered(page: 2, pageSize: 30, totalItems: 300)
      .rowNumbers(startingAt: 31)
      .title("Inbox")
    let (counted, fetching, bytes, memory) = Self.unchangedFrames(of: list)
    // Ten frames, thirty rows each compared.
    #expect(counted == 10 * 30 * fetching)
    #expect(bytes.isEmpty)
    #expect(memory.copiedParts == 1)
    #expect(memory.relaidNodes == 0)
  }

  /// An infinite list with a scroll state and a load-more action, its footer in view, is
  /// taken again whole too: ten unchanged frames allocate what reading its items does.
  @Test func anUnchangedInfiniteListAllocatesNothing() {
    let items = (1...30).map { "story \($0)" }
    let list = PaginatedList(items, selection: 29) { Text($0) }
      .infinite { _ = items.count }
      .rowNumbers()
      .scrollState(ListScrollState(offset: 0))
    let (counted, fetching, bytes, memory) = Self.unchangedFrames(of: list)
    // Ten frames, thirty rows each compared; the footer kept as it is.
    #expect(counted == 10 * 30 * fetching)
    #expect(bytes.isEmpty)
    #expect(memory.copiedParts == 1)
    #expect(memory.lastTreeNodes.contains { $0 is ListNode })
  }

  /// The allocations of ten frames of `list` of text (50 × 40, after four, a new memory),
  /// what reading one of its items allocates, the last update's bytes, and the memory.
  static func unchangedFrames<Data>(of list: PaginatedList<Data, Text>) -> (
    counted: Int, fetching: Int, bytes: [UInt8], memory: FrameMemory
  ) {
    let memory = FrameMemory()
    let fetching = countAllocations { _ = list.rowMakers.text?(0) }
    let (counted, bytes) = allocations(
      ofTenFramesOf: list, width: 50, height: 40, memory: memory, after: 4)
    return (counted, fetching, bytes, memory)
  }

  /// The allocations of ten frames of `screen` drawn with `memory` and each diffed from the
  /// one before, as a program's loop does, after `warmUp` frames drawn and diffed alike
  /// (uncounted); and the bytes of the last update.
  /// With `drawnOver`, each frame is drawn over the last, as the terminal's loop draws
  /// (``View/renderUpdate(width:height:environment:memory:addressing:)``), and sent as the
  /// update's bytes.
  static func allocations<V: View>(
    ofTenFramesOf screen: V, width: Int, height: Int, memory: FrameMemory, after warmUp: Int,
    drawnOver: Bool = false
  ) -> (count: Int, bytes: [UInt8]) {
    var environment = EnvironmentValues()
    environment.colorMode = .truecolor
    var previous: RenderedFrame?
    var bytes: [UInt8] = []
    func frame() {
      if drawnOver {
        bytes =
          screen.renderUpdate(
            width: width, height: height, environment: environment, memory: memory
          ).bytes
        return
      }
      let frame = screen.renderFrame(
        width: width, height: height, environment: environment, memory: memory)
      bytes = frame.canvas.diff(from: previous?.canvas, colorMode: .truecolor)
      previous = frame
    }
    for _ in 0..<warmUp { frame() }
    let count = countAllocations {
      for _ in 0..<10 { frame() }
    }
    return (count, bytes)
  }

  /// A screen whose first line changes every frame, the rest staying.
  struct Ticking: View {
    var tick: Int

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        Text(tick % 2 == 0 ? "a" : "b")
        Text("stays")
      }
    }
  }

  /// A frame that changed, drawn over the last: its bytes are written into the storage of
  /// the last update's bytes once their holder has let them go — one allocation a frame
  /// fewer than when each update's bytes are held — and never into bytes still held.
  @Test func anUpdateWritesItsBytesIntoTheLastUpdatesStorageOnceLetGo() {
    var environment = EnvironmentValues()
    environment.colorMode = .truecolor
    func updates(_ ticks: Range<Int>, memory: FrameMemory, into held: inout [[UInt8]]) {
      for tick in ticks {
        let update = Ticking(tick: tick).renderUpdate(
          width: 10, height: 3, environment: environment, memory: memory)
        held.append(update.bytes)
      }
    }
    let memory = FrameMemory()
    var dropped: [[UInt8]] = []
    dropped.reserveCapacity(24)
    updates(0..<4, memory: memory, into: &dropped)
    dropped.removeAll(keepingCapacity: true)
    // Let go: each update's bytes dropped before the next is drawn.
    let lettingGo = countAllocations {
      for tick in 4..<14 {
        updates(tick..<(tick + 1), memory: memory, into: &dropped)
        dropped.removeAll(keepingCapacity: true)
      }
    }
    var held: [[UInt8]] = []
    held.reserveCapacity(10)
    let holding = countAllocations { updates(14..<24, memory: memory, into: &held) }
    // Held, every update but the first (written into the bytes let go before it) allocates
    // its own.
    #expect(holding - lettingGo == 9)
    // The bytes held are each update's own: those of the same frames drawn with a memory
    // whose updates were all held.
    var expected: [[UInt8]] = []
    updates(0..<24, memory: FrameMemory(), into: &expected)
    #expect(held == Array(expected[14...]))
    #expect(Set(held).count == 2)
  }

  @Test func theCounterSeesAFrameThatIsDrawn() {
    // The same screen with nothing kept: every frame builds, lays out and draws.
    let screen = Screen(rows: (1...12).map { "message \($0)" }, selected: 3)
    let counted = countAllocations {
      _ = screen.renderFrame(width: 60, height: 20)
    }
    #expect(counted > 20)
  }
}
