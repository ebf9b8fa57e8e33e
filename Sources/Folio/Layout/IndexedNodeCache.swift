/// Layout nodes by index, for views that build their children on demand (the rows of a
/// list): a window of consecutive indices in an array, others in a dictionary.
///
/// Rows are asked for near one another, many times a frame; an array slot costs less to
/// find than a hashed key.
struct IndexedNodeCache {
  /// The index of `window[0]`, set by the first index stored.
  private var base: Int?
  private var window: [LayoutNode?] = []
  private var others: [Int: LayoutNode] = [:]

  /// How many consecutive indices the window covers.
  private static let windowSize = 256

  subscript(index: Int) -> LayoutNode? {
    get {
      if let base, index >= base, index - base < window.count { return window[index - base] }
      return others[index]
    }
    set {
      if base == nil {
        // Start the window a little before the first index: lists look upwards too.
        base = index - min(index, 64)
        window = Array(repeating: nil, count: Self.windowSize)
      }
      if let base, index >= base, index - base < window.count {
        window[index - base] = newValue
      } else {
        others[index] = newValue
      }
    }
  }
}
