/// The words the state views and the load-more footer show, so they can be translated.
///
/// The defaults are English. Key hints are templates rather than fixed word orders, since
/// languages place the key and the verb differently: `{action}` and `{key}` are replaced
/// by the action's label and the key's name, everything else is shown as written.
///
/// ```swift
/// let french = StateLabels(
///   finished: "Vous êtes à jour", loadMore: "Charger plus", loading: "Chargement…",
///   tryAgain: "Réessayer", retryHint: "Appuyez sur {key} pour réessayer")
/// list.environment(\.stateLabels, french)
/// ```
///
/// With the ASCII symbol set, every `…` in these labels is shown as the set's ellipsis
/// (`...`), and the other Unicode symbols as ``SymbolSet/adapting(_:)`` shows them.
public struct StateLabels: Hashable, Sendable {
  /// What the load-more footer shows when there is nothing more to load.
  public var finished: String
  /// The load-more footer's action in manual mode.
  public var loadMore: String
  /// The label of a loading indicator that is given none, and of the loading footer.
  public var loading: String
  /// The load-more footer's action after a failure.
  public var tryAgain: String
  /// How the footer shows an action with its key: `"{action} ({key})"` gives
  /// `Try again (r)`.
  public var actionWithKey: String
  /// The retry line of an error state view: `"Press {key} to try again"`.
  public var retryHint: String
  /// The title of the error view a list shows when its first page failed.
  public var loadFailed: String

  /// Labels with English defaults; pass only the ones to change.
  public init(
    finished: String = "You're all caught up",
    loadMore: String = "Load more",
    loading: String = "Loading\u{2026}",
    tryAgain: String = "Try again",
    actionWithKey: String = "{action} ({key})",
    retryHint: String = "Press {key} to try again",
    loadFailed: String = "Couldn't load"
  ) {
    self.finished = finished
    self.loadMore = loadMore
    self.loading = loading
    self.tryAgain = tryAgain
    self.actionWithKey = actionWithKey
    self.retryHint = retryHint
    self.loadFailed = loadFailed
  }

  /// These labels as the symbol set can show them (see ``SymbolSet/adapting(_:)``): with
  /// the ASCII set, `…` becomes the set's ellipsis.
  func adapted(to symbols: SymbolSet) -> StateLabels {
    guard symbols.isASCII else { return self }
    // Every label is adapted on a copy, so a label added later cannot be left out.
    var labels = self
    for label in [
      \StateLabels.finished, \.loadMore, \.loading, \.tryAgain, \.actionWithKey, \.retryHint,
      \.loadFailed,
    ] {
      labels[keyPath: label] = symbols.adapting(self[keyPath: label])
    }
    return labels
  }

  /// `template` with `{action}` and `{key}` replaced, each part in its own style.
  static func fill(
    _ template: String, action: String = "", key: String, style: Style, actionStyle: Style,
    keyStyle: Style
  ) -> StyledText {
    let placeholders = [("{action}", action, actionStyle), ("{key}", key, keyStyle)]
    var result = StyledText()
    var literal = ""
    var rest = Substring(template)
    scanning: while let first = rest.first {
      for (placeholder, value, valueStyle) in placeholders where rest.hasPrefix(placeholder) {
        result.append(literal, style: style)
        literal = ""
        result.append(value, style: valueStyle)
        rest = rest.dropFirst(placeholder.count)
        continue scanning
      }
      literal.append(first)
      rest = rest.dropFirst()
    }
    result.append(literal, style: style)
    return result
  }
}

private struct StateLabelsKey: EnvironmentKey {
  static let defaultValue = StateLabels()
}

extension EnvironmentValues {
  /// The words of the state views and the load-more footer (English by default).
  public var stateLabels: StateLabels {
    get { self[StateLabelsKey.self] }
    set { self[StateLabelsKey.self] = newValue }
  }
}
