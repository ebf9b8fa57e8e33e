import Folio

/// Why a ``HeadlessDriver`` step failed.
public enum HeadlessDriverError: Error, CustomStringConvertible, Equatable {
  /// The program's work did not settle: still running after the bound, or waiting on a
  /// clock the driver cannot move.
  case stalled(step: String, pending: [PendingWork])
  /// The last frame showed no region with the target clicked; `shown` are the targets it
  /// did show.
  case targetNotShown(HitTarget, shown: [HitTarget])
  /// No program takes input now; `ended` says whether one ran and ended.
  case noProgram(step: String)
  /// A program ran another application while its own was running.
  case alreadyRunning
  /// ``ProgramRun/value`` was read while the program runs.
  case stillRunning

  public var description: String {
    switch self {
    case .stalled(let step, let pending):
      let waits = pending.map { "  - \($0)" }.joined(separator: "\n")
      return "The step \(step) did not settle; the program's work that could not finish:\n\(waits)"
    case .targetNotShown(let target, let shown):
      let list = shown.isEmpty ? "none" : shown.map { "\($0)" }.joined(separator: ", ")
      return "The last frame shows no \(target) to click; it shows: \(list)"
    case .noProgram(let step):
      return "No program takes input for the step \(step): none was started, or it ended"
    case .alreadyRunning:
      return "An application ran while another was running; a driver runs one at a time"
    case .stillRunning:
      return "The program is still running: it has no value yet"
    }
  }
}
