import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the end-to-end tests find their tools and the built `folio-demo`.
enum EndToEnd {
  /// The `tmux` executable on `PATH`, or nil.
  static let tmuxPath: String? = executable(named: "tmux")

  /// Whether the end-to-end tests can run here: tmux is installed, or CI is set, in which
  /// case a missing tmux fails them (CI installs it) instead of skipping them.
  static var canRun: Bool {
    tmuxPath != nil || ProcessInfo.processInfo.environment["CI"] != nil
  }

  /// The first executable `name` in the directories of `PATH`.
  static func executable(named name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// The folder holding Package.swift, found by walking up from this file.
  static let packageRoot: URL = {
    var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while directory.path != "/" {
      if FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("Package.swift").path)
      {
        return directory
      }
      directory.deleteLastPathComponent()
    }
    return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  }()

  /// The `folio-demo` built with these tests: next to the test bundle (SwiftPM builds
  /// every product before testing), else in the package's `.build/debug`.
  static func demoBinary() throws -> String {
    try builtProduct("folio-demo")
  }

  /// The product `name` built with these tests (see ``demoBinary()``).
  static func builtProduct(_ name: String) throws -> String {
    var candidates: [String] = []
    if let bundle = Bundle.main.executableURL?.deletingLastPathComponent() {
      candidates.append(bundle.appendingPathComponent(name).path)
    }
    candidates.append(packageRoot.appendingPathComponent(".build/debug/\(name)").path)
    for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate) {
      return candidate
    }
    Issue.record(
      "\(name) is not built (looked in \(candidates)); run `swift build --product \(name)`")
    throw HarnessError("\(name) not built")
  }

  /// Runs `executable` with `arguments`, standard input from /dev/null, and returns its
  /// exit status (128 + the signal number when a signal ended it) and output.
  ///
  /// Spawns and waits with `posix_spawn` and `waitpid`, output going to temporary files:
  /// `Process.waitUntilExit()` relies on a dispatch source that parallel async tests can
  /// starve on a two-core machine, which hung the tests.
  /// `input` is standard input's contents (nothing by default); `variables` are set in
  /// the program's environment besides the test process's.
  static func run(
    _ executable: String, _ arguments: [String], input: String? = nil,
    variables: [String: String] = [:]
  ) throws -> (
    status: Int32, output: String, error: String
  ) {
    let base = FileManager.default.temporaryDirectory
      .appendingPathComponent("folio-e2e-run-\(UUID().uuidString)")
    let outputPath = base.path + ".out"
    let errorPath = base.path + ".err"
    let inputPath = base.path + ".in"
    defer {
      try? FileManager.default.removeItem(atPath: outputPath)
      try? FileManager.default.removeItem(atPath: errorPath)
      try? FileManager.default.removeItem(atPath: inputPath)
    }
    if let input { try input.write(toFile: inputPath, atomically: true, encoding: .utf8) }
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(
      &actions, 0, input == nil ? "/dev/null" : inputPath, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let environment =
      ProcessInfo.processInfo.environment.merging(variables) { $1 }.map {
        strdup("\($0.key)=\($0.value)")
      } + [nil]
    defer {
      for pointer in argv + environment { free(pointer) }
    }
    var pid = pid_t()
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environment)
    guard spawned == 0 else {
      throw HarnessError("cannot start \(executable): error \(spawned)")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
      guard errno == EINTR else { throw HarnessError("waitpid failed: \(errno)") }
    }
    // The wait status: exit code in bits 8–15, or the terminating signal in bits 0–6.
    let signal = status & 0x7F
    let exitStatus = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    let output = FileManager.default.contents(atPath: outputPath) ?? Data()
    let error = FileManager.default.contents(atPath: errorPath) ?? Data()
    return (
      exitStatus, String(decoding: output, as: UTF8.self), String(decoding: error, as: UTF8.self)
    )
  }

  /// What `attempt` returns once it returns something, trying every 50 ms for at most
  /// `seconds` (generous, for a loaded machine; a passing wait returns at once). Another
  /// process gives no event to wait on, so the harness's waits all come here; a time-out
  /// records an issue with what `shown` says and throws.
  static func poll<Value>(
    _ description: String, seconds: Double = 10,
    sourceLocation: SourceLocation = #_sourceLocation, shown: () -> String,
    _ attempt: () throws -> Value?
  ) async throws -> Value {
    for _ in 0..<Int(seconds * 20) {
      if let value = try attempt() { return value }
      try await Task.sleep(for: .milliseconds(50))
    }
    Issue.record(
      "Timed out waiting for \(description). \(shown())", sourceLocation: sourceLocation)
    throw HarnessError("timed out waiting for \(description)")
  }

  /// `text` quoted for a POSIX shell.
  static func shellQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// A private temporary folder, removed by `cleanUp`.
  static func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("folio-e2e-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}

/// A failure of the harness itself, already reported as an issue.
struct HarnessError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// A shell command running in a detached tmux pane of a fixed size, on a private tmux
/// server, so neither parallel tests nor the user's own tmux are touched.
///
/// The command runs inside a wrapper script that records, once it ends, its exit status
/// and the terminal's `stty -a`, then waits, so the pane and its cursor and screen state
/// survive the program for inspection. Call ``stop()`` in every path (`defer`).
struct TmuxPane {
  /// The tmux server socket name, one per test process.
  static let socket = "folio-e2e-\(ProcessInfo.processInfo.processIdentifier)"

  let tmux: String
  let session: String
  /// The wrapper's folder: `pid`, `status` and `stty` files appear here.
  let directory: URL

  /// Starts `command` (a shell command line; `launch` before the program records its pid)
  /// in a `width`×`height` pane.
  ///
  /// Inside `command`, write `launch PROGRAM ARGS…` for the program under test: it writes
  /// its process id to `pid` and then becomes the program.
  init(_ command: String, width: Int = 100, height: Int = 30, directory: URL) throws {
    guard let tmux = EndToEnd.tmuxPath else {
      Issue.record("tmux is not installed; CI installs it (apt-get install tmux)")
      throw HarnessError("tmux missing")
    }
    self.tmux = tmux
    self.directory = directory
    self.session = "pane-\(UUID().uuidString.prefix(8))"
    let folder = EndToEnd.shellQuoted(directory.path)
    let script = """
      # The test runner sets NO_COLOR; the program should see a plain colour terminal.
      unset NO_COLOR FORCE_COLOR CLICOLOR CLICOLOR_FORCE COLORTERM
      launch() { sh -c 'echo $$ > "$0"; exec "$@"' \(folder)/pid "$@"; }
      \(command)
      echo $? > \(folder)/status.tmp
      stty -a > \(folder)/stty
      mv \(folder)/status.tmp \(folder)/status
      read ignored
      """
    let scriptURL = directory.appendingPathComponent("wrapper.sh")
    try script.write(to: scriptURL, atomically: true, encoding: .utf8)
    try tmuxCommand([
      "new-session", "-d", "-s", session, "-x", "\(width)", "-y", "\(height)",
      "sh \(EndToEnd.shellQuoted(scriptURL.path))",
    ])
  }

  /// Runs a tmux command on the private server and returns its output.
  @discardableResult
  func tmuxCommand(_ arguments: [String]) throws -> String {
    // No configuration file: the user's ~/.tmux.conf must not change what the tests see.
    let result = try EndToEnd.run(tmux, ["-L", TmuxPane.socket, "-f", "/dev/null"] + arguments)
    guard result.status == 0 else {
      throw HarnessError("tmux \(arguments.joined(separator: " ")) failed: \(result.error)")
    }
    return result.output
  }

  /// Sends keys as tmux names them: `Right`, `l`, `Enter`, `C-c`, `Escape`.
  func send(_ keys: String...) throws {
    try tmuxCommand(["send-keys", "-t", session] + keys)
  }

  /// Sends `text` literally, character by character.
  func type(_ text: String) throws {
    try tmuxCommand(["send-keys", "-t", session, "-l", text])
  }

  /// The visible screen, one string per row (trailing spaces trimmed by tmux).
  func screen(escapes: Bool = false) throws -> [String] {
    let text = try tmuxCommand(
      ["capture-pane", "-p", "-t", session] + (escapes ? ["-e"] : []))
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The whole pane, scrollback included, one string per row, without the blank rows
  /// after the last line written.
  func wholePane() throws -> [String] {
    let text = try tmuxCommand(["capture-pane", "-p", "-S", "-", "-t", session])
    var rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while let last = rows.last, last.isEmpty { rows.removeLast() }
    return rows
  }

  /// Sends what a terminal reporting the mouse (SGR 1006) sends for `button` at column
  /// `x`, row `y` of the pane (from 0): a press and, for a button, its release.
  func mouse(_ button: Int, x: Int, y: Int) throws {
    var report = "\u{1B}[<\(button);\(x + 1);\(y + 1)M"
    if button < 64 { report += "\u{1B}[<\(button);\(x + 1);\(y + 1)m" }
    let hex = report.utf8.map { String($0, radix: 16) }
    try tmuxCommand(["send-keys", "-t", session, "-H"] + hex)
  }

  /// A pane variable such as `cursor_flag`, `alternate_on` or `pane_title`.
  func variable(_ name: String) throws -> String {
    try tmuxCommand(["display-message", "-p", "-t", session, "#{\(name)}"])
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Waits until `condition` holds for the screen, polling every 50 ms for up to
  /// `seconds` (generous, for a loaded machine; a passing wait returns at once), and
  /// returns that screen; records an issue with the last screen otherwise.
  @discardableResult
  func waitForScreen(
    _ description: String, seconds: Double = 10,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: ([String]) -> Bool
  ) async throws -> [String] {
    var screen: [String] = []
    return try await EndToEnd.poll(
      description, seconds: seconds, sourceLocation: sourceLocation,
      shown: { "Screen:\n\(screen.joined(separator: "\n"))" }
    ) {
      screen = try self.screen()
      return condition(screen) ? screen : nil
    }
  }

  /// Waits until a file the wrapper writes exists, and returns its contents.
  func waitForFile(
    _ name: String, seconds: Double = 10, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> String {
    let url = directory.appendingPathComponent(name)
    return try await EndToEnd.poll(
      name, seconds: seconds, sourceLocation: sourceLocation,
      shown: { "Screen:\n" + ((try? self.screen().joined(separator: "\n")) ?? "?") }
    ) {
      guard let text = try? String(contentsOf: url, encoding: .utf8), !text.isEmpty else {
        return nil
      }
      return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
  }

  /// Ends the pane's session; the server exits with its last session.
  func stop() {
    _ = try? EndToEnd.run(tmux, ["-L", TmuxPane.socket, "kill-session", "-t", session])
  }
}

extension TmuxPane {
  /// Waits for the program to end and checks it left the terminal as it found it:
  /// cooked mode with echo, the cursor visible, the main screen. Returns the exit status.
  @discardableResult
  func expectTerminalRestored(
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> String {
    let pane = self
    let status = try await pane.waitForFile("status", sourceLocation: sourceLocation)
    let stty = try String(
      contentsOf: pane.directory.appendingPathComponent("stty"), encoding: .utf8)
    let flags = Set(stty.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }))
    for flag in ["icanon", "echo", "isig", "icrnl", "opost"] {
      #expect(flags.contains(Substring(flag)), "stty -a lacks \(flag):\n\(stty)")
      #expect(!flags.contains(Substring("-" + flag)), "stty -a has -\(flag):\n\(stty)")
    }
    #expect(
      try pane.variable("cursor_flag") == "1", "cursor hidden", sourceLocation: sourceLocation)
    #expect(
      try pane.variable("alternate_on") == "0", "still on the alternate screen",
      sourceLocation: sourceLocation)
    return status
  }

}
