/// The bytes of one fuzz input, read front to back as the choices of a run; past the end
/// every read gives zero, so any input, even an empty one, is a complete run.
struct FuzzInput {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var position = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  var isAtEnd: Bool { position >= bytes.count }

  mutating func byte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }

  mutating func bool() -> Bool { byte() & 1 == 1 }

  /// A number in `range`, from one or two bytes.
  mutating func int(in range: ClosedRange<Int>) -> Int {
    let span = UInt(range.upperBound - range.lowerBound) + 1
    let raw = span > 256 ? UInt(byte()) << 8 | UInt(byte()) : UInt(byte())
    return range.lowerBound + Int(raw % span)
  }

  /// Any `Int`, the extremes and small values more often than chance would give them.
  mutating func anyInt() -> Int {
    switch byte() % 8 {
    case 0: return .max
    case 1: return .min
    case 2: return .max - Int(byte())
    case 3: return .min + Int(byte())
    case 4, 5: return Int(Int8(bitPattern: byte()))
    default:
      var value: UInt64 = 0
      for _ in 0..<8 { value = value << 8 | UInt64(byte()) }
      return Int(truncatingIfNeeded: value)
    }
  }

  /// Up to `limit` raw bytes, as they come.
  mutating func bytes(upTo limit: Int) -> [UInt8] {
    let count = min(int(in: 0...limit), bytes.count - min(position, bytes.count))
    defer { position += count }
    return Array(bytes[position..<(position + count)])
  }

  /// A string from up to `limit` raw bytes: invalid UTF-8 becomes U+FFFD.
  mutating func string(upTo limit: Int) -> String {
    String(decoding: bytes(upTo: limit), as: UTF8.self)
  }

  /// The rest of the input.
  mutating func rest() -> [UInt8] {
    defer { position = bytes.count }
    return position < bytes.count ? Array(bytes[position...]) : []
  }
}

/// Stops the run with a message libFuzzer records with the crashing input.
func violated(_ message: @autoclosure () -> String) -> Never {
  fatalError("oracle: \(message())")
}
