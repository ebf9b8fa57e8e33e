import Testing

@testable import FolioTerminal

@Suite(.timeLimit(.minutes(1))) struct InputReaderTests {
  @Test func deliversKeysUntilInputEnds() async throws {
    let pipe = try #require(Platform.makePipe(nonBlocking: false))
    let reader = InputReader(
      input: pipe.read, wake: nil, escapeTimeoutMilliseconds: 50, size: { .fallback })
    try TerminalWriter(fileDescriptor: pipe.write).write("\u{1B}[Ax\u{1B}[200~p\u{1B}[201~\u{03}")
    Platform.close(pipe.write)
    var events: [TerminalEvent] = []
    for await event in reader.events { events.append(event) }
    #expect(events == [.key(.up), .key(.character("x")), .paste("p"), .key(.ctrl("c"))])
    reader.stop()
    Platform.close(pipe.read)
  }

  @Test func loneEscapeArrivesAfterTheTimeout() async throws {
    let pipe = try #require(Platform.makePipe(nonBlocking: false))
    let reader = InputReader(
      input: pipe.read, wake: nil, escapeTimeoutMilliseconds: 20, size: { .fallback })
    var iterator = reader.events.makeAsyncIterator()
    let writer = TerminalWriter(fileDescriptor: pipe.write)
    try writer.write([0x1B])
    // Nothing else is written, so only poll's timeout can produce this event.
    #expect(await nextEvent(&iterator) == .key(.escape))
    try writer.write("\u{1B}[B")
    #expect(await nextEvent(&iterator) == .key(.down))
    reader.stop()
    #expect(await nextEvent(&iterator) == nil)
    Platform.close(pipe.write)
    Platform.close(pipe.read)
  }

  @Test func aPasteWhoseEndNeverComesEndsAfterTheQuietTime() async throws {
    let pipe = try #require(Platform.makePipe(nonBlocking: false))
    let reader = InputReader(
      input: pipe.read, wake: nil, escapeTimeoutMilliseconds: 20, pasteTimeoutMilliseconds: 30,
      size: { .fallback })
    var iterator = reader.events.makeAsyncIterator()
    let writer = TerminalWriter(fileDescriptor: pipe.write)
    try writer.write("\u{1B}[200~pasted, never ended")
    // Nothing else is written, so only the paste time-out can end it.
    #expect(await nextEvent(&iterator) == .paste("pasted, never ended"))
    try writer.write([0x03])
    #expect(await nextEvent(&iterator) == .key(.ctrl("c")))
    reader.stop()
    Platform.close(pipe.write)
    Platform.close(pipe.read)
  }

  @Test(.enabled(if: PseudoTerminal.isAvailable))
  func wakePipeReportsResizeAndResume() async throws {
    let input = try #require(Platform.makePipe(nonBlocking: false))
    let wake = try #require(Platform.makePipe(nonBlocking: true))
    let pty = try #require(PseudoTerminal())
    Platform.setWindowSize(pty.controller, columns: 80, rows: 24)
    let device = pty.device
    let reader = InputReader(
      input: input.read, wake: wake.read, escapeTimeoutMilliseconds: 50,
      size: { TerminalSize.current(of: device) })
    var iterator = reader.events.makeAsyncIterator()
    let signals = TerminalWriter(fileDescriptor: wake.write)

    Platform.setWindowSize(pty.controller, columns: 100, rows: 30)
    try signals.write([TerminalSignals.resizeByte, TerminalSignals.resizeByte])
    #expect(await nextEvent(&iterator) == .resize(width: 100, height: 30))

    // A continue reports the size (it may have changed while stopped), then asks for a
    // repaint.
    Platform.setWindowSize(pty.controller, columns: 90, rows: 20)
    try signals.write([TerminalSignals.resumeByte])
    #expect(await nextEvent(&iterator) == .resize(width: 90, height: 20))
    #expect(await nextEvent(&iterator) == .resume)

    reader.stop()
    for fd in [input.read, input.write, wake.read, wake.write] { Platform.close(fd) }
  }

  @Test func stopEndsTheStream() async throws {
    let pipe = try #require(Platform.makePipe(nonBlocking: false))
    let reader = InputReader(
      input: pipe.read, wake: nil, escapeTimeoutMilliseconds: 50, size: { .fallback })
    var iterator = reader.events.makeAsyncIterator()
    reader.stop()
    reader.stop()
    #expect(await nextEvent(&iterator) == nil)
    Platform.close(pipe.read)
    Platform.close(pipe.write)
  }
}
