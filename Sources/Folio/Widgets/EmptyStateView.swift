/// What a list shows when it has nothing to show: a title, a message, and an optional hint
/// such as the key that refreshes.
///
/// ```swift
/// EmptyStateView(
///   title: "No stories yet", message: "Stories you save appear here.",
///   hint: "Press r to refresh")
/// ```
///
/// ```
///          No stories yet
///  Stories you save appear here.
///
///        Press r to refresh
/// ```
///
/// The view fills the width offered and aligns its lines by `alignment`. Every part is
/// sanitised, and wraps when it is wider than the view; empty parts are left out. When
/// there are fewer rows than the view needs, the blank row goes first, then message rows
/// (the last one shown ends with an ellipsis), then the message, the hint and the title, in
/// that order: one row shows the title. The title is drawn in the theme's title style, the
/// hint in its secondary style.
///
/// Offered a height, the view takes all of it, its lines at the top, as the list it stands
/// in for would; asked for its ideal size, it is as tall as its lines.
public struct EmptyStateView: View, Hashable, Sendable {
  /// The headline, for example "No results".
  public var title: String
  /// What happened and what the user can do, in a sentence or two.
  public var message: String
  /// An action line under the message, for example "Press r to refresh"; `nil` for none.
  public var hint: String?
  /// How the lines align across the width.
  public var alignment: HorizontalAlignment

  /// An empty state with a title, a message and an optional hint line.
  public init(
    title: String, message: String = "", hint: String? = nil,
    alignment: HorizontalAlignment = .center
  ) {
    self.title = title
    self.message = message
    self.hint = hint
    self.alignment = alignment
  }

  /// The widget's content, composed from Folio's views.
  public var body: some View {
    EnvironmentReader { environment in
      StateBlock(
        title: StyledText(self.title, style: environment.theme.title),
        message: StyledText(self.message),
        hint: StyledText(self.hint ?? "", style: environment.theme.secondary),
        alignment: self.alignment
      )
      .accessibilityRole(.status)
    }
  }
}
