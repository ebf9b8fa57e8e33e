/// What a one-line text field holds: its text, where the cursor is, and how far it is
/// scrolled.
///
/// The state is a plain value with no UI in it: keep one with the rest of your app's state,
/// change it with the editing operations below, and draw it with a ``TextField`` each frame.
/// The `FolioTerminal` module maps key presses and pastes onto these operations.
///
/// Positions count grapheme clusters (Swift `Character`s), never bytes or scalars, so the
/// cursor can never stand inside `"e\u{301}"`, a flag or a ZWJ emoji sequence. Every
/// operation is total: positions out of range are brought back into it, operations that
/// have nothing to do do nothing, and no input makes one trap.
///
/// Text comes in through ``insert(_:)`` (or by setting ``text``) made fit for one line:
/// escape sequences and control characters are removed, bidi embedding, override and
/// isolate controls too, and line breaks and tabs become spaces, so a pasted paragraph
/// arrives as one line and nothing in it can drive the terminal.
///
/// ```swift
/// var query = TextFieldState(maxLength: 64)
/// query.insert("swift")
/// query.moveToStart()
/// query.insert("learn ")   // "learn swift", cursor after "learn "
/// query.deleteWordBackward() // "swift", cursor at the start
/// ```
public struct TextFieldState: Hashable, Sendable {
  private var storage: String
  /// The number of characters in ``storage``.
  private var length: Int
  private var cursorIndex: Int
  private var offset: Int
  private var limit: Int?

  /// The most characters a field holds unless told otherwise: a one-line field is no
  /// place for more, and a paste of megabytes into one is cut to this at once.
  public static let defaultMaxLength = 1_024

  /// Whether the last insertion (a paste, or text set) was cut to fit ``maxLength``: a
  /// prompt says so, so a cut paste does not pass for the whole of it.
  public private(set) var lastInsertionWasCut = false

  /// A field holding `text` (cleaned as ``insert(_:)`` cleans, and cut to `maxLength`),
  /// with the cursor at its end. `maxLength` is ``defaultMaxLength`` unless given; nil
  /// lifts the limit.
  public init(text: String = "", maxLength: Int? = TextFieldState.defaultMaxLength) {
    limit = maxLength.map { max(0, $0) }
    storage = ""
    length = 0
    cursorIndex = 0
    offset = 0
    insert(text)
  }

  /// The text in the field, one line without control characters.
  ///
  /// Setting it cleans the new text as ``insert(_:)`` does, cuts it to ``maxLength``, and
  /// keeps the cursor where it was when the new text is that long, or puts it at the end.
  public var text: String {
    get { storage }
    set {
      storage = Self.clean(newValue)
      if let limit, storage.count > limit { storage = String(storage.prefix(limit)) }
      length = storage.count
      cursor = cursorIndex
    }
  }

  /// The number of characters (grapheme clusters) in the field.
  public var count: Int { length }

  /// Whether the field holds no text.
  public var isEmpty: Bool { length == 0 }

  /// The cursor: the number of characters before it, from 0 (before the first) to
  /// ``count`` (after the last). A value out of that range is brought back into it.
  public var cursor: Int {
    get { cursorIndex }
    set {
      cursorIndex = min(max(0, newValue), length)
      offset = min(offset, cursorIndex)
    }
  }

  /// The first character a ``TextField`` starts showing from before it scrolls to keep the
  /// cursor in view; never past the cursor. A value out of range is brought back into it.
  ///
  /// Editing keeps it at or before the cursor; how far right a field scrolls depends on its
  /// width, which only drawing knows. A field draws from here, scrolling as little as it
  /// must, so a field drawn at one width with this state shows the same cells every time;
  /// ``scrollToCursor(width:mask:)`` stores where a field of a known width ends up, so that
  /// the next frame scrolls from there.
  public var scrollOffset: Int {
    get { offset }
    set { offset = min(max(0, newValue), cursorIndex) }
  }

  /// The most characters the field holds; `nil` for no limit. Lowering it cuts the text.
  public var maxLength: Int? {
    get { limit }
    set {
      limit = newValue.map { max(0, $0) }
      if let limit, length > limit { text = String(storage.prefix(limit)) }
    }
  }

  // MARK: Editing

  /// Inserts `string` at the cursor and moves the cursor after it.
  ///
  /// The string is cleaned first: escape sequences (CSI, OSC, DCS and the others, 7-bit or
  /// 8-bit) and control characters are removed, as are the bidi embedding, override and
  /// isolate controls; each line break (`\r\n`, `\r`, `\n`, U+2028, U+2029) and tab
  /// becomes one space. With a ``maxLength``, only as many characters as still fit are
  /// inserted.
  ///
  /// - Complexity: O(*m*) in the characters inserted, never in the length of `string`
  ///   beyond what fits: a paste far longer than the room left is cleaned only as far as
  ///   the room (and ``lastInsertionWasCut`` says it was cut).
  public mutating func insert(_ string: String) {
    lastInsertionWasCut = false
    guard let limit else {
      let inserted = Self.clean(string)
      if !inserted.isEmpty { replace(cursorIndex..<cursorIndex, with: inserted) }
      return
    }
    let room = max(0, limit - length)
    guard room > 0 else {
      lastInsertionWasCut = !string.isEmpty
      return
    }
    // What cleaning removes (escape sequences, controls) makes room for a little more; a
    // window of twice the room and some is plenty, and bounds the work.
    let window = room.saturatingAdd(room).saturatingAdd(256)
    let start = string.prefix(window)
    let cleaned = Self.clean(String(start))
    let inserted = cleaned.prefix(room)
    lastInsertionWasCut = cleaned.count > room || start.endIndex < string.endIndex
    if inserted.isEmpty { return }
    replace(cursorIndex..<cursorIndex, with: String(inserted))
  }

  /// Moves the cursor one character left, if it can.
  public mutating func moveLeft() { cursor = cursorIndex - 1 }

  /// Moves the cursor one character right, if it can.
  public mutating func moveRight() { cursor = cursorIndex + 1 }

  /// Moves the cursor before the first character (Home, Ctrl-A).
  public mutating func moveToStart() { cursor = 0 }

  /// Moves the cursor after the last character (End, Ctrl-E).
  public mutating func moveToEnd() { cursor = length }

  /// Deletes the character before the cursor (Backspace).
  public mutating func deleteBackward() {
    guard cursorIndex > 0 else { return }
    replace((cursorIndex - 1)..<cursorIndex, with: "")
  }

  /// Deletes the character after the cursor (Delete).
  public mutating func deleteForward() {
    guard cursorIndex < length else { return }
    replace(cursorIndex..<(cursorIndex + 1), with: "")
  }

  /// Deletes from the cursor to the end of the text (Ctrl-K).
  public mutating func deleteToEnd() {
    guard cursorIndex < length else { return }
    replace(cursorIndex..<length, with: "")
  }

  /// Deletes from the start of the text to the cursor (Ctrl-U).
  public mutating func deleteToStart() {
    guard cursorIndex > 0 else { return }
    replace(0..<cursorIndex, with: "")
  }

  /// Deletes the word before the cursor and the spaces between it and the cursor (Ctrl-W):
  /// `"git commit  |"` becomes `"git |"`. A word is a run of characters that are not
  /// whitespace.
  public mutating func deleteWordBackward() {
    guard cursorIndex > 0 else { return }
    var start = storage.index(storage.startIndex, offsetBy: cursorIndex)
    var startIndex = cursorIndex
    while start > storage.startIndex {
      let before = storage.index(before: start)
      guard storage[before].isWhitespace else { break }
      start = before
      startIndex -= 1
    }
    while start > storage.startIndex {
      let before = storage.index(before: start)
      guard !storage[before].isWhitespace else { break }
      start = before
      startIndex -= 1
    }
    replace(startIndex..<cursorIndex, with: "")
  }

  /// Replaces the characters in `range` (clamped to the text) with the clean `string`, and
  /// puts the cursor after it.
  ///
  /// Characters on either side may join the inserted ones into one cluster (a combining
  /// mark after a letter, two regional indicators); the cursor then goes after that
  /// cluster, so it always stands between two characters of the new text.
  private mutating func replace(_ range: Range<Int>, with string: String) {
    let lower = min(max(0, range.lowerBound), length)
    let upper = min(max(lower, range.upperBound), length)
    if lower == length, upper == length {
      // Typing at the end, the common case: appended without counting the whole text. The
      // last character may join the first inserted one into one cluster.
      let joined = storage.last.map { String($0) + string } ?? string
      let added = joined.count - (storage.isEmpty ? 0 : 1)
      storage += string
      length += added
      cursorIndex = length
      offset = min(offset, cursorIndex)
      return
    }
    let start = storage.index(storage.startIndex, offsetBy: lower)
    let end = storage.index(start, offsetBy: upper - lower)
    let head = String(storage[..<start]) + string
    storage = head + storage[end...]
    length = storage.count
    cursorIndex = min(head.count, length)
    offset = min(offset, cursorIndex)
  }

  // MARK: Scrolling

  /// Where a field `width` cells wide starts showing the text: ``scrollOffset``, moved as
  /// little as needed so the cursor's cell shows, and moved back while the text from an
  /// earlier character still fits, so no room is left empty while text is hidden.
  ///
  /// Each character takes its display width, or `mask`'s when given (a masked field); the
  /// cursor takes the cell of the character after it, or one cell at the end of the text.
  ///
  /// - Complexity: O(*w*) in the characters that take the field's width around the cursor,
  ///   never in the length of the text (a field filled by a long paste scrolls as fast as
  ///   a short one).
  public func visibleStart(width: Int, mask: String? = nil) -> Int {
    let maskWidth = mask?.displayWidth
    func cells(_ character: Character) -> Int { maskWidth ?? character.displayWidth }
    let width = max(0, width)
    let cursorIndexInText = index(atCharacter: cursorIndex)
    let cursorCell =
      cursorIndexInText < storage.endIndex ? max(1, cells(storage[cursorIndexInText])) : 1
    // The earliest start from which the cursor's cell still shows, walking back from it.
    var fitting = cursorIndex
    var span = cursorCell
    var position = cursorIndexInText
    while fitting > 0 {
      let previous = storage.index(before: position)
      let next = span + cells(storage[previous])
      guard next <= width else { break }
      span = next
      fitting -= 1
      position = previous
    }
    // The stored offset, moved as little as needed for the cursor to show.
    var start = max(min(offset, cursorIndex), fitting)
    // Back while the rest of the text, from one character earlier, fits whole.
    var startIndex = index(atCharacter: start)
    var tail = 1
    var walker = startIndex
    while walker < storage.endIndex, tail <= width {
      tail += cells(storage[walker])
      walker = storage.index(after: walker)
    }
    guard walker == storage.endIndex else { return start }
    while start > 0 {
      let previous = storage.index(before: startIndex)
      let extra = cells(storage[previous])
      guard tail + extra <= width else { break }
      tail += extra
      start -= 1
      startIndex = previous
    }
    return start
  }

  /// Stores in ``scrollOffset`` where a field `width` cells wide starts showing the text
  /// (see ``visibleStart(width:mask:)``), so the next frame scrolls from there.
  public mutating func scrollToCursor(width: Int, mask: String? = nil) {
    offset = visibleStart(width: width, mask: mask)
  }

  /// The index of character `number` (from 0) of the text, walked to from the nearer end.
  func index(atCharacter number: Int) -> String.Index {
    let number = min(max(0, number), length)
    if number <= length - number {
      return storage.index(storage.startIndex, offsetBy: number)
    }
    return storage.index(storage.endIndex, offsetBy: number - length)
  }

  // MARK: Cleaning

  /// `string` made fit for one line of a field: see ``insert(_:)``.
  static func clean(_ string: String) -> String {
    var needsParsing = false
    var scalars = String.UnicodeScalarView()
    var previous: Unicode.Scalar?
    for scalar in string.unicodeScalars {
      defer { previous = scalar }
      switch scalar.value {
      case 0x0A where previous == "\r":
        continue
      case 0x09, 0x0A, 0x0D, 0x2028, 0x2029:
        scalars.append(" ")
      case 0x07, 0x1B, 0x90, 0x9B, 0x9C, 0x9D:
        // Kept for the parser: they start or end escape sequences.
        needsParsing = true
        scalars.append(scalar)
      case 0x00..<0x20, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069:
        continue
      default:
        scalars.append(scalar)
      }
    }
    let text = String(scalars)
    guard needsParsing else { return text }
    // The escape sequences go; what the parser shows of a stray ESC, BEL or C1 control is
    // its placeholder, which goes too, unless the text held that character itself.
    let parsed = SGRParser.parse(text).runs.map(\.text).joined()
    let placeholders: Set<Unicode.Scalar> = ["\u{241B}", "\u{2407}", Sanitizer.c1Placeholder]
    let kept = placeholders.filter { text.unicodeScalars.contains($0) }
    return String(
      String.UnicodeScalarView(
        parsed.unicodeScalars.filter { !placeholders.contains($0) || kept.contains($0) }))
  }
}
