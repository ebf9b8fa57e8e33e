/// A place in a document as a pager shows it: the line (or part of a long line) at the
/// top of the screen, and, when lines wrap, how many of its rows are scrolled past.
public struct PagerPosition: Hashable, Sendable {
  /// Where the line at the top begins, in bytes.
  public var offset: Int
  /// The rows of that line above the screen (0 when lines are cut rather than wrapped).
  public var row: Int

  /// The position at `offset`, `row` rows into its line.
  public init(offset: Int, row: Int = 0) {
    self.offset = max(0, offset)
    self.row = max(0, row)
  }

  /// The start of the document.
  public static let start = PagerPosition(offset: 0)
}

/// The rows a document's lines take at one width, and the walks between positions.
///
/// Shared by the pager model, which moves by rows and pages, and its view, which draws
/// them. Wrapped lines break between grapheme clusters, as `less` does, so a row is full to
/// the width; a line cut rather than wrapped is one row.
struct PagerLayout {
  let document: TextDocument
  /// The cells of text in a row (without the line numbers).
  let width: Int
  let wraps: Bool
  let search: TextSearch?

  /// The rows of `line`: its text, with the search's matches in reverse video, wrapped to
  /// the width or as one row.
  func rows(of line: DocumentLine) -> [StyledText] {
    var text = line.text
    if let search { text = PagerLayout.highlighting(search, in: text) }
    guard wraps, width > 0 else { return [text] }
    let wrapped = text.wrapped(toWidth: width, mode: .character)
    return wrapped.isEmpty ? [StyledText()] : wrapped
  }

  /// How many rows `line` takes.
  func rowCount(of line: DocumentLine) -> Int {
    guard wraps, width > 0 else { return 1 }
    let cells = line.text.displayWidth
    // Character wrapping fills every row; a wide character at a row's end moves to the
    // next, so this can only be short by a row when wide characters wrap. Counted exactly.
    if cells <= width { return 1 }
    return max(1, rows(of: line).count)
  }

  /// The position `rows` rows below `position`, stopping at the last row there is.
  func position(_ position: PagerPosition, movedDown rows: Int) -> PagerPosition {
    var offset = position.offset
    var row = position.row
    var remaining = rows
    while remaining > 0 {
      let line = document.line(at: offset)
      let count = rowCount(of: line)
      if row + remaining < count { return PagerPosition(offset: offset, row: row + remaining) }
      // To the next line, if there is one.
      guard line.next > offset, line.next < document.byteCount else {
        return PagerPosition(offset: offset, row: count - 1)
      }
      remaining -= count - row
      offset = line.next
      row = 0
    }
    return PagerPosition(offset: offset, row: row)
  }

  /// The position `rows` rows above `position`, stopping at the start.
  func position(_ position: PagerPosition, movedUp rows: Int) -> PagerPosition {
    var offset = position.offset
    var row = position.row
    var remaining = rows
    while remaining > 0 {
      if row >= remaining { return PagerPosition(offset: offset, row: row - remaining) }
      remaining -= row
      guard let previous = document.lineStart(before: offset) else {
        return PagerPosition(offset: offset, row: 0)
      }
      offset = previous
      row = rowCount(of: document.line(at: previous))
    }
    return PagerPosition(offset: offset, row: row)
  }

  /// Whether the screen of `count` rows from `position` stops before the end of the
  /// document — ``screen(from:rows:)`` would end at a row after it — counted without making
  /// the rows' text. False when unsure (a position at the very end).
  func stopsBeforeEnd(from position: PagerPosition, rows count: Int) -> Bool {
    var offset = position.offset
    var skip = position.row
    var remaining = count
    while true {
      let line = document.line(at: offset)
      guard line.start < document.byteCount else { return false }
      let lineRows = rowCount(of: line)
      // The screen shows a line from its row `skip` (its last row at most).
      let shown = lineRows - min(skip, max(0, lineRows - 1))
      if shown > remaining { return true }
      remaining -= shown
      skip = 0
      guard line.next > offset, line.next < document.byteCount else { return false }
      if remaining == 0 { return true }
      offset = line.next
    }
  }

  /// The top of the last screen of `rows` rows: the end of the document on its bottom row.
  func lastScreen(rows: Int) -> PagerPosition {
    let last = document.lastLineStart
    let bottom = PagerPosition(offset: last, row: rowCount(of: document.line(at: last)) - 1)
    return position(bottom, movedUp: max(0, rows - 1))
  }

  /// One row of the screen: its text, and the line it belongs to.
  struct Row {
    var text: StyledText
    var line: DocumentLine
    /// Whether the row is the first of a line (where a line number goes).
    var beginsLine: Bool
  }

  /// The rows from `position`, at most `count` of them, and the position after the last.
  func screen(from position: PagerPosition, rows count: Int) -> (
    rows: [Row], end: PagerPosition?
  ) {
    var result: [Row] = []
    var offset = position.offset
    var skip = position.row
    while result.count < count {
      let line = document.line(at: offset)
      if line.start >= document.byteCount && !(line.start == 0 && result.isEmpty) { break }
      let lineRows = rows(of: line)
      for (index, text) in lineRows.enumerated().dropFirst(min(skip, lineRows.count - 1)) {
        guard result.count < count else {
          return (result, PagerPosition(offset: offset, row: index))
        }
        result.append(Row(text: text, line: line, beginsLine: index == 0 && line.beginsLine))
      }
      skip = 0
      guard line.next > offset, line.next < document.byteCount else { return (result, nil) }
      offset = line.next
    }
    return (result, PagerPosition(offset: offset, row: 0))
  }

  /// `line` with every match of `search` in reverse video, other styles kept.
  static func highlighting(_ search: TextSearch, in line: StyledText) -> StyledText {
    let plain = line.plainText
    let matches = search.matches(in: plain)
    guard !matches.isEmpty else { return line }
    let reversed = Style(reverse: true)
    var result = StyledText()
    var runStart = 0
    var match = 0
    for run in line.runs {
      let bytes = Array(run.text.utf8)
      var start = 0
      while start < bytes.count {
        let position = runStart + start
        while match < matches.count, matches[match].upperBound <= position { match += 1 }
        let end: Int
        let style: Style
        if match < matches.count, matches[match].lowerBound <= position {
          end = min(bytes.count, matches[match].upperBound - runStart)
          style = run.style.patched(with: reversed)
        } else {
          let next = match < matches.count ? matches[match].lowerBound - runStart : bytes.count
          end = min(bytes.count, next)
          style = run.style
        }
        result.append(String(decoding: bytes[start..<end], as: UTF8.self), style: style)
        start = end
      }
      runStart += bytes.count
    }
    return result
  }
}

extension StyledText {
  /// The text without its first `cells` cells; a wide character cut by the edge becomes a
  /// space, so the columns after it stay where they were.
  func droppingCells(_ cells: Int) -> StyledText {
    guard cells > 0 else { return self }
    var remaining = cells
    var result = StyledText()
    for run in runs {
      if remaining == 0 {
        result.append(run.text, style: run.style)
        continue
      }
      let width = run.text.displayWidth
      if width <= remaining {
        remaining -= width
        continue
      }
      let (end, kept) = DisplayWidth.prefix(of: run.text[...], fitting: remaining)
      var rest = String(run.text.utf8Suffix(from: end))
      if kept < remaining {
        // The cluster after the cut straddles it: a space for its visible half.
        let clusterEnd = DisplayWidth.clusterEnd(in: rest[...], from: 0)
        rest = " " + String(rest.utf8Suffix(from: clusterEnd))
      }
      result.append(rest, style: run.style)
      remaining = 0
    }
    return result
  }
}
