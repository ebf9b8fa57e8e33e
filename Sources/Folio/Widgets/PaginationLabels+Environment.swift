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
