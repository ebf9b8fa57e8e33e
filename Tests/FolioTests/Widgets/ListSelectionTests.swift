import Testing

@testable import Folio

@Suite struct ListSelectionTests {
  @Test func startsOnTheFirstRowOrWhereAsked() {
    #expect(ListSelection().index == 0)
    #expect(ListSelection(nil).index == nil)
    #expect(ListSelection(7).index == 7)
  }

  @Test func movesDownAndStopsAtTheLastRow() {
    var selection = ListSelection(0)
    selection.moveDown(count: 3)
    #expect(selection.index == 1)
    selection.moveDown(count: 3)
    selection.moveDown(count: 3)
    #expect(selection.index == 2)
    selection.moveDown(5, count: 10)
    #expect(selection.index == 7)
    selection.moveDown(5, count: 10)
    #expect(selection.index == 9)
  }

  @Test func movesUpAndStopsAtTheFirstRow() {
    var selection = ListSelection(5)
    selection.moveUp(count: 10)
    #expect(selection.index == 4)
    selection.moveUp(3, count: 10)
    #expect(selection.index == 1)
    selection.moveUp(3, count: 10)
    #expect(selection.index == 0)
  }

  @Test func aNegativeStepDoesNotMoveTheOtherWay() {
    var selection = ListSelection(4)
    selection.moveDown(-3, count: 10)
    #expect(selection.index == 4)
    selection.moveUp(-3, count: 10)
    #expect(selection.index == 4)
  }

  @Test func movingWithNothingSelectedSelectsTheFirstRow() {
    var selection = ListSelection(nil)
    selection.moveDown(count: 5)
    #expect(selection.index == 0)
    selection = ListSelection(nil)
    selection.moveUp(count: 5)
    #expect(selection.index == 0)
  }

  @Test func firstAndLast() {
    var selection = ListSelection(3)
    selection.moveToLast(count: 8)
    #expect(selection.index == 7)
    selection.moveToFirst(count: 8)
    #expect(selection.index == 0)
  }

  @Test func anEmptyListHasNoSelection() {
    for count in [0, -1, Int.min] {
      var selection = ListSelection(3)
      selection.moveDown(count: count)
      #expect(selection.index == nil)
      selection = ListSelection(3)
      selection.moveUp(count: count)
      #expect(selection.index == nil)
      selection = ListSelection(3)
      selection.moveToFirst(count: count)
      #expect(selection.index == nil)
      selection = ListSelection(3)
      selection.moveToLast(count: count)
      #expect(selection.index == nil)
      selection = ListSelection(3)
      selection.clamp(count: count)
      #expect(selection.index == nil)
    }
  }

  @Test func clampsIntoTheRowsThatExist() {
    var selection = ListSelection(12)
    selection.clamp(count: 5)
    #expect(selection.index == 4)
    selection = ListSelection(-3)
    selection.clamp(count: 5)
    #expect(selection.index == 0)
    selection = ListSelection(nil)
    selection.clamp(count: 5)
    #expect(selection.index == 0)
    selection = ListSelection(2)
    selection.clamp(count: 5)
    #expect(selection.index == 2)
  }

  @Test func extremeIndicesAndStepsStopAtTheEnds() {
    var selection = ListSelection(Int.max)
    selection.moveDown(count: 10)
    #expect(selection.index == 9)
    selection = ListSelection(Int.min)
    selection.moveUp(count: 10)
    #expect(selection.index == 0)
    selection = ListSelection(Int.min)
    selection.moveDown(count: 10)
    #expect(selection.index == 0)
    selection = ListSelection(Int.max)
    selection.moveUp(count: 10)
    #expect(selection.index == 9)
    selection = ListSelection(3)
    selection.moveDown(Int.max, count: 10)
    #expect(selection.index == 9)
    selection = ListSelection(3)
    selection.moveUp(Int.max, count: 10)
    #expect(selection.index == 0)
    selection = ListSelection(3)
    selection.moveDown(Int.min, count: 10)
    #expect(selection.index == 3)
    selection = ListSelection(3)
    selection.moveUp(Int.min, count: 10)
    #expect(selection.index == 3)
    selection = ListSelection(5)
    selection.moveToLast(count: Int.max)
    #expect(selection.index == Int.max - 1)
    selection.moveDown(count: Int.max)
    #expect(selection.index == Int.max - 1)
  }

  @Test func deleteKeepsThePositionOrTakesTheNewLastRow() {
    var items = ["a", "b", "c", "d"]
    var selection = ListSelection(1)
    #expect(selection.delete(from: &items) == "b")
    #expect(items == ["a", "c", "d"])
    #expect(selection.index == 1)
    selection.moveToLast(count: items.count)
    #expect(selection.delete(from: &items) == "d")
    #expect(items == ["a", "c"])
    #expect(selection.index == 1)
    #expect(selection.delete(from: &items) == "c")
    #expect(selection.delete(from: &items) == "a")
    #expect(items.isEmpty)
    #expect(selection.index == nil)
    #expect(selection.delete(from: &items) == nil)
    #expect(selection.index == nil)
  }

  @Test func deleteDoesNothingWithoutAValidSelection() {
    for index in [nil, -1, 3, Int.min, Int.max] {
      var items = [1, 2, 3]
      var selection = ListSelection(index)
      #expect(selection.delete(from: &items) == nil)
      #expect(items == [1, 2, 3])
      #expect(selection.index == index)
    }
  }

  @Test func moveSelectedCarriesTheItemAndTheSelection() {
    var items = ["a", "b", "c", "d", "e"]
    var selection = ListSelection(1)
    selection.moveSelected(in: &items, by: 2)
    #expect(items == ["a", "c", "d", "b", "e"])
    #expect(selection.index == 3)
    selection.moveSelected(in: &items, by: -1)
    #expect(items == ["a", "c", "b", "d", "e"])
    #expect(selection.index == 2)
    selection.moveSelected(in: &items, by: 0)
    #expect(items == ["a", "c", "b", "d", "e"])
    #expect(selection.index == 2)
  }

  @Test func moveSelectedStopsAtTheEnds() {
    for (offset, expected, index) in [
      (10, ["a", "c", "d", "b"], 3), (Int.max, ["a", "c", "d", "b"], 3),
      (-10, ["b", "a", "c", "d"], 0), (Int.min, ["b", "a", "c", "d"], 0),
    ] {
      var items = ["a", "b", "c", "d"]
      var selection = ListSelection(1)
      selection.moveSelected(in: &items, by: offset)
      #expect(items == expected, "by \(offset)")
      #expect(selection.index == index, "by \(offset)")
    }
  }

  @Test func moveSelectedDoesNothingWithoutAValidSelection() {
    for index in [nil, -1, 2, Int.max] {
      var items = ["a", "b"]
      var selection = ListSelection(index)
      selection.moveSelected(in: &items, by: 1)
      #expect(items == ["a", "b"])
      #expect(selection.index == index)
    }
    var empty: [String] = []
    var selection = ListSelection(0)
    selection.moveSelected(in: &empty, by: 1)
    #expect(empty.isEmpty)
    #expect(selection.index == 0)
  }
}
