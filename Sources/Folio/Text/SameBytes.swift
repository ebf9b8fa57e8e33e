extension StyledText {
  /// Whether `other` holds the same runs byte for byte, in the same styles: then it draws
  /// the same cells. (Equal styled texts, `==`, may hold different but canonically
  /// equivalent characters, which a terminal is sent as they are.)
  func hasSameBytes(as other: StyledText) -> Bool {
    runs.withUnsafeBufferPointer { runs in
      other.runs.withUnsafeBufferPointer { others in
        guard runs.count == others.count else { return false }
        for index in 0..<runs.count
        where !runs[index].text.hasSameBytes(as: others[index].text)
          || runs[index].style != others[index].style
        {
          return false
        }
        return true
      }
    }
  }
}

extension StyledText {
  /// Makes this text what `StyledText(text)` makes, keeping the storage of its runs when it
  /// has one run: a text node shown new words every frame allocates nothing for them.
  mutating func setPlainRun(_ text: String) {
    if text.isEmpty {
      runs = []
    } else if runs.count == 1 {
      runs[0] = Run(text)
    } else {
      runs = [Run(text)]
    }
  }

  /// Whether this is what `StyledText(text)` makes, byte for byte: no run for empty text,
  /// else one run of its bytes in the plain style.
  func isPlainRun(of text: String) -> Bool {
    if text.isEmpty { return runs.isEmpty }
    return runs.withUnsafeBufferPointer { runs in
      runs.count == 1 && runs[0].style.isUnset && runs[0].text.hasSameBytes(as: text)
    }
  }
}

extension String {
  /// Whether `other` holds the same UTF-8 bytes: at once when both are the same storage,
  /// otherwise compared eight bytes at a time.
  func hasSameBytes(as other: String) -> Bool {
    // The same bits are the same string: the same bytes held in the value itself (a short
    // string), or the same storage. Looked at first, as most strings compared are the ones
    // the last frame showed.
    if MemoryLayout<String>.size == 16,
      unsafeBitCast(self, to: (UInt64, UInt64).self)
        == unsafeBitCast(other, to: (UInt64, UInt64).self)
    {
      return true
    }
    guard utf8.count == other.utf8.count else { return false }
    let same = utf8.withContiguousStorageIfAvailable { first in
      other.utf8.withContiguousStorageIfAvailable { second in
        first.baseAddress == second.baseAddress
          || String.sameBytes(UnsafeRawBufferPointer(first), UnsafeRawBufferPointer(second))
      }
    }
    // A string stored elsewhere (bridged) is compared a byte at a time.
    return (same ?? nil) ?? utf8.elementsEqual(other.utf8)
  }

  /// Whether `first` and `second`, as long as each other, hold the same bytes.
  private static func sameBytes(_ first: UnsafeRawBufferPointer, _ second: UnsafeRawBufferPointer)
    -> Bool
  {
    var offset = 0
    while offset &+ 8 <= first.count {
      guard
        first.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          == second.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      else { return false }
      offset &+= 8
    }
    while offset < first.count {
      guard first[offset] == second[offset] else { return false }
      offset &+= 1
    }
    return true
  }
}

extension Optional<String> {
  /// Whether `other` is nil as this is, or holds the same UTF-8 bytes.
  func hasSameBytes(as other: String?) -> Bool {
    switch (self, other) {
    case (nil, nil): true
    case (let text?, let otherText?): text.hasSameBytes(as: otherText)
    default: false
    }
  }
}
