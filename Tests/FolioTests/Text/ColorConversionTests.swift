import TestSupport
import Testing

@testable import Folio

@Suite struct ColorConversionTests {
  @Test func rgbToThe256Palette() {
    let cases: [((UInt8, UInt8, UInt8), UInt8)] = [
      ((255, 0, 0), 196),
      ((128, 128, 128), 244),
      ((0, 0, 0), 16),
      ((255, 255, 255), 231),
      ((95, 135, 175), 67),
      ((255, 135, 0), 208),
      ((10, 10, 10), 232),
      ((238, 238, 238), 255),
      ((100, 100, 105), 241),
      ((40, 100, 200), 26),  // per channel: 40 → 0, 100 → 95, 200 → 215
      ((47, 48, 114), 238),  // the grey (68, 68, 68) is nearer than the cube's (0, 95, 95)
      ((0, 0, 115), 18),  // 115 is halfway between 95 and 135: the brighter level
    ]
    for ((r, g, b), index) in cases {
      #expect(Color.rgb(r, g, b).converted(to: .ansi256) == .indexed(index), "rgb(\(r),\(g),\(b))")
    }
  }

  @Test func every256EntryRoundTripsThroughItsRGB() {
    for index in UInt8(16)...255 {
      let (r, g, b) = Color.rgb(ofIndex: index)
      #expect(Color.rgb(r, g, b).converted(to: .ansi256) == .indexed(index))
    }
    #expect(Color.rgb(ofIndex: 196) == (255, 0, 0))
    #expect(Color.rgb(ofIndex: 244) == (128, 128, 128))
    #expect(Color.rgb(ofIndex: 231) == (255, 255, 255))
    #expect(Color.rgb(ofIndex: 12) == (92, 92, 255))
  }

  @Test func rgbPicksTheNearestEntryOfCubeOrGreys() {
    var random = SplitMix64(seed: 3)
    func distance(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8)) -> Int {
      let d = [Int(a.0) - Int(b.0), Int(a.1) - Int(b.1), Int(a.2) - Int(b.2)]
      return d.map { $0 * $0 }.reduce(0, +)
    }
    for _ in 0..<500 {
      let color = (
        UInt8.random(in: 0...255, using: &random), UInt8.random(in: 0...255, using: &random),
        UInt8.random(in: 0...255, using: &random)
      )
      guard case .indexed(let index) = Color.rgb(color.0, color.1, color.2).converted(to: .ansi256)
      else {
        Issue.record("not indexed")
        continue
      }
      let best = (16...255).map { distance(color, Color.rgb(ofIndex: UInt8($0))) }.min()!
      #expect(index >= 16)
      #expect(distance(color, Color.rgb(ofIndex: index)) == best, "\(color)")
    }
  }

  @Test func paletteTo16Colours() {
    let cases: [(Color, UInt8)] = [
      (.indexed(196), 9),  // (255, 0, 0) is exactly bright red
      (.indexed(1), 1),
      (.indexed(9), 9),
      (.indexed(15), 15),
      (.indexed(244), 8),  // (128, 128, 128) next to bright black (127, 127, 127)
      (.indexed(21), 4),  // (0, 0, 255) next to blue (0, 0, 238)
      (.indexed(16), 0),
      (.indexed(231), 15),
      (.indexed(255), 7),  // (238, 238, 238) next to white (229, 229, 229)
      (.indexed(160), 1),  // (215, 0, 0) next to red (205, 0, 0)
      (.rgb(255, 135, 0), 3),  // nearest is yellow (205, 205, 0)
      (.rgb(0, 0, 0), 0),
      (.rgb(250, 250, 250), 15),
      (.ansi(200), 13),  // read as .indexed(200): (255, 0, 215) next to bright magenta
    ]
    for (color, ansi) in cases {
      #expect(color.converted(to: .ansi16) == .ansi(ansi), "\(color)")
    }
  }

  @Test func whatEachModeKeeps() {
    let colors: [Color] = [.default, .red, .brightCyan, .indexed(42), .rgb(1, 2, 3)]
    for color in colors {
      #expect(color.converted(to: .truecolor) == color)
      #expect(color.converted(to: .none) == .default)
    }
    #expect(Color.red.converted(to: .ansi256) == .red)
    #expect(Color.red.converted(to: .ansi16) == .red)
    #expect(Color.indexed(42).converted(to: .ansi256) == .indexed(42))
    #expect(Color.indexed(3).converted(to: .ansi256) == .indexed(3))
    #expect(Color.indexed(3).converted(to: .ansi16) == .ansi(3))
    #expect(Color.default.converted(to: .ansi16) == .default)
    #expect(Color.ansi(200).converted(to: .truecolor) == .indexed(200))
  }

  @Test func stylesConvertTheirColoursOnly() {
    let style = Style(
      foreground: .rgb(255, 0, 0), background: .indexed(21), bold: true, italic: false)
    #expect(
      style.converted(to: .ansi16)
        == Style(foreground: .ansi(9), background: .ansi(4), bold: true, italic: false))
    #expect(
      style.converted(to: .ansi256)
        == Style(foreground: .indexed(196), background: .indexed(21), bold: true, italic: false))
    #expect(style.converted(to: .truecolor) == style)
    #expect(style.converted(to: .none) == .plain)
    #expect(Style(underline: true, reverse: true).converted(to: .none) == .plain)
  }
}
