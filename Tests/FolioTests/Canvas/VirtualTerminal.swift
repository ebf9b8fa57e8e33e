@testable import Folio

/// A small terminal emulator for tests: it understands exactly the sequences Folio writes
/// (cursor position, erase display/line, SGR) and keeps a grid of cells, so a test can
/// check that bytes turn one screen into another.
struct VirtualTerminal {
  var width: Int
  var height: Int
  var cells: [Cell]
  var x = 0
  var y = 0
  var style = Style.plain.resolved
  /// How this terminal draws the clusters terminals disagree on.
  var profile = WidthProfile.standard
  /// The link (OSC 8) of what is written now, and of each cell.
  var link: Hyperlink?
  var links: [Hyperlink?]

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    cells = Array(repeating: .blank, count: width * height)
    links = Array(repeating: nil, count: width * height)
  }

  /// The screen as it would look after `canvas` was drawn on it in `mode`.
  init(showing canvas: Canvas, mode: ColorMode = .truecolor) {
    self.init(width: canvas.width, height: canvas.height)
    cells = canvas.cells.map { Cell($0.content, style: $0.style.converted(to: mode)) }
  }

  mutating func feed(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    var scalars = Array(text.unicodeScalars)[...]
    var pending = ""
    func flush(_ terminal: inout VirtualTerminal, _ pending: inout String) {
      for character in pending { terminal.put(character) }
      pending = ""
    }
    while let scalar = scalars.first {
      scalars.removeFirst()
      if scalar == "\u{1B}", scalars.first == "]" {
        // OSC 8 ; params ; URL ST: the link of what follows (an empty URL ends it).
        flush(&self, &pending)
        scalars.removeFirst()
        var body = ""
        while let next = scalars.first, next != "\u{1B}", next != "\u{07}" {
          body.unicodeScalars.append(next)
          scalars.removeFirst()
        }
        if scalars.first == "\u{1B}" {
          scalars.removeFirst(min(2, scalars.count))
        } else {
          _ = scalars.popFirst()
        }
        if body.hasPrefix("8;") {
          let url = body.split(separator: ";", maxSplits: 2, omittingEmptySubsequences: false)
          link = url.count == 3 ? Hyperlink(String(url[2])) : nil
        }
      } else if scalar == "\u{1B}", scalars.first == "[" {
        flush(&self, &pending)
        scalars.removeFirst()
        var parameters = ""
        while let next = scalars.first, !(0x40...0x7E).contains(next.value) {
          parameters.unicodeScalars.append(next)
          scalars.removeFirst()
        }
        guard let final = scalars.popFirst() else { break }
        control(final, parameters)
      } else if scalar == "\n" {
        flush(&self, &pending)
        y += 1
        x = 0
      } else if scalar == "\r" {
        flush(&self, &pending)
        x = 0
      } else {
        pending.unicodeScalars.append(scalar)
      }
    }
    flush(&self, &pending)
  }

  mutating func put(_ character: Character) {
    let cellWidth = WidthProfile.currentProfile.withValue(profile) { character.displayWidth }
    guard cellWidth > 0, y < height, x < width else { return }
    cells[y * width + x] = Cell(String(character), style: style)
    links[y * width + x] = link
    for offset in 1..<max(cellWidth, 1) where x + offset < width {
      cells[y * width + x + offset] = Cell("", style: style)
      links[y * width + x + offset] = link
    }
    x += cellWidth
  }

  mutating func control(_ final: Unicode.Scalar, _ parameters: String) {
    let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map {
      Int($0) ?? 0
    }
    switch final {
    case "H":
      y = max(1, numbers.first ?? 1) - 1
      x = max(1, numbers.count > 1 ? numbers[1] : 1) - 1
    case "J" where parameters == "2":
      cells = Array(repeating: .blank, count: width * height)
    case "J":
      // Erase from the cursor to the end of the screen.
      for index in min(y * width + x, cells.count)..<cells.count { cells[index] = .blank }
    case "A":
      y = max(0, y - max(1, numbers.first ?? 1))
    case "C":
      x = min(width - 1, x + max(1, numbers.first ?? 1))
    case "K":
      for column in x..<width {
        cells[y * width + column] = Cell(" ", style: Style(background: style.background))
      }
    case "m":
      applySGR(numbers.isEmpty ? [0] : numbers)
    default:
      break
    }
  }

  mutating func applySGR(_ codes: [Int]) {
    var index = 0
    func color(_ base: Int) -> Color? {
      guard index + 1 < codes.count else { return nil }
      if codes[index + 1] == 5, index + 2 < codes.count {
        defer { index += 2 }
        return .indexed(UInt8(codes[index + 2]))
      }
      if codes[index + 1] == 2, index + 4 < codes.count {
        defer { index += 4 }
        return .rgb(UInt8(codes[index + 2]), UInt8(codes[index + 3]), UInt8(codes[index + 4]))
      }
      return nil
    }
    while index < codes.count {
      let code = codes[index]
      switch code {
      case 0: style = Style.plain.resolved
      case 1: style.bold = true
      case 2: style.dim = true
      case 3: style.italic = true
      case 4: style.underline = true
      case 7: style.reverse = true
      case 9: style.strikethrough = true
      case 22:
        style.bold = false
        style.dim = false
      case 23: style.italic = false
      case 24: style.underline = false
      case 27: style.reverse = false
      case 29: style.strikethrough = false
      case 30...37: style.foreground = .ansi(UInt8(code - 30))
      case 90...97: style.foreground = .ansi(UInt8(code - 90 + 8))
      case 40...47: style.background = .ansi(UInt8(code - 40))
      case 100...107: style.background = .ansi(UInt8(code - 100 + 8))
      case 39: style.foreground = .default
      case 49: style.background = .default
      case 38: if let value = color(38) { style.foreground = value }
      case 48: if let value = color(48) { style.background = value }
      default: break
      }
      index += 1
    }
  }
}
