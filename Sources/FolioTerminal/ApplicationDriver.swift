import Folio

/// What runs programs: the terminal, or a test's headless driver.
///
/// ``Application/run()``, the prompts (``choose(_:from:maxHeight:default:matching:row:)-9g59x``,
/// ``Chooser``, ``confirm(_:default:)``, ``ask(_:placeholder:default:isMasked:maxLength:validate:)``)
/// and ``runPager(_:options:)`` run on the driver of the task that calls them — the one
/// ``withApplicationDriver(_:operation:)`` set — and on the terminal otherwise. So a whole
/// tool runs unchanged under a test driver:
///
/// ```swift
/// try await withApplicationDriver(driver) {
///   try await MyTool.main()   // every Application it runs, runs on `driver`
/// }
/// ```
@MainActor
public protocol ApplicationDriver: AnyObject, Sendable {
  /// Runs `program` until it quits; the program's state then holds the outcome.
  func run(_ program: any ProgramCore) async throws
  /// Whether a program can ask for input here; without it, prompts answer with their
  /// default (a pipe, CI, `TERM=dumb`).
  var isInteractive: Bool { get }
  /// The size a program would be drawn at now.
  var size: TerminalSize { get }
  /// The environment variables programs see (`TERM`, `NO_COLOR`, `LANG`…).
  var variables: [String: String] { get }
  /// The environment frames are drawn with: colour mode, symbols, theme, widths.
  var environment: EnvironmentValues { get }
  /// Writes `bytes` to the program's standard output: what a pager that fits on one
  /// screen writes instead of taking over the terminal.
  func writeOutput(_ bytes: [UInt8]) throws
  /// Whether the program's standard output is a terminal; when it is not (`tool | less`),
  /// a pager copies its document there unchanged, as `less` does.
  var outputIsTerminal: Bool { get }
}

extension ApplicationDriver {
  public var outputIsTerminal: Bool { true }
}

/// The driver of the current task, set by ``withApplicationDriver(_:operation:)``.
enum CurrentDriver {
  @TaskLocal static var driver: (any ApplicationDriver)?

  /// The driver programs run on here: the task's, or the terminal.
  @MainActor
  static var resolved: any ApplicationDriver {
    if let driver { return driver }
    let variables = Platform.terminalEnvironment()
    if AccessibleDriver.isRequested(by: variables) { return AccessibleDriver(variables: variables) }
    return TerminalDriver(variables: variables)
  }
}

/// Runs `operation` with every program it runs — applications, prompts, pagers — on
/// `driver` instead of the terminal.
@MainActor
public func withApplicationDriver<Result>(
  _ driver: any ApplicationDriver, operation: @MainActor () async throws -> Result
) async rethrows -> Result {
  try await CurrentDriver.$driver.withValue(driver) { try await operation() }
}
