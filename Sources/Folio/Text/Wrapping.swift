extension String {
  /// This string broken into lines of at most `width` terminal cells each.
  ///
  /// Works like ``StyledText/wrapped(toWidth:mode:)``.
  ///
  /// ```swift
  /// "the quick brown fox".wrapped(toWidth: 10)  // ["the quick", "brown fox"]
  /// ```
  ///
  /// - Complexity: O(*n*) in the UTF-8 length of the string.
  public func wrapped(toWidth width: Int, mode: WrapMode = .word) -> [String] {
    StyledText(self).wrapped(toWidth: width, mode: mode).map(\.plainText)
  }
}

extension StyledText {
  /// This text broken into lines of at most `width` terminal cells each, styles kept.
  ///
  /// A newline always ends a line (and is not part of any line); an empty text or an
  /// empty line in the text gives an empty line. In ``WrapMode/word`` mode, lines break
  /// at spaces, spaces at a break and at the end of a paragraph are dropped, and a word
  /// wider than `width` starts a new line and is broken between grapheme clusters.
  /// Clusters are never split; a cluster wider than `width` itself (a wide character
  /// when `width` is 1) cannot be shown and is left out. A width of 0 or less gives no
  /// lines at all.
  ///
  /// ```swift
  /// StyledText("a long sentence").wrapped(toWidth: 6).map(\.plainText)
  /// // ["a long", "senten", "ce"]
  /// StyledText("a long sentence").wrapped(toWidth: 6, mode: .character).map(\.plainText)
  /// // ["a long", " sente", "nce"]
  /// ```
  ///
  /// - Complexity: O(*n*) in the UTF-8 length of the text.
  public func wrapped(toWidth width: Int, mode: WrapMode = .word) -> [StyledText] {
    guard width > 0 else { return [] }
    var wrapper = LineWrapper(runs: runs, width: width, mode: mode)
    for (index, run) in runs.enumerated() {
      var text = run.text
      let whole = text[...]
      // Clusters as UTF-8 offsets into the run, read from its bytes: no substrings.
      text.withUTF8 { bytes in
        DisplayWidth.scanClusters(bytes, text: whole, ambiguous: 1) { start, end, width in
          let piece = Piece(run: index, start: start, end: end, width: width)
          if bytes[start..<end].contains(0x0A) {
            wrapper.endParagraph()
          } else if end - start == 1, bytes[start] == 0x20 {
            wrapper.addSpace(piece)
          } else {
            wrapper.addCluster(piece)
          }
          return true
        }
      }
    }
    wrapper.endParagraph()
    return wrapper.lines
  }
}

/// A grapheme cluster of a styled text: UTF-8 offsets into one of its runs.
private struct Piece {
  var run: Int
  var start: Int
  var end: Int
  var width: Int
}

/// Greedy line breaking over a stream of clusters.
private struct LineWrapper {
  let runs: [StyledText.Run]
  let width: Int
  let mode: WrapMode
  var lines: [StyledText] = []
  /// The line being filled, as pieces with adjacent ranges of one run merged.
  var line: [Piece] = []
  var lineWidth = 0
  /// Word mode: spaces seen since the last word, not yet placed.
  var spaces: [Piece] = []
  var spacesWidth = 0
  /// Word mode: the word being read.
  var word: [Piece] = []
  var wordWidth = 0
  /// Whether the line being filled is the first of its paragraph: only there do
  /// leading spaces survive.
  var firstLineOfParagraph = true

  init(runs: [StyledText.Run], width: Int, mode: WrapMode) {
    self.runs = runs
    self.width = width
    self.mode = mode
  }

  mutating func addCluster(_ piece: Piece) {
    switch mode {
    case .character: place(piece)
    case .word:
      word.append(piece)
      wordWidth += piece.width
    }
  }

  mutating func addSpace(_ piece: Piece) {
    switch mode {
    case .character: place(piece)
    case .word:
      flushWord()
      spaces.append(piece)
      spacesWidth += piece.width
    }
  }

  mutating func endParagraph() {
    flushWord()
    spaces.removeAll()
    spacesWidth = 0
    emitLine()
    firstLineOfParagraph = true
  }

  /// Character mode: puts one cluster on the line, breaking first if it does not fit.
  private mutating func place(_ piece: Piece) {
    guard piece.width <= width else { return }
    if lineWidth + piece.width > width { emitLine() }
    append(piece)
  }

  /// Word mode: puts the word read so far on the line, after the spaces before it.
  private mutating func flushWord() {
    guard !word.isEmpty else { return }
    defer {
      word.removeAll()
      wordWidth = 0
    }
    let keepsSpaces = !line.isEmpty || firstLineOfParagraph
    let lead = keepsSpaces ? spacesWidth : 0
    if lineWidth + lead + wordWidth <= width {
      if keepsSpaces { for space in spaces { append(space) } }
      spaces.removeAll()
      spacesWidth = 0
      for piece in word { append(piece) }
      return
    }
    spaces.removeAll()
    spacesWidth = 0
    if !line.isEmpty { emitLine() }
    // A word wider than a line is broken between clusters.
    for piece in word {
      guard piece.width <= width else { continue }
      if lineWidth + piece.width > width { emitLine() }
      append(piece)
    }
  }

  private mutating func append(_ piece: Piece) {
    if let last = line.last, last.run == piece.run, last.end == piece.start {
      line[line.count - 1].end = piece.end
      line[line.count - 1].width += piece.width
    } else {
      line.append(piece)
    }
    lineWidth += piece.width
  }

  private mutating func emitLine() {
    var text = StyledText()
    for piece in line {
      let run = runs[piece.run]
      let utf8 = run.text.utf8
      let lower = utf8.index(utf8.startIndex, offsetBy: piece.start)
      let upper = utf8.index(lower, offsetBy: piece.end - piece.start)
      text.append(String(run.text[lower..<upper]), style: run.style)
    }
    lines.append(text)
    line.removeAll(keepingCapacity: true)
    lineWidth = 0
    firstLineOfParagraph = false
  }
}
