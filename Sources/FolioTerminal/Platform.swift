#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The operating-system calls the runtime makes, in one place.
///
/// Every function here is a thin wrapper: no allocation happens in the ones marked
/// "signal-safe", so the signal handlers in `TerminalSignals` may call them.
enum Platform {
  /// Terminal attributes (`struct termios`).
  typealias Termios = termios
  /// A saved signal disposition (`struct sigaction`).
  typealias SignalAction = sigaction
  /// A C signal handler.
  typealias SignalHandler = @convention(c) (Int32) -> Void

  static var standardInput: Int32 { 0 }
  static var standardOutput: Int32 { 1 }
  static var standardError: Int32 { 2 }

  // MARK: - errno

  /// The calling thread's `errno`. Signal-safe.
  static var errno: Int32 {
    get {
      #if canImport(Darwin)
        return Darwin.errno
      #elseif canImport(Musl)
        return Musl.errno
      #else
        return Glibc.errno
      #endif
    }
    set {
      #if canImport(Darwin)
        Darwin.errno = newValue
      #elseif canImport(Musl)
        Musl.errno = newValue
      #else
        Glibc.errno = newValue
      #endif
    }
  }

  /// The system's message for `errno`.
  static func errorMessage(_ errno: Int32) -> String {
    guard let message = strerror(errno) else { return "error \(errno)" }
    return String(cString: message)
  }

  static var interrupted: Int32 { EINTR }
  static var wouldBlock: Int32 { EAGAIN }

  // MARK: - Terminals

  /// Whether `fd` refers to a terminal (`isatty`).
  static func isTerminal(_ fd: Int32) -> Bool {
    isatty(fd) == 1
  }

  /// The window size reported by `ioctl(TIOCGWINSZ)`, or nil when the call fails.
  static func windowSize(_ fd: Int32) -> (columns: Int, rows: Int)? {
    var size = winsize()
    guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0 else { return nil }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// The value of one environment variable.
  static func environmentValue(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    return String(cString: value)
  }

  /// The variables that decide colour, symbols and size, as a dictionary for the pure
  /// detection functions (`ColorMode.detect`, `SymbolSet.detect`).
  static func terminalEnvironment() -> [String: String] {
    let names = [
      "NO_COLOR", "FORCE_COLOR", "CLICOLOR_FORCE", "CLICOLOR", "TERM", "COLORTERM", "LC_ALL",
      "LC_CTYPE", "LANG", "COLUMNS", "LINES", "TMUX", "STY", "TERM_PROGRAM", "KITTY_WINDOW_ID",
      "WT_SESSION", "KONSOLE_VERSION", "VTE_VERSION", "FOLIO_HYPERLINKS", "ACCESSIBLE",
      "FOLIO_ACCESSIBLE", "FOLIO_FOCUS_CURSOR",
    ]
    var values: [String: String] = [:]
    for name in names { values[name] = environmentValue(name) }
    return values
  }

  /// Reads the attributes of the terminal `fd`, or nil when it is not a terminal.
  static func attributes(of fd: Int32) -> Termios? {
    var value = Termios()
    guard tcgetattr(fd, &value) == 0 else { return nil }
    return value
  }

  /// Applies `attributes` to `fd` immediately (`TCSANOW`). Signal-safe.
  @discardableResult
  static func setAttributes(_ fd: Int32, _ attributes: UnsafePointer<Termios>) -> Bool {
    tcsetattr(fd, TCSANOW, attributes) == 0
  }

  /// `attributes` with the echo off (the line break still shown), for reading a secret in
  /// the terminal's own line mode.
  static func quietAttributes(from attributes: Termios) -> Termios {
    var quiet = attributes
    quiet.c_lflag &= ~tcflag_t(ECHO)
    quiet.c_lflag |= tcflag_t(ECHONL)
    return quiet
  }

  /// A line read from `fd` a byte at a time (so nothing after it is taken from a pipe),
  /// without its line break; nil at the end of the input with nothing read.
  static func readLine(from fd: Int32) -> String? {
    var bytes: [UInt8] = []
    var byte: UInt8 = 0
    while true {
      let count = withUnsafeMutableBytes(of: &byte) { read(fd, $0.baseAddress!, 1) }
      if count < 0 && errno == EINTR { continue }
      guard count == 1 else { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
      if byte == 0x0A { break }
      bytes.append(byte)
    }
    if bytes.last == 0x0D { bytes.removeLast() }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The raw-mode version of `attributes`, the flags `cfmakeraw` clears.
  ///
  /// Input: no break-to-signal, CR→NL, parity, strip or flow control. Local: no echo,
  /// canonical lines, signals from keys, or extended processing. Characters are 8 bits.
  /// `VMIN = 1, VTIME = 0`: a `read` after `poll` reports readiness returns at once with
  /// what is there, and never returns 0 bytes in a loop.
  /// - Parameter keepsOutputProcessing: keep `OPOST` (so `\n` still becomes `\r\n`).
  static func rawAttributes(from attributes: Termios, keepsOutputProcessing: Bool) -> Termios {
    var raw = attributes
    raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
    if !keepsOutputProcessing {
      raw.c_oflag &= ~tcflag_t(OPOST)
    }
    raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
    raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
    raw.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    return raw
  }

  /// Whether two attribute values are byte-for-byte identical.
  static func sameAttributes(_ lhs: Termios, _ rhs: Termios) -> Bool {
    withUnsafeBytes(of: lhs) { left in
      withUnsafeBytes(of: rhs) { right in left.elementsEqual(right) }
    }
  }

  /// Whether the raw-mode flags (no echo, no canonical input, no key signals) are set.
  static func isRaw(_ attributes: Termios) -> Bool {
    attributes.c_lflag & tcflag_t(ECHO | ICANON | ISIG) == 0
  }

  /// Whether the process is in the terminal's foreground process group, or `fd` is not
  /// its controlling terminal (then changing it raises no `SIGTTOU`). Signal-safe.
  static func mayChangeTerminal(_ fd: Int32) -> Bool {
    let group = tcgetpgrp(fd)
    return group == -1 || group == getpgrp()
  }

  /// Opens the controlling terminal for reading and writing.
  static func openControllingTerminal() -> Int32? {
    let fd = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
    return fd >= 0 ? fd : nil
  }

  /// Opens a new pseudo-terminal pair, or nil when the system has none to give.
  static func openPseudoTerminal() -> (controller: Int32, device: Int32)? {
    #if canImport(Darwin)
      let controller = posix_openpt(O_RDWR | O_NOCTTY)
      guard controller >= 0 else { return nil }
      guard grantpt(controller) == 0, unlockpt(controller) == 0, let name = ptsname(controller)
      else {
        close(controller)
        return nil
      }
      let path = String(cString: name)
    #else
      // Glibc's headers hide `posix_openpt` from Swift; these are its two ioctls
      // (TIOCSPTLCK, TIOCGPTN), whose numbers the generic Linux ioctl layout fixes.
      let controller = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
      guard controller >= 0 else { return nil }
      var unlock: Int32 = 0
      var number: UInt32 = 0
      guard ioctl(controller, UInt(0x4004_5431), &unlock) == 0,
        ioctl(controller, UInt(0x8004_5430), &number) == 0
      else {
        close(controller)
        return nil
      }
      let path = "/dev/pts/\(number)"
    #endif
    let device = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard device >= 0 else {
      close(controller)
      return nil
    }
    return (controller, device)
  }

  /// Sets the window size of a pseudo-terminal (what a terminal emulator does on resize).
  @discardableResult
  static func setWindowSize(_ fd: Int32, columns: Int, rows: Int) -> Bool {
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    return ioctl(fd, UInt(TIOCSWINSZ), &size) == 0
  }

  // MARK: - File descriptors

  /// One `write(2)`: the count written, or -1 with `errno` set. Signal-safe.
  static func write(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
      return Darwin.write(fd, bytes, count)
    #elseif canImport(Musl)
      return Musl.write(fd, bytes, count)
    #else
      return Glibc.write(fd, bytes, count)
    #endif
  }

  /// One `read(2)`: the count read, 0 at end of file, or -1 with `errno` set.
  static func read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
      return Darwin.read(fd, buffer, count)
    #elseif canImport(Musl)
      return Musl.read(fd, buffer, count)
    #else
      return Glibc.read(fd, buffer, count)
    #endif
  }

  static func close(_ fd: Int32) {
    #if canImport(Darwin)
      _ = Darwin.close(fd)
    #elseif canImport(Musl)
      _ = Musl.close(fd)
    #else
      _ = Glibc.close(fd)
    #endif
  }

  /// Lets a thread end on its own, its resources freed when it does.
  static func detach(_ thread: ThreadHandle) {
    #if canImport(Glibc)
      _ = pthread_detach(thread.id.pointee)
    #else
      _ = pthread_detach(thread.id.pointee!)
    #endif
    thread.id.deallocate()
  }

  // MARK: - Files

  /// What a path names.
  enum FileKind: Equatable {
    case regular
    case directory
    case other
  }

  /// Opens `path` for reading (closed on `exec`): the descriptor, or `errno`.
  static func openForReading(_ path: String) -> Result<Int32, Errno> {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    return fd >= 0 ? .success(fd) : .failure(Errno(code: errno))
  }

  /// The kind and size of the file open as `fd`, or nil when `fstat` fails.
  static func fileStatus(_ fd: Int32) -> (kind: FileKind, size: Int)? {
    var status = stat()
    guard fstat(fd, &status) == 0 else { return nil }
    let type = status.st_mode & S_IFMT
    let kind: FileKind =
      type == S_IFREG ? .regular : type == S_IFDIR ? .directory : .other
    return (kind, Int(status.st_size))
  }

  /// One `pread(2)`: the count read, 0 at the end, or -1 with `errno` set.
  static func read(
    _ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int, at offset: Int
  ) -> Int {
    pread(fd, buffer, count, off_t(offset))
  }

  /// `count` bytes at `offset` into `buffer`, by as many `pread(2)`s as it takes (an
  /// interrupted one is tried again); fewer at the end of the file or on an error.
  static func readFully(
    _ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int, at offset: Int
  ) -> Int {
    var done = 0
    while done < count {
      let read = Self.read(fd, buffer + done, count - done, at: offset + done)
      if read > 0 {
        done += read
      } else if read < 0 && errno == interrupted {
        continue
      } else {
        break
      }
    }
    return done
  }

  /// One `pwrite(2)`: the count written, or -1 with `errno` set.
  static func write(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int, at offset: Int) -> Int {
    pwrite(fd, bytes, count, off_t(offset))
  }

  /// A new file in the temporary folder (`$TMPDIR`, else `/tmp`), already unlinked so it
  /// is gone when closed or when the process ends, however it ends: its descriptor, or
  /// nil.
  static func makeAnonymousFile() -> Int32? {
    let folder = environmentValue("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array("\(folder)/folio-spool-XXXXXX".utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else { return nil }
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    return fd
  }

  /// An `errno` value with its message, in lower case to follow a colon: `no such file`.
  struct Errno: Error, CustomStringConvertible {
    var code: Int32
    var description: String {
      switch code {
      case ENOENT: return "no such file"
      case EACCES: return "permission denied"
      default:
        let message = Platform.errorMessage(code)
        return message.prefix(1).lowercased() + message.dropFirst()
      }
    }
  }

  /// A pipe whose ends close on `exec`; `nonBlocking` makes both ends non-blocking.
  static func makePipe(nonBlocking: Bool) -> (read: Int32, write: Int32)? {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    for fd in ends {
      _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
      if nonBlocking {
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
      }
    }
    return (ends[0], ends[1])
  }

  /// What `poll` reported for one descriptor.
  struct Readiness {
    var readable = false
    /// Hang-up, error or invalid descriptor, with nothing left to read.
    var closed = false
  }

  /// Waits until one of `fds` can be read, or `timeout` milliseconds pass (-1: forever).
  /// Returns nil on error (`errno` says why), an empty array on timeout.
  static func waitForInput(_ fds: [Int32], timeout: Int32) -> [Readiness]? {
    var polled = fds.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    let result = poll(&polled, nfds_t(polled.count), timeout)
    if result < 0 { return nil }
    if result == 0 { return [] }
    return polled.map { entry in
      let readable = entry.revents & Int16(POLLIN) != 0
      let failed = entry.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
      return Readiness(readable: readable, closed: failed && !readable)
    }
  }

  /// Waits until `fd` accepts more output (for descriptors someone made non-blocking).
  static func waitForOutput(_ fd: Int32) {
    var entry = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
    _ = poll(&entry, 1, -1)
  }

  // MARK: - Signals

  static var interruptSignal: Int32 { SIGINT }
  static var terminateSignal: Int32 { SIGTERM }
  static var hangUpSignal: Int32 { SIGHUP }
  static var quitSignal: Int32 { SIGQUIT }
  static var stopSignal: Int32 { SIGTSTP }
  static var continueSignal: Int32 { SIGCONT }
  static var resizeSignal: Int32 { SIGWINCH }
  static var backgroundOutputSignal: Int32 { SIGTTOU }

  /// Installs `handler` for `signal`, storing the previous disposition in `previous`.
  ///
  /// `SA_RESTART` keeps the program's own blocking calls from failing with `EINTR`;
  /// while a handler runs, every signal in `blocking` waits.
  @discardableResult
  static func installHandler(
    _ handler: SignalHandler, for signal: Int32, blocking: [Int32],
    previous: UnsafeMutablePointer<SignalAction>
  ) -> Bool {
    var action = SignalAction()
    #if canImport(Darwin)
      action.__sigaction_u.__sa_handler = handler
    #elseif canImport(Musl)
      action.__sa_handler.sa_handler = handler
    #else
      action.__sigaction_handler.sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    for other in blocking {
      sigaddset(&action.sa_mask, other)
    }
    action.sa_flags = SA_RESTART
    return sigaction(signal, &action, previous) == 0
  }

  /// Puts back a disposition saved by ``installHandler(_:for:blocking:previous:)``.
  /// Signal-safe.
  static func restoreHandler(for signal: Int32, _ saved: UnsafePointer<SignalAction>) {
    _ = sigaction(signal, saved, nil)
  }

  /// Copies the current disposition of `signal` into `action`.
  static func currentHandler(for signal: Int32, into action: UnsafeMutablePointer<SignalAction>) {
    _ = sigaction(signal, nil, action)
  }

  /// Whether a saved disposition is "ignore" (`SIG_IGN`).
  static func isIgnored(_ action: UnsafePointer<SignalAction>) -> Bool {
    #if canImport(Darwin)
      let handler = action.pointee.__sigaction_u.__sa_handler
    #elseif canImport(Musl)
      let handler = action.pointee.__sa_handler.sa_handler
    #else
      let handler = action.pointee.__sigaction_handler.sa_handler
    #endif
    // Compared as addresses: `SIG_IGN` is the constant 1 cast to a function pointer.
    let address = unsafeBitCast(handler, to: Int.self)
    return address == unsafeBitCast(SIG_IGN, to: Int.self)
  }

  /// Sets `signal` to its default action, unblocks it and raises it on this thread.
  /// For a fatal signal this does not return; for `SIGTSTP` it returns once continued.
  /// Signal-safe.
  static func raiseWithDefaultAction(_ signal: Int32) {
    var action = SignalAction()
    #if canImport(Darwin)
      action.__sigaction_u.__sa_handler = nil
    #elseif canImport(Musl)
      action.__sa_handler.sa_handler = nil
    #else
      action.__sigaction_handler.sa_handler = nil
    #endif
    sigemptyset(&action.sa_mask)
    _ = sigaction(signal, &action, nil)
    var unblock = sigset_t()
    sigemptyset(&unblock)
    sigaddset(&unblock, signal)
    _ = pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    _ = raise(signal)
  }

  /// Lets the calling thread receive `signals`, whatever mask it inherited.
  static func unblockSignals(_ signals: [Int32]) {
    var set = sigset_t()
    sigemptyset(&set)
    for signal in signals { sigaddset(&set, signal) }
    _ = pthread_sigmask(SIG_UNBLOCK, &set, nil)
  }

  /// Sends `signal` to the calling thread. Signal-safe.
  static func raiseSignal(_ signal: Int32) {
    _ = raise(signal)
  }

  /// This process's id.
  static var processID: Int32 { getpid() }

  // MARK: - Processes

  /// How a child process changed state.
  enum ChildStatus: Equatable {
    case exited(Int32)
    case killed(by: Int32)
    case stopped(by: Int32)
  }

  /// Forks a child that raises `signal` and then exits with status 0 if it survives
  /// (tests use it to watch the signal handlers at work).
  ///
  /// The child runs only async-signal-safe code (the raise and whatever handler is
  /// installed), so forking a multi-threaded process is sound here.
  static func forkRaising(_ signal: Int32) -> Int32? {
    let pid = fork()
    if pid == 0 {
      // Its own process group, which has a parent in another group of the session, so it
      // is not orphaned: the kernel would silently discard a stop signal otherwise.
      _ = setpgid(0, 0)
      // Test runners may block signals on their threads; a program's thread does not.
      var none = sigset_t()
      sigemptyset(&none)
      _ = pthread_sigmask(SIG_SETMASK, &none, nil)
      _ = raise(signal)
      _exit(0)
    }
    return pid > 0 ? pid : nil
  }

  /// Waits until the child exits, is killed, or (with `untraced`) stops.
  static func waitForChild(_ pid: Int32, untraced: Bool) -> ChildStatus? {
    var status: Int32 = 0
    while waitpid(pid, &status, untraced ? WUNTRACED : 0) < 0 {
      guard errno == EINTR else { return nil }
    }
    // The classic wait-status layout (`WIFEXITED` and friends are macros Swift can't see).
    if status & 0x7F == 0 { return .exited((status >> 8) & 0xFF) }
    if status & 0xFF == 0x7F { return .stopped(by: (status >> 8) & 0xFF) }
    return .killed(by: status & 0x7F)
  }

  /// Sends `signal` to the process `pid` (0: every process in our process group).
  static func sendSignal(_ signal: Int32, to pid: Int32) {
    _ = kill(pid, signal)
  }

  /// Whether a stop would be answered: some shell with job control can continue this
  /// process group. Not when the group is the session leader's (a program run as a tmux
  /// pane's command, or by `sh -c` there), nor when the parent has left the session or
  /// exited — then the group is orphaned and the kernel discards `SIGTSTP`, or nobody is
  /// there to send `SIGCONT`.
  static func hasJobControl() -> Bool {
    let group = getpgrp()
    let session = getsid(0)
    guard session >= 0, group != session else { return false }
    let parent = getppid()
    guard parent > 1 else { return false }
    return getsid(parent) == session
  }

  // MARK: - Watching a file

  /// A descriptor that becomes readable each time the file at `path` is written to, its
  /// attributes change or a writer closes it (`inotify`), or nil where the system has no
  /// such notification Folio uses (then a reader looks on a timer). Read it with
  /// ``drainFileChanges(_:)`` and close it when done.
  static func fileChangeDescriptor(_ path: String) -> Int32? {
    #if os(Linux) && canImport(Glibc)
      let fd = inotify_init1(Int32(IN_CLOEXEC) | Int32(IN_NONBLOCK))
      guard fd >= 0 else { return nil }
      let mask = UInt32(IN_MODIFY) | UInt32(IN_ATTRIB) | UInt32(IN_CLOSE_WRITE)
      guard inotify_add_watch(fd, path, mask) >= 0 else {
        Glibc.close(fd)
        return nil
      }
      return fd
    #else
      return nil
    #endif
  }

  /// Reads every notification waiting on a descriptor from ``fileChangeDescriptor(_:)``;
  /// returns without blocking.
  static func drainFileChanges(_ fd: Int32) {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while buffer.withUnsafeMutableBytes({ Platform.read(fd, $0.baseAddress!, $0.count) }) > 0 {}
  }

  // MARK: - Waiting

  /// Nanoseconds on a clock that only moves forward (`CLOCK_MONOTONIC`): what ``Waiter``'s
  /// deadlines are counted on.
  static func monotonicNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
  }

  /// Sleeps about a millisecond: for a thread that watches what another does.
  static func sleepBriefly() {
    var time = timespec(tv_sec: 0, tv_nsec: 1_000_000)
    _ = nanosleep(&time, nil)
  }

  /// The processors the system has online, at least 1.
  static var processorCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

  /// Ends the process with `status`, as the C library's `exit` does (output buffers flushed).
  static func exit(_ status: Int32) -> Never {
    #if canImport(Glibc)
      Glibc.exit(status)
    #elseif canImport(Musl)
      Musl.exit(status)
    #else
      Darwin.exit(status)
    #endif
  }

  /// A lock and a condition to sleep on: a thread with nothing to do waits in the kernel
  /// until another signals it or its deadline comes, and costs nothing meanwhile.
  final class Waiter: @unchecked Sendable {
    // @unchecked: the mutex and the condition are what make sharing it safe.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
      mutex.initialize(to: pthread_mutex_t())
      pthread_mutex_init(mutex, nil)
      condition.initialize(to: pthread_cond_t())
      #if canImport(Darwin)
        pthread_cond_init(condition, nil)
      #else
        // Deadlines are on the monotonic clock, not the wall clock a user may set.
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        pthread_cond_init(condition, &attributes)
        pthread_condattr_destroy(&attributes)
      #endif
    }

    deinit {
      pthread_cond_destroy(condition)
      pthread_mutex_destroy(mutex)
      condition.deallocate()
      mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }
    func unlock() { pthread_mutex_unlock(mutex) }
    /// Wakes one thread waiting; called holding the lock.
    func signal() { pthread_cond_signal(condition) }
    /// Wakes every thread waiting; called holding the lock.
    func broadcast() { pthread_cond_broadcast(condition) }

    /// Sleeps, holding the lock before and after, until `deadline`
    /// (``Platform/monotonicNanoseconds()``) unless `stopped` is true first — checked holding
    /// the lock, on every wake, so whoever makes it true signals.
    func wait(until deadline: UInt64, unless stopped: () -> Bool) {
      while !stopped(), Platform.monotonicNanoseconds() < deadline { wait(until: deadline) }
    }

    /// Sleeps, holding the lock before and after, until signalled (or woken spuriously) or,
    /// with a `deadline` (``Platform/monotonicNanoseconds()``), until then.
    func wait(until deadline: UInt64?) {
      guard let deadline else {
        pthread_cond_wait(condition, mutex)
        return
      }
      #if canImport(Darwin)
        let now = Platform.monotonicNanoseconds()
        let left = deadline > now ? deadline - now : 0
        var interval = timespec(
          tv_sec: Int(left / 1_000_000_000), tv_nsec: Int(left % 1_000_000_000))
        pthread_cond_timedwait_relative_np(condition, mutex, &interval)
      #else
        var time = timespec(
          tv_sec: Int(min(deadline / 1_000_000_000, UInt64(Int.max))),
          tv_nsec: Int(deadline % 1_000_000_000))
        pthread_cond_timedwait(condition, mutex, &time)
      #endif
    }
  }

  // MARK: - Threads

  /// A joinable thread started by ``startThread(_:)``.
  struct ThreadHandle {
    fileprivate let id: UnsafeMutablePointer<RawThread>
  }

  // Glibc's `pthread_t` is an integer; elsewhere it is a pointer, imported as optional.
  #if canImport(Glibc)
    fileprivate typealias RawThread = pthread_t
  #else
    fileprivate typealias RawThread = pthread_t?
  #endif

  private final class ThreadBody {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
  }

  /// Runs `body` on a new thread outside Swift's concurrency pool.
  static func startThread(_ body: @escaping @Sendable () -> Void) -> ThreadHandle? {
    let id = UnsafeMutablePointer<RawThread>.allocate(capacity: 1)
    let context = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
    #if canImport(Darwin)
      let result = pthread_create(
        id, nil,
        { raw in
          Unmanaged<ThreadBody>.fromOpaque(raw).takeRetainedValue().run()
          return nil
        }, context)
    #else
      let result = pthread_create(
        id, nil,
        { raw in
          Unmanaged<ThreadBody>.fromOpaque(raw!).takeRetainedValue().run()
          return nil
        }, context)
    #endif
    guard result == 0 else {
      Unmanaged<ThreadBody>.fromOpaque(context).release()
      id.deallocate()
      return nil
    }
    return ThreadHandle(id: id)
  }

  /// Waits for the thread to finish and releases its handle.
  static func join(_ thread: ThreadHandle) {
    #if canImport(Glibc)
      _ = pthread_join(thread.id.pointee, nil)
    #else
      _ = pthread_join(thread.id.pointee!, nil)
    #endif
    thread.id.deallocate()
  }
}
