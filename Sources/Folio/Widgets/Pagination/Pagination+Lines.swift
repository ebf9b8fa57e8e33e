// The text of each form the bar takes, built as one styled line per form so that a form's
// ideal width is exactly the width of its text.

extension Pagination {
  /// A form of the bar, fullest first: the bar shows the first one that fits.
  enum Form: Hashable, Sendable {
    /// `‹ Previous  1 … 4 5 [6] 7 8 … 20  Next ›`
    case labelled(siblingCount: Int)
    /// `‹ 1 … 4 5 [6] 7 8 … 20 ›`
    case arrows(siblingCount: Int)
    /// `‹ 6 / 20 ›`
    case compact
    /// `6/20`
    case minimal
  }

  /// The forms the bar tries as space shrinks, fullest first; none when there are no pages.
  ///
  /// The words go first, then neighbours of the current page one at a time from two on
  /// each side down to none (a larger sibling count drops straight to two, so the number
  /// of forms stays small), then the list of pages itself.
  var fallbackForms: [Form] {
    guard pageCount > 0 else { return [] }
    let siblings = Pagination.clampNeighbourCount(siblingCount)
    var forms: [Form] = [.labelled(siblingCount: siblings), .arrows(siblingCount: siblings)]
    for fewer in stride(from: min(siblings - 1, 2), through: 0, by: -1) {
      forms.append(.arrows(siblingCount: fewer))
    }
    forms.append(.compact)
    forms.append(.minimal)
    return forms
  }

  /// The lines of ``fallbackForms`` in `environment`, fullest first.
  ///
  /// - Complexity: O(`boundaryCount` + `siblingCount`) per form, independent of
  ///   `pageCount`.
  func fallbackLines(in environment: EnvironmentValues) -> [StyledText] {
    let writer = LineWriter(self, environment: environment)
    return fallbackForms.map { writer.line($0).text }
  }

  /// The bar's line in `form`.
  func line(_ form: Form, in environment: EnvironmentValues) -> StyledText {
    LineWriter(self, environment: environment).line(form).text
  }
}

/// A form of a bar as one line, and where its controls and page numbers are on it.
struct BarLine {
  /// The line; plain pieces are gathered into one run until a styled piece comes, so a
  /// line has a few runs, not one per number and space.
  private(set) var text = StyledText()
  /// The plain pieces since the last styled one, as UTF-8: made one string when a styled
  /// piece comes or the line is finished, instead of a string grown at each piece.
  private var plain: [UInt8] = []
  /// Each control and page number: what it does, its first column and its width.
  private(set) var targets: [Target] = []

  /// A control or page number on the line. (A struct, not a tuple: a tuple holding an
  /// enum is copied through the runtime's generic witnesses, a struct by its own code.)
  struct Target {
    var target: HitTarget
    var column: Int
    var width: Int
  }

  /// An empty line with room for the targets of a bar: its controls and a few numbers.
  init() {
    targets.reserveCapacity(12)
    plain.reserveCapacity(32)
  }
  /// The columns written so far.
  private(set) var width = 0

  /// Appends plain `piece`, `width` cells wide.
  mutating func append(_ piece: String, width: Int) {
    // A native string's bytes at once; appending the view itself goes byte by byte.
    if piece.utf8.withContiguousStorageIfAvailable({ plain.append(contentsOf: $0) }) == nil {
      plain.append(contentsOf: piece.utf8)
    }
    self.width += width
  }

  /// Appends styled `piece`, `width` cells wide.
  mutating func append(_ piece: StyledText, width: Int) {
    flush()
    text += piece
    self.width += width
  }

  /// Appends styled `piece`, `width` cells wide, as `target`. (Kept apart from the appends
  /// without one: one append for both, its target optional, cost the gallery 1.6 % more
  /// instructions.)
  mutating func append(_ piece: StyledText, width: Int, as target: HitTarget?) {
    let start = self.width
    append(piece, width: width)
    if let target, width > 0 { targets.append(Target(target: target, column: start, width: width)) }
  }

  /// Appends plain `piece`, `width` cells wide, as `target`.
  mutating func append(_ piece: String, width: Int, as target: HitTarget?) {
    let start = self.width
    append(piece, width: width)
    if let target, width > 0 { targets.append(Target(target: target, column: start, width: width)) }
  }

  /// The line with every piece written.
  func finished() -> BarLine {
    var line = self
    line.flush()
    return line
  }

  private mutating func flush() {
    guard !plain.isEmpty else { return }
    text.append(String(decoding: plain, as: UTF8.self))
    plain.removeAll(keepingCapacity: true)
  }
}

/// Writes the forms of one bar in one environment. A class: the forms' writing passes it
/// to closures, and a copy of it would count a reference to each of its words.
final class LineWriter {
  private(set) var bar: Pagination
  private(set) var state: PageState
  let symbols: SymbolSet
  let labels: PaginationLabels
  let formatter: NumberFormatting
  let accent: Style
  let secondary: Style
  /// Whether unavailable controls are marked by text (colour mode `none`) rather than only
  /// by the secondary style.
  let marksUnavailable: Bool
  /// With a stable width, the cells every page slot takes (numbers and ellipses alike).
  private(set) var slotWidth: Int?
  /// With a stable width, the cells the current page takes in the compact forms.
  private(set) var numberWidth: Int?
  /// Whether a number written with the grouping separator is a cell a byte, the separator
  /// being printable ASCII as the digits and the sign are; otherwise a number is measured.
  let numbersAreASCII: Bool
  /// The ellipsis, made safe, and its width.
  private let ellipsis: (text: String, width: Int)
  /// An ellipsis slot as written, and its width.
  private(set) var ellipsisSlot: (text: String, width: Int) = ("", 0)
  /// Previous and Next as written, labelled or not, available or not (see
  /// ``Control/index(next:labelled:enabled:)``): each written when a line first needs it,
  /// not on every page turn.
  private var controls = LineWriter.noControls
  private static let noControls = [Control?](repeating: nil, count: 8)

  init(_ bar: Pagination, environment: EnvironmentValues) {
    self.bar = bar
    state = bar.state
    var symbols = environment.symbols
    // Every word and symbol is made safe once, here: the lines are drawn as written.
    symbols.previous = Sanitizer.sanitize(Sanitizer.singleRow(symbols.previous))
    symbols.next = Sanitizer.sanitize(Sanitizer.singleRow(symbols.next))
    symbols.ellipsis = Sanitizer.sanitize(Sanitizer.singleRow(symbols.ellipsis))
    self.symbols = symbols
    var labels = environment.shownPaginationLabels
    labels.previous = Sanitizer.sanitize(Sanitizer.singleRow(labels.previous))
    labels.next = Sanitizer.sanitize(Sanitizer.singleRow(labels.next))
    labels.atLeastSuffix = Sanitizer.sanitize(Sanitizer.singleRow(labels.atLeastSuffix))
    self.labels = labels
    formatter = NumberFormatting(
      groupingSeparator: Sanitizer.sanitize(
        Sanitizer.singleRow(labels.pageNumberGroupingSeparator)))
    accent = environment.theme.accent
    secondary = environment.theme.secondary
    marksUnavailable = environment.colorMode == .none
    numbersAreASCII = formatter.groupingSeparator.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    ellipsis = (symbols.ellipsis, symbols.ellipsis.displayWidth)
    numberWidth = nil
    slotWidth = nil
    measureSlots()
  }

  /// Writes `bar` from now on, in the environment it was made in: its words, made safe
  /// once, are kept (another page of a list).
  func write(_ bar: Pagination) {
    if bar.stableWidth != self.bar.stableWidth {
      // An enabled control takes another width.
      controls = LineWriter.noControls
    }
    self.bar = bar
    state = bar.state
    measureSlots()
  }

  /// Works out the slots' widths for the bar, when it keeps a stable width.
  private func measureSlots() {
    defer { ellipsisSlot = padded(ellipsis, to: slotWidth) }
    guard bar.stableWidth else {
      (numberWidth, slotWidth) = (nil, nil)
      return
    }
    let widest =
      formatter.format(state.pageCount).displayWidth
      + (state.isPageCountFinal ? 0 : labels.atLeastSuffix.displayWidth)
    numberWidth = widest
    slotWidth = max(widest, ellipsis.width)
  }

  /// `value` as the bar writes it, and its width: its bytes when they are all ASCII (a cell
  /// each), measured otherwise.
  private func number(_ value: Int) -> (text: String, width: Int) {
    let text = formatter.format(value)
    return (text, numbersAreASCII ? text.utf8.count : text.displayWidth)
  }

  func line(_ form: Pagination.Form) -> BarLine {
    written(form).finished()
  }

  private func written(_ form: Pagination.Form) -> BarLine {
    switch form {
    case .labelled(let siblings):
      return betweenControls(labelled: true, gap: "  ") {
        pageList(siblingCount: siblings, into: &$0)
      }
    case .arrows(let siblings):
      return betweenControls(labelled: false, gap: " ") {
        pageList(siblingCount: siblings, into: &$0)
      }
    case .compact:
      return betweenControls(labelled: false, gap: " ") {
        let current = currentNumber()
        $0.append(current.text, width: current.width, as: .page(state.page))
        $0.append(" / ", width: 3)
        let count = pageCountText
        $0.append(count, width: count.displayWidth, as: .page(state.pageCount))
      }
    case .minimal:
      var line = BarLine()
      let current = currentNumber()
      line.append(current.text, width: current.width, as: .page(state.page))
      line.append("/", width: 1)
      let count = pageCountText
      line.append(count, width: count.displayWidth, as: .page(state.pageCount))
      return line
    }
  }

  /// The page count, `40`, or `40+` while more pages may follow.
  private var pageCountText: String {
    let count = formatter.format(state.pageCount)
    return state.isPageCountFinal ? count : count + labels.atLeastSuffix
  }

  /// The page slots, each number a target of its own.
  private func pageList(siblingCount: Int, into line: inout BarLine) {
    let items = bar.items(siblingCount: siblingCount)
    for (index, item) in items.enumerated() {
      if index > 0 { line.append(" ", width: 1) }
      switch item {
      case .ellipsis:
        line.append(ellipsisSlot.text, width: ellipsisSlot.width)
      case .page(let page) where page == state.page:
        let slot = currentSlot(page)
        line.append(slot.text, width: slot.width, as: .page(page))
      case .page(let page):
        let slot = padded(number(page), to: slotWidth)
        line.append(slot.text, width: slot.width, as: .page(page))
      }
    }
  }

  /// Previous, then what `middle` writes, then Next, `gap` apart. A control with no text
  /// (empty arrow, and empty label where one is shown) is left out with its gap.
  private func betweenControls(
    labelled: Bool, gap: String, _ middle: (inout BarLine) -> Void
  ) -> BarLine {
    var line = BarLine()
    let gapWidth = gap.utf8.count  // spaces
    let previous = previousControl(labelled: labelled)
    if !previous.isEmpty {
      line.append(previous.text, width: previous.width, as: state.hasPrevious ? .previousPage : nil)
      line.append(gap, width: gapWidth)
    }
    middle(&line)
    let next = nextControl(labelled: labelled)
    if !next.isEmpty {
      line.append(gap, width: gapWidth)
      line.append(next.text, width: next.width, as: state.hasNext ? .nextPage : nil)
    }
    return line
  }

  /// `[6]`, the number in the accent style: the brackets say it without colour too.
  private func currentSlot(_ page: Int) -> (text: StyledText, width: Int) {
    let (text, width) = number(page)
    let padding = max(0, (slotWidth ?? 0) - width)
    var slot = StyledText(runs: [])
    slot.runs.reserveCapacity(3)
    slot.append(padding == 0 ? "[" : String(repeating: " ", count: padding) + "[")
    slot.append(text, style: accent)
    slot.append("]")
    return (slot, padding + width + 2)
  }

  /// The current page in the compact forms, in the accent style, without brackets: the
  /// `6 / 20` shape already says which number is the current page.
  private func currentNumber() -> (text: StyledText, width: Int) {
    let number = padded(number(state.page), to: numberWidth)
    return (StyledText(number.text, style: accent), number.width)
  }

  private func previousControl(labelled: Bool) -> Control {
    let enabled = state.hasPrevious
    return kept(Control.index(next: false, labelled: labelled, enabled: enabled)) {
      control(
        labelled ? joined(symbols.previous, labels.previous) : symbols.previous,
        isEnabled: enabled)
    }
  }

  private func nextControl(labelled: Bool) -> Control {
    let enabled = state.hasNext
    return kept(Control.index(next: true, labelled: labelled, enabled: enabled)) {
      control(labelled ? joined(labels.next, symbols.next) : symbols.next, isEnabled: enabled)
    }
  }

  /// The control kept at `index` of ``controls``, written by `write` when there is none.
  private func kept(_ index: Int, _ write: () -> StyledText) -> Control {
    if let control = controls[index] { return control }
    let control = Control(write())
    controls[index] = control
    return control
  }

  /// A control as written, and its width.
  struct Control {
    var text: StyledText
    var width: Int
    var isEmpty: Bool { text.isEmpty }

    init(_ text: StyledText) {
      self.text = text
      width = text.displayWidth
    }

    /// Where a control is kept in ``LineWriter/controls``.
    static func index(next: Bool, labelled: Bool, enabled: Bool) -> Int {
      (next ? 4 : 0) + (labelled ? 2 : 0) + (enabled ? 1 : 0)
    }
  }

  /// An enabled control as it is; an unavailable one in the secondary style, and in colour
  /// mode `none`, where style is invisible, in parentheses too. With a stable width an
  /// enabled control then takes the same width, between spaces.
  private func control(_ text: String, isEnabled: Bool) -> StyledText {
    guard !text.isEmpty else { return StyledText() }
    if isEnabled {
      return bar.stableWidth && marksUnavailable ? StyledText(" " + text + " ") : StyledText(text)
    }
    return StyledText(marksUnavailable ? "(" + text + ")" : text, style: secondary)
  }

  /// The non-empty pieces joined by a space, so an empty label leaves no stray space.
  private func joined(_ first: String, _ second: String) -> String {
    if first.isEmpty { return second }
    if second.isEmpty { return first }
    return first + " " + second
  }

  /// `text`, of known width, with spaces before it to `width` cells, and its width then.
  private func padded(_ text: (text: String, width: Int), to width: Int?) -> (
    text: String, width: Int
  ) {
    guard let width, width > text.width else { return text }
    return (String(repeating: " ", count: width - text.width) + text.text, width)
  }
}
