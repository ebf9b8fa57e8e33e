import Folio
import FolioTerminal
import Foundation

/// `folio-review`: pages through the pending versions of goldens — written by
/// `FOLIO_SNAPSHOT_RECORD=pending swift test` — to accept or reject each.
///
/// ```swift
/// let outcome = try await ReviewCommand.run(["--dir", "snapshots"], isTerminal: true)
/// print(outcome.output, terminator: "")
/// ```
public enum ReviewCommand {
  /// The command's help.
  public static let usage = """
    Usage: folio-review [--dir PATH] [--accept-all | --reject-all]

    Shows each pending version of a golden (<stem>.actual.txt, written beside <stem>.txt by
    FOLIO_SNAPSHOT_RECORD=pending swift test) against its golden, one at a time, to accept
    (it replaces the golden) or reject (it is deleted). Prints what was done at the end.
    Without a terminal, lists the pending versions.

    Options:
      --dir PATH      the snapshots folder; default: FOLIO_SNAPSHOT_DIR, or snapshots/ of
                      the package in the current directory
      --accept-all    accept every pending version, without asking
      --reject-all    reject every pending version, without asking
      -h, --help      this help

    Keys: a accept · r reject · s/→ skip · ← back · A/R accept/reject all remaining ·
          ↑/↓ PgUp/PgDn scroll · ? all keys · q quit (the rest stay pending)

    """

  /// What a run of the command asks for.
  public struct Options: Equatable, Sendable {
    /// What to do with the pending versions.
    public enum Action: Equatable, Sendable {
      /// Show each, on a terminal; list them otherwise.
      case review
      /// Accept every one.
      case acceptAll
      /// Reject every one.
      case rejectAll
      /// Print the help.
      case help
    }

    /// The snapshots folder, if given.
    public var directory: String?
    /// What to do.
    public var action: Action

    /// Options; by default a review of the default folder.
    public init(directory: String? = nil, action: Action = .review) {
      self.directory = directory
      self.action = action
    }

    /// The options `arguments` give (the program's name not among them).
    ///
    /// - Throws: ``UsageError`` for an argument it does not know or a missing value.
    public init(arguments: [String]) throws {
      self.init()
      var rest = arguments[...]
      while let argument = rest.popFirst() {
        switch argument {
        case "--dir":
          guard let value = rest.popFirst() else {
            throw UsageError(description: "--dir needs a folder")
          }
          directory = value
        case "--accept-all", "--reject-all":
          let wanted: Action = argument == "--accept-all" ? .acceptAll : .rejectAll
          guard action == .review || action == wanted else {
            throw UsageError(description: "--accept-all and --reject-all exclude each other")
          }
          action = wanted
        case "-h", "--help": action = .help
        default:
          if argument.hasPrefix("--dir=") {
            directory = String(argument.dropFirst("--dir=".count))
          } else {
            throw UsageError(description: "unknown argument \(argument)")
          }
        }
      }
    }
  }

  /// An argument the command does not take; exit status 64.
  public struct UsageError: Error, Equatable, CustomStringConvertible {
    /// What was wrong.
    public var description: String
  }

  /// What a run printed and how it ended.
  public struct Outcome: Equatable, Sendable {
    /// For standard output: a summary, a list, or the help.
    public var output: String
    /// For standard error: the pending versions that could not be accepted or rejected.
    public var errors: String = ""
    /// The exit status: 0, or 1 when a pending version could not be accepted or rejected.
    public var status: Int32
    /// What was done.
    public var summary: ReviewSummary
  }

  /// Runs the command: a review on the terminal (or the driver the task runs programs on)
  /// when `isTerminal`, a list of the pending versions otherwise — or with `--accept-all`
  /// or `--reject-all`, each decided without asking. The summary comes back in the
  /// outcome, to be printed after the screen is left.
  ///
  /// - Parameters:
  ///   - arguments: The command's arguments.
  ///   - isTerminal: Whether a person is at a terminal (standard input and output).
  ///   - currentDirectory: Where the default snapshots folder is looked for.
  ///   - environment: The environment variables (`FOLIO_SNAPSHOT_DIR`).
  /// - Throws: ``UsageError``, an error reading the folder, or a `TerminalError`.
  @MainActor
  public static func run(
    _ arguments: [String], isTerminal: Bool,
    currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) async throws -> Outcome {
    let options = try Options(arguments: arguments)
    if options.action == .help {
      return Outcome(output: usage, status: 0, summary: ReviewSummary())
    }
    let folder = snapshotsFolder(
      options.directory, currentDirectory: currentDirectory, environment: environment)
    let snapshots = try PendingSnapshot.find(under: folder)
    let shown = folder.lastPathComponent + "/"
    guard !snapshots.isEmpty else {
      return Outcome(
        output: "Nothing pending under \(shown): every golden is reviewed.\n", status: 0,
        summary: ReviewSummary())
    }
    switch options.action {
    case .acceptAll, .rejectAll:
      return decideAll(snapshots, accept: options.action == .acceptAll)
    case .review where !isTerminal:
      return Outcome(
        output: list(snapshots), status: 0, summary: ReviewSummary(skipped: snapshots.count))
    default:
      let review = try await application(for: snapshots).run()
      return Outcome(
        output: review.summary.description + "\n", status: 0, summary: review.summary)
    }
  }

  /// The review of `snapshots`, as an application to run.
  @MainActor
  public static func application(
    for snapshots: [PendingSnapshot]
  ) -> Application<SnapshotReview, ReviewScreen> {
    Application(state: SnapshotReview(snapshots: snapshots), bindings: SnapshotReview.bindings) {
      ReviewScreen(review: $0)
    } onEvent: { review, event in
      review.handle(event)
    }
  }

  /// The folder `directory` names, relative to `currentDirectory`; or `FOLIO_SNAPSHOT_DIR`;
  /// or `snapshots/` of the package holding `currentDirectory` (the nearest folder up with
  /// a `Package.swift`), else of `currentDirectory`.
  public static func snapshotsFolder(
    _ directory: String?, currentDirectory: URL, environment: [String: String]
  ) -> URL {
    if let directory {
      return URL(fileURLWithPath: directory, relativeTo: currentDirectory).standardizedFileURL
    }
    if let override = environment["FOLIO_SNAPSHOT_DIR"], !override.isEmpty {
      return URL(fileURLWithPath: override, relativeTo: currentDirectory).standardizedFileURL
    }
    var folder = currentDirectory.standardizedFileURL
    while folder.path != "/" {
      let manifest = folder.appendingPathComponent("Package.swift")
      if FileManager.default.fileExists(atPath: manifest.path) {
        return folder.appendingPathComponent("snapshots")
      }
      folder = folder.deletingLastPathComponent()
    }
    return currentDirectory.standardizedFileURL.appendingPathComponent("snapshots")
  }

  /// The pending versions, one a line, and how to review them.
  static func list(_ snapshots: [PendingSnapshot]) -> String {
    var lines = [
      "\(snapshots.count) pending \(snapshots.count == 1 ? "version" : "versions"):"
    ]
    for snapshot in snapshots {
      let state = FileManager.default.fileExists(atPath: snapshot.golden.path) ? "changed" : "new"
      lines.append("  \(state.padding(toLength: 8, withPad: " ", startingAt: 0))\(snapshot.path)")
    }
    lines.append(
      "Review them on a terminal with folio-review, or pass --accept-all or --reject-all.")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Accepts or rejects every one of `snapshots`; a failure is reported and the rest done.
  static func decideAll(_ snapshots: [PendingSnapshot], accept: Bool) -> Outcome {
    var summary = ReviewSummary()
    var failures: [String] = []
    for snapshot in snapshots {
      do {
        if accept {
          try snapshot.accept()
          summary.accepted += 1
        } else {
          try snapshot.reject()
          summary.rejected += 1
        }
      } catch {
        summary.skipped += 1
        failures.append("could not \(accept ? "accept" : "reject") \(snapshot.path): \(error)")
      }
    }
    return Outcome(
      output: summary.description + "\n",
      errors: failures.map { "folio-review: \($0)\n" }.joined(),
      status: failures.isEmpty ? 0 : 1, summary: summary)
  }
}
