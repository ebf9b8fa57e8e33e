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

  static func rowsCanvas(frame k: Int, rows: Int) -> Canvas {
    Rows(frame: k, rows: rows)
      .renderCanvas(width: rowsWidth, height: rows + 2, environment: environment)
  }

  static func treeCanvas(frame k: Int, depth: Int) -> Canvas {
    Tree(frame: k, depth: depth)
      .renderCanvas(width: treeWidth, height: treeHeight, environment: environment)
  }
}

/// Times `frames` frames of `canvas(k)` serialised as W1's are, after a warm-up, and prints
/// the result line.
func runFrames(_ name: String, frames: Int, _ canvas: (Int) -> Canvas) {
  var output: [UInt8] = []
  func frame(_ k: Int) -> Int {
    output.removeAll(keepingCapacity: true)
    canvas(k).appendANSI(to: &output, colorMode: .truecolor)
    return output.count
  }
  for k in frames..<(frames + max(3, frames / 10)) { _ = frame(k) }
  var bytes = 0
  let elapsed = ContinuousClock().measure {
    for k in 0..<frames { bytes &+= frame(k) }
  }
  print(
    "workload=\(name) impl=folio frames=\(frames) ns_per_frame=\(nanoseconds(elapsed, per: frames))"
      + " bytes_per_frame=\(bytes / frames)")
}

func runW5() {
  let frames = requestedFrames ?? defaultPagerFrames
  runFrames("W5", frames: frames) { ComposedWorkload.rowsCanvas(frame: $0, rows: 40) }
  for rows in [10, 160] {
    runFrames("W5-R\(rows)", frames: max(20, frames * 10 / rows)) {
      ComposedWorkload.rowsCanvas(frame: $0, rows: rows)
    }
  }
}

func runW6() {
  let frames = requestedFrames ?? defaultPagerFrames
  for depth in [2, 4, 6, 8, 10] {
    runFrames(depth == 8 ? "W6" : "W6-D\(depth)", frames: max(10, (frames / 2) >> (depth / 2))) {
      ComposedWorkload.treeCanvas(frame: $0, depth: depth)
    }
  }
}
