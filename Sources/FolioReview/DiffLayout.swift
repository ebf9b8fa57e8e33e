import Folio

/// A diff laid out for a width: side by side — golden on the left, pending version on the
/// right — when both fit with the gutter, a unified diff otherwise, its long lines wrapped.
/// Widths are Folio's display widths, so CJK and emoji lines line up; measured inside a
/// frame, they are the terminal's.
struct DiffLayout: Equatable {
  /// One screen row.
  enum Row: Equatable {
    /// A golden line and a pending line (either absent), the golden's padded to the
    /// left column.
    case sideBySide(expected: String?, actual: String?, isChanged: Bool)
    /// A line of the unified diff, or a part of one that was wrapped.
    case unified(SnapshotDiff.Change, String)
  }

  /// Whether the rows are side by side.
  let isSideBySide: Bool
  /// The width of the left column, side by side: the golden's widest line.
  let expectedWidth: Int
  /// The rows, top to bottom.
  let rows: [Row]

  /// The columns a side-by-side row takes besides its two texts: a marker and a space
  /// each side, and ` │ ` between.
  static let gutter = 7
  /// The column the scroll view keeps for its scrollbar.
  static let scrollbar = 1

  /// `diff` laid out in `width` columns. A new golden, or a pending version equal to its
  /// golden, is one column of lines.
  init(_ diff: SnapshotDiff, isNew: Bool, width: Int) {
    let available = max(1, width - Self.scrollbar)
    // Trailing spaces pad a golden's lines to its canvas: they take no room on screen,
    // and are shown as `·` only where a line changed in nothing else.
    let expectedWidth = diff.expectedLines.map { Self.trimmed($0).displayWidth }.max() ?? 0
    let actualWidth = diff.actualLines.map { Self.trimmed($0).displayWidth }.max() ?? 0
    let sideBySide =
      !isNew && !diff.isUnchanged && expectedWidth + actualWidth + Self.gutter <= available
    isSideBySide = sideBySide
    self.expectedWidth = sideBySide ? expectedWidth : 0
    if sideBySide {
      rows = diff.rows.map { row in
        let spaces = row.isChanged && Self.trimmed(row.expected) == Self.trimmed(row.actual)
        return .sideBySide(
          expected: row.expected.map { Self.shown($0, spaces: spaces) },
          actual: row.actual.map { Self.shown($0, spaces: spaces) }, isChanged: row.isChanged)
      }
    } else {
      rows = Self.unifiedRows(diff, width: max(1, available - 2))
    }
  }

  /// The unified diff's rows: each change's removed lines, then its added lines; lines
  /// wider than `width` wrapped between clusters.
  private static func unifiedRows(_ diff: SnapshotDiff, width: Int) -> [Row] {
    var rows: [Row] = []
    var removed: [String] = []
    var added: [String] = []
    func flush() {
      let removedTrimmed = Set(removed.map { trimmed($0) })
      let addedTrimmed = Set(added.map { trimmed($0) })
      for line in removed {
        let text = shown(line, spaces: addedTrimmed.contains(trimmed(line)))
        rows += wrap(text, width: width).map { .unified(.removed, $0) }
      }
      for line in added {
        let text = shown(line, spaces: removedTrimmed.contains(trimmed(line)))
        rows += wrap(text, width: width).map { .unified(.added, $0) }
      }
      removed = []
      added = []
    }
    for line in diff.lines {
      switch line.change {
      case .removed: removed.append(line.text)
      case .added: added.append(line.text)
      case .kept:
        flush()
        rows += wrap(trimmed(line.text), width: width).map { .unified(.kept, $0) }
      }
    }
    flush()
    return rows
  }

  /// `text` in rows of at most `width` columns; an empty line is one empty row.
  private static func wrap(_ text: String, width: Int) -> [String] {
    guard text.displayWidth > width else { return [text] }
    let parts = text.wrapped(toWidth: width, mode: .character)
    return parts.isEmpty ? [""] : parts
  }

  /// `line` without its trailing spaces.
  static func trimmed(_ line: String?) -> String {
    guard var line else { return "" }
    while line.last == " " { line.removeLast() }
    return line
  }

  /// `line` as shown: its trailing spaces dropped, or drawn as `·` when `spaces`.
  static func shown(_ line: String, spaces: Bool) -> String {
    let body = trimmed(line)
    guard spaces else { return body }
    return body + String(repeating: "·", count: line.count - body.count)
  }
}
