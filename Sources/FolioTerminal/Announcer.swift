import Folio

/// What an accessible program says after each change: the elements of the new frame that
/// were not there before, as transcript lines — never what did not change.
///
/// An element said before is not said again while it stays. One that changed only by
/// losing a state (the row the selection left) is not said; one that gained one (the row
/// the selection reached) is. After a change that brings many new rows (a page turned),
/// the first ``rowsRead`` are read; the list's line says which rows show.
struct Announcer {
  /// The words roles and states are read in.
  var labels: AccessibilityLabels
  /// How many new rows a change reads.
  var rowsRead: Int
  /// The elements of the last frame said.
  private(set) var previous: [AccessibilityElement]?

  init(labels: AccessibilityLabels = AccessibilityLabels(), rowsRead: Int = 5) {
    self.labels = labels
    self.rowsRead = max(0, rowsRead)
  }

  /// The lines to say for a frame of `elements`: the whole transcript the first time,
  /// then only what changed.
  mutating func lines(for elements: [AccessibilityElement]) -> [String] {
    defer { previous = elements }
    guard let previous else { return elements.map(labels.line(for:)).filter { !$0.isEmpty } }
    // A row is the same row when its place among the rows is: an infinite list that grew
    // has more rows, not other ones.
    var unchanged: [Key: Int] = [:]
    for element in previous { unchanged[Key(element), default: 0] += 1 }
    var said: [String] = []
    var rows = 0
    for element in elements {
      let key = Key(element)
      if let count = unchanged[key], count > 0 {
        unchanged[key] = count - 1
        continue
      }
      if let before = previous.first(where: { $0.isSameThing(as: element) }),
        element.traits.subtracting(before.traits).isEmpty, element.value == before.value
      {
        // The same thing, with a state less: the selection left it.
        continue
      }
      if element.role == .row && !element.traits.contains(.isSelected) {
        rows += 1
        if rows > rowsRead { continue }
      }
      let line = labels.line(for: element)
      if !line.isEmpty { said.append(line) }
    }
    return said
  }
}

extension Announcer {
  /// What makes an element the same as before: all but how many siblings it has.
  fileprivate struct Key: Hashable {
    var role: AccessibilityRole
    var label: String
    var value: String?
    var traits: AccessibilityTraits
    var index: Int?

    init(_ element: AccessibilityElement) {
      role = element.role
      label = element.label
      value = element.value
      traits = element.traits
      index = element.position?.index
    }
  }
}

extension AccessibilityElement {
  /// Whether `other` is this element in another state: the same role, label and place.
  fileprivate func isSameThing(as other: AccessibilityElement) -> Bool {
    role == other.role && label == other.label && position?.index == other.position?.index
  }
}
