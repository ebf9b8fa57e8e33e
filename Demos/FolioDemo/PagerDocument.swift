import Folio
import Foundation

/// The lines a pager shows: read once, parsed for SGR colours once, searched as plain text.
struct PagerDocument: Sendable {
  /// Each line with its colours; every escape sequence other than SGR is already dropped
  /// and every control character is a visible placeholder.
  let lines: [StyledText]
  /// Each line's text without styles, the text that search looks at.
  let plainLines: [String]

  /// The lines of `text`, split at `\n` (a `\r` before it is dropped, as in CRLF files).
  /// A final newline does not start another line, so empty text has no lines.
  init(text: String) {
    // "\r\n" is a single Character in Swift, so it is a separator of its own.
    var pieces = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    if pieces.last?.isEmpty == true { pieces.removeLast() }
    lines = pieces.map { StyledText(ansi: String($0)) }
    plainLines = lines.map(\.plainText)
  }

  /// The lines of `data`, decoded as UTF-8 with U+FFFD for every invalid sequence.
  init(data: Data) {
    self.init(text: String(decoding: data, as: UTF8.self))
  }

  /// The number of lines.
  var count: Int { lines.count }
  /// Whether there are no lines at all.
  var isEmpty: Bool { lines.isEmpty }

  /// Whether line `index` contains `query`, ignoring case.
  func line(_ index: Int, contains query: String) -> Bool {
    !query.isEmpty && plainLines[index].range(of: query, options: .caseInsensitive) != nil
  }

  /// The first line at or after `start` that contains `query`, wrapping around to the
  /// top; nil when no line does.
  ///
  /// - Complexity: O(total text length).
  func firstLine(containing query: String, from start: Int) -> Int? {
    guard !isEmpty, !query.isEmpty else { return nil }
    let first = min(max(start, 0), count)
    for step in 0..<count {
      let index = (first + step) % count
      if line(index, contains: query) { return index }
    }
    return nil
  }

  /// Line `index` with every case-insensitive match of `query` in reverse video, other
  /// styles kept.
  func highlightedLine(_ index: Int, query: String) -> StyledText {
    PagerDocument.highlighting(query, in: lines[index])
  }

  /// `line` with every case-insensitive match of `query` drawn in reverse video.
  static func highlighting(_ query: String, in line: StyledText) -> StyledText {
    guard !query.isEmpty else { return line }
    let plain = line.plainText
    // Matches as UTF-8 offsets into the plain text, so the runs can be cut at them.
    var matches: [Range<Int>] = []
    var searchStart = plain.startIndex
    while let found = plain.range(
      of: query, options: .caseInsensitive, range: searchStart..<plain.endIndex), !found.isEmpty
    {
      let lower = plain.utf8.distance(from: plain.startIndex, to: found.lowerBound)
      let upper = plain.utf8.distance(from: plain.startIndex, to: found.upperBound)
      matches.append(lower..<upper)
      searchStart = found.upperBound
    }
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

  /// The position line for a page: `Page 6 of 20 · lines 101–120 of 400`, or `No lines`.
  static func summary(page: PageState, lines: Range<Int>, lineCount: Int) -> String {
    guard lineCount > 0, !lines.isEmpty else { return "No lines" }
    return "\(position(page)) · \(lineRangeText(lines, lineCount: lineCount))"
  }

  /// `Page 6 of 20`.
  static func position(_ page: PageState) -> String {
    "Page \(NumberFormatting.format(page.page)) of \(NumberFormatting.format(page.pageCount))"
  }

  /// `lines 101–120 of 400`: the 1-based first and last line of a page, joined by `dash`.
  static func lineRangeText(_ lines: Range<Int>, lineCount: Int, dash: String = "–") -> String {
    let first = NumberFormatting.format(lines.lowerBound + 1)
    let last = NumberFormatting.format(lines.upperBound)
    return "lines \(first)\(dash)\(last) of \(NumberFormatting.format(lineCount))"
  }
}
