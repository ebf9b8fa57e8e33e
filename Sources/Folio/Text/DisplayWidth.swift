extension Character {
  /// The number of terminal cells this grapheme cluster occupies: 0, 1 or 2.
  ///
  /// East Asian Wide and Fullwidth characters, emoji in emoji presentation (including
  /// VS16 sequences, ZWJ sequences, skin-tone sequences, keycaps and flags) take 2 cells;
  /// combining marks, default-ignorable code points and control characters take none;
  /// East Asian Ambiguous characters take 1 (see ``displayWidth(ambiguousIsWide:)``);
  /// everything else takes 1. VS15 (text presentation) does not narrow a wide emoji.
  public var displayWidth: Int { displayWidth(ambiguousIsWide: false) }

  /// The number of terminal cells this grapheme cluster occupies, with East Asian
  /// Ambiguous characters (`·`, `°`, Greek and Cyrillic in CJK fonts…) counted as
  /// 2 cells when `ambiguousIsWide` is true, as terminals set up for CJK text do.
  public func displayWidth(ambiguousIsWide: Bool) -> Int {
    let ambiguousWidth = ambiguousIsWide ? 2 : 1
    let scalars = unicodeScalars
    if scalars.count == 1, let scalar = scalars.first {
      return DisplayWidth.width(
        ofEntry: DisplayWidth.entry(scalar.value), ambiguous: ambiguousWidth)
    }
    var text = String(self)
    return text.withUTF8 {
      DisplayWidth.clusterWidth($0, from: 0, to: $0.count, ambiguous: ambiguousWidth)
    }
  }
}

extension String {
  /// The number of terminal cells this string occupies: the sum of its grapheme
  /// clusters' ``Character/displayWidth``.
  ///
  /// ```swift
  /// "abc".displayWidth      // 3
  /// "漢字".displayWidth      // 4
  /// "cafe\u{301}".displayWidth  // 4
  /// "👍🏽".displayWidth      // 2
  /// ```
  ///
  /// - Complexity: O(*n*) in the UTF-8 length; printable ASCII is counted eight bytes
  ///   at a time, other scalars cost one table look-up, and only the clusters around
  ///   joiners (ZWJ, variation selectors, emoji modifiers, regional indicators, jamo,
  ///   spacing and prepended marks) go through grapheme breaking.
  public var displayWidth: Int { displayWidth(ambiguousIsWide: false) }

  /// The number of terminal cells this string occupies, with East Asian Ambiguous
  /// characters counted as 2 cells when `ambiguousIsWide` is true.
  ///
  /// - Complexity: O(*n*) in the UTF-8 length.
  public func displayWidth(ambiguousIsWide: Bool) -> Int {
    measuredDisplayWidth(ambiguous: ambiguousIsWide ? 2 : 1)
  }
}

extension StringProtocol {
  /// The display width of this text, ambiguous characters `ambiguous` cells wide: the one
  /// body of `String`'s and `Substring`'s ``String/displayWidth``.
  @inline(__always)
  func measuredDisplayWidth(ambiguous: Int) -> Int {
    if let width = utf8.withContiguousStorageIfAvailable({
      DisplayWidth.measure($0, text: self, ambiguous: ambiguous)
    }) {
      return width
    }
    // Only bridged strings get here; a new String is native UTF-8.
    return nativeUTF8Copy.measuredDisplayWidth(ambiguous: ambiguous)
  }

  /// A native UTF-8 copy of this text, for a bridged string whose bytes are not
  /// contiguous. `String(_:)` of a whole bridged string may hand back the same bridged
  /// storage (and a fallback that calls itself would never end), so the bytes are copied.
  var nativeUTF8Copy: String { String(decoding: Array(utf8), as: UTF8.self) }
}

extension Substring {
  /// The number of terminal cells this text occupies; see ``String/displayWidth``.
  ///
  /// - Complexity: O(*n*) in the UTF-8 length.
  public var displayWidth: Int { displayWidth(ambiguousIsWide: false) }

  /// The number of terminal cells this text occupies, with East Asian Ambiguous
  /// characters counted as 2 cells when `ambiguousIsWide` is true.
  ///
  /// - Complexity: O(*n*) in the UTF-8 length.
  public func displayWidth(ambiguousIsWide: Bool) -> Int {
    measuredDisplayWidth(ambiguous: ambiguousIsWide ? 2 : 1)
  }
}

/// Calls `body` with each grapheme cluster of `text` (a slice of it, no copy) and the
/// cluster's display width, in order.
///
/// The clusters are exactly those of `for character in text`, and each width equals
/// that `Character`'s ``Character/displayWidth``, but most clusters are found by
/// looking at UTF-8 bytes and one table entry instead of running grapheme breaking:
/// that is what makes drawing text into a canvas cheap.
///
/// ```swift
/// forEachCluster(in: "a漢e\u{301}") { cluster, width in print(cluster, width) }
/// // a 1, 漢 2, é 1
/// ```
///
/// - Complexity: O(*n*) in the UTF-8 length of `text`.
func forEachCluster(
  in text: Substring, ambiguousIsWide: Bool = false, _ body: (Substring, Int) -> Void
) {
  let utf8 = text.utf8
  let base = utf8.startIndex
  DisplayWidth.scanClusters(text, ambiguous: ambiguousIsWide ? 2 : 1) { start, end, width in
    let lower = utf8.index(base, offsetBy: start)
    let upper = utf8.index(lower, offsetBy: end - start)
    body(text[lower..<upper], width)
    return true
  }
}

/// Calls `body` with each grapheme cluster of `text` and its display width, as the
/// `Substring` overload does.
func forEachCluster(
  in text: String, ambiguousIsWide: Bool = false, _ body: (Substring, Int) -> Void
) {
  forEachCluster(in: text[...], ambiguousIsWide: ambiguousIsWide, body)
}

/// Display-width measurement on UTF-8 bytes, driven by ``WidthTables``.
///
/// A scalar whose table entry lacks ``joins`` can neither extend the cluster before it
/// nor glue itself to the next one, so it is a cluster of its own whenever its
/// neighbours are too. A plain combining mark (``mark``) always extends the cluster
/// before it. Only around the other joining scalars does the standard library's
/// grapheme breaking run, so clusters always match `Character`'s.
enum DisplayWidth {
  /// Entry bits, as written by Scripts/generate-width-tables.py.
  static let widthMask: UInt8 = 3
  static let ambiguousClass: UInt8 = 3
  static let joins: UInt8 = 4
  static let emoji: UInt8 = 8
  static let pictographic: UInt8 = 16
  static let mark: UInt8 = 32

  /// The table entry of a Unicode scalar value (which must be below 0x110000).
  @inline(__always)
  static func entry(_ scalar: UInt32) -> UInt8 {
    let blockIndex = Int(scalar &>> WidthTables.blockShift) &* 2
    let blocks = WidthTables.blocks.utf8Start
    let block = Int(blocks[blockIndex] &- 0x30) &<< 6 | Int(blocks[blockIndex &+ 1] &- 0x30)
    let mask = (1 &<< Int(WidthTables.blockShift)) &- 1
    return WidthTables.entries.utf8Start[block &<< Int(WidthTables.blockShift) | Int(scalar) & mask]
      &- 0x40
  }

  /// Whether `a` followed by `b` may be one cluster, or change the clusters around them:
  /// false when neither is a joining scalar (see ``joins``), and then text that ends in `a`
  /// and text that begins with `b`, put together, are as wide as the two apart.
  static func mayJoin(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Bool {
    joins(a.value) || joins(b.value)
  }

  /// Whether the scalar of value `scalar` is a joining scalar (see ``joins``).
  @inline(__always)
  static func joins(_ scalar: UInt32) -> Bool {
    entry(scalar) & joins != 0
  }

  /// The cells a scalar with table entry `entry` takes on its own.
  @inline(__always)
  static func width(ofEntry entry: UInt8, ambiguous: Int) -> Int {
    let widthClass = entry & widthMask
    return widthClass == ambiguousClass ? ambiguous : Int(widthClass)
  }

  /// Decodes the scalar starting at `i` in valid UTF-8: its value and length in bytes.
  @inline(__always)
  static func decode(_ p: UnsafePointer<UInt8>, at i: Int) -> (scalar: UInt32, length: Int) {
    let lead = UInt32(p[i])
    if lead < 0x80 { return (lead, 1) }
    if lead < 0xE0 {
      return ((lead & 0x1F) &<< 6 | UInt32(p[i &+ 1] & 0x3F), 2)
    }
    if lead < 0xF0 {
      return (
        (lead & 0x0F) &<< 12 | UInt32(p[i &+ 1] & 0x3F) &<< 6 | UInt32(p[i &+ 2] & 0x3F), 3
      )
    }
    return (
      (lead & 0x07) &<< 18 | UInt32(p[i &+ 1] & 0x3F) &<< 12 | UInt32(p[i &+ 2] & 0x3F) &<< 6
        | UInt32(p[i &+ 3] & 0x3F), 4
    )
  }

  /// Where the run of printable ASCII bytes (0x20…0x7E) starting at offset `i` of the
  /// `count` bytes at `p` ends: `i` itself when the byte there is not printable ASCII.
  ///
  /// The one scanner of printable ASCII, for measuring, cutting and drawing text: each such
  /// byte is one cell, and only the last one of a run can take marks from the bytes after
  /// it. Eight bytes are tested at a time.
  @inline(__always)
  static func asciiRunEnd(_ p: UnsafePointer<UInt8>, from i: Int, count: Int) -> Int {
    var end = i
    while end &+ 8 <= count {
      let word = UInt64(littleEndian: UnsafeRawPointer(p + end).loadUnaligned(as: UInt64.self))
      let high: UInt64 = 0x8080_8080_8080_8080
      let ones: UInt64 = 0x0101_0101_0101_0101
      // Below the first byte with bit 7 set nothing carries between bytes: there,
      // byte + 0x60 lacks bit 7 iff byte < 0x20, and byte + 1 has it iff byte is DEL.
      let stops = (word | ~(word &+ ones &* 0x60) | (word &+ ones)) & high
      if stops != 0 { return end &+ stops.trailingZeroBitCount &>> 3 }
      end &+= 8
    }
    while end < count && p[end] &- 0x20 < 0x5F { end &+= 1 }
    return end
  }

  /// The display width of UTF-8 `bytes`, which are `text`'s.
  static func measure<Characters: StringProtocol>(
    _ bytes: UnsafeBufferPointer<UInt8>, text: Characters, ambiguous: Int
  ) -> Int {
    guard let p = bytes.baseAddress else { return 0 }
    let count = bytes.count
    var total = 0
    var i = 0
    // The last cluster counted, which a joining scalar may turn out to extend.
    var lastStart = 0
    var lastWidth = 0
    while i < count {
      let runEnd = asciiRunEnd(p, from: i, count: count)
      if runEnd > i {
        total &+= runEnd &- i
        i = runEnd
        lastStart = i &- 1
        lastWidth = 1
        if i == count { break }
      }
      let lead = p[i]
      if lead < 0x80 {
        let width = lead >= 0x20 && lead != 0x7F ? 1 : 0
        total &+= width
        lastStart = i
        lastWidth = width
        i &+= 1
        continue
      }
      let (scalar, length) = decode(p, at: i)
      let entry = Self.entry(scalar)
      if entry & joins == 0 {
        let width = Self.width(ofEntry: entry, ambiguous: ambiguous)
        total &+= width
        lastStart = i
        lastWidth = width
        i &+= length
        continue
      }
      if entry & mark != 0 {
        // Extends the last cluster; after a control it stands alone, to the same total.
        let width = Self.width(ofEntry: entry, ambiguous: ambiguous)
        if width > lastWidth {
          total &+= width &- lastWidth
          lastWidth = width
        }
        i &+= length
        continue
      }
      // Measure again, with grapheme breaking, from the start of the last cluster.
      total &-= lastWidth
      let end = clusterEnd(in: text, from: lastStart)
      total &+= clusterWidth(bytes, from: lastStart, to: end, ambiguous: ambiguous)
      i = end
      lastStart = end
      lastWidth = 0
    }
    return total
  }

  /// Calls `body(start, end, width)` with the UTF-8 offsets and width of each grapheme
  /// cluster of `text`, while it returns true.
  static func scanClusters(
    _ text: Substring, ambiguous: Int, _ body: (Int, Int, Int) -> Bool
  ) {
    let scanned: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
      scanClusters(bytes, text: text, ambiguous: ambiguous, body)
    }
    if scanned == nil {
      // Only bridged strings get here; a new String is native UTF-8.
      scanClusters(text.nativeUTF8Copy[...], ambiguous: ambiguous, body)
    }
  }

  /// ``scanClusters(_:ambiguous:_:)`` on `text`'s UTF-8 `bytes`.
  static func scanClusters(
    _ bytes: UnsafeBufferPointer<UInt8>, text: Substring, ambiguous: Int,
    _ body: (Int, Int, Int) -> Bool
  ) {
    var i = 0
    while i < bytes.count {
      let (next, width) = nextCluster(bytes, at: i, text: text, ambiguous: ambiguous)
      guard body(i, next, width) else { return }
      i = next
    }
  }

  /// The end (a UTF-8 offset) and display width of the grapheme cluster of `text` that
  /// starts at offset `i` of its UTF-8 `bytes`.
  @inline(__always)
  static func nextCluster<Characters: StringProtocol>(
    _ bytes: UnsafeBufferPointer<UInt8>, at i: Int, text: Characters, ambiguous: Int
  ) -> (end: Int, width: Int) {
    let p = bytes.baseAddress!
    let count = bytes.count
    let lead = p[i]
    var next: Int
    var width: Int
    var alone: Bool
    if lead < 0x80 {
      next = i &+ 1
      width = lead >= 0x20 && lead != 0x7F ? 1 : 0
      // Controls go to grapheme breaking: CR LF is one cluster, and no mark joins a control.
      alone = width == 1
    } else {
      let (scalar, length) = decode(p, at: i)
      let entry = Self.entry(scalar)
      next = i &+ length
      width = Self.width(ofEntry: entry, ambiguous: ambiguous)
      alone = entry & joins == 0
    }
    while alone && next < count && p[next] >= 0x80 {
      let (scalar, length) = decode(p, at: next)
      let entry = Self.entry(scalar)
      if entry & mark == 0 {
        alone = entry & joins == 0
        break
      }
      width = max(width, Self.width(ofEntry: entry, ambiguous: ambiguous))
      next &+= length
    }
    if !alone {
      next = clusterEnd(in: text, from: i)
      width = clusterWidth(bytes, from: i, to: next, ambiguous: ambiguous)
    }
    return (next, width)
  }

  /// The UTF-8 offset in `text` where the grapheme cluster starting at `offset` ends.
  static func clusterEnd<Characters: StringProtocol>(in text: Characters, from offset: Int) -> Int {
    let utf8 = text.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: offset)
    let rest = text[start...]
    let end = rest.index(after: rest.startIndex)
    return offset + utf8.distance(from: start, to: end)
  }

  /// The display width of the one grapheme cluster in `bytes[start..<end]`.
  ///
  /// A cluster terminals draw differently (``WidthProfile/isDisputed(_:)``) takes the
  /// width the terminal was measured to draw it with, when the frame's profile has it.
  /// Otherwise the model decides: the widest scalar (a base and its marks, a Hangul
  /// syllable from jamo), except that emoji sequences take 2 cells: flags, skin-tone and
  /// ZWJ sequences, and an emoji with VS16 (keycaps among them). VS15 changes nothing: a
  /// terminal that ignores it draws a wide emoji wide, and counting too many cells is the
  /// safer error.
  static func clusterWidth(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, ambiguous: Int
  ) -> Int {
    guard let p = bytes.baseAddress, start < end else { return 0 }
    var width = 0
    var i = start
    var baseEntry: UInt8?
    var scalarCount = 0
    var regionalIndicators = 0
    var emojiPresentation = false
    var zeroWidthJoiner = false
    var hasPictographic = false
    var modifier = false
    var spacingExtenders = 0
    var otherDisputed = false
    while i < end {
      let (scalar, length) = decode(p, at: i)
      let entry = Self.entry(scalar)
      if baseEntry == nil { baseEntry = entry }
      width = max(width, Self.width(ofEntry: entry, ambiguous: ambiguous))
      scalarCount &+= 1
      if entry & pictographic != 0 { hasPictographic = true }
      switch scalar {
      case WidthTables.regionalIndicators: regionalIndicators &+= 1
      case WidthTables.emojiModifiers: modifier = true
      case 0xFE0F: emojiPresentation = true
      case 0x200D: zeroWidthJoiner = true
      // The halfwidth katakana voiced marks extend the cluster before them, but every
      // terminal gives them a cell of their own.
      case 0xFF9E...0xFF9F:
        if scalarCount > 1 { spacingExtenders &+= 1 } else { otherDisputed = true }
      case 0xFE0E, 0xE0020...0xE007F, 0x1100...0x11FF, 0xA960...0xA97F, 0xD7B0...0xD7FF:
        otherDisputed = true
      default: break
      }
      i &+= length
    }
    // One of the clusters terminals draw differently: the profile may have measured it.
    let disputed =
      regionalIndicators > 0
      || (scalarCount > 1
        && (modifier || emojiPresentation || zeroWidthJoiner || spacingExtenders > 0
          || otherDisputed))
    let profile = disputed ? WidthProfile.current : .standard
    let emojiBase = (baseEntry ?? 0) & emoji != 0
    let modelled: Int
    let baseWidth = Self.width(ofEntry: baseEntry ?? 0, ambiguous: ambiguous)
    if modifier && scalarCount > 1 && profile.splitsModifierSequences {
      // Drawn as the base, then the modifier (2 cells) beside it.
      modelled = min(baseWidth &+ 2, 4)
    } else if emojiPresentation && !modifier && !zeroWidthJoiner && regionalIndicators < 2
      && profile.ignoresEmojiPresentation
    {
      modelled = max(baseWidth, 1)
    } else if regionalIndicators >= 2 || (modifier && scalarCount > 1)
      || (zeroWidthJoiner && hasPictographic) || (emojiBase && emojiPresentation)
    {
      modelled = 2
    } else {
      modelled = min(width &+ spacingExtenders, 2)
    }
    guard disputed, profile.measures else { return modelled }
    return profile.width(
      ofDisputed: UnsafeBufferPointer(rebasing: bytes[start..<end]), modelled: modelled)
  }

  /// Whether a scalar makes the multi-scalar cluster it is in one terminals draw
  /// differently: an emoji modifier, a variation selector, ZWJ, a regional indicator, a
  /// tag, a halfwidth voiced mark, a conjoining Hangul jamo.
  static func isDisputed(_ scalar: UInt32) -> Bool {
    switch scalar {
    case WidthTables.regionalIndicators, WidthTables.emojiModifiers, 0xFE0E, 0xFE0F, 0x200D,
      0xE0020...0xE007F, 0xFF9E...0xFF9F, 0x1100...0x11FF, 0xA960...0xA97F, 0xD7B0...0xD7FF:
      return true
    default:
      return false
    }
  }
}
