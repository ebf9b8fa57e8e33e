import Folio
import Testing

@testable import FolioTerminal

/// The queue of `MainLoop`'s executors and the thread that ends a wait for a terminal's
/// answers: what makes an idle program sleep, and still run every job in order.
@Suite struct MainLoopTests {
  /// `MainLoop`'s documentation sample: compiled, never called (it does not return).
  func documentationSample() -> Never {
    MainLoop.run {
      let app = Application(state: 0) { count in
        Text("Pressed \(count) times · q quits")
      } onEvent: { count, event in
        if case .key(.character("q")) = event { return .quit }
        if case .key = event { count += 1 }
        return .continue
      }
      _ = try? await app.run()
    }
  }

  @Test func runFromATaskIsAMistakeSaidAtOnce() async {
    await #expect(processExitsWith: .failure) {
      MainLoop.run {}
    }
  }

  /// A program run by the main loop ends with the status it gives.
  @Test func exitEndsTheProcessWithItsStatus() async {
    await #expect(processExitsWith: .exitCode(3)) {
      MainLoop.exit(3)
    }
  }

  @Test func jobsToRunNowComeInTheOrderTheyCame() {
    let jobs = WaitingJobs<Int>()
    for job in 0..<2_000 { jobs.add(job) }
    var taken: [Int] = []
    for _ in 0..<2_000 { taken.append(jobs.next()!) }
    #expect(taken == Array(0..<2_000))
    #expect(jobs.count == 0)
  }

  @Test func timedJobsComeSoonestFirstAndInTheOrderTheyCameAtEqualTimes() {
    let jobs = WaitingJobs<Int>()
    var expected: [(deadline: UInt64, job: Int)] = []
    // Deadlines already past, in a scrambled order with many equal: every job is due, and
    // they come by deadline.
    for job in 0..<500 {
      let deadline = UInt64(job &* 7_919 % 50)
      expected.append((deadline, job))
      jobs.add(job, at: deadline)
    }
    var taken: [Int] = []
    for _ in 0..<500 { taken.append(jobs.next()!) }
    // A stable sort: equal deadlines keep the order they were added in.
    #expect(
      taken
        == expected.enumerated().sorted {
          ($0.element.deadline, $0.offset) < ($1.element.deadline, $1.offset)
        }.map(\.element.job))
  }

  @Test func aJobNotDueWaitsWhileOthersRunAndComesWhenDue() {
    let jobs = WaitingJobs<String>()
    let start = Platform.monotonicNanoseconds()
    jobs.add("later", at: start + 30_000_000)
    jobs.add("now")
    #expect(jobs.next() == "now")
    #expect(jobs.next() == "later")
    #expect(Platform.monotonicNanoseconds() >= start + 30_000_000)
  }

  @Test func aThreadWaitingForAJobWakesWhenOneIsAdded() async {
    let jobs = WaitingJobs<Int>()
    let taken = await withCheckedContinuation { continuation in
      let thread = Platform.startThread {
        var taken: [Int] = []
        while let job = jobs.next() { taken.append(job) }
        continuation.resume(returning: taken)
      }
      #expect(thread != nil)
      if let thread { Platform.detach(thread) }
      jobs.add(1)
      jobs.add(2, at: Platform.monotonicNanoseconds() + 10_000_000)
      jobs.add(3)
      // Stops once the three are taken: a stop before would leave them.
      while jobs.count > 0 { Platform.sleepBriefly() }
      jobs.stop()
    }
    #expect(taken == [1, 3, 2])
  }

  /// What a pool starts its threads by: a job added while no thread sleeps says so.
  @Test func aJobSaysWhetherAThreadWasSleepingToTakeIt() async {
    let jobs = WaitingJobs<Int>()
    #expect(!jobs.add(1))
    #expect(!jobs.add(2, at: 0))
    let taken = await withCheckedContinuation { continuation in
      let thread = Platform.startThread {
        var taken: [Int] = []
        while let job = jobs.next() { taken.append(job) }
        continuation.resume(returning: taken)
      }
      if let thread { Platform.detach(thread) }
      // Both taken, the thread sleeps: the next job wakes it.
      while jobs.sleepingThreads == 0 || jobs.count > 0 { Platform.sleepBriefly() }
      #expect(jobs.add(3))
      while jobs.count > 0 { Platform.sleepBriefly() }
      jobs.stop()
    }
    #expect(taken == [2, 1, 3])
    #expect(jobs.sleepingThreads == 0)
  }

  @Test func stoppedJobsGiveNothingMore() {
    let jobs = WaitingJobs<Int>()
    jobs.add(1)
    jobs.stop()
    #expect(jobs.next() == nil)
    #expect(jobs.next() == nil)
  }

  @Test(arguments: [
    (Duration.seconds(1.5), UInt64(1_500_000_000)),
    (.nanoseconds(1), 1),
    (.zero, 0),
    (.seconds(-3), 0),
    (.nanoseconds(-1), 0),
    (.seconds(Int64.max), UInt64(100 * 366 * 86_400) * 1_000_000_000),
  ])
  func delaysAreNanosecondsNeverNegativeAndAtMostACentury(delay: Duration, nanoseconds: UInt64) {
    #expect(Deadline.nanoseconds(in: delay) == nanoseconds)
  }

  @Test func aDelayOfAnotherDurationTypeIsDueAtOnce() {
    struct Ticks: DurationProtocol {
      var count: Int
      static var zero: Ticks { Ticks(count: 0) }
      static func + (a: Ticks, b: Ticks) -> Ticks { Ticks(count: a.count + b.count) }
      static func - (a: Ticks, b: Ticks) -> Ticks { Ticks(count: a.count - b.count) }
      static func * (a: Ticks, b: Int) -> Ticks { Ticks(count: a.count * b) }
      static func / (a: Ticks, b: Int) -> Ticks { Ticks(count: a.count / b) }
      static func / (a: Ticks, b: Ticks) -> Double { Double(a.count) / Double(b.count) }
      static func < (a: Ticks, b: Ticks) -> Bool { a.count < b.count }
    }
    #expect(Deadline.nanoseconds(in: Ticks(count: 1_000)) == 0)
  }

  @Test func aTimeoutRunsItsActionOnceTheDelayIsOver() async {
    let start = Platform.monotonicNanoseconds()
    let end = await withCheckedContinuation { continuation in
      _ = Timeout(after: .milliseconds(20)) {
        continuation.resume(returning: Platform.monotonicNanoseconds())
      }
    }
    #expect(end >= start + 20_000_000)
  }

  @Test func aCancelledTimeoutNeverRuns() {
    let fired = ThreadCount()
    let timeout = Timeout(after: .milliseconds(10)) { fired.add() }
    #expect(timeout.cancel())
    #expect(timeout.cancel())
    // Past its deadline, and then some: it did not run.
    let deadline = Platform.monotonicNanoseconds() + 60_000_000
    while Platform.monotonicNanoseconds() < deadline { Platform.sleepBriefly() }
    #expect(fired.value == 0)
    #expect(!timeout.hasFired)
  }

  @Test func aTimeoutThatRanCannotBeCancelled() async {
    let ran = ThreadCount()
    let timeout = Timeout(after: .zero) { ran.add() }
    while ran.value == 0 { Platform.sleepBriefly() }
    #expect(timeout.hasFired)
    #expect(!timeout.cancel())
  }
}
