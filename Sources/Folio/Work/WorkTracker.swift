/// The background work of a program — page loads, debounced searches, line counts — and
/// the clock it waits on, so that a driver can tell when nothing more can happen without
/// time passing.
///
/// Every task the kit starts registers here, and every timer the kit sets waits on
/// ``clock``. A driver that runs a program sets ``current`` around everything it calls
/// into the program; the tasks started meanwhile inherit it. Outside any driver,
/// ``current`` is ``untracked``: the tasks run as plain tasks on the continuous clock.
///
/// ```swift
/// // Work of your own takes part the same way:
/// WorkTracker.current.task("avatars") {
///   try? await WorkTracker.current.sleep(for: .milliseconds(200))  // on the program's clock
///   avatars = await loadAvatars()
/// }
/// ```
///
/// **Settling.** A piece of work is *running* until it finishes or waits: for the
/// program's clock (``sleep(for:on:)``, or a ``ManualClock`` sleep), for other tracked
/// work (``result(of:)``), or for input (``waitForInput(_:isolation:_:)``). ``settle(within:)``
/// returns once no work is running — nothing more can happen until the clock moves or
/// input comes. Work that waits on a clock that is not the program's can never settle, and
/// is reported at once rather than waited for.
///
/// Work that awaits an untracked task, or starts `Task {}` of its own, cannot be seen
/// waiting: use ``task(_:operation:)`` and ``result(of:)`` for work that runs beside
/// other work.
public final class WorkTracker: @unchecked Sendable {
  // @unchecked: every mutable property is guarded by `lock`.

  /// The tracker of the running program; ``untracked`` outside a driver.
  @TaskLocal public static var current = WorkTracker.untracked

  /// The work a task is part of, for the clock's waits.
  @TaskLocal static var currentItem: Int?

  /// The tracker outside any driver: tasks run as plain tasks, timers on the continuous
  /// clock, and nothing is recorded.
  public static let untracked = WorkTracker(clock: ContinuousClock(), tracking: false)

  /// The clock the program's timers wait on.
  public let clock: any Clock<Duration>
  /// Whether work is recorded at all.
  let isTracking: Bool

  private let lock = Lock()
  private var items: [Int: Item] = [:]
  private var taskItems: [AnyHashable: Int] = [:]
  private var nextItem = 0
  private var settleWaiters: [Int: CheckedContinuation<Settling, Never>] = [:]
  private var nextWaiter = 0
  /// Counts every change of the work: begun, waiting, running again, finished.
  private var changes = 0

  /// A piece of work and what it waits for.
  private struct Item {
    var name: String
    var wait: PendingWork.State = .running
    var task: AnyHashable?
  }

  /// A tracker whose timers wait on `clock`; a driver makes one for each program it runs.
  public convenience init(clock: any Clock<Duration>) {
    self.init(clock: clock, tracking: true)
  }

  private init(clock: any Clock<Duration>, tracking: Bool) {
    self.clock = clock
    isTracking = tracking
  }

  // MARK: Starting work

  /// Starts `operation` on the main actor as work of this program, named `name` in what a
  /// stalled settle reports.
  @discardableResult
  public func task<Success: Sendable>(
    _ name: @autoclosure () -> String,
    operation: @escaping @MainActor @Sendable () async -> Success
  ) -> Task<Success, Never> {
    guard isTracking else { return Task { @MainActor in await operation() } }
    let id = begin(name())
    let task = Task { @MainActor in
      let value = await WorkTracker.$current.withValue(self) {
        await WorkTracker.$currentItem.withValue(id) { await operation() }
      }
      self.finish(id)
      return value
    }
    attach(task, to: id)
    return task
  }

  /// Starts `operation` as work of this program on no actor, as `Task.detached` does: for
  /// computing in the background.
  @discardableResult
  public func detached<Success: Sendable>(
    _ name: @autoclosure () -> String, priority: TaskPriority? = nil,
    operation: @escaping @Sendable () async -> Success
  ) -> Task<Success, Never> {
    guard isTracking else { return Task.detached(priority: priority) { await operation() } }
    let id = begin(name())
    let task = Task.detached(priority: priority) {
      let value = await WorkTracker.$current.withValue(self) {
        await WorkTracker.$currentItem.withValue(id) { await operation() }
      }
      self.finish(id)
      return value
    }
    attach(task, to: id)
    return task
  }

  /// Starts `operation`, which may throw, on the main actor as work of this program.
  @discardableResult
  public func throwingTask<Success: Sendable>(
    _ name: @autoclosure () -> String,
    operation: @escaping @MainActor @Sendable () async throws -> Success
  ) -> Task<Success, any Error> {
    guard isTracking else { return Task { @MainActor in try await operation() } }
    let id = begin(name())
    let task = Task { @MainActor in
      defer { self.finish(id) }
      return try await WorkTracker.$current.withValue(self) {
        try await WorkTracker.$currentItem.withValue(id) { try await operation() }
      }
    }
    attach(task, to: id)
    return task
  }

  // MARK: Waiting inside work

  /// Sleeps for `duration` on the program's clock, or on `clock` when given — as part of
  /// the current work, which meanwhile waits for the clock.
  ///
  /// A `clock` other than the program's cannot be moved by the driver: a test driver's
  /// settle reports the work as waiting on another clock instead of waiting for it.
  public func sleep(for duration: Duration, on clock: (any Clock<Duration>)? = nil) async throws {
    let clock = clock ?? self.clock
    if let manual = clock as? ManualClock {
      // A manual clock records its own waits.
      try await manual.sleep(for: duration)
      return
    }
    let item = Self.currentItem
    let state: PendingWork.State =
      isSameClock(clock)
      ? .waitingForClock(deadline: nil)
      : .waitingForAnotherClock(String(describing: type(of: clock)))
    setWait(item, state)
    defer { setWait(item, .running) }
    try await clock.sleep(for: duration)
  }

  /// The result of `task`, as part of the current work, which meanwhile waits for the task
  /// when it is work of this tracker.
  public func result<Success, Failure>(of task: Task<Success, Failure>) async -> Result<
    Success, Failure
  > {
    guard isTracking, let item = Self.currentItem else { return await task.result }
    let waited = lock.withLock { () -> Bool in
      guard let other = taskItems[AnyHashable(task)], items[item] != nil else { return false }
      changes += 1
      items[item]?.wait = .waitingForWork(other)
      return true
    }
    if waited { resumeSettledWaiters() }
    // The awaited work marks this work running again as it finishes, before this resumes.
    return await task.result
  }

  /// The value of `task`, as part of the current work (see ``result(of:)``).
  public func value<Success>(of task: Task<Success, Never>) async -> Success {
    switch await result(of: task) {
    case .success(let value): value
    }
  }

  /// Runs `wait` — which suspends until the program is given input — as part of the
  /// current work, which meanwhile counts as settled: the work a driver's input resumes,
  /// such as a prompt waiting for its answer.
  ///
  /// `wait` receives a ``Resumption``; call it before resuming what `wait` awaits, so the
  /// work counts as running again before anything else can see it idle.
  public func waitForInput<Value>(
    _ reason: String, isolation: isolated (any Actor)? = #isolation,
    _ wait: (Resumption) async throws -> Value
  ) async rethrows -> Value {
    let item = Self.currentItem
    setWait(item, .waitingForInput(reason))
    return try await wait(Resumption(tracker: self, item: item))
  }

  /// Marks work that waited for input as running again (see ``waitForInput(_:isolation:_:)``).
  public struct Resumption: Sendable {
    let tracker: WorkTracker
    let item: Int?

    /// The work runs again: call it just before resuming it.
    public func callAsFunction() {
      tracker.setWait(item, .running)
    }
  }

  // MARK: Settling

  /// What ``settle(within:)`` found.
  public enum Settling: Sendable, Equatable {
    /// No work is running: what remains waits for the clock or for input.
    case settled
    /// Work is still running after the bound, or waits on a clock no one can move.
    case stalled([PendingWork])
  }

  /// Returns once no work is running: everything left waits for the program's clock, for
  /// other work that does, or for input. Never waits on time itself: it returns as soon as
  /// the last running work finishes or waits.
  ///
  /// `bound` only decides when to give up on work that does not finish — a source that
  /// never answers — which is reported as ``Settling/stalled(_:)`` with the work still
  /// running: once `bound` has passed with no change to the work at all (on a loaded
  /// machine work may crawl, and is given up on only when it stands still), and at the
  /// latest after ten bounds. Work waiting on another clock is reported at once.
  public func settle(within bound: Duration) async -> Settling {
    guard isTracking else { return .settled }
    let token = lock.withLock { () -> Int in
      nextWaiter += 1
      return nextWaiter
    }
    let watchdog = Task.detached { [weak self] in
      // Only ever reached when work does not settle: the bound of a failure, not a wait.
      var seen = self?.changeCount ?? 0
      for _ in 0..<10 {
        guard (try? await Task.sleep(for: bound)) != nil, let self else { return }
        let now = self.changeCount
        if now == seen { break }
        seen = now
      }
      self?.expire(token)
    }
    defer { watchdog.cancel() }
    return await withCheckedContinuation { continuation in
      let outcome = lock.withLock { () -> Settling? in
        if let outcome = outcomeLocked() { return outcome }
        settleWaiters[token] = continuation
        return nil
      }
      if let outcome { continuation.resume(returning: outcome) }
    }
  }

  /// How many changes the work has gone through.
  private var changeCount: Int { lock.withLock { changes } }

  /// The work not finished, in the order it began.
  public var pendingWork: [PendingWork] {
    lock.withLock { pendingLocked() }
  }

  /// Whether any work is running now (not waiting).
  public var isBusy: Bool {
    lock.withLock { items.values.contains { $0.wait.isRunning } }
  }

  // MARK: Bookkeeping

  private func begin(_ name: String) -> Int {
    lock.withLock {
      changes += 1
      nextItem += 1
      items[nextItem] = Item(name: name)
      return nextItem
    }
  }

  private func attach<Success, Failure>(_ task: Task<Success, Failure>, to id: Int) {
    lock.withLock {
      // The work may be over already.
      guard items[id] != nil else { return }
      items[id]?.task = AnyHashable(task)
      taskItems[AnyHashable(task)] = id
    }
  }

  private func finish(_ id: Int) {
    lock.withLock {
      changes += 1
      // Work waiting for this work runs again before this work is gone, so the tracker is
      // never seen idle in between.
      for (other, item) in items {
        if case .waitingForWork(id) = item.wait { items[other]?.wait = .running }
      }
      if let task = items.removeValue(forKey: id)?.task { taskItems[task] = nil }
    }
    resumeSettledWaiters()
  }

  /// Sets what work `item` waits for (`.running`: nothing).
  func setWait(_ item: Int?, _ state: PendingWork.State) {
    guard isTracking, let item else { return }
    let changed = lock.withLock { () -> Bool in
      guard items[item] != nil else { return false }
      changes += 1
      items[item]?.wait = state
      return true
    }
    if changed, !state.isRunning { resumeSettledWaiters() }
  }

  /// Whether `clock` is this tracker's clock.
  func isSameClock(_ other: any Clock<Duration>) -> Bool {
    if let manual = clock as? ManualClock { return (other as? ManualClock) === manual }
    return type(of: other) == type(of: clock)
  }

  private func outcomeLocked() -> Settling? {
    var foreign = false
    for item in items.values {
      switch item.wait {
      case .running: return nil
      case .waitingForAnotherClock: foreign = true
      default: break
      }
    }
    return foreign ? .stalled(pendingLocked()) : .settled
  }

  private func pendingLocked() -> [PendingWork] {
    items.sorted { $0.key < $1.key }.map { key, item in
      var state = item.wait
      if case .waitingForWork(let other) = state {
        state = .waitingForWorkNamed(items[other]?.name ?? "finished work")
      }
      return PendingWork(name: item.name, state: state)
    }
  }

  private func resumeSettledWaiters() {
    let ready = lock.withLock { () -> [(CheckedContinuation<Settling, Never>, Settling)] in
      guard !settleWaiters.isEmpty, let outcome = outcomeLocked() else { return [] }
      defer { settleWaiters = [:] }
      return settleWaiters.values.map { ($0, outcome) }
    }
    for (waiter, outcome) in ready { waiter.resume(returning: outcome) }
  }

  private func expire(_ token: Int) {
    let expired = lock.withLock { () -> (CheckedContinuation<Settling, Never>, Settling)? in
      guard let waiter = settleWaiters.removeValue(forKey: token) else { return nil }
      return (waiter, .stalled(pendingLocked()))
    }
    expired.map { $0.0.resume(returning: $0.1) }
  }
}
