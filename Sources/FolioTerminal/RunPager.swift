import Folio

/// Shows `document` in the terminal, a screenful at a time, until the user quits; keys as
/// in `less` (`h` lists them).
///
/// ```swift
/// let source = try FileByteSource(path: "server.log")
/// try await runPager(TextDocument(source: source, name: "server.log"))
/// ```
///
/// The first screen is drawn as soon as its lines are there: lines are counted, and
/// searches run, in the background, and the status row says how far they have got. When
/// standard output is not a terminal (`tool | cat`), the document's bytes are copied there
/// unchanged instead, as `less` does. Keys
/// come from the terminal even when the document is standard input (see
/// ``StandardInputSpool``).
///
/// - Throws: ``TerminalError`` when there is no terminal or it cannot be set up.
@MainActor
public func runPager(_ document: TextDocument, options: PagerOptions = PagerOptions()) async throws
{
  let model = PagerModel(
    document: document, wrapsLines: options.wrapsLines,
    showsLineNumbers: options.showsLineNumbers)
  defer { model.stop() }
  let driver = CurrentDriver.resolved
  guard driver.outputIsTerminal else {
    // Into a pipe or a file: the document's bytes, unchanged, as `less` copies them.
    return try await PagerController.copy(document, to: driver)
  }
  let size = driver.size
  if options.quitsIfOneScreen,
    let text = await PagerController.oneScreen(
      of: document, size: size, environment: driver.environment)
  {
    try driver.writeOutput(Array(text.utf8))
    return
  }
  await PagerController.waitForAScreenful(of: document, size: size)
  model.start()
  if options.startLine > 1 { model.goToLine(options.startLine) }
  if options.follows { model.follow() }
  // A binary file says so first; a key shows it anyway.
  var session = PagerController(model: model, asksAboutBinary: true)
  session.symbols = driver.environment.symbols
  let application = Application(
    state: session, bindings: PagerController.bindings,
    tickInterval: .milliseconds(20),
    isTakingText: \.isTakingText, helpKeys: PagerController.helpKeys,
    onTick: { $0.model.refresh() }
  ) { session in
    session.screen
  } onEvent: { session, event in
    session.handle(event)
  }
  // Idle — the document counted, nothing followed or searched — the pager does not wake.
  application.needsTicks = { $0.model.needsRefresh }
  _ = try await application.run()
}

/// The pager's keys over a `PagerModel`: what ``runPager(_:options:)`` runs, public so a
/// program can show a pager of its own — beside other views, in its own ``Application`` —
/// and give it `less`'s keys without writing them again.
///
/// Keep one in the program's state, send it the events the pager should take, and draw
/// its ``screen``; its ``bindings`` are the help's lines.
///
/// ```swift
/// let pager = PagerController(model: PagerModel(document: document))
/// pager.model.start()  // counts lines and follows the document in the background
///
/// let app = Application(
///   state: pager, bindings: PagerController.bindings, isTakingText: \.isTakingText,
///   helpKeys: PagerController.helpKeys, onTick: { $0.model.refresh() }
/// ) { pager in
///   pager.screen
/// } onEvent: { pager, event in
///   pager.handle(event)
/// }
/// ```
///
/// The model keeps the position; the controller adds what is typed on the bottom row (a
/// search, a line number, an option) and the bottom row itself. A resize event sizes the
/// model for the screen less its two last rows (see ``textRows(height:)``).
public struct PagerController {
  /// A line being typed on the bottom row.
  enum Prompt: Equatable {
    /// A search, forward (`/`) or backward (`?`).
    case search(forward: Bool, text: String)
    /// Digits typed: a page (Enter), a line (`g`) or a percentage (`%`) to go to.
    case number(String)
    /// `:` and a line number, or `:q`.
    case colon(String)
    /// `-` and an option letter.
    case option
  }

  /// The document and the position in it.
  public let model: PagerModel
  var prompt: Prompt?
  /// Whether the screen asks, before showing anything, whether to show a binary file.
  var isAskingAboutBinary = false
  /// The symbols the terminal shows, for the pager's own messages.
  public var symbols = SymbolSet.unicode

  /// A controller of `model`, asking first whether to show a binary document when
  /// `asksAboutBinary` (a key shows it).
  @MainActor
  public init(model: PagerModel, asksAboutBinary: Bool = false) {
    self.model = model
    isAskingAboutBinary = asksAboutBinary && model.document.looksBinary
  }

  /// Whether a line is being typed on the bottom row: the keys are text, `?` and `h` too.
  public var isTakingText: Bool { prompt != nil }

  /// The rows of a screen `height` rows high the document takes: all but the status row
  /// and the bottom row.
  public static func textRows(height: Int) -> Int { max(1, height - 2) }

  /// The document, its status row and the bottom row.
  @MainActor
  public var screen: some View { Screen(session: self) }

  /// The keys that show the pager's help: `h` and `H`, as in `less` (`?` searches
  /// backward).
  public static let helpKeys: [KeyEvent] = [.character("h"), .character("H")]

  /// The pager's keys, as `less` has them, for a help screen.
  public static let bindings: [KeyBinding] = [
    KeyBinding(
      .character(" "), .character("f"), .pageDown, .ctrl("f"), name: "next-page",
      help: "next page (→ too while lines wrap)"),
    KeyBinding(
      .character("b"), .pageUp, .ctrl("b"), name: "previous-page",
      help: "previous page (← too while lines wrap)"),
    KeyBinding(
      .character("j"), .down, .enter, .character("e"), name: "down", help: "one line down"),
    KeyBinding(.character("k"), .up, .character("y"), name: "up", help: "one line up"),
    KeyBinding(.character("d"), .character("u"), name: "half", help: "half a screen down / up"),
    KeyBinding(
      .character("g"), .home, .character("G"), .end, name: "ends",
      help: "first line / last screen"),
    KeyBinding(
      .character(":"), name: "line",
      help: "a line, then Enter (:q quits); or digits, then Enter / g / %: page, line, %"),
    KeyBinding(.character("/"), name: "search", help: "search forward (lower case: any case)"),
    KeyBinding(.character("?"), name: "search-backward", help: "search backward"),
    KeyBinding(
      .character("n"), .character("N"), name: "match", help: "next / previous match"),
    KeyBinding(.escape, .ctrl("c"), name: "cancel", help: "stop a search; Esc clears highlights"),
    KeyBinding(.character("F"), name: "follow", help: "follow the end as it grows"),
    KeyBinding(
      .character("-"), name: "option", help: "then S: wrap or cut long lines · N: line numbers"
    ),
    KeyBinding(.left, .right, name: "sideways", help: "scroll sideways while lines are cut"),
    KeyBinding(.character("q"), .character("Q"), name: "quit", help: "quit"),
  ]

  // MARK: Keys

  /// Acts on `event`: keys move, search and type on the bottom row as in `less`, the wheel
  /// scrolls three lines, a resize sizes the model. `.quit` for `q`, `Q`, `:q` and Ctrl-C.
  @MainActor
  public mutating func handle(_ event: TerminalEvent) -> ApplicationAction {
    switch event {
    case .resize(let width, let height):
      model.resize(width: width, rows: Self.textRows(height: height))
      return .continue
    case .resume, .report, .focus:
      return .continue
    case .paste(let text):
      guard let prompt else { return .continue }
      let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
      self.prompt = Self.appending(Sanitizer.sanitize(line), to: prompt)
      return .continue
    case .key(let key):
      return handle(key)
    case .mouse(let mouse):
      // The wheel scrolls three lines, as terminals scroll their own scrollback.
      if mouse.kind == .scrollDown { model.scroll(by: 3) }
      if mouse.kind == .scrollUp { model.scroll(by: -3) }
      return .continue
    }
  }

  @MainActor
  private mutating func handle(_ key: KeyEvent) -> ApplicationAction {
    if isAskingAboutBinary {
      if key == .character("q") || key == .character("Q") || key == .ctrl("c")
        || key == .escape
      {
        return .quit
      }
      isAskingAboutBinary = false
      model.message = "A binary file: control bytes are shown as \(controlPictures)"
      return .handled
    }
    if let prompt { return handle(key, in: prompt) }
    if model.isFollowing {
      // Any key stops following; Esc and Ctrl-C do nothing more.
      model.stopFollowing()
      if key == .escape || key == .ctrl("c") { return .handled }
    }
    if model.isSearching {
      // A running search stops at any key, so keys typed meanwhile never replay later.
      model.cancelSearch()
      if key == .escape || key == .ctrl("c") { return .handled }
    }
    model.message = nil
    let rows = model.rows
    switch key {
    case .character("q"), .character("Q"), .ctrl("c"):
      return .quit
    case .character(" "), .character("f"), .pageDown, .ctrl("f"), .ctrl("v"):
      model.next()
    case .character("b"), .pageUp, .ctrl("b"):
      model.previous()
    case .right:
      if model.wrapsLines { model.next() } else { model.scrollHorizontally(by: halfWidth) }
    case .left:
      if model.wrapsLines {
        model.previous()
      } else {
        model.scrollHorizontally(by: -halfWidth)
      }
    case .character("j"), .down, .enter, .character("e"), .ctrl("e"), .ctrl("n"):
      model.scroll(by: 1)
    case .character("k"), .up, .character("y"), .ctrl("y"), .ctrl("p"):
      model.scroll(by: -1)
    case .character("d"), .ctrl("d"):
      model.scroll(by: max(1, rows / 2))
    case .character("u"), .ctrl("u"):
      model.scroll(by: -max(1, rows / 2))
    case .character("g"), .home, .character("<"):
      model.first()
    case .character("G"), .end, .character(">"):
      model.last()
    case .character("/"):
      prompt = .search(forward: true, text: "")
    case .character("?"):
      prompt = .search(forward: false, text: "")
    case .character(":"):
      prompt = .colon("")
    case .character("-"):
      prompt = .option
    case .character("n"):
      model.nextMatch()
    case .character("N"):
      model.previousMatch()
    case .character("F"):
      model.follow()
    case .escape:
      model.clearSearch()
    default:
      if case .character(let character) = key.key, character.isASCII, character.isNumber {
        prompt = .number(String(character))
      }
    }
    return .handled
  }

  @MainActor
  private var halfWidth: Int { max(1, (model.width - model.lineNumberWidth) / 2) }

  @MainActor
  private mutating func handle(_ key: KeyEvent, in prompt: Prompt) -> ApplicationAction {
    if key == .escape || key == .ctrl("c") {
      self.prompt = nil
      return .handled
    }
    if case .option = prompt {
      self.prompt = nil
      switch key {
      case .character("S"), .character("s"):
        model.wrapsLines.toggle()
        model.message =
          model.wrapsLines ? "Long lines wrap" : symbols.adapting("Long lines are cut (←/→ scroll)")
      case .character("N"), .character("n"):
        model.showsLineNumbers.toggle()
      default:
        model.message = "Options: S wraps or cuts long lines, N shows line numbers"
      }
      return .handled
    }
    if key == .backspace {
      let text = Self.text(of: prompt)
      self.prompt = text.isEmpty ? nil : Self.replacing(text: String(text.dropLast()), in: prompt)
      return .handled
    }
    switch prompt {
    case .number(let digits):
      let number = Int(digits) ?? Int.max
      switch key {
      case .enter:
        self.prompt = nil
        model.go(to: number)
      case .character("g"), .character("G"):
        self.prompt = nil
        model.goToLine(number)
      case .character("%"), .character("p"):
        self.prompt = nil
        model.goToPercent(number)
      default:
        if case .character(let character) = key.key, character.isASCII, character.isNumber,
          digits.count < 18
        {
          self.prompt = .number(digits + String(character))
        }
      }
    case .colon(let text):
      if key == .enter {
        self.prompt = nil
        if text == "q" || text == "Q" { return .quit }
        if let line = Int(text) {
          model.goToLine(line)
        } else if !text.isEmpty {
          model.message = "Type a line number after :, or q to quit"
        }
      } else if case .character(let character) = key.key, text.count < 18 {
        self.prompt = .colon(text + String(character))
      }
    case .search(let forward, let text):
      if key == .enter {
        self.prompt = nil
        model.search(text, forward: forward)
      } else if case .character(let character) = key.key, key.modifiers.isEmpty {
        self.prompt = .search(forward: forward, text: text + String(character))
      }
    case .option:
      break
    }
    return .handled
  }

  private static func text(of prompt: Prompt) -> String {
    switch prompt {
    case .search(_, let text), .number(let text), .colon(let text): text
    case .option: ""
    }
  }

  private static func replacing(text: String, in prompt: Prompt) -> Prompt {
    switch prompt {
    case .search(let forward, _): .search(forward: forward, text: text)
    case .number: .number(text)
    case .colon: .colon(text)
    case .option: .option
    }
  }

  private static func appending(_ text: String, to prompt: Prompt) -> Prompt {
    switch prompt {
    case .search(let forward, let old):
      .search(forward: forward, text: String((old + text).prefix(1000)))
    case .colon(let old): .colon(String((old + text).prefix(18)))
    case .number, .option: prompt
    }
  }

  /// How control bytes are shown: by their control pictures, or with the ASCII symbols as
  /// `?`.
  var controlPictures: String {
    symbols.isASCII ? "?" : "␀, ␇ and the like"
  }

  /// The bottom row: the prompt being typed, the model's message, or the main keys, as the
  /// terminal's symbols show them.
  @MainActor
  var bottomLine: String {
    symbols.adapting(unadaptedBottomLine)
  }

  @MainActor
  private var unadaptedBottomLine: String {
    switch prompt {
    case .search(let forward, let text)?: return (forward ? "/" : "?") + text + "_"
    case .number(let digits)?: return "Go to \(digits)_  (Enter: page · g: line · %: percent)"
    case .colon(let text)?: return ":" + text + "_"
    case .option?: return "-_  (S: wrap or cut long lines · N: line numbers)"
    case nil: break
    }
    return model.message
      ?? "space/b pages · / search · g/G ends · -S cut · F follow · h help · q quit"
  }

  /// The pager's screen: the document, its status row, and the bottom row.
  struct Screen: View {
    let pager: PagerView
    let bottomLine: String
    let isPrompting: Bool
    /// The name of a binary file to ask about, before it is shown.
    let binaryName: String?
    /// How control bytes are shown.
    let controlPictures: String

    @MainActor
    init(session: PagerController) {
      pager = PagerView(session.model)
      bottomLine = session.bottomLine
      isPrompting = session.prompt != nil
      binaryName = session.isAskingAboutBinary ? session.model.document.name : nil
      controlPictures = session.controlPictures
    }

    var body: some View {
      if let binaryName {
        VStack(alignment: .center, spacing: 1) {
          Text("\(binaryName.isEmpty ? "The input" : binaryName) looks like a binary file.")
            .bold()
          Text("Show it anyway? Any key shows it (control bytes as \(controlPictures)); q quits.")
        }
        .frame(maxWidth: .max, maxHeight: .max, alignment: .center)
      } else {
        pagerScreen
      }
    }

    private var pagerScreen: some View {
      VStack(alignment: .leading, spacing: 0) {
        pager
        if isPrompting {
          Text(bottomLine).truncated(.start)
        } else {
          Text(bottomLine).truncated().dim()
        }
      }
    }
  }

  // MARK: Starting

  /// Waits, for a stream, until a screenful of lines has arrived or the stream has ended
  /// — at most a quarter of a second, after which the pager starts with what there is —
  /// so that the first frame is a whole page rather than the first bytes of one.
  @MainActor
  static func waitForAScreenful(of document: TextDocument, size: TerminalSize) async {
    let rows = max(1, size.height)
    let enough = rows * max(1, size.width) * 4
    await waitForAScreenful(of: document, rows: rows, bytes: enough, on: WorkTracker.current.clock)
  }

  /// Waits on the program's `clock` (a test's, under a test driver).
  @MainActor
  private static func waitForAScreenful<C: Clock<Duration>>(
    of document: TextDocument, rows: Int, bytes enough: Int, on clock: C
  ) async {
    let deadline = clock.now.advanced(by: .milliseconds(250))
    let waiter = SourceWaiter(document)
    defer { waiter.stop() }
    while !document.isComplete, clock.now < deadline {
      let bytes = document.source.bytes(in: 0..<min(document.byteCount, enough))
      if bytes.count >= enough || bytes.lazy.filter({ $0 == 0x0A }).count >= rows { return }
      do {
        try await waiter.wait(checkingEvery: .milliseconds(1), until: deadline, on: clock)
      } catch {
        return
      }
    }
  }

  // MARK: Copying into a pipe

  /// Writes every byte of `document` to the driver's output, a block at a time, waiting for
  /// a stream's bytes as they come until it ends: told of them by a source that tells of its
  /// changes and of its end (standard input, ``StandardInputSpool``: ``ByteSource/watch(_:)``),
  /// so that a slow stream costs nothing while nothing comes; looking every 10 ms of the
  /// program's clock at any other.
  @MainActor
  static func copy(_ document: TextDocument, to driver: any ApplicationDriver) async throws {
    let block = 1 << 16
    var offset = 0
    let waiter = SourceWaiter(document)
    defer { waiter.stop() }
    while true {
      // Whether it had ended before the bytes are counted: then every byte is counted.
      let hadEnded = document.isComplete
      let available = document.byteCount
      if offset < available {
        let bytes = document.source.bytes(in: offset..<min(available, offset + block))
        guard !bytes.isEmpty else { return }
        try driver.writeOutput(bytes)
        offset += bytes.count
        continue
      }
      if hadEnded { return }
      try await waiter.wait(checkingEvery: .milliseconds(10))
    }
  }

  // MARK: Quitting at once when it fits

  /// The whole document as ANSI text, when it is complete and fits on one screen of the
  /// terminal (wrapped at its width) with a row to spare; nil otherwise. Waits, for a
  /// stream, until it ends or has more than a screenful.
  @MainActor
  static func oneScreen(
    of document: TextDocument, size: TerminalSize, environment: EnvironmentValues
  ) async -> String? {
    let rows = max(1, size.height - 1)
    let limit = rows * max(1, size.width) * 4 + rows
    let waiter = SourceWaiter(document)
    defer { waiter.stop() }
    while !document.isComplete && document.byteCount <= limit {
      do {
        try await waiter.wait(checkingEvery: .milliseconds(10))
      } catch {
        return nil
      }
    }
    guard document.isComplete, document.byteCount <= limit else { return nil }
    let mode = environment.colorMode
    let width = max(1, size.width)
    var output = ""
    var used = 0
    var cells = 0
    var offset = 0
    while offset < document.byteCount {
      let line = document.line(at: offset)
      guard line.next > offset else { break }
      let cellsHere = line.text.displayWidth
      cells += cellsHere
      if cellsHere > 0 {
        output += Text(line.text).renderANSI(width: cellsHere, colorMode: mode)
      }
      offset = line.next
      // A line ends at its line break, or at the end; a long line's parts run on.
      if line.next > line.end || offset >= document.byteCount {
        used += max(1, (cells + width - 1) / width)
        if used > rows { return nil }
        cells = 0
        output += "\n"
      }
    }
    return output
  }
}
