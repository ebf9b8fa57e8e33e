import Folio
import FolioShowcase
import FolioTerminal

/// `folio-demo pick`: an inline picker over the simulated API; prints the story chosen.
enum PickCommand {
  static let help = """
    Usage: folio-demo pick [--items N] [--latency-ms N] [--fail-rate F] [--height N]
                           [--numbered] [--several] [--log] [--confirm]

    Shows a list of stories under the prompt, loading pages from a simulated remote API as
    you scroll, and prints the title of the story you choose on standard output — so
    `story=$(folio-demo pick)` works. Type to search the stories (the API searches, 300 ms
    after the last key); Enter chooses the story selected — or, while a search is on its
    way, the first it finds. Esc or Ctrl-C cancel (exit status 130). With --confirm, asks
    before printing.

      --items N        stories on the server (default 1000)
      --latency-ms N   delay of every request (default 150)
      --fail-rate F    share of requests that fail, 0 to 1 (default 0)
      --height N       the most rows the picker takes (default 12)
      --numbered       numbered pages with a bar (←/→ turn them), typing filtering the page
      --several        Tab marks stories; prints every story marked, one a line
      --log            print a line above the picker for every page that arrives
      --confirm        ask "Print it?" after choosing

    """

  @MainActor
  static func run(_ raw: [String]) async throws {
    let arguments = try Arguments(
      raw, valued: ["items", "latency-ms", "fail-rate", "height", "seed"],
      flags: ["help", "confirm", "log", "numbered", "several"])
    if arguments.flags.contains("help") {
      try output(help)
      return
    }
    guard arguments.positional.isEmpty else {
      throw Arguments.UsageError(description: "pick takes no arguments: \(arguments.positional)")
    }
    let api = SimulatedAPI(
      count: try arguments.integer("items", default: 1000, in: 0...1_000_000_000),
      latency: .milliseconds(try arguments.integer("latency-ms", default: 150, in: 0...60_000)),
      failRate: try arguments.decimal("fail-rate", default: 0, in: 0...1),
      seed: UInt64(try arguments.integer("seed", default: 1, in: 0...Int.max)))
    let options = StoryPicker.Options(
      height: try arguments.integer("height", default: 12, in: 3...1000),
      numbered: arguments.flags.contains("numbered"),
      several: arguments.flags.contains("several"), logsPages: arguments.flags.contains("log"),
      confirms: arguments.flags.contains("confirm"))
    do {
      let chosen = try await StoryPicker.run(api: api, options: options)
      try output(chosen.map { $0.title + "\n" }.joined())
    } catch PromptError.cancelled {
      System.exit(130)
    } catch PromptError.noTerminal {
      throw Arguments.UsageError(description: "pick needs a terminal to ask on")
    }
  }
}
