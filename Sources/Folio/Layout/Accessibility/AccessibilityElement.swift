/// One thing on screen as a screen reader reads it: what it is, what it says, its value
/// and state. A frame drawn with ``EnvironmentValues/describesAccessibility`` lists its
/// elements in reading order (the order they were drawn) in
/// ``FrameReport/accessibilityElements``; ``View/renderTranscript(width:height:environment:)``
/// reads them out a line each.
public struct AccessibilityElement: Hashable, Sendable {
  /// What the element is.
  public var role: AccessibilityRole
  /// What it says: a row's text, a button's action, a list's title.
  public var label: String
  /// Its value, when it has one: a text field's text, which rows a list shows.
  public var value: String?
  /// Its states.
  public var traits: AccessibilityTraits
  /// Its place among its siblings, from 1, and how many there are: a row's `3 of 20`.
  public var position: (index: Int, count: Int)? {
    get { positionIndex.map { ($0, positionCount) } }
    set {
      positionIndex = newValue?.index
      positionCount = newValue?.count ?? 0
    }
  }
  private var positionIndex: Int?
  private var positionCount = 0

  /// An element of `role` saying `label`.
  public init(
    role: AccessibilityRole = .text, label: String, value: String? = nil,
    traits: AccessibilityTraits = [], position: (index: Int, count: Int)? = nil
  ) {
    self.role = role
    self.label = label
    self.value = value
    self.traits = traits
    self.position = position
  }
}
