import Folio
import FolioTerminal

/// Everything the pager shows, and how keys change it: a plain value, so every key can be
/// tested without a terminal.
///
/// A page is the terminal's height less two rows (the status row and the key hint), so the
/// page size changes only when the window does.
struct PagerState: Sendable {
  /// What typed keys go to.
  enum Mode: Hashable, Sendable {
    /// Keys page through the document.
    case browsing
    /// Digits typed so far for "go to page"; Enter goes, Esc cancels.
    case jumping(String)
    /// The search query being typed; Enter searches, Esc cancels.
    case searching(String)
  }

  /// The longest page number that can be typed; more digits than `Int` holds add nothing.
  static let maximumDigits = 18

  /// The pager's keys, as shown by `?`. Digits (the `jump` binding) start a page number.
  static let bindings: [KeyBinding] = [
    KeyBinding(
      .left, .character("h"), .character("p"), .pageUp, name: "previous", help: "previous page"),
    KeyBinding(
      .right, .character("l"), .character("n"), .pageDown, .character(" "), name: "next",
      help: "next page"),
    KeyBinding(.character("g"), .home, name: "first", help: "first page"),
    KeyBinding(.character("G"), .end, name: "last", help: "last page"),
    KeyBinding(
      keys: (0...9).map { KeyEvent.character(Character(String($0))) }, name: "jump",
      help: "type a page number, then enter (esc cancels)"),
    KeyBinding(
      .character("/"), name: "search",
      help: "type text, then enter: next page containing it"),
    KeyBinding(.character("q"), .escape, .ctrl("c"), name: "quit", help: "quit"),
  ]

  /// The document shown.
  let document: PagerDocument
  /// The terminal size the pages are cut for.
  private(set) var size: TerminalSize
  /// The current page of the document.
  private(set) var pages: PageState
  /// What typed keys go to.
  private(set) var mode: Mode = .browsing
  /// The last search, highlighted on every page; empty before the first search.
  private(set) var query = ""
  /// A one-off note for the user (search wrapped, not found, page clamped), cleared by
  /// the next key.
  private(set) var message: String?

  /// The pager on `page` (clamped to the pages that exist) of `document`, for a terminal of
  /// `size`.
  init(document: PagerDocument, size: TerminalSize, page: Int = 1) {
    self.document = document
    self.size = size
    let pageSize = PagerState.pageSize(forHeight: size.height)
    self.pages = PageState(page: page, totalItems: document.count, pageSize: pageSize)
  }

  /// Lines on a page at terminal height `height`: all rows but the status row and the
  /// hint, and at least one.
  static func pageSize(forHeight height: Int) -> Int {
    max(1, height - 2)
  }

  /// Lines on a page.
  var pageSize: Int { PagerState.pageSize(forHeight: size.height) }

  /// The zero-based indices of the lines on the current page.
  var lineRange: Range<Int> {
    pages.itemRange(pageSize: pageSize, totalItems: document.count)
  }

  /// Applies one terminal event and says whether to go on.
  mutating func handle(_ event: TerminalEvent) -> ApplicationAction {
    switch event {
    case .key(let key):
      return handle(key)
    case .paste(let text):
      paste(text)
      return .continue
    case .resize(let width, let height):
      resize(to: TerminalSize(width: width, height: height))
      return .continue
    case .resume:
      return .continue
    }
  }

  /// Applies one key press and says whether to go on.
  mutating func handle(_ key: KeyEvent) -> ApplicationAction {
    if key == .ctrl("c") { return .quit }
    message = nil
    switch mode {
    case .browsing:
      return browse(key)
    case .jumping(let digits):
      typePageNumber(key, after: digits)
    case .searching(let text):
      typeQuery(key, after: text)
    }
    return .continue
  }

  /// Cuts the pages for a new terminal size, keeping the first line on screen in view.
  mutating func resize(to newSize: TerminalSize) {
    let firstLine = lineRange.lowerBound
    size = newSize
    pages = PageState(
      page: firstLine / pageSize + 1, totalItems: document.count, pageSize: pageSize)
  }

  private mutating func browse(_ key: KeyEvent) -> ApplicationAction {
    guard let binding = KeyBinding.binding(for: key, in: PagerState.bindings) else {
      return .continue
    }
    switch binding.name {
    case "previous": pages.goToPrevious()
    case "next": pages.goToNext()
    case "first": pages.goToFirst()
    case "last": pages.goToLast()
    case "jump": if case .character(let digit) = key.key { mode = .jumping(String(digit)) }
    case "search": mode = .searching("")
    case "quit": return .quit
    default: break
    }
    return .continue
  }

  private mutating func typePageNumber(_ key: KeyEvent, after digits: String) {
    switch key {
    case .enter:
      mode = .browsing
      let requested = Int(digits) ?? Int.max
      pages.go(to: requested)
      if requested != pages.page, !pages.isEmpty {
        message = "There is no page \(digits): showing page \(pages.page)"
      }
    case .escape:
      mode = .browsing
    case .backspace:
      mode = digits.count > 1 ? .jumping(String(digits.dropLast())) : .browsing
    default:
      if case .character(let digit) = key.key, key.modifiers.isEmpty, digit.isASCII,
        digit.isWholeNumber, digits.count < PagerState.maximumDigits
      {
        mode = .jumping(digits + String(digit))
      }
    }
  }

  private mutating func typeQuery(_ key: KeyEvent, after text: String) {
    switch key {
    case .enter:
      mode = .browsing
      // An empty query repeats the last search, as in less.
      if !text.isEmpty { query = text }
      search()
    case .escape:
      mode = .browsing
    case .backspace:
      mode = text.isEmpty ? .browsing : .searching(String(text.dropLast()))
    default:
      if case .character(let character) = key.key, key.modifiers.subtracting(.shift).isEmpty {
        mode = .searching(text + String(character))
      }
    }
  }

  /// Adds pasted text to the query or page number being typed; pastes while browsing are
  /// ignored.
  private mutating func paste(_ text: String) {
    let firstLine = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
    switch mode {
    case .browsing:
      break
    case .jumping(let digits):
      let typed = firstLine.filter { $0.isASCII && $0.isWholeNumber }
      mode = .jumping(String((digits + typed).prefix(PagerState.maximumDigits)))
    case .searching(let query):
      mode = .searching(query + Sanitizer.sanitize(firstLine))
    }
  }

  /// Goes to the next page holding a line that contains ``query``: the search starts at
  /// the line after the current page and wraps around to the top.
  private mutating func search() {
    guard !query.isEmpty else { return }
    let start = lineRange.upperBound
    guard let found = document.firstLine(containing: query, from: start) else {
      message = "Not found: \(query)"
      return
    }
    let page = found / pageSize + 1
    if page == pages.page {
      message = "Only this page contains \(query)"
    } else if found < start {
      message = "Search wrapped to the top"
    }
    pages.go(to: page)
  }
}
