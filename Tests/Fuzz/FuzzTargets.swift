// The fuzz targets: each reads its choices from the input and checks an oracle, a
// property that must hold for every input; a broken oracle stops the run with the input.

// MARK: - Text: measuring, cutting, wrapping, padding

func fuzzText(_ input: inout FuzzInput) {
  let width = input.int(in: -2...120)
  let position = [TruncationPosition.end, .start, .middle][input.int(in: 0...2)]
  let marker = input.bool() ? "…" : input.string(upTo: 6)
  let mode = input.bool() ? WrapMode.word : .character
  let padding = input.int(in: 0...200)
  let text = input.string(upTo: 400)

  let measured = text.displayWidth
  if measured < 0 { violated("negative width \(measured)") }
  let cut = text.truncated(toWidth: width, position: position, marker: marker)
  if width < 0, !cut.isEmpty { violated("cut to \(width) gave \(cut.debugDescription)") }
  if width >= 0, cut.displayWidth > width {
    violated("cut to \(width) is \(cut.displayWidth) wide: \(cut.debugDescription)")
  }
  if measured <= width, cut != text { violated("a text that fits was changed") }
  if width >= 2 {
    for line in text.wrapped(toWidth: width, mode: mode) where line.displayWidth > width {
      violated("a line wrapped to \(width) is \(line.displayWidth) wide: \(line.debugDescription)")
    }
  }
  let padded = text.padded(toWidth: padding)
  if padded.displayWidth != max(padding, measured) {
    violated("padded to \(padding), \(measured) wide: \(padded.displayWidth)")
  }
  let styled = StyledText(ansi: text)
  let styledCut = styled.truncated(toWidth: width, position: position, marker: marker)
  if width >= 0, styledCut.displayWidth > width {
    violated("styled text cut to \(width) is \(styledCut.displayWidth) wide")
  }
}

// MARK: - Sanitiser and ANSI output: only Folio's own sequences reach the terminal

func fuzzSanitizer(_ input: inout FuzzInput) {
  let width = input.int(in: 1...60)
  let height = input.int(in: 1...12)
  let mode = [ColorMode.none, .ansi16, .ansi256, .truecolor][input.int(in: 0...3)]
  let coloured = input.bool()
  let text = input.string(upTo: 400)
  var environment = EnvironmentValues()
  environment.colorMode = mode
  let view = coloured ? Text(StyledText(ansi: text)) : Text(text)
  let output = view.renderANSI(width: width, height: height, environment: environment)
  checkOnlyOwnSequences(Array(output.utf8), mode: mode)
  let plain = StyledText(ansi: text).plainText
  for scalar in plain.unicodeScalars where isControl(scalar) && scalar != "\n" {
    violated("sanitised text holds U+\(String(scalar.value, radix: 16))")
  }
}

/// Whether `scalar` is a C0 or C1 control, DEL, or a bidirectional override or isolate.
func isControl(_ scalar: Unicode.Scalar) -> Bool {
  scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
}

/// Fails unless every control byte of `bytes` is a line feed or starts an SGR sequence
/// (`ESC [ digits and ; m`), and no C1 control or bidi override appears; in colour mode
/// `none`, not even SGR.
func checkOnlyOwnSequences(_ bytes: [UInt8], mode: ColorMode) {
  var index = 0
  while index < bytes.count {
    let byte = bytes[index]
    if byte == 0x1B {
      if mode == .none { violated("an escape sequence in colour mode none") }
      guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") else {
        violated("ESC not followed by [ at \(index)")
      }
      var end = index + 2
      while end < bytes.count, (0x30...0x3B).contains(bytes[end]) { end += 1 }
      guard end < bytes.count, bytes[end] == UInt8(ascii: "m") else {
        violated("a control sequence other than SGR at \(index)")
      }
      index = end + 1
      continue
    }
    if byte < 0x20 && byte != 0x0A { violated("control byte \(byte) at \(index)") }
    if byte == 0x7F { violated("DEL at \(index)") }
    index += 1
  }
  let text = String(decoding: bytes, as: UTF8.self)
  for scalar in text.unicodeScalars where scalar.value >= 0x7F && isControl(scalar) {
    violated("U+\(String(scalar.value, radix: 16)) in the output")
  }
}

// MARK: - SGR parser

func fuzzSGR(_ input: inout FuzzInput) {
  let text = input.string(upTo: 500)
  let styled = StyledText(ansi: text)
  for run in styled.runs {
    for scalar in run.text.unicodeScalars where isControl(scalar) && scalar != "\n" {
      violated("parsed text holds U+\(String(scalar.value, radix: 16))")
    }
  }
  // What was parsed, drawn and written out, reads back as the same text.
  let again = StyledText(ansi: styled.plainText)
  if again.plainText != styled.plainText { violated("plain text does not read back as itself") }
}

// MARK: - Key decoder, at any read boundaries

func fuzzKeys(_ input: inout FuzzInput) {
  // Half the inputs are decoded while answers to queries are awaited; the other bits of
  // the same byte turn on the kitty keyboard protocol's flags and the focus and in-band
  // resize reports.
  let settings = input.byte()
  let bytes = input.bytes(upTo: 300)
  func decoder() -> KeyDecoder {
    var decoder = KeyDecoder()
    decoder.acceptsReplies = settings & 1 == 1
    decoder.keyboardProtocolFlags = Int(settings >> 1) & 3
    decoder.reportsFocus = settings & 8 != 0
    decoder.reportsInBandResize = settings & 16 != 0
    return decoder
  }
  var whole = decoder()
  let expected = whole.decode(bytes) + whole.flushPending()
  var split = decoder()
  var events: [TerminalEvent] = []
  var start = 0
  while start < bytes.count {
    let end = min(bytes.count, start + 1 + Int(input.byte() % 24))
    events += split.decode(bytes[start..<end])
    start = end
  }
  events += split.flushPending()
  if scalarwise(events) != scalarwise(expected) {
    violated("split reads decode differently: \(events) against \(expected)")
  }
  for event in expected {
    guard case .key(let key) = event, case .character(let character) = key.key else { continue }
    for scalar in character.unicodeScalars where isControl(scalar) {
      violated("a character key holds U+\(String(scalar.value, radix: 16))")
    }
  }
}

/// Keys as a terminal encodes them, with what they decode to: the alphabet of
/// `fuzzReplies`' key streams.
let encodedKeys: [(bytes: String, events: [TerminalEvent])] = [
  ("a", [.key(.character("a"))]), ("Z", [.key(.character("Z"))]), (" ", [.key(.character(" "))]),
  ("é", [.key(.character("é"))]), ("漢", [.key(.character("漢"))]), ("\r", [.key(.enter)]),
  ("\t", [.key(.tab)]), ("\u{7F}", [.key(.backspace)]), ("\u{03}", [.key(.ctrl("c"))]),
  ("\u{1B}[A", [.key(.up)]), ("\u{1B}[1;5C", [.key(KeyEvent(.right, modifiers: .control))]),
  ("\u{1B}OP", [.key(.function(1))]), ("\u{1B}[15~", [.key(.function(5))]),
  ("\u{1B}[5~", [.key(.pageUp)]), ("\u{1B}x", [.key(.alt("x"))]),
  ("\u{1B}[<0;3;4M", [.mouse(MouseEvent(.press(.left), x: 2, y: 3))]),
  ("\u{1B}[200~pasted\u{1B}[201~", [.paste("pasted")]),
]

/// Answers a terminal sends to queries: none of their bytes may ever be a key. Cursor
/// reports on the first row (`ESC[1;5R`) are also modified F3 keys, so outside a wait
/// only reports below it are sent.
let replies: [String] = [
  "\u{1B}]11;rgb:1e1e/1e1e/1e1e\u{1B}\\", "\u{1B}]11;rgb:ff/ff/ff\u{07}", "\u{1B}[?62;22c",
  "\u{1B}[?2026;2$y", "\u{1B}[?2027;0$y", "\u{1B}[12;40R", "\u{1B}[2;3R",
  "\u{1B}P1+r524742\u{1B}\\", "\u{1B}_Gi=1;OK\u{1B}\\", "\u{1B}]52;c;aGk=\u{07}",
]

/// Keys with terminal answers interleaved at random points between them, read in random
/// pieces, waiting for answers or not: the keys decode exactly as they do alone (the
/// reference decoding), and no byte of an answer is a key.
func fuzzReplies(_ input: inout FuzzInput) {
  let awaiting = input.bool()
  var bytes: [UInt8] = []
  var reference: [TerminalEvent] = []
  for _ in 0..<input.int(in: 0...40) {
    if input.byte() % 3 == 0 {
      bytes += Array(replies[input.int(in: 0...(replies.count - 1))].utf8)
    } else {
      let key = encodedKeys[input.int(in: 0...(encodedKeys.count - 1))]
      bytes += Array(key.bytes.utf8)
      reference += key.events
    }
  }
  var decoder = KeyDecoder()
  decoder.acceptsReplies = awaiting
  var events: [TerminalEvent] = []
  var start = 0
  while start < bytes.count {
    let end = min(bytes.count, start + 1 + Int(input.byte() % 32))
    events += decoder.decode(bytes[start..<end])
    start = end
  }
  events += decoder.flushPending()
  let heard = events.filter { if case .report = $0 { false } else { true } }
  if scalarwise(heard) != scalarwise(reference) {
    violated("answers changed the keys: \(heard) against \(reference)")
  }
}

/// The events with text keys split into scalars: a cluster split by a read boundary comes
/// as two keys, which is the one difference reads may make.
func scalarwise(_ events: [TerminalEvent]) -> [String] {
  var result: [String] = []
  for event in events {
    if case .key(let key) = event, case .character(let character) = key.key,
      key.modifiers.isEmpty
    {
      result += character.unicodeScalars.map { "char \($0.value)" }
    } else {
      result.append("\(event)")
    }
  }
  return result
}

// MARK: - Random view trees: no line wider than offered

func fuzzLayout(_ input: inout FuzzInput) {
  let width = input.int(in: 0...90)
  let height = input.int(in: 0...30)
  let view = randomView(&input, depth: 6)
  let canvas = view.renderCanvas(width: width, height: height)
  let frame = view.renderFrame(width: width, height: height)
  if frame.canvas != canvas { violated("two renders of one view differ") }
  if canvas.width != width || canvas.height != height {
    violated("a \(canvas.width)×\(canvas.height) canvas for \(width)×\(height)")
  }
  let lines = canvas.plainText().split(separator: "\n", omittingEmptySubsequences: false)
  for line in lines where String(line).displayWidth > width {
    violated("a line \(String(line).displayWidth) wide in \(width)")
  }
  for region in frame.report.regions where !region.rect.isEmpty {
    if region.rect.intersection(canvas.bounds) != region.rect {
      violated("a region \(region.rect) outside the \(width)×\(height) canvas")
    }
  }
}

let fuzzTexts = [
  "", "plain words here", "漢字かな交じり", "🚀 launch 👩‍👩‍👧", "cafe\u{301} crème",
  "evil\u{1B}[2J\u{1B}]52;c;Zm9v\u{07}\r\u{9B}31m", "tab\tand\nnewline", "\u{202E}reversed",
  String(repeating: "long ", count: 30),
]

/// The columns of a table of texts: the text, cut, and its length in bytes, as wide as
/// the longest (up to 6 cells).
let fuzzColumns = [
  TableColumn<String>("Text", width: .flexible(weight: 1, minimum: 3)) { $0 },
  TableColumn<String>("Bytes", width: .fitting(minimum: 1, maximum: 6), alignment: .trailing) {
    "\($0.utf8.count)"
  },
]

/// A list of a few rows, of text or of several views, with a selection and row numbers:
/// drawn with a memory, its rows are taken again and copied where they stand as they stood.
func randomList(_ input: inout FuzzInput) -> AnyView {
  let items = (0..<input.int(in: 0...6)).map { _ in
    input.bool() ? fuzzTexts[input.int(in: 0...(fuzzTexts.count - 1))] : input.string(upTo: 16)
  }
  let selection = input.int(in: -1...6)
  let numbered = input.bool()
  let first = input.int(in: -3...99)
  guard input.bool() else {
    let list = PaginatedList(items, selection: selection) { Text($0).truncated() }
    return AnyView(numbered ? list.rowNumbers(startingAt: first) : list)
  }
  let list = PaginatedList(items, selection: selection) { item in
    HStack(spacing: 1) {
      Text(item)
      Spacer()
      Text("\(item.utf8.count)")
    }
  }
  return AnyView(numbered ? list.rowNumbers(startingAt: first) : list)
}

func randomView(_ input: inout FuzzInput, depth: Int) -> AnyView {
  let choice = input.byte()
  if depth <= 0 || choice % 5 == 0 {
    let text =
      input.bool() ? fuzzTexts[input.int(in: 0...(fuzzTexts.count - 1))] : input.string(upTo: 40)
    switch input.byte() % 8 {
    case 7: return randomList(&input)
    case 0: return AnyView(Text(text).truncated(.middle))
    case 1: return AnyView(Text(text).lineLimit(input.int(in: 0...3)))
    case 2: return AnyView(Divider(label: text))
    case 3: return AnyView(Spacer(minLength: input.int(in: 0...4)))
    case 4: return AnyView(Text(text).fixedSize())
    case 5: return AnyView(Text(text).wrap(.character).layoutPriority(Double(input.anyInt())))
    default: return AnyView(Text(StyledText(ansi: text)))
    }
  }
  let a = randomView(&input, depth: depth - 1)
  let b = randomView(&input, depth: depth - 1)
  switch choice % 14 {
  case 1:
    return AnyView(
      HStack(spacing: input.int(in: -1...3)) {
        a; b
      })
  case 2:
    return AnyView(
      VStack(alignment: .center, spacing: input.int(in: -1...3)) {
        a; b
      })
  case 3:
    return AnyView(
      ZStack {
        a; b
      })
  case 4: return AnyView(a.padding(input.int(in: -2...4)))
  case 6: return AnyView(a.border(.rounded, title: input.string(upTo: 12)))
  case 7: return AnyView(a.frame(width: input.int(in: -1...30), height: input.int(in: -1...8)))
  case 8:
    return AnyView(
      a.frame(
        minWidth: input.int(in: 0...20), maxWidth: input.anyInt(),
        minHeight: input.int(in: 0...5), maxHeight: input.int(in: 0...10)))
  case 9:
    return AnyView(
      ViewThatFits {
        a; b
      })
  case 11:
    let columns = (0..<input.int(in: 0...4)).map { _ -> GridColumn in
      switch input.byte() % 3 {
      case 0: return .fixed(input.int(in: -1...12))
      case 1: return .fitting(minimum: input.int(in: 0...6), maximum: input.int(in: 0...20))
      default: return .flexible(weight: input.int(in: -1...4), minimum: input.int(in: 0...6))
      }
    }
    return AnyView(
      Grid(columns: columns, spacing: input.int(in: 0...2)) {
        GridRow {
          a; b
        }
        b
        GridRow {
          b; a; b
        }
      })
  case 12:
    return AnyView(
      ScrollView(offset: input.anyInt(), showsScrollbar: input.bool()) {
        a; b
      })
  case 13: return AnyView(a.fixedSize(horizontal: input.bool(), vertical: input.bool()))
  default:
    return AnyView(
      HStack {
        a; Spacer(); b
      }.frame(maxWidth: .max, alignment: .trailing))
  }
}

// MARK: - Pagination at extreme pages and widths

func fuzzPagination(_ input: inout FuzzInput) {
  let page = input.anyInt()
  let pageCount = input.anyInt()
  let width = input.int(in: 0...160)
  let strategy: Pagination.PageWindowStrategy = input.bool() ? .bounded : .constantSlots
  let bar = Pagination(
    page: page, pageCount: pageCount, strategy: strategy, boundaryCount: input.anyInt(),
    siblingCount: input.anyInt(), stableWidth: input.bool())
  checkFits(bar, width: width, what: "bar at page \(page) of \(pageCount)")
  let summary = PaginationSummary(
    page: input.anyInt(), pageSize: input.anyInt(), totalItems: input.anyInt())
  checkFits(summary, width: width, what: "summary")
  let state = PageState(page: page, pageCount: pageCount)
  if state.pageCount < 0 || state.page < 0 || state.page > state.pageCount
    || (state.pageCount > 0 && state.page == 0)
  {
    violated("page \(state.page) of \(state.pageCount) from \(page) of \(pageCount)")
  }
}

func checkFits(_ view: some View, width: Int, what: String) {
  let text = view.renderPlainText(width: width)
  for line in text.split(separator: "\n") where String(line).displayWidth > width {
    violated("\(what): \(line.debugDescription) is wider than \(width)")
  }
}

// MARK: - Canvas.diff turns the old screen into the new one

/// Clusters whose segmentation every terminal and Swift agree on, so that the screen
/// model reads back exactly what the canvas holds.
let diffClusters = [
  "a", "b", "Z", " ", "0", "~", "漢", "字", "é", "e\u{301}", "🚀", "👩‍💻", "─", "…",
]

func randomCanvas(_ input: inout FuzzInput, width: Int, height: Int) -> Canvas {
  var canvas = Canvas(width: width, height: height)
  for _ in 0..<input.int(in: 0...12) {
    let text = (0..<input.int(in: 0...8)).map { _ in
      diffClusters[input.int(in: 0...(diffClusters.count - 1))]
    }.joined()
    let style = Style(
      foreground: input.bool() ? .red : input.bool() ? .rgb(input.byte(), 9, 200) : nil,
      background: input.bool() ? .blue : nil, bold: input.bool(), underline: input.bool())
    let x = input.int(in: -3...(width + 2))
    let y = input.int(in: -1...height)
    if input.byte() % 4 == 0 {
      canvas.fill(
        Rect(x: x, y: y, width: input.int(in: 0...width), height: input.int(in: 0...height)),
        style: style)
    } else {
      canvas.draw(text, x: x, y: y, style: style, clip: canvas.bounds)
    }
  }
  return canvas
}

func fuzzDiff(_ input: inout FuzzInput) {
  let width = input.int(in: 1...24)
  let height = input.int(in: 1...6)
  let mode = [ColorMode.none, .ansi16, .ansi256, .truecolor][input.int(in: 0...3)]
  let old = randomCanvas(&input, width: width, height: height)
  let new = randomCanvas(&input, width: width, height: height)
  var terminal = VirtualTerminal(showing: old, mode: mode)
  terminal.feed(new.diff(from: old, colorMode: mode))
  let expected = new.cells.map { Cell($0.content, style: $0.style.converted(to: mode)) }
  if let wrong = terminal.cells.indices.first(where: { terminal.cells[$0] != expected[$0] }) {
    violated("cell \(wrong): \(terminal.cells[wrong]) instead of \(expected[wrong])")
  }
  var full = VirtualTerminal(width: width, height: height)
  full.feed(new.diff(from: nil, colorMode: mode))
  if full.cells != expected { violated("a full repaint does not draw the canvas") }
  // Inline: the region starts on some row of a taller screen, under other text.
  let origin = input.int(in: 0...3)
  var screen = VirtualTerminal(width: width, height: origin + height + 1)
  for _ in 0..<origin { screen.feed(Array("~\r\n".utf8)) }
  screen.feed(old.diff(from: nil, colorMode: mode, addressing: .cursor))
  screen.feed(new.diff(from: old, colorMode: mode, addressing: .cursor))
  if screen.x != 0 || screen.y != origin {
    violated("inline, the cursor ends at \(screen.x),\(screen.y), not at the region's top-left")
  }
  for row in 0..<origin where screen.cells[row * width].content != "~" {
    violated("inline, row \(row) above the region was written")
  }
  let region = Array(screen.cells[(origin * width)..<((origin + height) * width)])
  if let wrong = region.indices.first(where: { region[$0] != expected[$0] }) {
    violated("inline, cell \(wrong): \(region[wrong]) instead of \(expected[wrong])")
  }
}

// MARK: - Frames drawn with a memory

/// A part of a screen made from its bytes alone, so that equal bytes make the same view:
/// `==` by bytes is sound for it, and a memory may reuse it.
struct FuzzPart: View, Equatable {
  let bytes: [UInt8]

  var body: some View {
    let view = bytes.withUnsafeBufferPointer { buffer -> AnyView in
      var input = FuzzInput(buffer)
      let animates = input.bool()
      let content = randomView(&input, depth: 3)
      guard animates else { return content }
      return AnyView(
        VStack(spacing: 0) {
          content
          EnvironmentReader { environment in Text("tick \(environment.spinnerTick % 3)") }
            .animating()
        })
    }
    return view
  }
}

/// What a list's model was asked, in order.
final class FuzzCalls: @unchecked Sendable {
  // @unchecked: written on the main actor only, by reports applied one at a time.
  var entries: [String] = []
}

/// A sequence of frames of screens holding `.equatable()` parts that stay, change, move, come
/// and go, under an overlay that comes and goes, drawn with one memory: every frame must be the frame drawn without it — the
/// same cells, regions, reading order, flags and unmeasured clusters — and the update from
/// the frame before the same bytes, whichever rows the kept frame knows it copied.
func fuzzMemo(_ input: inout FuzzInput) {
  let memory = FrameMemory()
  var last: (kept: Canvas, fresh: Canvas)?
  // The same frames drawn as a program's loop draws them, each over the last where it
  // stands; the last update's frame now and then still held, as a caller may.
  let updates = FrameMemory()
  var held: FrameUpdate?
  var environment = EnvironmentValues()
  environment.widthProfile.reportsUnmeasuredClusters = input.bool()
  var parts: [FuzzPart] = []
  var overlay: String?
  // A list that changes a little from frame to frame: its rows are taken again and copied.
  // Infinite, it remembers its scrolling in a state and asks for more pages; a table
  // beside it remembers its columns' widths. Each frame's report is applied, as the runtime
  // does, so the states change as a program's do.
  let infinite = input.bool()
  // Infinite, longer than the screen is high: scrolled, it shows other rows.
  var items = infinite ? (0..<4).flatMap { _ in fuzzTexts } : fuzzTexts
  var selection: Int? = 0
  let scroll = ListScrollState()
  let columnState = TableColumnState()
  var state = PaginationState.loaded
  let states: [PaginationState] = [.loaded, .exhausted, .loadingMore, .error(message: "lost")]
  // Not infinite, a numbered list whose page size follows its height, over a model that
  // records what it is asked: its report, copied from an earlier frame or not, must ask what
  // the frame drawn from nothing asks, through the closures of the frame that drew it.
  let calls = FuzzCalls()
  var pageSize = input.int(in: 1...12)
  var frame = 0
  for _ in 0..<input.int(in: 1...6) {
    frame += 1
    switch input.byte() % 6 {
    case 0: selection = input.bool() ? nil : input.int(in: -1...(items.count))
    case 1: items[input.int(in: 0...(items.count - 1))] = input.string(upTo: 12)
    case 2: selection = selection.map { $0 + 1 }
    case 3:
      let offset = input.int(in: 0...(items.count))
      MainActor.assumeIsolated { scroll.offset = offset }
    case 4: state = states[input.int(in: 0...(states.count - 1))]
    case 5: pageSize = input.int(in: 1...12)
    default: break
    }
    var numbered = PaginatedList(items, selection: selection) { Text($0).truncated() }
      .numbered(page: 1, pageSize: pageSize, totalItems: items.count)
      .rowNumbers(startingAt: 1)
    let drawing = frame
    numbered.resizeModel = { size, offset in
      calls.entries.append("frame \(drawing): resize to \(size) keeping \(offset)")
      return offset
    }
    numbered = numbered.pageSizeFollowsHeight {
      calls.entries.append("frame \(drawing): selection moved to \($0)")
    }
    let list =
      infinite
      ? AnyView(
        HStack(spacing: 1) {
          PaginatedList(items, state: state, selection: selection) { Text($0).truncated() }
            .infinite(footer: .both) {}
            .rowNumbers(startingAt: 1)
            .scrollState(scroll)
          PaginatedTable(items, state: state, selection: selection, columns: fuzzColumns)
            .columnState(columnState)
        })
      : AnyView(numbered)
    switch input.byte() % 4 {
    case 0: parts.insert(FuzzPart(bytes: input.bytes(upTo: 24)), at: input.int(in: 0...parts.count))
    case 1: if !parts.isEmpty { parts.remove(at: input.int(in: 0...(parts.count - 1))) }
    case 2:
      if !parts.isEmpty {
        parts[input.int(in: 0...(parts.count - 1))] = FuzzPart(bytes: input.bytes(upTo: 24))
      }
    default: break
    }
    // An overlay over the whole screen that stays for some frames and goes, as a program's
    // help does: the layers under it copied whole, then uncovered.
    if input.byte() % 4 == 0 { overlay = overlay == nil ? input.string(upTo: 12) : nil }
    if input.bool() { environment.spinnerTick += 1 }
    if input.bool() { environment.symbols = input.bool() ? .ascii : .unicode }
    environment.describesAccessibility = input.bool()
    let width = input.int(in: 0...90)
    let height = input.int(in: 0...30)
    let around = randomView(&input, depth: 2)
    // Now and then a screen that is one kept part alone, which an unchanged frame repeats.
    let screen =
      parts.count == 1 && input.bool()
      ? AnyView(parts[0].equatable())
      : input.bool()
        ? AnyView(
          VStack(spacing: 0) {
            // Identified by their bytes: a part keeps its nodes where it moves (and bytes
            // repeated are identifiers repeated).
            ForEach(parts, id: \.bytes) { part in part.equatable() }
            list
            around
          })
        // Side by side: the parts share their rows with each other and with what follows.
        : AnyView(
          HStack(spacing: 0) {
            ForEach(Array(parts.enumerated()), id: \.offset) { _, part in part.equatable() }
            around
          })
    let layers = ZStack(alignment: .topLeading) {
      screen
      if let overlay { Text(overlay).reverse() }
    }
    let kept = layers.renderFrame(
      width: width, height: height, environment: environment, memory: memory)
    let fresh = layers.renderFrame(width: width, height: height, environment: environment)
    if kept.canvas != fresh.canvas {
      violated(
        "a frame drawn with a memory has other cells:\n\(kept.canvas.plainText())\n---\n\(fresh.canvas.plainText())\n\(width)x\(height) \(environment.spinnerTick) \(parts.map(\.bytes))"
      )
    }
    if kept.canvas.ansiString(colorMode: .truecolor)
      != fresh.canvas.ansiString(colorMode: .truecolor)
    {
      violated("a frame drawn with a memory writes other bytes")
    }
    if kept.canvas.diff(from: last?.kept, colorMode: .truecolor)
      != fresh.canvas.diff(from: last?.fresh, colorMode: .truecolor)
    {
      violated("a frame drawn with a memory is sent as other bytes")
    }
    let update = layers.renderUpdate(
      width: width, height: height, environment: environment, memory: updates)
    if update.frame.canvas != fresh.canvas {
      violated(
        "a frame drawn over the last has other cells:\n\(update.frame.canvas.plainText())\n---\n\(fresh.canvas.plainText())"
      )
    }
    if update.bytes != fresh.canvas.diff(from: last?.fresh, colorMode: environment.colorMode) {
      violated("a frame drawn over the last is sent as other bytes")
    }
    if update.frame.report.regions != fresh.report.regions
      || update.frame.report.accessibilityElements != fresh.report.accessibilityElements
    {
      violated("a frame drawn over the last reports otherwise")
    }
    held = input.bool() ? update : nil
    last = (kept.canvas, fresh.canvas)
    if kept.report.regions != fresh.report.regions { violated("other regions") }
    if kept.report.findings.count != fresh.report.findings.count { violated("other findings") }
    if kept.report.lists != fresh.report.lists || kept.report.tables != fresh.report.tables {
      violated("other lists or tables reported")
    }
    let mark = calls.entries.count
    MainActor.assumeIsolated { kept.report.apply() }
    if !infinite {
      // Nothing else in this screen's reports changes a state: the frame drawn from nothing
      // is applied too, and must ask the same.
      let asked = Array(calls.entries[mark...])
      let freshMark = calls.entries.count
      MainActor.assumeIsolated { fresh.report.apply() }
      if Array(calls.entries[freshMark...]) != asked {
        violated("a report asks otherwise: \(asked) against \(calls.entries[freshMark...])")
      }
    }
    if kept.report.accessibilityElements != fresh.report.accessibilityElements {
      let (keptElements, freshElements) = (
        kept.report.accessibilityElements, fresh.report.accessibilityElements
      )
      let first =
        zip(keptElements, freshElements).enumerated().first { $0.element.0 != $0.element.1 }?
        .offset ?? min(keptElements.count, freshElements.count)
      violated(
        "another reading order from element \(first) of \(keptElements.count) and "
          + "\(freshElements.count):\n\(keptElements.dropFirst(first).prefix(3))\n---\n"
          + "\(freshElements.dropFirst(first).prefix(3))")
    }
    if kept.report.isAnimating != fresh.report.isAnimating { violated("another animating flag") }
    if kept.report.unmeasuredClusters != fresh.report.unmeasuredClusters {
      violated("other unmeasured clusters")
    }
    if kept.report.caret != fresh.report.caret
      || kept.report.selectedRow != fresh.report.selectedRow
    {
      violated("another focus")
    }
  }
  withExtendedLifetime(held) {}
}
