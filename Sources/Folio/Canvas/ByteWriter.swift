/// A growing buffer of bytes that writes without per-byte checks: callers reserve room
/// first. It owns its memory and frees it when it goes: it cannot be copied, so no copy can
/// free it twice or outlive it.
struct ByteWriter: ~Copyable {
  private(set) var start: UnsafeMutablePointer<UInt8>
  private(set) var count = 0
  private var capacity: Int

  init(capacity: Int) {
    self.capacity = max(capacity, 64)
    start = .allocate(capacity: self.capacity)
  }

  deinit {
    start.deallocate()
  }

  /// Makes room for `extra` more bytes.
  @inline(__always)
  mutating func reserve(_ extra: Int) {
    if count &+ extra > capacity { grow(to: count &+ extra) }
  }

  private mutating func grow(to needed: Int) {
    capacity = max(needed, capacity &* 2)
    let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    larger.update(from: start, count: count)
    start.deallocate()
    start = larger
  }

  /// Counts `length` bytes the caller wrote past the end, into reserved room.
  @inline(__always)
  mutating func advance(by length: Int) {
    count &+= length
  }

  @inline(__always)
  mutating func appendUnchecked(_ byte: UInt8) {
    start[count] = byte
    count &+= 1
  }

  @inline(__always)
  mutating func appendUnchecked(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let base = bytes.baseAddress else { return }
    (start + count).update(from: base, count: bytes.count)
    count &+= bytes.count
  }

  /// Writes the bytes a cell holds inside it (up to 15); needs room for 16, since it
  /// stores both words whole.
  @inline(__always)
  mutating func appendInline(_ cell: PackedCell) {
    let raw = UnsafeMutableRawPointer(start + count)
    raw.storeBytes(of: cell.low.littleEndian, as: UInt64.self)
    raw.storeBytes(of: cell.high.littleEndian, toByteOffset: 8, as: UInt64.self)
    count &+= cell.byteCount
  }
}
