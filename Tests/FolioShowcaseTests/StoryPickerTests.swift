import Folio
import FolioShowcase
import FolioTerminal
import FolioTesting
import Testing

/// `folio-demo pick`, run end to end through the public headless driver: the API answers
/// after 150 ms, searches 300 ms after the last key.
@MainActor
@Suite struct StoryPickerTests {
  let api = SimulatedAPI(count: 1_000, latency: .milliseconds(150))
  let driver = HeadlessDriver(size: TerminalSize(width: 60, height: 20))

  /// Starts the picker and lets its first page arrive.
  func start(_ options: StoryPicker.Options = .init()) async throws -> ProgramRun<[Story]> {
    let pick = try await driver.start { [api] in
      try await StoryPicker.run(api: api, options: options)
    }
    try await driver.advance(by: .milliseconds(150))
    #expect(driver.screen.contains("Swift concurrency in practice #1"))
    return pick
  }

  /// The first story whose title has `topic`.
  func first(_ topic: String) -> Story {
    (1...1_000).lazy.map(SimulatedAPI.story).first { $0.title.contains(topic) }!
  }

  @Test func returnsTheStoryChosen() async throws {
    let pick = try await start()
    try await driver.press(.down, .down, .enter)
    #expect(try pick.value == [SimulatedAPI.story(3)])
  }

  @Test(arguments: [0, 299])
  func enterDuringTheDebounceChoosesTheFirstMatch(afterMilliseconds wait: Int) async throws {
    let pick = try await start()
    try await driver.type("Debouncing")
    try await driver.advance(by: .milliseconds(wait))
    try await driver.press(.enter)
    #expect(!pick.isFinished, "the search is on its way")
    #expect(driver.screen.contains("Searching…"))
    try await driver.advance(by: .milliseconds(150))
    #expect(try pick.value == [first("Debouncing search")])
  }

  @Test func enterWithNoMatchStaysAndSaysSo() async throws {
    let pick = try await start()
    try await driver.type("zzzz")
    try await driver.press(.enter)
    try await driver.advance(by: .milliseconds(150))
    #expect(!pick.isFinished)
    #expect(driver.screen.contains("No match for “zzzz”"), "\(driver.screen.lines)")
    // Another search, then Enter once it is in, chooses its selected story.
    try await driver.press(.ctrl("u"))
    try await driver.type("Golden")
    try await driver.advance(by: .milliseconds(450))
    try await driver.press(.enter)
    #expect(try pick.value == [first("Golden snapshot")])
  }

  @Test func enterWhenTheSearchFailsShowsTheErrorAndStays() async throws {
    let pick = try await start()
    api.failNextRequests(at: 0)
    try await driver.type("Raw")
    try await driver.press(.enter)
    try await driver.advance(by: .milliseconds(150))
    #expect(!pick.isFinished)
    #expect(driver.screen.contains("The server timed out (simulated)."), "\(driver.screen.lines)")
    try await driver.press(.ctrl("r"))
    try await driver.advance(by: .milliseconds(150))
    try await driver.press(.enter)
    #expect(try pick.value == [first("Raw mode")])
  }

  @Test func aKeyTypedWhileTheSearchIsOnItsWayCancelsTheChoice() async throws {
    let pick = try await start()
    try await driver.type("Unicode")
    try await driver.press(.enter)
    try await driver.type(" w")
    try await driver.advance(by: .milliseconds(450))
    #expect(!pick.isFinished, "the key took the choice back")
    #expect(driver.screen.contains("? Pick a story Unicode w"))
  }

  @Test func escCancels() async throws {
    let pick = try await start()
    try await driver.press(.escape)
    #expect(throws: PromptError.cancelled) { try pick.value }
  }

  @Test func severalAreMarkedThenConfirmed() async throws {
    let pick = try await start(.init(several: true, confirms: true))
    try await driver.press(.tab, .tab, .enter)
    #expect(driver.screen.contains("Print 2 stories? (Y/n)"))
    try await driver.press(.character("y"))
    #expect(try pick.value == [SimulatedAPI.story(1), SimulatedAPI.story(2)])
  }

  @Test func pagesArrivingArePrintedAboveThePicker() async throws {
    _ = try await start(.init(logsPages: true))
    let output = String(decoding: driver.output, as: UTF8.self)
    #expect(output.contains("Loaded stories 1–20"), "\(output.debugDescription)")
  }
}
