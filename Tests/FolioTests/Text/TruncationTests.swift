import Testing

@testable import Folio

@Suite struct TruncationTests {
  @Test func textThatFitsIsUnchanged() {
    #expect("hello".truncated(toWidth: 5) == "hello")
    #expect("漢字".truncated(toWidth: 9, position: .middle) == "漢字")
    #expect("".truncated(toWidth: 0) == "")
  }

  @Test func end() {
    #expect("Hello, world".truncated(toWidth: 8) == "Hello, …")
    #expect("Hello, world".truncated(toWidth: 8, marker: "...") == "Hello...")
    #expect("cafe\u{301} au lait".truncated(toWidth: 5) == "cafe\u{301}…")
  }

  @Test func start() {
    #expect("Hello, world".truncated(toWidth: 8, position: .start) == "…, world")
    #expect("/usr/local/bin".truncated(toWidth: 6, position: .start, marker: "..") == "../bin")
  }

  @Test func middle() {
    #expect("Hello, world".truncated(toWidth: 8, position: .middle) == "Hell…rld")
    #expect("abcdefgh".truncated(toWidth: 5, position: .middle) == "ab…gh")
    #expect("abcdefgh".truncated(toWidth: 4, position: .middle) == "ab…h")
  }

  @Test func aWideClusterStraddlingTheCutLeavesTheMarkerTouchingTheText() {
    // The marker touches the kept text; the cell the wide cluster would have cut is a
    // space on the far side, so `…` never floats.
    #expect("漢字かな".truncated(toWidth: 4) == "漢… ")
    #expect("漢字かな".truncated(toWidth: 5) == "漢字…")
    #expect("漢字かな".truncated(toWidth: 4, position: .start) == " …な")
    #expect("漢字かな".truncated(toWidth: 6, position: .middle) == "漢…な ")
    #expect("a👨‍👩‍👧‍👦b".truncated(toWidth: 3) == "a… ")
    let styled = StyledText("漢字かな", style: Style(bold: true))
    #expect(styled.truncated(toWidth: 4).plainText == "漢… ")
    #expect(styled.truncated(toWidth: 4, position: .start).plainText == " …な")
    #expect(styled.truncated(toWidth: 6, position: .middle).plainText == "漢…な ")
  }

  @Test func tinyWidths() {
    #expect("hello".truncated(toWidth: 0) == "")
    #expect("hello".truncated(toWidth: 1) == "…")
    #expect("hello".truncated(toWidth: 2) == "h…")
    #expect("hello".truncated(toWidth: -3) == "")
    #expect("hello".truncated(toWidth: 2, marker: "...") == "..")
    #expect("hello".truncated(toWidth: 1, marker: "漢") == " ")
    #expect("漢字".truncated(toWidth: 1, position: .middle) == "…")
    #expect("漢字".truncated(toWidth: 2, position: .start) == " …")
  }

  @Test func aMarkerThatJoinsTheTextNextToItIsMeasuredWithIt() {
    // 🕩 alone is drawn in one cell; followed by a ZWJ it is an emoji sequence, two cells.
    let text = "Q\u{FFFD}\u{FFFD}\u{1F569}" + String(repeating: "Q", count: 10)
    #expect("\u{1F569}".displayWidth == 1)
    #expect("\u{1F569}\u{200D}".displayWidth == 2)
    for position in [TruncationPosition.end, .start, .middle] {
      for width in 0...8 {
        let cut = text.truncated(toWidth: width, position: position, marker: "\u{200D}")
        #expect(cut.displayWidth == width, "\(position) \(width): \(cut.debugDescription)")
      }
    }
    // Kept whole, the emoji and the marker would be 8 cells; the emoji goes instead.
    #expect(
      text.truncated(toWidth: 7, position: .middle, marker: "\u{200D}")
        == "Q\u{FFFD}\u{FFFD}\u{200D}QQQ ")
    // ☺ alone is one cell; with VS16, an emoji of two.
    #expect("\u{263A}".displayWidth == 1)
    #expect("\u{263A}\u{FE0F}".displayWidth == 2)
    #expect("ab\u{263A}cdefgh".truncated(toWidth: 3, marker: "\u{FE0F}") == "ab\u{FE0F} ")
  }

  /// Pieces join across a seam only where a joining scalar stands beside it: there the cut
  /// text is measured whole; elsewhere it is as wide as its pieces without a measure.
  @Test func onlyAJoiningScalarAtASeamMakesTheCutTextBeMeasuredWhole() {
    #expect(!DisplayWidth.mayJoin("a", "…"))
    #expect(!DisplayWidth.mayJoin("…", " "))
    #expect(!DisplayWidth.mayJoin("漢", "…"))
    #expect(DisplayWidth.mayJoin("\u{1F569}", "\u{200D}"))
    #expect(DisplayWidth.mayJoin("1", "\u{FE0F}"))
    #expect(DisplayWidth.mayJoin("e", "\u{301}"))
    #expect(DisplayWidth.mayJoin("\u{1F1FA}", "\u{1F1F3}"))
    // Every text of the corpus, cut with markers that join the text beside them, in every
    // position and at every width, is exactly that wide.
    let texts = widthCorpus + ["ab\u{263A}cdefgh", "12345 \u{1F569}\u{1F569} \u{1F1FA}\u{1F1F3}x"]
    for text in texts {
      let total = text.displayWidth
      for marker in ["\u{200D}", "\u{FE0F}", "\u{301}", "\u{1F1FA}", "\u{1F569}"] {
        for position in [TruncationPosition.end, .start, .middle] {
          for width in 0..<total where marker.displayWidth <= width {
            let cut = text.truncated(toWidth: width, position: position, marker: marker)
            #expect(
              cut.displayWidth == width,
              "\(text.debugDescription) \(marker.debugDescription) \(position) \(width): \(cut.debugDescription)"
            )
          }
        }
      }
    }
  }

  @Test func resultIsExactlyTheWidthAndNeverSplitsClusters() {
    let texts =
      widthCorpus + [
        "Item 15015 · hotel golf 漢字かな交じり 🚀 launch cafe\u{301} lorem ipsum dolor",
        String(repeating: "漢e\u{301}👍🏽", count: 7),
      ]
    for text in texts {
      let total = text.displayWidth
      for width in -1...(total + 1) {
        for position in [TruncationPosition.end, .start, .middle] {
          for marker in ["…", "...", "", "漢"] {
            let result = text.truncated(toWidth: width, position: position, marker: marker)
            if width < 0 {
              #expect(result.isEmpty)
            } else if total <= width {
              #expect(result == text)
            } else {
              #expect(result.displayWidth == width, "\(text.debugDescription) \(width) \(position)")
              let kept = Set(text.map(String.init)).union([" "]).union(marker.map(String.init))
              #expect(result.allSatisfy { kept.contains(String($0)) }, "\(result.debugDescription)")
            }
          }
        }
      }
    }
  }

  @Test func prefixAndSuffixAgreeWithCharacterByCharacterCounting() {
    for text in widthCorpus + ["abe\u{301}\u{302}cd", "ab\u{FF9E}c", "x🇯🇵🇺🇸e\u{301}"] {
      let characters = Array(text)
      for maxWidth in 0...(text.displayWidth + 1) {
        var count = 0
        var width = 0
        while count < characters.count, width + characters[count].displayWidth <= maxWidth {
          width += characters[count].displayWidth
          count += 1
        }
        let expectedEnd = String(characters[..<count]).utf8.count
        let prefix = DisplayWidth.prefix(of: text[...], fitting: maxWidth)
        #expect(
          prefix.end == expectedEnd && prefix.width == width, "\(text.debugDescription) \(maxWidth)"
        )

        var start = characters.count
        var suffixWidth = 0
        while start > 0, suffixWidth + characters[start - 1].displayWidth <= maxWidth {
          suffixWidth += characters[start - 1].displayWidth
          start -= 1
        }
        let suffix = DisplayWidth.suffix(of: text[...], width: text.displayWidth, fitting: maxWidth)
        #expect(suffix.width == suffixWidth, "\(text.debugDescription) \(maxWidth)")
        #expect(
          suffix.start <= String(characters[..<start]).utf8.count,
          "\(text.debugDescription) \(maxWidth)")
      }
    }
  }

  @Test func stylesSurviveAndTheMarkerTakesItsNeighboursStyle() {
    let bold = Style(bold: true)
    let red = Style(foreground: .red)
    let text = StyledText("Hello, ", style: bold) + StyledText("world", style: red)
    let end = text.truncated(toWidth: 10)
    #expect(
      end.runs == [.init("Hello, ", style: bold), .init("wo", style: red), .init("…", style: red)])

    let endInFirstRun = text.truncated(toWidth: 5)
    #expect(endInFirstRun.runs == [.init("Hell", style: bold), .init("…", style: bold)])

    let start = text.truncated(toWidth: 6, position: .start)
    #expect(start.runs == [.init("…", style: red), .init("world", style: red)])

    let middle = text.truncated(toWidth: 7, position: .middle)
    #expect(middle.plainText == "Hel…rld")
    #expect(
      middle.runs == [.init("Hel", style: bold), .init("…", style: bold), .init("rld", style: red)])

    #expect(text.truncated(toWidth: 12) == text)
    #expect(text.truncated(toWidth: 0).isEmpty)
  }

  @Test func styledTruncationMatchesPlainTruncation() {
    let text =
      StyledText("漢字", style: Style(bold: true))
      + StyledText(" cafe\u{301} ", style: Style(italic: true))
      + StyledText("👍🏽 end", style: Style(underline: true))
    for width in 0...14 {
      for position in [TruncationPosition.end, .start, .middle] {
        let styled = text.truncated(toWidth: width, position: position)
        #expect(styled.plainText == text.plainText.truncated(toWidth: width, position: position))
        #expect(styled.displayWidth <= width)
      }
    }
  }
}
