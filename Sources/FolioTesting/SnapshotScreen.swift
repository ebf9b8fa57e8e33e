import Folio

/// A golden read back into cells, as a terminal shows it: for the visual report, which
/// draws expected and actual side by side and marks the cells that differ.
///
/// A plain golden (`.txt`) becomes cells of the default style; a styled one
/// (`.styled.txt`) is parsed back from the tags `Canvas.taggedText(colorMode:)` writes
/// (`{bold fg=red}Error{/}`, braces in content doubled). The text is drawn into a `Canvas`,
/// so a cluster takes the cells Folio gives it — a wide one (CJK, most emoji) two, the
/// second a continuation — and the cells equal those of the canvas the golden came from,
/// its colours converted to the golden's mode.
struct SnapshotScreen: Equatable {
  /// One cell: its cluster (empty for the second half of a wide one), its resolved style,
  /// and the URL of its link, if it has one.
  struct Cell: Equatable {
    var content: String
    var style: Style
    var link: String?

    /// Whether this is the second half of a wide cluster.
    var isContinuation: Bool { content.isEmpty }
  }

  /// The cells, row by row; every row `width` cells.
  var rows: [[Cell]]

  /// The widest row, in cells.
  var width: Int { rows.map(\.count).max() ?? 0 }

  /// The cells of `text` in the default style, one row per line.
  init(plain text: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    self.init(runs: lines.map { [Run(text: String($0), style: Style.plain.resolved, link: nil)] })
  }

  /// The cells of `tagged`, text with styles as tags (see `Canvas.taggedText(colorMode:)`),
  /// one row per line.
  init(tagged: String) {
    let lines = tagged.split(separator: "\n", omittingEmptySubsequences: false)
    self.init(runs: lines.map { SnapshotScreen.runs(ofTaggedLine: $0) })
  }

  /// The cells of a canvas, as `Canvas.taggedText(colorMode:)` sees them: colours
  /// converted to `colorMode`, links kept except in `none`.
  init(canvas: Canvas, colorMode: ColorMode) {
    rows = (0..<canvas.height).map { y in
      canvas.row(y).enumerated().map { x, cell in
        Cell(
          content: cell.content, style: cell.style.converted(to: colorMode).resolved,
          link: colorMode == .none ? nil : canvas.link(atX: x, y: y)?.url)
      }
    }
  }

  /// A run of text in one style and link.
  struct Run {
    var text: String
    var style: Style
    var link: String?
  }

  /// Draws each line's runs into a canvas, as wide as the widest line.
  private init(runs lines: [[Run]]) {
    let widths = lines.map { $0.reduce(0) { $0 + $1.text.displayWidth } }
    var canvas = Canvas(width: widths.max() ?? 0, height: lines.count)
    var links: [Int: String] = [:]
    for (y, runs) in lines.enumerated() {
      var x = 0
      for run in runs {
        let end = canvas.draw(run.text, x: x, y: y, style: run.style, clip: canvas.bounds)
        if let link = run.link, end > x {
          for column in x..<end { links[y * canvas.width + column] = link }
        }
        x = end
      }
    }
    rows = (0..<canvas.height).map { y in
      canvas.row(y).prefix(widths[y]).enumerated().map { x, cell in
        Cell(content: cell.content, style: cell.style, link: links[y * canvas.width + x])
      }
    }
  }

  /// The runs of one line of tagged text. A tag holds space-separated words (`bold`, `dim`,
  /// `italic`, `underline`, `reverse`, `strike`, `fg=…`, `bg=…`, `link=…`) and sets the
  /// whole style; `{/}` goes back to the default. Unknown words are skipped, and a brace
  /// that opens no tag is read as text.
  static func runs(ofTaggedLine line: Substring) -> [Run] {
    let scalars = Array(line.unicodeScalars)
    var runs: [Run] = []
    var text = String.UnicodeScalarView()
    var style = Style.plain.resolved
    var link: String?
    func flush() {
      if !text.isEmpty { runs.append(Run(text: String(text), style: style, link: link)) }
      text = String.UnicodeScalarView()
    }
    var i = 0
    while i < scalars.count {
      let scalar = scalars[i]
      let next = i + 1 < scalars.count ? scalars[i + 1] : nil
      if (scalar == "{" && next == "{") || (scalar == "}" && next == "}") {
        text.append(scalar)
        i += 2
        continue
      }
      if scalar == "{", let close = scalars[(i + 1)...].firstIndex(of: "}") {
        flush()
        let words = String(String.UnicodeScalarView(scalars[(i + 1)..<close]))
        (style, link) = tagStyle(words)
        i = close + 1
        continue
      }
      text.append(scalar)
      i += 1
    }
    flush()
    return runs
  }

  /// The style and link a tag's words say.
  static func tagStyle(_ words: String) -> (Style, String?) {
    var style = Style.plain.resolved
    var link: String?
    for word in words.split(separator: " ") {
      switch word {
      case "/": return (Style.plain.resolved, nil)
      case "bold": style.bold = true
      case "dim": style.dim = true
      case "italic": style.italic = true
      case "underline": style.underline = true
      case "reverse": style.reverse = true
      case "strike": style.strikethrough = true
      default:
        if word.hasPrefix("fg="), let color = color(named: word.dropFirst(3)) {
          style.foreground = color
        } else if word.hasPrefix("bg="), let color = color(named: word.dropFirst(3)) {
          style.background = color
        } else if word.hasPrefix("link=") {
          link = String(word.dropFirst(5))
        }
      }
    }
    return (style, link)
  }

  /// The colour of a tag's `fg=`/`bg=` value: a name of the 16 (`red`, `brightBlue`),
  /// `default`, a palette index (`208`) or `#rrggbb`.
  static func color(named name: Substring) -> Color? {
    if name == "default" { return .default }
    if let index = ansiNames.firstIndex(of: String(name)) { return .ansi(UInt8(index)) }
    if let index = UInt8(name) { return .indexed(index) }
    guard name.hasPrefix("#"), name.count == 7, let value = UInt32(name.dropFirst(), radix: 16)
    else { return nil }
    return .rgb(UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
  }

  /// The names the tags give the 16 ANSI colours, in order.
  static let ansiNames = [
    "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
    "brightBlack", "brightRed", "brightGreen", "brightYellow", "brightBlue", "brightMagenta",
    "brightCyan", "brightWhite",
  ]
}
