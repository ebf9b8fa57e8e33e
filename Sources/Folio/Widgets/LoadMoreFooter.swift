/// The row at the end of an infinitely scrolling list: a way to load more, a spinner while
/// loading, a retry after a failure, and a note when everything is loaded.
///
/// ```
/// idle, manual:              Load more (Enter)
/// idle, automatic or both:   (a blank row)
/// loading:                   ⠹ Loading…
/// failed:                    Request timed out  Try again (r)
/// finished:                  You're all caught up
/// ```
///
/// A footer is a value drawn each frame; it does not load anything itself. Asking for the
/// next page — when the footer comes into view in ``TriggerMode/automatic`` mode, or when
/// the user presses the key bound to its action — is the job of a ``LoadMoreTrigger``,
/// which remembers across frames what it already asked for.
///
/// ```swift
/// LoadMoreFooter(phase: .failed("Request timed out"), mode: .both)
/// ```
///
/// The footer fills the width offered and sits in it by `alignment`. A failed footer shows
/// the message and the retry action on one row when they fit, otherwise the message on up
/// to two rows (sanitised, wrapped, then cut with an ellipsis) above the action; given a
/// single row, it shows the action. Words come from ``EnvironmentValues/stateLabels``; the
/// spinner frame from ``EnvironmentValues/spinnerTick``. Actions are drawn in the theme's
/// accent style, keys and the finished note in its secondary style, the failure message in
/// its error style.
public struct LoadMoreFooter: View, Hashable, Sendable {
  /// What the list's next page is doing.
  public enum Phase: Hashable, Sendable {
    /// More pages exist and none is loading.
    case idle
    /// The next page is loading.
    case loading
    /// Loading the next page failed with this message; the pages already loaded stay.
    case failed(String)
    /// Every page is loaded.
    case finished
  }

  /// How the next page is asked for.
  public enum TriggerMode: Hashable, Sendable {
    /// When the footer comes into view. A failure stays until the app reloads the list.
    case automatic
    /// Only by the footer's action, which the app binds to a key.
    case manual
    /// When the footer comes into view, and by the action to retry after a failure.
    case both
  }

  /// The state shown.
  public var phase: Phase
  /// How the next page is asked for; decides whether the footer shows its actions.
  public var mode: TriggerMode
  /// The note when every page is loaded; `nil` shows ``StateLabels/finished``
  /// ("You're all caught up").
  public var finishedText: String?
  /// The name of the key bound to "Load more", shown in manual mode.
  public var loadKey: String
  /// The name of the key bound to "Try again", shown after a failure in manual and both
  /// modes.
  public var retryKey: String
  /// The spinner shown while loading.
  public var spinner: LoadingIndicator.SpinnerStyle
  /// Where the footer's content sits in the width offered.
  public var alignment: HorizontalAlignment

  /// A footer showing `phase` for a list that loads pages in `mode`.
  public init(
    phase: Phase, mode: TriggerMode = .automatic, finishedText: String? = nil,
    loadKey: String = "Enter", retryKey: String = "r",
    spinner: LoadingIndicator.SpinnerStyle = .dots, alignment: HorizontalAlignment = .center
  ) {
    self.phase = phase
    self.mode = mode
    self.finishedText = finishedText
    self.loadKey = loadKey
    self.retryKey = retryKey
    self.spinner = spinner
    self.alignment = alignment
  }

  /// The widget's content, composed from Folio's views.
  public var body: some View {
    EnvironmentReader { environment in
      self.content(
        labels: environment.stateLabels.adapted(to: environment.symbols),
        theme: environment.theme
      )
      .accessibilityRole(accessibilityRole)
      .frame(maxWidth: .max, alignment: Alignment(horizontal: self.alignment, vertical: .top))
      .hitTarget(target)
    }
  }

  /// What the footer is read as: an action to take, what went wrong, or where loading is.
  private var accessibilityRole: AccessibilityRole {
    switch phase {
    case .idle: return .button
    case .loading, .finished: return .status
    case .failed: return .alert
    }
  }

  /// What clicking the footer does: load the next page when it offers that, or try again.
  private var target: HitTarget? {
    switch phase {
    case .idle: return mode == .manual ? .loadMore : nil
    case .failed: return mode == .automatic ? nil : .retry
    case .loading, .finished: return nil
    }
  }

  @ViewBuilder
  private func content(labels: StateLabels, theme: Theme) -> some View {
    switch phase {
    case .idle:
      if mode == .manual {
        Text(action(labels.loadMore, key: loadKey, labels: labels, theme: theme)).truncated()
      } else {
        // Keeps the footer's row, so the list does not move when loading starts.
        EmptyView().frame(height: 1)
      }
    case .loading:
      LoadingIndicator(labels.loading, style: spinner, alignment: alignment)
    case .failed(let message):
      failure(message, labels: labels, theme: theme)
    case .finished:
      Text(StyledText(finishedText ?? labels.finished, style: theme.secondary))
        .lineLimit(2)
        .multilineTextAlignment(alignment)
    }
  }

  @ViewBuilder
  private func failure(_ message: String, labels: StateLabels, theme: Theme) -> some View {
    let shown = StyledText(message, style: theme.error)
    if mode == .automatic {
      Text(shown).lineLimit(2).multilineTextAlignment(alignment)
    } else {
      let retry = action(labels.tryAgain, key: retryKey, labels: labels, theme: theme)
      if message.isEmpty {
        retryAction(labels: labels, theme: theme)
      } else {
        ViewThatFits(horizontalOnly: true) {
          Text(shown + StyledText("  ") + retry).truncated()
          // Each row fills the width, so both are aligned in the whole width. The action's
          // fixed height makes the stack size it first: with one row, the action shows.
          VStack(alignment: alignment) {
            Text(shown).lineLimit(2).multilineTextAlignment(alignment)
              .frame(maxWidth: .max, alignment: Alignment(horizontal: alignment, vertical: .top))
            retryAction(labels: labels, theme: theme)
          }
        }
      }
    }
  }

  /// The retry action on one row, whatever the width: its label is cut before its key,
  /// which is what the user needs (`Try ag… (r)`), and the key alone shows last.
  private func retryAction(labels: StateLabels, theme: Theme) -> some View {
    EnvironmentReader { environment in
      GeometryReader { size in
        Text(
          fittedRetry(
            width: size.width, labels: labels, theme: theme,
            ellipsis: environment.symbols.ellipsis)
        ).truncated()
          .frame(maxWidth: .max, alignment: Alignment(horizontal: alignment, vertical: .top))
      }
    }
    .frame(height: 1)
  }

  private func fittedRetry(width: Int, labels: StateLabels, theme: Theme, ellipsis: String)
    -> StyledText
  {
    let full = action(labels.tryAgain, key: retryKey, labels: labels, theme: theme)
    if full.displayWidth <= width { return full }
    let keyOnly = action("", key: retryKey, labels: labels, theme: theme)
    let room = width - keyOnly.displayWidth
    guard room >= 2 else {
      // No room for any of the label: the key as the template shows it, else bare.
      var bare = keyOnly
      while let first = bare.runs.first, first.text.first == " " {
        bare.runs[0].text.removeFirst()
        if bare.runs[0].text.isEmpty { bare.runs.removeFirst() }
      }
      return bare.displayWidth <= width ? bare : StyledText(retryKey, style: theme.secondary)
    }
    let label = labels.tryAgain.truncated(toWidth: room, marker: ellipsis)
    return action(label.trimmingTrailingSpaces, key: retryKey, labels: labels, theme: theme)
  }

  private func action(_ label: String, key: String, labels: StateLabels, theme: Theme)
    -> StyledText
  {
    StateLabels.fill(
      labels.actionWithKey, action: label, key: key, style: theme.secondary,
      actionStyle: theme.accent, keyStyle: theme.secondary)
  }
}

extension LoadMoreFooter.Phase {
  /// The footer phase for a paging model's state: loading while any page is in flight,
  /// failed with the model's message, finished when the source is exhausted, idle otherwise.
  ///
  /// ```swift
  /// LoadMoreFooter(phase: .init(paginator.state), mode: .both)
  /// ```
  public init(_ state: PaginationState) {
    switch state {
    case .idle, .loaded: self = .idle
    case .loading, .loadingMore: self = .loading
    case .error(let message): self = .failed(message)
    case .exhausted: self = .finished
    }
  }
}

extension String {
  /// This string without the spaces at its end.
  fileprivate var trimmingTrailingSpaces: String {
    var text = Substring(self)
    while text.last == " " { text.removeLast() }
    return String(text)
  }
}
