import Testing

@testable import FolioTerminal

@Suite struct TerminalWriterTests {
  @Test func writesBytesAndStrings() throws {
    let pipe = try #require(Platform.makePipe(nonBlocking: false))
    let drain = PipeDrain(reading: pipe.read)
    let writer = TerminalWriter(fileDescriptor: pipe.write)
    try writer.write([0x61, 0x62])
    try writer.write("é\u{1B}[0m")
    Platform.close(pipe.write)
    #expect(drain.finish() == Array("abé\u{1B}[0m".utf8))
    Platform.close(pipe.read)
  }

  @Test func writesABufferLargerThanThePipe() throws {
    // Far more than a pipe holds (64 KiB on Linux), so `write` returns partial counts.
    let pipe = try #require(Platform.makePipe(nonBlocking: false))
    let drain = PipeDrain(reading: pipe.read)
    let frame = (0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
    try TerminalWriter(fileDescriptor: pipe.write).write(frame)
    Platform.close(pipe.write)
    #expect(drain.finish() == frame)
    Platform.close(pipe.read)
  }

  @Test func waitsWhenTheDescriptorIsNonBlocking() throws {
    // Someone may have set O_NONBLOCK on a terminal we share: EAGAIN must not lose bytes.
    let pipe = try #require(Platform.makePipe(nonBlocking: true))
    let drain = PipeDrain(reading: pipe.read)
    let frame = [UInt8](repeating: 0x78, count: 1_000_000)
    try TerminalWriter(fileDescriptor: pipe.write).write(frame)
    Platform.close(pipe.write)
    let received = drain.finish()
    #expect(received.count == frame.count)
    #expect(received == frame)
    Platform.close(pipe.read)
  }

  @Test func framesAreWrappedInASynchronizedUpdate() throws {
    let pipe = try #require(Platform.makePipe(nonBlocking: false))
    let drain = PipeDrain(reading: pipe.read)
    try TerminalWriter(fileDescriptor: pipe.write).writeFrame(Array("frame".utf8))
    Platform.close(pipe.write)
    #expect(drain.finish() == Array("\u{1B}[?2026hframe\u{1B}[?2026l".utf8))
    Platform.close(pipe.read)
  }

  @Test func reportsAnInvalidDescriptor() {
    #expect(throws: TerminalError.self) {
      try TerminalWriter(fileDescriptor: -1).write([1, 2, 3])
    }
  }
}
