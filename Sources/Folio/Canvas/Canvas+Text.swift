extension Canvas {
  /// The canvas as plain text: one line per row, joined by newlines, no styles.
  ///
  /// Every line is exactly ``width`` cells wide unless `trimmingTrailingSpaces` is set, in
  /// which case trailing spaces of each line are dropped.
  public func plainText(trimmingTrailingSpaces: Bool = false) -> String {
    guard !hasStaleRows else {
      return settled.plainText(trimmingTrailingSpaces: trimmingTrailingSpaces)
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity((width + 1) * height)
    for y in 0..<height {
      if y > 0 { bytes.append(0x0A) }
      let start = y * width
      var end = start + width
      if trimmingTrailingSpaces {
        while end > start, storage[end - 1].isSpace { end -= 1 }
      }
      for cell in storage[start..<end] where !cell.isContinuation {
        appendContent(of: cell, to: &bytes)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The canvas as text with styles written as readable tags, for golden files and
  /// debugging: `{bold fg=red}Error{/}`. Colours are first converted to `colorMode`.
  ///
  /// Literal braces in content are doubled (`{{`, `}}`) so the tags stay unambiguous.
  public func taggedText(colorMode: ColorMode) -> String {
    guard !hasStaleRows else { return settled.taggedText(colorMode: colorMode) }
    var lines: [String] = []
    for y in 0..<height {
      var line = ""
      var current = Style.plain.resolved
      var currentLink: Hyperlink?
      for packed in storage[(y * width)..<(y * width + width)] where !packed.isContinuation {
        let cell = self.cell(packed)
        let style = cell.style.converted(to: colorMode).resolved
        let link = colorMode == .none ? nil : self.link(of: packed)
        if style != current || link != currentLink {
          if current != Style.plain.resolved || currentLink != nil { line += "{/}" }
          var tag = style.tagDescription
          if let link { tag += (tag.isEmpty ? "" : " ") + "link=" + link.url }
          if !tag.isEmpty { line += "{" + tag + "}" }
          current = style
          currentLink = link
        }
        for character in cell.content {
          switch character {
          case "{": line += "{{"
          case "}": line += "}}"
          default: line.append(character)
          }
        }
      }
      if current != Style.plain.resolved || currentLink != nil { line += "{/}" }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }
}

extension Style {
  /// The style's set properties as space-separated words: `bold fg=red bg=#ff8700`.
  var tagDescription: String {
    var words: [String] = []
    if bold == true { words.append("bold") }
    if dim == true { words.append("dim") }
    if italic == true { words.append("italic") }
    if underline == true { words.append("underline") }
    if reverse == true { words.append("reverse") }
    if strikethrough == true { words.append("strike") }
    if let foreground, foreground != .default { words.append("fg=" + foreground.tagName) }
    if let background, background != .default { words.append("bg=" + background.tagName) }
    return words.joined(separator: " ")
  }
}

extension Color {
  static let ansiNames = [
    "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
    "brightBlack", "brightRed", "brightGreen", "brightYellow", "brightBlue", "brightMagenta",
    "brightCyan", "brightWhite",
  ]

  var tagName: String {
    switch self {
    case .default: return "default"
    case .ansi(let index): return Color.ansiNames[Int(index & 15)]
    case .indexed(let index): return String(index)
    case .rgb(let r, let g, let b):
      return "#"
        + [r, g, b].map { byte in
          let hex = String(byte, radix: 16)
          return hex.count == 1 ? "0" + hex : hex
        }.joined()
    }
  }
}
