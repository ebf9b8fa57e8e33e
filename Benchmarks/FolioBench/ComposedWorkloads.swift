import Folio

/// W5 and W6 of WORKLOADS.md: screens a user composes from the kit's general views, not
/// from a purpose-built widget.
enum ComposedWorkload {
  static let rowsWidth = 100
  static let rows = 40
  static let treeWidth = 200
  static let treeHeight = 60
  static let treeDepth = 8

  static let environment: EnvironmentValues = {
    var environment = EnvironmentValues()
    environment.colorMode = .truecolor
    return environment
  }()

  /// W5 frame `k`: a bordered column of `rows` rows, each a label at the left and a figure
  /// in bold at the right edge.
  struct Rows: View {
    var frame: Int
    var rows: Int

    var body: some View {
      VStack(spacing: 0) {
        ForEach(0..<rows) { row in
          HStack(spacing: 0) {
            Text("Row \(frame + row) label")
            Spacer()
            Text("\((frame + row) * 37) pts").bold()
          }
        }
      }
      .border(.plain)
    }
  }

  /// `feed` frame `k`: W5's bordered column of rows, each an item of a feed, newest on top:
  /// from frame to frame one item arrives at the top and the oldest leaves at the bottom,
  /// and an item's row shows what it showed; the rows' titles are of several widths. The rows are identified by their items, or
  /// (`byPosition`) by their positions, as a `ForEach` over indices would.
  struct Feed: View {
    /// What an item says: words of several widths, as a feed's titles are.
    static let words = ["posted", "was merged", "opened an issue", "commented", "starred"]
    var frame: Int
    var rows: Int
    var byPosition: Bool

    var body: some View {
      let items = Array((frame..<(frame + rows)).reversed())
      let ids = byPosition ? Array(items.indices) : items
      VStack(spacing: 0) {
        ForEach(Array(zip(ids, items)), id: \.0) { _, item in
          HStack(spacing: 0) {
            Text("Item \(item) \(Feed.words[item % Feed.words.count])")
            Spacer()
            Text("\(item * 37) pts").bold()
          }
        }
      }
      .border(.plain)
    }
  }

  /// W6 frame `k`: `depth` levels of halving splits, columns at even levels and rows at
  /// odd ones counted from the leaves; each leaf a line of text clipped to its area.
  struct Tree: View {
    var frame: Int
    var depth: Int
    var id = 1

    var body: some View {
      if depth == 0 {
        Text("leaf \(id) #\(frame)").fixedSize()
          .frame(maxWidth: .max, maxHeight: .max)
      } else if depth % 2 == 0 {
        VStack(spacing: 0) {
          Tree(frame: frame, depth: depth - 1, id: id * 2)
          Tree(frame: frame, depth: depth - 1, id: id * 2 + 1)
        }
      } else {
        HStack(spacing: 0) {
          Tree(frame: frame, depth: depth - 1, id: id * 2)
          Tree(frame: frame, depth: depth - 1, id: id * 2 + 1)
        }
      }
    }
  }

  /// W5 frame `k`, drawn with `memory` when given (as a program's loop draws its frames).
  static func rowsCanvas(frame k: Int, rows: Int, memory: FrameMemory? = nil) -> Canvas {
    Rows(frame: k, rows: rows)
      .renderFrame(width: rowsWidth, height: rows + 2, environment: environment, memory: memory)
      .canvas
  }

  /// W6 frame `k`, drawn with `memory` when given (as a program's loop draws its frames).
  static func treeCanvas(frame k: Int, depth: Int, memory: FrameMemory? = nil) -> Canvas {
    Tree(frame: k, depth: depth)
      .renderFrame(
        width: treeWidth, height: treeHeight, environment: environment, memory: memory
      ).canvas
  }
}

func runW5(rows: Int, name: String) {
  // A few seconds a line by default; a frame count from the command line is taken as it is.
  let frames = requestedFrames ?? max(20, defaultPagerFrames * 40 / rows)
  // As a program's loop does: one memory from frame to frame.
  let memory = FrameMemory()
  measureFrames(name, frames: frames) { k, output in
    ComposedWorkload.rowsCanvas(frame: k, rows: rows, memory: memory)
      .appendANSI(to: &output, colorMode: .truecolor)
  }
}

func runW6(depth: Int, name: String) {
  let frames = requestedFrames ?? max(10, (defaultPagerFrames / 2) >> (depth / 2))
  // As a program's loop does: one memory from frame to frame.
  let memory = FrameMemory()
  measureFrames(name, frames: frames) { k, output in
    ComposedWorkload.treeCanvas(frame: k, depth: depth, memory: memory)
      .appendANSI(to: &output, colorMode: .truecolor)
  }
}

/// `feed` (and `feed-by-position`): W5's column as a feed that gains an item at the top
/// every frame, drawn with a memory as a program's loop draws it.
func runFeed(byPosition: Bool, name: String) {
  let rows = ComposedWorkload.rows
  let frames = requestedFrames ?? max(20, defaultPagerFrames * 40 / rows)
  let memory = FrameMemory()
  measureFrames(name, frames: frames) { k, output in
    ComposedWorkload.Feed(frame: k, rows: rows, byPosition: byPosition)
      .renderFrame(
        width: ComposedWorkload.rowsWidth, height: rows + 2,
        environment: ComposedWorkload.environment, memory: memory
      )
      .canvas.appendANSI(to: &output, colorMode: .truecolor)
  }
}
