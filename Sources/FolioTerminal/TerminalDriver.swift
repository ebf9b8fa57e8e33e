import Folio

/// The terminal as a driver: programs run in raw mode on the alternate screen or inline
/// under the prompt, or — where there is no terminal to take over — draw one static frame
/// to standard output.
@MainActor
final class TerminalDriver: ApplicationDriver {
  let variables: [String: String]

  init(variables: [String: String] = Platform.terminalEnvironment()) {
    self.variables = variables
  }

  var isInteractive: Bool {
    variables["TERM"] != "dumb" && (try? TerminalSession()) != nil
  }

  var size: TerminalSize { TerminalSize.current() }

  var environment: EnvironmentValues {
    var environment = EnvironmentValues()
    environment.colorMode = ColorMode.detect(environment: variables, isTTY: true)
    environment.symbols = SymbolSet.detect(environment: variables)
    environment.hyperlinks = TerminalQueries.showsHyperlinks(variables)
    return environment
  }

  func writeOutput(_ bytes: [UInt8]) throws {
    try TerminalWriter(fileDescriptor: Platform.standardOutput).write(bytes)
  }

  func run(_ program: any ProgramCore) async throws {
    let options = program.screen.sessionOptions(reportsMouse: program.reportsMouse)
    guard variables["TERM"] != "dumb", let session = try? TerminalSession(options: options)
    else {
      try await drawStatic(program)
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

  /// One frame, as plain as the environment wants, on standard output: once the work the
  /// program's first event started has settled (its first page, say), within a bound.
  private func drawStatic(_ program: any ProgramCore) async throws {
    let output = Platform.standardOutput
    var environment = EnvironmentValues()
    environment.colorMode = ColorMode.detect(
      environment: variables, isTTY: Platform.isTerminal(output))
    environment.symbols = SymbolSet.detect(environment: variables)
    let tracker = WorkTracker(clock: ContinuousClock())
    let step = WorkTracker.$current.withValue(tracker) {
      program.start(size: TerminalSize.current(of: output), environment: environment)
    }
    if step != .quit { _ = await tracker.settle(within: .seconds(5)) }
    let canvas = program.staticFrame().canvas
    var text = canvas.ansiString(colorMode: environment.colorMode)
    text += "\n"
    for line in program.takePrinted() { text += String(decoding: line, as: UTF8.self) + "\n" }
    try TerminalWriter(fileDescriptor: output).write(text)
  }
}
