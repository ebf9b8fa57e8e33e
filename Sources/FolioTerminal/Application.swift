import Folio
import Observation

/// What wakes the event loop. Outside the generic application so that closures sending it
/// capture no generic metatype.
private enum LoopEvent: Sendable {
  case terminal(TerminalEvent)
  case tick
  case redraw
  case inputEnded
  /// The time for answers to the queries sent `generation`th is over.
  case repliesTimedOut(generation: Int)
}

/// Where an ``Application`` draws.
public enum ApplicationScreen: Hashable, Sendable {
  /// The whole window, on the alternate screen: what was there comes back on exit.
  case fullScreen
  /// A live region at the cursor, under the shell prompt, as tall as the view wants and at
  /// most `maxHeight` rows (and never taller than the window). It redraws in place,
  /// grows and shrinks, and lines printed with ``Application/print(_:)-(String)`` land above it.
  /// On exit it is cleared — the cursor back where it began — or kept in the scrollback
  /// with the cursor on the line after it, as `onExit` says. It is drawn on the terminal
  /// itself (`/dev/tty` when standard output is redirected), so standard output carries
  /// only what the program prints there: `choice=$(tool pick)` works.
  case inline(maxHeight: Int, onExit: InlineExit = .clear)
}

/// What an inline ``Application`` leaves behind when it ends.
public enum InlineExit: Hashable, Sendable {
  /// Erase the region: the cursor goes back to where it began, as if nothing was drawn.
  case clear
  /// Keep the last frame in the scrollback, the cursor on the line after it.
  case keep
}

/// A terminal program: a state, a view of the state, and a handler for events; full
/// screen or inline under the prompt (see ``ApplicationScreen``).
///
/// ```swift
/// var app = Application(state: Counter()) { state in
///   Text("Count: \(state.count)  (↑/↓, q quits)")
/// } onEvent: { state, event in
///   switch event {
///   case .key(.up): state.count += 1
///   case .key(.down): state.count -= 1
///   case .key(.character("q")): return .quit
///   default: break
///   }
///   return .continue
/// }
/// let final = try await app.run()
/// ```
///
/// The loop draws a frame after each event, writing only the cells that changed since the
/// last frame (in one synchronized update), and never more than ``maximumFramesPerSecond``
/// times a second. It draws again on resize, after the program is continued from a stop,
/// on each spinner tick, and whenever an `@Observable` object the view read changes (a
/// `Paginator` finishing a load, say). Ctrl-C quits unless the handler takes it (returns
/// ``ApplicationAction/handled``); Ctrl-Z suspends the program as in a shell (`fg` brings
/// it back, redrawn) — or, where there is no job control to come back from, says so on
/// the bottom row and carries on; `?` (or the help keys given) shows the key bindings, if
/// any were given, over the screen.
///
/// Where there is no terminal to take over — `TERM=dumb`, or no terminal at all (a pipe in
/// CI) — ``run()`` draws one static frame to standard output instead, as tall as the view
/// at 80 columns (or `COLUMNS`), with no cursor movement and no escape sequence except
/// colours (none with `NO_COLOR` or when output is not a terminal), and returns at once.
@MainActor
public final class Application<State, Content: View> {
  /// At most this many frames are drawn a second.
  public static var maximumFramesPerSecond: Int { 60 }

  /// The application's state; the handler changes it, the view shows it.
  public private(set) var state: State
  /// The key bindings shown by `?` and available to the view as a help line.
  public let bindings: [KeyBinding]
  /// Where the application draws.
  public let screen: ApplicationScreen
  /// Whether mouse reports are asked for (see ``MouseEvent``).
  public let reportsMouse: Bool
  private let view: (State, TerminalSize) -> Content
  private let onEvent: (inout State, TerminalEvent) -> ApplicationAction
  private let tickInterval: Duration
  private let isTakingText: (State) -> Bool
  private let helpKeys: [KeyEvent]
  private let onTick: ((inout State) -> Void)?
  private var showsHelp = false
  /// A one-line notice over the bottom row until the next key, such as why Ctrl-Z did not
  /// suspend.
  private var notice: String?
  /// How the terminal draws the clusters terminals disagree on, as its answers to the
  /// width probes said (Unicode's widths until they came).
  private(set) var widthProfile = WidthProfile.standard
  /// Lines written above the region since the last frame.
  private var printedRowCount = 0
  /// Whether the last frame showed a focused text field.
  private var fieldIsFocused = false
  /// Lines printed while running, not yet written above the region.
  private var printed: [[UInt8]] = []
  /// Wakes the loop when something is printed.
  private var wake: (@Sendable () -> Void)?
  /// The width of the last frame drawn, for what is printed above it.
  private var lastWidth = TerminalSize.fallback.width

  /// Creates an application.
  ///
  /// - Parameters:
  ///   - state: The initial state.
  ///   - screen: The whole window (the default), or a live region inline.
  ///   - reportsMouse: Ask for mouse reports: clicks and the wheel arrive as
  ///     ``TerminalEvent/mouse(_:)``, with the target the last frame drew there.
  ///   - bindings: Key bindings as data, for the `?` help overlay.
  ///   - tickInterval: How often spinners advance. Frames are drawn on ticks only while
  ///     the screen shows something animated.
  ///   - isTakingText: Whether the state is taking typed text: then the help keys go to
  ///     the handler instead of opening the help. Not needed for a focused `TextField`,
  ///     which the frame reports itself; for text input drawn some other way.
  ///   - helpKeys: The keys that open and close the help (`?` by default; a pager that
  ///     searches backwards with `?` uses `h`, as `less` does).
  ///   - onTick: Called on every tick, animated or not, to look at what changes outside
  ///     the state's observed properties (a file that grows, a count in the background);
  ///     a change it makes to an observed property draws a frame.
  ///   - view: The view of a state.
  ///   - onEvent: Changes the state for a key, paste, mouse report, resize or resume. The
  ///     first event is always a `.resize` with the terminal's size.
  public convenience init(
    state: State, screen: ApplicationScreen = .fullScreen, reportsMouse: Bool = false,
    bindings: [KeyBinding] = [], tickInterval: Duration = .milliseconds(100),
    isTakingText: @escaping (State) -> Bool = { _ in false },
    helpKeys: [KeyEvent] = [.character("?")],
    onTick: ((inout State) -> Void)? = nil,
    @ViewBuilder view: @escaping (State) -> Content,
    onEvent: @escaping (inout State, TerminalEvent) -> ApplicationAction
  ) {
    self.init(
      state: state, screen: screen, reportsMouse: reportsMouse, bindings: bindings,
      tickInterval: tickInterval, isTakingText: isTakingText, helpKeys: helpKeys,
      onTick: onTick, sizedView: { state, _ in view(state) }, onEvent: onEvent)
  }

  /// Creates an application whose view is given the terminal's size as well: the window's
  /// for a full-screen application, the width and the most rows the region may take for
  /// an inline one.
  ///
  /// The parameters are those of
  /// ``init(state:screen:reportsMouse:bindings:tickInterval:isTakingText:helpKeys:onTick:view:onEvent:)-(_,_,_,_,_,_,_,_,(State)->Content,_)``.
  public convenience init(
    state: State, screen: ApplicationScreen = .fullScreen, reportsMouse: Bool = false,
    bindings: [KeyBinding] = [], tickInterval: Duration = .milliseconds(100),
    isTakingText: @escaping (State) -> Bool = { _ in false },
    helpKeys: [KeyEvent] = [.character("?")],
    onTick: ((inout State) -> Void)? = nil,
    @ViewBuilder view: @escaping (State, TerminalSize) -> Content,
    onEvent: @escaping (inout State, TerminalEvent) -> ApplicationAction
  ) {
    self.init(
      state: state, screen: screen, reportsMouse: reportsMouse, bindings: bindings,
      tickInterval: tickInterval, isTakingText: isTakingText, helpKeys: helpKeys,
      onTick: onTick, sizedView: view, onEvent: onEvent)
  }

  private init(
    state: State, screen: ApplicationScreen, reportsMouse: Bool, bindings: [KeyBinding],
    tickInterval: Duration, isTakingText: @escaping (State) -> Bool, helpKeys: [KeyEvent],
    onTick: ((inout State) -> Void)?,
    sizedView: @escaping (State, TerminalSize) -> Content,
    onEvent: @escaping (inout State, TerminalEvent) -> ApplicationAction
  ) {
    self.screen = screen
    self.reportsMouse = reportsMouse
    self.helpKeys = helpKeys
    self.onTick = onTick
    self.state = state
    self.bindings = bindings
    self.view = sizedView
    self.onEvent = onEvent
    self.tickInterval = tickInterval
    self.isTakingText = isTakingText
  }

  /// Prints `text` as lines of its own: above the live region of an inline application,
  /// where it stays in the scrollback; after the program ends for a full-screen one.
  /// Control characters and escape sequences in it are shown, never obeyed.
  public func print(_ text: String) {
    print(Text(text))
  }

  /// Prints `view`, drawn as tall as it wants at the terminal's width, as lines of its own
  /// (see ``print(_:)-(String)``): styled output, such as a green check mark, above the region.
  public func print(_ view: some View) {
    let variables = Platform.terminalEnvironment()
    var environment = EnvironmentValues()
    environment.colorMode = ColorMode.detect(environment: variables, isTTY: true)
    environment.symbols = SymbolSet.detect(environment: variables)
    let canvas = view.renderCanvas(width: lastWidth, environment: environment)
    var bytes: [UInt8] = []
    canvas.appendANSI(to: &bytes, colorMode: environment.colorMode)
    for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
      printed.append(Array(line))
    }
    wake?()
  }

  /// Takes over the terminal, runs until the handler quits, restores the terminal, and
  /// returns the final state. Without a terminal to take over (`TERM=dumb`, or none at
  /// all) it draws one static frame to standard output and returns the state as it was.
  ///
  /// - Throws: ``TerminalError`` when the terminal cannot be set up or written to.
  public func run() async throws -> State {
    let variables = Platform.terminalEnvironment()
    let options = TerminalSession.Options(
      screen: screen == .fullScreen ? .alternate : .main, reportsMouse: reportsMouse)
    guard variables["TERM"] != "dumb", let session = try? TerminalSession(options: options)
    else {
      try drawStatic(environment: variables)
      return state
    }
    let result = try await session.run { session in
      try await self.loop(session, variables: variables)
      return self.state
    }
    if !printed.isEmpty, screen == .fullScreen {
      // What was printed while the alternate screen was up goes to the main screen now.
      try? session.writer.write(printed.flatMap { $0 + [0x0D, 0x0A] })
      printed = []
    }
    return result
  }

  /// One frame, as plain as the environment wants, on standard output.
  private func drawStatic(environment variables: [String: String]) throws(TerminalError) {
    let output = Platform.standardOutput
    var environment = EnvironmentValues()
    environment.colorMode = ColorMode.detect(
      environment: variables, isTTY: Platform.isTerminal(output))
    environment.symbols = SymbolSet.detect(environment: variables)
    let size = TerminalSize.current(of: output)
    _ = onEvent(&state, .resize(width: size.width, height: size.height))
    var frameSize = size
    if case .inline(let maxHeight, _) = screen { frameSize.height = max(0, maxHeight) }
    let canvas = view(state, frameSize).renderCanvas(
      width: size.width, environment: environment)
    var text = canvas.ansiString(colorMode: environment.colorMode)
    text += "\n"
    for line in printed { text += String(decoding: line, as: UTF8.self) + "\n" }
    printed = []
    try TerminalWriter(fileDescriptor: output).write(text)
  }

  /// Runs on `session`, which is entered and left here: for tests on a pseudo-terminal.
  func run(on session: TerminalSession, variables: [String: String]) async throws -> State {
    try await session.run { session in
      try await self.loop(session, variables: variables)
      return self.state
    }
  }

  private func loop(_ session: TerminalSession, variables: [String: String]) async throws {
    let (stream, continuation) = AsyncStream<LoopEvent>.makeStream()
    let input = session.events()
    let forward = Task {
      for await event in input { continuation.yield(.terminal(event)) }
      continuation.yield(.inputEnded)
    }
    let interval = tickInterval
    let ticker = Task {
      while !Task.isCancelled {
        try? await Task.sleep(for: interval)
        continuation.yield(.tick)
      }
    }
    wake = { continuation.yield(.redraw) }
    defer {
      wake = nil
      forward.cancel()
      ticker.cancel()
      continuation.finish()
    }

    var environment = EnvironmentValues()
    environment.colorMode = ColorMode.detect(environment: variables, isTTY: true)
    environment.symbols = SymbolSet.detect(environment: variables)
    environment.hyperlinks = TerminalQueries.showsHyperlinks(variables)
    var size = session.size
    /// Whether frames are wrapped in synchronized updates: until the terminal says it
    /// cannot (wrapping is harmless where the mode is unknown).
    var synchronizes = true
    /// Inline: the screen row of the region's top, once a cursor report said where.
    var regionTop: Int?
    var awaitsReplies = false
    /// What the cursor position reports still to come answer, in order.
    var cursorReports: [TerminalQueries.CursorReport] = []
    /// The widths the probes were drawn with, while their answers are awaited.
    var probedWidths: [Int?]?
    /// How many times queries were sent: a time-out ends only the wait it was set for.
    var queryGeneration = 0
    /// Inline: the region moved (a resize, a resume) while answers were awaited; where it
    /// is now is asked once they are in.
    var regionQueryNeeded = false
    /// Whether grapheme cluster mode (2027) was turned on here, to turn on again after a
    /// stop and off on the way out; the widths are probed again once it is on.
    var graphemeClusters = false
    var probesNeeded = false
    var previous: Canvas?
    var report = FrameReport()
    var lastFrame = ContinuousClock.now - .seconds(1)
    var redrawScheduled = false
    var animating = false
    let frameInterval = Duration.seconds(1) / Self.maximumFramesPerSecond
    let isInline = screen != .fullScreen
    var regionHeight = -1

    func draw() throws {
      let frame = withObservationTracking {
        self.frame(size: size, environment: environment)
      } onChange: {
        continuation.yield(.redraw)
      }
      var bytes: [UInt8] = []
      if isInline, !printed.isEmpty {
        // Lines printed above the region: erase it, write them, and draw it again below.
        bytes += [0x0D, 0x1B, 0x5B, 0x4A]  // CR ESC[J
        for line in printed { bytes += line + [0x0D, 0x0A] }
        printedRowCount += printed.count
        printed = []
        previous = nil
      }
      let printedRows = previous == nil && isInline ? printedRowCount : 0
      printedRowCount = 0
      bytes += frame.canvas.diff(
        from: previous, colorMode: environment.colorMode,
        addressing: isInline ? .cursor : .screen)
      if !bytes.isEmpty {
        try session.writer.write(synchronizes ? TerminalWriter.synchronized(bytes) : bytes)
      }
      if let top = regionTop {
        // Printed lines push the region down; past the bottom, the screen scrolls it up.
        regionTop = max(0, min(top + printedRows, size.height - frame.canvas.height))
      }
      previous = frame.canvas
      lastWidth = size.width
      lastFrame = .now
      animating = frame.report.isAnimating
      fieldIsFocused = frame.report.isTakingText
      report = frame.report
      if isInline, frame.canvas.height != regionHeight {
        regionHeight = frame.canvas.height
        session.setRegionExit(regionExit(height: regionHeight), suspend: Self.clearRegion)
      }
      // What the frame found is acted on once it is on screen: scroll offsets are
      // remembered and the next page is asked for.
      frame.report.apply()
    }

    /// The frame an inline region that stays in the scrollback ends with: the final state's.
    func finalFrame() throws {
      guard case .inline(_, .keep) = screen else { return }
      notice = nil
      showsHelp = false
      try draw()
    }

    /// Asks what the terminal supports, and inline where the region is, after a frame:
    /// answers arrive as reports; the device attributes, which every terminal answers,
    /// mark the end, and a time-out ends the wait where even they do not come.
    func sendQueries(capabilities: Bool, probes: Bool? = nil) throws {
      guard !awaitsReplies else {
        // One wait at a time: the answers in flight would be taken for these.
        regionQueryNeeded = isInline
        return
      }
      let plan = TerminalQueries.plan(
        capabilities: capabilities, inline: isInline, probes: probes ?? capabilities,
        environment: variables)
      guard !plan.bytes.isEmpty else { return }
      session.awaitReplies(true)
      awaitsReplies = true
      cursorReports = plan.cursorReports
      let probes = plan.cursorReports.filter { $0 != .region }.count
      probedWidths = probes > 0 ? [Int?](repeating: nil, count: probes) : nil
      try session.writer.write(plan.bytes)
      queryGeneration += 1
      let generation = queryGeneration
      Task {
        try? await Task.sleep(for: TerminalQueries.timeout)
        continuation.yield(.repliesTimedOut(generation: generation))
      }
    }

    func stopAwaitingReplies() throws {
      awaitsReplies = false
      session.awaitReplies(false)
      cursorReports = []
      if let widths = probedWidths {
        // The probes wrote over the first row: draw everything again, measured as the
        // terminal measures.
        probedWidths = nil
        widthProfile = WidthProfile(probedWidths: widths)
        environment.widthProfile = widthProfile
        previous = nil
      }
      if probesNeeded || regionQueryNeeded {
        let probes = probesNeeded
        probesNeeded = false
        regionQueryNeeded = false
        try sendQueries(capabilities: false, probes: probes)
      }
    }

    /// Inline, after a resize or a resume: draws the region again and asks where it is now.
    func relocateRegion() throws {
      regionTop = nil
      try draw()
      try sendQueries(capabilities: false)
    }

    if onEvent(&state, .resize(width: size.width, height: size.height)) == .quit {
      return try finalFrame()
    }
    try draw()
    try sendQueries(capabilities: true)
    for await event in stream {
      switch event {
      case .terminal(.resize(let width, let height)):
        size = TerminalSize(width: width, height: height)
        previous = nil
        _ = onEvent(&state, .resize(width: width, height: height))
        if isInline {
          try relocateRegion()
          continue
        }
      case .terminal(.report(let answer)):
        switch answer {
        case .mode(TerminalQueries.synchronizedOutput, let mode):
          synchronizes = mode.isSupported
          continue
        case .mode(TerminalQueries.graphemeClusters, .reset):
          // Offered and off: on, and the widths asked again as the terminal now measures.
          try session.writer.write(TerminalQueries.graphemeClustersOn)
          session.setModesToReset(TerminalQueries.graphemeClustersOff)
          graphemeClusters = true
          probesNeeded = true
          continue
        case .background:
          environment.theme = answer.isLightBackground == true ? .light : .standard
        case .cursorPosition(let row, let column):
          guard !cursorReports.isEmpty else { continue }
          switch cursorReports.removeFirst() {
          case .region: regionTop = row
          case .probe(let index): probedWidths?[index] = column
          }
          continue
        case .deviceAttributes:
          try stopAwaitingReplies()
        default:
          continue
        }
      case .repliesTimedOut(let generation):
        guard awaitsReplies, generation == queryGeneration else { continue }
        try stopAwaitingReplies()
      case .terminal(.resume):
        previous = nil
        if graphemeClusters { try session.writer.write(TerminalQueries.graphemeClustersOn) }
        _ = onEvent(&state, .resume)
        if isInline {
          // The region was cleared for the shell and is drawn again at the cursor.
          try relocateRegion()
          continue
        }
      case .terminal(.mouse(var mouse)):
        if isInline {
          // Rows count from the region's top, where a cursor report put it; until one
          // came, nothing was hit.
          if let regionTop {
            mouse.y -= regionTop
            mouse.target = report.target(atX: mouse.x, y: mouse.y)
          }
        } else {
          mouse.target = report.target(atX: mouse.x, y: mouse.y)
        }
        if showsHelp {
          if case .press = mouse.kind { showsHelp = false }
          break
        }
        if onEvent(&state, .mouse(mouse)) == .quit { return try finalFrame() }
      case .terminal(let terminalEvent):
        if case .key = terminalEvent { notice = nil }
        if handleHelp(terminalEvent) { break }
        if terminalEvent == .key(.ctrl("z")) {
          // Suspend as a shell would; the resume that follows repaints everything.
          if session.suspend() { continue }
          notice = Self.noJobControlNotice
          break
        }
        let action = onEvent(&state, terminalEvent)
        if action == .quit { return try finalFrame() }
        if terminalEvent == .key(.ctrl("c")), action != .handled { return try finalFrame() }
      case .tick:
        onTick?(&state)
        guard animating else { continue }
        environment.spinnerTick &+= 1
      case .redraw:
        redrawScheduled = false
      case .inputEnded:
        return
      }
      let since = ContinuousClock.now - lastFrame
      if since < frameInterval {
        if !redrawScheduled {
          redrawScheduled = true
          let wait = frameInterval - since
          Task {
            try? await Task.sleep(for: wait)
            continuation.yield(.redraw)
          }
        }
        continue
      }
      try draw()
    }
  }

  /// Hands `event` to the handler as the loop would, without a terminal: for tests of a
  /// state's frames after some keys.
  func send(_ event: TerminalEvent) {
    _ = onEvent(&state, event)
  }

  /// Erases an inline region from its top-left, where the cursor rests between frames.
  static var clearRegion: [UInt8] { [0x0D, 0x1B, 0x5B, 0x4A] }  // CR ESC[J

  /// What leaves the region as the caller asked: erased, or kept with the cursor on the
  /// line after it.
  private func regionExit(height: Int) -> [UInt8] {
    guard case .inline(_, let onExit) = screen, onExit == .keep else { return Self.clearRegion }
    // Line feeds, not a cursor move: the line after the region may not exist yet.
    return [0x0D] + [UInt8](repeating: 0x0A, count: max(0, height))
  }

  /// Handles the help keys and Esc for the help overlay; true when the event was consumed.
  private func handleHelp(_ event: TerminalEvent) -> Bool {
    guard !bindings.isEmpty, showsHelp || !(fieldIsFocused || isTakingText(state)) else {
      return false
    }
    if showsHelp {
      if isHelpKey(event) || event == .key(.escape) || event == .key(.character("q")) {
        showsHelp = false
      }
      return true
    }
    if isHelpKey(event) {
      showsHelp = true
      return true
    }
    return false
  }

  private func isHelpKey(_ event: TerminalEvent) -> Bool {
    guard case .key(let key) = event else { return false }
    return helpKeys.contains(key)
  }

  /// What the bottom row says when Ctrl-Z cannot suspend the program.
  static var noJobControlNotice: String {
    "Ctrl-Z: no job control here (no shell to resume from), so the program keeps running"
  }

  /// The frame for the current state at `size`, with the help overlay when it is open and
  /// the notice, if any, over the bottom row.
  func frame(size: TerminalSize, environment: EnvironmentValues) -> RenderedFrame {
    let height = screen == .fullScreen ? size.height : nil
    return content(size: size).renderFrame(
      width: size.width, height: height, environment: environment)
  }

  /// What a frame at `size` draws: the view, and the help or notice over it.
  func content(size: TerminalSize) -> AnyView {
    guard case .inline(let maxHeight, _) = screen else {
      return AnyView(
        ZStack(alignment: .center) {
          view(state, size).frame(width: size.width, height: size.height)
          if showsHelp { HelpOverlay(bindings: bindings, closeKey: helpKeys.first ?? .escape) }
          if let notice {
            Text(notice).truncated().reverse()
              .frame(width: size.width, height: size.height, alignment: .bottomLeading)
          }
        })
    }
    // Inline: as tall as the view wants, at most `maxHeight` and the window's height.
    let limit = max(0, min(maxHeight, size.height))
    return AnyView(
      ZStack(alignment: .topLeading) {
        if showsHelp {
          HelpOverlay(bindings: bindings, closeKey: helpKeys.first ?? .escape)
        } else {
          view(state, TerminalSize(width: size.width, height: limit))
        }
        if let notice {
          Text(notice).truncated().reverse()
            .frame(maxHeight: .max, alignment: .bottomLeading)
        }
      }
      .frame(minWidth: size.width, maxWidth: size.width, maxHeight: limit, alignment: .topLeading))
  }
}

/// The key bindings in a bordered box, one per line.
struct HelpOverlay: View {
  var bindings: [KeyBinding]
  var closeKey: KeyEvent = .character("?")

  var body: some View {
    EnvironmentReader { environment in
      self.box(symbols: environment.symbols)
    }
  }

  /// The box, its help texts as `symbols` shows them.
  private func box(symbols: SymbolSet) -> some View {
    let keyWidth = bindings.map(\.keyLabel.displayWidth).max() ?? 0
    return VStack(alignment: .leading) {
      ForEach(Array(bindings.enumerated()), id: \.offset) { _, binding in
        HStack(spacing: 2) {
          Text(binding.keyLabel).truncated().bold().frame(width: keyWidth)
          Text(symbols.adapting(binding.help))
        }
      }
      Text("")
      Text(closeKey == .escape ? "Press Esc to close" : "Press \(closeKey) or Esc to close").dim()
    }
    .padding(horizontal: 1)
    .background(.default)
    .border(.rounded, title: "Keys")
  }
}
