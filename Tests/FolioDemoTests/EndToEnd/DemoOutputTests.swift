import Folio
import Foundation
import Testing

/// The real `folio-demo` with standard output a pipe: printed output and exit statuses.
@Suite(.timeLimit(.minutes(1)))
struct DemoOutputTests {
  /// Runs `folio-demo` with `arguments`.
  private func demo(_ arguments: String...) throws -> (
    status: Int32, output: String, error: String
  ) {
    try EndToEnd.run(try EndToEnd.demoBinary(), arguments)
  }

  /// A temporary file of `count` numbered lines; `body` gets its path.
  private func withNumberedFile(_ count: Int, _ body: (String) throws -> Void) throws {
    let folder = try EndToEnd.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("lines.txt")
    try Data((1...count).map { "line \($0)\n" }.joined().utf8).write(to: file)
    try body(file.path)
  }

  @Test func galleryFitsTheWidthAsked() throws {
    let result = try demo("gallery", "--width", "60", "--color", "none")
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n")
    #expect(lines.count > 5)
    for line in lines {
      #expect(String(line).displayWidth <= 60, "wider than 60: \(line)")
    }
    #expect(!result.output.contains("\u{1B}"))
  }

  @Test func anOutputThatCannotBeWrittenIsAnError() throws {
    let binary = EndToEnd.shellQuoted(try EndToEnd.demoBinary())
    var redirections = ["1>&-"]  // standard output closed
    if FileManager.default.fileExists(atPath: "/dev/full") {
      redirections.append("> /dev/full")  // a full disk
    }
    for redirection in redirections {
      let result = try EndToEnd.run("/bin/sh", ["-c", "exec \(binary) gallery \(redirection)"])
      #expect(result.status == 74, "\(redirection)")
      #expect(result.error.contains("folio-demo: cannot write the output"), "\(redirection)")
    }
  }

  /// Runs `folio-demo` through the shell with `environment` settings first (`NAME=value`).
  private func demo(environment: String, _ arguments: String) throws -> (
    status: Int32, output: String, error: String
  ) {
    let binary = EndToEnd.shellQuoted(try EndToEnd.demoBinary())
    return try EndToEnd.run("/bin/sh", ["-c", "exec env \(environment) \(binary) \(arguments)"])
  }

  @Test func aDumbTerminalGetsOneStaticScreenWithColoursAtMost() throws {
    let browse = "browse --latency-ms 0 --fail-rate 0"
    let coloured = try demo(environment: "-u NO_COLOR TERM=dumb CLICOLOR_FORCE=1", browse)
    #expect(coloured.status == 0)
    #expect(coloured.output.contains("Debouncing search #1"), "the first page, loaded")
    #expect(coloured.output.contains("\u{1B}["), "colours were forced")
    // Every escape sequence is a colour (SGR): no cursor movement, no screen switch.
    let sequences = coloured.output.split(separator: "\u{1B}").dropFirst()
    for sequence in sequences {
      let body = sequence.prefix { !("@"..."~").contains($0) || $0 == "[" }
      let final = sequence.dropFirst(body.count).first
      #expect(sequence.hasPrefix("[") && final == "m", "not SGR: \(sequence.prefix(12))")
    }
    for environment in ["TERM=dumb NO_COLOR=1", "TERM=dumb"] {
      let plain = try demo(environment: environment, browse)
      #expect(plain.status == 0)
      #expect(plain.output.contains("Showing 1–20 of 1,000"))
      #expect(!plain.output.contains("\u{1B}"), "\(environment)")
    }
  }

  @Test func aPromptWithoutATerminalSaysSoInsteadOfWaiting() throws {
    let result = try demo(environment: "TERM=dumb", "pick")
    #expect(result.status == 64)
    #expect(result.error.contains("pick needs a terminal to ask on"))
    #expect(result.output.isEmpty)
  }

  /// `StandardOutput.print`, as a tool that only prints uses it: into a pipe, plain text at
  /// `COLUMNS` cells, whatever the locale's colours.
  @Test func aPrintedViewInAPipeIsPlainAndAsWideAsColumnsSays() throws {
    let binary = EndToEnd.shellQuoted(try EndToEnd.demoBinary())
    let result = try EndToEnd.run(
      "/bin/sh",
      ["-c", "COLUMNS=50 TERM=xterm-256color COLORTERM=truecolor exec \(binary) gallery"])
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n")
    #expect(lines.contains { $0.displayWidth == 50 }, "as wide as COLUMNS")
    #expect(lines.allSatisfy { $0.displayWidth <= 50 })
    #expect(!result.output.contains("\u{1B}"), "a pipe gets no escape")
    #expect(lines.allSatisfy { !$0.hasSuffix(" ") }, "nor trailing spaces")
  }

  @Test func withoutATerminalTheDemoPrintsTheGallery() throws {
    let plain = try demo()
    #expect(plain.status == 0)
    #expect(plain.output.contains("Text and layout"))
    #expect(plain.output == (try demo("gallery")).output)
  }

  @Test func pagerPrintsOnePageWhenOutputIsAPipe() throws {
    try withNumberedFile(93) { path in
      let result = try demo("pager", "--page", "2", "--page-size", "10", path)
      #expect(result.status == 0)
      #expect(
        result.output
          == (11...20).map { "line \($0)\n" }.joined() + "Page 2 of 10 · lines 11–20 of 93\n")
      let pastTheEnd = try demo("pager", "--page=99", path)
      #expect(pastTheEnd.status == 0)
      #expect(pastTheEnd.output.hasSuffix("line 93\nPage 5 of 5 · lines 81–93 of 93\n"))
    }
  }

  @Test func pagerRejectsBadPagesAsUsageErrors() throws {
    try withNumberedFile(3) { path in
      for page in ["0", "-2", "two", ""] {
        let result = try demo("pager", "--page", page, path)
        #expect(result.status == 64, "--page '\(page)'")
        #expect(result.error.contains("--page must be a whole number of at least 1"))
        #expect(result.output.isEmpty)
      }
      #expect(try demo("pager", "--page-size", "0", path).status == 64)
      #expect(try demo("pager", "--nope", path).status == 64)
      #expect(try demo("pager", path, path).status == 64)
    }
  }

  @Test func pagerReportsUnreadableInput() throws {
    let missing = try demo("pager", "/nonexistent/folio-e2e.txt")
    #expect(missing.status == 66)
    #expect(
      missing.error == "folio-demo: pager: cannot read '/nonexistent/folio-e2e.txt': no such file\n"
    )
    #expect(missing.output.isEmpty)
    let directory = try demo("pager", NSTemporaryDirectory())
    #expect(directory.status == 66)
    #expect(directory.error.contains("is a directory"))
  }

  @Test func pagerHelpExplainsClamping() throws {
    let result = try demo("pager", "--help")
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("Usage: folio-demo pager"))
    #expect(result.output.contains("A page past the\n                  end shows the last page."))
  }

  @Test func pagerDecodesInvalidUTF8AndDropsEscapes() throws {
    let folder = try EndToEnd.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("bad.txt")
    try Data([0x6F, 0x6B, 0xFF, 0x0A, 0x1B, 0x5B, 0x32, 0x4A, 0x78, 0x0A]).write(to: file)
    let result = try demo("pager", "--page", "1", file.path)
    #expect(result.status == 0)
    #expect(result.output == "ok\u{FFFD}\nx\nPage 1 of 1 · lines 1–2 of 2\n")
    let empty = folder.appendingPathComponent("empty.txt")
    try Data().write(to: empty)
    #expect(try demo("pager", "--page", "1", empty.path).output == "No lines\n")
    // Standard input is /dev/null here: an empty document, not an error.
    #expect(try demo("pager", "--page-size", "20").output == "No lines\n")
  }

  @Test func intoAPipeThePagerCopiesItsInputUnchanged() throws {
    let folder = try EndToEnd.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("mixed.txt")
    // Invalid UTF-8, escape sequences, long lines, no line break at the end: byte for byte.
    var bytes: [UInt8] = [0x6F, 0x6B, 0xFF, 0x0A, 0x1B, 0x5B, 0x32, 0x4A, 0x78, 0x0A]
    for line in 0..<3_000 {
      bytes += Array("line \(line) \(String(repeating: "·", count: line % 300))\n".utf8)
    }
    bytes += Array("the end, no break".utf8)
    try Data(bytes).write(to: file)
    let binary = EndToEnd.shellQuoted(try EndToEnd.demoBinary())
    let path = EndToEnd.shellQuoted(file.path)
    for command in ["\(binary) pager \(path)", "cat \(path) | \(binary) pager"] {
      let compared = try EndToEnd.run(
        "/bin/sh", ["-c", "\(command) | cmp - \(path) && echo same"])
      #expect(compared.output == "same\n", "\(command): \(compared.output) \(compared.error)")
    }
    #expect(try demo("pager").output == "", "empty standard input: nothing")
  }
}
