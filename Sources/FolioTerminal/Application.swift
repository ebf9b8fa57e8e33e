import Folio
import Observation

/// What wakes the event loop. Outside the generic application so that closures sending it
/// capture no generic metatype.
private enum LoopEvent: Sendable {
  case terminal(TerminalEvent)
  case tick
  case redraw
  case inputEnded
}

/// A full-screen terminal program: a state, a view of the state, and a handler for events.
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
@MainActor
public final class Application<State, Content: View> {
  /// At most this many frames are drawn a second.
  public static var maximumFramesPerSecond: Int { 60 }

  /// The application's state; the handler changes it, the view shows it.
  public private(set) var state: State
  /// The key bindings shown by `?` and available to the view as a help line.
  public let bindings: [KeyBinding]
  private let view: (State) -> Content
  private let onEvent: (inout State, TerminalEvent) -> ApplicationAction
  private let tickInterval: Duration
  private let isTakingText: (State) -> Bool
  private let helpKeys: [KeyEvent]
  private let onTick: ((inout State) -> Void)?
  private var showsHelp = false
  /// A one-line notice over the bottom row until the next key, such as why Ctrl-Z did not
  /// suspend.
  private var notice: String?

  /// Creates an application.
  ///
  /// - Parameters:
  ///   - state: The initial state.
  ///   - bindings: Key bindings as data, for the `?` help overlay.
  ///   - tickInterval: How often spinners advance. Frames are drawn on ticks only while
  ///     the screen shows something animated.
  ///   - isTakingText: Whether the state is taking typed text (a search field): then the
  ///     help keys go to the handler instead of opening the help.
  ///   - helpKeys: The keys that open and close the help (`?` by default; a pager that
  ///     searches backwards with `?` uses `h`, as `less` does).
  ///   - onTick: Called on every tick, animated or not, to look at what changes outside
  ///     the state's observed properties (a file that grows, a count in the background);
  ///     a change it makes to an observed property draws a frame.
  ///   - view: The view of a state.
  ///   - onEvent: Changes the state for a key, paste, resize or resume. The first event is
  ///     always a `.resize` with the terminal's size.
  public init(
    state: State, bindings: [KeyBinding] = [], tickInterval: Duration = .milliseconds(100),
    isTakingText: @escaping (State) -> Bool = { _ in false },
    helpKeys: [KeyEvent] = [.character("?")],
    onTick: ((inout State) -> Void)? = nil,
    @ViewBuilder view: @escaping (State) -> Content,
    onEvent: @escaping (inout State, TerminalEvent) -> ApplicationAction
  ) {
    self.helpKeys = helpKeys
    self.onTick = onTick
    self.state = state
    self.bindings = bindings
    self.view = view
    self.onEvent = onEvent
    self.tickInterval = tickInterval
    self.isTakingText = isTakingText
  }

  /// Takes over the terminal, runs until the handler quits, restores the terminal, and
  /// returns the final state.
  ///
  /// - Throws: ``TerminalError`` when there is no terminal or it cannot be set up.
  public func run() async throws -> State {
    let session = try TerminalSession()
    return try await session.run { session in
      try await self.loop(session)
      return self.state
    }
  }

  private func loop(_ session: TerminalSession) async throws {
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
    defer {
      forward.cancel()
      ticker.cancel()
      continuation.finish()
    }

    let variables = Platform.terminalEnvironment()
    var environment = EnvironmentValues()
    environment.colorMode = ColorMode.detect(environment: variables, isTTY: true)
    environment.symbols = SymbolSet.detect(environment: variables)
    var size = session.size
    var previous: Canvas?
    var lastFrame = ContinuousClock.now - .seconds(1)
    var redrawScheduled = false
    var animating = false
    let frameInterval = Duration.seconds(1) / Self.maximumFramesPerSecond

    func draw() throws {
      let frame = withObservationTracking {
        self.frame(size: size, environment: environment)
      } onChange: {
        continuation.yield(.redraw)
      }
      let bytes = frame.canvas.diff(from: previous, colorMode: environment.colorMode)
      if !bytes.isEmpty { try session.writer.write(TerminalWriter.synchronized(bytes)) }
      previous = frame.canvas
      lastFrame = .now
      animating = frame.report.isAnimating
      // What the frame found is acted on once it is on screen: scroll offsets are
      // remembered and the next page is asked for.
      frame.report.apply()
    }

    if onEvent(&state, .resize(width: size.width, height: size.height)) == .quit { return }
    try draw()
    for await event in stream {
      switch event {
      case .terminal(.resize(let width, let height)):
        size = TerminalSize(width: width, height: height)
        previous = nil
        _ = onEvent(&state, .resize(width: width, height: height))
      case .terminal(.resume):
        previous = nil
        _ = onEvent(&state, .resume)
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
        if action == .quit { return }
        if terminalEvent == .key(.ctrl("c")), action != .handled { return }
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

  /// Handles the help keys and Esc for the help overlay; true when the event was consumed.
  private func handleHelp(_ event: TerminalEvent) -> Bool {
    guard !bindings.isEmpty, showsHelp || !isTakingText(state) else { return false }
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
    let content = ZStack(alignment: .center) {
      view(state).frame(width: size.width, height: size.height)
      if showsHelp { HelpOverlay(bindings: bindings, closeKey: helpKeys.first ?? .escape) }
      if let notice {
        Text(notice).truncated().reverse()
          .frame(width: size.width, height: size.height, alignment: .bottomLeading)
      }
    }
    return content.renderFrame(width: size.width, height: size.height, environment: environment)
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
