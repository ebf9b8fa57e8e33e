/// The screen of a pager: the rows of its document from the model's position, and a status
/// row — the document's name, the page, a pagination bar, the lines shown and how far
/// through the document they are.
///
/// ```
/// 1 line one
/// 2 line two, which is long enough to wrap onto a second row of the
///   screen
/// server.log  Page 6 of 40+  ‹ Previous  1 … 4 5 [6] 7 8 …  Next ›  lines 101–122 of 4,000+  12%
/// ```
///
/// The view is made from the model on the main actor, as a snapshot of what the screen
/// shows, so drawing it reads nothing that can change meanwhile. Make one each frame, as
/// `FolioTerminal`'s `runPager` does. The text takes the model's rows; the status row is
/// one more.
public struct PagerView: View {
  let screen: PagerScreen

  /// The screen `model` shows now.
  @MainActor
  public init(_ model: PagerModel) {
    screen = PagerScreen(model)
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      PagerRows(screen: screen)
      PagerStatusRow(screen: screen)
    }
    .animating(screen.isWorking)
  }
}

/// What a pager screen shows, taken from its model at once.
struct PagerScreen: Sendable {
  struct Row: Sendable {
    /// The line's number (from 1) on the row that begins it, when counted.
    var number: Int?
    var text: StyledText
  }

  var name: String
  var rows: [Row]
  var rowCount: Int
  var numberWidth: Int
  var wraps: Bool
  var horizontalOffset: Int
  var page: PageState?
  /// The lines shown, from 1, when counted.
  var lines: ClosedRange<Int>?
  var lineCount: Int?
  var countedLines: Int
  var percent: Int
  var isAtEnd: Bool
  var isEmpty: Bool
  /// Whether the document has ended.
  var isComplete: Bool
  /// What is going on: a search, the count, following, the end of a stream.
  var note: String?
  /// Whether something goes on in the background that the next frames will show.
  var isWorking: Bool

  @MainActor
  init(_ model: PagerModel) {
    let document = model.document
    // Whether the input has ended, read before anything about its bytes: read after, it
    // could have ended with more bytes in between, and a screen short of the end would be
    // called the end.
    let complete = document.isComplete
    let layout = model.layout
    let screen = layout.screen(from: model.position, rows: model.rows)
    name = document.name
    rowCount = model.rows
    numberWidth = model.lineNumberWidth
    wraps = model.wrapsLines
    horizontalOffset = model.horizontalOffset
    page = model.pageState(screenEnd: screen.end)
    lineCount = document.lineCount
    countedLines = document.countedLines
    isEmpty = document.byteCount == 0
    isComplete = complete
    percent = model.percent(screenEnd: screen.end)
    isAtEnd = screen.end == nil && complete
    // Line numbers from the top line's, counting the lines that begin on the screen.
    var number = model.topLineNumber.map { $0 + 1 }
    if let first = screen.rows.first, !first.beginsLine, number != nil {
      // The top row continues a line: the next line that begins is the one after it.
      number! += 1
    }
    var shown: [Row] = []
    var firstShown: Int?
    var lastShown: Int?
    if let top = model.topLineNumber { firstShown = top + 1 }
    for row in screen.rows {
      if row.beginsLine {
        shown.append(Row(number: number, text: row.text))
        lastShown = number
        number = number.map { $0 + 1 }
      } else {
        shown.append(Row(number: nil, text: row.text))
      }
    }
    if lastShown == nil { lastShown = firstShown }
    rows = shown
    if let firstShown, let lastShown { lines = firstShown...max(firstShown, lastShown) }
    // While the count runs behind the screen, what the screen shows is counted already.
    if let lastShown, document.lineCount == nil {
      countedLines = max(countedLines, lastShown)
      if let open = page, !open.isPageCountFinal {
        let pages = max(
          open.pageCount, PageState.pageCount(totalItems: lastShown, pageSize: rowCount))
        page = PageState(page: open.page, pageCount: pages, isPageCountFinal: false)
      }
    }
    let counting = document.lineCount == nil
    if let running = model.runningSearch {
      let total = document.byteCount
      let share = total == 0 ? 0 : min(99, running.scanned * 100 / total)
      note = "Searching for \(running.search.query)… \(share)% (esc cancels)"
    } else if model.isFollowing {
      note = "Following the end (any key stops)"
    } else if isAtEnd {
      note = "(END)"
    } else if screen.end == nil {
      note = "Waiting for more…"
    } else {
      note = nil
    }
    isWorking =
      model.isSearching || model.isFollowing || counting || !document.isComplete
      || model.pendingLine != nil
  }
}

/// The text rows of a pager screen, drawn straight into the canvas.
struct PagerRows: PrimitiveView {
  let screen: PagerScreen

  func makeNode(in context: BuildContext) -> LayoutNode {
    PagerRowsNode(screen: screen, environment: context.environment)
  }
}

final class PagerRowsNode: LayoutNode {
  let screen: PagerScreen
  let environment: EnvironmentValues

  init(screen: PagerScreen, environment: EnvironmentValues) {
    self.screen = screen
    self.environment = environment
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    Size(width: proposal.width ?? 0, height: screen.rowCount)
  }

  override func render(in rect: Rect, context: inout RenderContext) {
    let numberStyle = environment.style.patched(with: environment.theme.secondary)
    for (index, row) in screen.rows.enumerated() where index < rect.height {
      let y = rect.y + index
      var x = rect.x
      if screen.numberWidth > 0 {
        if let number = row.number {
          let text = NumberFormatting.format(number, separator: "")
          let digits = text.displayWidth
          let cell = Rect(x: x, y: y, width: screen.numberWidth - 1, height: 1)
          context.canvas.draw(
            text, x: cell.maxX - digits, y: y, style: numberStyle,
            clip: cell.intersection(rect))
        }
        x += screen.numberWidth
      }
      let clip = Rect(x: x, y: y, width: max(0, rect.maxX - x), height: 1)
      let text = screen.wraps ? row.text : row.text.droppingCells(screen.horizontalOffset)
      context.canvas.draw(text, x: x, y: y, base: environment.style, clip: clip)
    }
    if screen.isEmpty, rect.height > 0 {
      let message = environment.symbols.adapting(
        screen.isComplete ? "The input is empty" : "Waiting for input…")
      let x = rect.x + max(0, (rect.width - message.displayWidth) / 2)
      context.canvas.draw(
        message, x: x, y: rect.y + rect.height / 2, style: numberStyle, clip: rect)
    }
  }
}

/// The status row: the name and the page on the left, the bar in the middle, what is going
/// on, the lines and the percentage on the right. Numbers are never cut: when the row is
/// narrow, whole parts give way, the bar first, then the name, the lines, the note and the
/// page, so the percentage is always there.
struct PagerStatusRow: View {
  let screen: PagerScreen

  var body: some View {
    EnvironmentReader { environment in
      GeometryReader { size in
        row(environment, width: size.width)
      }
    }
    .frame(height: 1)
  }

  private func row(_ environment: EnvironmentValues, width: Int) -> some View {
    let labels = environment.shownPaginationLabels
    let dash = environment.symbols.rangeDash
    let percent = "\(screen.percent)%"
    var page: String?
    if let state = screen.page, !screen.isEmpty { page = labels.pagePosition(state) }
    var lines: String?
    if let range = screen.lines, !screen.isEmpty {
      let count =
        screen.lineCount.map { NumberFormatting.format($0) }
        ?? NumberFormatting.format(screen.countedLines) + labels.atLeastSuffix
      lines =
        "lines \(NumberFormatting.format(range.lowerBound))\(dash)"
        + "\(NumberFormatting.format(range.upperBound)) of \(count)"
    }
    // What each part needs, with the two spaces before it; taken in order of importance.
    var left = width - percent.displayWidth - 2
    func take(_ text: String?, minimum: Int? = nil) -> String? {
      guard let text, !text.isEmpty else { return nil }
      let needed = text.displayWidth + 2
      if needed <= left {
        left -= needed
        return text
      }
      guard let minimum, left >= minimum + 2 else { return nil }
      let cut = text.truncated(toWidth: left - 2, marker: environment.symbols.ellipsis)
      left = 0
      return cut
    }
    var compactPage: String?
    if let state = screen.page, !screen.isEmpty {
      compactPage =
        "\(NumberFormatting.format(state.page))/\(NumberFormatting.format(state.pageCount))"
        + (state.isPageCountFinal ? "" : labels.atLeastSuffix)
    }
    let shownPage = take(page) ?? take(compactPage)
    let note = take(screen.note.map(environment.symbols.adapting), minimum: 8)
    let shownLines = take(lines)
    let name = take(screen.name, minimum: 4)
    let showsBar =
      left >= 14 && screen.page.map { $0.pageCount > 1 || !$0.isPageCountFinal } == true
    let leftText = [name, shownPage].compactMap { $0 }.joined(separator: "  ")
    let rightText = [note, shownLines, percent].compactMap { $0 }.joined(separator: "  ")
    return HStack(spacing: 2) {
      if !leftText.isEmpty { Text(leftText).bold() }
      if showsBar, let state = screen.page {
        Pagination(state).frame(maxWidth: .max, alignment: .center).layoutPriority(-1)
      } else {
        Spacer()
      }
      Text(rightText)
    }
  }
}
