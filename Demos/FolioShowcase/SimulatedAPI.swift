import Folio

/// A remote API simulated in memory: latency, injected failures, offset and cursor
/// paging, and search. Deterministic for a seed.
///
/// Latency waits on the program's clock (``WorkTracker/clock``): real time on a terminal,
/// the test's clock under a test driver. Whether a request fails depends only on the seed,
/// the query, the offset and how many times that offset was asked for — never on the order
/// in which requests running side by side arrive — so a prefetch cannot use up a failure
/// meant for the page on screen.
public final class SimulatedAPI: PaginatedDataSource, SearchablePaginatedDataSource,
  @unchecked Sendable
{
  // @unchecked: `deleted`, `attempts` and `forcedFailures` are guarded by `lock`.
  public typealias Item = Story

  /// The error a failed request throws.
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  /// How many stories the server holds before deletions.
  public let count: Int
  /// How long every request takes.
  public let latency: Duration
  /// The share of requests that fail, from 0 to 1.
  public let failRate: Double
  /// The seed of the failures.
  public let seed: UInt64
  private let lock = Lock()
  /// The stories deleted at the "server", in ascending order.
  private var deleted: [Int] = []
  /// How many times each (query, offset) was asked for.
  private var attempts: [String: Int] = [:]
  /// Offsets whose next requests fail, and how many more times.
  private var forcedFailures: [Int: Int] = [:]

  /// An API of `count` stories answering after `latency`, failing a `failRate` share of
  /// requests as `seed` decides.
  public init(count: Int, latency: Duration = .zero, failRate: Double = 0, seed: UInt64 = 1) {
    self.count = max(0, count)
    self.latency = latency
    self.failRate = min(max(0, failRate), 1)
    self.seed = seed
  }

  /// Story `id` (1-based), computed on demand.
  public static func story(_ id: Int) -> Story { Story.numbered(id) }

  /// Makes the next `times` requests that start at `offset` fail, whatever the fail rate.
  public func failNextRequests(at offset: Int, times: Int = 1) {
    lock.withLock { forcedFailures[offset, default: 0] += max(0, times) }
  }

  /// Deletes story `id` at the source: later pages and totals leave it out.
  public func delete(_ id: Int) {
    lock.withLock {
      guard !deleted.contains(id) else { return }
      deleted.append(id)
      deleted.sort()
    }
  }

  /// Whether the request for `offset` of `query` fails: a forced failure, or the seeded
  /// draw for this attempt.
  private func fails(query: String, offset: Int) -> Bool {
    lock.withLock {
      if let forced = forcedFailures[offset], forced > 0 {
        forcedFailures[offset] = forced - 1
        return true
      }
      let key = "\(query)\u{0}\(offset)"
      let attempt = attempts[key, default: 0]
      attempts[key] = attempt + 1
      guard failRate > 0 else { return false }
      var z = seed &+ UInt64(truncatingIfNeeded: offset) &* 0x9E37_79B9_7F4A_7C15
      z = z &+ UInt64(truncatingIfNeeded: attempt) &* 0xBF58_476D_1CE4_E5B9
      for byte in query.utf8 { z = (z ^ UInt64(byte)) &* 0x100_0000_01B3 }
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53) < failRate
    }
  }

  /// The id of the story at `position` (0-based) among those not deleted.
  private func storyID(at position: Int, skipping deleted: [Int]) -> Int {
    var id = position + 1
    for gone in deleted {
      guard gone <= id else { break }
      id += 1
    }
    return id
  }

  public func fetch(_ request: PageRequest) async throws -> PageResult<Story> {
    try await fetch(request, query: "")
  }

  public func fetch(_ request: PageRequest, query: String) async throws -> PageResult<Story> {
    if latency > .zero { try await WorkTracker.current.sleep(for: latency) }
    // A cursor, when given, is the offset to continue from; otherwise the page number.
    let start = request.cursor.flatMap(Int.init) ?? request.offset
    if fails(query: query, offset: start) {
      throw Failure(description: "The server timed out (simulated).")
    }
    let size = max(1, request.size)
    let deleted = lock.withLock { self.deleted }
    if query.isEmpty {
      let remaining = count - deleted.count
      let upper = min(remaining, start + size)
      var stories: [Story] = []
      if start < upper {
        var id = storyID(at: start, skipping: deleted)
        while stories.count < upper - start {
          if deleted.contains(id) {
            id += 1
            continue
          }
          stories.append(Self.story(id))
          id += 1
        }
      }
      return PageResult(
        items: stories, hasMore: upper < remaining,
        nextCursor: upper < remaining ? String(upper) : nil, totalItems: remaining)
    }
    // Search scans the simulated catalogue, as a server would with an index.
    let needle = query.lowercased()
    var matches: [Story] = []
    var skipped = 0
    var id = 1
    var total = 0
    while id <= count {
      let story = Self.story(id)
      if !deleted.contains(id), story.title.lowercased().contains(needle) {
        total += 1
        if skipped < start {
          skipped += 1
        } else if matches.count < size {
          matches.append(story)
        }
      }
      id += 1
      if id > 200_000 { break }
    }
    let more = start + matches.count < total
    return PageResult(
      items: matches, hasMore: more, nextCursor: more ? String(start + matches.count) : nil,
      totalItems: total)
  }
}
