/// The status row: the name and the page on the left, the bar in the middle, what is going
/// on, the lines and the percentage on the right. Numbers are never cut: when the row is
/// narrow, whole parts give way, the bar first, then the name, the lines, the note and the
/// page, so the percentage is always there.
struct PagerStatusRow: View {
  let screen: PagerScreen

  var body: some View {
    EnvironmentReader { environment in
      GeometryReader { size in
        row(environment, width: size.width)
      }
    }
    .frame(height: 1)
  }

  private func row(_ environment: EnvironmentValues, width: Int) -> some View {
    let labels = environment.shownPaginationLabels
    let dash = environment.symbols.rangeDash
    let percent = "\(screen.percent)%"
    var page: String?
    if let state = screen.page, !screen.isEmpty { page = labels.pagePosition(state) }
    var lines: String?
    if let range = screen.lines, !screen.isEmpty {
      let count =
        screen.lineCount.map { NumberFormatting.format($0) }
        ?? NumberFormatting.format(screen.countedLines) + labels.atLeastSuffix
      lines =
        "lines \(NumberFormatting.format(range.lowerBound))\(dash)"
        + "\(NumberFormatting.format(range.upperBound)) of \(count)"
    }
    // What each part needs, with the two spaces before it; taken in order of importance.
    var left = width - percent.displayWidth - 2
    func take(_ text: String?, minimum: Int? = nil) -> String? {
      guard let text, !text.isEmpty else { return nil }
      let needed = text.displayWidth + 2
      if needed <= left {
        left -= needed
        return text
      }
      guard let minimum, left >= minimum + 2 else { return nil }
      let cut = text.truncated(toWidth: left - 2, marker: environment.symbols.ellipsis)
      left = 0
      return cut
    }
    var compactPage: String?
    if let state = screen.page, !screen.isEmpty {
      compactPage =
        "\(NumberFormatting.format(state.page))/\(NumberFormatting.format(state.pageCount))"
        + (state.isPageCountFinal ? "" : labels.atLeastSuffix)
    }
    let shownPage = take(page) ?? take(compactPage)
    let note = take(screen.note.map(environment.symbols.adapting), minimum: 8)
    let shownLines = take(lines)
    let name = take(screen.name, minimum: 4)
    let showsBar =
      left >= 14 && screen.page.map { $0.pageCount > 1 || !$0.isPageCountFinal } == true
    let leftText = [name, shownPage].compactMap { $0 }.joined(separator: "  ")
    let rightText = [note, shownLines, percent].compactMap { $0 }.joined(separator: "  ")
    // Read as one element, whole whatever the width: the document, where it is, and what
    // is going on.
    var reading = AccessibilityChange()
    reading.role = .document
    reading.label = screen.name
    reading.value = AccessibilityChange.joined(
      [
        page, lines.map { $0 + ", " + percent } ?? percent,
        screen.note.map(environment.symbols.adapting),
      ]
      .compactMap { $0 })
    return AccessibilityView(
      change: reading,
      content: HStack(spacing: 2) {
        if !leftText.isEmpty { Text(leftText).bold() }
        if showsBar, let state = screen.page {
          Pagination(state).frame(maxWidth: .max, alignment: .center).layoutPriority(-1)
        } else {
          Spacer()
        }
        Text(rightText)
      })
  }
}
