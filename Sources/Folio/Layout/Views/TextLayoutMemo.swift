/// The lines of long texts, kept from one frame to the next.
///
/// Views are rebuilt every frame, and so are their nodes; a `Text` of megabytes would be
/// split and wrapped again each time, though nothing changed. Texts of at least
/// ``minimumBytes`` keep their lines here, for the last few (content, width, settings) they
/// were laid out for. The key is the content itself, compared whole, so a frame is still a
/// function of the view: the memo changes how long a frame takes, never what it shows.
/// Comparing is cheap when the text is the same string as before (its storage is shared)
/// and a byte comparison otherwise. Shared by every thread that draws, behind a lock.
final class TextLayoutMemo: @unchecked Sendable {
  static let shared = TextLayoutMemo()

  /// Texts shorter than this are laid out again each frame: that costs less than a lookup.
  static let minimumBytes = 16 * 1024
  /// How many layouts are kept, the least recently used going first.
  static let capacity = 8

  struct Key: Equatable {
    let content: StyledText
    let wrapMode: WrapMode?
    let truncation: TruncationPosition
    let ellipsis: String
    /// The width laid out for; nil for the text as written (split at its line breaks).
    let width: Int?
    /// The widths measured with.
    var profile = WidthProfile.current
  }

  private let lock = Lock()
  /// Most recently used last.
  private var entries: [(key: Key, lines: TextBlock.Lines)] = []
  /// How many layouts were computed rather than found, by the text's length in bytes,
  /// for tests; forgotten past a few hundred lengths.
  private var computed: [Int: Int] = [:]

  /// How many layouts of a text of `bytes` UTF-8 bytes were computed rather than found.
  func computedCount(ofBytes bytes: Int) -> Int { lock.withLock { computed[bytes] ?? 0 } }

  /// The lines for `key`: remembered, or made by `make` (outside the lock) and remembered.
  func lines(for key: Key, make: () -> TextBlock.Lines) -> TextBlock.Lines {
    let found: TextBlock.Lines? = lock.withLock {
      guard let index = entries.lastIndex(where: { $0.key == key }) else { return nil }
      let entry = entries.remove(at: index)
      entries.append(entry)
      return entry.lines
    }
    if let found { return found }
    let made = make()
    let bytes = key.content.runs.reduce(0) { $0 + $1.text.utf8.count }
    lock.withLock {
      if computed.count > 256 { computed = [:] }
      computed[bytes, default: 0] += 1
      entries.append((key, made))
      if entries.count > Self.capacity { entries.removeFirst() }
    }
    return made
  }
}
