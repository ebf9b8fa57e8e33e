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
    let model = PagerModel(document: TextDocument(text, name: "numbers"))
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
  }
}
