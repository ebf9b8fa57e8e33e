import Folio
import FolioTerminal

/// The review's screen: a header naming the pending version, its diff against the golden
/// (side by side when both fit, unified otherwise), and the keys.
///
/// ```
/// 2 of 3 · snapshots/Suite/test.txt · changed
/// ──────────────────────────────────────────────
///   golden             │   pending
///   ╭──────╮           │   ╭──────╮
/// - │ old  │           │ + │ new  │
/// ──────────────────────────────────────────────
/// a accept · r reject · s skip · ← back · A/R all · ? keys · q quit
/// ```
public struct ReviewScreen: View {
  let review: SnapshotReview

  /// The screen of `review`.
  public init(review: SnapshotReview) {
    self.review = review
  }

  public var body: some View {
    EnvironmentReader { environment in
      screen(environment.symbols)
    }
  }

  private func screen(_ symbols: SymbolSet) -> some View {
    GeometryReader { size in
      let layout = review.entry.map {
        DiffLayout($0.diff, isNew: $0.isNew, width: size.width)
      }
      let height = max(0, size.height - SnapshotReview.chromeRows)
      VStack(spacing: 0) {
        header(symbols).frame(height: 1)
        Divider()
        legend(layout, symbols).frame(height: 1)
        diff(layout, symbols, height: height).frame(width: size.width, height: height)
        Divider()
        keyBar(symbols).frame(height: 1)
      }
    }
  }

  /// `3 of 12 · snapshots/Suite/test.txt · changed`: the path cut in the middle when the
  /// row is short.
  private func header(_ symbols: SymbolSet) -> some View {
    let snapshot = review.snapshots[review.index]
    var state = review.entry?.isNew == true ? "new golden" : "changed"
    if review.entry?.diff.isUnchanged == true, review.entry?.isNew == false {
      state = "unchanged"
    }
    let decision = review.decisions[review.index]
    return HStack(spacing: 0) {
      Text("\(review.index + 1) of \(review.snapshots.count) \(symbols.separator) ").bold()
        .fixedSize()
      Text(snapshot.path).truncated(.middle).bold()
      Text(" \(symbols.separator) \(state)").fixedSize()
        .foregroundColor(review.entry?.isNew == true ? .green : .yellow)
      if let decision {
        Text(" \(symbols.separator) \(decision == .accepted ? "accepted" : "rejected")")
          .fixedSize().reverse()
      }
      Spacer()
    }
  }

  /// What the columns are, or what there is to compare.
  @ViewBuilder
  private func legend(_ layout: DiffLayout?, _ symbols: SymbolSet) -> some View {
    if let entry = review.entry, let layout {
      if entry.isNew {
        Text("No golden yet: accepting records this one.").dim().truncated()
      } else if entry.diff.isUnchanged {
        Text("The pending version equals the golden.").dim().truncated()
      } else if layout.isSideBySide {
        HStack(spacing: 0) {
          Text("  golden").frame(width: layout.expectedWidth + 2, alignment: .leading)
          Text(" \(symbols.verticalLine)   pending")
          Spacer()
        }
        .dim()
      } else {
        HStack(spacing: 0) {
          Text("- golden").foregroundColor(.red).fixedSize()
          Text("  ").fixedSize()
          Text("+ pending").foregroundColor(.green).fixedSize()
          Spacer()
        }
      }
    } else {
      Text("")
    }
  }

  /// The diff, scrolled to the review's row.
  @ViewBuilder
  private func diff(_ layout: DiffLayout?, _ symbols: SymbolSet, height: Int) -> some View {
    if let error = review.entry?.error {
      Text(error).foregroundColor(.red)
    } else if let layout {
      ScrollView(offset: review.top, showsScrollbar: layout.rows.count > height) {
        VStack(spacing: 0) {
          ForEach(layout.rows.indices) { index in
            row(layout.rows[index], expectedWidth: layout.expectedWidth, symbols)
          }
        }
      }
    } else {
      Spacer()
    }
  }

  @ViewBuilder
  private func row(_ row: DiffLayout.Row, expectedWidth: Int, _ symbols: SymbolSet) -> some View {
    switch row {
    case .sideBySide(let expected, let actual, let isChanged):
      HStack(spacing: 0) {
        HStack(spacing: 0) {
          Text(isChanged && expected != nil ? "- " : "  ").fixedSize()
          Text(expected ?? "").truncated()
            .frame(width: expectedWidth, alignment: .leading)
        }
        .foregroundColor(isChanged ? .red : .default)
        Text(" \(symbols.verticalLine) ").dim().fixedSize()
        HStack(spacing: 0) {
          Text(isChanged && actual != nil ? "+ " : "  ").fixedSize()
          Text(actual ?? "").truncated()
        }
        .foregroundColor(isChanged ? .green : .default)
      }
      .frame(height: 1)
    case .unified(let change, let text):
      HStack(spacing: 0) {
        Text(change == .removed ? "- " : change == .added ? "+ " : "  ").fixedSize()
        Text(text).truncated()
      }
      .foregroundColor(change == .removed ? .red : change == .added ? .green : .default)
      .frame(height: 1)
    }
  }

  /// The key bar, widest first: the first that fits is shown.
  static let keyBars = [
    [
      "a accept", "r reject", "s/→ skip", "← back", "A accept all", "R reject all",
      "? keys", "q quit",
    ],
    ["a accept", "r reject", "s skip", "← back", "A/R all", "? keys", "q quit"],
    ["a accept", "r reject", "s skip", "? keys", "q quit"],
  ]

  /// The keys, or the question asked, or what went wrong.
  @ViewBuilder
  private func keyBar(_ symbols: SymbolSet) -> some View {
    if let decision = review.confirming {
      let verb = decision == .accepted ? "Accept" : "Reject"
      let count = review.remaining
      Text("\(verb) all \(count) remaining? (y/n)").bold().truncated()
    } else if let notice = review.notice {
      Text(notice).reverse().truncated()
    } else {
      let separator = " \(symbols.separator) "
      let bars = Self.keyBars.map { symbols.adapting($0.joined(separator: separator)) }
      ViewThatFits(horizontalOnly: true) {
        Text(bars[0])
        Text(bars[1])
        Text(bars[2])
        Text(["a/r/s", "? keys", "q quit"].joined(separator: separator)).truncated()
      }
      .dim()
    }
  }
}
