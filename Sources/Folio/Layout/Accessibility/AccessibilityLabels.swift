/// The words a transcript reads roles and states in, so they can be translated.
///
/// The defaults are English. `{index}` and `{count}` in ``position`` are replaced by a
/// row's place and the number of rows.
///
/// ```swift
/// var labels = AccessibilityLabels()
/// labels.roles[.row] = "ligne"
/// labels.position = "{index} sur {count}"
/// view.environment(\.accessibilityLabels, labels)
/// ```
public struct AccessibilityLabels: Hashable, Sendable {
  /// The word each role is read with; a role without one (by default ``AccessibilityRole/text``)
  /// is read as its label alone.
  public var roles: [AccessibilityRole: String]
  /// A row's place: `"{index} of {count}"`.
  public var position: String
  /// The state of a selected element.
  public var selected: String
  /// The state of a focused element.
  public var focused: String
  /// The state of an element that cannot be acted on.
  public var disabled: String
  /// The value of a text field holding no text.
  public var empty: String
  /// The value of a masked text field holding text: `"{count} characters hidden"`.
  public var maskedText: String
  /// Which rows a list shows: `"showing {first}–{last} of {total}"`.
  public var showing: String
  /// What a question left unanswered is read with: `Delete 3 branches? cancelled`.
  public var cancelled: String
  /// What is said, now and then, while work lasts and nothing else is said.
  public var stillWorking: String

  /// Labels with English defaults; pass only the ones to change.
  public init(
    roles: [AccessibilityRole: String] = [
      .heading: "heading", .button: "button", .link: "link", .list: "list", .table: "table",
      .row: "row", .textField: "text field", .navigation: "navigation", .status: "status",
      .alert: "alert", .document: "document",
    ],
    position: String = "{index} of {count}",
    selected: String = "selected",
    focused: String = "focused",
    disabled: String = "disabled",
    empty: String = "empty",
    maskedText: String = "{count} characters hidden",
    showing: String = "showing {first}\u{2013}{last} of {total}",
    cancelled: String = "cancelled",
    stillWorking: String = "Still loading\u{2026}"
  ) {
    self.roles = roles
    self.position = position
    self.selected = selected
    self.focused = focused
    self.disabled = disabled
    self.empty = empty
    self.maskedText = maskedText
    self.showing = showing
    self.cancelled = cancelled
    self.stillWorking = stillWorking
  }

  /// `element` as one line of a transcript: its role word, place and states, then its
  /// label and value — `row 3 of 20, selected: Welcome`, `button: Load more`, `Inbox`.
  public func line(for element: AccessibilityElement) -> String {
    var head = roles[element.role] ?? ""
    if let (index, count) = element.position {
      let place = position.replacingPlaceholder("{index}", with: String(index))
        .replacingPlaceholder("{count}", with: String(count))
      head += head.isEmpty ? place : " " + place
    }
    for (trait, word) in [
      (AccessibilityTraits.isSelected, selected), (.isFocused, focused), (.isDisabled, disabled),
    ] where element.traits.contains(trait) {
      head += head.isEmpty ? word : ", " + word
    }
    var body = element.label
    if let value = element.value, !value.isEmpty {
      body += body.isEmpty ? value : ", " + value
    }
    // A label is the program's text, perhaps untrusted: read as one safe line.
    body = Self.collapsingSpaces(Sanitizer.singleRow(Sanitizer.sanitize(body)))
    if head.isEmpty { return body }
    return body.isEmpty ? head : head + ": " + body
  }

  /// What a masked text of `count` characters is read as: `7 characters hidden`.
  public func hiddenText(count: Int) -> String {
    maskedText.replacingPlaceholder("{count}", with: String(count))
  }

  /// `text` with every run of spaces one space: spacing that lays a line out is not read.
  static func collapsingSpaces(_ text: String) -> String {
    guard text.contains("  ") else { return text }
    var result = ""
    var lastWasSpace = false
    for character in text {
      if character == " " && lastWasSpace { continue }
      lastWasSpace = character == " "
      result.append(character)
    }
    return result
  }
}

extension String {
  /// This string with every `placeholder` replaced by `value`.
  func replacingPlaceholder(_ placeholder: String, with value: String) -> String {
    var result = ""
    var rest = self[...]
    while let range = rest.firstRange(of: placeholder) {
      result += rest[..<range.lowerBound]
      result += value
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}

private struct AccessibilityLabelsKey: EnvironmentKey {
  static let defaultValue = AccessibilityLabels()
}

extension EnvironmentValues {
  /// The words a transcript reads roles and states in (English by default).
  public var accessibilityLabels: AccessibilityLabels {
    get { self[AccessibilityLabelsKey.self] }
    set { self[AccessibilityLabelsKey.self] = newValue }
  }
}
