/// Values by index, for views that build their children on demand (the rows of a list): a
/// window of consecutive indices in an array, others in a dictionary.
///
/// Rows are asked for near one another, many times a frame; an array slot costs less to
/// find than a hashed key. The window grows only as far as indices are stored, so a frame
/// that builds 40 rows creates and frees about 40 slots.
struct IndexedCache<Value> {
  /// The index of `window[0]`, set by the first index stored.
  private var base = 0
  private var window: [Value?] = []
  private var others: [Int: Value] = [:]

  /// The most consecutive indices the window covers.
  private static var windowLimit: Int { 256 }

  subscript(index: Int) -> Value? {
    get {
      let offset = index &- base
      if UInt(bitPattern: offset) < UInt(bitPattern: window.count) { return window[offset] }
      return others.isEmpty ? nil : others[index]
    }
    set {
      if window.isEmpty {
        // Start the window a little before the first index: lists look upwards too.
        base = index - min(index, 16)
        window.reserveCapacity(64)
      }
      let offset = index &- base
      if offset == window.count, offset < Self.windowLimit {
        // The next index, the way rows are built: stored as it grows the window.
        window.append(newValue)
      } else if offset >= 0, offset < Self.windowLimit {
        while window.count <= offset { window.append(nil) }
        window[offset] = newValue
      } else {
        others[index] = newValue
      }
    }
  }

  /// The value at `index`, no longer stored: one look-up where reading and clearing the
  /// index would take two.
  mutating func take(_ index: Int) -> Value? {
    let offset = index &- base
    if UInt(bitPattern: offset) < UInt(bitPattern: window.count) {
      guard let value = window[offset] else { return nil }
      window[offset] = nil
      return value
    }
    return others.isEmpty ? nil : others.removeValue(forKey: index)
  }

  /// Calls `body` with every value stored, the window's in order, then the others'.
  func forEachValue(_ body: (Value) -> Void) {
    window.withUnsafeBufferPointer { values in
      for value in values { if let value { body(value) } }
    }
    if !others.isEmpty { for value in others.values { body(value) } }
  }

  /// Removes every value, keeping the storage.
  mutating func removeAll() {
    window.removeAll(keepingCapacity: true)
    if !others.isEmpty { others.removeAll(keepingCapacity: true) }
  }

  /// Where the values stored are: the window's indices (some may hold none), and the
  /// others', in order — without a copy of the values, which a caller may then take.
  var storedIndices: (window: Range<Int>, others: [Int]) {
    (base..<(base &+ window.count), others.isEmpty ? [] : others.keys.sorted())
  }

  /// The values stored: the window's in the order of their indices, then the others'.
  var values: [Value] {
    window.compactMap { $0 } + others.sorted { $0.key < $1.key }.map(\.value)
  }
}
