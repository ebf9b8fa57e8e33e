import Folio

/// The HTML of the snapshot report (see ``SnapshotReport``): plain HTML and CSS, no
/// script and nothing fetched, every piece of a golden escaped.
enum SnapshotReportHTML {
  /// One failed golden's part of the report, and the record it is kept in between writes:
  /// a line with the golden's shown path, a line with its status, then the HTML.
  struct Section: Equatable {
    var path: String
    var status: String
    var body: String

    init(path: String, status: String, body: String) {
      self.path = path.replacingOccurrences(of: "\n", with: " ")
      self.status = status.replacingOccurrences(of: "\n", with: " ")
      self.body = body
    }

    init?(record: String) {
      let parts = record.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
      guard parts.count == 3 else { return nil }
      self.init(path: String(parts[0]), status: String(parts[1]), body: String(parts[2]))
    }

    var record: String { path + "\n" + status + "\n" + body }
  }

  /// What a golden holds, by its name.
  enum Kind: Equatable {
    case plain
    case styled(mode: String)
    case transcript

    init(goldenName name: String) {
      if name.hasSuffix(".transcript.txt") {
        self = .transcript
      } else if name.hasSuffix(".styled.txt") {
        let stem = name.dropLast(".styled.txt".count)
        self = .styled(mode: String(stem.split(separator: ".").last ?? ""))
      } else {
        self = .plain
      }
    }

    var title: String {
      switch self {
      case .plain: return "text"
      case .styled(let mode): return "styled · " + mode
      case .transcript: return "transcript"
      }
    }
  }

  /// A failure's section: its header, expected and actual side by side, and how to
  /// re-record.
  static func section(
    of failure: SnapshotReport.Failure, shownPath: String, shownActualPath: String
  ) -> Section {
    let kind = Kind(goldenName: failure.golden.lastPathComponent)
    var html = "<header class=\"fh\"><span class=\"kind\">\(escape(kind.title))</span>"
    html += "<h2>\(escape(shownPath))</h2></header>\n"
    let sides: String
    let summary: String
    if case .transcript = kind {
      let actual = lines(failure.actual)
      if let expectedText = failure.expected {
        let expected = lines(expectedText)
        let marks = (0..<max(expected.count, actual.count)).filter { index in
          index >= expected.count || index >= actual.count || expected[index] != actual[index]
        }
        summary = count(marks.count, "line differs", "lines differ")
        sides =
          side("Expected · golden", transcript(expected, marked: Set(marks)))
          + side("Actual", transcript(actual, marked: Set(marks)))
      } else {
        summary = "no golden yet: the actual output alone"
        sides = side("Actual", transcript(actual, marked: []))
      }
    } else {
      let actual = screen(failure.actual, kind: kind)
      if let expectedText = failure.expected {
        let expected = screen(expectedText, kind: kind)
        let marks = differingCells(expected, actual)
        var words = [count(marks.count, "cell differs", "cells differ")]
        if expected.width != actual.width || expected.rows.count != actual.rows.count {
          words.append("expected \(expected.width)×\(expected.rows.count)")
          words.append("actual \(actual.width)×\(actual.rows.count)")
        } else {
          words.append("\(actual.width)×\(actual.rows.count) cells")
        }
        summary = words.joined(separator: " · ")
        sides =
          side("Expected · golden", terminal(expected, marked: marks))
          + side("Actual", terminal(actual, marked: marks))
      } else {
        summary =
          "no golden yet: the actual output alone, \(actual.width)×\(actual.rows.count) cells"
        sides = side("Actual", terminal(actual, marked: []))
      }
    }
    html += "<p class=\"meta\">\(escape(summary))</p>\n"
    html += "<div class=\"pair\">\n\(sides)</div>\n"
    html += "<dl class=\"how\">"
    html += "<dt>Re-record</dt><dd><code>\(escape(failure.rerun))</code></dd>"
    html += "<dt>Actual output</dt><dd><code>\(escape(shownActualPath))</code></dd>"
    html += "</dl>\n"
    return Section(
      path: shownPath, status: failure.expected == nil ? "missing" : "differs", body: html)
  }

  /// The whole page for `sections`, in the order given.
  static func page(_ sections: [Section]) -> String {
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>Snapshot failures (\(sections.count))</title>
      <style>
      \(css)</style>
      </head>
      <body>
      <header class="top">
      <h1>Snapshot failures <span class="n">\(sections.count)</span></h1>
      <p class="legend"><span class="key"><span class="t"><span class="r"><span class="d">x</span></span></span></span> a cell that differs between the golden (left) and the actual output (right) · cells drawn as a terminal draws them: colours (dark default, xterm palette), <b>bold</b>, dim, <i>italic</i>, <u>underline</u>, reverse video, <s>strike</s>; a wide character takes two cells · a missing golden shows the actual output alone · once a change is intended, run the re-record command under it and review the new goldens</p>
      <ol class="toc">

      """
    for (index, section) in sections.enumerated() {
      html += "<li><a href=\"#f\(index + 1)\">\(escape(section.path))</a>"
      html +=
        " <span class=\"st \(escape(section.status))\">\(escape(section.status))</span></li>\n"
    }
    html += "</ol>\n</header>\n<main>\n"
    for (index, section) in sections.enumerated() {
      html += "<section class=\"f\" id=\"f\(index + 1)\">\n\(section.body)</section>\n"
    }
    html += "</main>\n</body>\n</html>\n"
    return html
  }

  /// A golden's text as cells: plain text, or parsed back from its tags when styled.
  static func screen(_ text: String, kind: Kind) -> SnapshotScreen {
    if case .styled = kind { return SnapshotScreen(tagged: text) }
    return SnapshotScreen(plain: text)
  }

  static func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  static func count(_ n: Int, _ one: String, _ many: String) -> String {
    "\(n) " + (n == 1 ? one : many)
  }

  /// A cell's place: row, column.
  struct Position: Hashable {
    var row: Int
    var column: Int
  }

  /// The places where `a` and `b` differ: content, style or link, or a cell only one has.
  static func differingCells(_ a: SnapshotScreen, _ b: SnapshotScreen) -> Set<Position> {
    var marks = Set<Position>()
    for row in 0..<max(a.rows.count, b.rows.count) {
      let left = row < a.rows.count ? a.rows[row] : []
      let right = row < b.rows.count ? b.rows[row] : []
      for column in 0..<max(left.count, right.count) {
        let x = column < left.count ? left[column] : nil
        let y = column < right.count ? right[column] : nil
        if x != y { marks.insert(Position(row: row, column: column)) }
      }
    }
    return marks
  }

  static func side(_ title: String, _ content: String) -> String {
    "<figure><figcaption>\(escape(title))</figcaption>\n\(content)</figure>\n"
  }

  /// Transcript lines, the marked ones outlined.
  static func transcript(_ lines: [String], marked: Set<Int>) -> String {
    var html = "<div class=\"t tx\">"
    for (index, line) in lines.enumerated() {
      let mark = marked.contains(index) ? " class=\"d\"" : ""
      html += "<div\(mark)>\(escape(line))</div>"
    }
    return html + "</div>\n"
  }

  /// The cells of `screen` as spans, one row a line; a marked cell gets a span of its own
  /// with the class `d`, and unmarked neighbours in one style share a span.
  static func terminal(_ screen: SnapshotScreen, marked: Set<Position>) -> String {
    guard screen.width > 0 else {
      return "<div class=\"t\"><div class=\"r empty\">(empty)</div></div>\n"
    }
    var html = "<div class=\"t\">"
    for (y, row) in screen.rows.enumerated() {
      html += "<div class=\"r\">"
      var x = 0
      var run: [SnapshotScreen.Cell] = []
      func flush() {
        guard !run.isEmpty else { return }
        html += span(run, wide: false, marked: false)
        run = []
      }
      while x < row.count {
        let cell = row[x]
        let wide = !cell.isContinuation && x + 1 < row.count && row[x + 1].isContinuation
        let isMarked =
          marked.contains(Position(row: y, column: x))
          || (wide && marked.contains(Position(row: y, column: x + 1)))
        if wide || isMarked {
          flush()
          // A continuation without its lead (cut off) shows as one blank cell.
          html += span([cell], wide: wide, marked: isMarked)
          x += wide ? 2 : 1
          continue
        }
        if let first = run.first, first.style != cell.style || first.link != cell.link { flush() }
        run.append(cell)
        x += 1
      }
      flush()
      html += "</div>"
    }
    return html + "</div>\n"
  }

  /// One span of cells that share a style and link.
  static func span(_ cells: [SnapshotScreen.Cell], wide: Bool, marked: Bool) -> String {
    let first = cells[0]
    let style = first.style
    var classes: [String] = []
    if wide { classes.append("w") }
    if style.bold == true { classes.append("b") }
    if style.italic == true { classes.append("i") }
    switch (style.underline == true || first.link != nil, style.strikethrough == true) {
    case (true, true): classes.append("us")
    case (true, false): classes.append("u")
    case (false, true): classes.append("s")
    case (false, false): break
    }
    if marked { classes.append("d") }
    var css: [String] = []
    if !wide && cells.count > 1 { css.append("width:\(cells.count)ch") }
    var foreground = rgb(style.foreground, default: Palette.foreground)
    var background = rgb(style.background, default: Palette.background)
    if style.reverse == true { swap(&foreground, &background) }
    if style.dim == true { foreground = mix(foreground, background) }
    if foreground != Palette.foreground { css.append("color:" + hex(foreground)) }
    if background != Palette.background { css.append("background:" + hex(background)) }
    var attributes = ""
    if !classes.isEmpty { attributes += " class=\"\(classes.joined(separator: " "))\"" }
    if !css.isEmpty { attributes += " style=\"\(css.joined(separator: ";"))\"" }
    if let link = first.link { attributes += " title=\"link: \(escape(link))\"" }
    let text = cells.map { $0.isContinuation ? " " : $0.content }.joined()
    return "<span\(attributes)>\(escape(text))</span>"
  }

  /// Red, green, blue.
  typealias RGB = (UInt8, UInt8, UInt8)

  /// The colours cells are drawn in: a dark default and the xterm palette.
  enum Palette {
    static let foreground: RGB = (0xd8, 0xdc, 0xe4)
    static let background: RGB = (0x16, 0x19, 0x1f)
    /// The 16 ANSI colours, as a dark theme draws them.
    static let ansi: [RGB] = [
      (0x2a, 0x2e, 0x38), (0xe0, 0x56, 0x61), (0x8c, 0xc2, 0x65), (0xe5, 0xb5, 0x63),
      (0x4a, 0xa5, 0xf0), (0xc1, 0x62, 0xde), (0x42, 0xb3, 0xc2), (0xd7, 0xda, 0xe0),
      (0x5c, 0x63, 0x70), (0xff, 0x6b, 0x76), (0xa5, 0xe0, 0x75), (0xf0, 0xc7, 0x6d),
      (0x6c, 0xbd, 0xff), (0xde, 0x73, 0xff), (0x4c, 0xd1, 0xe0), (0xf5, 0xf6, 0xf8),
    ]
  }

  static func rgb(_ color: Color?, default fallback: RGB) -> RGB {
    switch color ?? .default {
    case .default: return fallback
    case .ansi(let index): return Palette.ansi[Int(index & 15)]
    case .indexed(let index): return indexed(Int(index))
    case .rgb(let r, let g, let b): return (r, g, b)
    }
  }

  /// An entry of the xterm 256-colour palette.
  static func indexed(_ index: Int) -> RGB {
    if index < 16 { return Palette.ansi[index] }
    if index >= 232 {
      let level = UInt8(8 + (index - 232) * 10)
      return (level, level, level)
    }
    let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
    let cube = index - 16
    return (levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
  }

  /// `a` faded halfway towards `b`, as a terminal draws dim text.
  static func mix(_ a: RGB, _ b: RGB) -> RGB {
    func half(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Int(x) * 11 + Int(y) * 9) / 20) }
    return (half(a.0, b.0), half(a.1, b.1), half(a.2, b.2))
  }

  static func hex(_ color: RGB) -> String {
    "#"
      + [color.0, color.1, color.2].map { byte in
        let digits = String(byte, radix: 16)
        return digits.count == 1 ? "0" + digits : digits
      }.joined()
  }

  /// `text` safe in HTML text and in quoted attributes; control characters (which no
  /// cell holds, but a transcript or a plain golden might) shown as U+FFFD.
  static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      case "\t": out += "\t"
      default:
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
          out += "\u{FFFD}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }

  /// The page's style: dark terminal-like cells in a monospace font, on a light page.
  static let css = """
    :root { color-scheme: light; }
    body { margin: 0; background: #eef0f4; color: #1d2330;
      font: 15px/1.45 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; }
    header.top { background: #1d2330; color: #e8ebf1; padding: 18px 28px 14px; }
    header.top h1 { margin: 0 0 6px; font-size: 22px; font-weight: 600; }
    header.top .n { display: inline-block; min-width: 1.6em; padding: 0 .45em; border-radius: 1em;
      background: #e05561; color: #fff; font-size: 16px; text-align: center; vertical-align: 2px; }
    .legend { margin: 0 0 10px; color: #b8bfcc; font-size: 13.5px; max-width: 110ch; }
    .legend .key .t { padding: 1px 4px; vertical-align: middle; }
    .toc { margin: 0; padding-left: 1.6em; font-size: 13.5px; }
    .toc a { color: #9fcbff; font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; }
    .st { font-size: 11.5px; text-transform: uppercase; letter-spacing: .04em; color: #ffb3ba; }
    .st.missing { color: #f0c76d; }
    main { padding: 8px 28px 28px; }
    section.f { background: #fff; border: 1px solid #d5dae3; border-radius: 8px; margin: 18px 0;
      padding: 14px 18px; box-shadow: 0 1px 2px rgba(0,0,0,.05); }
    .fh { display: flex; align-items: baseline; gap: 10px; }
    .fh h2 { margin: 0; font: 600 15px/1.4 "DejaVu Sans Mono", Menlo, Consolas, monospace;
      overflow-wrap: anywhere; }
    .kind { flex: none; font-size: 11.5px; padding: 1px 8px; border-radius: 1em; background: #e4e8f0;
      color: #3b4456; }
    .meta { margin: 4px 0 10px; color: #5b6475; font-size: 13.5px; }
    .pair { display: flex; flex-wrap: wrap; gap: 18px; align-items: flex-start; }
    figure { margin: 0; max-width: 100%; }
    figcaption { font-size: 12px; font-weight: 600; color: #5b6475; text-transform: uppercase;
      letter-spacing: .05em; margin-bottom: 4px; }
    .t { display: inline-block; max-width: 100%; overflow-x: auto; background: #16191f;
      color: #d8dce4; padding: 8px 10px; border-radius: 6px;
      font: 15px/1.17 "DejaVu Sans Mono", "Noto Sans Mono", Menlo, Consolas, monospace; }
    .t .r { height: 1.17em; white-space: pre; }
    .t .r > span { display: inline-block; vertical-align: top; width: 1ch; height: 1.17em; }
    .t .r > span.w { width: 2ch; text-align: center; }
    .t .empty { color: #6b7385; font-style: italic; }
    .tx > div { white-space: pre-wrap; min-height: 1.17em; }
    .b { font-weight: bold; }
    .i { font-style: italic; }
    .u { text-decoration: underline; }
    .s { text-decoration: line-through; }
    .us { text-decoration: underline line-through; }
    .d { box-shadow: inset 0 0 0 1.5px #ff4f7b; }
    .how { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 12px 0 0;
      font-size: 13.5px; }
    .how dt { color: #5b6475; }
    .how dd { margin: 0; }
    .how code { font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 13px;
      background: #f1f3f7; padding: 1px 6px; border-radius: 4px; overflow-wrap: anywhere; }

    """
}
