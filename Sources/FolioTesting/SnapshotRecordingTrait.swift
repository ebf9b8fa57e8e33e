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
