/// What a ``PaginatedTable`` remembers between frames about its columns: the widest cell
/// each fitting column has shown.
///
/// A fitting column is as wide as its widest cell on the rows it is given. Without memory a
/// numbered table's columns would move on every page turn and sort, and the header would
/// shrink to its titles while a page loads, when it is empty or failed, then jump back.
/// With a state the columns keep the widest width they have needed: a page of shorter
/// names leaves them where they were, loading keeps the header as it was, and only a
/// longer cell widens a column. Create one per table, keep it with the rest of your app's
/// state, and pass it with ``PaginatedTable/columnState(_:)``;
/// ``FrameReport/apply()`` (which the terminal runtime calls after each frame) writes
/// what a frame measured back. Call ``reset()`` when the table shows other things — a new
/// query, other columns — so the widths start again from what is shown.
///
/// Like ``ListScrollState`` it lives on the main actor and changes only there: drawing
/// reads it and never writes it.
@MainActor
public final class TableColumnState {
  /// The widest cell of each column by its index in the table's columns (0 for a column
  /// that is not fitting or never showed a row), readable from a table drawing on any
  /// thread; written only on the main actor.
  nonisolated(unsafe) private var stored: [Int] = []

  /// The widest cell each column has shown, by index; empty before the first frame.
  /// Readable from a table that draws on any thread.
  nonisolated public var widestCells: [Int] { stored }

  /// A state that remembers nothing yet.
  /// Made anywhere — a program's state struct can hold one as a default value.
  nonisolated public init() {}

  /// Forgets the widths: the next frame measures from what it shows.
  public func reset() { stored = [] }

  /// Keeps the wider of each remembered and measured width; a table of another number of
  /// columns starts again.
  func remember(_ widest: [Int]) {
    guard stored.count == widest.count else {
      stored = widest
      return
    }
    for index in widest.indices where widest[index] > stored[index] {
      stored[index] = widest[index]
    }
  }
}

/// What one ``PaginatedTable`` with a ``TableColumnState`` measured in a frame.
public struct TableReport: FrameFinding, Hashable {
  /// The widest cell of each column on the rows given (and in memory), by column index.
  public var widestCells: [Int]
  /// Where the table remembers its widths.
  let state: TableColumnState

  init(widestCells: [Int], state: TableColumnState) {
    self.widestCells = widestCells
    self.state = state
  }

  /// Two reports are equal when they say the same about the same state.
  public static func == (lhs: TableReport, rhs: TableReport) -> Bool {
    lhs.widestCells == rhs.widestCells && lhs.state === rhs.state
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(widestCells)
  }

  /// Remembers the widths.
  @MainActor
  public func apply() {
    state.remember(widestCells)
  }
}

extension FrameReport {
  /// What each table that remembers its column widths measured, in drawing order.
  public var tables: [TableReport] { findings(of: TableReport.self) }
}
