#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// Folio's system calls, all of them: a module imports the C library only in its platform
// files, Platform.swift or Platform+….swift (Scripts/check-layers.sh checks it; the fuzz
// build compiles Folio and FolioTerminal as one module, so their file names differ). Folio needs one thing of the system,
// a lock for the caches every drawing thread shares; `Synchronization.Mutex` would do, but
// needs macOS 15 and the package supports macOS 14.

/// A mutual-exclusion lock over a heap-allocated pthread mutex, for the caches shared by
/// every thread that draws. FolioTerminal's sources use it too (it is visible within the
/// package, not outside it).
package final class Lock: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  package init() {
    mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs `body` holding the lock.
  package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}
