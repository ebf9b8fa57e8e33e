import Folio
import Testing

/// Adds a transcript golden to every snapshot of a test or a whole suite: what a screen
/// reader reads, `<test>[.<name>].transcript.txt` (see
/// ``assertSnapshot(of:width:height:colorMode:environment:named:transcript:record:filePath:function:line:column:file:)``).
///
/// ```swift
/// @Suite(.snapshotTranscripts) struct InboxSnapshots { … }
/// ```
public struct SnapshotTranscriptTrait: TestTrait, SuiteTrait {
  /// Whether snapshots under the trait have a transcript golden.
  public let isOn: Bool
  /// Applies to every test inside a suite it is attached to.
  public var isRecursive: Bool { true }
}

extension Trait where Self == SnapshotTranscriptTrait {
  /// Every snapshot of this test or suite has a transcript golden too.
  public static var snapshotTranscripts: Self { SnapshotTranscriptTrait(isOn: true) }

  /// Snapshots of this test or suite have a transcript golden when `isOn`.
  public static func snapshotTranscripts(_ isOn: Bool) -> Self {
    SnapshotTranscriptTrait(isOn: isOn)
  }
}

/// Whether an assertion records a transcript: as it says, else as the innermost trait says,
/// else not — so a suite that asks for nothing records nothing new.
func transcriptIsWanted(_ asked: Bool?) -> Bool {
  if let asked { return asked }
  return Test.current?.traits.compactMap { $0 as? SnapshotTranscriptTrait }.last?.isOn ?? false
}
