import Testing

@testable import Folio

/// A trigger behind a reference, so that `#expect` can call its mutating methods.
private final class Driver {
  var trigger: LoadMoreTrigger

  init(mode: LoadMoreFooter.TriggerMode) {
    trigger = LoadMoreTrigger(mode: mode)
  }

  var isWaiting: Bool { trigger.isWaiting }

  func footerAppeared(phase: LoadMoreFooter.Phase, loadedCount: Int? = nil) -> Bool {
    trigger.footerAppeared(phase: phase, loadedCount: loadedCount)
  }

  func requestLoad(phase: LoadMoreFooter.Phase, loadedCount: Int? = nil) -> Bool {
    trigger.requestLoad(phase: phase, loadedCount: loadedCount)
  }

  func requestLoad() -> Bool {
    trigger.requestLoad()
  }

  func observe(phase: LoadMoreFooter.Phase, loadedCount: Int? = nil) {
    trigger.observe(phase: phase, loadedCount: loadedCount)
  }

  func reset() {
    trigger.reset()
  }
}

@Suite struct LoadMoreFooterTriggerTests {
  typealias Phase = LoadMoreFooter.Phase

  // MARK: Automatic

  @Test func automaticAsksOncePerIdlePhase() {
    let trigger = Driver(mode: .automatic)
    #expect(trigger.footerAppeared(phase: .idle))
    // The footer stays on screen for many frames before the app starts loading.
    for _ in 0..<100 {
      #expect(!trigger.footerAppeared(phase: .idle))
    }
    #expect(trigger.isWaiting)
  }

  @Test func automaticIsRearmedAfterThePageLoads() {
    let trigger = Driver(mode: .automatic)
    var requests = 0
    // Three pages, each: idle frames, loading frames, then idle again with more items.
    for page in 1...3 {
      for _ in 0..<5 where trigger.footerAppeared(phase: .idle, loadedCount: page * 20) {
        requests += 1
      }
      #expect(requests == page)
      for _ in 0..<5 {
        #expect(!trigger.footerAppeared(phase: .loading, loadedCount: page * 20))
      }
      #expect(!trigger.isWaiting)
    }
    #expect(requests == 3)
  }

  @Test func automaticIsRearmedByTheLoadingPhaseWithoutCounts() {
    let trigger = Driver(mode: .automatic)
    #expect(trigger.footerAppeared(phase: .idle))
    #expect(!trigger.footerAppeared(phase: .loading))
    #expect(trigger.footerAppeared(phase: .idle))
    #expect(!trigger.footerAppeared(phase: .idle))
  }

  @Test func aPageLoadedOffScreenIsNoticedByItsCount() {
    let trigger = Driver(mode: .automatic)
    #expect(trigger.footerAppeared(phase: .idle, loadedCount: 20))
    // The page arrived between two frames that showed the footer; it never saw loading.
    #expect(!trigger.footerAppeared(phase: .idle, loadedCount: 20))
    #expect(trigger.footerAppeared(phase: .idle, loadedCount: 40))
    #expect(!trigger.footerAppeared(phase: .idle, loadedCount: 40))
  }

  @Test func observingOffScreenFramesRearms() {
    let trigger = Driver(mode: .automatic)
    #expect(trigger.footerAppeared(phase: .idle))
    trigger.observe(phase: .idle)
    #expect(trigger.isWaiting)
    trigger.observe(phase: .loading)
    #expect(!trigger.isWaiting)
    trigger.observe(phase: .idle)
    #expect(trigger.footerAppeared(phase: .idle))
  }

  @Test func automaticNeverAsksWhenFailedLoadingOrFinished() {
    let trigger = Driver(mode: .automatic)
    for phase: Phase in [.failed("timeout"), .loading, .finished, .failed("other")] {
      for _ in 0..<3 {
        #expect(!trigger.footerAppeared(phase: phase))
        #expect(!trigger.requestLoad(phase: phase))
      }
    }
    #expect(!trigger.isWaiting)
  }

  @Test func automaticHasNoManualAction() {
    let trigger = Driver(mode: .automatic)
    #expect(!trigger.requestLoad(phase: .idle))
    // ...and pressing the key did not use up the automatic request.
    #expect(trigger.footerAppeared(phase: .idle))
  }

  @Test func automaticAsksAgainWhenTheListIsReloadedAfterAFailure() {
    let trigger = Driver(mode: .automatic)
    #expect(trigger.footerAppeared(phase: .idle, loadedCount: 20))
    #expect(!trigger.footerAppeared(phase: .failed("timeout"), loadedCount: 20))
    // The app reloaded; the footer is idle again, a new idle phase.
    #expect(trigger.footerAppeared(phase: .idle, loadedCount: 20))
  }

  // MARK: Manual

  @Test func manualNeverAsksByItself() {
    let trigger = Driver(mode: .manual)
    for phase: Phase in [.idle, .loading, .failed("timeout"), .finished, .idle] {
      #expect(!trigger.footerAppeared(phase: phase))
    }
    #expect(!trigger.isWaiting)
  }

  @Test func manualAsksOncePerPressedPhase() {
    let trigger = Driver(mode: .manual)
    #expect(!trigger.footerAppeared(phase: .idle, loadedCount: 20))
    #expect(trigger.requestLoad(phase: .idle, loadedCount: 20))
    // A second press before the app started loading asks for nothing more.
    #expect(!trigger.requestLoad(phase: .idle, loadedCount: 20))
    #expect(!trigger.requestLoad(phase: .loading, loadedCount: 20))
    #expect(trigger.requestLoad(phase: .idle, loadedCount: 40))
  }

  @Test func manualRetriesAFailureOnce() {
    let trigger = Driver(mode: .manual)
    #expect(trigger.requestLoad(phase: .idle))
    #expect(trigger.requestLoad(phase: .failed("timeout")))
    #expect(!trigger.requestLoad(phase: .failed("timeout")))
    #expect(!trigger.footerAppeared(phase: .failed("timeout")))
    #expect(!trigger.requestLoad(phase: .failed("timeout")))
    // The retry failed again: another failed phase, seen through loading.
    #expect(!trigger.requestLoad(phase: .loading))
    #expect(trigger.requestLoad(phase: .failed("timeout")))
  }

  @Test func nothingIsAskedWhileLoadingOrFinished() {
    for mode: LoadMoreFooter.TriggerMode in [.automatic, .manual, .both] {
      let trigger = Driver(mode: mode)
      for phase: Phase in [.loading, .finished] {
        #expect(!trigger.footerAppeared(phase: phase))
        #expect(!trigger.requestLoad(phase: phase))
      }
    }
  }

  // MARK: Both

  @Test func bothAsksAutomaticallyWhenIdle() {
    let trigger = Driver(mode: .both)
    #expect(trigger.footerAppeared(phase: .idle, loadedCount: 20))
    #expect(!trigger.footerAppeared(phase: .idle, loadedCount: 20))
    // The key does not ask a second time for the page already asked for.
    #expect(!trigger.requestLoad(phase: .idle, loadedCount: 20))
  }

  @Test func bothNeedsTheActionAfterAFailure() {
    let trigger = Driver(mode: .both)
    #expect(trigger.footerAppeared(phase: .idle, loadedCount: 20))
    #expect(!trigger.footerAppeared(phase: .loading, loadedCount: 20))
    for _ in 0..<3 {
      #expect(!trigger.footerAppeared(phase: .failed("timeout"), loadedCount: 20))
    }
    #expect(trigger.requestLoad(phase: .failed("timeout"), loadedCount: 20))
    #expect(!trigger.requestLoad(phase: .failed("timeout"), loadedCount: 20))
    #expect(!trigger.footerAppeared(phase: .loading, loadedCount: 20))
    #expect(trigger.footerAppeared(phase: .idle, loadedCount: 40))
  }

  @Test func bothActionWorksBeforeTheFooterIsSeen() {
    let trigger = Driver(mode: .both)
    #expect(trigger.requestLoad(phase: .idle, loadedCount: 20))
    #expect(!trigger.footerAppeared(phase: .idle, loadedCount: 20))
  }

  @Test func aDifferentFailureMessageIsANewFailure() {
    let trigger = Driver(mode: .both)
    #expect(trigger.requestLoad(phase: .failed("timeout")))
    #expect(trigger.requestLoad(phase: .failed("connection refused")))
  }

  @Test func requestLoadWithoutAPhaseUsesTheLastOneSeen() {
    let trigger = Driver(mode: .manual)
    // Nothing seen yet: the action has nothing to act on.
    #expect(!trigger.requestLoad())
    #expect(!trigger.footerAppeared(phase: .idle, loadedCount: 20))
    #expect(trigger.requestLoad())
    #expect(!trigger.requestLoad())
    trigger.observe(phase: .loading, loadedCount: 20)
    #expect(!trigger.requestLoad())
    trigger.observe(phase: .failed("timeout"), loadedCount: 20)
    #expect(trigger.requestLoad())
    #expect(!trigger.requestLoad())
    trigger.observe(phase: .finished, loadedCount: 40)
    #expect(!trigger.requestLoad())
    trigger.reset()
    #expect(!trigger.requestLoad())
  }

  @Test func requestLoadWithoutAPhaseFollowsTheMode() {
    let automatic = Driver(mode: .automatic)
    automatic.observe(phase: .failed("timeout"))
    #expect(!automatic.requestLoad())
    let both = Driver(mode: .both)
    #expect(both.footerAppeared(phase: .idle))
    #expect(!both.requestLoad())
    both.observe(phase: .failed("timeout"))
    #expect(both.requestLoad())
  }

  @Test func resetForgetsTheRequest() {
    let trigger = Driver(mode: .automatic)
    #expect(trigger.footerAppeared(phase: .idle))
    trigger.reset()
    #expect(!trigger.isWaiting)
    #expect(trigger.footerAppeared(phase: .idle))
  }

  /// A simulated scroll through a list of 5 pages in every mode: the number of requests
  /// per page is exactly one, whatever the frames in between.
  @Test(arguments: [LoadMoreFooter.TriggerMode.automatic, .manual, .both])
  func oneRequestPerPage(mode: LoadMoreFooter.TriggerMode) {
    let trigger = Driver(mode: mode)
    var loaded = 1
    var phase = Phase.idle
    var requests = 0
    var step = 0
    while phase != .finished {
      step += 1
      #expect(step < 1_000)
      if step > 1_000 { break }
      // Frames alternate between footer visible and off screen; the user presses the key
      // every third frame in the manual modes.
      let visible = step % 2 == 0
      var asked = false
      if visible {
        asked = trigger.footerAppeared(phase: phase, loadedCount: loaded) || asked
      } else {
        trigger.observe(phase: phase, loadedCount: loaded)
      }
      if step % 3 == 0 {
        asked = trigger.requestLoad(phase: phase, loadedCount: loaded) || asked
      }
      if asked {
        requests += 1
        #expect(phase == .idle)
        phase = .loading
      } else if phase == .loading && step % 4 == 0 {
        loaded += 1
        phase = loaded == 5 ? .finished : .idle
      }
    }
    #expect(requests == 4)
  }
}
