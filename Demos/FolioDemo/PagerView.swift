import Folio

/// The pager's screen: the lines of the current page, a status row with the page position,
/// the pagination bar and the line range, and a row for the key hint, a prompt or a message.
///
/// ```
/// line 101
/// …
/// Page 6 of 20          ‹ Previous  1 … 4 5 [6] 7 8 … 20  Next ›     lines 101–120 of 400
/// ←/→ page · g/G first/last · digits+enter go to page · / search · ? keys · q quit
/// ```
struct PagerView: View {
  /// The hint shown while browsing.
  static let hint =
    "←/→ page · g/G first/last · digits+enter go to page · / search · ? keys · q quit"
  /// The hint for terminals that cannot show Unicode symbols.
  static let asciiHint =
    "h/l page - g/G first/last - digits+enter go to page - / search - ? keys - q quit"

  var state: PagerState

  var body: some View {
    VStack(alignment: .leading) {
      page.frame(width: state.size.width, height: state.pageSize, alignment: .topLeading)
      statusRow
      bottomRow
    }
  }

  @ViewBuilder private var page: some View {
    if state.document.isEmpty {
      Text("No lines").dim().frame(
        width: state.size.width, height: state.pageSize, alignment: .center)
    } else {
      VStack(alignment: .leading) {
        ForEach(state.lineRange) { index in
          Text(state.document.highlightedLine(index, query: state.query)).truncated()
        }
      }
    }
  }

  /// The left of the status row: the typed page number while jumping, the position
  /// otherwise.
  private var positionText: String {
    if case .jumping(let digits) = state.mode { return "Go to page: \(digits)_" }
    return state.document.isEmpty ? "No lines" : PagerDocument.position(state.pages)
  }

  private func lineRangeText(ascii: Bool) -> String {
    guard !state.document.isEmpty else { return "" }
    return PagerDocument.lineRangeText(
      state.lineRange, lineCount: state.document.count, dash: ascii ? "-" : "–")
  }

  /// Position on the left, line range on the right, and the bar centred between them in
  /// whatever width is left, so it never overlaps them.
  private var statusRow: some View {
    EnvironmentReader { environment in
      statusRow(ascii: environment.symbols.isASCII)
    }
  }

  private func statusRow(ascii: Bool) -> some View {
    let width = state.size.width
    let left = positionText
    let right = lineRangeText(ascii: ascii)
    let side = min(max(left.displayWidth, right.displayWidth), max(0, (width - 2) / 2))
    let middle = max(0, width - 2 * side - 2)
    return HStack(spacing: 1) {
      Text(left).truncated().bold().frame(width: side, alignment: .leading)
      Pagination(state.pages).frame(width: middle, alignment: .center)
      Text(right).truncated().frame(width: side, alignment: .trailing)
    }
    .frame(width: width, height: 1)
  }

  @ViewBuilder private var bottomRow: some View {
    if case .searching(let query) = state.mode {
      Text("Search: \(query)_   (enter: next page containing it, esc: cancel)").truncated()
    } else if case .jumping = state.mode {
      Text("enter: go to the page · esc: cancel").truncated().dim()
    } else if let message = state.message {
      Text(message).truncated().bold()
    } else {
      EnvironmentReader { environment in
        Text(environment.symbols.isASCII ? PagerView.asciiHint : PagerView.hint).truncated().dim()
      }
    }
  }
}
