/// Which of a screen's views takes the keys, and the order Tab moves through them.
///
/// A plain value to keep in your app's state: a text field and a list on one screen, say.
/// Send the keys to the focused view, and show which one it is — a focused
/// ``TextField`` draws its cursor, and ``View/border(_:title:isFocused:)`` draws a
/// border in the theme's accent:
///
/// ```swift
/// enum Field { case search, results }
/// var focus = FocusRing([Field.search, .results])
///
/// TextField(state: query, isFocused: focus.isFocused(.search))
///   .border(title: "Search", isFocused: focus.isFocused(.search))
/// ```
///
/// In `FolioTerminal`, `FocusRing.handle(_:)` moves it with Tab and Shift-Tab.
public struct FocusRing<Field: Hashable & Sendable>: Hashable, Sendable {
  /// The views that can take the keys, in Tab order.
  public private(set) var fields: [Field]
  /// The view taking the keys; nil when there is none.
  public private(set) var focused: Field?

  /// A ring of `fields` in Tab order, `focused` first (the first field when not given or
  /// not among them). Repeated fields count once.
  public init(_ fields: [Field], focused: Field? = nil) {
    var seen = Set<Field>()
    self.fields = fields.filter { seen.insert($0).inserted }
    self.focused = focused.flatMap { self.fields.contains($0) ? $0 : nil } ?? self.fields.first
  }

  /// Whether `field` takes the keys.
  public func isFocused(_ field: Field) -> Bool { focused == field }

  /// Gives the keys to `field`, if it is one of the ring's.
  public mutating func focus(_ field: Field) {
    if fields.contains(field) { focused = field }
  }

  /// Moves to the next field, from the last back to the first.
  public mutating func next() { step(by: 1) }

  /// Moves to the previous field, from the first round to the last.
  public mutating func previous() { step(by: -1) }

  private mutating func step(by offset: Int) {
    guard !fields.isEmpty else { return }
    let current = focused.flatMap { fields.firstIndex(of: $0) } ?? (offset > 0 ? -1 : 0)
    focused = fields[((current + offset) % fields.count + fields.count) % fields.count]
  }
}

extension View {
  /// This view inside a border that shows whether it has the focus: drawn in the theme's
  /// accent when `isFocused`, in its border style otherwise. Without colour the title of a
  /// focused border starts with the selection marker (`› Search`), so the focus still shows.
  public func border(_ style: BorderStyle = .rounded, title: String? = nil, isFocused: Bool)
    -> some View
  {
    EnvironmentReader { environment in
      let marker = environment.symbols.selectionMarker
      let marked =
        isFocused && environment.colorMode == .none
        ? title.map { "\(marker) \($0)" } ?? marker : title
      var theme = environment.theme
      if isFocused {
        theme.border = theme.accent
        theme.title = theme.accent
      }
      // The content keeps the theme it had; only the border's lines and title change.
      return self.environment(\.theme, environment.theme)
        .border(style, title: marked)
        .environment(\.theme, theme)
    }
  }
}
