import Testing

@testable import Folio

@Suite struct StateViewsTests {
  // MARK: Spinner frames

  @Test func spinnerFramesComeFromTheTick() {
    let style = LoadingIndicator.SpinnerStyle.dots
    let frames = style.frames(for: .unicode)
    #expect(frames == ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"])
    for tick in 0..<25 {
      #expect(style.frame(tick: tick, symbols: .unicode) == frames[tick % frames.count])
    }
  }

  @Test(arguments: LoadingIndicator.SpinnerStyle.allCases)
  func everyFrameIsOneWidth(style: LoadingIndicator.SpinnerStyle) {
    for symbols in [SymbolSet.unicode, .ascii] {
      let frames = style.frames(for: symbols)
      #expect(!frames.isEmpty)
      #expect(Set(frames.map(\.displayWidth)).count == 1)
      #expect(Set(frames).count == frames.count)
    }
  }

  @Test func negativeAndHugeTicksStillPickAFrame() {
    let style = LoadingIndicator.SpinnerStyle.line
    #expect(style.frame(tick: -1, symbols: .unicode) == "\\")
    #expect(style.frame(tick: -4, symbols: .unicode) == "|")
    #expect(style.frame(tick: Int.min, symbols: .unicode) == "|")
    #expect(style.frame(tick: Int.max, symbols: .unicode) == "\\")
  }

  @Test func asciiFallsBackForBrailleStyles() {
    for style in [LoadingIndicator.SpinnerStyle.dots, .braille] {
      let frames = style.frames(for: .ascii)
      #expect(frames == ["|", "/", "-", "\\"])
      #expect(frames.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) })
    }
    #expect(LoadingIndicator.SpinnerStyle.simpleDots.frames(for: .ascii) == ["  .", " ..", "..."])
  }

  @Test func indicatorDrawsTheTicksFrame() {
    var environment = EnvironmentValues()
    environment.spinnerTick = 12
    let text = LoadingIndicator(alignment: .leading).renderPlainText(
      width: 20, environment: environment)
    #expect(text == "⠹ Loading…")
    environment.symbols = .ascii
    #expect(
      LoadingIndicator(alignment: .leading).renderPlainText(width: 20, environment: environment)
        == "| Loading...")
  }

  // MARK: Labels

  @Test func templatesReplaceKeyAndAction() {
    let filled = StateLabels.fill(
      "{action} ({key})", action: "Try again", key: "r", style: Style(dim: true),
      actionStyle: Style(bold: true), keyStyle: Style(underline: true))
    #expect(filled.plainText == "Try again (r)")
    #expect(
      filled.runs == [
        StyledText.Run("Try again", style: Style(bold: true)),
        StyledText.Run(" (", style: Style(dim: true)),
        StyledText.Run("r", style: Style(underline: true)),
        StyledText.Run(")", style: Style(dim: true)),
      ])
  }

  @Test(
    arguments: [
      ("Press {key} to try again", "Press r to try again"),
      ("{key}: {action}, {key}!", "r: Retry, r!"),
      ("no placeholders", "no placeholders"),
      ("{keys} {key", "{keys} {key"),
      ("{{key}}", "{r}"),
      ("", ""),
    ])
  func templates(template: String, expected: String) {
    let filled = StateLabels.fill(
      template, action: "Retry", key: "r", style: .plain, actionStyle: .plain, keyStyle: .plain)
    #expect(filled.plainText == expected)
  }

  @Test func asciiLabelsUseTheASCIIEllipsis() {
    let labels = StateLabels().adapted(to: .ascii)
    #expect(labels.loading == "Loading...")
    #expect(labels.finished == "You're all caught up")
    #expect(StateLabels().adapted(to: .unicode) == StateLabels())
    // Every label is adapted, and none is reset to its default on the way.
    let custom = StateLabels(loadFailed: "Échec…").adapted(to: .ascii)
    #expect(custom.loadFailed == "Échec...")
  }

  @Test func labelsComeFromTheEnvironment() {
    var environment = EnvironmentValues()
    #expect(environment.stateLabels == StateLabels())
    environment.stateLabels.finished = "Fertig"
    #expect(
      LoadMoreFooter(phase: .finished).renderPlainText(width: 10, environment: environment)
        == "  Fertig")
  }

  // MARK: Skeleton

  @Test func skeletonColumnsKeepTheirWidthsWhenTheyFit() {
    let view = SkeletonView(rows: 1, columns: [7, 30, 12])
    #expect(view.columnWidths(fitting: nil) == [7, 30, 12])
    #expect(view.columnWidths(fitting: 51) == [7, 30, 12])
    #expect(view.columnWidths(fitting: 80) == [7, 30, 12])
  }

  @Test func skeletonShrinksTheWidestColumnsFirst() {
    let view = SkeletonView(rows: 1, columns: [7, 30, 12])
    #expect(view.columnWidths(fitting: 40) == [7, 19, 12])
    #expect(view.columnWidths(fitting: 30) == [7, 11, 10])
    #expect(view.columnWidths(fitting: 20) == [6, 6, 6])
    #expect(view.columnWidths(fitting: 5) == [1, 1, 1])
    #expect(view.columnWidths(fitting: 4) == [2, 1])
    #expect(view.columnWidths(fitting: 1) == [1])
    for width in 1...60 {
      let widths = view.columnWidths(fitting: width)
      #expect(widths.reduce(widths.count - 1, +) == min(width, 51))
    }
  }

  @Test func skeletonWithoutColumnsSpansTheWidth() {
    #expect(SkeletonView(rows: 1).columnWidths(fitting: 33) == [33])
    #expect(SkeletonView(rows: 1).columnWidths(fitting: nil) == [SkeletonView.defaultWidth])
    #expect(SkeletonView(rows: 1, columns: [0, 0]).columnWidths(fitting: 9) == [9])
  }

  @Test func skeletonBarsVaryButAreStable() {
    let view = SkeletonView(rows: 50, columns: [3, 40])
    var lengths = Set<Int>()
    for row in 0..<50 {
      #expect(view.barLength(row: row, column: 0, width: 3) == 3)
      let length = view.barLength(row: row, column: 1, width: 40)
      #expect((18...40).contains(length))
      #expect(length == view.barLength(row: row, column: 1, width: 40))
      lengths.insert(length)
    }
    #expect(lengths.count > 10)
  }

  @Test func skeletonShadeIsOneCellInTheTerminal() {
    var environment = EnvironmentValues()
    environment.ambiguousCharactersAreWide = true
    // "░" has neutral width: one cell everywhere.
    #expect(SkeletonView.shade(in: environment) == "░")
    // CJK terminals draw the ambiguous-width "▒" in two cells.
    environment.symbols.shade = "▒"
    #expect(SkeletonView.shade(in: environment) == "#")
    #expect(
      SkeletonView(rows: 1, columns: [3]).renderPlainText(width: 10, environment: environment)
        == "###")
    environment.ambiguousCharactersAreWide = false
    #expect(SkeletonView.shade(in: environment) == "▒")
  }

  @Test func skeletonRowsAreAsWideAsTheColumns() {
    // Columns of three cells or fewer (row numbers, icons) are always full.
    let view = SkeletonView(rows: 3, columns: [3, 10, 6])
    let lines = view.renderPlainText(width: 80).split(separator: "\n")
    #expect(lines.count == 3)
    for line in lines {
      #expect(line.hasPrefix("░░░ ░"))
      #expect(String(line).displayWidth <= 21)
      #expect(Set(line).isSubset(of: ["░", " "]))
    }
    #expect(view.renderPlainText(width: 80, height: 2).split(separator: "\n").count == 2)
  }

  // MARK: Sizes

  @Test(arguments: [1, 2, 3, 5, 8, 13, 21, 80])
  func viewsNeverAskForMoreThanOffered(width: Int) {
    let message = "Everything went wrong at once: 接続がタイムアウトしました 😵"
    let views: [any View] = [
      EmptyStateView(title: "No stories", message: message, hint: "Press r to refresh"),
      ErrorStateView(title: "Couldn't load", message: message),
      SkeletonView(rows: 2, columns: [7, 30]),
      SkeletonView(rows: 2),
      LoadingIndicator(message),
      LoadingIndicator(style: .simpleDots),
      LoadMoreFooter(phase: .failed(message), mode: .both),
      LoadMoreFooter(phase: .idle, mode: .manual),
      LoadMoreFooter(phase: .finished),
    ]
    for view in views {
      let ideal = makeNode(of: view, EnvironmentValues())
        .measure(ProposedSize(width: width, height: nil))
      #expect(ideal.width <= width, "\(view) is \(ideal.width) wide in \(width)")
      #expect(ideal.height > 0, "\(view) has no rows in \(width)")
      for height in 1...3 {
        let size = makeNode(of: view, EnvironmentValues())
          .measure(ProposedSize(width: width, height: height))
        #expect(size.width <= width && size.height <= height, "\(view) is \(size) in \(width)")
      }
    }
  }

  @Test func stateViewsTakeTheHeightLeftInAStack() {
    let screen = VStack {
      Text("Stories")
      EmptyStateView(title: "Nothing yet", hint: "Press r")
      Text("status")
    }
    #expect(
      screen.renderPlainText(width: 20, height: 7)
        == "Stories\n    Nothing yet\n\n      Press r\n\n\nstatus")
    // Asked for its ideal size, it is as tall as its lines.
    #expect(
      screen.renderPlainText(width: 20) == "Stories\n    Nothing yet\n\n      Press r\nstatus")
  }
}
