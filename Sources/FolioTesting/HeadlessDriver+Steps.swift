import Folio
import FolioTerminal

extension HeadlessDriver {
  /// What the driver keeps for the program taking input.
  struct Attached {
    let program: any ProgramCore
    let options: TerminalSession.Options
    var encoder: FrameEncoder
    var conversation: TerminalConversation
    /// When the next tick is due.
    var nextTick: ManualClock.Instant
    /// Whether the program's clock runs: while it wants ticks, as on a terminal.
    var isTicking = true
    /// When the program started, from which its ticks count.
    var startedAt = ManualClock.Instant(offset: .zero)
    /// When the answers of each round in flight are given up on.
    var roundDeadlines: [(round: Int, deadline: ManualClock.Instant)] = []
    /// Resumes the program's task once the application ends.
    var ending: Ending?
    /// Stopped by Ctrl-Z, until ``HeadlessDriver/resume()``.
    var isSuspended = false
    /// The height of the last frame, for an inline region's exit.
    var height = 0
    /// What turns off the modes the terminal's answers turned on.
    var modesToReset: [UInt8] = []
    /// The kitty keyboard protocol's flags, once pushed.
    var keyboardFlags: Int?

    /// What pops the keyboard protocol on the way out, when it was pushed.
    var keyboardPop: [UInt8] { keyboardFlags == nil ? [] : TerminalSession.keyboardProtocolPop }

    @MainActor
    init(program: any ProgramCore, environment: EnvironmentValues, variables: [String: String]) {
      self.program = program
      options = program.screen.sessionOptions(
        reportsMouse: program.reportsMouse, reportsFocus: program.reportsFocus,
        reportsInBandResize: program.reportsInBandResize,
        reportsKeyReleases: program.reportsKeyReleases)
      let inline = program.screen != .fullScreen
      encoder = FrameEncoder(
        addressing: inline ? .cursor : .screen, colorMode: environment.colorMode)
      encoder.showsFocus =
        program.showsFocusCursor || AccessibleDriver.isOn(variables["FOLIO_FOCUS_CURSOR"])
      conversation = TerminalConversation(inline: inline, variables: variables)
      nextTick = ManualClock.Instant(offset: .zero)
    }
  }

  /// How the task that runs an application is resumed when it ends.
  struct Ending {
    let resumption: WorkTracker.Resumption
    let continuation: CheckedContinuation<Void, Never>
  }

  // MARK: Input

  /// Presses `keys`, one step each.
  public func press(_ keys: KeyEvent...) async throws {
    for key in keys {
      try await step("press \(key)") { try deliver(.key(key)) }
    }
  }

  /// Types `text` a character at a time, with no time passing between the keys, in one
  /// step.
  public func type(_ text: String) async throws {
    try await step("type \"\(text)\"") {
      for character in text {
        try deliver(.key(.character(character)))
        try await settle(drawing: true)
      }
    }
  }

  /// Pastes `text` in one go (a bracketed paste).
  public func paste(_ text: String) async throws {
    try await step("paste \(text.utf8.count) bytes") { try deliver(.paste(text)) }
  }

  /// Clicks `button` at column `x`, row `y` of the frame (from 0): a press and a release.
  public func click(x: Int, y: Int, button: MouseEvent.Button = .left) async throws {
    try await step("click at \(x),\(y)") {
      try deliver(.mouse(MouseEvent(.press(button), x: x, y: y)))
      try deliver(.mouse(MouseEvent(.release, x: x, y: y)))
    }
  }

  /// Clicks the region of the last frame that reports `target` — a page of the bar, a
  /// row, a retry button.
  ///
  /// - Throws: ``HeadlessDriverError/targetNotShown(_:shown:)`` when the last frame shows
  ///   no such target, with those it shows.
  public func click(_ target: HitTarget, button: MouseEvent.Button = .left) async throws {
    let regions = report.regions
    guard let region = regions.last(where: { $0.target == target }) else {
      throw HeadlessDriverError.targetNotShown(target, shown: regions.map(\.target))
    }
    try await step("click \(target)") {
      let x = region.rect.x
      let y = region.rect.y
      try deliver(.mouse(MouseEvent(.press(button), x: x, y: y)))
      try deliver(.mouse(MouseEvent(.release, x: x, y: y)))
    }
  }

  /// Turns the wheel `down` (or up) `notches` times over column `x`, row `y`.
  public func scroll(down: Bool = true, notches: Int = 1, x: Int = 0, y: Int = 0) async throws {
    try await step("scroll \(down ? "down" : "up") \(notches)") {
      for _ in 0..<max(0, notches) {
        try deliver(.mouse(MouseEvent(down ? .scrollDown : .scrollUp, x: x, y: y)))
      }
    }
  }

  /// The window becomes `width` × `height`.
  public func resize(width: Int, height: Int) async throws {
    size = TerminalSize(width: max(0, width), height: max(0, height))
    try await step("resize \(size)") {
      try deliver(.resize(width: size.width, height: size.height))
    }
  }

  /// Presses Ctrl-Z: the program stops as in a shell with job control (or, without one,
  /// says it cannot).
  public func suspend() async throws {
    try await press(.ctrl("z"))
  }

  /// Continues a stopped program, as `fg` does: it hears its size and a resume, and is
  /// drawn whole.
  public func resume() async throws {
    try await step("resume") {
      attached?.isSuspended = false
      attached?.encoder.invalidate()
      if let attachment = attached {
        record(TerminalSession.enterSequence(for: attachment.options))
        if let flags = attachment.keyboardFlags {
          record(TerminalSession.keyboardProtocolPush(flags: flags))
        }
        record(attachment.conversation.resumeBytes)
      }
      try deliver(.resize(width: size.width, height: size.height))
      try deliver(.resume)
    }
  }

  /// The terminal answers a question the driver asked (see `asksTerminal`).
  public func reply(_ report: TerminalReport) async throws {
    try await step("reply \(report)") {
      guard attached != nil else { throw HeadlessDriverError.noProgram(step: "reply") }
      apply(attached?.conversation.receive(report))
    }
  }

  /// Hands `event` to the program as a terminal would.
  public func send(_ event: TerminalEvent) async throws {
    try await step("send \(event)") {
      if case .report(let report) = event {
        apply(attached?.conversation.receive(report))
      } else {
        try deliver(event)
      }
    }
  }

  /// Moves the clock forward by `duration`, firing everything that falls due on the way —
  /// timers, the program's ticks, time-outs — in order, settling after each.
  public func advance(by duration: Duration) async throws {
    try await step("advance \(Self.words(for: duration))") {
      let target = clock.now.advanced(by: max(.zero, duration))
      while let next = nextDeadline(), next <= target {
        clock.advance(to: next)
        fireDriverTimers(at: next)
        try await settle(drawing: true)
        keepTicking()
      }
      clock.advance(to: target)
    }
  }

  /// A duration as a step's label says it: `300 ms`, `2 s`, or Swift's own words.
  static func words(for duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let perMillisecond: Int64 = 1_000_000_000_000_000
    guard seconds >= 0, attoseconds >= 0, attoseconds % perMillisecond == 0 else {
      return "\(duration)"
    }
    if attoseconds == 0 && seconds > 0 { return "\(seconds) s" }
    return "\(seconds * 1000 + attoseconds / perMillisecond) ms"
  }

  /// Waits until the program's work has settled, and draws: for work started outside a
  /// step. Never moves the clock.
  public func settle() async throws {
    try await step("settle") {}
  }

  // MARK: Steps

  /// Takes a step: `body`, then settling and drawing; records the step's bytes.
  func step(_ label: String, _ body: () async throws -> Void) async throws {
    let outer = currentStep == nil
    if outer { currentStep = Step(label: label, bytes: [], framesDrawn: 0) }
    defer {
      if outer, let step = currentStep {
        steps.append(step)
        currentStep = nil
      }
    }
    try await body()
    try await settle(drawing: true)
    keepTicking()
  }

  /// Runs the program's clock only while it wants ticks, as a terminal's loop does; ticks
  /// keep falling on whole intervals from the program's start.
  func keepTicking() {
    guard let attachment = attached else { return }
    let wanted = attachment.program.wantsTicks
    if wanted, !attachment.isTicking, attachment.nextTick <= clock.now {
      let elapsed = attachment.startedAt.duration(to: clock.now)
      attached?.nextTick = attachment.startedAt.advanced(
        by: Ticker.nextTick(after: elapsed, interval: attachment.program.tickInterval))
    }
    attached?.isTicking = wanted
  }

  /// Hands `event` to the program taking input, and acts on what it says.
  func deliver(_ event: TerminalEvent) throws {
    guard let program = attached?.program, attached?.isSuspended == false else {
      throw HeadlessDriverError.noProgram(step: currentStep?.label ?? "\(event)")
    }
    if case .resize = event { attached?.encoder.invalidate() }
    switch inProgram({ program.handle(event) }) {
    case .continue:
      // Inline, the region moved: as on a terminal, it is drawn again and asked where it is.
      if event == .resume || event.isResize, program.screen != .fullScreen, asksTerminal {
        draw()
        apply(attached?.conversation.relocate())
      }
    case .quit: end()
    case .suspend:
      guard hasJobControl, let attachment = attached else { return program.suspendFailed() }
      // Stopped as a shell stops it: the terminal restored, the region cleared.
      attached?.isSuspended = true
      record(
        TerminalSession.restoreSequence(
          for: attachment.options, modesToReset: attachment.modesToReset + attachment.keyboardPop,
          regionExit: program.screen == .fullScreen ? [] : FrameEncoder.clearRegion))
    }
  }

  /// Settles the program's work and draws, again while drawing starts more work (a list
  /// asking for its next page).
  func settle(drawing: Bool) async throws {
    for _ in 0..<64 {
      switch await tracker.settle(within: settleBound) {
      case .settled: break
      case .stalled(let pending):
        throw HeadlessDriverError.stalled(step: currentStep?.label ?? "settle", pending: pending)
      }
      if let program = attached?.program, program.hasEnded {
        // Work the program started ended it: its task goes on, and is settled next.
        end()
        continue
      }
      guard drawing, attached != nil, attached?.isSuspended == false else { return }
      draw()
      guard tracker.isBusy else { return }
    }
  }

  /// Runs `body` — a step of the program — with its work tracked.
  func inProgram<Result>(_ body: () -> Result) -> Result {
    WorkTracker.$current.withValue(tracker, operation: body)
  }

  /// Draws the program's frame and records the bytes a terminal would receive.
  func draw(measuring: Bool = true) {
    guard var attachment = attached else { return }
    let program = attachment.program
    let frame = inProgram { program.frame() }
    let printed = program.screen == .fullScreen ? [] : program.takePrinted()
    let bytes = attachment.encoder.encode(
      frame.canvas, printed: printed, focus: frame.report.focus)
    attachment.height = frame.canvas.height
    attached = attachment
    record(bytes)
    for copy in program.takeClipboardWrites() {
      if let sequence = copy.sequence(variables: variables) { record(sequence) }
    }
    if frames.last?.canvas != frame.canvas || !printed.isEmpty {
      frames.append(Frame(canvas: frame.canvas, report: frame.report, step: steps.count))
      currentStep?.framesDrawn += 1
    }
    inProgram { program.show(frame) }
    if asksTerminal, measuring {
      // Clusters the terminal has not measured yet are asked after the frame (not after
      // the last one, which a probe would write over on the way out).
      apply(attached?.conversation.measure(frame.report.unmeasuredClusters))
    }
  }

  /// The application ended: its last frame when it keeps one, the terminal restored, and
  /// its task resumed.
  func end() {
    guard let attachment = attached else { return }
    if case .inline(_, .keep) = attachment.program.screen { draw(measuring: false) }
    let height = attached?.height ?? 0
    record(
      TerminalSession.restoreSequence(
        for: attachment.options, modesToReset: attachment.modesToReset + attachment.keyboardPop,
        regionExit: attachment.program.screen.regionExit(height: height)))
    if attachment.program.screen == .fullScreen {
      // What was printed while the alternate screen was up goes to the main screen now.
      record(attachment.program.takePrinted().flatMap { $0 + [0x0D, 0x0A] })
    }
    attached = nil
    if let ending = attachment.ending {
      ending.resumption()
      ending.continuation.resume()
    } else {
      endedBeforeWaiting = true
    }
  }

  /// Does what a step of the conversation with the terminal asks.
  func apply(_ outcome: TerminalConversation.Outcome?) {
    guard let outcome, let program = attached?.program else { return }
    if let synchronizes = outcome.synchronizes { attached?.encoder.synchronizes = synchronizes }
    if let modes = outcome.modesToReset { attached?.modesToReset = modes }
    if let light = outcome.lightBackground { environment.theme = light ? .light : .standard }
    if outcome.speaksKeyboardProtocol == true, attached?.keyboardFlags == nil,
      let options = attached?.options, options.changesModes
    {
      let flags = options.keyboardProtocolFlags
      attached?.keyboardFlags = flags
      record(TerminalSession.keyboardProtocolPush(flags: flags))
    }
    if let mode = outcome.colorMode(replacing: environment.colorMode) {
      environment.colorMode = mode
      attached?.encoder.colorMode = mode
      attached?.encoder.invalidate()
      program.setEnvironment(environment)
    }
    if let profile = outcome.widthProfile { environment.widthProfile = profile }
    // The probes wrote over the screen: it is drawn whole.
    if outcome.repaints { attached?.encoder.invalidate() }
    if outcome.lightBackground != nil || outcome.widthProfile != nil {
      program.setEnvironment(environment)
    }
    record(outcome.bytes)
    if let round = outcome.startedRound {
      attached?.roundDeadlines.append(
        (round, clock.now.advanced(by: TerminalConversation.timeout)))
    }
  }

  /// Appends `bytes` to the step's record.
  func record(_ bytes: [UInt8]) {
    guard !bytes.isEmpty else { return }
    if currentStep == nil { currentStep = Step(label: "program", bytes: [], framesDrawn: 0) }
    currentStep?.bytes += bytes
  }

  /// The earliest of the clock's sleepers, the program's next tick and the time-outs.
  private func nextDeadline() -> ManualClock.Instant? {
    var candidates = [clock.nextDeadline].compactMap { $0 }
    if let attached, !attached.isSuspended {
      if attached.isTicking { candidates.append(attached.nextTick) }
      candidates += attached.roundDeadlines.map(\.deadline)
    }
    return candidates.min()
  }

  /// Fires the driver's own timers due at `instant`: the tick, the queries' time-outs.
  private func fireDriverTimers(at instant: ManualClock.Instant) {
    guard let attachment = attached, !attachment.isSuspended else { return }
    let due = attachment.roundDeadlines.filter { $0.deadline <= instant }
    attached?.roundDeadlines.removeAll { $0.deadline <= instant }
    for (round, _) in due { apply(attached?.conversation.timeOut(round: round)) }
    if attachment.isTicking, attachment.nextTick <= instant {
      attached?.nextTick = instant.advanced(by: attachment.program.tickInterval)
      _ = inProgram { attachment.program.tick() }
    }
  }
}

extension TerminalEvent {
  /// Whether the event is a new size.
  fileprivate var isResize: Bool {
    if case .resize = self { true } else { false }
  }
}
