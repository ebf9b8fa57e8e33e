/// How the terminal draws the clusters terminals disagree on, where that differs from
/// Unicode's tables: what layout, truncation and the canvas measure with, so that they
/// agree with what the terminal shows.
///
/// Terminals disagree on emoji sequences and a few scripts: `👩🏽‍💻` takes 2 cells by Unicode,
/// 4 in kitty 0.26 and 6 in xterm 379 and alacritty 0.11; `✌🏻` 1, 2 or 3; `❤️` 1 or 2. A
/// list measured with the wrong widths pushes its border out of line. So the terminal
/// runtime asks: it draws each such cluster the frame holds where it cannot be seen, asks
/// where the cursor went, and keeps the answer in ``measuredWidths`` for the session
/// (see ``FrameReport/unmeasuredClusters``). A cluster not measured yet is measured by a
/// model — Unicode's widths, or one of two behaviours found from ``probes`` — until its
/// answer comes.
///
/// A frame drawn with a profile measures every text with it, from layout to the last cell
/// (``View/renderFrame(width:height:environment:)``); `String.displayWidth` called
/// outside a frame measures with ``standard``.
///
/// The clusters measured are those terminals are known to draw differently
/// (``isDisputed(_:)``): emoji modifier sequences, emoji with a variation selector, ZWJ
/// sequences, regional indicators and flags, tag sequences, halfwidth kana with their voiced
/// marks, and conjoining Hangul jamo. Other clusters are drawn the same everywhere.
public struct WidthProfile: Hashable, Sendable {
  /// Whether a skin-tone modifier is drawn beside its base rather than on it: the base's
  /// width plus 2 cells (`✌🏻` 3, `👍🏽` 4, `👩🏽‍💻` 4), at most 4.
  public var splitsModifierSequences: Bool
  /// Whether the emoji presentation selector (VS16) leaves a character as narrow as it is
  /// without it: `❤️` and the keycap `1️⃣` one cell rather than two.
  public var ignoresEmojiPresentation: Bool
  /// Whether a frame drawn with this profile lists, in its report, the disputed clusters it
  /// holds that have no measured width (``FrameReport/unmeasuredClusters``): on for a
  /// driver that can ask its terminal, off otherwise (it costs a little on such clusters).
  public var reportsUnmeasuredClusters: Bool
  /// The widths measured for single clusters, which win over the model.
  private var table: ClusterWidthTable

  /// The most cells one cluster may take. A terminal that reports more for a cluster is
  /// not believed (it wrapped, or answered something else), and the model's width is kept.
  public static let maximumClusterWidth = 8

  /// A profile; the defaults are Unicode's.
  public init(
    splitsModifierSequences: Bool = false, ignoresEmojiPresentation: Bool = false,
    measuredWidths: [String: Int] = [:], reportsUnmeasuredClusters: Bool = false
  ) {
    self.splitsModifierSequences = splitsModifierSequences
    self.ignoresEmojiPresentation = ignoresEmojiPresentation
    self.reportsUnmeasuredClusters = reportsUnmeasuredClusters
    table = .empty
    measure(measuredWidths)
  }

  /// Unicode's widths: every emoji sequence 2 cells.
  public static let standard = WidthProfile()

  /// The clusters a terminal is asked to draw to find its model, in order: two modifier
  /// sequences (split, they take 3 and 4 cells) and a character with VS16 (1 cell where
  /// it is ignored).
  public static let probes = ["\u{270C}\u{1F3FB}", "\u{1F44D}\u{1F3FD}", "\u{2764}\u{FE0F}"]

  /// The profile of a terminal that drew each of ``probes`` as wide as `widths` says, in
  /// order; a probe it did not report (nil) counts as Unicode's width. The answers are
  /// kept as the probes' measured widths too.
  public init(probedWidths widths: [Int?]) {
    let padded = widths + [Int?](repeating: nil, count: max(0, 3 - widths.count))
    var measured: [String: Int] = [:]
    for (probe, width) in zip(Self.probes, padded) {
      if let width { measured[probe] = width }
    }
    self.init(
      splitsModifierSequences: padded[0] == 3 && padded[1] == 4,
      ignoresEmojiPresentation: padded[2] == 1, measuredWidths: measured)
  }

  /// The widths measured for single clusters: what the terminal drew, in cells.
  public var measuredWidths: [String: Int] { table.widths }

  /// Keeps `widths` as measured: each key one disputed cluster, each width from 0 to
  /// ``maximumClusterWidth``. Anything else is left out — more than one cluster, a
  /// cluster terminals agree on, a width out of range.
  public mutating func measure(_ widths: [String: Int]) {
    var merged = table.widths
    for (cluster, width) in widths
    where (0...Self.maximumClusterWidth).contains(width) && cluster.count == 1
      && Self.isDisputed(cluster.first!)
    {
      merged[cluster] = width
    }
    guard merged != table.widths else { return }
    table = ClusterWidthTable(merged)
  }

  /// Forgets every measured width (the terminal changed how it measures).
  public mutating func forgetMeasurements() {
    table = .empty
  }

  /// The display width of `text` as a terminal with this profile draws it.
  public func displayWidth(of text: String) -> Int {
    Self.currentProfile.withValue(self) { text.displayWidth }
  }

  /// Whether terminals are known to draw `cluster` differently, so that it is worth
  /// measuring: an emoji modifier sequence, a cluster with a variation selector, a ZWJ
  /// sequence, regional indicators, a tag sequence, halfwidth kana with a voiced mark,
  /// conjoining Hangul jamo.
  public static func isDisputed(_ cluster: Character) -> Bool {
    cluster.unicodeScalars.contains { DisplayWidth.isDisputed($0.value) }
      && (cluster.unicodeScalars.count > 1
        || WidthTables.regionalIndicators.contains(cluster.unicodeScalars.first!.value))
  }

  /// Whether a disputed cluster is looked up: widths were measured, or unmeasured ones are
  /// reported. Otherwise the model's width stands, and nothing more is done.
  var measures: Bool { reportsUnmeasuredClusters || !table.widths.isEmpty }

  /// The width of the disputed cluster in `bytes` (its model says `modelled`): measured,
  /// or the model's, noting it as unmeasured when the frame asks.
  func width(ofDisputed bytes: UnsafeBufferPointer<UInt8>, modelled: Int) -> Int {
    let cluster = String(decoding: bytes, as: UTF8.self)
    if let width = table.widths[cluster] { return width }
    if reportsUnmeasuredClusters { Self.unmeasured?.note(cluster) }
    return modelled
  }

  /// The profile the frame being drawn measures with, on the thread drawing it (set for
  /// the length of a synchronous call, see ``ThreadLocal``).
  static let currentProfile = ThreadLocal(WidthProfile.standard)
  static var current: WidthProfile { currentProfile.value }
  /// Where the frame being drawn notes its unmeasured clusters, when it reports them.
  static let unmeasuredLog = ThreadLocal<UnmeasuredClusterLog?>(nil)
  static var unmeasured: UnmeasuredClusterLog? { unmeasuredLog.value }

  public static func == (lhs: WidthProfile, rhs: WidthProfile) -> Bool {
    lhs.splitsModifierSequences == rhs.splitsModifierSequences
      && lhs.ignoresEmojiPresentation == rhs.ignoresEmojiPresentation
      && lhs.reportsUnmeasuredClusters == rhs.reportsUnmeasuredClusters
      && (lhs.table === rhs.table || lhs.table.widths == rhs.table.widths)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(splitsModifierSequences)
    hasher.combine(ignoresEmojiPresentation)
    hasher.combine(reportsUnmeasuredClusters)
    hasher.combine(table.widths.count)
  }
}

/// Measured widths, shared between the copies of a profile: a frame compares its profile
/// with the last one's by identity first, so an unchanged table costs nothing to compare.
final class ClusterWidthTable: Sendable {
  let widths: [String: Int]
  init(_ widths: [String: Int]) { self.widths = widths }
  static let empty = ClusterWidthTable([:])
}

/// The disputed clusters a frame drew without a measured width, in the order first drawn.
final class UnmeasuredClusterLog: @unchecked Sendable {
  private let lock = Lock()
  private var seen: Set<String> = []
  private var ordered: [String] = []

  /// How many times a cluster was noted, each time counted, seen before or not: a part of
  /// the frame knows whether it noted any by reading this before and after it.
  private var notes = 0

  func note(_ cluster: String) {
    lock.withLock {
      notes += 1
      if seen.insert(cluster).inserted { ordered.append(cluster) }
    }
  }

  /// How many times ``note(_:)`` was called.
  var noteCount: Int { lock.withLock { notes } }

  var clusters: [String] { lock.withLock { ordered } }
}
