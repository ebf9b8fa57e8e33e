import Folio
import FolioShowcase
import Foundation

/// A remote API simulated in memory: latency, injected failures, offset and cursor
/// paging, and search. Deterministic for a seed.
final class SimulatedAPI: PaginatedDataSource, SearchablePaginatedDataSource, @unchecked Sendable {
  typealias Item = Story

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  let count: Int
  let latency: Duration
  let failRate: Double
  private let lock = NSLock()
  private var random: UInt64
  /// The stories deleted at the "server", in ascending order.
  private var deleted: [Int] = []

  init(count: Int, latency: Duration, failRate: Double, seed: UInt64) {
    self.count = count
    self.latency = latency
    self.failRate = failRate
    self.random = seed
  }

  /// Story `id` (1-based), computed on demand.
  static func story(_ id: Int) -> Story { Story.numbered(id) }

  private func nextRandom() -> Double {
    lock.withLock {
      random &+= 0x9E37_79B9_7F4A_7C15
      var z = random
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
    }
  }

  /// Deletes story `id` at the source: later pages and totals leave it out.
  func delete(_ id: Int) {
    lock.withLock {
      guard !deleted.contains(id) else { return }
      deleted.append(id)
      deleted.sort()
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

  func fetch(_ request: PageRequest) async throws -> PageResult<Story> {
    try await fetch(request, query: "")
  }

  func fetch(_ request: PageRequest, query: String) async throws -> PageResult<Story> {
    if latency > .zero { try await Task.sleep(for: latency) }
    if nextRandom() < failRate {
      throw Failure(description: "The server timed out (simulated).")
    }
    // A cursor, when given, is the offset to continue from; otherwise the page number.
    let start = request.cursor.flatMap(Int.init) ?? request.offset
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
