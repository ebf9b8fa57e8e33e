import Folio
import FolioTerminal

/// `folio-demo pager`: Folio's pager over a file or standard input.
enum PagerCommand {
  static let help = """
    Usage: folio-demo pager [-S] [-N] [-F] [-R] [+F] [+LINE] [--page N] [--page-size N] [FILE]

    Shows FILE (or standard input, when FILE is absent or '-') a screenful at a time, as
    'less -R' does: at once, however big the file, while lines are counted in the
    background. Coloured input keeps its colours; every other escape sequence is dropped,
    and control characters are shown as placeholders. Standard input is kept in a
    temporary file, removed on exit, so it can be paged back.

    On a terminal, press h for the keys:
      space/f/PgDn, b/PgUp    next / previous page (→/← too while lines wrap)
      j/k ↓/↑, d/u            a line, half a screen
      g/G Home/End            first line / last screen
      digits, then Enter      that page; then g: that line; then %: that percentage
      :LINE Enter             that line (:q quits)
      /text ?text, n/N        search forward / backward (lower case: any case), repeat
      Esc, Ctrl-C             stop a search (Esc also clears the highlights)
      F                       follow the end as the input grows (any key stops)
      -S, -N                  cut or wrap long lines (←/→ scroll when cut); line numbers
      q, :q, Ctrl-C           quit

    When standard output is not a terminal, copies the input there unchanged, as 'less'
    does; with --page or --page-size, prints that page as plain text instead, followed by
    a line such as 'Page 1 of 5 · lines 1–20 of 93'.

    Options:
      -S              cut long lines instead of wrapping them
      -N              show line numbers
      -F              when the input fits on one screen, print it and exit
      -R              keep SGR colours (the default; accepted for PAGER='... -R')
      +F              start at the end, following it as the input grows
      +LINE           start with that line at the top
      --page N        the page to print (or start on), from 1; default 1. A page past the
                      end shows the last page.
      --page-size N   lines per printed page; default 20. On a terminal a page is the
                      terminal's height less two rows.

    """

  /// Why the input could not be read: shown on standard error, exit status 66.
  struct InputError: Error, CustomStringConvertible {
    var description: String
  }

  /// Exit status for input that cannot be opened or read (`EX_NOINPUT`).
  static let noInputStatus: Int32 = 66

  /// The `less`-style options: `-S`, `-N`, `-F`, `-R` (alone or together, as `-SN`), `+F`
  /// and `+LINE`.
  struct ShortOptions {
    var options = PagerOptions()
    var rest: [String] = []

    init(_ raw: [String]) throws {
      var takesValue = false
      for argument in raw {
        if takesValue {
          // The value of --page or --page-size, whatever it looks like.
          rest.append(argument)
          takesValue = false
        } else if argument == "--page" || argument == "--page-size" {
          rest.append(argument)
          takesValue = true
        } else if argument == "+F" {
          options.follows = true
        } else if argument.hasPrefix("+"), argument.count > 1 {
          guard let line = Int(argument.dropFirst()), line >= 1 else {
            throw Arguments.UsageError(
              description: "\(argument) must be + and a line number of at least 1")
          }
          options.startLine = line
        } else if argument.hasPrefix("-"), !argument.hasPrefix("--"), argument.count > 1 {
          for letter in argument.dropFirst() {
            switch letter {
            case "S": options.wrapsLines = false
            case "N": options.showsLineNumbers = true
            case "F": options.quitsIfOneScreen = true
            case "R": break
            default:
              throw Arguments.UsageError(description: "unknown option -\(letter)")
            }
          }
        } else {
          rest.append(argument)
        }
      }
    }
  }

  @MainActor
  static func run(_ raw: [String]) async throws {
    let short = try ShortOptions(raw)
    let arguments = try Arguments(short.rest, valued: ["page", "page-size"], flags: ["help"])
    if arguments.flags.contains("help") {
      try output(SymbolSet.ofLocale.adapting(help))
      return
    }
    guard arguments.positional.count <= 1 else {
      throw Arguments.UsageError(
        description: "pager takes at most one FILE, not \(arguments.positional.count)")
    }
    let page = try positiveNumber(arguments, "page", default: 1)
    let pageSize = try positiveNumber(arguments, "page-size", default: 20)
    let document: TextDocument
    do {
      document = try openInput(path: arguments.positional.first)
    } catch let error as InputError {
      fail("pager: \(error.description)", status: noInputStatus)
    }

    let printsAPage =
      arguments.options["page"] != nil || arguments.options["page-size"] != nil
    guard TerminalSession.isTerminal(1) || !printsAPage else {
      await document.countLines()
      if let failure = document.source.failure {
        fail("pager: cannot read standard input: \(failure)", status: noInputStatus)
      }
      try output(printedPage(document, page: page, pageSize: pageSize, symbols: .ofLocale))
      return
    }
    var options = short.options
    if page > 1 {
      let rows = max(1, TerminalSize.current().height - 2)
      let (line, overflow) = (page - 1).multipliedReportingOverflow(by: rows)
      options.startLine = overflow ? Int.max : line + 1
    }
    try await runPager(document, options: options)
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

  /// The document of the file at `path`, or of standard input when `path` is nil or `-`.
  ///
  /// - Throws: ``InputError`` when the file is missing, a directory or unreadable;
  ///   ``Arguments/UsageError`` when there is no file and standard input is a terminal.
  static func openInput(path: String?) throws -> TextDocument {
    guard let path, path != "-" else {
      if TerminalSession.isTerminal(0) {
        throw Arguments.UsageError(
          description: "pager needs a FILE, or text piped to standard input\n\n\(help)")
      }
      return TextDocument(source: StandardInputSpool(), name: "standard input")
    }
    do {
      let source = try FileByteSource(path: path)
      let name = path.split(separator: "/").last.map(String.init) ?? path
      return TextDocument(source: source, name: name)
    } catch {
      throw InputError(description: error.description)
    }
  }

  /// One page as plain text, for output that is not a terminal: the page's lines, then
  /// `Page 1 of 5 · lines 1–20 of 93` (`Page 1 of 5 | lines 1-20 of 93` in ASCII), each
  /// ending in a newline; `No lines` for an empty document. `page` is clamped to the pages
  /// that exist. The document must be counted.
  static func printedPage(
    _ document: TextDocument, page: Int, pageSize: Int, symbols: SymbolSet = .unicode
  ) -> String {
    let lineCount = document.lineCount ?? document.countedLines
    guard lineCount > 0 else { return "No lines\n" }
    let state = PageState(page: page, totalItems: lineCount, pageSize: pageSize)
    let range = state.itemRange(pageSize: pageSize, totalItems: lineCount)
    var output = ""
    var offset = document.offset(ofLine: range.lowerBound) ?? 0
    var linesDone = 0
    while linesDone < range.count, offset < document.byteCount {
      let line = document.line(at: offset)
      guard line.next > offset else { break }
      output += line.text.plainText
      offset = line.next
      // A line ends at its line break (or the end); the parts of a long one run on.
      if line.next > line.end || offset >= document.byteCount {
        output += "\n"
        linesDone += 1
      }
    }
    let first = NumberFormatting.format(range.lowerBound + 1)
    let last = NumberFormatting.format(range.upperBound)
    let status =
      "Page \(NumberFormatting.format(state.page)) of "
      + "\(NumberFormatting.format(state.pageCount)) · lines \(first)–\(last) of "
      + "\(NumberFormatting.format(lineCount))\n"
    return output + symbols.adapting(status)
  }
}
