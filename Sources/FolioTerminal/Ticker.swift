/// A program's clock on a terminal: wakes its loop every interval, and runs only while the
/// program wants ticks (``ProgramCore/wantsTicks``) — so a program that shows nothing
/// animated and looks at nothing outside its state does not wake at all.
@MainActor
package final class Ticker {
  private let interval: Duration
  private let tick: @Sendable () -> Void
  private var clock: TickThread?
  /// When the clock started, on the monotonic clock: ticks fall on whole intervals from
  /// it, however often the ticker stops and starts, so a spinner turns as it would on a
  /// clock never stopped.
  private let origin = Platform.monotonicNanoseconds()

  /// A ticker calling `tick` every `interval` while it runs; stopped until the first
  /// ``run(_:)``.
  package init(interval: Duration, tick: @escaping @Sendable () -> Void) {
    self.interval = interval
    self.tick = tick
  }

  /// Whether it runs: started, its first tick on the next whole interval from the start,
  /// when `wanted` and stopped; stopped when not. A tick already on its way may still come.
  package func run(_ wanted: Bool) {
    if wanted, clock == nil {
      clock = TickThread(origin: origin, interval: interval, tick: tick)
    } else if !wanted, let clock {
      clock.stop()
      self.clock = nil
    }
  }

  deinit { clock?.stop() }

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

/// The thread a running ``Ticker`` sleeps on between ticks: it wakes at each tick and
/// calls the tick, nothing else. (A task sleeping between ticks would wake a thread of the
/// pool, hop back to the main actor and back again: several threads woken a tick.)
private final class TickThread: Sendable {
  // Sendable: `stopped` is read and written holding the waiter's lock only.
  private let waiter = Platform.Waiter()
  nonisolated(unsafe) private var stopped = false

  init(origin: UInt64, interval: Duration, tick: @escaping @Sendable () -> Void) {
    let started = Platform.startThread { [self] in
      waiter.lock()
      while !stopped {
        let elapsed = Platform.monotonicNanoseconds() &- origin
        let next = Ticker.nextTick(
          after: .nanoseconds(Int64(truncatingIfNeeded: elapsed)), interval: interval)
        waiter.wait(until: origin &+ Deadline.nanoseconds(in: next)) { stopped }
        guard !stopped else { break }
        waiter.unlock()
        tick()
        waiter.lock()
      }
      waiter.unlock()
    }
    if let started { Platform.detach(started) }
  }

  /// Ends the thread: after this returns, no tick comes but one already on its way (the
  /// thread past its wait, about to call it).
  func stop() {
    waiter.lock()
    stopped = true
    waiter.signal()
    waiter.unlock()
  }
}
