/// A program's clock on a terminal: wakes its loop every interval, and runs only while the
/// program wants ticks (``ProgramCore/wantsTicks``) — so a program that shows nothing
/// animated and looks at nothing outside its state does not wake at all.
@MainActor
package final class Ticker {
  private let interval: Duration
  private let tick: @Sendable () -> Void
  private var task: Task<Void, Never>?
  /// When the clock started: ticks fall on whole intervals from it, however often the
  /// ticker stops and starts, so a spinner turns as it would on a clock never stopped.
  private let origin = ContinuousClock.now

  /// A ticker calling `tick` every `interval` while it runs; stopped until the first
  /// ``run(_:)``.
  init(interval: Duration, tick: @escaping @Sendable () -> Void) {
    self.interval = interval
    self.tick = tick
  }

  /// Whether it runs: started, its first tick on the next whole interval from the start,
  /// when `wanted` and stopped; stopped when not. A tick already on its way may still come.
  func run(_ wanted: Bool) {
    if wanted, task == nil {
      let (interval, tick, origin) = (interval, tick, origin)
      task = Task {
        while true {
          let next = Self.nextTick(after: .now - origin, interval: interval)
          do { try await Task.sleep(until: origin + next, clock: .continuous) } catch { return }
          tick()
        }
      }
    } else if !wanted, let task {
      task.cancel()
      self.task = nil
    }
  }

  /// The first tick strictly after `elapsed` on a clock ticking every `interval` from zero;
  /// in nanoseconds, so a clock a century old still counts exactly.
  nonisolated package static func nextTick(after elapsed: Duration, interval: Duration) -> Duration
  {
    let step = max(1, nanoseconds(interval))
    let now = max(0, nanoseconds(elapsed))
    let (ticks, overflow) = (now / step + 1).multipliedReportingOverflow(by: step)
    return overflow ? elapsed + interval : .nanoseconds(ticks)
  }

  nonisolated private static func nanoseconds(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    return overflow ? (seconds < 0 ? .min : .max) : whole &+ attoseconds / 1_000_000_000
  }
}
