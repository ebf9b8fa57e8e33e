/// A table cell's text: plain, or with styles.
@usableFromInline
enum TableCell {
  case plain(String)
  case styled(StyledText)

  /// A plain cell of `text`, cleaned as ``Text`` cleans it, line breaks made spaces.
  @usableFromInline
  static func cleaned(_ text: String) -> TableCell {
    .plain(oneLine(text))
  }

  /// A styled cell of `text`, each run cleaned as ``Text`` cleans it.
  @usableFromInline
  static func cleaned(_ text: StyledText) -> TableCell {
    .styled(StyledText(runs: text.runs.map { StyledText.Run(oneLine($0.text), style: $0.style) }))
  }

  /// `text` sanitised, on one line.
  private static func oneLine(_ text: String) -> String {
    let (clean, hasNewline, _, _) = Sanitizer.sanitizeNotingChanges(text)
    return hasNewline ? Sanitizer.singleRow(clean) : clean
  }

  /// Whether `other` is this cell byte for byte: then it draws the same cells.
  func hasSameBytes(as other: TableCell) -> Bool {
    switch (self, other) {
    case (.plain(let text), .plain(let otherText)): text.hasSameBytes(as: otherText)
    case (.styled(let text), .styled(let otherText)): text.hasSameBytes(as: otherText)
    default: false
    }
  }

  var displayWidth: Int {
    switch self {
    case .plain(let text): text.displayWidth
    case .styled(let text): text.displayWidth
    }
  }
}
