import Folio
import FolioTerminal

/// A driver for the key-burst line: it takes the program a chooser runs and keeps it, so
/// the bench can hand it keys and draw its frames itself, key by key.
@MainActor
final class BurstDriver: ApplicationDriver {
  var program: (any ProgramCore)?
  let size = TerminalSize(width: 80, height: 24)
  var isInteractive: Bool { true }
  var variables: [String: String] { ["TERM": "xterm-256color"] }
  var environment: EnvironmentValues {
    var environment = EnvironmentValues()
    environment.colorMode = .ansi256
    return environment
  }

  func writeOutput(_ bytes: [UInt8]) {}

  func run(_ program: any ProgramCore) async throws {
    self.program = program
    _ = program.start(size: size, environment: environment)
    // The bench drives the program from here on; the chooser's task waits for good.
    await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in }
  }
}

/// An item of the burst's chooser.
struct BurstItem: Identifiable, Sendable, CustomStringConvertible {
  let id: Int
  var description: String { "package \(id) · a library of the \(id % 7)th kind" }
}

/// `key-burst`: 1,000 keys typed, one at a time, into the filter of a chooser over 2,000
/// items, each key handled and its frame drawn and diffed. The first key (which filters
/// every item), the second (the first that narrows) and the 1,000th run in functions of
/// their own, so callgrind counts each alone
/// (`Scripts/key-burst-instructions.sh`): what a key costs must not grow with the keys
/// before it.
///
/// Everything runs on the main thread, no task ever switching threads (callgrind cannot
/// follow Swift's thread pool here): the chooser's task starts at once and stops where the
/// driver keeps its program, and the items are put in the paginator directly.
@MainActor
func runKeyBurst() {
  let paginator = Paginator(
    dataSource: AnyPaginatedDataSource<BurstItem> { _ in PageResult(items: [], hasMore: false) })
  for id in 0..<2_000 { paginator.insert(BurstItem(id: id), at: id) }
  let driver = BurstDriver()
  let chooser = Chooser("Pick a package", from: paginator) { Text($0.description).truncated() }
  if #available(macOS 26, *) {
    Task.immediate { _ = try? await withApplicationDriver(driver) { try await chooser.run() } }
  }
  guard let program = driver.program else {
    print("workload=key-burst impl=folio unavailable")
    return
  }
  var encoder = FrameEncoder(addressing: .cursor, colorMode: .ansi256)
  // Untimed, a key typed and taken back first: the items' descriptions are folded once
  // for the filter, as they are after any first key.
  burstKey(program, "x", &encoder)
  _ = program.handle(.key(.backspace))
  // A burst that matches nothing from its first key on — garbage, a paste gone wrong —
  // so the first and the thousandth key draw the same screen but for the text typed.
  let keys = Array(repeating: Character("z"), count: 1_000)
  let start = ContinuousClock.now
  for (index, key) in keys.enumerated() {
    switch index {
    case 0: burstFirstKey(program, key, &encoder)
    case 1: burstSecondKey(program, key, &encoder)
    case keys.count - 1: burstLastKey(program, key, &encoder)
    default: burstKey(program, key, &encoder)
    }
  }
  let elapsed = ContinuousClock.now - start
  print(
    "workload=key-burst impl=folio keys=\(keys.count) ns_per_key=\(nanoseconds(elapsed, per: keys.count))"
  )
}

/// How many first and last keys ran: distinct effects, so the linker cannot fold the two
/// functions below into one symbol (callgrind would then count both keys as one).
nonisolated(unsafe) var burstFirstKeys = 0
nonisolated(unsafe) var burstLastKeys = 0
nonisolated(unsafe) var burstSecondKeys = 0

/// The first key of the burst.
@inline(never)
@MainActor
func burstFirstKey(_ program: any ProgramCore, _ key: Character, _ encoder: inout FrameEncoder) {
  burstFirstKeys += 1
  burstKey(program, key, &encoder)
}

/// The second key of the burst: the first whose filter narrows an answer.
@inline(never)
@MainActor
func burstSecondKey(_ program: any ProgramCore, _ key: Character, _ encoder: inout FrameEncoder) {
  burstSecondKeys += 3
  burstKey(program, key, &encoder)
}

/// The last key of the burst.
@inline(never)
@MainActor
func burstLastKey(_ program: any ProgramCore, _ key: Character, _ encoder: inout FrameEncoder) {
  burstLastKeys += 2
  burstKey(program, key, &encoder)
}

/// One key: handled, its frame drawn, diffed and shown.
@inline(never)
@MainActor
func burstKey(_ program: any ProgramCore, _ key: Character, _ encoder: inout FrameEncoder) {
  _ = program.handle(.key(.character(key)))
  let frame = program.frame()
  _ = encoder.encode(frame.canvas)
  program.show(frame)
}
