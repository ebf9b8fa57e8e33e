import Testing

@testable import Folio

/// Strings covering every path of the width measurement: ASCII runs of every length
/// around non-ASCII text, marks, joiners, controls, emoji sequences, jamo.
let widthCorpus: [String] = [
  "", "a", "hello", "Item 12345 · alpha bravo", "exactly8", "exactly8!", "seven77",
  "abcdefgh\u{301}", "abcdefghi\u{301}", "abcdefg\tz", "12345678漢", "0123456789abcd\u{7F}",
  "漢字かな交じり", "ＡＢＣ", "ｱｲｳ", "한국어", "\u{1100}\u{1161}\u{11A8}", "\u{1100}\u{1161}x",
  "e\u{301}", "cafe\u{301} au lait", "a\u{301}\u{302}\u{303}b", "\u{301}", "x\u{301}\u{200D}",
  "தமிழ்", "कि की", "नमस्ते", "ที่นี่", "1\u{FE0F}\u{20E3}", "#\u{FE0F}\u{20E3}a", "1\u{20E3}",
  "🇯🇵🇺🇸", "🇯🇵🇺", "a🇯", "👍🏽 ok", "☝🏻", "👨‍👩‍👧‍👦 family", "a\u{200D}b",
  "❤\u{FE0F}", "❤", "⌚\u{FE0E}", "⌚", "✈\u{FE0F} go", "a\u{FE0F}", "🚀 launch",
  "line\r\nnext\n", "\t", "\u{7F}", "\u{85}\u{301}", "\u{200B}", "soft\u{AD}hyphen",
  "\u{0600}1", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", "ﾊﾞ",
  "mixed 漢 e\u{301} 🇫🇷 👩🏽‍💻 end", "𝔘𝔫𝔦𝔠𝔬𝔡𝔢", "\u{E000}", "\u{10FFFD}", "\u{50000}",
]

@Suite struct DisplayWidthTests {
  @Test func ascii() {
    #expect("".displayWidth == 0)
    #expect("hello".displayWidth == 5)
    #expect("a longer ASCII line than eight bytes".displayWidth == 36)
    #expect("a\tb\u{7F}".displayWidth == 2)
  }

  @Test func eastAsianWide() {
    #expect("漢字".displayWidth == 4)
    #expect("かな交じり".displayWidth == 10)
    #expect("ＡＢＣ".displayWidth == 6)
    #expect("ｱｲｳ".displayWidth == 3)
    #expect("𠀋".displayWidth == 2)
  }

  @Test func hangul() {
    #expect("한국어".displayWidth == 6)
    let conjoined = "\u{1100}\u{1161}\u{11A8}"
    #expect(conjoined.count == 1)
    #expect(conjoined.displayWidth == 2)
    #expect("\u{1100}\u{1161}".displayWidth == 2)
    #expect("가\u{11A8}".displayWidth == 2)
  }

  @Test func combiningAndIndic() {
    #expect("e\u{301}".displayWidth == 1)
    #expect("cafe\u{301}".displayWidth == 4)
    #expect("a\u{301}\u{302}\u{303}".displayWidth == 1)
    #expect("\u{301}".displayWidth == 0)
    #expect("தமிழ்".displayWidth == 3)
    #expect("कि".displayWidth == 1)
    #expect("ที่".displayWidth == 1)
  }

  @Test func emojiSequences() {
    #expect("🚀".displayWidth == 2)
    #expect("1\u{FE0F}\u{20E3}".displayWidth == 2)
    #expect("#\u{FE0F}\u{20E3}".displayWidth == 2)
    #expect("🇯🇵".displayWidth == 2)
    #expect("🇯🇵🇺🇸".displayWidth == 4)
    #expect("👍🏽".displayWidth == 2)
    #expect("☝🏻".displayWidth == 2)
    #expect("👨‍👩‍👧‍👦".displayWidth == 2)
    #expect("👩🏽‍💻".displayWidth == 2)
    #expect("🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}".displayWidth == 2)
  }

  @Test func emojiNewerThanTheTables() {
    // U+1FAE9 FACE WITH BAGS UNDER EYES (Unicode 16) sits in a range reserved for emoji.
    #expect("\u{1FAE9}".displayWidth == 2)
    #expect("\u{1FAE9}".count == 1)
  }

  @Test func variationSelectors() {
    #expect("❤".displayWidth == 1)
    #expect("❤\u{FE0F}".displayWidth == 2)
    #expect("✈\u{FE0F}".displayWidth == 2)
    #expect("⌚".displayWidth == 2)
    #expect("⌚\u{FE0E}".displayWidth == 2)
    #expect("❤\u{FE0E}".displayWidth == 1)
    #expect("1\u{20E3}".displayWidth == 1)
    #expect("a\u{FE0F}".displayWidth == 1)
  }

  @Test func zeroWidthAndControls() {
    #expect("\u{200B}".displayWidth == 0)
    #expect("a\u{200D}b".displayWidth == 2)
    #expect("\u{AD}".displayWidth == 0)
    #expect("\r\n".displayWidth == 0)
    #expect("\u{85}".displayWidth == 0)
  }

  @Test func ambiguous() {
    #expect("·".displayWidth == 1)
    #expect("·".displayWidth(ambiguousIsWide: true) == 2)
    #expect("α°".displayWidth(ambiguousIsWide: true) == 4)
    #expect(Character("·").displayWidth(ambiguousIsWide: true) == 2)
    #expect("ab漢".displayWidth(ambiguousIsWide: true) == 4)
    #expect("e\u{301}".displayWidth(ambiguousIsWide: true) == 1)
  }

  @Test func everyFullyQualifiedEmojiIsOneWideCluster() {
    let sequences = fullyQualifiedEmoji.split(separator: "\n")
    #expect(sequences.count > 3000)
    for sequence in sequences {
      #expect(sequence.count == 1, "\(sequence.unicodeScalars.map { $0.value })")
      #expect(sequence.displayWidth == 2, "\(sequence.unicodeScalars.map { $0.value })")
      #expect(Character(String(sequence)).displayWidth == 2)
    }
    // Side by side with text, through both the measurement and the cluster walk.
    let joined = sequences.joined(separator: "x")
    #expect(joined.displayWidth == sequences.count * 3 - 1)
    expectClustersAgree(joined)
  }

  @Test func stringWidthIsTheSumOfCharacterWidths() {
    for text in widthCorpus {
      let sum = text.reduce(0) { $0 + $1.displayWidth }
      #expect(text.displayWidth == sum, "\(text.debugDescription)")
      let wideSum = text.reduce(0) { $0 + $1.displayWidth(ambiguousIsWide: true) }
      #expect(text.displayWidth(ambiguousIsWide: true) == wideSum, "\(text.debugDescription)")
    }
  }

  @Test func benchmarkTextsMatchCharacterByCharacterWidths() {
    let words = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel"]
    for i in 1...3003 {
      var text = "Item \(i) · \(words[i % 8]) \(words[(i * 3) % 8])"
      if i % 7 == 0 { text += " 漢字かな交じり" }
      if i % 11 == 0 { text += " 🚀 launch" }
      if i % 13 == 0 { text += " cafe\u{301}" }
      if i % 5 == 0 { text += " " + String(repeating: "lorem ipsum dolor sit amet ", count: 6) }
      #expect(text.displayWidth == text.reduce(0) { $0 + $1.displayWidth }, "\(i)")
    }
    #expect("Item 3003 · delta hotel 漢字かな交じり 🚀 launch cafe\u{301}".displayWidth == 53)
  }

  @Test func clusterWalkAgreesWithCharacters() {
    for text in widthCorpus {
      expectClustersAgree(text)
      expectClustersAgree(text + text)
      expectClustersAgree("x" + text + "\u{301}")
    }
    let text = "ab漢e\u{301}cd"
    let middle = text.dropFirst(2).dropLast(1)
    var clusters: [String] = []
    forEachCluster(in: middle) { cluster, _ in clusters.append(String(cluster)) }
    #expect(clusters == ["漢", "e\u{301}", "c"])
    #expect(middle.displayWidth == 4)

    // A slice that starts inside a cluster: its own Characters start at its start.
    let inside = Substring("e\u{301}\u{302}x".unicodeScalars.dropFirst())
    var insideClusters: [String] = []
    forEachCluster(in: inside) { cluster, _ in insideClusters.append(String(cluster)) }
    #expect(insideClusters == inside.map(String.init))
    #expect(inside.displayWidth == inside.reduce(0) { $0 + $1.displayWidth })
  }

  /// Scalars the tables let stand alone must be clusters of their own between letters:
  /// the fast path relies on it.
  @Test func scalarsThatStandAloneBreakOnBothSides() {
    var checked = 0
    for value in UInt32(0x80)..<0x11_0000 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let entry = DisplayWidth.entry(value)
      if entry & DisplayWidth.joins == 0 {
        var text = "a"
        text.unicodeScalars.append(scalar)
        text += "b"
        #expect(text.count == 3, "U+\(String(value, radix: 16))")
        checked += 1
      } else if entry & DisplayWidth.mark != 0 {
        var text = "a"
        text.unicodeScalars.append(scalar)
        #expect(text.count == 1, "U+\(String(value, radix: 16))")
      }
    }
    #expect(checked > 250_000)
  }

  @Test func tableVersionIsRecorded() {
    #expect(WidthTables.unicodeVersion.hasPrefix("15."))
  }
}

/// Checks that `forEachCluster` yields `text`'s Characters with their widths.
func expectClustersAgree(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
  var clusters: [Substring] = []
  var widths: [Int] = []
  forEachCluster(in: text) { cluster, width in
    clusters.append(cluster)
    widths.append(width)
  }
  #expect(clusters.map(String.init) == text.map(String.init), sourceLocation: sourceLocation)
  #expect(widths == text.map(\.displayWidth), sourceLocation: sourceLocation)
  #expect(widths.reduce(0, +) == text.displayWidth, sourceLocation: sourceLocation)
}

@Test func halfwidthVoicedMarksTakeACellOfTheirOwn() {
  // U+FF9E and U+FF9F extend the cluster before them, yet terminals (and wcwidth) give
  // each a cell: ｶﾞ is two cells, one cluster.
  #expect("\u{FF9E}".displayWidth == 1)
  #expect("\u{FF76}\u{FF9E}".displayWidth == 2)
  #expect("\u{FF8A}\u{FF9F}".displayWidth == 2)
  #expect(Character("\u{FF76}\u{FF9E}").displayWidth == 2)
  #expect("ab\u{FF76}\u{FF9E}c".displayWidth == 5)
  #expect("ab\u{FF76}\u{FF9E}c".truncated(toWidth: 3) == "ab…")
  #expect("ab\u{FF76}\u{FF9E}c".truncated(toWidth: 4) == "ab… ")
  var canvas = Canvas(width: 6, height: 1)
  canvas.draw(
    "\u{FF76}\u{FF9E}x", x: 0, y: 0, style: .plain, clip: Rect(x: 0, y: 0, width: 6, height: 1))
  #expect(canvas.plainText() == "\u{FF76}\u{FF9E}x   ")
}
