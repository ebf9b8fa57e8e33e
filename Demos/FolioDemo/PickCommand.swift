import Folio
import FolioShowcase
import FolioTerminal
import Foundation

/// `folio-demo pick`: an inline picker over the simulated API; prints the story chosen.
enum PickCommand {
  static let help = """
    Usage: folio-demo pick [--items N] [--latency-ms N] [--fail-rate F] [--height N]
                           [--numbered] [--several] [--log] [--confirm]

    Shows a list of stories under the prompt, loading pages from a simulated remote API as
    you scroll, and prints the title of the story you choose on standard output — so
    `story=$(folio-demo pick)` works. Type to filter the loaded stories; Enter chooses,
    Esc or Ctrl-C cancel (exit status 130). With --confirm, asks before printing.

      --items N        stories on the server (default 1000)
      --latency-ms N   delay of every request (default 150)
      --fail-rate F    share of requests that fail, 0 to 1 (default 0)
      --height N       the most rows the picker takes (default 12)
      --numbered       numbered pages with a bar (←/→ turn them) instead of a growing list
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
    let height = try arguments.integer("height", default: 12, in: 3...1000)
    let stories = Paginator(dataSource: api, pageSize: 20)
    let question = "Pick a story"
    let chooser =
      arguments.flags.contains("numbered")
      ? Chooser(question, from: PageNavigator(dataSource: api, pageSize: 10), maxHeight: height) {
        StoryRow(story: $0)
      }
      : Chooser(question, from: stories, maxHeight: height) { StoryRow(story: $0) }
    let logger = arguments.flags.contains("log") ? logPages(of: stories, to: chooser) : nil
    defer { logger?.cancel() }
    do {
      let chosen =
        arguments.flags.contains("several")
        ? try await chooser.runChoosingSeveral() : [try await chooser.run()]
      if arguments.flags.contains("confirm") {
        let what = chosen.count == 1 ? "\"\(chosen[0].title)\"" : "\(chosen.count) stories"
        guard try await confirm("Print \(what)?", default: true) else { return }
      }
      try output(chosen.map { $0.title + "\n" }.joined())
    } catch PromptError.cancelled {
      exit(130)
    } catch PromptError.noTerminal {
      throw Arguments.UsageError(description: "pick needs a terminal to ask on")
    }
  }

  /// Prints a line above the picker each time more stories have arrived.
  @MainActor
  static func logPages(
    of stories: Paginator<SimulatedAPI>, to chooser: Chooser<Story, StoryRow>
  )
    -> Task<Void, Never>
  {
    Task {
      var logged = 0
      while !Task.isCancelled {
        let count = stories.items.count
        if count > logged {
          chooser.print("Loaded stories \(logged + 1)–\(count)")
          logged = count
        }
        try? await Task.sleep(for: .milliseconds(20))
      }
    }
  }
}
