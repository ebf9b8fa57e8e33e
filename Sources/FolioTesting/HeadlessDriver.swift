import Folio
import FolioTerminal

/// Runs a program without a terminal, deterministically: for testing a whole tool.
///
/// ```swift
/// @MainActor @Test func searchingFindsTheStory() async throws {
///   let driver = HeadlessDriver(size: TerminalSize(width: 60, height: 16))
///   let browse = try await driver.start(BrowseProgram.application())
///   try await driver.press(.character("/"))
///   try await driver.type("zstd")
///   try await driver.advance(by: .milliseconds(300))   // the search's debounce
///   #expect(driver.screen.plainText.contains("libzstd1"))
/// }
/// ```
///
/// The driver runs any `Application` — and any code that runs them: the prompts
/// (`choose`, `Chooser`, `confirm`, `ask`), `runPager`, a tool's whole `main` — through the
/// same program core the terminal runs, with a size, an environment and a clock the test
/// owns. Each input is a step: the driver hands the event to the program, waits until the
/// program's work has *settled*, and draws the frame a terminal would show.
///
/// **Settling.** Every task the kit starts — page loads, debounced searches, line counts —
/// is tracked work of the program (see `WorkTracker`), and every timer it sets waits on
/// ``clock``, which only moves with ``advance(by:)``. A step returns once no work can make
/// progress without the clock moving; it never sleeps, never polls the screen. So after a
/// step, what is not on the screen is not coming: a test may assert that something is
/// *not* shown. Work that cannot settle — a source that never answers, a model built with
/// a clock of its own — fails the step within ``settleBound``, naming the work.
///
/// **What comes out.** ``screen`` (plain, style-tagged, the canvas), ``report`` (the last
/// frame's targets and findings), ``frames`` (every frame that changed the screen),
/// ``steps`` (each step's input and the bytes a terminal would have received), and for a
/// program started with ``start(_:)->ProgramRun<Value>``, its ``ProgramRun`` (running, returned,
/// or thrown).
@MainActor
public final class HeadlessDriver: ApplicationDriver {
  /// The clock the program's timers wait on; moved by ``advance(by:)`` only.
  public let clock: ManualClock
  /// The program's work, which every step settles.
  public let tracker: WorkTracker
  /// How long a step waits for work that does not settle — that stands still, neither
  /// finishing nor waiting — before failing (see `WorkTracker.settle(within:)`).
  public var settleBound: Duration
  /// The environment frames are drawn with: colour mode, symbols, theme, widths.
  public var environment: EnvironmentValues
  /// The environment variables programs see.
  public let variables: [String: String]
  /// Whether a terminal's questions are asked after a program's first frame, as on a
  /// terminal; the test answers them with ``reply(_:)``.
  public let asksTerminal: Bool
  /// Whether Ctrl-Z can suspend a program (a shell with job control runs it).
  public let hasJobControl: Bool
  /// Whether standard output is a terminal; false plays a program whose output is piped
  /// (a pager then copies its document to ``standardOutput``).
  public let outputIsTerminal: Bool
  /// The window's size.
  public internal(set) var size: TerminalSize
  /// Always true: a program under the driver takes the test's input.
  public var isInteractive: Bool { true }

  /// Every frame that changed the screen, in order.
  public internal(set) var frames: [Frame] = []
  /// Every step so far, with the bytes a terminal would have received during it.
  public internal(set) var steps: [Step] = []
  /// What programs wrote to standard output (a pager that fitted on one screen).
  public internal(set) var standardOutput: [UInt8] = []

  /// The program taking input now, and what the driver keeps for it.
  var attached: Attached?
  /// The label and bytes of the step being taken.
  var currentStep: Step?
  /// The application ended before its task began to wait for the end.
  var endedBeforeWaiting = false

  /// A driver with a window of `size`, frames drawn with `environment`, programs seeing
  /// `variables`, and timers on `clock`.
  ///
  /// - Parameters:
  ///   - size: The window; an inline program takes its width and at most its height.
  ///   - environment: Colour mode, symbols, theme and width profile of every frame. By
  ///     default 16 colours, Unicode symbols, the standard theme and Unicode's widths.
  ///   - variables: The environment variables programs read (`TERM`, `LANG`…): by default a
  ///     fixed set, never the test process's own.
  ///   - clock: The program's clock.
  ///   - asksTerminal: Ask the terminal's questions after the first frame, as the terminal
  ///     driver does (the bytes appear in ``steps``; answer with ``reply(_:)``).
  ///   - hasJobControl: Whether Ctrl-Z suspends (otherwise the program says it cannot).
  ///   - outputIsTerminal: Whether standard output is a terminal (false: piped).
  ///   - settleBound: How long a step waits for work that does not settle.
  public init(
    size: TerminalSize = TerminalSize(width: 80, height: 24),
    environment: EnvironmentValues = EnvironmentValues(),
    variables: [String: String] = ["TERM": "xterm-256color", "LANG": "en_US.UTF-8"],
    clock: ManualClock = ManualClock(), asksTerminal: Bool = false, hasJobControl: Bool = true,
    outputIsTerminal: Bool = true, settleBound: Duration = .seconds(10)
  ) {
    self.outputIsTerminal = outputIsTerminal
    self.size = TerminalSize(width: max(0, size.width), height: max(0, size.height))
    var environment = environment
    environment.describesAccessibility = true
    self.environment = environment
    self.variables = variables
    self.clock = clock
    self.asksTerminal = asksTerminal
    self.hasJobControl = hasJobControl
    self.settleBound = settleBound
    tracker = WorkTracker(clock: clock)
  }

  // MARK: What comes out

  /// The screen as the last frame left it.
  public var screen: Screen {
    Screen(
      canvas: frames.last?.canvas ?? Canvas(width: 0, height: 0), colorMode: environment.colorMode,
      transcriptLines: frames.last?.report.transcriptLines(
        labels: environment.accessibilityLabels) ?? [])
  }

  /// The last frame's report: its hit targets, focus, animation and findings.
  public var report: FrameReport {
    attached?.program.lastReport ?? frames.last?.report ?? FrameReport()
  }

  /// Every byte a terminal would have received so far.
  public var output: [UInt8] { steps.flatMap(\.bytes) + (currentStep?.bytes ?? []) }

  /// Whether a program is taking input.
  public var isRunning: Bool { attached != nil }

  /// A frame the program drew.
  public struct Frame: Sendable {
    /// The cells.
    public var canvas: Canvas
    /// What the frame found.
    public var report: FrameReport
    /// The step it was drawn in (its index in ``HeadlessDriver/steps``).
    public var step: Int
  }

  /// One input and what came of it.
  public struct Step: Sendable {
    /// What was done: `press down`, `type "zstd"`, `advance 300 ms`…
    public var label: String
    /// The bytes a terminal would have received during the step.
    public var bytes: [UInt8]
    /// How many frames the step drew that changed the screen.
    public var framesDrawn: Int
  }

  /// A screen, read three ways.
  public struct Screen: Sendable, CustomStringConvertible {
    /// The cells.
    public let canvas: Canvas
    /// The colour mode ``styledText`` is written in.
    public let colorMode: ColorMode
    /// The screen as a screen reader reads it, one element a line (see
    /// `View.renderTranscript`): the driver draws every frame describing its views.
    public let transcriptLines: [String]

    /// The transcript as text, each line ending in a line break.
    public var transcript: String { transcriptLines.map { $0 + "\n" }.joined() }

    /// The text a person sees, every line as wide as the screen.
    public var plainText: String { canvas.plainText() }
    /// The text with styles as tags (`{bold fg=red}…{/}`), as a styled golden holds it.
    public var styledText: String { canvas.taggedText(colorMode: colorMode) }
    /// The lines, trailing spaces removed.
    public var lines: [String] {
      canvas.plainText(trimmingTrailingSpaces: true).split(
        separator: "\n", omittingEmptySubsequences: false
      ).map(String.init)
    }
    /// Whether the screen shows `text` on one line.
    public func contains(_ text: String) -> Bool { lines.contains { $0.contains(text) } }

    /// Where `text` first shows, reading the lines from the top and each from the left: the
    /// column of its first cell and its line, both counted from 0 in cells (a wide character
    /// takes two columns) — what ``HeadlessDriver/click(x:y:button:)`` takes. Nil for empty
    /// text and for text no line shows.
    ///
    /// Matched character by character, as a person reads the screen: `"e"` is not found in
    /// `"é"`, and `"a b"` is found where a space's cell stands between the two letters.
    ///
    /// ```swift
    /// let author = try #require(driver.screen.position(of: "Zoë"))
    /// #expect(author.x == driver.screen.position(of: "Author")?.x)
    /// try await driver.click(x: author.x, y: author.y)
    /// ```
    public func position(of text: String) -> (x: Int, y: Int)? {
      positions(of: text, upTo: 1).first
    }

    /// Everywhere `text` shows, as ``position(of:)`` finds it: reading the lines from the top
    /// and each from the left, where no showing overlaps the one before it on its line (`"aa"`
    /// shows twice in `"aaaa"`, not three times). Empty for empty text and for text no line
    /// shows.
    ///
    /// ```swift
    /// let rows = driver.screen.positions(of: "Zoë").map(\.y)  // every row by Zoë
    /// ```
    public func positions(of text: String) -> [(x: Int, y: Int)] {
      positions(of: text, upTo: .max)
    }

    /// The first `limit` showings of `text`.
    private func positions(of text: String, upTo limit: Int) -> [(x: Int, y: Int)] {
      let wanted = Array(text)
      var found: [(x: Int, y: Int)] = []
      guard !wanted.isEmpty else { return found }
      // The characters a line shows, each with the column of its first cell (the second
      // half of a wide character shows none).
      var shown: [Character] = []
      var columns: [Int] = []
      shown.reserveCapacity(canvas.width)
      columns.reserveCapacity(canvas.width)
      for y in 0..<canvas.height {
        shown.removeAll(keepingCapacity: true)
        columns.removeAll(keepingCapacity: true)
        // The row as `lines` reads it (the canvas's own cells of the row, settled).
        for (x, cell) in canvas.row(y).enumerated() {
          for character in cell.content {
            shown.append(character)
            columns.append(x)
          }
        }
        var start = 0
        while start + wanted.count <= shown.count {
          guard shown[start..<start + wanted.count].elementsEqual(wanted) else {
            start += 1
            continue
          }
          found.append((columns[start], y))
          if found.count >= limit { return found }
          start += wanted.count
        }
      }
      return found
    }

    /// The lines, as a failed expectation shows the screen.
    public var description: String {
      "\n" + lines.map { "│" + $0 }.joined(separator: "\n")
    }
  }

  // MARK: ApplicationDriver

  public func writeOutput(_ bytes: [UInt8]) throws {
    standardOutput += bytes
  }

  public func run(_ program: any ProgramCore) async throws {
    guard attached == nil else { throw HeadlessDriverError.alreadyRunning }
    var attachment = Attached(program: program, environment: environment, variables: variables)
    attachment.startedAt = clock.now
    attachment.nextTick = clock.now.advanced(by: program.tickInterval)
    attached = attachment
    record(TerminalSession.enterSequence(for: attachment.options))
    // Frames report the clusters the terminal should measure; the first questions ask the
    // first frame's with the rest.
    if asksTerminal { environment.widthProfile.reportsUnmeasuredClusters = true }
    let first = inProgram { program.start(size: size, environment: environment) }
    guard first != .quit else {
      end()
      endedBeforeWaiting = false
      return
    }
    draw()
    if asksTerminal { apply(attached?.conversation.ask(capabilities: true)) }
    await tracker.waitForInput("\(Swift.type(of: program)) waiting for input") { resumption in
      await withCheckedContinuation { continuation in
        if endedBeforeWaiting {
          endedBeforeWaiting = false
          resumption()
          continuation.resume()
        } else {
          attached?.ending = Ending(resumption: resumption, continuation: continuation)
        }
      }
    }
  }

  // MARK: Running programs

  /// Starts `program` — a tool's `main`, a prompt, a pager, any code that runs
  /// applications — with every application it runs on this driver, and settles.
  ///
  /// ```swift
  /// let pick = try await driver.start { try await choose("Fruit", from: fruit) { Text($0.name) } }
  /// try await driver.press(.down, .enter)
  /// #expect(try pick.value.name == "apricot")
  /// ```
  @discardableResult
  public func start<Value>(
    _ program: @escaping @MainActor () async throws -> Value
  ) async throws -> ProgramRun<Value> {
    let run = ProgramRun<Value>()
    try await step("start") {
      tracker.task("the program") { [self] in
        do {
          let value = try await withApplicationDriver(self) { try await program() }
          run.outcome = .success(value)
        } catch {
          run.outcome = .failure(error)
        }
      }
    }
    return run
  }

  /// Starts `application` (see ``start(_:)->ProgramRun<Value>``); its run's value is the final
  /// state, and `application.state` is the state as it is.
  @discardableResult
  public func start<State, Content: View>(
    _ application: Application<State, Content>
  ) async throws -> ProgramRun<State> {
    try await start { try await application.run() }
  }
}
