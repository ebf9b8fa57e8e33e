import Foundation
import Testing

#if canImport(XCTest)
  import XCTest
#endif

/// Reports a failed snapshot assertion in the framework that runs the test: a Swift
/// Testing issue inside a Swift Testing test, an XCTest failure otherwise — and, outside
/// any test, on standard error. A mismatch is never reported nowhere.
func reportSnapshotFailure(_ message: String, at caller: SnapshotCaller) {
  if Test.current != nil {
    Issue.record(
      Comment(rawValue: message),
      sourceLocation: SourceLocation(
        fileID: caller.filePath, filePath: caller.filePath, line: caller.line,
        column: caller.column))
    return
  }
  #if canImport(XCTest)
    XCTFail(message, file: caller.file, line: UInt(max(0, caller.line)))
  #endif
  // XCTest drops a failure when no test case runs; standard error always says it.
  FileHandle.standardError.write(Data("snapshot assertion failed: \(message)\n".utf8))
}
