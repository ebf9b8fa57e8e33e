#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A value each thread holds apart, set for the length of a synchronous call: what a frame
/// being built and drawn tells the code it calls (the memory it is drawn with, the width
/// profile it measures with, what an `.equatable()` view's content noted), as a task-local
/// value would, at a fraction of the cost — a task-local value set allocates its entry, and
/// a frame sets one every time it is drawn. Only for values set and read within one synchronous call, on its thread: unlike a
/// task-local value, one set here is not seen across a suspension or by a child task.
package final class ThreadLocal<Value>: @unchecked Sendable {
  // @unchecked: each thread reads and writes only its own cell.
  /// A thread's value, made the first time the thread sets one, freed when it ends.
  private final class Cell {
    // Read and written only by its own thread, one access at a time (never held across a
    // call): exclusivity is not checked at run time.
    @exclusivity(unchecked) var value: Value

    init(_ value: Value) { self.value = value }
  }

  /// A constant, so that reading it costs no check of exclusive access.
  private let key: pthread_key_t
  /// The value of a thread that has set none.
  private let initial: Value

  /// A value `initial` on every thread until it sets its own.
  package init(_ initial: Value) {
    self.initial = initial
    var key = pthread_key_t()
    // A thread's cell is released when the thread ends.
    pthread_key_create(&key, threadLocalCellRelease)
    self.key = key
  }

  /// The calling thread's value.
  @inline(__always)
  package var value: Value {
    guard let cell = pthread_getspecific(key) else { return initial }
    return Unmanaged<Cell>.fromOpaque(cell)._withUnsafeGuaranteedRef { $0.value }
  }

  /// Runs `body` with the calling thread's value set to `value`, and sets it back after.
  @discardableResult
  package func withValue<Result>(_ value: Value, _ body: () throws -> Result) rethrows -> Result {
    let cell: Cell
    if let existing = pthread_getspecific(key) {
      cell = Unmanaged<Cell>.fromOpaque(existing).takeUnretainedValue()
    } else {
      cell = Cell(initial)
      pthread_setspecific(key, Unmanaged.passRetained(cell).toOpaque())
    }
    let before = cell.value
    cell.value = value
    defer { cell.value = before }
    return try body()
  }
}

#if canImport(Darwin)
  /// Releases a thread's cell of a ``ThreadLocal`` as the thread ends.
  private func threadLocalCellRelease(_ cell: UnsafeMutableRawPointer) {
    Unmanaged<AnyObject>.fromOpaque(cell).release()
  }
#else
  /// Releases a thread's cell of a ``ThreadLocal`` as the thread ends.
  private func threadLocalCellRelease(_ cell: UnsafeMutableRawPointer?) {
    guard let cell else { return }
    Unmanaged<AnyObject>.fromOpaque(cell).release()
  }
#endif
