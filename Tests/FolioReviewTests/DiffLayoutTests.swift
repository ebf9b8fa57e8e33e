import Folio
import Testing

@testable import FolioReview

@Suite struct DiffLayoutTests {
  @Test func changedLinesArePairedSideBySide() {
    let diff = SnapshotDiff(expected: "a\nb\nc\n", actual: "a\nB\nB2\nc\n")
    #expect(
      diff.rows == [
        .init(expected: "a", actual: "a", isChanged: false),
        .init(expected: "b", actual: "B", isChanged: true),
        .init(expected: nil, actual: "B2", isChanged: true),
        .init(expected: "c", actual: "c", isChanged: false),
      ])
    #expect(diff.lines.map(\.change) == [.kept, .removed, .added, .added, .kept])
  }

  /// Side by side from the width that holds both texts, the gutter and the scrollbar;
  /// CJK counts two columns a character.
  @Test func sideBySideFromTheWidthThatHoldsBoth() {
    let diff = SnapshotDiff(expected: "東京 晴れ\n", actual: "東京 曇り!\n")
    // 9 + 10 columns, a gutter of 7, a scrollbar column: 27.
    #expect(DiffLayout(diff, isNew: false, width: 27).isSideBySide)
    #expect(!DiffLayout(diff, isNew: false, width: 26).isSideBySide)
    #expect(
      DiffLayout(diff, isNew: false, width: 26).rows == [
        .unified(.removed, "東京 晴れ"), .unified(.added, "東京 曇り!"),
      ])
  }

  /// A line wider than the screen wraps; the trailing spaces that pad a golden are not
  /// shown, unless they are all that changed.
  @Test func longLinesWrapAndOnlyChangedSpacesShow() {
    let diff = SnapshotDiff(expected: "{bold}abcdef{/}  \nx \n", actual: "{bold}abcdef{/}  \nx\n")
    // 10 columns: a scrollbar's and a marker's leave 7.
    let layout = DiffLayout(diff, isNew: false, width: 10)
    #expect(
      layout.rows == [
        .unified(.kept, "{bold}a"), .unified(.kept, "bcdef{/"), .unified(.kept, "}"),
        .unified(.removed, "x·"), .unified(.added, "x"),
      ])
  }

  @Test func aNewGoldenIsOneColumn() {
    let layout = DiffLayout(SnapshotDiff(expected: nil, actual: "one\n"), isNew: true, width: 80)
    #expect(!layout.isSideBySide)
    #expect(layout.rows == [.unified(.added, "one")])
  }
}
