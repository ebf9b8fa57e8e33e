import Folio

/// The key bindings in a bordered box, one per line.
struct HelpOverlay: View {
  var bindings: [KeyBinding]
  var closeKey: KeyEvent = .character("?")

  var body: some View {
    EnvironmentReader { environment in
      self.box(symbols: environment.symbols)
    }
  }

  /// The box, its help texts as `symbols` shows them.
  private func box(symbols: SymbolSet) -> some View {
    let keyWidth = bindings.map(\.keyLabel.displayWidth).max() ?? 0
    return VStack(alignment: .leading) {
      ForEach(Array(bindings.enumerated()), id: \.offset) { _, binding in
        HStack(spacing: 2) {
          Text(binding.keyLabel).truncated().bold().frame(width: keyWidth)
          Text(symbols.adapting(binding.help))
        }
      }
      Text("")
      Text(closeKey == .escape ? "Press Esc to close" : "Press \(closeKey) or Esc to close").dim()
    }
    .padding(horizontal: 1)
    .background(.default)
    .border(.rounded, title: "Keys")
  }
}
