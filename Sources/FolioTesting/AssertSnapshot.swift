import Folio
import Foundation
import Testing

/// Sets the snapshot record mode for a test or a whole suite.
///
/// ```swift
/// @Test(.snapshotRecording(.all)) func header() { … }
/// ```
public struct SnapshotRecordingTrait: TestTrait, SuiteTrait {
  /// The record mode the test or suite uses.
  public let mode: SnapshotRecordMode
  /// Applies to every test inside a suite it is attached to.
  public var isRecursive: Bool { true }
}

extension Trait where Self == SnapshotRecordingTrait {
  /// Records snapshots in `mode` for this test or suite, whatever the environment says.
  public static func snapshotRecording(_ mode: SnapshotRecordMode) -> Self {
    SnapshotRecordingTrait(mode: mode)
  }
}

/// Asserts that `view`, rendered at a fixed size, matches its golden files.
///
/// The goldens live in `snapshots/<test file stem>/` at the package root, named after the
/// test function, `name`, the width, and the colour mode when it is not `none`:
///
/// - `<test>[.<name>].txt` — the text a person sees, every line exactly `width` cells;
/// - `<test>[.<name>].<mode>.styled.txt` — for colour modes other than `none`, the same
///   text with styles as tags (`{bold fg=red}…{/}`), so a colour regression fails too.
///
/// Rendering is deterministic: the size, colour mode, symbols and spinner tick come from
/// the arguments and `environment`, never from the terminal running the tests. See
/// ``SnapshotRecordMode`` for when goldens are written. Names never repeat within a run:
/// give parameterised tests a `name` built from their arguments.
///
/// ```swift
/// @Test func header() {
///   assertSnapshot(of: Header(title: "Inbox"), width: 40)
/// }
/// ```
public func assertSnapshot<V: View>(
  of view: V, width: Int, height: Int? = nil, colorMode: ColorMode = .none,
  environment: EnvironmentValues = EnvironmentValues(), named name: String? = nil,
  record: SnapshotRecordMode? = nil, filePath: String = #filePath, function: String = #function,
  line: Int = #line, column: Int = #column
) {
  let location = SourceLocation(
    fileID: filePath, filePath: filePath, line: line, column: column)
  var environment = environment
  environment.colorMode = colorMode
  let canvas = view.renderCanvas(width: width, height: height, environment: environment)
  var base = testName(function)
  if let name { base += "." + name }
  if colorMode != .none { base += "." + colorMode.rawValue }
  var files = [(name: base + ".txt", text: canvas.plainText())]
  if colorMode != .none {
    files.append((name: base + ".styled.txt", text: canvas.taggedText(colorMode: colorMode)))
  }
  let store = SnapshotStore.forTestFile(filePath)
  guard SnapshotNames.shared.claim(store.directory.appendingPathComponent(base).path) else {
    Issue.record(
      "Snapshot name \"\(base)\" is used twice in one run; give each assertion its own name.",
      sourceLocation: location)
    return
  }
  let mode = record ?? currentRecordMode()
  let suite = URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent
  let rerun = "FOLIO_SNAPSHOT_RECORD=failed swift test --filter \(suite)"
  switch store.check(files, mode: mode, rerun: rerun) {
  case .matched: break
  case .recorded(let message): Issue.record(Comment(rawValue: message), sourceLocation: location)
  case .failed(let message): Issue.record(Comment(rawValue: message), sourceLocation: location)
  }
}

/// Asserts `view` against one golden per width, named `<test>[.<name>].w<width>`: a width
/// sweep shows in review how a layout adapts as space shrinks.
public func assertSnapshots<V: View>(
  of view: V, widths: [Int], height: Int? = nil, colorMode: ColorMode = .none,
  environment: EnvironmentValues = EnvironmentValues(), named name: String? = nil,
  record: SnapshotRecordMode? = nil, filePath: String = #filePath, function: String = #function,
  line: Int = #line, column: Int = #column
) {
  for width in widths {
    assertSnapshot(
      of: view, width: width, height: height, colorMode: colorMode, environment: environment,
      named: (name.map { $0 + "." } ?? "") + "w\(width)", record: record, filePath: filePath,
      function: function, line: line, column: column)
  }
}

/// The test's name from `#function`: `layout(width:)` → `layout`.
func testName(_ function: String) -> String {
  String(function.prefix { $0 != "(" })
}

func currentRecordMode() -> SnapshotRecordMode {
  if let trait = Test.current?.traits.compactMap({ $0 as? SnapshotRecordingTrait }).last {
    return trait.mode
  }
  return SnapshotRecordMode.fromEnvironment(ProcessInfo.processInfo.environment)
}

/// The snapshot names used in this process, so a name used twice is caught.
final class SnapshotNames: @unchecked Sendable {
  static let shared = SnapshotNames()
  private let lock = NSLock()
  private var used = Set<String>()

  /// Whether `name` was free (it is now taken).
  func claim(_ name: String) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return used.insert(name).inserted
  }
}
