/// Elements taken in the order they were added, each in constant time on average: an array
/// read from a moving start, its taken elements dropped once they are half of it (or all).
/// For the queues of `WaitingJobs` and `EventMailbox`, used holding their locks.
struct FirstInFirstOut<Element> {
  private var elements: [Element] = []
  private var start = 0

  /// How many elements wait.
  var count: Int { elements.count - start }

  mutating func append(_ element: Element) { elements.append(element) }

  /// The element added first, taken out; nil when none waits.
  mutating func popFirst() -> Element? {
    guard start < elements.count else { return nil }
    let element = elements[start]
    start += 1
    if start == elements.count {
      elements.removeAll(keepingCapacity: true)
      start = 0
    } else if start >= 1024, start * 2 >= elements.count {
      elements.removeFirst(start)
      start = 0
    }
    return element
  }
}
