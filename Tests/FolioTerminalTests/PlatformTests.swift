import Testing

@testable import FolioTerminal

@Suite struct PlatformTests {
  @Test func pipeIsNotATerminal() throws {
    let pipe = try #require(Platform.makePipe(nonBlocking: false))
    defer {
      Platform.close(pipe.read)
      Platform.close(pipe.write)
    }
    #expect(!Platform.isTerminal(pipe.read))
    #expect(Platform.attributes(of: pipe.read) == nil)
  }

  @Test func pipeCarriesBytes() throws {
    let pipe = try #require(Platform.makePipe(nonBlocking: true))
    defer {
      Platform.close(pipe.read)
      Platform.close(pipe.write)
    }
    var out: [UInt8] = [1, 2, 3]
    #expect(Platform.write(pipe.write, &out, 3) == 3)
    #expect(readBytes(from: pipe.read, count: 3) == [1, 2, 3])
    // Non-blocking: an empty pipe reports EAGAIN instead of waiting.
    var into: UInt8 = 0
    #expect(Platform.read(pipe.read, &into, 1) == -1)
    #expect(Platform.errno == Platform.wouldBlock)
  }

  @Test(.enabled(if: PseudoTerminal.isAvailable))
  func pseudoTerminalIsATerminal() throws {
    let pty = try #require(PseudoTerminal())
    #expect(Platform.isTerminal(pty.device))
    let attributes = try #require(pty.attributes)
    #expect(Platform.sameAttributes(attributes, attributes))
    #expect(!Platform.isRaw(attributes))
  }

  @Test func rawModeKeepsOutputProcessingOnlyWhenAsked() throws {
    var cooked = Platform.Termios()
    cooked.c_lflag = ~0
    cooked.c_oflag = ~0
    let raw = Platform.rawAttributes(from: cooked, keepsOutputProcessing: false)
    let processed = Platform.rawAttributes(from: cooked, keepsOutputProcessing: true)
    #expect(Platform.isRaw(raw) && Platform.isRaw(processed))
    #expect(raw.c_oflag != processed.c_oflag)
    #expect(processed.c_oflag == cooked.c_oflag)
  }
}
