import Folio

/// The key bindings in a bordered box, one per line. When they do not all fit in the
/// height given, the box shows as many as fit from `offset`, says which, and ↑/↓ (or the
/// mouse wheel) scroll them.
struct HelpOverlay: View {
  var bindings: [KeyBinding]
  var closeKey: KeyEvent = .character("?")
  /// The first binding shown when they do not all fit.
  var offset = 0
  /// The rows the box may take; nil for as many as it needs.
  var height: Int?

  /// The rows the box takes besides its bindings: the border's two and the two closing
  /// lines (a blank or the scroll line, then how to close).
  static let chromeRows = 4

  /// How many bindings show at a time in `height` rows: all when they fit, else at least 1.
  static func visibleCount(of count: Int, height: Int?) -> Int {
    guard let height else { return count }
    return min(count, max(1, height - chromeRows))
  }

  /// The first binding shown from `offset`, so the last page is full.
  static func clampedOffset(_ offset: Int, count: Int, height: Int?) -> Int {
    max(0, min(offset, count - visibleCount(of: count, height: height)))
  }

  var body: some View {
    EnvironmentReader { environment in
      self.box(symbols: environment.symbols)
    }
  }

  /// The box, its help texts as `symbols` shows them.
  private func box(symbols: SymbolSet) -> some View {
    let keyWidth = bindings.map(\.keyLabel.displayWidth).max() ?? 0
    let shownCount = Self.visibleCount(of: bindings.count, height: height)
    let first = Self.clampedOffset(offset, count: bindings.count, height: height)
    let shown = Array(bindings.enumerated())[first..<first + shownCount]
    let scrolls = shownCount < bindings.count
    let range =
      "\(NumberFormatting.format(first + 1))–\(NumberFormatting.format(first + shownCount))"
    return VStack(alignment: .leading) {
      ForEach(Array(shown), id: \.offset) { _, binding in
        HStack(spacing: 2) {
          Text(binding.keyLabel).truncated().bold().frame(width: keyWidth)
          Text(symbols.adapting(binding.help)).truncated()
        }
      }
      if scrolls {
        Text(
          symbols.adapting(
            "\(range) of \(NumberFormatting.format(bindings.count)) · ↑↓ for more")
        ).truncated().dim()
      } else {
        Text("")
      }
      Text(closeKey == .escape ? "Press Esc to close" : "Press \(closeKey) or Esc to close")
        .truncated().dim()
    }
    .padding(horizontal: 1)
    .background(.default)
    .border(.rounded, title: "Keys")
  }
}
