import Folio
import FolioShowcase
import FolioTerminal

/// `folio-demo browse`: page through a simulated remote API, numbered or infinite.
enum BrowseCommand {
  static let help = """
    Usage: folio-demo browse [--items N] [--page-size N] [--latency-ms N] [--fail-rate F] [--seed S]

    Pages through a simulated remote API with latency and injected failures. Starts in
    numbered mode (one page, the pagination bar and a summary); Tab switches to infinite
    mode (pages accumulate as you scroll). Press ? for the keys.

      --items N        stories on the server (default 1000, 0 for an empty server)
      --page-size N    stories per page (default 20)
      --latency-ms N   delay of every request (default 250)
      --fail-rate F    share of requests that fail, 0 to 1 (default 0.1)
      --seed S         seed of the simulated failures (default 1)

    """

  @MainActor
  static func run(_ raw: [String]) async throws {
    let arguments = try Arguments(
      raw, valued: ["items", "page-size", "latency-ms", "fail-rate", "seed"], flags: ["help"])
    if arguments.flags.contains("help") {
      try output(SymbolSet.ofLocale.adapting(help))
      return
    }
    guard arguments.positional.isEmpty else {
      throw Arguments.UsageError(description: "browse takes no arguments: \(arguments.positional)")
    }
    let api = SimulatedAPI(
      count: try arguments.integer("items", default: 1000, in: 0...1_000_000_000),
      latency: .milliseconds(try arguments.integer("latency-ms", default: 250, in: 0...60_000)),
      failRate: try arguments.decimal("fail-rate", default: 0.1, in: 0...1),
      seed: UInt64(try arguments.integer("seed", default: 1, in: 0...Int.max)))
    let pageSize = try arguments.integer("page-size", default: 20, in: 1...10_000)
    var environment = EnvironmentValues()
    environment.colorMode = ColorMode.detect(
      environment: TerminalSession.variables, isTTY: true)
    let app = BrowseState.application(api: api, pageSize: pageSize, environment: environment)
    _ = try await app.run()
  }
}
