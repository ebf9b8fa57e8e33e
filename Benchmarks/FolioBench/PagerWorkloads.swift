import Folio
import FolioShowcase

/// W1, W4 and the scale lines of WORKLOADS.md, built with the kit's public API: the same
/// PaginatedList, Pagination bar and summary a user would write.
enum PagerWorkload {
  static let itemCount = 1_000_000
  static let pageSize = 36
  static let width = 120
  static let height = 40
  static var pageCount: Int { PageState.pageCount(totalItems: itemCount, pageSize: pageSize) }

  /// The page and selected row of frame `k` over `count` items.
  static func position(frame k: Int, count: Int = itemCount) -> (page: Int, row: Int) {
    let pages = PageState.pageCount(totalItems: count, pageSize: pageSize)
    return ((12_346 - 1 + k) % pages + 1, k % pageSize)
  }

  /// The environment of every frame: colour, and a bar with words but no arrows.
  static let environment: EnvironmentValues = {
    var environment = EnvironmentValues()
    environment.colorMode = .truecolor
    environment.symbols.previous = ""
    environment.symbols.next = ""
    return environment
  }()

  /// The screen of W1: title, rule, one page of rows, the bar and the summary. Written for
  /// the page's rows as an array slice, as a program over an array writes it: a screen
  /// generic over its collection runs, through the `View` conformance, as unspecialised
  /// generic code, every element read through the collection's witness table.
  struct Screen: View {
    /// The rows of `page`.
    var rows: ArraySlice<String>
    var page: Int
    var selectedRow: Int
    var totalItems: Int

    var body: some View {
      let start = (page - 1) * PagerWorkload.pageSize
      VStack(spacing: 0) {
        Text("Stories").bold()
        Divider()
        PaginatedList(rows, selection: selectedRow < rows.count ? selectedRow : nil) { text in
          Text(text).truncated()
        }
        .numbered(page: page, pageSize: PagerWorkload.pageSize, totalItems: totalItems)
        .rowNumbers(startingAt: start + 1, width: 7)
      }
    }
  }

  /// The rows of `page` of `items`: a slice of the array.
  static func rows(of items: [String], page: Int) -> ArraySlice<String> {
    items[pageRange(page, count: items.count)]
  }

  /// The rows of `page` of `items`, read from the collection into an array (a virtual
  /// source of any size).
  static func rows<Items: RandomAccessCollection>(of items: Items, page: Int) -> ArraySlice<
    String
  >
  where Items.Element == String, Items.Index == Int {
    let range = pageRange(page, count: items.count)
    return ArraySlice(
      items[(items.startIndex + range.lowerBound)..<(items.startIndex + range.upperBound)])
  }

  /// The offsets of the items of `page` among `count`.
  static func pageRange(_ page: Int, count: Int) -> Range<Int> {
    (page - 1) * pageSize..<min(page * pageSize, count)
  }

  /// W1 frame `k` of `items`, drawn with `memory` when given (as a program's loop draws its
  /// frames).
  static func canvas(_ items: [String], frame k: Int, memory: FrameMemory? = nil) -> Canvas {
    let (page, row) = position(frame: k, count: items.count)
    return canvas(rows(of: items, page: page), page: page, row: row, count: items.count, memory)
  }

  /// W1 frame `k` of a virtual source of items.
  static func canvas<Items: RandomAccessCollection>(_ items: Items, frame k: Int) -> Canvas
  where Items.Element == String, Items.Index == Int {
    let (page, row) = position(frame: k, count: items.count)
    return canvas(rows(of: items, page: page), page: page, row: row, count: items.count, nil)
  }

  private static func canvas(
    _ rows: ArraySlice<String>, page: Int, row: Int, count: Int, _ memory: FrameMemory?
  ) -> Canvas {
    Screen(rows: rows, page: page, selectedRow: row, totalItems: count)
      .renderFrame(width: width, height: height, environment: environment, memory: memory)
      .canvas
  }
}

/// The data set, computed on demand: any size, no storage. Every size cycles through the
/// same thousand texts (those of items 444,421 to 445,420, where W1's first page is), so
/// the scale lines differ only in the item count, not in how long the rows are.
struct VirtualTexts: RandomAccessCollection {
  var count: Int
  var startIndex: Int { 0 }
  var endIndex: Int { count }
  subscript(position: Int) -> String { itemText(position % 1_000 + 444_421) }
}

func runW1() {
  let texts = (1...PagerWorkload.itemCount).map(itemText)
  // As a program's loop does: one memory from frame to frame.
  let memory = FrameMemory()
  measureFrames("W1", frames: requestedFrames ?? defaultPagerFrames) { k, output in
    PagerWorkload.canvas(texts, frame: k, memory: memory)
      .appendANSI(to: &output, colorMode: .truecolor)
  }
}

/// Times `frames` frames, each drawn and serialised by `frame(k, &output)` into one reused
/// byte buffer as the terminal runtime writes a frame, after a warm-up on later frames, and
/// prints the result line. The timed loop is `timedFrames`, which
/// Scripts/instructions-per-frame.sh counts instructions in.
func measureFrames(_ name: String, frames: Int, _ frame: (Int, inout [UInt8]) -> Void) {
  var output: [UInt8] = []
  var bytes = 0
  for k in frames..<(frames + max(3, frames / 10)) {
    output.removeAll(keepingCapacity: true)
    frame(k, &output)
  }
  let elapsed = ContinuousClock().measure {
    bytes = timedFrames(frames, into: &output, frame)
  }
  print(
    "workload=\(name) impl=folio frames=\(frames) ns_per_frame=\(nanoseconds(elapsed, per: frames))"
      + " bytes_per_frame=\(bytes / frames)")
}

/// Draws frames `0..<frames`; returns the bytes they took.
@inline(never)
func timedFrames(_ frames: Int, into output: inout [UInt8], _ frame: (Int, inout [UInt8]) -> Void)
  -> Int
{
  var bytes = 0
  for k in 0..<frames {
    output.removeAll(keepingCapacity: true)
    frame(k, &output)
    bytes &+= output.count
  }
  return bytes
}

func runW4() {
  let texts = (1...PagerWorkload.itemCount).map(itemText)
  let frames = requestedFrames ?? defaultPagerFrames
  func update(_ k: Int) -> Int {
    let (page, row) = PagerWorkload.position(frame: k)
    let before = PagerWorkload.Screen(
      rows: PagerWorkload.rows(of: texts, page: page), page: page, selectedRow: row,
      totalItems: texts.count
    ).renderCanvas(width: 120, height: 40, environment: PagerWorkload.environment)
    return ContinuousClock().measure {
      let after = PagerWorkload.Screen(
        rows: PagerWorkload.rows(of: texts, page: page), page: page,
        selectedRow: (row + 1) % PagerWorkload.pageSize, totalItems: texts.count
      ).renderCanvas(width: 120, height: 40, environment: PagerWorkload.environment)
      lastUpdateBytes = after.diff(from: before, colorMode: .truecolor).count
    }.nanoseconds
  }
  for k in frames..<(frames + max(10, frames / 10)) { _ = update(k) }
  var total = 0
  var bytes = 0
  for k in 0..<frames {
    total += update(k)
    bytes += lastUpdateBytes
  }
  print(
    "workload=W4 impl=folio frames=\(frames) ns_per_frame=\(total / frames) bytes_per_frame=\(bytes / frames)"
  )
}

/// The W1 and W4 frame count without one on the command line: enough that a W1 run takes
/// a few seconds, as the peers' defaults do, so that a short slow or fast spell of a
/// shared machine does not decide the figure.
let defaultPagerFrames = 25_000

nonisolated(unsafe) private var lastUpdateBytes = 0
/// The frame count asked for on the command line, if any.
nonisolated(unsafe) var requestedFrames: Int?

extension Duration {
  var nanoseconds: Int {
    let (seconds, attoseconds) = components
    return Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
  }
}

/// W1 over a virtual source of `count` items: the cost must not grow with the count.
func runW1Scale(_ count: Int, name: String) {
  let texts = VirtualTexts(count: count)
  measureFrames("W1-\(name)", frames: requestedFrames ?? defaultPagerFrames / 2) { k, output in
    PagerWorkload.canvas(texts, frame: k).appendANSI(to: &output, colorMode: .truecolor)
  }
}

/// The page window at the largest page count there is: each "frame" is one bounded window
/// (`visiblePages`) and one constant-slot window (`pageItems`), both at `Int.max` pages.
func runPageWindow() {
  let frames = 100_000
  var sink = 0
  let elapsed = ContinuousClock().measure {
    for k in 0..<frames {
      sink &+= Pagination.visiblePages(page: Int.max / 2 + k, pageCount: Int.max).count
      sink &+=
        Pagination.pageItems(
          page: Int.max - k, pageCount: Int.max, boundaryCount: 1, siblingCount: 2
        ).count
    }
  }
  print(
    "workload=pageWindow-IntMax impl=folio frames=\(frames) ns_per_frame=\(nanoseconds(elapsed, per: frames)) bytes_per_frame=0 checksum=\(sink)"
  )
}

/// Prints the plain text of W1 frame `k`: escapes stripped, trailing spaces trimmed.
func dumpPlain(frame k: Int) {
  let texts = (1...PagerWorkload.itemCount).map(itemText)
  print(PagerWorkload.canvas(texts, frame: k).plainText(trimmingTrailingSpaces: true))
}

/// Prints the ANSI string of W1 frame `k`, a line break, and the W4 update from it.
func dumpANSI(frame k: Int) {
  let texts = (1...PagerWorkload.itemCount).map(itemText)
  let (page, row) = PagerWorkload.position(frame: k)
  let before = PagerWorkload.canvas(texts, frame: k)
  let after = PagerWorkload.Screen(
    rows: PagerWorkload.rows(of: texts, page: page),
    page: page, selectedRow: (row + 1) % PagerWorkload.pageSize, totalItems: texts.count
  ).renderCanvas(
    width: PagerWorkload.width, height: PagerWorkload.height,
    environment: PagerWorkload.environment)
  print(before.ansiString(colorMode: .truecolor))
  print(String(decoding: after.diff(from: before, colorMode: .truecolor), as: UTF8.self))
}

/// The demo's widget gallery, every widget in every state, rendered at width 80 and
/// serialised: the cost of a screen of many small views rather than one long list.
func runGallery() {
  var environment = EnvironmentValues()
  environment.colorMode = .truecolor
  measureFrames("gallery", frames: requestedFrames ?? defaultPagerFrames / 10) { _, output in
    Gallery().renderCanvas(width: 80, environment: environment)
      .appendANSI(to: &output, colorMode: .truecolor)
  }
}
