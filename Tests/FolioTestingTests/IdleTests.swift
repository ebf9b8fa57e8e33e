import Folio
import FolioTerminal
import FolioTesting
import Testing

/// A state that counts the ticks it is given and says whether it watches anything.
private struct Watcher {
  var ticks = 0
  var watching = false
  var spinning = false
}

/// An application over a ``Watcher``: `w` toggles watching, `s` a spinner on screen.
@MainActor
private func watcherApp(needsTicks: Bool = true) -> Application<Watcher, some View> {
  let app = Application(state: Watcher(), onTick: { $0.ticks += 1 }) { watcher in
    VStack(alignment: .leading) {
      Text("watching: \(watcher.watching)")
      if watcher.spinning {
        EnvironmentReader { environment in Text("spin \(environment.spinnerTick % 4)") }
          .animating()
      }
    }
  } onEvent: { watcher, event in
    switch event {
    case .key(.character("w")): watcher.watching.toggle()
    case .key(.character("s")): watcher.spinning.toggle()
    case .key(.character("q")): return .quit
    default: break
    }
    return .continue
  }
  if needsTicks { app.needsTicks = { $0.watching } }
  return app
}

/// Bytes in memory that tell their watcher when they grow, as a file does on Linux.
private final class WatchedSource: ByteSource, @unchecked Sendable {
  // @unchecked: `changed` is set and read on the test's actor only.
  let bytes: MemoryByteSource
  var changed: (@Sendable () -> Void)?

  /// `text`, growing as a file does (`stream` false) or arriving as a stream until
  /// ``finish()``. The bytes in memory stay open either way, so that they take more.
  init(_ text: String, stream: Bool = false) {
    bytes = MemoryByteSource(Array(text.utf8), isComplete: false)
    isStream = stream
  }

  /// Whether it says it has ended: always, as a file does, unless made as a stream.
  let isStream: Bool

  var count: Int { bytes.count }
  var isComplete: Bool { !isStream || bytes.isComplete }
  func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    bytes.read(at: offset, into: buffer)
  }
  func watch(_ changed: (@Sendable () -> Void)?) -> Bool {
    self.changed = changed
    return true
  }
  /// Appends `text` and tells the watcher, as the system would after a write.
  func grow(_ text: String) {
    bytes.append(Array(text.utf8))
    changed?()
  }

  /// Ends the stream and tells the watcher.
  func finish() {
    bytes.finish()
    changed?()
  }
}

/// Bytes that cannot tell of their changes, as a source of a program's own may be: a
/// reader looks at them on a timer.
private final class SilentSource: ByteSource, @unchecked Sendable {
  let bytes: MemoryByteSource

  init(_ text: String) { bytes = MemoryByteSource(text) }

  var count: Int { bytes.count }
  var isComplete: Bool { bytes.isComplete }
  func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    bytes.read(at: offset, into: buffer)
  }
}

/// A pager over `document` as runPager makes one: less's keys, ticked only while its model
/// needs a look, its model started by the program on its first event.
@MainActor
private func pagerApp(_ document: TextDocument) -> Application<PagerController, some View> {
  let app = Application(
    state: PagerController(model: PagerModel(document: document)),
    bindings: PagerController.bindings, helpKeys: PagerController.helpKeys,
    onTick: { $0.model.refresh() }
  ) { pager in
    pager.screen
  } onEvent: { pager, event in
    // Started by the program, as runPager does, so that its work is the program's.
    if case .resize = event { pager.model.start() }
    return pager.handle(event)
  }
  app.needsTicks = { $0.model.needsRefresh }
  return app
}

@MainActor
@Suite struct IdleTests {
  @Test func aProgramWithNothingToWatchIsNotTicked() async throws {
    let app = watcherApp()
    let driver = HeadlessDriver(size: TerminalSize(width: 20, height: 3))
    let run = try await driver.start(app)
    #expect(!app.wantsTicks)
    try await driver.advance(by: .seconds(5))
    #expect(app.state.ticks == 0, "nothing watched, nothing animated: no tick at all")
    #expect(driver.steps.last?.framesDrawn == 0)

    try await driver.press(.character("w"))
    #expect(app.wantsTicks)
    try await driver.advance(by: .seconds(1))
    #expect(app.state.ticks == 10, "watching: every 100 ms")

    try await driver.press(.character("w"))
    try await driver.advance(by: .seconds(1))
    #expect(app.state.ticks == 10, "stopped again once nothing is watched")
    try await driver.press(.character("q"))
    #expect(run.isFinished)
  }

  @Test func aSpinnerOnScreenTicksTheProgramAtItsOwnRate() async throws {
    let app = watcherApp()
    let driver = HeadlessDriver(size: TerminalSize(width: 20, height: 3))
    let run = try await driver.start(app)
    try await driver.press(.character("s"))
    #expect(app.wantsTicks, "an animating frame wants ticks")
    try await driver.advance(by: .seconds(1))
    #expect(driver.steps.last?.framesDrawn == 10)
    #expect(app.state.ticks == 10)

    try await driver.press(.character("s"))
    #expect(!app.wantsTicks, "the spinner gone, the program sleeps")
    try await driver.advance(by: .seconds(1))
    #expect(driver.steps.last?.framesDrawn == 0)
    #expect(app.state.ticks == 10)
    try await driver.press(.character("q"))
    #expect(run.isFinished)
  }

  @Test func ticksResumeOnTheClockTheyStoppedOn() async throws {
    // A spinner's phase follows the program's clock from its start, stopped or not: the
    // tick after a pause falls on a whole interval from the start, not from the key.
    let app = watcherApp()
    let driver = HeadlessDriver(size: TerminalSize(width: 20, height: 3))
    let run = try await driver.start(app)
    try await driver.advance(by: .milliseconds(1_030))
    try await driver.press(.character("w"))
    try await driver.advance(by: .milliseconds(69))
    #expect(app.state.ticks == 0, "the next whole interval is at 1,100 ms")
    try await driver.advance(by: .milliseconds(1))
    #expect(app.state.ticks == 1)
    try await driver.press(.character("q"))
    #expect(run.isFinished)
  }

  @Test func withoutNeedsTicksAProgramWithOnTickIsTickedAsBefore() async throws {
    let app = watcherApp(needsTicks: false)
    let driver = HeadlessDriver(size: TerminalSize(width: 20, height: 3))
    let run = try await driver.start(app)
    #expect(app.wantsTicks)
    try await driver.advance(by: .seconds(1))
    #expect(app.state.ticks == 10)
    try await driver.press(.character("q"))
    #expect(run.isFinished)
  }

  @Test func aPagerNeedsRefreshingOnlyWhileSomethingMayArrive() async throws {
    let text = (1...50).map { "line \($0)" }.joined(separator: "\n") + "\n"
    let model = PagerModel(document: TextDocument(source: SilentSource(text), name: "numbers"))
    model.resize(width: 20, rows: 5)
    #expect(model.needsRefresh, "lines not counted yet")
    await model.document.countLines()
    #expect(model.document.lineCount == 50)
    #expect(!model.needsRefresh, "counted, complete, nothing followed or searched")
    model.follow()
    #expect(model.needsRefresh, "following the end")
    model.stopFollowing()
    #expect(!model.needsRefresh)
    model.goToLine(40)
    #expect(!model.needsRefresh, "a counted line is shown at once")

    // Bytes in memory tell of their changes: followed, they are watched, not looked at.
    let inMemory = PagerModel(document: TextDocument(text, name: "numbers"))
    inMemory.resize(width: 20, rows: 5)
    await inMemory.document.countLines()
    inMemory.follow()
    #expect(inMemory.isWatchingSource)
    #expect(!inMemory.needsRefresh, "following bytes that tell: no timer")
    inMemory.stopFollowing()
  }

  @Test func aFollowedSourceThatTellsOfItsChangesWakesOnlyWhenItDoes() async throws {
    let source = WatchedSource((1...30).map { "line \($0)\n" }.joined())
    let document = TextDocument(source: source, name: "log")
    await document.countLines()
    let app = pagerApp(document)
    let driver = HeadlessDriver(size: TerminalSize(width: 20, height: 7))
    let run = try await driver.start(app)
    defer { app.state.model.stop() }
    try await driver.press(.character("F"))
    #expect(app.state.model.isFollowing)
    #expect(app.state.model.isWatchingSource)
    #expect(driver.screen.lines[4] == "line 30")
    #expect(!app.wantsTicks, "the source tells of its changes: no timer")
    try await driver.advance(by: .seconds(10))
    #expect(driver.steps.last?.framesDrawn == 0, "nothing arrived, nothing drawn")

    source.grow("line 31\nline 32\n")
    try await driver.settle()
    #expect(driver.screen.lines[4] == "line 32", "\(driver.screen)")
    #expect(driver.screen.lines[0] == "line 28")

    try await driver.press(.character("k"))
    #expect(!app.state.model.isFollowing)
    #expect(source.changed == nil, "not following, not watching")
    try await driver.press(.character("q"))
    #expect(run.isFinished)
  }

  @Test func aStreamThatTellsOfWhatArrivesIsCountedWithoutATimer() async throws {
    let source = WatchedSource((1...3).map { "line \($0)\n" }.joined(), stream: true)
    let document = TextDocument(source: source, name: "standard input")
    let app = pagerApp(document)
    let driver = HeadlessDriver(size: TerminalSize(width: 60, height: 7))
    let run = try await driver.start(app)
    defer { app.state.model.stop() }
    let model = app.state.model
    #expect(model.isWatchingSource, "a stream that tells is watched until it ends")
    #expect(driver.screen.lines[2] == "line 3")
    #expect(!app.wantsTicks, "counted as far as it came: nothing to look at on a timer")
    try await driver.advance(by: .seconds(10))
    #expect(driver.steps.last?.framesDrawn == 0)

    source.grow((4...8).map { "line \($0)\n" }.joined())
    try await driver.settle()
    #expect(driver.screen.lines[4] == "line 5")
    #expect(document.countedLines == 8)
    #expect(driver.screen.lines[5].contains("lines 1–5 of 8"), "\(driver.screen)")
    #expect(!app.wantsTicks)

    // G follows the end until the stream ends, as less does.
    try await driver.press(.character("G"))
    #expect(model.isFollowing)
    source.grow("line 9\nline 10\n")
    try await driver.settle()
    #expect(driver.screen.lines[4] == "line 10")
    source.finish()
    try await driver.settle()
    #expect(document.lineCount == 10)
    #expect(!model.isFollowing, "the stream ended: nothing more to follow")
    #expect(!model.isWatchingSource)
    #expect(!app.wantsTicks)
    try await driver.press(.character("q"))
    #expect(run.isFinished)
  }

  @Test func aProgramsOwnStreamInMemoryIsShownAsItComesWithoutATimer() async throws {
    let source = MemoryByteSource(Array("line 1\n".utf8), isComplete: false)
    let document = TextDocument(source: source, name: "build log")
    let app = pagerApp(document)
    let driver = HeadlessDriver(size: TerminalSize(width: 40, height: 6))
    let run = try await driver.start(app)
    defer { app.state.model.stop() }
    #expect(!app.wantsTicks, "the bytes tell when they grow: nothing to look at on a timer")
    try await driver.advance(by: .seconds(10))
    #expect(driver.steps.last?.framesDrawn == 0)

    source.append(Array("line 2\nline 3\n".utf8))
    try await driver.settle()
    #expect(driver.screen.lines.prefix(3) == ["line 1", "line 2", "line 3"])
    source.finish()
    try await driver.settle()
    #expect(document.lineCount == 3)
    #expect(!app.state.model.isWatchingSource, "ended: no longer watched")
    try await driver.press(.character("q"))
    #expect(run.isFinished)
  }

  @Test func aPagerStartingOnAStreamThatTellsWaitsForItsFirstScreenWithoutATimer() async throws {
    let source = WatchedSource("line 1\nline 2\n", stream: true)
    let (driver, run) = try await startPager(on: source)
    #expect(!run.isFinished)
    #expect(driver.frames.isEmpty, "two lines of a screenful of five: waiting for more")
    #expect(source.changed != nil, "the stream is watched while the pager waits")

    // A screenful arrives: the first screen is drawn with no time passed.
    source.grow((3...9).map { "line \($0)\n" }.joined())
    try await driver.settle()
    #expect(driver.screen.lines.prefix(4) == ["line 1", "line 2", "line 3", "line 4"])
    try await driver.press(.character("q"))
    #expect(run.isFinished)
  }

  @Test func aPagerStartingOnAStreamThatSendsLittleShowsWhatCameAfterAQuarterOfASecond()
    async throws
  {
    let source = WatchedSource("line 1\nline 2\n", stream: true)
    let (driver, run) = try await startPager(on: source)
    try await driver.advance(by: .milliseconds(249))
    #expect(driver.frames.isEmpty)
    try await driver.advance(by: .milliseconds(1))
    #expect(driver.screen.lines.prefix(2) == ["line 1", "line 2"], "\(driver.screen)")
    try await driver.press(.character("q"))
    #expect(run.isFinished)
  }

  @Test func quittingWhenAStreamFitsOnAScreenWaitsForItsEndWithoutATimer() async throws {
    let source = WatchedSource("one\n", stream: true)
    let (driver, run) = try await startPager(
      on: source, options: PagerOptions(quitsIfOneScreen: true))
    try await driver.advance(by: .seconds(10))
    #expect(!run.isFinished, "the stream has not ended: it may not fit yet")
    #expect(driver.steps.last?.bytes.isEmpty == true)

    source.grow("two\n")
    try await driver.settle()
    #expect(!run.isFinished)
    source.finish()
    try await driver.settle()
    #expect(run.isFinished, "ended, and it fits: printed without a timer's wait")
    #expect(driver.frames.isEmpty, "no screen drawn")
    #expect(String(decoding: driver.standardOutput, as: UTF8.self) == "one\ntwo\n")
  }

  /// `runPager` started on `source`, named "in", on a 40 × 6 screen.
  private func startPager(on source: some ByteSource, options: PagerOptions = PagerOptions())
    async throws -> (HeadlessDriver, ProgramRun<Void>)
  {
    let driver = HeadlessDriver(size: TerminalSize(width: 40, height: 6))
    let run = try await driver.start {
      try await runPager(TextDocument(source: source, name: "in"), options: options)
    }
    return (driver, run)
  }
}
