import Folio

/// The questions a driver asks a terminal after its first frame — which modes it offers,
/// what colour its background is, how wide it draws the clusters terminals disagree on,
/// and, inline, where the region is — and what the answers change.
///
/// A value the driver keeps: it says what to write and what changed, and the driver
/// writes, arms the time-out and redraws. Every round ends with the device attributes,
/// which every terminal answers; a round whose answers never come ends at its time-out —
/// but its answers are still awaited, however late, until its device attributes arrive,
/// so a late answer (`ESC[1;5R` looks like Ctrl-F3) is never taken for a key, and never
/// for an answer of a later round. One round is asked at a time: a question asked
/// meanwhile waits until the answers in flight are all in.
///
/// ```swift
/// var conversation = TerminalConversation(inline: false, variables: ["TERM": "xterm"])
/// let first = conversation.ask(capabilities: true)   // bytes to write, a round to time
/// let next = conversation.receive(.mode(2026, .reset))  // synchronizes: true
/// ```
public struct TerminalConversation: Sendable {
  /// What a step of the conversation asks of the driver.
  public struct Outcome: Sendable, Equatable {
    /// Bytes to write to the terminal now.
    public var bytes: [UInt8] = []
    /// A round began: end it with ``TerminalConversation/timeOut(round:)`` after
    /// ``TerminalConversation/timeout`` unless its answers came.
    public var startedRound: Int?
    /// Whether replies are awaited now: the input reader takes them as reports, not keys.
    public var awaitsReplies: Bool?
    /// Whether to wrap frames in synchronized updates.
    public var synchronizes: Bool?
    /// Whether the background is light (choose the light theme).
    public var lightBackground: Bool?
    /// The terminal speaks the kitty keyboard protocol: turn it on
    /// (``TerminalSession/enableKeyboardProtocol()``).
    public var speaksKeyboardProtocol: Bool?
    /// The terminal said it shows direct colour, and the environment left the colour depth
    /// open: draw in direct colour (where the environment gave 16 or 256 colours).
    public var showsDirectColor: Bool?

    /// The colour mode to draw in now, when the answers change `current`: direct colour
    /// where the terminal said it shows it and the environment gave 16 or 256 colours.
    public func colorMode(replacing current: ColorMode) -> ColorMode? {
      guard showsDirectColor == true, current == .ansi16 || current == .ansi256 else {
        return nil
      }
      return .truecolor
    }
    /// Inline: the screen row of the region's top.
    public var regionTop: Int?
    /// The widths the terminal draws, when an answer changed them: draw with them.
    public var widthProfile: WidthProfile?
    /// The probes wrote over the first row of the screen (of the region, inline): draw
    /// everything again.
    public var repaints = false
    /// What turns off, on every way out, the modes turned on so far.
    public var modesToReset: [UInt8]?

    public init() {}

    mutating func merge(_ other: Outcome) {
      bytes += other.bytes
      startedRound = other.startedRound ?? startedRound
      awaitsReplies = other.awaitsReplies ?? awaitsReplies
      widthProfile = other.widthProfile ?? widthProfile
      repaints = repaints || other.repaints
    }
  }

  /// How long a round's answers may take (a terminal over a slow link answers late); a
  /// terminal that answers none is given up on after it.
  public static var timeout: Duration { TerminalQueries.timeout }

  /// Whether the program draws inline, so the region's position is asked.
  public let isInline: Bool
  /// The environment variables: inside a multiplexer, only the widths are asked.
  public let variables: [String: String]
  /// Whether a round's answers are awaited: they change what is drawn.
  public private(set) var isAwaitingReplies = false
  /// Whether answers may still come: a round's device attributes have not arrived, even
  /// after its time-out. The input reader then takes answers as reports, not keys.
  public private(set) var hasRepliesOutstanding = false
  /// The number of the latest round.
  public private(set) var round = 0
  /// Whether grapheme cluster mode (2027) was turned on, to turn on again after a stop.
  public private(set) var turnedOnGraphemeClusters = false
  /// The widths measured so far, with the model the first probes found: what frames are
  /// drawn with. It reports the clusters it has no width for, which ``measure(_:)`` asks.
  public private(set) var widthProfile = WidthProfile(reportsUnmeasuredClusters: true)

  /// What the cursor position reports still to come answer, in order.
  private var cursorReports: [TerminalQueries.CursorReport] = []
  /// The clusters drawn in the round in flight, in order, and what each answered.
  private var probed: [String] = []
  private var probedWidths: [Int?] = []
  /// Inline: the row the probes are drawn on, from the round's region answer.
  private var probeRow: Int?
  /// Whether the round in flight asks ``WidthProfile/probes`` to find the model.
  private var probesModel = false
  /// Clusters to measure, in the order first drawn, not yet asked.
  private var pendingClusters: [String] = []
  /// Every cluster asked this session (answered or not): none is asked twice.
  private var askedClusters: Set<String> = []
  /// Grapheme cluster mode came on during the round: its widths are measured again.
  private var remeasures = false
  /// Whether the first questions were asked: clusters wait for them, so that the first
  /// round asks everything at once.
  private var hasAsked = false
  /// Inline: the region moved while answers were awaited; asked once they are in.
  private var regionQueryNeeded = false
  /// Grapheme cluster mode came on: the widths are probed again once the round is over.
  private var probesNeeded = false

  /// A conversation not begun.
  public init(inline: Bool, variables: [String: String]) {
    isInline = inline
    self.variables = variables
  }

  /// Asks, after a frame: `capabilities` (modes, background), the model's `probes` (by
  /// default with the capabilities), the clusters waiting to be measured and, inline,
  /// where the region is. While a round is in flight only what to ask is remembered, to ask
  /// once it is over.
  public mutating func ask(capabilities: Bool, probes: Bool? = nil) -> Outcome {
    hasAsked = true
    guard !hasRepliesOutstanding else {
      regionQueryNeeded = isInline
      probesNeeded = probesNeeded || (probes ?? capabilities)
      return Outcome()
    }
    var clusters: [String] = []
    probesModel = probes ?? capabilities
    if probesModel {
      clusters = WidthProfile.probes
      askedClusters.formUnion(clusters)
      pendingClusters.removeAll { WidthProfile.probes.contains($0) }
    }
    let room = max(0, TerminalQueries.maximumProbesPerRound - clusters.count)
    clusters += pendingClusters.prefix(room)
    pendingClusters.removeFirst(min(room, pendingClusters.count))
    let plan = TerminalQueries.plan(
      capabilities: capabilities, inline: isInline, probes: clusters, environment: variables)
    guard !plan.bytes.isEmpty else { return Outcome() }
    isAwaitingReplies = true
    hasRepliesOutstanding = true
    cursorReports = plan.cursorReports
    probed = clusters
    probedWidths = [Int?](repeating: nil, count: clusters.count)
    probeRow = isInline ? nil : 0
    round += 1
    var outcome = Outcome()
    outcome.bytes = plan.bytes
    outcome.startedRound = round
    outcome.awaitsReplies = true
    return outcome
  }

  /// Takes the clusters a frame drew without a measured width
  /// (`FrameReport.unmeasuredClusters`) and asks the terminal to draw each, concealed,
  /// once a session: at most 16 a round, the rest in the rounds after. A cluster that is
  /// not one terminals disagree on, or holds a control character, is never written.
  public mutating func measure(_ clusters: [String]) -> Outcome {
    for cluster in clusters
    where !askedClusters.contains(cluster) && TerminalQueries.mayProbe(cluster) {
      askedClusters.insert(cluster)
      pendingClusters.append(cluster)
    }
    guard hasAsked, !hasRepliesOutstanding, !pendingClusters.isEmpty else { return Outcome() }
    return ask(capabilities: false, probes: false)
  }

  /// Inline, after a resize or a resume: asks where the region is now.
  public mutating func relocate() -> Outcome {
    ask(capabilities: false, probes: false)
  }

  /// Takes an answer.
  public mutating func receive(_ report: TerminalReport) -> Outcome {
    var outcome = Outcome()
    switch report {
    case .mode(TerminalQueries.synchronizedOutput, let mode):
      outcome.synchronizes = mode.isSupported
    case .mode(TerminalQueries.graphemeClusters, .reset):
      // Offered and off: on, and every width measured again as the terminal now measures.
      outcome.bytes = TerminalQueries.graphemeClustersOn
      outcome.modesToReset = TerminalQueries.graphemeClustersOff
      turnedOnGraphemeClusters = true
      probesNeeded = true
      remeasures = true
    case .background:
      outcome.lightBackground = report.isLightBackground == true
    case .keyboardFlags:
      outcome.speaksKeyboardProtocol = true
    case .directColor(true):
      if TerminalQueries.asksColorDepth(variables) { outcome.showsDirectColor = true }
    case .cursorPosition(let row, let column):
      guard !cursorReports.isEmpty else { break }
      switch cursorReports.removeFirst() {
      case .region:
        outcome.regionTop = row
        probeRow = row
      case .probe(let index):
        // Drawn from the first column: where the cursor went is the width, unless it
        // left the row (the cluster wrapped) or went past the cap.
        if row == probeRow, column <= WidthProfile.maximumClusterWidth {
          probedWidths[index] = column
        }
      }
    case .deviceAttributes:
      guard hasRepliesOutstanding else { break }
      hasRepliesOutstanding = false
      if isAwaitingReplies {
        outcome = endRound()
      } else {
        // The last answer of a round that timed out: no more are coming.
        outcome.awaitsReplies = false
        outcome.merge(askDeferred())
      }
    default:
      break
    }
    return outcome
  }

  /// The time for round `round`'s answers is over: the round ends with what came, unless
  /// a newer round began meanwhile.
  public mutating func timeOut(round: Int) -> Outcome {
    guard isAwaitingReplies, round == self.round else { return Outcome() }
    return endRound()
  }

  /// Whether a question waits for the answers in flight.
  public var hasDeferredQuestions: Bool {
    probesNeeded || regionQueryNeeded || !pendingClusters.isEmpty
  }

  /// What to write after the program is continued from a stop: the modes turned on,
  /// which the stop turned off.
  public var resumeBytes: [UInt8] {
    turnedOnGraphemeClusters ? TerminalQueries.graphemeClustersOn : []
  }

  /// Ends the round: what its answers said is applied. While its device attributes are
  /// still to come (a time-out), answers stay awaited and questions wait.
  private mutating func endRound() -> Outcome {
    var outcome = Outcome()
    isAwaitingReplies = false
    cursorReports = []
    if !probed.isEmpty {
      outcome.repaints = true
      if remeasures {
        // Measured before grapheme cluster mode came on: everything is asked again.
        remeasures = false
        pendingClusters = probed.filter { !WidthProfile.probes.contains($0) } + pendingClusters
        pendingClusters += askedClusters.filter {
          !pendingClusters.contains($0) && !WidthProfile.probes.contains($0)
        }.sorted()
        askedClusters = Set(pendingClusters)
        var profile = widthProfile
        profile.forgetMeasurements()
        setProfile(profile, in: &outcome)
      } else {
        var profile = widthProfile
        if probesModel {
          let model = WidthProfile(probedWidths: Array(probedWidths.prefix(3)))
          profile.splitsModifierSequences = model.splitsModifierSequences
          profile.ignoresEmojiPresentation = model.ignoresEmojiPresentation
        }
        var measured: [String: Int] = [:]
        for (cluster, width) in zip(probed, probedWidths) {
          if let width { measured[cluster] = width }
        }
        profile.measure(measured)
        setProfile(profile, in: &outcome)
      }
      probed = []
      probedWidths = []
      probesModel = false
    }
    guard !hasRepliesOutstanding else { return outcome }
    outcome.awaitsReplies = false
    outcome.merge(askDeferred())
    return outcome
  }

  /// Keeps `profile`, and says so when it differs from the one frames are drawn with.
  private mutating func setProfile(_ profile: WidthProfile, in outcome: inout Outcome) {
    guard profile != widthProfile else { return }
    widthProfile = profile
    outcome.widthProfile = profile
  }

  /// Asks the questions that waited for the answers in flight.
  private mutating func askDeferred() -> Outcome {
    guard hasDeferredQuestions else { return Outcome() }
    let probes = probesNeeded
    probesNeeded = false
    regionQueryNeeded = false
    return ask(capabilities: false, probes: probes)
  }
}
