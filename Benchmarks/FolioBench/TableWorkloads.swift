import Folio

/// `table`: W1's frame as a table — the same page of 36 of a million items, 120 × 40, the
/// bar and the summary — with five columns: the number, the text, its two words and a
/// third word.
enum TableWorkload {
  struct Row: Identifiable {
    let id: Int
    let text: String
  }

  static let words = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel"]

  static var columns: [TableColumn<Row>] {
    [
      TableColumn("#", width: .fixed(7), alignment: .trailing, priority: 4) {
        NumberFormatting.format($0.id)
      },
      TableColumn("Item", width: .flexible(weight: 1, minimum: 20), priority: 5) { $0.text },
      TableColumn("Word", width: .fitting(minimum: 0, maximum: 10), priority: 2) {
        words[$0.id % 8]
      },
      TableColumn("Other", width: .fitting(minimum: 0, maximum: 10), priority: 1) {
        words[($0.id * 3) % 8]
      },
      TableColumn("Third", width: .fitting(minimum: 0, maximum: nil), alignment: .trailing) {
        words[($0.id * 5) % 8]
      },
    ]
  }

  /// Frame `k` of the table, its selection `rowsDown` rows below W1's row for `k` (wrapping
  /// within the page), drawn with `memory` when given.
  static func canvas(
    _ texts: [String], frame k: Int, rowsDown: Int = 0, memory: FrameMemory? = nil
  ) -> Canvas {
    screen(texts, frame: k, rowsDown: rowsDown).renderFrame(
      width: PagerWorkload.width, height: PagerWorkload.height,
      environment: PagerWorkload.environment, memory: memory
    ).canvas
  }

  /// Frame `k` of the table as ``canvas(_:frame:rowsDown:memory:)`` draws it, drawn as a
  /// program's loop draws it — over the last frame drawn with `memory` — with the bytes that
  /// turn that frame into this one.
  static func update(_ texts: [String], frame k: Int, rowsDown: Int = 0, memory: FrameMemory)
    -> FrameUpdate
  {
    screen(texts, frame: k, rowsDown: rowsDown).renderUpdate(
      width: PagerWorkload.width, height: PagerWorkload.height,
      environment: PagerWorkload.environment, memory: memory)
  }

  /// The screen of frame `k`.
  static func screen(_ texts: [String], frame k: Int, rowsDown: Int) -> some View {
    let (page, shownRow) = PagerWorkload.position(frame: k, count: texts.count)
    let row = (shownRow + rowsDown) % PagerWorkload.pageSize
    let start = (page - 1) * PagerWorkload.pageSize
    let end = min(page * PagerWorkload.pageSize, texts.count)
    let rows = (start..<end).map { Row(id: $0 + 1, text: texts[$0]) }
    return VStack(spacing: 0) {
      Text("Stories").bold()
      Divider()
      PaginatedTable(rows, selection: row < rows.count ? row : nil, columns: columns)
        .numbered(page: page, pageSize: PagerWorkload.pageSize, totalItems: texts.count)
    }
  }
}

func runTable() {
  let texts = (1...PagerWorkload.itemCount).map(itemText)
  // As W1 and a program's loop do: one memory from frame to frame.
  let memory = FrameMemory()
  measureFrames("table", frames: requestedFrames ?? defaultPagerFrames) { k, output in
    TableWorkload.canvas(texts, frame: k, memory: memory)
      .appendANSI(to: &output, colorMode: .truecolor)
  }
}

/// `table-select`: W7-select for the table — from frame `k`, drawn with a memory as a
/// program's loop draws it, to the same frame with the selection one row down.
func runTableSelect() {
  let texts = (1...PagerWorkload.itemCount).map(itemText)
  let memory = FrameMemory()
  measureUpdates("table-select", frames: requestedFrames ?? defaultPagerFrames) { k in
    _ = TableWorkload.update(texts, frame: k, memory: memory)
  } update: { k, output in
    output += TableWorkload.update(texts, frame: k, rowsDown: 1, memory: memory).bytes
  }
}
