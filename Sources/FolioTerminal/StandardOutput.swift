import Folio

/// A command-line tool's standard output, for tools that print views instead of running an
/// ``Application``: a table, a pager's bar, a summary, drawn as the environment asks.
///
/// ```swift
/// import Folio
/// import FolioTerminal
///
/// let table = PaginatedTable(packages, columns: columns)  // no selection: no marker
///   .numbered(page: 1, pageSize: 20, totalItems: packages.count)
/// try StandardOutput.print(table)
/// ```
///
/// On a terminal the view is drawn at the terminal's width in the colours it shows
/// (`NO_COLOR` keeps bold and reverse video but no colour), with the locale's symbols.
/// Into a pipe or a file it is plain text — no escape sequence, no trailing spaces — at
/// `COLUMNS` cells, else 80. Nothing here uses Foundation.
public enum StandardOutput {
  /// Whether standard output is a terminal.
  public static var isTerminal: Bool { Platform.isTerminal(Platform.standardOutput) }

  /// The width a view is printed at: the terminal's, else `COLUMNS`, else 80.
  public static var width: Int { TerminalSize.current(of: Platform.standardOutput).width }

  /// The environment a view printed here is drawn in: the colour mode (see
  /// `ColorMode.detect(environment:isTTY:explicit:)`), symbols and links the variables and
  /// the output ask for.
  public static var environment: EnvironmentValues {
    TerminalDriver.environment(variables: Platform.terminalEnvironment(), isTerminal: isTerminal)
  }

  /// `view` as it would be printed: drawn `width` cells wide (``width`` unless given) in
  /// `environment` (``environment`` unless given), as tall as it wants, each line ending in
  /// a line feed.
  public static func text(
    of view: some View, width: Int? = nil, environment: EnvironmentValues? = nil
  ) -> String {
    let environment = environment ?? self.environment
    let canvas = view.renderCanvas(width: width ?? self.width, environment: environment)
    let text = canvas.ansiString(colorMode: environment.colorMode)
    return text.isEmpty ? "" : text + "\n"
  }

  /// Prints `view` to standard output, as ``text(of:width:environment:)`` draws it — on a
  /// terminal, with the widths it draws the clusters terminals disagree on (see
  /// ``widthProfile(for:width:environment:)``).
  ///
  /// - Throws: ``TerminalError`` when standard output cannot be written (a closed pipe).
  public static func print(
    _ view: some View, width: Int? = nil, environment: EnvironmentValues? = nil
  ) throws(TerminalError) {
    var environment = environment ?? self.environment
    if isTerminal {
      environment.widthProfile = widthProfile(
        for: view, width: width, environment: environment)
    }
    try TerminalWriter(fileDescriptor: Platform.standardOutput).write(
      text(of: view, width: width, environment: environment))
  }

  /// The widths to draw `view` with for the terminal on standard output: the clusters
  /// terminals disagree on that it holds (emoji sequences, flags, halfwidth kana with
  /// voiced marks…) measured on the controlling terminal — each once a process, the
  /// answers awaited half a second at most — and Unicode's for the rest. When standard
  /// output is not a terminal nothing is asked, and the widths are Unicode's.
  ///
  /// For a tool that draws a view itself and writes it (``print(_:width:environment:)``
  /// does this already): set the result as the environment's `widthProfile`.
  public static func widthProfile(
    for view: some View, width: Int? = nil, environment: EnvironmentValues? = nil
  ) -> WidthProfile {
    let environment = environment ?? self.environment
    guard isTerminal else { return environment.widthProfile }
    return PrintedWidths.profile(
      for: view, width: width ?? self.width, environment: environment)
  }
}
