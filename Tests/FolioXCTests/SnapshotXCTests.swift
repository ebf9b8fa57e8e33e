import Folio
import FolioTerminal
import FolioTesting
import XCTest

/// FolioTesting from XCTest: a snapshot that does not match fails the XCTest test that
/// made it, and the headless driver runs a program there as it does under Swift Testing.
final class SnapshotXCTests: XCTestCase {
  /// The failures recorded while a test expects them, instead of failing it.
  private var expectedFailures: [String]?

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    guard expectedFailures != nil else {
      return super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
    expectedFailures?.append(description)
  }

  /// The failures `body` records, which do not fail the test.
  private func failures(_ body: () -> Void) -> [String] {
    expectedFailures = []
    body()
    defer { expectedFailures = nil }
    return expectedFailures ?? []
  }

  func testAGoldenThatMatchesPasses() {
    XCTAssertEqual(failures { assertSnapshot(of: Text("expected"), width: 10, record: .never) }, [])
  }

  func testAGoldenThatDiffersFails() {
    // The golden holds "expected"; the view draws "actual".
    let failed = failures { assertSnapshot(of: Text("actual"), width: 10, record: .never) }
    XCTAssertEqual(failed.count, 1)
    XCTAssertTrue(failed.first?.contains("Snapshot does not match the golden") == true, "\(failed)")
    XCTAssertTrue(failed.first?.contains("+actual") == true, "\(failed)")
  }

  func testAMissingGoldenFails() {
    let failed = failures { assertSnapshot(of: Text("nothing"), width: 10, record: .never) }
    XCTAssertEqual(failed.count, 1)
    XCTAssertTrue(failed.first?.contains("No golden at") == true, "\(failed)")
  }

  @MainActor
  func testTheHeadlessDriverRunsAProgram() async throws {
    let driver = HeadlessDriver(size: TerminalSize(width: 12, height: 1))
    let app = Application(state: 0) {
      Text("count \($0)")
    } onEvent: { count, event in
      if event == .key(.up) { count += 1 }
      return event == .key(.character("q")) ? .quit : .continue
    }
    let run = try await driver.start(app)
    try await driver.press(.up, .up)
    XCTAssertEqual(driver.screen.lines, ["count 2"])
    XCTAssertEqual(failures { assertSnapshot(of: driver, named: "two") }, [])
    try await driver.press(.character("q"))
    XCTAssertEqual(try run.value, 2)
  }

  /// A counter that counts up on ↑ and quits on q.
  @MainActor
  private func counter() -> Application<Int, Text> {
    Application(state: 0) {
      Text("count \($0)")
    } onEvent: { count, event in
      if event == .key(.up) { count += 1 }
      return event == .key(.character("q")) ? .quit : .continue
    }
  }

  @MainActor
  func testAStoryboardThatMatchesPasses() async throws {
    let driver = HeadlessDriver(size: TerminalSize(width: 12, height: 1))
    try await driver.start(counter())
    try await driver.press(.up)
    XCTAssertEqual(failures { assertStoryboard(of: driver, record: .never) }, [])
    try await driver.press(.character("q"))
  }

  @MainActor
  func testAStoryboardThatDiffersFails() async throws {
    // The golden holds one press of ↑ (as the test above); this interaction presses twice.
    let driver = HeadlessDriver(size: TerminalSize(width: 12, height: 1))
    try await driver.start(counter())
    try await driver.press(.up, .up)
    let failed = failures { assertStoryboard(of: driver, record: .never) }
    XCTAssertEqual(failed.count, 1, "\(failed)")
    XCTAssertTrue(failed.first?.contains("Snapshot does not match the golden") == true)
    XCTAssertTrue(failed.first?.contains("+│count 2     │") == true, "\(failed)")
    try await driver.press(.character("q"))
  }
}
