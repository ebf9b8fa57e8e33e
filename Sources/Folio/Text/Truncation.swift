extension String {
  /// This string cut to at most `width` terminal cells, with `marker` where text was
  /// removed.
  ///
  /// A string that fits is returned unchanged. Otherwise the result is exactly `width`
  /// cells: grapheme clusters are never split, and when a wide cluster would straddle
  /// the cut it is dropped, the marker touches the text kept and a space pads the far
  /// side (after `…` for `.end` and `.middle`, before it for `.start`). When `marker`
  /// itself is wider than `width`, the result is as much of the marker as fits. A
  /// negative width gives the empty string.
  ///
  /// ```swift
  /// "Hello, world".truncated(toWidth: 8)                      // "Hello, …"
  /// "Hello, world".truncated(toWidth: 8, position: .start)    // "…, world"
  /// "Hello, world".truncated(toWidth: 8, position: .middle)   // "Hell…rld"
  /// "漢字かな".truncated(toWidth: 4)                            // "漢… "
  /// ```
  ///
  /// - Complexity: O(*n*) in the UTF-8 length of the string.
  public func truncated(
    toWidth width: Int, position: TruncationPosition = .end, marker: String = "…"
  ) -> String {
    guard width >= 0 else { return "" }
    let total = displayWidth
    if total <= width { return self }
    let markerWidth = marker.displayWidth
    if markerWidth > width {
      let (end, kept) = DisplayWidth.prefix(of: marker[...], fitting: width)
      return String(marker.utf8Prefix(end)) + String(repeating: " ", count: width - kept)
    }
    // The pieces are measured apart. Where a seam between two has a joining scalar on
    // either side — a marker that begins with a ZWJ, a variation selector or a combining
    // mark, text that ends in one — they can make one cluster, and it can be wider than its
    // parts (a text-style emoji and a ZWJ draw as one wide emoji). Such a result is measured
    // whole, and less text kept while it is too wide.
    let fullRoom = width - markerWidth
    var room = fullRoom
    let markerEnds = marker.joiningEnds
    while true {
      var (result, mayJoin) = cut(
        toRoom: room, totalWidth: total, position: position, marker: marker,
        markerEnds: markerEnds)
      // Pieces that cannot join are as wide as their parts: with the whole room, `width`.
      if !mayJoin, room == fullRoom { return result }
      let drawn = result.displayWidth
      if drawn <= width {
        if drawn < width {
          // Parts that joined into a narrower cluster: pad the far side as usual.
          let pad = String(repeating: " ", count: width - drawn)
          result = position == .start ? pad + result : result + pad
        }
        return result
      }
      if room == 0 { return String(repeating: " ", count: width) }
      room = max(room - (drawn - width), 0)
    }
  }

  /// The text cut to `room` cells with `marker` where text was removed, the pieces joined
  /// as they are and measured apart, and whether a seam between them may join them (see
  /// ``TruncationSeams``); `totalWidth` is the text's whole width, `markerEnds` the
  /// marker's ``joiningEnds``.
  private func cut(
    toRoom available: Int, totalWidth total: Int, position: TruncationPosition, marker: String,
    markerEnds: (first: Bool, last: Bool)?
  ) -> (text: String, mayJoin: Bool) {
    let text = self[...]
    var result = ""
    var seams = TruncationSeams()
    switch position {
    case .end:
      let (end, kept) = DisplayWidth.prefix(of: text, fitting: available)
      result.reserveCapacity(end + available - kept + marker.utf8.count)
      result += utf8Prefix(end)
      result += marker
      result.appendSpaces(available - kept)
      seams.add(joiningEnds(of: 0..<end))
      seams.add(markerEnds)
      seams.addSpaces(available - kept)
    case .start:
      let (start, kept) = DisplayWidth.suffix(of: text, width: total, fitting: available)
      result.reserveCapacity(utf8.count - start + available - kept + marker.utf8.count)
      result.appendSpaces(available - kept)
      result += marker
      result += utf8Suffix(from: start)
      seams.addSpaces(available - kept)
      seams.add(markerEnds)
      seams.add(joiningEnds(of: start..<utf8.count))
    case .middle:
      let leftWidth = (available + 1) / 2
      let rightWidth = available - leftWidth
      let (end, left) = DisplayWidth.prefix(of: text, fitting: leftWidth)
      let (start, right) = DisplayWidth.suffix(of: text, width: total, fitting: rightWidth)
      result.reserveCapacity(
        end + utf8.count - start + available - left - right + marker.utf8.count)
      result += utf8Prefix(end)
      result += marker
      result += utf8Suffix(from: start)
      result.appendSpaces(available - left - right)
      seams.add(joiningEnds(of: 0..<end))
      seams.add(markerEnds)
      seams.add(joiningEnds(of: start..<utf8.count))
      seams.addSpaces(available - left - right)
    }
    return (result, seams.mayJoin)
  }

  /// Whether the first and the last scalar of this text join (see
  /// ``DisplayWidth/mayJoin(_:_:)``); nil for the empty text.
  var joiningEnds: (first: Bool, last: Bool)? { joiningEnds(of: 0..<utf8.count) }

  /// ``joiningEnds`` of the text at UTF-8 offsets `range`, which begins and ends on scalar
  /// boundaries: read from the bytes, without the scalar views' index checks.
  func joiningEnds(of range: Range<Int>) -> (first: Bool, last: Bool)? {
    guard !range.isEmpty else { return nil }
    if let ends = utf8.withContiguousStorageIfAvailable({ bytes in
      let p = bytes.baseAddress.unsafelyUnwrapped
      var last = range.upperBound &- 1
      while last > range.lowerBound, p[last] & 0xC0 == 0x80 { last &-= 1 }
      return (
        DisplayWidth.joins(DisplayWidth.decode(p, at: range.lowerBound).scalar),
        DisplayWidth.joins(DisplayWidth.decode(p, at: last).scalar)
      )
    }) {
      return ends
    }
    // Only bridged strings get here; a new String is native UTF-8.
    return nativeUTF8Copy.joiningEnds(of: range)
  }

  /// Appends `count` spaces (none when `count` is 0 or less).
  mutating func appendSpaces(_ count: Int) {
    for _ in 0..<max(count, 0) { append(" ") }
  }

  /// The text before UTF-8 offset `offset`, which must be on a scalar boundary.
  func utf8Prefix(_ offset: Int) -> Substring {
    self[..<utf8.index(utf8.startIndex, offsetBy: offset)]
  }

  /// The text from UTF-8 offset `offset`, which must be on a scalar boundary.
  func utf8Suffix(from offset: Int) -> Substring {
    self[utf8.index(utf8.startIndex, offsetBy: offset)...]
  }
}

extension StyledText {
  /// The number of terminal cells this text occupies: the sum of its runs' widths.
  ///
  /// Each run is measured on its own, so a combining mark that starts a run does not
  /// join the last cluster of the run before it.
  ///
  /// - Complexity: O(*n*) in the UTF-8 length of the text.
  public var displayWidth: Int {
    var total = 0
    for run in runs { total += run.text.displayWidth }
    return total
  }

  /// This text cut to at most `width` terminal cells, with `marker` where text was
  /// removed; styles survive and the marker takes the style of the text next to it.
  ///
  /// Works like `String.truncated(toWidth:position:marker:)`: text that fits is
  /// returned unchanged, a truncated result is exactly `width` cells, clusters never
  /// split, and when a wide cluster straddles the cut the marker touches the text kept
  /// and a space (in the marker's style) pads the far side. The marker's neighbour is the kept text before it (for `.end` and
  /// `.middle`) or after it (for `.start`), or else the text it replaced.
  ///
  /// - Complexity: O(*n*) in the UTF-8 length of the text.
  public func truncated(
    toWidth width: Int, position: TruncationPosition = .end, marker: String = "…"
  ) -> StyledText {
    guard width >= 0 else { return StyledText() }
    if runs.count == 1, position == .end,
      let cut = truncatedAtEnd(runs[0], toWidth: width, marker: marker)
    {
      return cut
    }
    let widths = runs.map(\.text.displayWidth)
    let total = widths.reduce(0, +)
    if total <= width { return self }
    let markerWidth = marker.displayWidth
    if markerWidth > width {
      let cut = cutAfter(fitting: width, widths: widths)
      let text = marker.truncated(toWidth: width, marker: "")
      return StyledText(text, style: runs[cut.run].style)
    }
    let available = width - markerWidth
    var result = StyledText()
    switch position {
    case .end:
      let cut = cutAfter(fitting: available, widths: widths)
      result.runs = cut.kept
      let style = cut.kept.last?.style ?? runs[cut.run].style
      result.append(marker + String(repeating: " ", count: available - cut.width), style: style)
    case .start:
      let cut = cutBefore(fitting: available, widths: widths)
      let style = cut.kept.first?.style ?? runs[cut.run].style
      result.append(String(repeating: " ", count: available - cut.width) + marker, style: style)
      result.runs += cut.kept
    case .middle:
      let leftWidth = (available + 1) / 2
      let rightWidth = available - leftWidth
      let left = cutAfter(fitting: leftWidth, widths: widths)
      let right = cutBefore(fitting: rightWidth, widths: widths)
      let style = left.kept.last?.style ?? right.kept.first?.style ?? runs[left.run].style
      result.runs = left.kept
      result.append(marker, style: style)
      result.runs += right.kept
      result.append(
        String(repeating: " ", count: available - left.width - right.width), style: style)
    }
    return result
  }

  /// One run cut at its end, the commonest truncation, without arrays of widths or of kept
  /// runs; nil when the marker alone is too wide and the general path must answer.
  private func truncatedAtEnd(_ run: Run, toWidth width: Int, marker: String) -> StyledText? {
    if run.text.displayWidth <= width { return self }
    let markerWidth = marker.displayWidth
    if markerWidth > width { return nil }
    let available = width - markerWidth
    let (end, kept) = DisplayWidth.prefix(of: run.text[...], fitting: available)
    var result = StyledText()
    result.runs.reserveCapacity(2)
    if end > 0 { result.runs.append(Run(String(run.text.utf8Prefix(end)), style: run.style)) }
    result.append(marker + String(repeating: " ", count: available - kept), style: run.style)
    return result
  }

  /// The longest beginning of the text that fits in `maxWidth` cells: its runs (empty
  /// ones dropped), its width, and the run in which it stops.
  private func cutAfter(fitting maxWidth: Int, widths: [Int]) -> Cut {
    var cut = Cut(kept: [], width: 0, run: 0)
    for (index, run) in runs.enumerated() {
      cut.run = index
      if cut.width + widths[index] <= maxWidth {
        if !run.text.isEmpty { cut.kept.append(run) }
        cut.width += widths[index]
        continue
      }
      let (end, kept) = DisplayWidth.prefix(of: run.text[...], fitting: maxWidth - cut.width)
      if end > 0 { cut.kept.append(Run(String(run.text.utf8Prefix(end)), style: run.style)) }
      cut.width += kept
      break
    }
    return cut
  }

  /// The longest ending of the text that fits in `maxWidth` cells: its runs (empty
  /// ones dropped), its width, and the run in which it starts.
  private func cutBefore(fitting maxWidth: Int, widths: [Int]) -> Cut {
    var cut = Cut(kept: [], width: 0, run: runs.count - 1)
    for (index, run) in runs.enumerated().reversed() {
      cut.run = index
      if cut.width + widths[index] <= maxWidth {
        if !run.text.isEmpty { cut.kept.append(run) }
        cut.width += widths[index]
        continue
      }
      let (start, kept) = DisplayWidth.suffix(
        of: run.text[...], width: widths[index], fitting: maxWidth - cut.width)
      if start < run.text.utf8.count {
        cut.kept.append(Run(String(run.text.utf8Suffix(from: start)), style: run.style))
      }
      cut.width += kept
      break
    }
    cut.kept.reverse()
    return cut
  }
}

/// Part of a styled text kept by truncation.
private struct Cut {
  var kept: [StyledText.Run]
  var width: Int
  var run: Int
}

extension DisplayWidth {
  /// The longest beginning of `text` that fits in `maxWidth` cells: the UTF-8 offset
  /// where it ends, and its width.
  ///
  /// - Complexity: O(*m*) in the UTF-8 length of that beginning; it runs as fast as
  ///   ``measure(_:text:ambiguous:)``.
  static func prefix(of text: Substring, fitting maxWidth: Int) -> (end: Int, width: Int) {
    if let result = text.utf8.withContiguousStorageIfAvailable({
      prefix(of: $0, text: text, fitting: maxWidth)
    }) {
      return result
    }
    // Only bridged strings get here; a new String is native UTF-8.
    return prefix(of: text.nativeUTF8Copy[...], fitting: maxWidth)
  }

  /// ``prefix(of:fitting:)`` on `text`'s UTF-8 `bytes`: the measurement loop of
  /// ``measure(_:text:ambiguous:)``, stopping before the first cluster that does not fit.
  static func prefix(
    of bytes: UnsafeBufferPointer<UInt8>, text: Substring, fitting maxWidth: Int
  ) -> (end: Int, width: Int) {
    guard let p = bytes.baseAddress else { return (0, 0) }
    let count = bytes.count
    var total = 0
    var i = 0
    var lastStart = 0
    var lastWidth = 0
    while i < count {
      let runEnd = asciiRunEnd(p, from: i, count: count)
      if runEnd > i {
        let run = runEnd &- i
        // The byte after each taken one is ASCII: every taken byte ends a cluster.
        if total &+ run > maxWidth { return (i &+ maxWidth &- total, maxWidth) }
        total &+= run
        i = runEnd
        lastStart = i &- 1
        lastWidth = 1
        if i == count { break }
      }
      let lead = p[i]
      if lead < 0x80 {
        let width = lead >= 0x20 && lead != 0x7F ? 1 : 0
        if total &+ width > maxWidth { return (i, total) }
        total &+= width
        lastStart = i
        lastWidth = width
        i &+= 1
        continue
      }
      let (scalar, length) = decode(p, at: i)
      let entry = Self.entry(scalar)
      if entry & joins == 0 {
        // No joiner makes a cluster narrower than its first scalar: this one cannot fit.
        let width = width(ofEntry: entry, ambiguous: 1)
        if total &+ width > maxWidth { return (i, total) }
        total &+= width
        lastStart = i
        lastWidth = width
        i &+= length
        continue
      }
      // The scalar may extend the last cluster: measure that cluster again, whole.
      let extendsLast = entry & mark != 0 && lastStart < i
      let end = extendsLast ? i &+ length : clusterEnd(in: text, from: lastStart)
      let width = clusterWidth(bytes, from: lastStart, to: end, ambiguous: 1)
      if total &- lastWidth &+ width > maxWidth { return (lastStart, total &- lastWidth) }
      total = total &- lastWidth &+ width
      i = end
      if extendsLast {
        lastWidth = width
      } else {
        // Grapheme breaking took the whole cluster: the next one starts afresh.
        lastStart = end
        lastWidth = 0
      }
    }
    return (count, total)
  }

  /// The longest ending of `text` (which is `width` cells wide) that fits in `maxWidth`
  /// cells: the UTF-8 offset where it starts, and its width.
  static func suffix(
    of text: Substring, width: Int, fitting maxWidth: Int
  ) -> (start: Int, width: Int) {
    if width <= maxWidth { return (0, width) }
    var start = text.utf8.count
    var remaining = width
    scanClusters(text, ambiguous: 1) { _, clusterEnd, clusterWidth in
      remaining -= clusterWidth
      guard remaining <= maxWidth else { return true }
      start = clusterEnd
      return false
    }
    return (start, max(remaining, 0))
  }
}

/// The seams between the pieces of a truncated text, added in order: whether a joining
/// scalar stands on either side of one, so that the pieces may make a cluster across it.
/// Without one, each piece's clusters stay its own and the whole is as wide as its parts.
private struct TruncationSeams {
  /// Whether the last piece added ends in a joining scalar; nil before the first.
  private var lastJoins: Bool?
  private(set) var mayJoin = false

  /// A piece whose first and last scalars join or not (see ``String/joiningEnds``); nil
  /// for an empty piece, which makes no seam.
  mutating func add(_ ends: (first: Bool, last: Bool)?) {
    guard let ends else { return }
    if let lastJoins, lastJoins || ends.first { mayJoin = true }
    lastJoins = ends.last
  }

  /// `count` spaces, none when `count` is 0 or less: a space joins nothing.
  mutating func addSpaces(_ count: Int) {
    if count > 0 { add((false, false)) }
  }
}
