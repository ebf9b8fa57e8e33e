/// A program's clock on a terminal: calls its tick on the main actor every interval, and
/// runs only while the program wants ticks (``ProgramCore/wantsTicks``) — so a program that
/// shows nothing animated and looks at nothing outside its state does not wake at all.
///
/// Each tick is a ``MainLoop/call(after:_:)``: on the executors ``MainLoop/run(_:)`` gives a
/// program, a tick wakes the main thread and no other. (A thread of its own sleeping between
/// ticks and sending each tick to the loop woke three a tick: its own, one of the pool where
/// the loop's wait was resumed, and the main thread the loop hopped to.)
@MainActor
package final class Ticker {
  private let interval: Duration
  private let tick: @MainActor () -> Void
  /// Whether it runs; ticks of an earlier run, already on their way, carry an older
  /// `generation` and are dropped.
  private var running = false
  private var generation = 0
  /// The task sleeping until the next tick, where ticks come from such tasks (see
  /// ``MainLoop/call(after:_:)``).
  private var sleeper: Task<Void, Never>?
  /// When the clock started, on the monotonic clock: ticks fall on whole intervals from
  /// it, however often the ticker stops and starts, so a spinner turns as it would on a
  /// clock never stopped.
  private let origin = Platform.monotonicNanoseconds()

  /// A ticker calling `tick` every `interval` while it runs; stopped until the first
  /// ``run(_:)``.
  package init(interval: Duration, tick: @escaping @MainActor () -> Void) {
    self.interval = interval
    self.tick = tick
  }

  /// Whether it ticks: run, and not stopped since.
  package var isRunning: Bool { running }

  /// Whether it runs: started, its first tick on the next whole interval from the start,
  /// when `wanted` and stopped; stopped when not. No tick comes once it is stopped.
  package func run(_ wanted: Bool) {
    guard wanted != running else { return }
    running = wanted
    generation &+= 1
    sleeper?.cancel()
    sleeper = nil
    if wanted { schedule(generation) }
  }

  deinit { sleeper?.cancel() }

  /// Sets up the tick after now, of run `generation`.
  private func schedule(_ generation: Int) {
    let elapsed = Duration.nanoseconds(
      Int64(truncatingIfNeeded: Platform.monotonicNanoseconds() &- origin))
    let next = Ticker.nextTick(after: elapsed, interval: interval)
    sleeper = MainLoop.call(after: next - elapsed) { [weak self] in self?.fire(generation) }
  }

  /// A tick of run `generation`: called, and the next one set up, while that run lasts.
  private func fire(_ generation: Int) {
    guard running, generation == self.generation else { return }
    sleeper = nil
    tick()
    // The tick may have stopped the ticker, or stopped and started it again.
    if running, generation == self.generation { schedule(generation) }
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
