import Folio

/// Programs for screen-reader and braille users: the same programs, written as lines.
///
/// Where `ACCESSIBLE=1` or `FOLIO_ACCESSIBLE=1` is set (either set to `0` turns it off;
/// `FOLIO_ACCESSIBLE` wins), every program runs on this driver instead of drawing on the
/// terminal — or on one a program picks with ``withApplicationDriver(_:operation:)``:
///
/// - an `Application` writes what its screen reads as — its transcript (see
///   `View.renderTranscript`) — at the start, then after each key only what changed
///   (`navigation: Page 2 of 50`, `status: Loading…` once, an error always), and while
///   work lasts at most a quiet `Still loading…` every ten seconds. It takes keys as they
///   are typed, but writes no escape sequence: no cursor movement, no erasing, no
///   alternate screen, no query or mode;
/// - the prompts read lines: ``confirm(_:default:)`` takes `y` or `n`,
///   ``ask(_:placeholder:default:isMasked:maxLength:validate:)`` a line (a masked one is
///   not echoed), ``choose(_:from:maxHeight:default:matching:row:)-9g59x`` a number from a
///   numbered menu, `n` and `p` for pages, `/text` to search. Lines come from standard input
///   when it is not a terminal, otherwise from the terminal in its own line mode; the end
///   of the input cancels.
///
/// Everything but a program's answer goes to standard error, so `choice=$(tool pick)`
/// still carries only the answer.
@MainActor
public final class AccessibleDriver: ApplicationDriver {
  public let variables: [String: String]
  /// How many rows of a new page are read after the page turns.
  public var rowsRead: Int
  /// How long work may last before `Still loading…` is said (and again after as long; a
  /// second at least).
  public var heartbeat: Duration {
    didSet { heartbeat = max(heartbeat, .seconds(1)) }
  }
  /// The words lines are said in (English by default).
  public var accessibilityLabels = AccessibilityLabels()
  /// Where the lines go: standard error.
  let output: Int32
  /// Where lines are read: standard input.
  let input: Int32

  /// A driver for the environment `variables` (the process's by default), reading
  /// `rowsRead` rows of a turned page.
  public init(
    variables: [String: String]? = nil, rowsRead: Int = 5, heartbeat: Duration = .seconds(10)
  ) {
    self.variables = variables ?? Platform.terminalEnvironment()
    self.rowsRead = max(0, rowsRead)
    self.heartbeat = max(heartbeat, .seconds(1))
    output = Platform.standardError
    input = Platform.standardInput
  }

  /// A driver reading lines from `input` and saying them on `output` (for tests).
  init(variables: [String: String], input: Int32, output: Int32) {
    self.variables = variables
    rowsRead = 5
    heartbeat = .seconds(10)
    self.input = input
    self.output = output
  }

  /// Whether `variables` ask for the accessible mode: `FOLIO_ACCESSIBLE`, else
  /// `ACCESSIBLE`, set to anything but `0`, `false`, `no` or nothing.
  public nonisolated static func isRequested(by variables: [String: String]) -> Bool {
    isOn(variables["FOLIO_ACCESSIBLE"] ?? variables["ACCESSIBLE"])
  }

  /// Whether a switch variable's `value` turns it on: set to anything but `0`, `false`,
  /// `no`, `off` or nothing.
  public nonisolated static func isOn(_ value: String?) -> Bool {
    guard let value = value?.lowercased() else { return false }
    return !["", "0", "false", "no", "off"].contains(value)
  }

  /// Lines can always be asked for: from the terminal, or from standard input.
  public var isInteractive: Bool { true }

  public var size: TerminalSize { TerminalSize.current(of: output) }

  /// Frames are described, drawn without colour, in the symbols the locale shows.
  public var environment: EnvironmentValues {
    var environment = EnvironmentValues()
    environment.colorMode = .none
    environment.symbols = SymbolSet.detect(environment: variables)
    environment.describesAccessibility = true
    environment.accessibilityLabels = accessibilityLabels
    return environment
  }

  public func writeOutput(_ bytes: [UInt8]) throws {
    try TerminalWriter(fileDescriptor: Platform.standardOutput).write(bytes)
  }

  public var outputIsTerminal: Bool { Platform.isTerminal(Platform.standardOutput) }

  /// Writes `lines` to standard error, each ending in a line break.
  func say(_ lines: [String]) throws {
    guard !lines.isEmpty else { return }
    let text = lines.map { Self.spoken($0) + "\n" }.joined()
    try TerminalWriter(fileDescriptor: output).write(text)
  }

  /// `line` with nothing a terminal would act on: control characters are dropped.
  static func spoken(_ line: String) -> String {
    String(
      String.UnicodeScalarView(
        line.unicodeScalars.filter { $0.value >= 0x20 && !(0x7F..<0xA0).contains($0.value) }))
  }

  /// A line of input after `prompt` (written without a line break), or nil at its end.
  /// A masked line is read with the terminal's echo off — put back however the program
  /// ends, a signal's way out included.
  func readLine(prompt: String, masked: Bool = false) async throws -> String? {
    try TerminalWriter(fileDescriptor: output).write(Self.spoken(prompt))
    let input = input
    let isTerminal = Platform.isTerminal(input)
    let quiet = masked && isTerminal ? EchoOff(terminal: input, output: output) : nil
    defer { quiet?.restore() }
    let line = await Task.detached { Platform.readLine(from: input) }.value
    // Piped input is not echoed: the line the answer would have ended goes out here.
    if !isTerminal { try TerminalWriter(fileDescriptor: output).write("\n") }
    return line
  }

  public func run(_ program: any ProgramCore) async throws {
    let options = TerminalSession.Options(
      keepsOutputProcessing: true, screen: .main, reportsMouse: false, changesModes: false)
    // Keys come from the terminal — standard input, or `/dev/tty` when standard input is
    // a document being shown; without one, the transcript is said once.
    guard let session = try? TerminalSession(options: options) else {
      try await readOnce(program)
      return
    }
    try await session.run { session in
      try await AccessibleLoop(program: program, session: session, driver: self).run()
    }
  }

  /// Without a terminal to take keys from: the program's transcript, once its first work
  /// has settled.
  private func readOnce(_ program: any ProgramCore) async throws {
    let tracker = WorkTracker(clock: ContinuousClock())
    let step = WorkTracker.$current.withValue(tracker) {
      program.start(size: size, environment: environment)
    }
    if step != .quit { _ = await tracker.settle(within: .seconds(5)) }
    let frame = program.staticFrame()
    var announcer = Announcer(labels: accessibilityLabels, rowsRead: rowsRead)
    let printed = program.takePrinted().map { String(decoding: $0, as: UTF8.self) }
    try say(printed + announcer.lines(for: frame.report.accessibilityElements))
  }
}
