import Testing

@testable import Folio

@Suite struct LoadMoreFooterPhaseTests {
  @Test(
    arguments: [
      (PaginationState.idle, LoadMoreFooter.Phase.idle),
      (.loaded, .idle),
      (.loading, .loading),
      (.loadingMore, .loading),
      (.error(message: "Request timed out"), .failed("Request timed out")),
      (.exhausted, .finished),
    ])
  func phaseFollowsThePagingState(state: PaginationState, phase: LoadMoreFooter.Phase) {
    #expect(LoadMoreFooter.Phase(state) == phase)
  }

  @Test func aLoadedPageRearmsTheTriggerThroughThePagingStates() {
    var trigger = LoadMoreTrigger(mode: .automatic)
    var asks: [Bool] = []
    for state: PaginationState in [.loaded, .loaded, .loadingMore, .loaded, .exhausted] {
      asks.append(trigger.footerAppeared(phase: LoadMoreFooter.Phase(state)))
    }
    #expect(asks == [true, false, false, true, false])
  }
}
