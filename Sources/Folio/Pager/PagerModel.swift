import Observation

/// What a pager shows and how it moves: a position in a ``TextDocument``, the way lines are
/// laid out, and a search, with the background work that counts lines and searches.
///
/// The model knows nothing of keys: a terminal front end (`FolioTerminal`'s `runPager`)
/// maps keys to its methods, and ``PagerView`` draws it. Every move keeps the screen
/// within the document; a position survives a resize, so the top line stays the top line.
///
/// **Pages.** A page is a screenful of lines: page *n* begins at line (*n* − 1) × rows. When
/// lines wrap, a page may take more than a screen, and ``next()`` shows the rest of it
/// before going on. While lines are still being counted, the page and the line numbers are
/// known as far as the count has got, and the page count is open (`Page 6 of 40+`).
///
/// ```swift
/// let model = PagerModel(document: TextDocument(source: source, name: "server.log"))
/// model.resize(width: 80, rows: 22)
/// model.start()              // counts lines in the background
/// model.next()
/// model.search("timeout")    // in the background; the screen moves to the first match
/// ```
///
/// **Its life.** A new model assumes a screen of 80 × 24 until told otherwise: call
/// ``resize(width:rows:)`` with the rows of *text* (a pager screen's height less its status
/// and bottom rows) before the first frame and on every resize. ``start()`` begins counting
/// lines; until it is called, the model knows only the lines it has looked at, and page
/// counts and percentages stay open. Call
/// ``refresh()`` on every tick (it follows a growing document and shows a line asked for
/// once it is counted; it does nothing when nothing arrived), and ``stop()`` when the pager
/// goes away, which cancels the count and any search. All of it runs on the main actor;
/// the background work is tracked (see ``WorkTracker``), so a headless test settles it. In
/// `FolioTerminal`, `PagerController` gives a model `less`'s keys and sizes it on resize
/// for a program of its own, and `runPager` does all of it on the whole screen.
@MainActor
@Observable
public final class PagerModel {
  /// The text shown.
  public let document: TextDocument
  /// The line at the top of the screen.
  public private(set) var position = PagerPosition.start
  /// Whether long lines wrap onto more rows (as by default in `less`) rather than being
  /// cut at the right edge and scrolled sideways.
  public var wrapsLines: Bool {
    didSet {
      guard wrapsLines != oldValue else { return }
      position.row = 0
      horizontalOffset = 0
      keepInDocument()
    }
  }
  /// Whether each line begins with its number.
  public var showsLineNumbers = false
  /// With lines cut, how many cells of each line are scrolled off to the left.
  public private(set) var horizontalOffset = 0
  /// The rows of text on the screen and their width, line numbers included.
  public private(set) var rows = 24
  public private(set) var width = 80
  /// The search whose matches are highlighted, and which ``nextMatch()`` repeats.
  public private(set) var search: TextSearch?
  /// Whether the last search went forward.
  public private(set) var searchesForward = true
  /// A search in progress: its query and how many bytes it has looked at.
  public private(set) var runningSearch: (search: TextSearch, scanned: Int)?
  /// Whether the end is kept in view as the document grows, as `less +F` does.
  public private(set) var isFollowing = false
  /// Whether following ends with the stream: `G` before the end has arrived.
  private var followsUntilComplete = false
  /// A note for the user: the search wrapped, found nothing, a line does not exist.
  public var message: String?
  /// A line asked for before the count reached it: shown once it does.
  public private(set) var pendingLine: Int?

  private var countTask: Task<Void, Never>?
  private var isStopped = false
  private var searchTask: Task<Void, Never>?
  private let progress = SearchProgress()

  /// A model showing `document` from its start.
  public init(document: TextDocument, wrapsLines: Bool = true, showsLineNumbers: Bool = false) {
    self.document = document
    self.wrapsLines = wrapsLines
    self.showsLineNumbers = showsLineNumbers
  }

  /// Starts counting the document's lines in the background; ``refresh()`` starts again
  /// when a file that was counted has grown.
  ///
  /// A stream still arriving whose source tells of its changes (``ByteSource/watch(_:)``:
  /// standard input) is watched until it ends: its lines are counted as far as they have
  /// come, and again when more come, with no timer (``isWatchingSource``).
  public func start() {
    guard countTask == nil, !isStopped else { return }
    if !document.isComplete { startWatchingSource() }
    let document = document
    let tracker = WorkTracker.current
    let watched = isWatchingSource
    let counting = tracker.detached(
      "PagerModel: counting the lines of \(document.name)", priority: .utility
    ) {
      if watched {
        await document.countAvailableLines()
      } else {
        await document.countLines()
      }
    }
    countTask = counting
    tracker.task("PagerModel: waiting for the line count") { [weak self] in
      await tracker.value(of: counting)
      guard let self, self.countTask == counting else { return }
      self.countTask = nil
      // Counted, the line numbers may be wider: a followed end is placed again.
      if self.isFollowing { self.refresh() }
      // Bytes that came while the count ran are counted now: told of then, or — a stream
      // that ended meanwhile, no longer watched — never to be told of again.
      if self.hasUncountedBytes { self.start() }
    }
  }

  /// Whether lines are being counted now.
  var isCounting: Bool { countTask != nil }

  /// Whether bytes have arrived that the count has not got through.
  private var hasUncountedBytes: Bool { document.countedBytes < document.byteCount }

  /// Stops the background work.
  public func stop() {
    isStopped = true
    stopWatchingSource()
    countTask?.cancel()
    countTask = nil
    searchTask?.cancel()
  }

  /// The screen is `width` cells wide with `rows` rows of text; the top line stays.
  public func resize(width: Int, rows: Int) {
    self.width = max(1, width)
    self.rows = max(1, rows)
    keepInDocument()
    // Followed, the end stays in view at any size.
    if isFollowing, lastPosition != position { position = lastPosition }
  }

  // MARK: Layout

  /// The cells a line number takes, with the space after it; 0 without line numbers.
  public var lineNumberWidth: Int {
    guard showsLineNumbers else { return 0 }
    let largest = max(document.countedLines, 1)
    return min(NumberFormatting.digitCount(largest), width / 2) + 1
  }

  var layout: PagerLayout {
    PagerLayout(
      document: document, width: max(1, width - lineNumberWidth), wraps: wrapsLines,
      search: search)
  }

  /// The last position the top may take: the one whose screen ends with the document.
  private var lastPosition: PagerPosition { layout.lastScreen(rows: rows) }

  /// The furthest the top may go: the last screen, or the first line of the last page
  /// when that is further (a page shown from its first line, with room below it).
  private var furthestTop: PagerPosition {
    let last = lastPosition
    guard let lines = document.lineCount, lines > 0,
      let offset = document.offset(ofLine: (lines - 1) / rows * rows), offset > last.offset
    else { return last }
    return PagerPosition(offset: offset)
  }

  private func keepInDocument() {
    let layout = self.layout
    // A screen from the top that stops before the end leaves the last screen, and so the
    // furthest top, below the top: it stays, found so without walking back from the end of
    // the document line by line (at the start, and at every move).
    if !layout.stopsBeforeEnd(from: position, rows: rows) {
      let last = furthestTop
      if position.offset > last.offset
        || (position.offset == last.offset && position.row > last.row)
      {
        position = last
      }
    }
    position.row = min(
      position.row, max(0, layout.rowCount(of: document.line(at: position.offset)) - 1))
  }

  private func move(to target: PagerPosition) {
    position = target
    keepInDocument()
  }

  // MARK: Moving

  /// Scrolls by `rows` rows: down when positive, up when negative.
  public func scroll(by rows: Int) {
    if rows > 0 {
      move(to: layout.position(position, movedDown: rows))
    } else if rows < 0 {
      move(to: layout.position(position, movedUp: -rows))
    }
  }

  /// The number (from 0) of the line at the top, when the count has got there.
  public var topLineNumber: Int? { document.lineNumber(at: position.offset) }

  /// The page the top line is on, of the pages counted so far (open-ended until the
  /// count is done) — or the last page, when the screen shows the end, so that `G` is on
  /// the last page; nil while the count has not reached the top line.
  public var pageState: PageState? {
    pageState(screenEnd: layout.screen(from: position, rows: rows).end)
  }

  /// ``pageState`` for a screen that ends at `screenEnd` (nil: with the document), for a
  /// caller that has laid the screen out already.
  func pageState(screenEnd: PagerPosition?) -> PageState? {
    guard let top = topLineNumber else { return nil }
    let page = top / rows + 1
    if let lines = document.lineCount {
      let atEnd = screenEnd == nil
      let last = PageState.pageCount(totalItems: lines, pageSize: rows)
      return PageState(page: atEnd ? last : page, totalItems: lines, pageSize: rows)
    }
    let known = max(page, PageState.pageCount(totalItems: document.countedLines, pageSize: rows))
    return PageState(page: page, pageCount: known, isPageCountFinal: false)
  }

  /// Shows the next page: the rest of the current one when it takes more than the screen
  /// (wrapped lines), else the first line of the next.
  public func next() {
    let screen = layout.screen(from: position, rows: rows)
    guard let after = screen.end else { return }
    if let page = pageState, let nextStart = document.offset(ofLine: page.page * rows),
      nextStart <= after.offset
    {
      move(to: PagerPosition(offset: nextStart))
    } else {
      move(to: after)
    }
  }

  /// Shows the previous page: the start of the current one when the top is within it (or
  /// the screen above, when that start is further up than a screen), else the previous.
  public func previous() {
    let screenAbove = layout.position(position, movedUp: rows)
    guard let top = topLineNumber else { return move(to: screenAbove) }
    let currentStart = (top / rows) * rows
    let atPageStart = top == currentStart && position.row == 0
    let target = atPageStart ? max(0, currentStart - rows) : currentStart
    guard let offset = document.offset(ofLine: target) else { return move(to: screenAbove) }
    move(to: offset >= screenAbove.offset ? PagerPosition(offset: offset) : screenAbove)
  }

  /// Shows the first line.
  public func first() {
    stopFollowing()
    move(to: .start)
  }

  /// Shows the last screen: the end of the document on the bottom row. While a stream is
  /// still arriving, the end is followed until the stream ends (as `less` waits for it),
  /// or until ``stopFollowing()``.
  public func last() {
    move(to: lastPosition)
    if !document.isComplete {
      isFollowing = true
      followsUntilComplete = true
    }
  }

  /// Shows line `number` (from 1) at the top; once counted, when the count has not got
  /// there yet. A number past the end shows the last screen.
  public func goToLine(_ number: Int) {
    let index = max(1, number) - 1
    if let offset = document.offset(ofLine: index) {
      pendingLine = nil
      move(to: PagerPosition(offset: offset))
    } else if let lines = document.lineCount {
      pendingLine = nil
      last()
      message = "There are \(NumberFormatting.format(lines)) lines: showing the last"
    } else {
      pendingLine = number
      message = "Counting lines to line \(NumberFormatting.format(number))…"
    }
  }

  /// Shows page `number` (from 1) from its first line, clamped to the pages there are.
  public func go(to number: Int) {
    var page = max(1, number)
    if let lines = document.lineCount {
      page = min(page, max(1, PageState.pageCount(totalItems: lines, pageSize: rows)))
    }
    let (line, overflow) = (page - 1).multipliedReportingOverflow(by: rows)
    goToLine(overflow ? Int.max : line + 1)
  }

  /// Shows the line `percent` of the way through the document, by bytes.
  public func goToPercent(_ percent: Int) {
    let share = Double(min(max(0, percent), 100)) / 100
    let offset = Int(Double(document.byteCount) * share)
    move(to: PagerPosition(offset: document.partStart(containing: offset)))
  }

  /// With lines cut, scrolls sideways by `cells`: right when positive.
  public func scrollHorizontally(by cells: Int) {
    guard !wrapsLines else { return }
    let (sum, overflow) = horizontalOffset.addingReportingOverflow(cells)
    horizontalOffset = overflow ? (cells > 0 ? Int.max / 2 : 0) : min(max(0, sum), 1 << 24)
  }

  /// Keeps the end in view as the document grows, until ``stopFollowing()``.
  ///
  /// A source that tells of its changes (``ByteSource/watch(_:)``: a file on Linux) is
  /// watched while it is followed, and looked at again when it says so: the pager then
  /// needs no timer (``needsRefresh`` is false).
  public func follow() {
    last()
    isFollowing = true
    followsUntilComplete = false
    startWatchingSource()
  }

  /// Stops following the end.
  public func stopFollowing() {
    isFollowing = false
    followsUntilComplete = false
    // A stream is watched until it ends; a file only while it is followed.
    if document.isComplete { stopWatchingSource() }
  }

  /// Whether the document's source is watched, telling of its changes as they happen: a
  /// followed file, a stream until it ends.
  public private(set) var isWatchingSource = false

  private func startWatchingSource() {
    guard !isWatchingSource, !isStopped else { return }
    let tracker = WorkTracker.current
    // One look at a time however fast the source tells: a stream tells of every read.
    let pending = PendingFlag()
    isWatchingSource = document.source.watch { [weak self] in
      guard pending.raise() else { return }
      tracker.task("PagerModel: looking at the source that changed") {
        pending.lower()
        self?.sourceChanged()
      }
    }
  }

  private func stopWatchingSource() {
    guard isWatchingSource else { return }
    isWatchingSource = false
    document.source.watch(nil)
  }

  /// The watched source says it changed: look, as a tick would, and count what came.
  private func sourceChanged() {
    guard isWatchingSource else { return }
    refresh()
    if countTask == nil, hasUncountedBytes { start() }
    // A stream that ended, no longer followed: nothing more will be told.
    if document.isComplete, !isFollowing { stopWatchingSource() }
  }

  /// Whether ``refresh()`` has anything to look at: the end followed, a search or a line
  /// on its way, lines still being counted, a stream still arriving. While false, a program
  /// need not call it — nor wake to — until a key changes that (`Application.needsTicks`).
  public var needsRefresh: Bool {
    guard !isSearching, pendingLine == nil else { return true }
    // A watched source says when to look; only a count under way moves on its own.
    if isWatchingSource { return isCounting }
    return isFollowing || document.lineCount == nil || !document.isComplete
  }

  /// Looks again at the document: follows the end, shows a line asked for once it is
  /// counted. Call it on every tick while ``needsRefresh``; it changes nothing when nothing
  /// arrived.
  public func refresh() {
    if isFollowing {
      document.source.refresh()
      // A file counted to its end has grown: count on from where the count stopped.
      if countTask == nil, hasUncountedBytes { start() }
      // Whether the stream has ended is read before where its end is: read after, it could
      // have ended with more bytes in between, and following would stop short of the end.
      let isComplete = document.isComplete
      let last = lastPosition
      if last != position { position = last }
      if followsUntilComplete, isComplete { stopFollowing() }
    }
    if let pendingLine, document.offset(ofLine: pendingLine - 1) != nil || document.lineCount != nil
    {
      message = nil
      goToLine(pendingLine)
    }
    if let running = runningSearch, progress.scanned != running.scanned {
      runningSearch = (running.search, progress.scanned)
    }
  }

  // MARK: Search

  /// Whether a search is running.
  public var isSearching: Bool { runningSearch != nil }

  /// Searches for `query` in the background, from the line after the top (`forward`) or
  /// before it; the screen moves to the line of the first match found, wrapping around
  /// the document once with a notice. An empty query repeats the last search.
  public func search(_ query: String, forward: Bool = true) {
    if !query.isEmpty { search = TextSearch(query) }
    searchesForward = forward
    guard let search else { return }
    runSearch(search, forward: forward)
  }

  /// Repeats the last search in its direction.
  public func nextMatch() {
    guard let search else { return }
    runSearch(search, forward: searchesForward)
  }

  /// Repeats the last search in the other direction.
  public func previousMatch() {
    guard let search else { return }
    runSearch(search, forward: !searchesForward)
  }

  /// Stops the search in progress.
  public func cancelSearch() {
    guard searchTask != nil else { return }
    searchTask?.cancel()
    searchTask = nil
    runningSearch = nil
    message = "Search cancelled"
  }

  /// Forgets the search: no more highlights.
  public func clearSearch() {
    cancelSearch()
    search = nil
    message = nil
  }

  private func runSearch(_ search: TextSearch, forward: Bool) {
    searchTask?.cancel()
    message = nil
    let document = document
    let top = position.offset
    let start = forward ? document.line(at: top).next : top
    let progress = progress
    progress.reset()
    runningSearch = (search, 0)
    let tracker = WorkTracker.current
    searchTask = tracker.task("PagerModel: search for \"\(search.query)\"") { [weak self] in
      let scan = tracker.detached(
        "PagerModel: scanning for \"\(search.query)\"", priority: .userInitiated
      ) {
        () -> (Int, Bool)? in
        let report: @Sendable (Int) -> Void = { progress.set($0) }
        if let found = await document.firstLine(
          matching: search, from: start, forward: forward, progress: report)
        {
          return (found, false)
        }
        if Task.isCancelled { return nil }
        // Once round the document: from the other end up to where it began.
        let wrapped = await document.firstLine(
          matching: search, from: forward ? 0 : document.byteCount, forward: forward,
          progress: report)
        guard let wrapped else { return nil }
        if forward ? wrapped >= start : wrapped < start { return nil }
        return (wrapped, true)
      }
      // The scan stops with the search: a cancelled search cancels it.
      let found = await withTaskCancellationHandler {
        await tracker.value(of: scan)
      } onCancel: {
        scan.cancel()
      }
      guard let self, !Task.isCancelled else { return }
      self.finishSearch(search, found: found)
    }
  }

  private func finishSearch(_ search: TextSearch, found: (offset: Int, wrapped: Bool)?) {
    searchTask = nil
    runningSearch = nil
    guard let found else {
      message = "Not found: \(search.query)"
      return
    }
    if found.wrapped {
      message = searchesForward ? "Search wrapped to the top" : "Search wrapped to the bottom"
    }
    stopFollowing()
    move(to: PagerPosition(offset: found.offset))
  }

  // MARK: What the status line says

  /// Whether the last line is on the screen and the document has ended.
  public var isAtEnd: Bool {
    document.isComplete && layout.screen(from: position, rows: rows).end == nil
  }

  /// How far through the document the bottom of the screen is, in percent of the bytes.
  public var percent: Int {
    percent(screenEnd: layout.screen(from: position, rows: rows).end)
  }

  /// ``percent`` for a screen that ends at `screenEnd` (nil: with the document).
  func percent(screenEnd: PagerPosition?) -> Int {
    let total = document.byteCount
    guard total > 0 else { return 100 }
    let end = screenEnd?.offset ?? total
    return Int((Double(end) / Double(total) * 100).rounded(.down))
  }
}

/// How far a background search has got, shared with the task that searches.
final class SearchProgress: @unchecked Sendable {
  private let lock = Lock()
  private var bytes = 0

  var scanned: Int { lock.withLock { bytes } }
  func set(_ value: Int) { lock.withLock { bytes = value } }
  func reset() { set(0) }
}

// MARK: Earlier spellings

extension PagerModel {
  @available(*, deprecated, renamed: "next()")
  public func nextPage() { next() }

  @available(*, deprecated, renamed: "previous()")
  public func previousPage() { previous() }

  @available(*, deprecated, renamed: "first()")
  public func goToStart() { first() }

  @available(*, deprecated, renamed: "last()")
  public func goToEnd() { last() }

  @available(*, deprecated, renamed: "go(to:)")
  public func goToPage(_ number: Int) { go(to: number) }
}

/// A flag raised from any thread and lowered on the main actor: whether a look at a
/// watched source is already on its way.
private final class PendingFlag: @unchecked Sendable {
  // @unchecked: `isRaised` is guarded by `lock`.
  private let lock = Lock()
  private var isRaised = false

  /// Raises the flag; false when it was already raised.
  func raise() -> Bool {
    lock.withLock {
      defer { isRaised = true }
      return !isRaised
    }
  }

  func lower() { lock.withLock { isRaised = false } }
}
