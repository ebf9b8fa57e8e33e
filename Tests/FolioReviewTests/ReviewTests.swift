import Folio
import FolioReview
import FolioTerminal
import FolioTesting
import Foundation
import Testing

/// `folio-review`, run end to end through the headless driver on a folder of goldens and
/// pending versions in a temporary directory.
@MainActor
@Suite struct ReviewTests {
  /// The temporary package folder; the snapshots are in its `snapshots/`.
  let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("folio-review-\(UUID().uuidString)")
  var snapshots: URL { root.appendingPathComponent("snapshots") }

  static let inbox = """
    ╭ Inbox ─────────────────╮
    │ › Welcome              │
    │   Your invoice         │
    ╰────────────────────────╯

    """
  static let inboxPending = """
    ╭ Inbox ─────────────────╮
    │ › Welcome              │
    │   Your receipt         │
    │   Team lunch, Friday   │
    ╰────────────────────────╯

    """
  static let weather = """
    都市      天気
    東京      晴れ
    大阪      雨
    札幌      雪

    """
  static let weatherPending = """
    都市      天気
    東京      晴れ
    大阪      曇り 🌥️
    札幌      雪

    """
  static let pagination = "‹ Previous  1 [2] 3  Next ›\n"
  static let untouched = "Showing 4–6 of 40\n"

  /// Three goldens — two with pending versions — and the pending version of a new golden.
  func makeFolder() throws {
    try write(Self.inbox, "Inbox/list.txt")
    try write(Self.inboxPending, "Inbox/list.actual.txt")
    try write(Self.weather, "Inbox/weather.txt")
    try write(Self.weatherPending, "Inbox/weather.actual.txt")
    try write(Self.pagination, "Pages/bar.actual.txt")
    try write(Self.untouched, "Pages/summary.txt")
  }

  func write(_ text: String, _ path: String) throws {
    let file = snapshots.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  /// Every file under the snapshots folder, by path, with its text.
  func files() throws -> [String: String] {
    var files: [String: String] = [:]
    for path in try FileManager.default.subpathsOfDirectory(atPath: snapshots.path) {
      let file = snapshots.appendingPathComponent(path)
      var isFolder: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder)
      if !isFolder.boolValue { files[path] = try String(contentsOf: file, encoding: .utf8) }
    }
    return files
  }

  func start(_ driver: HeadlessDriver, _ arguments: [String] = []) async throws
    -> ProgramRun<ReviewCommand.Outcome>
  {
    let folder = snapshots.path
    return try await driver.start {
      try await ReviewCommand.run(["--dir", folder] + arguments, isTerminal: true)
    }
  }

  @Test func acceptOneRejectOneThenAcceptTheRest() async throws {
    try makeFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let driver = HeadlessDriver(size: TerminalSize(width: 100, height: 20))
    let review = try await start(driver)
    #expect(driver.screen.contains("1 of 3 · snapshots/Inbox/list.txt · changed"))
    try await driver.press(.character("a"))
    #expect(driver.screen.contains("2 of 3 · snapshots/Inbox/weather.txt · changed"))
    try await driver.press(.character("r"))
    #expect(driver.screen.contains("3 of 3 · snapshots/Pages/bar.txt · new golden"))
    try await driver.press(.character("A"))
    #expect(driver.screen.contains("Accept all 1 remaining? (y/n)"))
    try await driver.press(.character("y"))
    let outcome = try review.value
    #expect(outcome.output == "accepted 2, rejected 1, skipped 0\n")
    #expect(outcome.status == 0)
    #expect(
      try files() == [
        "Inbox/list.txt": Self.inboxPending,
        "Inbox/weather.txt": Self.weather,
        "Pages/bar.txt": Self.pagination,
        "Pages/summary.txt": Self.untouched,
      ])
  }

  @Test func goingBackShowsWhatWasDecidedAndQuittingLeavesTheRestPending() async throws {
    try makeFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let driver = HeadlessDriver(size: TerminalSize(width: 100, height: 20))
    let review = try await start(driver)
    try await driver.press(.character("r"), .left)
    #expect(driver.screen.contains("1 of 3 · snapshots/Inbox/list.txt · changed · rejected"))
    try await driver.press(.character("a"))
    #expect(driver.screen.contains("Already rejected."))
    try await driver.press(.right, .character("R"), .character("n"))
    #expect(driver.screen.contains("Nothing changed."))
    try await driver.press(.character("q"))
    #expect(try review.value.output == "accepted 0, rejected 1, skipped 2\n")
    let files = try files()
    #expect(files["Inbox/list.actual.txt"] == nil)
    #expect(files["Inbox/list.txt"] == Self.inbox)
    #expect(files["Inbox/weather.actual.txt"] == Self.weatherPending)
    #expect(files["Pages/bar.actual.txt"] == Self.pagination)
  }

  /// Side by side while the golden, the pending version and the gutter fit; a unified
  /// diff below that width.
  @Test func sideBySideOrUnifiedByTheWidth() async throws {
    try makeFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let driver = HeadlessDriver(size: TerminalSize(width: 64, height: 12))
    _ = try await start(driver)
    #expect(driver.screen.contains("golden") && driver.screen.contains("│   pending"))
    assertSnapshot(of: driver, named: "sideBySide")
    try await driver.resize(width: 56, height: 12)
    #expect(driver.screen.contains("- golden  + pending"))
    assertSnapshot(of: driver, named: "unified")
    try await driver.press(.character("s"))
    try await driver.resize(width: 30, height: 12)
    assertSnapshot(of: driver, named: "cjkUnified")
    try await driver.resize(width: 64, height: 12)
    assertSnapshot(of: driver, named: "cjkSideBySide")
    try await driver.press(.character("s"))
    assertSnapshot(of: driver, named: "newGolden")
  }

  @Test func aLongDiffScrolls() async throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let lines = (1...30).map { "line \($0)" }
    try write(lines.joined(separator: "\n") + "\n", "Long/file.txt")
    var changed = lines
    changed[24] = "line twenty-five"
    try write(changed.joined(separator: "\n") + "\n", "Long/file.actual.txt")
    let driver = HeadlessDriver(size: TerminalSize(width: 40, height: 12))
    _ = try await start(driver)
    #expect(!driver.screen.contains("line twenty-five"))
    try await driver.press(.end)
    #expect(driver.screen.contains("line twenty-five"))
    #expect(driver.screen.contains("line 31") == false)
    assertSnapshot(of: driver, named: "end")
    try await driver.press(.pageUp, .home)
    #expect(driver.screen.contains("line 1 "))
  }

  @Test func theKeysAreInTheHelp() async throws {
    try makeFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let driver = HeadlessDriver(size: TerminalSize(width: 72, height: 20))
    _ = try await start(driver)
    try await driver.press(.character("?"))
    #expect(driver.screen.contains("accept all remaining (asks first)"))
    assertSnapshot(of: driver, named: "help")
  }

  @Test func nothingPendingSaysSo() async throws {
    try write(Self.untouched, "Pages/summary.txt")
    defer { try? FileManager.default.removeItem(at: root) }
    let driver = HeadlessDriver(size: TerminalSize(width: 60, height: 10))
    let review = try await start(driver)
    let outcome = try review.value
    #expect(outcome.output == "Nothing pending under snapshots/: every golden is reviewed.\n")
    #expect(outcome.status == 0)
    #expect(driver.frames.isEmpty, "no screen is taken over")
  }

  @Test func withoutATerminalThePendingVersionsAreListed() async throws {
    try makeFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let outcome = try await ReviewCommand.run(["--dir", snapshots.path], isTerminal: false)
    #expect(
      outcome.output == """
        3 pending versions:
          changed snapshots/Inbox/list.txt
          changed snapshots/Inbox/weather.txt
          new     snapshots/Pages/bar.txt
        Review them on a terminal with folio-review, or pass --accept-all or --reject-all.

        """)
    #expect(try files().count == 6, "nothing changed")
  }

  @Test(arguments: [true, false])
  func allAtOnceWithoutATerminal(accept: Bool) async throws {
    try makeFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let outcome = try await ReviewCommand.run(
      ["--dir", snapshots.path, accept ? "--accept-all" : "--reject-all"], isTerminal: false)
    #expect(
      outcome.output == (accept ? "accepted 3, rejected 0" : "accepted 0, rejected 3")
        + ", skipped 0\n")
    #expect(
      try files()
        == (accept
          ? [
            "Inbox/list.txt": Self.inboxPending, "Inbox/weather.txt": Self.weatherPending,
            "Pages/bar.txt": Self.pagination, "Pages/summary.txt": Self.untouched,
          ]
          : [
            "Inbox/list.txt": Self.inbox, "Inbox/weather.txt": Self.weather,
            "Pages/summary.txt": Self.untouched,
          ]))
  }

  @Test func argumentsAreChecked() throws {
    #expect(throws: ReviewCommand.UsageError.self) {
      try ReviewCommand.Options(arguments: ["--accept-all", "--reject-all"])
    }
    #expect(throws: ReviewCommand.UsageError.self) {
      try ReviewCommand.Options(arguments: ["--dir"])
    }
    #expect(throws: ReviewCommand.UsageError.self) { try ReviewCommand.Options(arguments: ["-x"]) }
    #expect(
      try ReviewCommand.Options(arguments: ["--dir=x", "--reject-all"])
        == ReviewCommand.Options(directory: "x", action: .rejectAll))
  }

  @Test func theDefaultFolderIsThePackages() throws {
    let folder = root.appendingPathComponent("Sources/Tool")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data().write(to: root.appendingPathComponent("Package.swift"))
    defer { try? FileManager.default.removeItem(at: root) }
    let found = ReviewCommand.snapshotsFolder(nil, currentDirectory: folder, environment: [:])
    #expect(found.standardizedFileURL.path == snapshots.standardizedFileURL.path)
    let overridden = ReviewCommand.snapshotsFolder(
      nil, currentDirectory: folder, environment: ["FOLIO_SNAPSHOT_DIR": "/tmp/goldens"])
    #expect(overridden.path == "/tmp/goldens")
  }
}
