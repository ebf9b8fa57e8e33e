/// Values by index, for views that build their children on demand (the rows of a list): a
/// window of consecutive indices in an array, others in a dictionary.
///
/// Rows are asked for near one another, many times a frame; an array slot costs less to
/// find than a hashed key.
struct IndexedCache<Value> {
  /// The index of `window[0]`, set by the first index stored.
  private var base: Int?
  private var window: [Value?] = []
  private var others: [Int: Value] = [:]

  /// How many consecutive indices the window covers.
  private static var windowSize: Int { 256 }

  subscript(index: Int) -> Value? {
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
