/// What an element on screen is, as a screen reader says it.
public enum AccessibilityRole: Hashable, Sendable, CaseIterable {
  /// Text to read as it is, with no role word.
  case text
  /// A title over what follows.
  case heading
  /// Something to act on with a key: `button: Load more`.
  case button
  /// A link to open.
  case link
  /// A list of rows; its value says which rows show.
  case list
  /// A table of rows read with their column titles.
  case table
  /// One row of a list or table, read with its position.
  case row
  /// A place to type text.
  case textField
  /// A way to move between pages: the pagination bar.
  case navigation
  /// Something that is happening or has happened: loading, empty, finished.
  case status
  /// Something that went wrong, always said.
  case alert
  /// A document read a screen at a time: the pager.
  case document
}

/// States and kinds an element has besides its role, as SwiftUI's traits are.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  public let rawValue: Int

  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The element is selected: the list's selected row.
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 0)
  /// The element has the keyboard focus: the text field taking keys.
  public static let isFocused = AccessibilityTraits(rawValue: 1 << 1)
  /// The element acts when chosen (its role becomes ``AccessibilityRole/button``).
  public static let isButton = AccessibilityTraits(rawValue: 1 << 2)
  /// The element heads what follows (its role becomes ``AccessibilityRole/heading``).
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 3)
  /// The element is a link (its role becomes ``AccessibilityRole/link``).
  public static let isLink = AccessibilityTraits(rawValue: 1 << 4)
  /// The element cannot be acted on now.
  public static let isDisabled = AccessibilityTraits(rawValue: 1 << 5)
}
