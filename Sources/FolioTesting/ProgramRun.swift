/// A program a ``HeadlessDriver`` started: running, or ended with a value or an error.
@MainActor
public final class ProgramRun<Value> {
  /// How the program ended, once it has.
  public internal(set) var outcome: Result<Value, any Error>?

  init() {}

  /// Whether the program has ended.
  public var isFinished: Bool { outcome != nil }

  /// What the program returned.
  ///
  /// - Throws: What the program threw, or ``HeadlessDriverError/stillRunning`` while it runs.
  public var value: Value {
    get throws {
      guard let outcome else { throw HeadlessDriverError.stillRunning }
      return try outcome.get()
    }
  }
}
