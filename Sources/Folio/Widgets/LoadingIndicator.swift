/// A spinner with a label: `⠹ Loading…`.
///
/// ```swift
/// LoadingIndicator()                                 // ⠋ Loading…
/// LoadingIndicator("Fetching page 3", style: .line)  // | Fetching page 3
/// ```
///
/// The frame shown is `spinnerTick % frames.count` of ``EnvironmentValues/spinnerTick``:
/// the runtime advances the tick between frames, and a test fixes it, so a snapshot always
/// shows the same frame. Styles made of Braille patterns fall back to ``SpinnerStyle/line``
/// with the ASCII symbol set.
///
/// The spinner is drawn in the theme's accent style. The label defaults to
/// ``StateLabels/loading``; when it is wider than the space offered it wraps beside the
/// spinner, its later lines under its first letter, and given too few rows it ends with an
/// ellipsis. The indicator fills the width offered and sits in it by `alignment`.
public struct LoadingIndicator: View, Hashable, Sendable {
  /// The animation a loading indicator draws.
  public enum SpinnerStyle: Hashable, Sendable, CaseIterable {
    /// A dot circling in a Braille cell: `⠋ ⠙ ⠹ ⠸ ⠼ ⠴ ⠦ ⠧ ⠇ ⠏`.
    case dots
    /// A turning line: `| / - \`.
    case line
    /// A gap circling in a full Braille cell: `⣾ ⣽ ⣻ ⢿ ⡿ ⣟ ⣯ ⣷`.
    case braille
    /// Dots filling up towards the label: `  .`, ` ..`, `...` (always three cells wide, so
    /// the label never moves).
    case simpleDots

    /// The frames of this style with `symbols`: the ASCII set replaces Braille styles
    /// by ``line``.
    public func frames(for symbols: SymbolSet) -> [String] {
      switch self {
      case .dots where !symbols.isASCII:
        return ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
      case .braille where !symbols.isASCII:
        return ["⣾", "⣽", "⣻", "⢿", "⡿", "⣟", "⣯", "⣷"]
      case .simpleDots:
        return ["  .", " ..", "..."]
      case .line, .dots, .braille:
        return ["|", "/", "-", "\\"]
      }
    }

    /// The frame shown at `tick`: frame `tick % frames.count`, counting negative ticks
    /// backwards so every tick has a frame.
    public func frame(tick: Int, symbols: SymbolSet) -> String {
      let frames = frames(for: symbols)
      let count = frames.count
      return frames[((tick % count) + count) % count]
    }
  }

  /// The text beside the spinner; `nil` shows ``StateLabels/loading``, `""` none.
  public var label: String?
  /// The animation.
  public var style: SpinnerStyle
  /// Where the indicator sits in the width offered.
  public var alignment: HorizontalAlignment

  /// A spinner in `style` beside `label` (by default the environment's loading label).
  public init(
    _ label: String? = nil, style: SpinnerStyle = .dots, alignment: HorizontalAlignment = .center
  ) {
    self.label = label
    self.style = style
    self.alignment = alignment
  }

  /// The widget's content, composed from Folio's views.
  public var body: some View {
    EnvironmentReader { environment in
      let label = self.label ?? environment.stateLabels.adapted(to: environment.symbols).loading
      HStack {
        Text(self.style.frame(tick: environment.spinnerTick, symbols: environment.symbols))
          .truncated()
          .style(environment.theme.accent)
          .accessibilityHidden()
        if !label.isEmpty {
          Text(label)
        }
      }
      .frame(maxWidth: .max, alignment: Alignment(horizontal: self.alignment, vertical: .top))
    }
    .animating()
    .accessibilityRole(.status)
  }
}
