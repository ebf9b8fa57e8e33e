import Folio
import Observation

/// The terminal as a driver: programs run in raw mode on the alternate screen or inline
/// under the prompt, or — where there is no terminal to take over — draw one static frame
/// to standard output.
@MainActor
final class TerminalDriver: ApplicationDriver {
  let variables: [String: String]
  /// The least time between two frames: `Application.maximumFramesPerSecond`'s; a test
  /// passes zero to see every frame a loop would draw as soon as it would draw it.
  let frameInterval: Duration

  /// The least time between two frames of a program: `Application.maximumFramesPerSecond`'s.
  static let standardFrameInterval =
    Duration.seconds(1) / Application<Int, EmptyView>.maximumFramesPerSecond

  init(
    variables: [String: String] = Platform.terminalEnvironment(),
    frameInterval: Duration = standardFrameInterval
  ) {
    self.variables = variables
    self.frameInterval = frameInterval
  }

  var isInteractive: Bool {
    variables["TERM"] != "dumb" && (try? TerminalSession()) != nil
  }

  var size: TerminalSize { TerminalSize.current() }

  var outputIsTerminal: Bool { Platform.isTerminal(Platform.standardOutput) }

  var environment: EnvironmentValues { Self.environment(variables: variables, isTerminal: true) }

  /// The environment output is drawn in, as `variables` and whether it goes to a terminal
  /// ask: the colour mode, the symbols, and links where a terminal shows them.
  nonisolated static func environment(variables: [String: String], isTerminal: Bool)
    -> EnvironmentValues
  {
    var environment = EnvironmentValues()
    environment.colorMode = ColorMode.detect(environment: variables, isTTY: isTerminal)
    environment.symbols = SymbolSet.detect(environment: variables)
    environment.hyperlinks = isTerminal && TerminalQueries.showsHyperlinks(variables)
    return environment
  }

  func writeOutput(_ bytes: [UInt8]) throws {
    try TerminalWriter(fileDescriptor: Platform.standardOutput).write(bytes)
  }

  func run(_ program: any ProgramCore) async throws {
    let options = program.screen.sessionOptions(
      reportsMouse: program.reportsMouse, reportsFocus: program.reportsFocus,
      reportsInBandResize: program.reportsInBandResize,
      reportsKeyReleases: program.reportsKeyReleases)
    guard variables["TERM"] != "dumb", let session = try? TerminalSession(options: options)
    else {
      try await drawStatic(program, to: Platform.standardOutput)
      return
    }
    try await run(program, on: session)
  }

  /// Runs `program` on `session`, which is entered and left here.
  func run(_ program: any ProgramCore, on session: TerminalSession) async throws {
    try await session.run { session in
      try await TerminalLoop(program: program, session: session, driver: self).run()
    }
    let printed = program.takePrinted()
    if !printed.isEmpty {
      // What was printed while the alternate screen was up goes to the main screen now.
      try? session.writer.write(printed.flatMap { $0 + [0x0D, 0x0A] })
    }
  }

  /// One frame, as plain as the environment wants, on `output`: once the work the
  /// program's first event started has settled and the lists it shows have their first
  /// page, within `bound`.
  func drawStatic(
    _ program: any ProgramCore, to output: Int32, within bound: Duration = .seconds(5)
  ) async throws {
    let environment = Self.environment(
      variables: variables, isTerminal: Platform.isTerminal(output))
    let tracker = WorkTracker(clock: ContinuousClock())
    let step = WorkTracker.$current.withValue(tracker) {
      program.start(size: TerminalSize.current(of: output), environment: environment)
    }
    if step != .quit { _ = await tracker.settle(within: bound) }
    let canvas = await Self.loadedStaticFrame(of: program, within: bound).canvas
    var text = canvas.ansiString(colorMode: environment.colorMode)
    text += "\n"
    for line in program.takePrinted() { text += String(decoding: line, as: UTF8.self) + "\n" }
    try TerminalWriter(fileDescriptor: output).write(text)
  }

  /// The static frame once the lists it shows have their first page: while a frame shows
  /// content still loading — a page asked for before the program ran, which no settle can
  /// see — waits for what the frame read to change, within `bound` in all.
  private static func loadedStaticFrame(
    of program: any ProgramCore, within bound: Duration
  ) async -> RenderedFrame {
    let deadline = ContinuousClock.now + bound
    while true {
      let change = ChangeSignal()
      let frame = withObservationTracking {
        program.staticFrame()
      } onChange: {
        change.signal()
      }
      guard frame.report.isWaitingForContent, ContinuousClock.now < deadline else {
        return frame
      }
      await change.wait(within: ContinuousClock.now.duration(to: deadline))
    }
  }
}
