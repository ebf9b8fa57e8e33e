import Foundation
import Testing

#if canImport(XCTest)
  import XCTest
#endif

/// Reports a failed snapshot assertion in the framework that runs the test: a Swift
/// Testing issue inside a Swift Testing test, an XCTest failure otherwise — and, outside
/// any test, on standard error. A mismatch is never reported nowhere.
///
/// Under Swift Testing the message (the diff) and the run's visual report are attached to
/// the failing test too (`swift test --attachments-path DIR` keeps them).
func reportSnapshotFailure(_ message: String, at caller: SnapshotCaller) {
  if Test.current != nil {
    let location = SourceLocation(
      fileID: caller.filePath, filePath: caller.filePath, line: caller.line,
      column: caller.column)
    Attachment.record(
      Array(message.utf8), named: "snapshot-failure.txt", sourceLocation: location)
    if let report = visualReportPath(in: message),
      let html = FileManager.default.contents(atPath: report)
    {
      Attachment.record([UInt8](html), named: "report.html", sourceLocation: location)
    }
    Issue.record(Comment(rawValue: message), sourceLocation: location)
    return
  }
  #if canImport(XCTest)
    XCTFail(message, file: caller.file, line: UInt(max(0, caller.line)))
  #endif
  // XCTest drops a failure when no test case runs; standard error always says it.
  FileHandle.standardError.write(Data("snapshot assertion failed: \(message)\n".utf8))
}

/// The visual report's path a failure message ends with (`Visual report: /…/report.html`).
func visualReportPath(in message: String) -> String? {
  let prefix = "Visual report: "
  guard
    let line = message.split(separator: "\n").last(where: { $0.hasPrefix(prefix) })
  else { return nil }
  return String(line.dropFirst(prefix.count))
}
