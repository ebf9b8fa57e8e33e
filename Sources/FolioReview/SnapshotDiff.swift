/// The lines of a golden and its pending version, compared: the whole of both texts, each
/// line kept, removed or added, in order — a golden is reviewed whole, as a screen.
public struct SnapshotDiff: Equatable, Sendable {
  /// What became of a line.
  public enum Change: Equatable, Sendable {
    /// In both texts.
    case kept
    /// In the golden only.
    case removed
    /// In the pending version only.
    case added
  }

  /// One line of the unified diff.
  public struct Line: Equatable, Sendable {
    /// What became of it.
    public var change: Change
    /// Its text, without a line break.
    public var text: String
  }

  /// One row of the side-by-side diff: a golden line beside a pending line. A row of
  /// changed lines pairs the removed and added lines of one change in order; either side
  /// is nil where one side has more lines.
  public struct Row: Equatable, Sendable {
    /// The golden's line.
    public var expected: String?
    /// The pending version's line.
    public var actual: String?
    /// Whether the row shows a change.
    public var isChanged: Bool
  }

  /// The golden's lines (none for a new golden).
  public let expectedLines: [String]
  /// The pending version's lines.
  public let actualLines: [String]
  /// Every line of both, in the order a unified diff shows them.
  public let lines: [Line]

  /// Compares `expected` — nil when there is no golden — with `actual`. A final line
  /// break ends the last line; it does not start an empty one.
  public init(expected: String?, actual: String) {
    expectedLines = expected.map(Self.lines(of:)) ?? []
    actualLines = Self.lines(of: actual)
    let difference = actualLines.difference(from: expectedLines)
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in difference {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    var lines: [Line] = []
    var old = 0
    var new = 0
    while old < expectedLines.count || new < actualLines.count {
      if old < expectedLines.count, removed.contains(old) {
        lines.append(Line(change: .removed, text: expectedLines[old]))
        old += 1
      } else if new < actualLines.count, inserted.contains(new) {
        lines.append(Line(change: .added, text: actualLines[new]))
        new += 1
      } else {
        lines.append(Line(change: .kept, text: expectedLines[old]))
        old += 1
        new += 1
      }
    }
    self.lines = lines
  }

  /// Whether the two texts have the same lines.
  public var isUnchanged: Bool { lines.allSatisfy { $0.change == .kept } }

  /// The rows of the side-by-side diff.
  public var rows: [Row] {
    var rows: [Row] = []
    var removed: [String] = []
    var added: [String] = []
    func flush() {
      for index in 0..<max(removed.count, added.count) {
        rows.append(
          Row(
            expected: index < removed.count ? removed[index] : nil,
            actual: index < added.count ? added[index] : nil, isChanged: true))
      }
      removed = []
      added = []
    }
    for line in lines {
      switch line.change {
      case .removed: removed.append(line.text)
      case .added: added.append(line.text)
      case .kept:
        flush()
        rows.append(Row(expected: line.text, actual: line.text, isChanged: false))
      }
    }
    flush()
    return rows
  }

  /// The lines of `text`: split at line breaks, the break after the last line dropped.
  static func lines(of text: String) -> [String] {
    guard !text.isEmpty else { return [] }
    let body = text.hasSuffix("\n") ? text.dropLast() : Substring(text)
    return body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}
