import Folio
import FolioTerminal
import Foundation

/// `folio-demo pager`: a numbered pager over a file or standard input.
enum PagerCommand {
  static let help = """
    Usage: folio-demo pager [--page N] [--page-size N] [FILE]

    Shows FILE (or standard input, when FILE is absent or '-') one page at a time, with a
    pagination bar. Coloured input keeps its colours; every other escape sequence is
    dropped, and control characters are shown as placeholders.

    On a terminal, a page is the terminal's height less two rows; press ? for the keys:
      ←/→ h/l p/n PgUp/PgDn   previous / next page
      g/G Home/End            first / last page
      digits, then Enter      go to that page (Esc cancels)
      /, text, then Enter     go to the next page containing the text (any case)
      q, Esc, Ctrl-C          quit

    When standard output is not a terminal, prints one page as plain text, followed by a
    line such as 'Page 1 of 5 · lines 1–20 of 93', and exits.

    Options:
      --page N        the page to show (or start on), from 1; default 1. A page past the
                      end shows the last page.
      --page-size N   lines per printed page; default 20. On a terminal the page size
                      follows the terminal's height.

    """

  /// Why the input could not be read: shown on standard error, exit status 66.
  struct InputError: Error, CustomStringConvertible {
    var description: String
  }

  /// Exit status for input that cannot be opened or read (`EX_NOINPUT`).
  static let noInputStatus: Int32 = 66

  @MainActor
  static func run(_ raw: [String]) async throws {
    let arguments = try Arguments(raw, valued: ["page", "page-size"], flags: ["help"])
    if arguments.flags.contains("help") {
      try output(help)
      return
    }
    guard arguments.positional.count <= 1 else {
      throw Arguments.UsageError(
        description: "pager takes at most one FILE, not \(arguments.positional.count)")
    }
    let page = try positiveNumber(arguments, "page", default: 1)
    let pageSize = try positiveNumber(arguments, "page-size", default: 20)
    let data: Data
    do {
      data = try readInput(path: arguments.positional.first)
    } catch let error as InputError {
      fail("pager: \(error.description)", status: noInputStatus)
    }
    let document = PagerDocument(data: data)

    guard TerminalSession.isTerminal(1) else {
      try output(printedPage(document, page: page, pageSize: pageSize))
      return
    }
    let state = PagerState(document: document, size: TerminalSize.current(), page: page)
    // Nothing in the pager animates: a long tick keeps an idle pager from redrawing.
    let application = Application(
      state: state, bindings: PagerState.bindings,
      isTakingText: { state in
        if case .searching = state.mode { return true }
        return false
      }
    ) { state in
      PagerView(state: state)
    } onEvent: { state, event in
      state.handle(event)
    }
    _ = try await application.run()
  }

  /// The value of `--name`, a whole number of at least 1, or `defaultValue` when absent.
  static func positiveNumber(_ arguments: Arguments, _ name: String, default defaultValue: Int)
    throws -> Int
  {
    guard let text = arguments.options[name] else { return defaultValue }
    guard let value = Int(text), value >= 1 else {
      throw Arguments.UsageError(
        description: "--\(name) must be a whole number of at least 1, not '\(text)'")
    }
    return value
  }

  /// The bytes of the file at `path`, or of standard input when `path` is nil or `-`.
  ///
  /// - Throws: ``InputError`` when the file is missing, a directory or unreadable;
  ///   ``Arguments/UsageError`` when there is no file and standard input is a terminal.
  static func readInput(path: String?) throws -> Data {
    guard let path, path != "-" else {
      if TerminalSession.isTerminal(0) {
        throw Arguments.UsageError(
          description: "pager needs a FILE, or text piped to standard input\n\n\(help)")
      }
      do {
        return try FileHandle.standardInput.readToEnd() ?? Data()
      } catch {
        throw InputError(description: "cannot read standard input: \(error.localizedDescription)")
      }
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw InputError(description: "cannot read '\(path)': no such file")
    }
    guard !isDirectory.boolValue else {
      throw InputError(description: "cannot read '\(path)': it is a directory")
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw InputError(description: "cannot read '\(path)': permission denied")
    }
    defer { try? handle.close() }
    do {
      return try handle.readToEnd() ?? Data()
    } catch {
      throw InputError(description: "cannot read '\(path)': \(error.localizedDescription)")
    }
  }

  /// One page as plain text, for output that is not a terminal: the page's lines, then
  /// `Page 1 of 5 · lines 1–20 of 93`, each ending in a newline; `No lines` for an empty
  /// document. `page` is clamped to the pages that exist.
  static func printedPage(_ document: PagerDocument, page: Int, pageSize: Int) -> String {
    let state = PageState(page: page, totalItems: document.count, pageSize: pageSize)
    let range = state.itemRange(pageSize: pageSize, totalItems: document.count)
    var output = ""
    for index in range {
      output += document.plainLines[index]
      output += "\n"
    }
    output += PagerDocument.summary(page: state, lines: range, lineCount: document.count)
    output += "\n"
    return output
  }
}
