import Testing

@testable import FolioTerminal

/// The mailbox the terminal's loop waits on: every event, in order, from any thread.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct EventMailboxTests {
  @Test func eventsComeInTheOrderSentFromAnotherThreadWhetherWaitedForOrNot() async {
    let mailbox = EventMailbox<Int>()
    mailbox.yield(0)  // queued before anyone waits
    let thread = Platform.startThread {
      for event in 1...500 {
        mailbox.yield(event)
        if event % 50 == 0 { Platform.sleepBriefly() }  // a waiting next() takes some
      }
      mailbox.finish()
    }
    if let thread { Platform.detach(thread) }
    var got: [Int] = []
    while let event = await mailbox.next() { got.append(event) }
    #expect(got == Array(0...500))
  }

  @Test func finishedItGivesWhatIsQueuedThenNothingAndDropsTheRest() async {
    let mailbox = EventMailbox<String>()
    mailbox.yield("a")
    mailbox.yield("b")
    mailbox.finish()
    mailbox.yield("late")
    #expect(await mailbox.next() == "a")
    #expect(await mailbox.next() == "b")
    #expect(await mailbox.next() == nil)
    #expect(await mailbox.next() == nil)
  }

  /// What the loops wait in: every event handed over in order, until the mailbox finishes.
  @Test func deliveringHandsEveryEventInOrderUntilFinished() async {
    let mailbox = EventMailbox<Int>()
    mailbox.yield(0)  // queued before anyone takes them
    let thread = Platform.startThread {
      for event in 1...300 {
        mailbox.yield(event)
        if event % 50 == 0 { Platform.sleepBriefly() }
      }
      mailbox.finish()
      mailbox.yield(301)  // after the end: dropped
    }
    if let thread { Platform.detach(thread) }
    var got: [Int] = []
    await mailbox.deliver { got.append($0) }
    #expect(got == Array(0...300))
  }

  @Test func aCancelledWaitEndsTheMailbox() async {
    let mailbox = EventMailbox<Int>()
    let waiting = Task { await mailbox.next() }
    waiting.cancel()
    #expect(await waiting.value == nil)
    mailbox.yield(1)
    #expect(await mailbox.next() == nil)
  }
}
