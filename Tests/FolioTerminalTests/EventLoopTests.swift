import Testing

@testable import FolioTerminal

/// The step both terminal loops take for every event: handled in order, the clock run while
/// the program wants ticks, and the run ended at once by the program's end or a failure.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct EventLoopTests {
  enum Event: LoopEvent {
    case terminal([TerminalEvent])
    case inputEnded
    case tick
    case number(Int)
  }

  struct Failure: Error, Equatable {}

  @Test func aFailureEndsTheRunWithItsErrorAndNothingAfterIsHandled() async {
    let loop = EventLoop<Event>(tickInterval: .seconds(60))
    for number in 1...3 { loop.send(.number(number)) }
    var handled: [Int] = []
    await #expect(throws: Failure()) {
      try await loop.run {
        false
      } handle: { event in
        guard case .number(let number) = event else { return false }
        handled.append(number)
        if number == 2 { throw Failure() }
        return false
      }
    }
    #expect(handled == [1, 2])
    // Closed: what comes later is dropped.
    loop.receive(.number(4))
    #expect(handled == [1, 2])
  }

  @Test func theProgramsEndEndsTheRun() async throws {
    let loop = EventLoop<Event>(tickInterval: .seconds(60))
    loop.send(.number(1))
    loop.send(.inputEnded)
    loop.send(.number(2))
    var handled: [String] = []
    try await loop.run {
      false
    } handle: { event in
      handled.append("\(event)")
      if case .inputEnded = event { return true }
      return false
    }
    #expect(handled == ["number(1)", "inputEnded"])
  }

  @Test func ticksComeWhileTheProgramWantsThemAndNoneAfter() async throws {
    let loop = EventLoop<Event>(tickInterval: .milliseconds(5))
    var ticks = 0
    var tickingAtTheEnd: Bool?
    try await loop.run {
      ticks < 3
    } handle: { event in
      switch event {
      case .tick:
        ticks += 1
        // The third tick is the last the program wants: the next event sees whether the
        // clock still runs (a stopped clock lets no tick through: `TickerTests`).
        if ticks == 3 { loop.send(.inputEnded) }
        return false
      case .inputEnded:
        tickingAtTheEnd = loop.isTicking
        return true
      default: return false
      }
    }
    #expect(ticks == 3)
    #expect(tickingAtTheEnd == false)
    #expect(!loop.isTicking)
  }
}
