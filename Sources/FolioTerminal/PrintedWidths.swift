import Folio

/// The widths the terminal a print tool writes to draws the clusters terminals disagree
/// on: measured on the controlling terminal before a view is printed, each cluster once a
/// process, and kept for the rest of it.
///
/// A tool that only prints has no frame loop to ask in, so the print asks first: the
/// clusters the view holds are drawn concealed where the cursor is, each followed by a
/// cursor report (`ESC 7`, then per cluster `ESC 8 ESC[8m … ESC[0m ESC[6n`, then
/// `ESC 8 ESC[K` and the device attributes, which end the answers), and the line is left
/// as it was. The answers are awaited at most ``timeout``; a terminal that answers nothing
/// is not asked again, and the view is measured with Unicode's widths; a `dumb` terminal (or
/// none named) is never asked. Keys typed while
/// the answers are read are dropped; Ctrl-C in that moment is read as a byte, not a signal.
enum PrintedWidths {
  /// How long the answers are awaited, in all.
  static var timeout: Duration { .milliseconds(500) }

  private static let lock = Lock()
  /// The widths measured so far this process; guarded by `lock`.
  nonisolated(unsafe) private static var measured = WidthProfile()
  /// The clusters asked already, answered or not; guarded by `lock`.
  nonisolated(unsafe) private static var asked: Set<String> = []

  /// The profile to draw `view` with at `width` for the terminal on standard output, its
  /// clusters measured first where they were not yet.
  static func profile(
    for view: some View, width: Int, environment: EnvironmentValues
  ) -> WidthProfile {
    var asking = environment
    asking.widthProfile = lock.withLock { measured }
    asking.widthProfile.reportsUnmeasuredClusters = true
    let clusters = view.renderFrame(width: width, environment: asking).report
      .unmeasuredClusters
    let fresh: [String] = lock.withLock {
      let fresh = clusters.filter { !asked.contains($0) && TerminalQueries.mayProbe($0) }
      asked.formUnion(fresh)
      return fresh
    }
    // A dumb terminal would show the probes rather than answer them.
    let dumb = (Platform.environmentValue("TERM") ?? "dumb") == "dumb"
    if !fresh.isEmpty, !dumb, let widths = measure(fresh) {
      lock.withLock { measured.measure(widths) }
    }
    return lock.withLock { measured }
  }

  /// The bytes that measure `clusters` from where the cursor is and leave the line as it
  /// was.
  static func queries(_ clusters: [String]) -> [UInt8] {
    var text = "\u{1B}7\u{1B}[6n"
    for cluster in clusters { text += "\u{1B}8\u{1B}[8m\(cluster)\u{1B}[0m\u{1B}[6n" }
    text += "\u{1B}8\u{1B}[K\u{1B}[c"
    return Array(text.utf8)
  }

  /// The widths in the answers to ``queries(_:)`` for `clusters`: the first report is the
  /// start, each next one where the cursor went after a cluster, on the same row.
  static func widths(
    of clusters: [String], from reports: [(row: Int, column: Int)]
  ) -> [String: Int] {
    guard let start = reports.first else { return [:] }
    var widths: [String: Int] = [:]
    for (cluster, report) in zip(clusters, reports.dropFirst()) where report.row == start.row {
      widths[cluster] = report.column - start.column
    }
    return widths
  }

  /// Asks the controlling terminal; nil when there is none this process may use.
  private static func measure(_ clusters: [String]) -> [String: Int]? {
    guard let terminal = Platform.openControllingTerminal() else { return nil }
    defer { Platform.close(terminal) }
    guard Platform.mayChangeTerminal(terminal), var saved = Platform.attributes(of: terminal)
    else { return nil }
    var raw = Platform.rawAttributes(from: saved, keepsOutputProcessing: true)
    guard Platform.setAttributes(terminal, &raw) else { return nil }
    defer { Platform.setAttributes(terminal, &saved) }
    guard (try? TerminalWriter(fileDescriptor: terminal).write(queries(clusters))) != nil else {
      return nil
    }
    var decoder = KeyDecoder()
    decoder.acceptsReplies = true
    var reports: [(row: Int, column: Int)] = []
    let deadline = ContinuousClock.now + timeout
    var buffer = [UInt8](repeating: 0, count: 512)
    reading: while true {
      let left = deadline - ContinuousClock.now
      guard left > .zero else { break }
      let milliseconds = Int32(
        max(1, left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000)
      )
      guard let ready = Platform.waitForInput([terminal], timeout: milliseconds),
        ready.first?.readable == true
      else { break }
      let count = buffer.withUnsafeMutableBytes {
        Platform.read(terminal, $0.baseAddress!, $0.count)
      }
      guard count > 0 else { break }
      for event in decoder.decode(buffer.prefix(count)) {
        switch event {
        case .report(.cursorPosition(let row, let column)): reports.append((row, column))
        case .report(.deviceAttributes): break reading
        default: continue
        }
      }
    }
    return widths(of: clusters, from: reports)
  }
}
