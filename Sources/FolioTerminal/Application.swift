import Folio

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
/// An application is a ``ProgramCore``: ``run()`` runs it on the terminal — or on the
/// driver set by ``withApplicationDriver(_:operation:)``, such as `FolioTesting`'s
/// `HeadlessDriver` — and every driver runs it the same way. On the terminal, the loop
/// draws a frame after each event, writing only the cells that changed since the
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
  /// Whether the handler hears when the terminal's window gains and loses the keyboard
  /// focus, as ``TerminalEvent/focus(gained:)``, where the terminal reports it (DEC mode
  /// 1004). Off by default; set it before ``run()``.
  public var reportsFocus = false
  /// Whether the terminal is asked to report a new size in band (mode 2048) as well as by
  /// `SIGWINCH`: on time over links that deliver the signal late. The handler sees
  /// ``TerminalEvent/resize(width:height:)`` either way, perhaps twice for one change. Off
  /// by default; set it before ``run()``.
  public var reportsInBandResize = false
  /// Whether the handler hears keys repeat and come up (``KeyEvent/kind``), where the
  /// terminal speaks the kitty keyboard protocol; elsewhere every key stays a press. Off by
  /// default — a held key then arrives as presses — so `event == .key(.down)` matches
  /// every key down; on, it matches the first press only. Set it before ``run()``.
  public var reportsKeyReleases = false
  /// Whether each full-screen frame leaves the terminal's cursor, shown, on the focus —
  /// the focused text field's cursor, else the selected row — where braille displays and
  /// magnifiers look (`FOLIO_FOCUS_CURSOR=1` turns it on too). Off by default: the cursor
  /// stays hidden.
  public var showsFocusCursor = false
  /// How often spinners advance and ``tick()`` is due.
  public let tickInterval: Duration
  /// Whether the `onTick` given at creation has anything to look at in a state — a pager's
  /// only while it follows a growing file or counts lines (`PagerModel.needsRefresh`).
  /// Unset, a program with an `onTick` is ticked every ``tickInterval`` while it runs; set,
  /// only while it says so or the screen animates. A program with neither ticks nor
  /// animation does not wake between events: idle, it costs nothing.
  public var needsTicks: ((State) -> Bool)?
  /// What the program's frames keep from one to the next: the nodes of its `.equatable()`
  /// views that did not change.
  public let memory = FrameMemory()
  /// The keys that open and close the help.
  public let helpKeys: [KeyEvent]
  private let view: (State, TerminalSize) -> Content
  private let onEvent: (inout State, TerminalEvent) -> ApplicationAction
  private let isTakingText: (State) -> Bool
  private let onTick: ((inout State) -> Void)?
  /// What the core keeps between steps, besides the program's state.
  public private(set) var status = ApplicationStatus()
  /// Called when the program has something for the driver outside an event (see
  /// ``ProgramCore/wake``).
  public var wake: (@MainActor () -> Void)?

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
    let environment = status.environment
    let canvas = view.renderCanvas(width: status.size.width, environment: environment)
    var bytes: [UInt8] = []
    canvas.appendANSI(to: &bytes, colorMode: environment.colorMode)
    for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
      status.printed.append(Array(line))
    }
    wake?()
  }

  /// Puts `text` on the system clipboard, through the terminal (OSC 52) after the next
  /// frame — an explicit act of the program, never of text it shows. Terminals that do not
  /// take the sequence ignore it. Inside tmux or screen nothing is written unless
  /// `insideMultiplexer` (the multiplexer may keep the text or pass it on); text over
  /// ``ClipboardWrite/maximumBytes`` is not copied; the accessible mode writes nothing.
  public func copyToClipboard(_ text: String, insideMultiplexer: Bool = false) {
    status.clipboard.append(ClipboardWrite(text: text, insideMultiplexer: insideMultiplexer))
    wake?()
  }

  /// Changes the state outside an event — from work the program started, when it
  /// finishes — and draws it; `.quit` ends the program as a handler's `.quit` does.
  ///
  /// ```swift
  /// WorkTracker.current.task("export") { [app] in
  ///   let file = await export()
  ///   app.update { state in
  ///     state.message = "Saved \(file)"
  ///     return .continue
  ///   }
  /// }
  /// ```
  public func update(_ change: (inout State) -> ApplicationAction) {
    if change(&state) == .quit { _ = ended() }
    wake?()
  }

  /// Runs the application until the handler quits and returns the final state: on the
  /// terminal, which it takes over and restores — or, where there is none to take over
  /// (`TERM=dumb`, a pipe), by drawing one static frame to standard output — or on the
  /// driver ``withApplicationDriver(_:operation:)`` set for this task.
  ///
  /// - Throws: ``TerminalError`` when the terminal cannot be set up or written to.
  public func run() async throws -> State {
    try await CurrentDriver.resolved.run(self)
    return state
  }

  /// Runs on `session`, which is entered and left here: for tests on a pseudo-terminal.
  func run(
    on session: TerminalSession, variables: [String: String],
    frameInterval: Duration = TerminalDriver.standardFrameInterval
  ) async throws -> State {
    try await TerminalDriver(variables: variables, frameInterval: frameInterval)
      .run(self, on: session)
    return state
  }

  /// What the bottom row says when Ctrl-Z cannot suspend the program.
  static var noJobControlNotice: String {
    "Ctrl-Z: no job control here (no shell to resume from), so the program keeps running"
  }
}

// MARK: - The program core

extension Application: ProgramCore {
  public var size: TerminalSize { status.size }
  public var lastReport: FrameReport { status.report }
  public var isAnimating: Bool { status.report.isAnimating }
  public var wantsTicks: Bool {
    status.report.isAnimating || (onTick != nil && (needsTicks?(state) ?? true))
  }
  public var hasEnded: Bool { status.hasEnded }

  public func start(size: TerminalSize, environment: EnvironmentValues) -> ApplicationStep {
    status = ApplicationStatus()
    status.size = size
    status.environment = environment
    if onEvent(&state, .resize(width: size.width, height: size.height)) == .quit {
      return ended()
    }
    return .continue
  }

  public func handle(_ event: TerminalEvent) -> ApplicationStep {
    switch event {
    case .resize(let width, let height):
      status.size = TerminalSize(width: width, height: height)
      _ = onEvent(&state, event)
      return .continue
    case .report:
      return .continue
    case .resume:
      _ = onEvent(&state, event)
      return .continue
    case .focus:
      return onEvent(&state, event) == .quit ? ended() : .continue
    case .mouse(var mouse):
      mouse.target = status.report.target(atX: mouse.x, y: mouse.y)
      if status.showsHelp {
        switch mouse.kind {
        case .press: status.showsHelp = false
        case .scrollUp: scrollHelp(by: -1)
        case .scrollDown: scrollHelp(by: 1)
        default: break
        }
        return .continue
      }
      return onEvent(&state, .mouse(mouse)) == .quit ? ended() : .continue
    case .key, .paste:
      if case .key = event { status.notice = nil }
      if handleHelp(event) { return .continue }
      if event == .key(.ctrl("z")) { return .suspend }
      let action = onEvent(&state, event)
      if action == .quit { return ended() }
      if event == .key(.ctrl("c")), action != .handled { return ended() }
      return .continue
    }
  }

  public func tick() -> Bool {
    onTick?(&state)
    guard status.report.isAnimating else { return false }
    status.spinnerTick &+= 1
    return true
  }

  public func suspendFailed() {
    status.notice = Self.noJobControlNotice
  }

  public func setEnvironment(_ environment: EnvironmentValues) {
    status.environment = environment
  }

  public func frame() -> RenderedFrame {
    let (width, height, environment) = frameSize
    return content().renderFrame(
      width: width, height: height, environment: environment, memory: memory)
  }

  public func frameUpdate(addressing: CursorAddressing) -> FrameUpdate {
    let (width, height, environment) = frameSize
    return content().renderUpdate(
      width: width, height: height, environment: environment, memory: memory,
      addressing: addressing)
  }

  /// The width and height a frame is drawn at now (no height inline: as tall as it wants),
  /// and the environment it is drawn in.
  private var frameSize: (width: Int, height: Int?, environment: EnvironmentValues) {
    var environment = status.environment
    environment.spinnerTick = status.spinnerTick
    let size = status.size
    return (size.width, screen == .fullScreen ? size.height : nil, environment)
  }

  public func staticFrame() -> RenderedFrame {
    var size = status.size
    if case .inline(let maxHeight, _) = screen { size.height = max(0, maxHeight) }
    return view(state, size).renderFrame(width: size.width, environment: status.environment)
  }

  public func show(_ frame: RenderedFrame) {
    status.report = frame.report
    // What the frame found is acted on once it is on screen: scroll offsets are
    // remembered and the next page is asked for.
    frame.report.apply()
  }

  public func takeClipboardWrites() -> [ClipboardWrite] {
    defer { status.clipboard = [] }
    return status.clipboard
  }

  public func takePrinted() -> [[UInt8]] {
    defer { status.printed = [] }
    return status.printed
  }

  /// The program ended: the last frame shows neither the help nor a notice.
  private func ended() -> ApplicationStep {
    status.hasEnded = true
    status.notice = nil
    status.showsHelp = false
    return .quit
  }

  /// Handles the help keys and Esc for the help overlay; true when the event was consumed.
  private func handleHelp(_ event: TerminalEvent) -> Bool {
    let takesText = status.report.isTakingText || isTakingText(state)
    guard !bindings.isEmpty, status.showsHelp || !takesText else { return false }
    if status.showsHelp {
      let page = HelpOverlay.visibleCount(of: bindings.count, height: helpHeight)
      switch event {
      case .key(.escape), .key(.character("q")): status.showsHelp = false
      case _ where isHelpKey(event): status.showsHelp = false
      case .key(.up), .key(.character("k")): scrollHelp(by: -1)
      case .key(.down), .key(.character("j")): scrollHelp(by: 1)
      case .key(.pageUp), .key(.character("b")): scrollHelp(by: -page)
      case .key(.pageDown), .key(.character(" ")): scrollHelp(by: page)
      case .key(.home), .key(.character("g")): scrollHelp(by: -bindings.count)
      case .key(.end), .key(.character("G")): scrollHelp(by: bindings.count)
      default: break
      }
      return true
    }
    if isHelpKey(event) {
      status.showsHelp = true
      status.helpOffset = 0
      return true
    }
    return false
  }

  /// The rows the help may take: the screen's, or the inline region's.
  private var helpHeight: Int {
    guard case .inline(let maxHeight, _) = screen else { return status.size.height }
    return max(0, min(maxHeight, status.size.height))
  }

  /// Scrolls the help's bindings by `rows`, within them.
  private func scrollHelp(by rows: Int) {
    status.helpOffset = HelpOverlay.clampedOffset(
      status.helpOffset + rows, count: bindings.count,
      height: helpHeight)
  }

  private func isHelpKey(_ event: TerminalEvent) -> Bool {
    guard case .key(let key) = event else { return false }
    return helpKeys.contains(key)
  }

  /// What a frame draws: the view, and the help or notice over it.
  ///
  /// The program's view is boxed once, so that the layers around it are of types known
  /// here: built around the program's own type, each frame looked up the metadata of every
  /// generic type around it at run time, some 4 k instructions.
  func content() -> AnyView {
    let size = status.size
    let notice = status.notice
    let help =
      status.showsHelp
      ? HelpOverlay(
        bindings: bindings, closeKey: helpKeys.first ?? .escape, offset: status.helpOffset,
        height: helpHeight) : nil
    guard case .inline(let maxHeight, _) = screen else {
      let shown = AnyView(view(state, size))
      return AnyView(
        ZStack(alignment: .center) {
          shown.frame(width: size.width, height: size.height)
          if let help { help }
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
        if let help {
          help
        } else {
          AnyView(view(state, TerminalSize(width: size.width, height: limit)))
        }
        if let notice {
          Text(notice).truncated().reverse()
            .frame(maxHeight: .max, alignment: .bottomLeading)
        }
      }
      .frame(minWidth: size.width, maxWidth: size.width, maxHeight: limit, alignment: .topLeading))
  }
}

/// What an ``Application``'s core keeps between steps, besides the program's own state.
public struct ApplicationStatus: Sendable {
  /// The size the program is drawn at.
  public internal(set) var size = TerminalSize.fallback
  /// Whether the help overlay is open.
  public internal(set) var showsHelp = false
  /// The first key binding the help shows when they do not all fit.
  public internal(set) var helpOffset = 0
  /// A one-line notice over the bottom row until the next key, such as why Ctrl-Z did not
  /// suspend.
  public internal(set) var notice: String?
  /// The report of the last frame shown: its targets, focus and animation.
  public internal(set) var report = FrameReport()
  /// The spinners' phase.
  public internal(set) var spinnerTick = 0
  /// The environment frames are drawn with.
  public internal(set) var environment = EnvironmentValues()
  /// Whether work the program started ended it (see ``Application/update(_:)``).
  public internal(set) var hasEnded = false
  /// Lines printed and not yet written, as bytes for the terminal.
  var printed: [[UInt8]] = []
  /// Text to copy, not yet written.
  var clipboard: [ClipboardWrite] = []
}
