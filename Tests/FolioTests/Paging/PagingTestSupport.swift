import Foundation
import Testing

@testable import Folio

/// Groups every paging suite, so `swift test --filter Paging` runs them all.
@Suite(.timeLimit(.minutes(1))) struct PagingTests {}

/// A list row whose id says which list it came from.
struct Row: Identifiable, Sendable, Hashable {
  let id: String
}

/// Rows `name#0`, `name#1`, … for the given indices.
func rows(_ name: String, _ indices: Range<Int>) -> [Row] {
  indices.map { Row(id: "\(name)#\($0)") }
}

/// The page `request` asks for out of `all`, as an offset API would answer it.
func page(of all: [Row], _ request: PageRequest) -> PageResult<Row> {
  let start = min(request.offset, all.count)
  let end = min(start + request.size, all.count)
  return PageResult(items: Array(all[start..<end]), hasMore: end < all.count, totalItems: all.count)
}

struct FakeError: Error, CustomStringConvertible {
  var description: String { "the network is down" }
}

/// A flag an observation callback can set from any thread.
final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false

  var isSet: Bool { lock.withLock { value } }

  func set() { lock.withLock { value = true } }
}

/// Counts the requests a test source answers.
actor RequestCounter {
  private(set) var value = 0

  func increment() { value += 1 }
}
