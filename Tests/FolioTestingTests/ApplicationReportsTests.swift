import Folio
import FolioTerminal
import FolioTesting
import Testing

/// A program that keeps the focus events it hears and quits on `q`.
@MainActor
private func focusListener() -> Application<[Bool], Text> {
  Application(state: [Bool]()) { heard in
    Text("heard \(heard.count)")
  } onEvent: { heard, event in
    if case .focus(let gained) = event { heard.append(gained) }
    return event == .key(.character("q")) ? .quit : .continue
  }
}

@MainActor
@Suite struct ApplicationReportsTests {
  @Test func focusAndInBandResizeReportsAreAskedForAndTurnedOffOnTheWayOut() async throws {
    let driver = HeadlessDriver(size: TerminalSize(width: 20, height: 3))
    let app = focusListener()
    app.reportsFocus = true
    app.reportsInBandResize = true
    try await driver.start(app)
    let start = String(decoding: driver.output, as: UTF8.self)
    #expect(start.contains("\u{1B}[?1004h\u{1B}[?2048h"), "\(start.debugDescription)")
    try await driver.send(.focus(gained: false))
    try await driver.send(.focus(gained: true))
    #expect(app.state == [false, true])
    #expect(driver.screen.contains("heard 2"))
    try await driver.press(.character("q"))
    let end = String(decoding: driver.output, as: UTF8.self)
    #expect(end.contains("\u{1B}[?2048l\u{1B}[?1004l"), "\(end.debugDescription)")
  }

  @Test func aProgramThatDoesNotAskTurnsNeitherModeOn() async throws {
    let driver = HeadlessDriver(size: TerminalSize(width: 20, height: 3))
    let app = focusListener()
    #expect(!app.reportsFocus && !app.reportsInBandResize && !app.reportsKeyReleases)
    try await driver.start(app)
    try await driver.press(.character("q"))
    let output = String(decoding: driver.output, as: UTF8.self)
    #expect(!output.contains("1004"))
    #expect(!output.contains("2048"))
  }

  @Test func releasesAskedForReachTheSessionsOptions() {
    let options = ApplicationScreen.fullScreen.sessionOptions(
      reportsMouse: false, reportsKeyReleases: true)
    #expect(options.reportsKeyReleases)
    #expect(!ApplicationScreen.fullScreen.sessionOptions(reportsMouse: false).reportsKeyReleases)
  }
}
