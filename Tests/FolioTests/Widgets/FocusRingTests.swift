import FolioTesting
import Testing

@testable import Folio

@Suite(.snapshotTranscripts) struct FocusRingTests {
  enum Field: Hashable, Sendable { case search, results, details }

  @Test func tabOrderGoesRoundBothWays() {
    var ring = FocusRing([Field.search, .results, .details])
    #expect(ring.focused == .search)
    ring.next()
    #expect(ring.isFocused(.results))
    ring.next()
    ring.next()
    #expect(ring.focused == .search, "from the last back to the first")
    ring.previous()
    #expect(ring.focused == .details, "from the first round to the last")
    ring.focus(.results)
    #expect(ring.focused == .results)
  }

  @Test func anEmptyOrRepeatedRingIsSafe() {
    var empty = FocusRing([Field]())
    empty.next()
    empty.previous()
    #expect(empty.focused == nil)
    var repeated = FocusRing([Field.search, .search, .results], focused: .details)
    #expect(repeated.fields == [.search, .results])
    #expect(repeated.focused == .search, "a field not in the ring is not focused")
    repeated.focus(.details)
    #expect(repeated.focused == .search)
  }

  /// A search field over a list, the focus on one of them: the focused box is drawn in
  /// the accent (styled goldens), or marked `›` without colour.
  func screen(focus: FocusRing<Field>) -> some View {
    VStack(alignment: .leading) {
      TextField(
        state: TextFieldState(text: "swift"), placeholder: "Search",
        isFocused: focus.isFocused(.search)
      )
      .border(title: "Search", isFocused: focus.isFocused(.search))
      PaginatedList(["Swift concurrency", "Swift testing"], selection: 0) { Text($0) }
        .border(title: "Results", isFocused: focus.isFocused(.results))
    }
  }

  @Test func theFocusedViewShows() {
    var focus = FocusRing([Field.search, .results])
    for mode in [ColorMode.none, .ansi16] {
      assertSnapshots(of: screen(focus: focus), widths: [30], colorMode: mode, named: "search")
    }
    focus.next()
    for mode in [ColorMode.none, .ansi16] {
      assertSnapshots(of: screen(focus: focus), widths: [30], colorMode: mode, named: "results")
    }
  }
}
