private struct PaginationLabelsKey: EnvironmentKey {
  static let defaultValue = PaginationLabels()
}

extension EnvironmentValues {
  /// The words ``Pagination``, ``PaginationSummary`` and ``PaginationPosition`` show:
  /// English by default. Set them once for a subtree to translate every bar inside it.
  ///
  /// ```swift
  /// screen.environment(\.paginationLabels, PaginationLabels(previous: "Zurück", next: "Weiter"))
  /// ```
  public var paginationLabels: PaginationLabels {
    get { self[PaginationLabelsKey.self] }
    set { self[PaginationLabelsKey.self] = newValue }
  }
}

extension EnvironmentValues {
  /// The pagination labels as the symbol set can show them (see
  /// ``PaginationLabels/adapted(to:)``).
  var shownPaginationLabels: PaginationLabels {
    paginationLabels.adapted(to: symbols)
  }
}

extension PaginationLabels {
  /// These labels as the symbol set can show them (see ``SymbolSet/adapting(_:)``): with
  /// the ASCII set, the default en dash becomes the set's range dash.
  func adapted(to symbols: SymbolSet) -> PaginationLabels {
    guard symbols.isASCII else { return self }
    // Every label is adapted on a copy, so a label added later cannot be left out.
    var labels = self
    for label in [
      \PaginationLabels.previous, \.next, \.showing, \.of, \.noItems, \.page, \.rangeSeparator,
      \.groupingSeparator, \.pageNumberGroupingSeparator, \.atLeastSuffix,
    ] {
      labels[keyPath: label] = symbols.adapting(self[keyPath: label])
    }
    return labels
  }
}
