import Folio
import FolioTerminal
import Observation

/// `folio-demo pick`: choose stories of the simulated API in a picker drawn inline under
/// the prompt, searching the source as you type (or numbered pages, filtered).
///
/// ```swift
/// let chosen = try await StoryPicker.run(api: SimulatedAPI(count: 1_000))
/// ```
public enum StoryPicker {
  /// How the picker asks.
  public struct Options: Sendable {
    /// The most rows the picker takes.
    public var height: Int
    /// Numbered pages with a bar (←/→ turn them), filtered as typed, instead of a list
    /// that grows and searches the source.
    public var numbered: Bool
    /// Tab marks stories; every story marked is chosen.
    public var several: Bool
    /// A line above the picker for every page that arrives.
    public var logsPages: Bool
    /// Asks "Print it?" after choosing.
    public var confirms: Bool

    /// Options; by default one story from a searched list 12 rows tall.
    public init(
      height: Int = 12, numbered: Bool = false, several: Bool = false, logsPages: Bool = false,
      confirms: Bool = false
    ) {
      self.height = height
      self.numbered = numbered
      self.several = several
      self.logsPages = logsPages
      self.confirms = confirms
    }
  }

  /// The question the picker asks.
  public static let question = "Pick a story"

  /// Asks for stories from `api` and returns those chosen — none when the confirmation was
  /// declined.
  ///
  /// - Throws: `PromptError.cancelled` (Esc, Ctrl-C), `PromptError.noTerminal`, or a
  ///   `TerminalError`.
  @MainActor
  public static func run(api: SimulatedAPI, options: Options = Options()) async throws -> [Story] {
    let stories = SearchablePaginator(dataSource: api, pageSize: 20)
    let chooser =
      options.numbered
      ? Chooser(
        question, from: PageNavigator(dataSource: api, pageSize: 10), maxHeight: options.height
      ) { StoryRow(story: $0) }
      : Chooser(question, from: stories, maxHeight: options.height) { StoryRow(story: $0) }
    let logger = options.logsPages ? logPages(of: stories, to: chooser) : nil
    defer { logger?.cancel() }
    let chosen =
      options.several ? try await chooser.runChoosingSeveral() : [try await chooser.run()]
    if options.confirms {
      let what = chosen.count == 1 ? "\"\(chosen[0].title)\"" : "\(chosen.count) stories"
      guard try await confirm("Print \(what)?", default: true) else { return [] }
    }
    return chosen
  }

  /// Prints a line above the picker each time more stories have arrived: woken by the
  /// list changing, never polling.
  @MainActor
  static func logPages(
    of stories: SearchablePaginator<SimulatedAPI>, to chooser: Chooser<Story, StoryRow>
  ) -> Task<Void, Never> {
    let tracker = WorkTracker.current
    return tracker.task("StoryPicker: logging the pages that arrive") {
      var logged = 0
      while !Task.isCancelled {
        let count = stories.items.count
        if count > logged { chooser.print("Loaded stories \(logged + 1)–\(count)") }
        logged = count
        await tracker.waitForInput("a page to log") { resume in
          let once = Once()
          await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
              withObservationTracking {
                _ = stories.items
              } onChange: {
                once.run {
                  resume()
                  continuation.resume()
                }
              }
              once.register { continuation.resume() }
            }
          } onCancel: {
            once.cancel()
          }
        }
      }
    }
  }
}

/// Runs one of a wake-up and a cancellation, whichever comes first.
private final class Once: @unchecked Sendable {
  // @unchecked: every property is guarded by `lock`.
  private let lock = Lock()
  private var done = false
  private var cancelled = false
  private var onCancel: (@Sendable () -> Void)?

  /// Runs `body` unless something ran already.
  func run(_ body: () -> Void) {
    let first = lock.withLock { () -> Bool in
      defer { done = true }
      return !done
    }
    if first { body() }
  }

  /// What a cancellation runs; at once when the cancellation came first.
  func register(_ body: @escaping @Sendable () -> Void) {
    let now = lock.withLock { () -> Bool in
      if cancelled && !done {
        done = true
        return true
      }
      onCancel = body
      return false
    }
    if now { body() }
  }

  func cancel() {
    let body = lock.withLock { () -> (@Sendable () -> Void)? in
      cancelled = true
      guard !done else { return nil }
      guard let onCancel else { return nil }
      done = true
      return onCancel
    }
    body?()
  }
}
