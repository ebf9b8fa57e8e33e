import Folio
import Foundation
import Testing

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
///   text with styles as tags (`{bold fg=red}…{/}`), so a colour regression fails too;
/// - `<test>[.<name>].transcript.txt` — when `transcript` is true, or a
///   ``SnapshotTranscriptTrait`` on the test or its suite says so: the screen as a screen
///   reader reads it (see `View.renderTranscript`), from the same frame.
///
/// Rendering is deterministic: the size, colour mode, symbols and spinner tick come from
/// the arguments and `environment`, never from the terminal running the tests. The colour
/// mode is `colorMode`, `none` unless given, whatever `environment` says: a golden is plain
/// text unless a test asks for colour (the render calls of `Folio` draw in the
/// environment's mode, 16 colours by default; see `EnvironmentValues.colorMode`). See
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
  transcript: Bool? = nil, record: SnapshotRecordMode? = nil, filePath: String = #filePath,
  function: String = #function, line: Int = #line, column: Int = #column,
  file: StaticString = #filePath
) {
  var environment = environment
  environment.colorMode = colorMode
  let wantsTranscript = transcriptIsWanted(transcript)
  if wantsTranscript { environment.describesAccessibility = true }
  let frame = view.renderFrame(width: width, height: height, environment: environment)
  assertCanvasSnapshot(
    frame.canvas, colorMode: colorMode, named: name,
    transcript: wantsTranscript
      ? frame.report.transcript(labels: environment.accessibilityLabels) : nil,
    record: record,
    at: SnapshotCaller(
      filePath: filePath, function: function, line: line, column: column, file: file))
}

/// Asserts the screen a ``HeadlessDriver`` shows — its last frame — against golden files
/// named as ``assertSnapshot(of:width:height:colorMode:environment:named:transcript:record:filePath:function:line:column:file:)``
/// names them: a plain `.txt`, when the driver draws in colour a `.styled.txt`, and when
/// asked (`transcript`, or a ``SnapshotTranscriptTrait``) a `.transcript.txt`.
///
/// ```swift
/// try await driver.press(.down)
/// assertSnapshot(of: driver, named: "second row")
/// ```
@MainActor
public func assertSnapshot(
  of driver: HeadlessDriver, named name: String? = nil, transcript: Bool? = nil,
  record: SnapshotRecordMode? = nil, filePath: String = #filePath,
  function: String = #function, line: Int = #line, column: Int = #column,
  file: StaticString = #filePath
) {
  let screen = driver.screen
  assertCanvasSnapshot(
    screen.canvas, colorMode: driver.environment.colorMode, named: name,
    transcript: transcriptIsWanted(transcript) ? screen.transcript : nil, record: record,
    at: SnapshotCaller(
      filePath: filePath, function: function, line: line, column: column, file: file))
}

/// Where an assertion was made: its file (which names the goldens' folder), its test
/// function, line and column.
struct SnapshotCaller {
  var filePath: String
  var function: String
  var line: Int
  var column: Int
  /// The file as XCTest takes it, where an XCTest failure is shown.
  var file: StaticString
}

/// Asserts `canvas` against its goldens: the plain text, and the styled text when
/// `colorMode` is not `none`.
func assertCanvasSnapshot(
  _ canvas: Canvas, colorMode: ColorMode, named name: String?, transcript: String? = nil,
  record: SnapshotRecordMode?, at caller: SnapshotCaller
) {
  var base = testName(caller.function)
  if let name { base += "." + name }
  // A transcript does not depend on colour: one name for every colour mode.
  let transcriptName = base + ".transcript.txt"
  if colorMode != .none { base += "." + colorMode.rawValue }
  var files = [(name: base + ".txt", text: canvas.plainText())]
  if colorMode != .none {
    files.append((name: base + ".styled.txt", text: canvas.taggedText(colorMode: colorMode)))
  }
  if let transcript { files.append((name: transcriptName, text: transcript)) }
  checkSnapshotFiles(files, base: base, record: record, at: caller)
}

/// Checks `files` against their goldens in the caller's snapshot folder, `base` the name no
/// other assertion of the run may use, and reports a mismatch in the caller's framework.
func checkSnapshotFiles(
  _ files: [(name: String, text: String)], base: String, record: SnapshotRecordMode?,
  at caller: SnapshotCaller
) {
  let store = SnapshotStore.forTestFile(caller.filePath)
  guard SnapshotNames.shared.claim(store.directory.appendingPathComponent(base).path) else {
    reportSnapshotFailure(
      "Snapshot name \"\(base)\" is used twice in one run; give each assertion its own name.",
      at: caller)
    return
  }
  let mode = record ?? currentRecordMode()
  let suite = URL(fileURLWithPath: caller.filePath).deletingPathExtension().lastPathComponent
  let rerun = "FOLIO_SNAPSHOT_RECORD=failed swift test --filter \(suite)"
  switch store.check(files, mode: mode, rerun: rerun) {
  case .matched: break
  case .recorded(let message): reportSnapshotFailure(message, at: caller)
  case .failed(let message): reportSnapshotFailure(message, at: caller)
  }
}

/// Asserts `view` against one golden per width, named `<test>[.<name>].w<width>`: a width
/// sweep shows in review how a layout adapts as space shrinks.
public func assertSnapshots<V: View>(
  of view: V, widths: [Int], height: Int? = nil, colorMode: ColorMode = .none,
  environment: EnvironmentValues = EnvironmentValues(), named name: String? = nil,
  transcript: Bool? = nil, record: SnapshotRecordMode? = nil, filePath: String = #filePath,
  function: String = #function, line: Int = #line, column: Int = #column,
  file: StaticString = #filePath
) {
  for width in widths {
    assertSnapshot(
      of: view, width: width, height: height, colorMode: colorMode, environment: environment,
      named: (name.map { $0 + "." } ?? "") + "w\(width)", transcript: transcript,
      record: record, filePath: filePath,
      function: function, line: line, column: column, file: file)
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
