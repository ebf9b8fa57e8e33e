/// What names a column of a ``PaginatedTable``: any hashable, sendable value — a case of
/// your own enum, so that a column is named by a value the compiler checks rather than by
/// its title — or, unless given, the column's title.
public struct TableColumnID: Hashable, Sendable {
  /// The value the column was named by.
  public let base: any Hashable & Sendable

  /// The ID `base`.
  public init(_ base: some Hashable & Sendable) {
    self.base = base
  }

  public static func == (lhs: TableColumnID, rhs: TableColumnID) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(AnyHashable(base))
  }
}

extension TableColumnID {
  /// `id`, or the title when there is none.
  @usableFromInline
  init(id: (any Hashable & Sendable)?, title: String) {
    if let id { self.init(id) } else { self.init(title) }
  }
}
