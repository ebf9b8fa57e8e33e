import Folio
import FolioTerminal
import FolioTesting
import Testing

/// A program that copies its text when `c` is pressed.
@MainActor
private func copier(_ text: String, insideMultiplexer: Bool = false) -> Application<Int, Text> {
  var application: Application<Int, Text>?
  let app = Application(state: 0) { _ in
    Text("press c")
  } onEvent: { _, event in
    guard case .key(let key) = event, key == .character("c") else { return .continue }
    application?.copyToClipboard(text, insideMultiplexer: insideMultiplexer)
    return .handled
  }
  application = app
  return app
}

@MainActor
@Suite struct ClipboardTests {
  private func bytesAfterCopying(
    _ text: String, insideMultiplexer: Bool = false, variables: [String: String] = [:]
  ) async throws -> String {
    let driver = HeadlessDriver(
      size: TerminalSize(width: 20, height: 3),
      variables: ["TERM": "xterm-256color"].merging(variables) { $1 })
    try await driver.start(copier(text, insideMultiplexer: insideMultiplexer))
    try await driver.press(.character("c"))
    return String(decoding: driver.steps.last?.bytes ?? [], as: UTF8.self)
  }

  @Test func aCopyIsWrittenAsBase64AfterTheFrame() async throws {
    let bytes = try await bytesAfterCopying("héllo\u{1B}[2J")
    // "héllo ESC [2J" in UTF-8, base64: the escape travels as letters, never as a control.
    #expect(bytes.hasSuffix("\u{1B}]52;c;aMOpbGxvG1sySg==\u{1B}\\"), "\(bytes.debugDescription)")
  }

  @Test func insideAMultiplexerNothingIsWrittenUnlessAsked() async throws {
    #expect(try await !bytesAfterCopying("x", variables: ["TMUX": "/tmp/t,1,0"]).contains("]52;"))
    #expect(try await !bytesAfterCopying("x", variables: ["STY": "1.pts"]).contains("]52;"))
    #expect(
      try await bytesAfterCopying("x", insideMultiplexer: true, variables: ["TMUX": "t"])
        .contains("\u{1B}]52;c;eA==\u{1B}\\"))
  }

  @Test func tooLongATextIsNotCopied() async throws {
    let long = String(repeating: "a", count: ClipboardWrite.maximumBytes + 1)
    #expect(try await !bytesAfterCopying(long).contains("]52;"))
    #expect(ClipboardWrite(text: String(long.dropLast())).sequence(variables: [:]) != nil)
  }

  @Test func base64OfEveryLengthPads() {
    let cases = [
      "": "", "f": "Zg==", "fo": "Zm8=", "foo": "Zm9v", "foob": "Zm9vYg==",
      "fooba": "Zm9vYmE=", "foobar": "Zm9vYmFy",
    ]
    for (text, encoded) in cases {
      let sequence = ClipboardWrite(text: text).sequence(variables: [:]) ?? []
      #expect(String(decoding: sequence, as: UTF8.self) == "\u{1B}]52;c;\(encoded)\u{1B}\\")
    }
  }
}
