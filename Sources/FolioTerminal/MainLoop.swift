import Folio

#if os(Linux) && compiler(>=6.3)
  @_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency
#else
  import Dispatch
#endif

/// Runs a program's `main` so that the program costs nothing while it waits.
///
/// On Linux, Swift's default executors are libdispatch's, and once a task has run on them
/// the pool's monitor wakes the process every second for as long as it lives: a pager
/// left open in a tab is never quite idle. `MainLoop.run` gives the program executors of
/// Folio's own instead — the main actor's jobs run on the main thread, other tasks on a
/// pool of threads (up to one a processor, at least two, each started when work finds no
/// thread free), and `Task.sleep` waits on a deadline in
/// the kernel — so a program waiting for a key does not wake until the key comes, and a
/// spinner wakes at its own rate only.
///
/// Call it from the program's synchronous top-level code (`main.swift`), before anything
/// asynchronous has run; it does not return. `main` runs on the main actor, and the
/// process ends with status 0 when it returns (call ``exit(_:)`` for another status):
///
/// ```swift
/// MainLoop.run {
///   let app = Application(state: 0) { count in
///     Text("Pressed \(count) times · q quits")
///   } onEvent: { count, event in
///     if case .key(.character("q")) = event { return .quit }
///     if case .key = event { count += 1 }
///     return .continue
///   }
///   _ = try? await app.run()
/// }
/// ```
///
/// What it gives up: task priorities are not honoured (the pool runs jobs in the order
/// they come), and a clock whose `Duration` is not `Swift.Duration` finds its deadlines
/// due at once. On other systems, and with a Swift toolchain older than 6.3, it runs
/// `main` on the default executors, as an `async` top level would.
public enum MainLoop {
  /// Runs `main` on the main actor, on executors that sleep while there is nothing to do;
  /// ends the process when it returns.
  public static func run(_ main: @escaping @MainActor () async -> Void) -> Never {
    // From a task, the executors are in use already: taking them over then would leave the
    // task's own thread blocked in the loop.
    precondition(
      !withUnsafeCurrentTask { $0 != nil },
      "MainLoop.run is called from synchronous top-level code (main.swift) before anything "
        + "asynchronous has run, not from a task")
    #if os(Linux) && compiler(>=6.3)
      // Before the first task, which then runs on them.
      _createExecutors(factory: QuietExecutors.self)
      QuietExecutors.inUse = true
    #endif
    Task { @MainActor in
      await main()
      MainLoop.exit(0)
    }
    #if os(Linux) && compiler(>=6.3)
      QuietExecutors.loop.runJobs()
      MainLoop.exit(0)
    #else
      dispatchMain()
    #endif
  }

  /// Ends the process with `status`, its output flushed, as the C library's `exit` does:
  /// for a program run by ``run(_:)`` that ends other than with status 0, without importing
  /// the C library or Foundation for it.
  public static func exit(_ status: Int32) -> Never {
    Platform.exit(status)
  }
}

extension MainLoop {
  /// Calls `body` on the main actor once `delay` is over, waking the main thread for it and
  /// no other where ``run(_:)`` gave the program its executors (a task of the main actor
  /// sleeping until then is woken on the pool, whose timers its sleep is on, and hops to the
  /// main thread); elsewhere, from such a task. The task, when there is one: cancelled, it
  /// calls `body` at once — a body looks whether it is still wanted.
  @MainActor
  @discardableResult
  static func call(after delay: Duration, _ body: @escaping @MainActor () -> Void) -> Task<
    Void, Never
  >? {
    #if os(Linux) && compiler(>=6.3)
      if QuietExecutors.inUse {
        QuietExecutors.loop.call(at: Deadline.after(delay), body)
        return nil
      }
    #endif
    return Task {
      try? await Task.sleep(for: delay)
      body()
    }
  }
}

/// Jobs to run now, in the order they came, and jobs to run at a time, soonest first (in
/// the order they came at equal times), for threads that take them: a thread asking for
/// the next job sleeps in the kernel while none is due.
final class WaitingJobs<Job>: @unchecked Sendable {
  // @unchecked: every stored property is read and written holding the waiter's lock.
  private let waiter = Platform.Waiter()
  private var ready = FirstInFirstOut<Job>()
  /// A binary heap on (deadline, order).
  private var timed: [(deadline: UInt64, order: UInt64, job: Job)] = []
  private var timedCount: UInt64 = 0
  private var stopped = false
  /// How many threads sleep in ``next()``.
  private var sleepers = 0

  /// Adds a job to run as soon as a thread is free; true if a thread was sleeping, woken
  /// to take it.
  @discardableResult
  func add(_ job: Job) -> Bool {
    waiter.lock()
    defer { waiter.unlock() }
    ready.append(job)
    waiter.signal()
    return sleepers > 0
  }

  /// Adds a job to run once ``Platform/monotonicNanoseconds()`` reaches `deadline`; true if
  /// a thread was sleeping, woken to wait for it.
  @discardableResult
  func add(_ job: Job, at deadline: UInt64) -> Bool {
    waiter.lock()
    defer { waiter.unlock() }
    timed.append((deadline, timedCount, job))
    timedCount &+= 1
    siftUp(timed.count - 1)
    // A thread may be sleeping until a later deadline, or with none: one wakes to look.
    waiter.signal()
    return sleepers > 0
  }

  /// How many threads sleep in ``next()``, waiting for a job.
  var sleepingThreads: Int {
    waiter.lock()
    defer { waiter.unlock() }
    return sleepers
  }

  /// The next job due, after sleeping until one is; nil once ``stop()`` has been called.
  func next() -> Job? {
    waiter.lock()
    defer { waiter.unlock() }
    while !stopped {
      if let first = timed.first, first.deadline <= Platform.monotonicNanoseconds() {
        return popTimed()
      }
      if let job = ready.popFirst() { return job }
      sleepers += 1
      waiter.wait(until: timed.first?.deadline)
      sleepers -= 1
      // Another job may have been added meanwhile and other threads may still sleep: the
      // one that wakes passes the signal on when more than it takes is due.
      if ready.count > 1 { waiter.signal() }
    }
    return nil
  }

  /// Makes every ``next()`` return nil, now and from now on.
  func stop() {
    waiter.lock()
    stopped = true
    waiter.broadcast()
    waiter.unlock()
  }

  /// How many jobs wait, due or not.
  var count: Int {
    waiter.lock()
    defer { waiter.unlock() }
    return ready.count + timed.count
  }

  private func earlier(_ a: Int, _ b: Int) -> Bool {
    (timed[a].deadline, timed[a].order) < (timed[b].deadline, timed[b].order)
  }

  private func siftUp(_ index: Int) {
    var child = index
    while child > 0 {
      let parent = (child - 1) / 2
      guard earlier(child, parent) else { return }
      timed.swapAt(child, parent)
      child = parent
    }
  }

  private func popTimed() -> Job {
    timed.swapAt(0, timed.count - 1)
    let job = timed.removeLast().job
    var parent = 0
    while true {
      let left = 2 * parent + 1
      guard left < timed.count else { break }
      let right = left + 1
      let child = right < timed.count && earlier(right, left) ? right : left
      guard earlier(child, parent) else { break }
      timed.swapAt(child, parent)
      parent = child
    }
    return job
  }
}

/// Deadlines on ``Platform/monotonicNanoseconds()``, what every thread of the main loop, the
/// ticker and a ``Timeout`` sleeps until.
enum Deadline {
  /// Nanoseconds in `delay`, 0 if it is negative or not a `Swift.Duration`; at most a
  /// century.
  static func nanoseconds<D: DurationProtocol>(in delay: D) -> UInt64 {
    guard let delay = delay as? Duration else { return 0 }
    let (seconds, attoseconds) = delay.components
    guard seconds >= 0, attoseconds >= 0 || seconds > 0 else { return 0 }
    let century: Int64 = 100 * 366 * 86_400
    guard seconds < century else { return UInt64(century) * 1_000_000_000 }
    return UInt64(seconds) * 1_000_000_000 &+ UInt64(max(0, attoseconds / 1_000_000_000))
  }

  /// The deadline `delay` from now.
  static func after<D: DurationProtocol>(_ delay: D) -> UInt64 {
    Platform.monotonicNanoseconds() &+ nanoseconds(in: delay)
  }
}

#if os(Linux) && compiler(>=6.3)
  /// The executors ``MainLoop/run(_:)`` gives a program.
  enum QuietExecutors: ExecutorFactory {
    /// Whether ``MainLoop/run(_:)`` made these the program's executors.
    nonisolated(unsafe) static var inUse = false
    static let loop = LoopExecutor()
    static let pool = PoolExecutor(width: max(2, Platform.processorCount))
    static var mainExecutor: any MainExecutor { loop }
    static var defaultExecutor: any TaskExecutor { pool }
  }

  /// The main actor's executor: runs its jobs one at a time on the thread that calls
  /// ``runJobs()`` (the main thread).
  final class LoopExecutor: MainExecutor, SchedulingExecutor, @unchecked Sendable {
    // @unchecked: its one stored property is itself safe to share.
    let jobs = WaitingJobs<MainJob>()

    /// What the main thread runs: a task's job, or a function of the kit's own.
    enum MainJob {
      case job(UnownedJob)
      case call(@Sendable () -> Void)
    }

    func enqueue(_ job: consuming ExecutorJob) { jobs.add(.job(UnownedJob(job))) }

    func enqueue<C: Clock>(
      _ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C
    ) {
      jobs.add(.job(UnownedJob(job)), at: Deadline.after(delay))
    }

    func enqueue<C: Clock>(
      _ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C
    ) {
      jobs.add(
        .job(UnownedJob(job)),
        at: Deadline.after(clock.now.duration(to: instant)))
    }

    /// Runs `body` on the main thread, isolated to the main actor, once
    /// ``Platform/monotonicNanoseconds()`` reaches `deadline` — with none, after the jobs it
    /// has now: the main thread wakes for it and no other. (A task sleeping until then is
    /// woken on the pool and hops here; a continuation is resumed on the pool.)
    func call(at deadline: UInt64? = nil, _ body: @escaping @MainActor () -> Void) {
      let call = MainJob.call { MainActor.assumeIsolated(body) }
      if let deadline { jobs.add(call, at: deadline) } else { jobs.add(call) }
    }

    /// Runs jobs as they come until ``stop()``.
    func runJobs() {
      while let job = jobs.next() { run(job) }
    }

    private func run(_ job: MainJob) {
      switch job {
      case .job(let job): job.runSynchronously(on: asUnownedSerialExecutor())
      case .call(let body): body()
      }
    }

    func run() throws { runJobs() }

    func runUntil(_ condition: () -> Bool) throws {
      while !condition(), let job = jobs.next() { run(job) }
    }

    func stop() { jobs.stop() }
  }

  /// The executor of every task not bound to an actor: up to `width` threads, each taking
  /// the next job due. A thread is started when a job comes and none sleeps waiting for one
  /// (the first job starts the first), so a program that runs one task at a time has one.
  final class PoolExecutor: TaskExecutor, SchedulingExecutor, @unchecked Sendable {
    // @unchecked: `threads` is read and written holding `startLock`; the rest is constant.
    let jobs = WaitingJobs<UnownedJob>()
    let width: Int
    private let startLock = Lock()
    private var threads = 0

    init(width: Int) { self.width = width }

    func enqueue(_ job: consuming ExecutorJob) {
      if !jobs.add(UnownedJob(job)) { startThread() }
    }

    func enqueue<C: Clock>(
      _ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C
    ) {
      if !jobs.add(UnownedJob(job), at: Deadline.after(delay)) {
        startThread()
      }
    }

    func enqueue<C: Clock>(
      _ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C
    ) {
      let deadline = Deadline.after(clock.now.duration(to: instant))
      if !jobs.add(UnownedJob(job), at: deadline) { startThread() }
    }

    /// Starts one more thread, unless `width` run already. (The system may give none: the
    /// next job that finds no thread sleeping asks again; those waiting run once one runs.)
    private func startThread() {
      let starts = startLock.withLock {
        guard threads < width else { return false }
        threads += 1
        return true
      }
      guard starts else { return }
      if let thread = Platform.startThread({ [self] in runJobs() }) {
        Platform.detach(thread)
      } else {
        startLock.withLock { threads -= 1 }
      }
    }

    private func runJobs() {
      while let job = jobs.next() { job.runSynchronously(on: asUnownedTaskExecutor()) }
    }
  }
#endif
