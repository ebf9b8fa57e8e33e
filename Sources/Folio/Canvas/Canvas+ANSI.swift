extension Canvas {
  /// The canvas as a string for a terminal: each row's cells with SGR escape sequences
  /// emitted only where the style changes, rows joined by newlines.
  ///
  /// Every row ends in the terminal's default style, so no style bleeds past a line or past
  /// the end of the output. Trailing blanks in the default style are left out of each row
  /// (a terminal shows nothing there anyway); every other cell is written, so a styled
  /// row — a selection in reverse video — keeps its full width. In ``ColorMode/none`` the
  /// result holds no escape sequence and no trailing spaces.
  ///
  /// - Complexity: O(width × height).
  public func ansiString(colorMode: ColorMode) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(width * height + height * 8)
    appendANSI(to: &bytes, colorMode: colorMode)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the ANSI form of the canvas (see ``ansiString(colorMode:)``) to `bytes`.
  public func appendANSI(to bytes: inout [UInt8], colorMode: ColorMode) {
    let plain = Style.plain.resolved
    for y in 0..<height {
      if y > 0 { bytes.append(0x0A) }
      var current = plain
      let cells = row(y)
      var end = cells.endIndex
      while end > cells.startIndex {
        let last = cells[end - 1]
        guard last.content == " ", colorMode == .none || last.style == plain else { break }
        end -= 1
      }
      for cell in cells[..<end] where !cell.isContinuation {
        if cell.style != current {
          bytes.append(
            contentsOf: Style.sgrTransition(from: current, to: cell.style, mode: colorMode).utf8)
          current = cell.style
        }
        bytes.append(contentsOf: cell.content.utf8)
      }
      if current != plain {
        bytes.append(
          contentsOf: Style.sgrTransition(from: current, to: plain, mode: colorMode).utf8)
      }
    }
  }
}
