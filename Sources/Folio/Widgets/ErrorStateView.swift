/// What a list shows when loading failed: a title, the error message, and how to try again.
///
/// ```swift
/// ErrorStateView(title: "Couldn't load stories", message: error.localizedDescription)
/// ```
///
/// ```
///     Couldn't load stories
///  The request timed out after 30
///            seconds.
///
///     Press r to try again
/// ```
///
/// The message usually comes from a server or the system, so, like all ``Text``, it is
/// sanitised: control characters and escape sequences show as placeholders and cannot
/// change the terminal. It wraps to the width offered. The retry line comes from
/// ``StateLabels/retryHint`` in ``EnvironmentValues/stateLabels``, with `retryKey` in the
/// theme's accent style; a `nil` key leaves the line out.
///
/// The view fills the width offered and aligns its lines by `alignment`. With fewer rows
/// than it needs, the blank row goes first, then message rows, then the message, the retry
/// line and the title, in that order: one row shows the title. The title is drawn in the
/// theme's title style patched with its error style.
///
/// Offered a height, the view takes all of it, its lines at the top, as the list it stands
/// in for would; asked for its ideal size, it is as tall as its lines.
public struct ErrorStateView: View, Hashable, Sendable {
  /// The headline, for example "Couldn't load stories".
  public var title: String
  /// What went wrong; shown sanitised and wrapped.
  public var message: String
  /// The name of the key that retries, shown in the retry line; `nil` hides the line.
  public var retryKey: String?
  /// How the lines align across the width.
  public var alignment: HorizontalAlignment

  /// An error state with a title, a message and a retry line naming `retryKey`.
  public init(
    title: String, message: String = "", retryKey: String? = "r",
    alignment: HorizontalAlignment = .center
  ) {
    self.title = title
    self.message = message
    self.retryKey = retryKey
    self.alignment = alignment
  }

  /// The widget's content, composed from Folio's views.
  public var body: some View {
    EnvironmentReader { environment in
      let theme = environment.theme
      let labels = environment.stateLabels.adapted(to: environment.symbols)
      StateBlock(
        title: StyledText(self.title, style: theme.title.patched(with: theme.error)),
        message: StyledText(self.message),
        hint: self.retryKey.map {
          StateLabels.fill(
            labels.retryHint, key: $0, style: theme.secondary, actionStyle: theme.secondary,
            keyStyle: theme.accent)
        } ?? StyledText(),
        alignment: self.alignment
      )
      .accessibilityRole(.alert)
    }
  }
}
