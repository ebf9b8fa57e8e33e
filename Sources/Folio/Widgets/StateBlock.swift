/// The layout shared by the empty and error state views: a title, a message and a hint
/// line, aligned together across the whole width offered.
///
/// Given room, it shows
///
/// ```
///        No stories yet
///  Stories you save appear here.
///
///      Press r to refresh
/// ```
///
/// With fewer rows than that, the blank row goes first; then the message gets what the
/// title and hint leave (its last row ends with an ellipsis); below three rows, parts are
/// dropped in the order message, hint, title, so one row shows the title.
struct StateBlock: View {
  var title: StyledText
  var message: StyledText
  var hint: StyledText
  var alignment: HorizontalAlignment

  private enum Part: Int, CaseIterable {
    case title, message, hint
  }

  /// The parts that have text, in priority order: what to keep when rows are short.
  private var partsByPriority: [Part] {
    [.title, .hint, .message].filter { !text(of: $0).isEmpty }
  }

  private func text(of part: Part) -> StyledText {
    switch part {
    case .title: return title
    case .message: return message
    case .hint: return hint
    }
  }

  var body: some View {
    GeometryReader { size in
      // A height of 0 is what an ideal-size question gives: show everything.
      if size.height == 0 {
        self.fitted(self.column(Part.allCases, spaced: true), width: size.width)
      } else {
        ViewThatFits {
          self.fitted(self.column(Part.allCases, spaced: true), width: size.width)
          self.fitted(self.column(Part.allCases, spaced: false), width: size.width)
          self.fitted(
            self.column(Array(self.partsByPriority.prefix(size.height)), spaced: false),
            width: size.width)
        }
      }
    }
  }

  /// `content` filling `width` with the block's alignment, so that its ideal height is
  /// the height at that width; a width of 0 (unknown) leaves the content's own width.
  @ViewBuilder
  private func fitted(_ content: some View, width: Int) -> some View {
    if width > 0 {
      content.frame(width: width, alignment: Alignment(horizontal: alignment, vertical: .top))
    } else {
      content
    }
  }

  /// The given parts that have text, in reading order, the hint after a blank row if
  /// `spaced`.
  private func column(_ parts: [Part], spaced: Bool) -> some View {
    let shown = Part.allCases.filter { parts.contains($0) && !text(of: $0).isEmpty }
    let gapBeforeHint = spaced && shown.count > 1 && shown.last == .hint
    return VStack(alignment: alignment) {
      ForEach(shown, id: \.self) { part in
        // Each part fills the width, so that every line is aligned in the whole width
        // rather than in the widest part (which would centre short lines off by one).
        Text(self.text(of: part))
          .multilineTextAlignment(self.alignment)
          .frame(maxWidth: .max, alignment: Alignment(horizontal: self.alignment, vertical: .top))
          .padding(EdgeInsets(top: part == .hint && gapBeforeHint ? 1 : 0))
      }
    }
    // The block chooses which parts go when rows are short: it shows no cut mark.
    .unmarkedCut()
  }
}
