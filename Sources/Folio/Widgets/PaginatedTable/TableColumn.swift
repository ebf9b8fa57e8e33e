/// One column of a ``PaginatedTable``: its title, how wide it is, how its cells align,
/// how much it matters when space runs out, and the text of its cell for an item.
///
/// A column is a value that can be shared between threads (its cell is a `@Sendable`
/// function), so a program can keep its columns in a `static let`.
public struct TableColumn<Item>: Sendable {
  /// What names the column: for ``PaginatedTable/sorted(by:ascending:)`` and the header's
  /// ``HitTarget/column(_:)``. The title unless given.
  public var id: TableColumnID
  /// The header's text.
  public var title: String
  /// How the column's width is decided: fixed; fitting its widest cell (on the page shown
  /// in numbered mode, among the rows loaded so far in infinite mode) and its title, within
  /// bounds; or a share of what the others leave, by weight.
  public var width: GridColumn.Width
  /// Where a cell narrower than the column sits in it.
  public var alignment: HorizontalAlignment
  /// Which columns stay when the table is too narrow for all: the lowest priority goes
  /// first (the last declared among equals), and the header says how many are hidden.
  public var priority: Int
  /// The cell of an item, cut with an ellipsis when wider than the column, cleaned as
  /// ``Text`` cleans text (see ``Sanitizer``: an escape shows as `␛`, never obeyed or lost)
  /// and on one line (a line break is a space): plain text is drawn as it is, without
  /// building styled runs for it.
  @usableFromInline let content: @Sendable (Item) -> TableCell

  /// A column titled `title` whose cells are the styled text `cell(item)`, named `id` (the
  /// title when nil).
  @inlinable
  public init(
    _ title: String, id: (any Hashable & Sendable)? = nil,
    width: GridColumn.Width = .fitting(minimum: 0, maximum: nil),
    alignment: HorizontalAlignment = .leading, priority: Int = 0,
    cell: @escaping @Sendable (Item) -> StyledText
  ) {
    self.init(
      title: title, id: id, width: width, alignment: alignment, priority: priority,
      content: { .cleaned(cell($0)) })
  }

  /// A column titled `title` whose cells are the plain text `text(item)`, named `id` (the
  /// title when nil).
  @inlinable
  public init(
    _ title: String, id: (any Hashable & Sendable)? = nil,
    width: GridColumn.Width = .fitting(minimum: 0, maximum: nil),
    alignment: HorizontalAlignment = .leading, priority: Int = 0,
    text: @escaping @Sendable (Item) -> String
  ) {
    self.init(
      title: title, id: id, width: width, alignment: alignment, priority: priority,
      content: { .cleaned(text($0)) })
  }

  /// The column of every field, whichever kind of cell `content` makes.
  @usableFromInline
  init(
    title: String, id: (any Hashable & Sendable)?, width: GridColumn.Width,
    alignment: HorizontalAlignment, priority: Int, content: @escaping @Sendable (Item) -> TableCell
  ) {
    self.id = TableColumnID(id: id, title: title)
    self.title = title
    self.width = GridColumn(width).width
    self.alignment = alignment
    self.priority = priority
    self.content = content
  }

  /// The cell of `item`, as the table draws it.
  public func cell(_ item: Item) -> StyledText {
    switch content(item) {
    case .plain(let text, _): StyledText(text)
    case .styled(let text): text
    }
  }
}
