/// How a stack shares the length along its axis among its children.
///
/// Children of higher layout priority go first: they share what is left once every
/// lower-priority child is sure of its minimum. Within one priority:
///
/// - When every child's ideal length fits, each gets it, and the children that can grow
///   share what is left, the least eager first, each offered an equal part of the rest.
/// - When they do not fit, every child is sure of its minimum. Then the least flexible
///   children (the smallest gap between minimum and ideal; ties in order) get their ideal
///   while the others' minimums stay reserved, so short, rigid content stays whole and the
///   most flexible content gives up the space.
///
/// Each child is offered one length, once.
enum LengthDistribution {
  /// Shares `space` among `count` children; `range(index)` is a child's range along the
  /// axis, `priorities` the children's layout priorities (empty: all equal), and
  /// `fit(index, offered)` offers child `index` a length and returns the length it took.
  static func share(
    _ space: Int, count: Int, priorities: [Double] = [], range: (Int) -> LengthRange,
    fit: (Int, Int) -> Int
  ) {
    guard count > 0 else { return }
    guard priorities.count == count, Set(priorities).count > 1 else {
      withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { group in
        for index in 0..<count { group[index] = index }
        _ = shareEqually(space, among: group, range: range, fit: fit)
      }
      return
    }
    var remaining = space
    for level in Set(priorities).sorted(by: >) {
      var reservedBelow = 0
      for index in 0..<count where priorities[index] < level {
        reservedBelow = min(reservedBelow &+ range(index).minimum, Canvas.maxSide)
      }
      var group = (0..<count).filter { priorities[$0] == level }
      let taken = group.withUnsafeMutableBufferPointer {
        shareEqually(max(0, remaining - reservedBelow), among: $0, range: range, fit: fit)
      }
      remaining = max(0, remaining - taken)
    }
  }

  /// Shares `space` among the children `group`, all of one priority; returns the length
  /// they took together. Reorders `group`.
  private static func shareEqually(
    _ space: Int, among group: UnsafeMutableBufferPointer<Int>, range: (Int) -> LengthRange,
    fit: (Int, Int) -> Int
  ) -> Int {
    var group = group
    var idealTotal = 0
    for index in group { idealTotal = min(idealTotal &+ range(index).ideal, Int.max / 2) }
    var taken = 0
    if idealTotal <= space {
      // The children that cannot grow take their ideal; the others move to the end of the
      // group, the least eager first.
      var extra = space - idealTotal
      var growers = group.count
      var position = 0
      while position < growers {
        let index = group[position]
        let childRange = range(index)
        if childRange.growth > 0 {
          growers -= 1
          group.swapAt(position, growers)
        } else {
          taken &+= fit(index, childRange.ideal)
          position += 1
        }
      }
      var eager = UnsafeMutableBufferPointer(rebasing: group[growers...])
      if eager.count > 1 {
        eager.sort { (range($0).growth, $0) < (range($1).growth, $1) }
      }
      for (position, index) in eager.enumerated() {
        let ideal = range(index).ideal
        let length = fit(index, ideal + extra / (eager.count - position))
        taken &+= length
        extra = max(0, extra - max(0, length - ideal))
      }
    } else {
      group.sort {
        let first = range($0)
        let second = range($1)
        return (first.ideal - first.minimum, $0) < (second.ideal - second.minimum, $1)
      }
      var remaining = space
      var reserved = 0
      for index in group { reserved = min(reserved &+ range(index).minimum, Int.max / 2) }
      for index in group {
        let childRange = range(index)
        reserved -= childRange.minimum
        let length = fit(
          index, max(childRange.minimum, min(childRange.ideal, remaining - reserved)))
        taken &+= length
        remaining = max(0, remaining - length)
      }
    }
    return taken
  }
}
