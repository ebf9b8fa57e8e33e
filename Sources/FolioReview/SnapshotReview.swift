import Folio
import FolioTerminal

/// The review's state: the pending versions, which one is shown, what was decided, and
/// where the diff is scrolled. Changed by keys (``handle(_:)``); every decision is carried
/// out on disk as it is made.
public struct SnapshotReview {
  /// The pending versions, sorted by path.
  public let snapshots: [PendingSnapshot]
  /// The one shown.
  public private(set) var index = 0
  /// What was decided, by index; the rest are still pending.
  public private(set) var decisions: [Int: ReviewDecision] = [:]
  /// The first diff row shown.
  private(set) var top = 0
  /// The screen's size.
  private(set) var size = TerminalSize(width: 80, height: 24)
  /// What ``SnapshotReview/handle(_:)`` asks to confirm before doing: accepting or
  /// rejecting every remaining pending version.
  private(set) var confirming: ReviewDecision?
  /// A line for the bottom row: what went wrong, or why a key did nothing.
  private(set) var notice: String?
  /// The diffs read so far, by index: a pending version decided is gone from disk, and
  /// going back shows what it was.
  private(set) var entries: [Int: Entry] = [:]

  /// What the review shows of one pending version.
  struct Entry {
    /// The golden against the pending version.
    var diff: SnapshotDiff
    /// Whether there was no golden.
    var isNew: Bool
    /// Why the pending version could not be read, if it could not.
    var error: String?
  }

  /// The rows the screen keeps for other things than the diff: the header, the legend,
  /// two rules and the key bar.
  static let chromeRows = 5

  /// A review of `snapshots`, from the first.
  public init(snapshots: [PendingSnapshot]) {
    self.snapshots = snapshots
    load()
  }

  /// What was done so far: every pending version not accepted or rejected counts as
  /// skipped.
  public var summary: ReviewSummary {
    let accepted = decisions.values.filter { $0 == .accepted }.count
    let rejected = decisions.values.filter { $0 == .rejected }.count
    return ReviewSummary(
      accepted: accepted, rejected: rejected, skipped: snapshots.count - accepted - rejected)
  }

  /// The entry shown.
  var entry: Entry? { entries[index] }

  /// How many pending versions from the one shown on are undecided.
  var remaining: Int {
    guard index < snapshots.count else { return 0 }
    return (index..<snapshots.count).filter { decisions[$0] == nil }.count
  }

  /// The rows the diff may take.
  var diffHeight: Int { max(1, size.height - Self.chromeRows) }

  // MARK: Keys

  /// The keys, for the help (`?`) and the handler alike.
  public static let bindings = [
    KeyBinding(
      .character("a"), name: "accept", help: "accept: the pending version becomes the golden"),
    KeyBinding(.character("r"), name: "reject", help: "reject: delete the pending version"),
    KeyBinding(
      .character("s"), .right, name: "skip", help: "skip: leave it pending, show the next"),
    KeyBinding(.left, name: "back", help: "show the previous one"),
    KeyBinding(.character("A"), name: "accept all", help: "accept all remaining (asks first)"),
    KeyBinding(.character("R"), name: "reject all", help: "reject all remaining (asks first)"),
    KeyBinding(.down, .character("j"), name: "down", help: "scroll the diff down a line"),
    KeyBinding(.up, .character("k"), name: "up", help: "scroll the diff up a line"),
    KeyBinding(.pageDown, .character(" "), name: "page down", help: "scroll a screenful down"),
    KeyBinding(.pageUp, .character("b"), name: "page up", help: "scroll a screenful up"),
    KeyBinding(.home, .character("g"), name: "top", help: "the top of the diff"),
    KeyBinding(.end, .character("G"), name: "bottom", help: "the bottom of the diff"),
    KeyBinding(.character("?"), name: "help", help: "show or hide these keys"),
    KeyBinding(.character("q"), .ctrl("c"), name: "quit", help: "quit; the rest stay pending"),
  ]

  /// Changes the state for `event`, carrying out on disk what a key decides; `.quit` once
  /// the last pending version is passed, or on `q`.
  public mutating func handle(_ event: TerminalEvent) -> ApplicationAction {
    switch event {
    case .resize(let width, let height):
      size = TerminalSize(width: width, height: height)
      scroll(to: top)
      return .continue
    case .key(let key):
      notice = nil
      if let decision = confirming {
        confirming = nil
        guard key == .character("y") || key == .enter else {
          notice = "Nothing changed."
          return .continue
        }
        return decideAll(decision)
      }
      guard let binding = KeyBinding.binding(for: key, in: Self.bindings) else {
        return .continue
      }
      return perform(binding.name)
    default:
      return .continue
    }
  }

  private mutating func perform(_ command: String) -> ApplicationAction {
    switch command {
    case "accept": return decide(.accepted)
    case "reject": return decide(.rejected)
    case "skip": return next()
    case "back":
      guard index > 0 else {
        notice = "This is the first one."
        return .continue
      }
      show(index - 1)
    case "accept all", "reject all":
      guard remaining > 0 else {
        notice = "Nothing remains undecided from here on."
        return .continue
      }
      confirming = command == "accept all" ? .accepted : .rejected
    case "down": scroll(to: top + 1)
    case "up": scroll(to: top - 1)
    case "page down": scroll(to: top + diffHeight)
    case "page up": scroll(to: top - diffHeight)
    case "top": scroll(to: 0)
    case "bottom": scroll(to: Int.max / 2)
    case "quit": return .quit
    default: break
    }
    return .continue
  }

  /// Decides the one shown and shows the next, or ends after the last.
  private mutating func decide(_ decision: ReviewDecision) -> ApplicationAction {
    if let done = decisions[index] {
      notice = "Already \(done == .accepted ? "accepted" : "rejected")."
      return .continue
    }
    guard carryOut(decision, at: index) else { return .continue }
    return next()
  }

  /// Decides every undecided one from the one shown on, then ends; stops at the first
  /// that fails, showing it.
  private mutating func decideAll(_ decision: ReviewDecision) -> ApplicationAction {
    for position in index..<snapshots.count where decisions[position] == nil {
      guard carryOut(decision, at: position) else {
        show(position)
        return .continue
      }
    }
    return .quit
  }

  /// Accepts or rejects the pending version at `position` on disk; false, with a notice,
  /// when that failed.
  private mutating func carryOut(_ decision: ReviewDecision, at position: Int) -> Bool {
    let snapshot = snapshots[position]
    do {
      switch decision {
      case .accepted: try snapshot.accept()
      case .rejected: try snapshot.reject()
      }
      decisions[position] = decision
      return true
    } catch {
      let verb = decision == .accepted ? "accept" : "reject"
      notice = "Could not \(verb) \(snapshot.path): \(error)"
      return false
    }
  }

  /// Shows the next one, or ends after the last.
  private mutating func next() -> ApplicationAction {
    guard index + 1 < snapshots.count else { return .quit }
    show(index + 1)
    return .continue
  }

  private mutating func show(_ position: Int) {
    index = position
    top = 0
    load()
  }

  /// Reads the one shown, unless it was read before.
  private mutating func load() {
    guard index < snapshots.count, entries[index] == nil else { return }
    let snapshot = snapshots[index]
    let golden = snapshot.readGolden()
    do {
      let pending = try snapshot.readPending()
      entries[index] = Entry(
        diff: SnapshotDiff(expected: golden, actual: pending), isNew: golden == nil)
    } catch {
      entries[index] = Entry(
        diff: SnapshotDiff(expected: golden, actual: ""), isNew: golden == nil,
        error: "Could not read \(snapshot.pending.path): \(error)")
    }
  }

  /// Scrolls the diff to `row`, kept where a screenful of rows still shows.
  private mutating func scroll(to row: Int) {
    guard let entry else { return }
    let rows = DiffLayout(entry.diff, isNew: entry.isNew, width: size.width).rows.count
    top = max(0, min(row, rows - diffHeight))
  }
}
