import Folio
import FolioShowcase
import FolioTerminal

/// `folio-demo gallery`: every widget in every state, labelled, printed once.
enum GalleryCommand {
  static let help = """
    Usage: folio-demo gallery [--width N] [--color none|monochrome|16|256|truecolor] [--ascii]

    Prints every widget in every state, labelled, at the given width (default: the
    terminal's width, else COLUMNS, else 80). Colour defaults to what the environment allows, symbols to
    what the locale shows (ASCII unless LC_ALL, LC_CTYPE or LANG names UTF-8); --ascii
    draws with ASCII symbols whatever the locale.

    """

  static func run(_ raw: [String]) throws {
    let arguments = try Arguments(raw, valued: ["width", "color"], flags: ["ascii", "help"])
    if arguments.flags.contains("help") {
      try output(SymbolSet.ofLocale.adapting(help))
      return
    }
    guard arguments.positional.isEmpty else {
      throw Arguments.UsageError(description: "gallery takes no arguments: \(arguments.positional)")
    }
    let width = try arguments.integer(
      "width", default: StandardOutput.width, in: 1...Canvas.maxSide)
    var environment = StandardOutput.environment
    if let color = arguments.options["color"] { environment.colorMode = try colorMode(color) }
    if arguments.flags.contains("ascii") { environment.symbols = .ascii }
    try StandardOutput.print(Gallery(), width: width, environment: environment)
  }

  static func colorMode(_ text: String?) throws -> ColorMode {
    switch text {
    case nil:
      return ColorMode.detect(
        environment: TerminalSession.variables, isTTY: TerminalSession.isTerminal(1))
    case "none": return .none
    case "monochrome": return .monochrome
    case "16": return .ansi16
    case "256": return .ansi256
    case "truecolor": return .truecolor
    case let other?:
      throw Arguments.UsageError(
        description: "--color must be none, monochrome, 16, 256 or truecolor, not '\(other)'")
    }
  }
}
