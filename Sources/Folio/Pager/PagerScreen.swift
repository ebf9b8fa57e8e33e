/// What a pager screen shows, taken from its model at once.
struct PagerScreen: Sendable {
  struct Row: Sendable {
    /// The line's number (from 1) on the row that begins it, when counted.
    var number: Int?
    /// Whether the row is a line's first (not the rest of a wrapped one).
    var beginsLine = true
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
        shown.append(Row(number: number, beginsLine: true, text: row.text))
        lastShown = number
        number = number.map { $0 + 1 }
      } else {
        shown.append(Row(number: nil, beginsLine: false, text: row.text))
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
    // What changes with no key pressed is drawn on every tick — except what a watched
    // source tells of: then only a count under way.
    let changesUnasked =
      model.isWatchingSource
      ? model.isCounting : model.isFollowing || counting || !document.isComplete
    isWorking = model.isSearching || model.pendingLine != nil || changesUnasked
  }
}
