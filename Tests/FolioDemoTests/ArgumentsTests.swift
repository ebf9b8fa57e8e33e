import Testing

@testable import FolioDemo

@Suite struct ArgumentsTests {
  @Test func parsesValuesFlagsAndPositionals() throws {
    let arguments = try Arguments(
      ["--width", "40", "--color=none", "--ascii", "file.txt"], valued: ["width", "color"],
      flags: ["ascii"])
    #expect(arguments.options == ["width": "40", "color": "none"])
    #expect(arguments.flags == ["ascii"])
    #expect(arguments.positional == ["file.txt"])
    #expect(try arguments.integer("width", default: 80, in: 1...100) == 40)
  }

  @Test func rejectsUnknownOptionsAndBadNumbers() throws {
    #expect(throws: Arguments.UsageError.self) {
      try Arguments(["--nope"], valued: [], flags: [])
    }
    #expect(throws: Arguments.UsageError.self) {
      try Arguments(["--width"], valued: ["width"], flags: [])
    }
    let arguments = try Arguments(["--width", "-3"], valued: ["width"], flags: [])
    #expect(throws: Arguments.UsageError.self) {
      try arguments.integer("width", default: 80, in: 1...100)
    }
  }
}
