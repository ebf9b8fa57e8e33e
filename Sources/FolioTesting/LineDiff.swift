/// A unified line diff of two texts, with `context` unchanged lines around each change.
///
/// Built on the standard library's `CollectionDifference`; lines are compared exactly, and
/// trailing spaces are made visible with `·` so a whitespace-only change can be seen.
func unifiedDiff(
  expected: String, actual: String, context: Int = 3, expectedName: String = "golden",
  actualName: String = "actual"
) -> String {
  let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  let difference = new.difference(from: old)
  var removed = Set<Int>()
  var inserted = Set<Int>()
  for change in difference {
    switch change {
    case .remove(let offset, _, _): removed.insert(offset)
    case .insert(let offset, _, _): inserted.insert(offset)
    }
  }
  // The edit script: (marker, line, old index, new index).
  var script: [(Character, String, Int, Int)] = []
  var i = 0
  var j = 0
  while i < old.count || j < new.count {
    if i < old.count, removed.contains(i) {
      script.append(("-", old[i], i, j))
      i += 1
    } else if j < new.count, inserted.contains(j) {
      script.append(("+", new[j], i, j))
      j += 1
    } else {
      if i < old.count { script.append((" ", old[i], i, j)) }
      i += 1
      j += 1
    }
  }
  let changed = script.indices.filter { script[$0].0 != " " }
  guard !changed.isEmpty else { return "" }
  var keep = Set<Int>()
  for index in changed {
    for k in max(0, index - context)...min(script.count - 1, index + context) { keep.insert(k) }
  }
  var output = ["--- \(expectedName)", "+++ \(actualName)"]
  var index = 0
  while index < script.count {
    guard keep.contains(index) else {
      index += 1
      continue
    }
    var end = index
    while end + 1 < script.count, keep.contains(end + 1) { end += 1 }
    let hunk = script[index...end]
    let oldCount = hunk.filter { $0.0 != "+" }.count
    let newCount = hunk.filter { $0.0 != "-" }.count
    output.append("@@ -\(hunk.first!.2 + 1),\(oldCount) +\(hunk.first!.3 + 1),\(newCount) @@")
    for (marker, line, _, _) in hunk {
      output.append(String(marker) + visibleTrailingSpaces(line))
    }
    index = end + 1
  }
  return output.joined(separator: "\n")
}

private func visibleTrailingSpaces(_ line: String) -> String {
  var body = Substring(line)
  var trailing = 0
  while body.last == " " {
    body.removeLast()
    trailing += 1
  }
  return String(body) + String(repeating: "·", count: trailing)
}
