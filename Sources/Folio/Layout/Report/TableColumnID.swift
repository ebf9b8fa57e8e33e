/// What names a column of a ``PaginatedTable``: any hashable, sendable value — a case of
/// your own enum, so that a column is named by a value the compiler checks rather than by
/// its title — or, unless given, the column's title.
public struct TableColumnID: Hashable, Sendable {
  /// The value the column was named by.
  public let base: any Hashable & Sendable
  /// The base when it is a `String`, as a title is: two such IDs are compared as strings,
  /// without a look at their types (a table compares its columns' IDs every frame). Nil for
  /// a base of any other type, one a cast would make a string of (an optional string, an
  /// `AnyHashable`) included: those compare as `AnyHashable` says.
  private let string: String?

  /// The ID `base`.
  public init(_ base: some Hashable & Sendable) {
    self.base = base
    string = type(of: base) == String.self ? base as? String : nil
  }

  public static func == (lhs: TableColumnID, rhs: TableColumnID) -> Bool {
    if let left = lhs.string, let right = rhs.string { return left == right }
    // Values of one type are compared as that type is (boxing both costs more than the
    // comparison); values of two types as `AnyHashable` compares them (an `Int` and an
    // `Int8` of one value are equal).
    guard type(of: lhs.base) == type(of: rhs.base) else {
      return AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }
    func equals<Base: Hashable>(_ base: Base) -> Bool {
      (rhs.base as? Base).map { base == $0 } ?? false
    }
    return equals(lhs.base)
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
