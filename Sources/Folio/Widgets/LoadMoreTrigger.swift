/// Decides when a list asks for its next page, remembering across frames what it already
/// asked for: one request per page, however many frames show the footer.
///
/// Views are values drawn anew each frame, so "the footer came into view" cannot live in
/// ``LoadMoreFooter``. Keep a trigger next to the list's other state (selection, scroll
/// offset) and tell it what each frame shows:
///
/// ```swift
/// var trigger = LoadMoreTrigger(mode: .both)
///
/// // Every frame, after deciding which rows are in the visible window:
/// let phase = model.footerPhase                     // a LoadMoreFooter.Phase
/// if footerIsInVisibleWindow {
///   if trigger.footerAppeared(phase: phase, loadedCount: model.items.count) {
///     model.loadMore()
///   }
/// } else {
///   trigger.observe(phase: phase, loadedCount: model.items.count)
/// }
///
/// // When the user presses the key bound to the footer's action:
/// if trigger.requestLoad(phase: phase, loadedCount: model.items.count) {
///   model.loadMore()                                // or tryAgain(), after a failure
/// }
/// // (or `trigger.requestLoad()`, which uses the phase of the last frame)
/// ```
///
/// **When it asks.** ``LoadMoreFooter/TriggerMode/automatic`` and
/// ``LoadMoreFooter/TriggerMode/both`` ask when the footer appears in the idle phase;
/// ``LoadMoreFooter/TriggerMode/manual`` never does. ``requestLoad(phase:loadedCount:)``
/// asks in the idle and failed phases in manual mode, in both of them in both mode, and
/// never in automatic mode. Nothing asks while loading or when finished.
///
/// **Once per page.** A request is remembered with the phase and count it was made in, and
/// nothing more is asked until the trigger sees a different phase or count: the page
/// loading, failing, or arriving. So a footer that stays on screen while the app has not
/// yet started loading asks once, and the next idle phase — after the page loaded — asks
/// again. `loadedCount` (items or pages loaded so far) lets the trigger notice a page that
/// loaded while the footer was off screen and never drawn as loading; pass the same kind of
/// count every time, or `nil` every time and call ``observe(phase:loadedCount:)`` on frames
/// where the footer is not drawn. A different failure message counts as a new failure.
public struct LoadMoreTrigger: Hashable, Sendable {
  /// How the next page is asked for.
  public var mode: LoadMoreFooter.TriggerMode
  /// The phase and count of the last request, until the trigger sees something else.
  private var lastRequest: Observation?
  /// The phase and count the trigger was last told about.
  private var lastSeen: Observation?

  private struct Observation: Hashable, Sendable {
    var phase: LoadMoreFooter.Phase
    var loadedCount: Int?
  }

  /// A trigger that has asked for nothing yet.
  public init(mode: LoadMoreFooter.TriggerMode = .automatic) {
    self.mode = mode
  }

  /// Whether a request is outstanding: asked for, and the trigger has seen no change since.
  public var isWaiting: Bool { lastRequest != nil }

  /// Call when the footer is drawn in the visible window; returns `true` exactly when the
  /// app should ask for the next page now.
  ///
  /// `true` only in automatic and both modes, in the idle phase, and once per idle phase
  /// (see the type's discussion).
  public mutating func footerAppeared(phase: LoadMoreFooter.Phase, loadedCount: Int? = nil)
    -> Bool
  {
    observe(phase: phase, loadedCount: loadedCount)
    guard mode != .manual, phase == .idle else { return false }
    return request(Observation(phase: phase, loadedCount: loadedCount))
  }

  /// Call when the user invokes the footer's action (the key bound to "Load more" or "Try
  /// again"); returns `true` exactly when the app should ask for the next page now.
  ///
  /// `true` in manual and both modes, in the idle or failed phase, once per phase.
  public mutating func requestLoad(phase: LoadMoreFooter.Phase, loadedCount: Int? = nil)
    -> Bool
  {
    observe(phase: phase, loadedCount: loadedCount)
    switch (mode, phase) {
    case (.manual, .idle), (.manual, .failed), (.both, .idle), (.both, .failed):
      return request(Observation(phase: phase, loadedCount: loadedCount))
    case (.automatic, _), (_, .loading), (_, .finished):
      return false
    }
  }

  /// ``requestLoad(phase:loadedCount:)`` for the phase and count the trigger was last told
  /// about (by ``footerAppeared(phase:loadedCount:)``, ``observe(phase:loadedCount:)`` or a
  /// request); `false` when it was told nothing yet.
  ///
  /// Convenient in a key handler that does not have the phase at hand; it is only as fresh
  /// as the last frame.
  public mutating func requestLoad() -> Bool {
    guard let lastSeen else { return false }
    return requestLoad(phase: lastSeen.phase, loadedCount: lastSeen.loadedCount)
  }

  /// Tells the trigger the current phase without the footer being drawn, so that a page
  /// that starts and finishes loading between two visible frames still re-arms it.
  public mutating func observe(phase: LoadMoreFooter.Phase, loadedCount: Int? = nil) {
    let seen = Observation(phase: phase, loadedCount: loadedCount)
    lastSeen = seen
    if let lastRequest, lastRequest != seen {
      self.lastRequest = nil
    }
  }

  /// Forgets any request and the phase last seen, for example after the list was reloaded
  /// from its first page.
  public mutating func reset() {
    lastRequest = nil
    lastSeen = nil
  }

  /// Records a request for `observation` unless one is already outstanding for it.
  private mutating func request(_ observation: Observation) -> Bool {
    guard lastRequest != observation else { return false }
    lastRequest = observation
    return true
  }
}
