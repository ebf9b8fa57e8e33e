extension Canvas {
  /// The canvas as a string for a terminal: each row's cells with SGR escape sequences
  /// emitted only where the style changes, rows joined by newlines.
  ///
  /// Every row ends in the terminal's default style, so no style bleeds past a line or past
  /// the end of the output. In ``ColorMode/none`` the result holds no escape sequence.
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
      for cell in row(y) where !cell.isContinuation {
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
