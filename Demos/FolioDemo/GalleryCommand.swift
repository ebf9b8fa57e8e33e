import Folio
import FolioTerminal
import Foundation

/// `folio-demo gallery`: every widget in every state, labelled, printed once.
enum GalleryCommand {
  static let help = """
    Usage: folio-demo gallery [--width N] [--color none|16|256|truecolor] [--ascii]

    Prints every widget in every state, labelled, at the given width (default: the
    terminal's width, or 80). Colour defaults to what the environment allows.

    """

  static func run(_ raw: [String]) throws {
    let arguments = try Arguments(raw, valued: ["width", "color"], flags: ["ascii", "help"])
    if arguments.flags.contains("help") {
      print(help, terminator: "")
      return
    }
    guard arguments.positional.isEmpty else {
      throw Arguments.UsageError(description: "gallery takes no arguments: \(arguments.positional)")
    }
    let width = try arguments.integer(
      "width", default: TerminalSession.isTerminal(1) ? TerminalSize.current().width : 80,
      in: 1...Canvas.maxSide)
    var environment = EnvironmentValues()
    environment.colorMode = try colorMode(arguments.options["color"])
    environment.symbols = arguments.flags.contains("ascii") ? .ascii : .unicode
    let canvas = Gallery().renderCanvas(width: width, environment: environment)
    print(canvas.ansiString(colorMode: environment.colorMode))
  }

  static func colorMode(_ text: String?) throws -> ColorMode {
    switch text {
    case nil:
      return ColorMode.detect(
        environment: ProcessInfo.processInfo.environment, isTTY: TerminalSession.isTerminal(1))
    case "none": return .none
    case "16": return .ansi16
    case "256": return .ansi256
    case "truecolor": return .truecolor
    case let other?:
      throw Arguments.UsageError(
        description: "--color must be none, 16, 256 or truecolor, not '\(other)'")
    }
  }
}

/// The gallery: one labelled section per widget state.
struct Gallery: View {
  var body: some View {
    VStack(spacing: 1) {
      Section(title: "Text and layout") {
        VStack {
          HStack {
            Text("Stories").bold()
            Spacer()
            Text("12 new").foregroundColor(.green)
          }
          Divider(label: "Today")
          Text(
            "Folio wraps long text at word boundaries, measures 漢字 and 🚀 as two cells, and shows escape sequences from untrusted text \u{1B}[2J as harmless placeholders."
          )
        }
      }
    }
  }
}

/// A labelled block of the gallery.
struct Section<Content: View>: View {
  var title: String
  var content: Content

  init(title: String, @ViewBuilder content: () -> Content) {
    self.title = title
    self.content = content()
  }

  var body: some View {
    content.padding(horizontal: 1).frame(maxWidth: .max).border(.rounded, title: title)
  }
}
