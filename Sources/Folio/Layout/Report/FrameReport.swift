/// What a frame found out while it was drawn, returned beside its canvas.
///
/// Drawing never changes anything: a list does not record its scroll offset, a footer does
/// not start a load, a spinner does not flag itself, while the frame is drawn. Instead each
/// says what it found in the report, and whoever owns the frame acts on it afterwards: the
/// terminal runtime calls ``apply()`` after writing the frame, and a mouse click is matched
/// against ``regions``. Drawing the same view twice gives the same canvas and the same
/// report.
///
/// ```swift
/// let frame = screen.renderFrame(width: 80, height: 24)
/// write(frame.canvas)
/// frame.report.apply()                          // remember scrolling, ask for pages
/// frame.report.target(atX: 12, y: 22)           // .page(5): what a click there hits
/// ```
public struct FrameReport: Sendable {
  /// Whether something on screen animates (a spinner): the runtime then redraws on ticks.
  public var isAnimating = false { didSet { settingWrites &+= 1 } }
  /// Whether a list drew the place of content still loading (its first page): output
  /// that gets one frame only — a pipe, `TERM=dumb` — waits for the content first.
  public var isWaitingForContent = false { didSet { settingWrites &+= 1 } }
  /// Whether a focused ``TextField`` is on screen: typed keys are text then, so the
  /// runtime gives the keys it would otherwise act on (`?` for help) to the program.
  public var isTakingText = false { didSet { settingWrites &+= 1 } }
  /// The places a pointer can act on, in the order they were drawn: later ones are on top.
  public private(set) var regions: [HitRegion] = []
  /// What views found, in the order they were drawn: what each list showed (see
  /// ``lists``), and findings of your own views.
  public private(set) var findings: [any FrameFinding] = []

  /// What the frame's views said they are, in reading order, when it was drawn describing
  /// them (see ``RenderContext/describesAccessibility``); empty otherwise.
  public internal(set) var accessibilityElements: [AccessibilityElement] = []

  /// The clusters terminals draw differently that the frame drew without a measured
  /// width, in the order first drawn, when its profile asks for them
  /// (``WidthProfile/reportsUnmeasuredClusters``): what the driver should ask the terminal
  /// to measure (see ``WidthProfile``). Empty otherwise.
  public internal(set) var unmeasuredClusters: [String] = []

  /// Where a focused ``TextField``'s cursor is: the cell a braille display or a magnifier
  /// should follow.
  public var caret: Rect? { didSet { settingWrites &+= 1 } }
  /// Where the selected row of the last list drawn is: its first cell.
  public var selectedRow: Rect? { didSet { settingWrites &+= 1 } }
  /// Where the focus is, for assistive tools that follow the terminal's cursor: the text
  /// cursor, else the selected row.
  public var focus: Rect? { caret ?? selectedRow }
  /// How many times the settings above (``isAnimating`` to ``selectedRow``) were written:
  /// a part of a frame copied from the last (see `DrawnPart`) that wrote none of them
  /// neither depends on nor changes them.
  var settingWrites = 0

  /// A report of nothing.
  public init() {}

  /// The target drawn topmost at column `x`, row `y`, if any.
  public func target(atX x: Int, y: Int) -> HitTarget? {
    regions.last { $0.rect.contains(x: x, y: y) }?.target
  }

  /// Records that `target` occupies `rect`.
  public mutating func addRegion(_ target: consuming HitTarget, rect: Rect) {
    guard !rect.isEmpty else { return }
    // A screen holds a few dozen targets: room for them at once, not by doubling.
    if regions.capacity == 0 { regions.reserveCapacity(64) }
    // Moved into the report, not copied: a target may hold a column's ID.
    regions.append(HitRegion(target: target, rect: rect))
  }

  /// Records what a view found.
  public mutating func add(_ finding: some FrameFinding) {
    findings.append(finding)
  }

  /// Adds what a part of an earlier frame added to its report, drawing the same: its
  /// regions and findings, in their order.
  mutating func replay(
    regions kept: ArraySlice<HitRegion>, findings keptFindings: ArraySlice<any FrameFinding>
  ) {
    // A report with nothing yet takes a part that was the whole of its frame's report —
    // a kept page under a header that adds none — as that report's own arrays, shared
    // until one of the two reports adds to them, rather than copied element by element.
    if regions.isEmpty {
      regions = Array(kept)
    } else {
      regions.append(contentsOf: kept)
    }
    if findings.isEmpty {
      findings = Array(keptFindings)
    } else {
      findings.append(contentsOf: keptFindings)
    }
  }

  /// The findings of one kind, in the order they were drawn.
  public func findings<Finding: FrameFinding>(of kind: Finding.Type) -> [Finding] {
    findings.compactMap { $0 as? Finding }
  }

  /// Acts on what the frame found, in drawing order: for example, each list's scroll state
  /// remembers its offset and the rows it showed, and a list whose load-more footer came
  /// into view asks for its next page (once per page, as its ``LoadMoreTrigger`` decides).
  @MainActor
  public func apply() {
    for finding in findings { finding.apply() }
  }
}
