/// A table cell's text: plain, or with styles.
@usableFromInline
enum TableCell {
  /// Plain text, and its display width when the scan that cleaned it found it (printable
  /// ASCII: a cell a byte), -1 otherwise.
  case plain(String, width: Int)
  case styled(StyledText)

  /// A plain cell of `text`, cleaned as ``Text`` cleans it, line breaks made spaces.
  @usableFromInline
  static func cleaned(_ text: String) -> TableCell {
    let (clean, width) = oneLine(text)
    return .plain(clean, width: width ?? -1)
  }

  /// A styled cell of `text`, each run cleaned as ``Text`` cleans it.
  @usableFromInline
  static func cleaned(_ text: StyledText) -> TableCell {
    .styled(
      StyledText(runs: text.runs.map { StyledText.Run(oneLine($0.text).text, style: $0.style) }))
  }

  /// `text` sanitised, on one line, and its display width when the scan found it.
  private static func oneLine(_ text: String) -> (text: String, width: Int?) {
    let (clean, hasNewline, _, width) = Sanitizer.sanitizeNotingChanges(text)
    return hasNewline ? (Sanitizer.singleRow(clean), nil) : (clean, width)
  }

  /// Whether `other` is this cell byte for byte: then it draws the same cells.
  func hasSameBytes(as other: TableCell) -> Bool {
    switch (self, other) {
    case (.plain(let text, _), .plain(let otherText, _)): text.hasSameBytes(as: otherText)
    case (.styled(let text), .styled(let otherText)): text.hasSameBytes(as: otherText)
    default: false
    }
  }

  var displayWidth: Int {
    switch self {
    case .plain(let text, let width): width >= 0 ? width : text.displayWidth
    case .styled(let text): text.displayWidth
    }
  }
}
