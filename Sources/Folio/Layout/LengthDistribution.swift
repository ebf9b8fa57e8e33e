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
  /// The length offered to each child and the length each took.
  struct Shares {
    var offered: [Int]
    var taken: [Int]
  }

  /// Shares `space` among children with `ranges` and `priorities` (empty: all equal);
  /// `fit(index, offered)` lays child `index` out along the axis and returns its length.
  static func share(
    _ space: Int, ranges: [LengthRange], priorities: [Double] = [],
    fit: (Int, Int) -> Int
  ) -> Shares {
    var shares = Shares(
      offered: [Int](repeating: 0, count: ranges.count),
      taken: [Int](repeating: 0, count: ranges.count))
    guard !ranges.isEmpty else { return shares }
    guard priorities.count == ranges.count, Set(priorities).count > 1 else {
      shareEqually(space, among: Array(ranges.indices), ranges: ranges, into: &shares, fit: fit)
      return shares
    }
    var remaining = space
    let levels = Set(priorities).sorted(by: >)
    for level in levels {
      let group = ranges.indices.filter { priorities[$0] == level }
      var reservedBelow = 0
      for index in ranges.indices where priorities[index] < level {
        reservedBelow = min(reservedBelow &+ ranges[index].minimum, Canvas.maxSide)
      }
      let available = max(0, remaining - reservedBelow)
      shareEqually(available, among: group, ranges: ranges, into: &shares, fit: fit)
      for index in group { remaining = max(0, remaining - shares.taken[index]) }
    }
    return shares
  }

  /// Shares `space` among the children `group`, all of one priority.
  private static func shareEqually(
    _ space: Int, among group: [Int], ranges: [LengthRange], into shares: inout Shares,
    fit: (Int, Int) -> Int
  ) {
    func give(_ index: Int, _ length: Int) {
      shares.offered[index] = length
      shares.taken[index] = fit(index, length)
    }
    var idealTotal = 0
    for index in group { idealTotal = min(idealTotal &+ ranges[index].ideal, Int.max / 2) }
    if idealTotal <= space {
      var extra = space - idealTotal
      var growers: [Int] = []
      for index in group {
        if ranges[index].growth > 0 {
          growers.append(index)
        } else {
          give(index, ranges[index].ideal)
        }
      }
      if growers.count > 1 {
        growers.sort { (ranges[$0].growth, $0) < (ranges[$1].growth, $1) }
      }
      for (position, index) in growers.enumerated() {
        let ideal = ranges[index].ideal
        give(index, ideal + extra / (growers.count - position))
        extra = max(0, extra - max(0, shares.taken[index] - ideal))
      }
    } else {
      var order = group
      order.sort {
        (ranges[$0].ideal - ranges[$0].minimum, $0) < (ranges[$1].ideal - ranges[$1].minimum, $1)
      }
      var remaining = space
      var reserved = 0
      for index in group { reserved = min(reserved &+ ranges[index].minimum, Int.max / 2) }
      for index in order {
        let range = ranges[index]
        reserved -= range.minimum
        give(index, max(range.minimum, min(range.ideal, remaining - reserved)))
        remaining = max(0, remaining - shares.taken[index])
      }
    }
  }
}
