import Folio

/// What a driver runs: a program's state, view and event handling, without the terminal.
///
/// ``Application`` is the program core every driver runs — the terminal (``Application/run()``),
/// `FolioTesting`'s `HeadlessDriver`, or a driver of your own. A driver owns what only it
/// can do (reading keys, writing bytes, measuring time); the core owns everything else, so
/// a program behaves the same under every driver:
///
/// 1. ``start(size:environment:)`` once, with the size the program is drawn at;
/// 2. for each event, ``handle(_:)``: the help overlay, the notice, the default Ctrl-C and
///    Ctrl-Z, mouse targets from the last frame, then the program's handler;
/// 3. every ``tickInterval`` while ``wantsTicks``, ``tick()``;
/// 4. after each change, ``frame()`` and, once the frame is on screen, ``show(_:)``, which
///    applies what the frame found (a list asking for its next page);
/// 5. lines the program printed, from ``takePrinted()``, above an inline region;
/// 6. when ``wake`` is called, a frame — or the end, when ``hasEnded``.
///
/// The steps are synchronous and on the main actor: work they start (a page load) runs
/// as tracked work of `WorkTracker.current`, which the driver sets around them.
@MainActor
public protocol ProgramCore: AnyObject {
  /// Where the program draws.
  var screen: ApplicationScreen { get }
  /// Whether the program takes mouse reports.
  var reportsMouse: Bool { get }
  /// Whether the program takes focus reports (``TerminalEvent/focus(gained:)``).
  var reportsFocus: Bool { get }
  /// Whether the program takes in-band resize notifications (mode 2048).
  var reportsInBandResize: Bool { get }
  /// Whether the program takes key repeats and releases (see ``KeyEvent/kind``), where the
  /// terminal speaks the kitty keyboard protocol.
  var reportsKeyReleases: Bool { get }
  /// Whether each frame leaves the terminal's cursor on the focus (see
  /// `FrameEncoder.showsFocus`); `FOLIO_FOCUS_CURSOR=1` asks for it too.
  var showsFocusCursor: Bool { get }
  /// How often spinners advance and ``tick()`` is due.
  var tickInterval: Duration { get }
  /// The size the program is drawn at: the window for a full-screen program; for an inline
  /// one, the window's width and the most rows the region may take.
  var size: TerminalSize { get }
  /// What the last frame shown reported: its hit targets, focus and animation.
  var lastReport: FrameReport { get }
  /// Whether the last frame shown animates, so ticks draw frames.
  var isAnimating: Bool { get }
  /// Whether ``tick()`` is due every ``tickInterval`` now: while the screen animates or the
  /// program looks at something outside its state on each tick. A driver ticks only while
  /// it is true, and asks again after every step — so an idle program never wakes.
  var wantsTicks: Bool { get }

  /// Begins a run at `size` (the window's), drawing with `environment`: hands the program
  /// its first event, `.resize`.
  func start(size: TerminalSize, environment: EnvironmentValues) -> ApplicationStep
  /// Hands `event` to the program as every driver does. Mouse coordinates count from the
  /// frame's top-left; the target is read from the last frame. Reports are the driver's.
  func handle(_ event: TerminalEvent) -> ApplicationStep
  /// A tick of the program's clock: the program's `onTick`, and the spinners' next phase
  /// when the screen animates. Returns whether a frame is due.
  func tick() -> Bool
  /// Ctrl-Z asked to suspend and the driver could not: the program says so and goes on.
  func suspendFailed()
  /// The environment frames are drawn with from now on (a terminal's answers change it).
  func setEnvironment(_ environment: EnvironmentValues)
  /// The frame for the state as it is: the view, with the help or a notice over it.
  func frame() -> RenderedFrame
  /// ``frame()`` drawn over the last frame drawn (see Folio's
  /// `View.renderUpdate(width:height:environment:memory:addressing:)`), with the bytes
  /// that turn a terminal showing that frame into one showing this, cursor moves made as
  /// `addressing` says.
  func frameUpdate(addressing: CursorAddressing) -> FrameUpdate
  /// The frame for output that is not a terminal (a pipe, `TERM=dumb`): the view alone,
  /// as tall as it wants at the width.
  func staticFrame() -> RenderedFrame
  /// The frame is on screen: its report becomes the last one and its findings apply.
  func show(_ frame: RenderedFrame)
  /// The lines printed since the last call, each drawn as bytes for the terminal.
  func takePrinted() -> [[UInt8]]
  /// The text the program asked to copy since the last call (see
  /// ``Application/copyToClipboard(_:insideMultiplexer:)``), for the driver to write after
  /// the frame.
  func takeClipboardWrites() -> [ClipboardWrite]
  /// Whether the program ended outside an event — work it started ended it (see
  /// ``Application/update(_:)``): the driver then ends it as after a `.quit` step.
  var hasEnded: Bool { get }
  /// Called when the program has something for the driver outside an event — lines
  /// printed, a state changed by work it started, an end — so a driver that waits for
  /// events draws or ends it.
  var wake: (@MainActor () -> Void)? { get set }
}

extension ProgramCore {
  public var showsFocusCursor: Bool { false }
  public var reportsFocus: Bool { false }
  public var reportsInBandResize: Bool { false }
  public var reportsKeyReleases: Bool { false }
  public func takeClipboardWrites() -> [ClipboardWrite] { [] }
}

/// What a driver does after a step of a ``ProgramCore``.
public enum ApplicationStep: Hashable, Sendable {
  /// Keep running; draw the next frame.
  case `continue`
  /// The program ended: draw its last frame if it keeps one (`inline(onExit: .keep)`), and
  /// stop.
  case quit
  /// Ctrl-Z: suspend the program as a shell would, or call
  /// ``ProgramCore/suspendFailed()`` where that is impossible.
  case suspend
}

extension ProgramCore {
  /// Always: a program core of its own is ticked as before this requirement came, every
  /// ``tickInterval`` while it runs. Implement it to let an idle program sleep.
  public var wantsTicks: Bool { true }
}
