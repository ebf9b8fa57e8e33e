/// A piece of a program's background work that has not finished, and what it waits for:
/// what a stalled settle names.
public struct PendingWork: Sendable, Equatable, CustomStringConvertible {
  /// What the work waits for.
  public enum State: Sendable, Equatable {
    /// Nothing: it is running (or waits on something the tracker cannot see, such as a
    /// source that has not answered).
    case running
    /// The program's clock; `deadline` when it is a ``ManualClock``.
    case waitingForClock(deadline: ManualClock.Instant?)
    /// A clock that is not the program's, which no driver moves (a model built with a
    /// clock of its own): named by its type.
    case waitingForAnotherClock(String)
    /// Other work of the same program.
    case waitingForWorkNamed(String)
    /// Input to the program, such as a prompt's answer.
    case waitingForInput(String)
    /// Other work, by its number (inside the tracker).
    case waitingForWork(Int)

    var isRunning: Bool { self == .running }
  }

  /// The name the work was started with.
  public var name: String
  /// What it waits for.
  public var state: State

  /// Work named `name` in `state`.
  public init(name: String, state: State) {
    self.name = name
    self.state = state
  }

  public var description: String {
    switch state {
    case .running: "\(name): running"
    case .waitingForClock(let deadline?): "\(name): waiting for the clock to reach \(deadline)"
    case .waitingForClock(nil): "\(name): waiting for the clock"
    case .waitingForAnotherClock(let clock):
      "\(name): waiting on a \(clock), not the program's clock"
    case .waitingForWorkNamed(let other): "\(name): waiting for \(other)"
    case .waitingForInput(let reason): "\(name): waiting for input (\(reason))"
    case .waitingForWork(let other): "\(name): waiting for work \(other)"
    }
  }
}
