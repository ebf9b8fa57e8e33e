import Folio
import FolioTerminal

/// `folio-demo`: the showcase of the kit. See `usage` for the commands.
let usage = """
  folio-demo: Folio's showcase

  Usage:
    folio-demo                      the interactive showcase on a terminal; the gallery otherwise
    folio-demo gallery [options]    every widget in every state, labelled
    folio-demo browse [options]     page through a simulated remote API
    folio-demo pager [FILE]         a pager over a file or standard input, like less -R
    folio-demo pick [options]       choose a story inline, under the prompt; prints it
    folio-demo widths               how this terminal draws emoji and CJK, in a box
    folio-demo <command> --help     the options of a command

  """

func fail(_ message: String, status: Int32 = 64) -> Never {
  System.writeError("folio-demo: \(message)\n")
  System.exit(status)
}

/// Writes `text` to standard output, every byte of it, or throws: a full disk or a closed
/// output is an error to report, not something to ignore.
func output(_ text: String) throws {
  try TerminalWriter(fileDescriptor: 1).write(text)
}

var arguments = Array(CommandLine.arguments.dropFirst())
let command: String
if let first = arguments.first, !first.hasPrefix("-") {
  command = first
  arguments.removeFirst()
} else if arguments.contains("--help") || arguments.contains("-h") {
  command = "help"
} else if let first = arguments.first {
  fail("unknown option \(first)\n\n\(usage)")
} else {
  command = TerminalSession.isTerminal(1) ? "browse" : "gallery"
}

// Folio's main loop, not an async top level: a program waiting for a key or a timer sleeps
// until it comes (see MainLoop), as `less` does.
MainLoop.run {
  do {
    switch command {
    case "gallery": try GalleryCommand.run(arguments)
    case "browse": try await BrowseCommand.run(arguments)
    case "pager": try await PagerCommand.run(arguments)
    case "pick": try await PickCommand.run(arguments)
    case "widths": try await WidthsCommand.run(arguments)
    case "help": try output(usage)
    default: fail("unknown command '\(command)'\n\n\(usage)")
    }
  } catch let error as Arguments.UsageError {
    fail(error.description)
  } catch let error as TerminalError {
    guard case .systemCall("write", _) = error else { fail("\(error)", status: 1) }
    // EX_IOERR: the output could not be written (a full disk, a closed descriptor).
    fail("cannot write the output (\(error))", status: 74)
  } catch {
    fail("\(error)", status: 1)
  }
}
