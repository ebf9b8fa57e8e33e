import Folio
import FolioShowcase

/// The built-in list and a list written against the public contract only
/// (``NumberedLines`` of the showcase), drawing the same rows: 40 numbered rows of the W1
/// data, 120 × 40, a row selected, serialised as W1 is. The two lines compare a widget of
/// one's own with the kit's.
enum ListWorkload {
  static let width = 120
  static let rows = 40

  /// The rows of frame `k`: the next forty items, the (k % 40)-th selected.
  static func window(_ k: Int, count: Int) -> (range: Range<Int>, selection: Int) {
    let start = (k * rows) % (count - rows)
    return (start..<(start + rows), k % rows)
  }
}

func runBuiltInList() {
  let texts = (1...PagerWorkload.itemCount).map(itemText)
  measureFrames("list", frames: requestedFrames ?? defaultPagerFrames) { k, output in
    let (range, selection) = ListWorkload.window(k, count: texts.count)
    PaginatedList(texts[range], selection: selection) { Text($0).truncated() }
      .rowNumbers(startingAt: range.lowerBound + 1, width: 7)
      .renderCanvas(
        width: ListWorkload.width, height: ListWorkload.rows,
        environment: PagerWorkload.environment
      )
      .appendANSI(to: &output, colorMode: .truecolor)
  }
}

func runCustomList() {
  let texts = (1...PagerWorkload.itemCount).map(itemText)
  measureFrames("custom-list", frames: requestedFrames ?? defaultPagerFrames) { k, output in
    let (range, selection) = ListWorkload.window(k, count: texts.count)
    NumberedLines(texts[range], selection: selection, numberWidth: 7)
      .renderCanvas(
        width: ListWorkload.width, height: ListWorkload.rows,
        environment: PagerWorkload.environment
      )
      .appendANSI(to: &output, colorMode: .truecolor)
  }
}
