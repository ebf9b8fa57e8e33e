import TestSupport
import Testing

@testable import Folio

/// Properties every render keeps, checked on randomly generated view trees.
@Suite struct RenderInvariantTests {

  static let texts = [
    "", "plain words here", "漢字かな交じり", "🚀 launch 👩‍👩‍👧", "cafe\u{301} crème",
    "evil\u{1B}[2J\u{1B}]52;c;Zm9v\u{07}\r\u{9B}31m", "tab\tand\nnewline", "\u{202E}reversed",
    String(repeating: "long ", count: 30),
  ]
  static let styles = [
    Style(bold: true), Style(foreground: .red), Style(background: .rgb(9, 9, 9)),
    Style(underline: true, reverse: true),
  ]

  func randomView(depth: Int, using random: inout SplitMix64) -> AnyView {
    let leaf = depth <= 0 || Int.random(in: 0..<4, using: &random) == 0
    if leaf {
      let text = Self.texts.randomElement(using: &random)!
      switch Int.random(in: 0..<5, using: &random) {
      case 0: return AnyView(Text(text).truncated(.middle))
      case 1: return AnyView(Text(text).lineLimit(Int.random(in: 0...2, using: &random)))
      case 2: return AnyView(Divider(label: text))
      case 3: return AnyView(Spacer())
      default: return AnyView(Text(text).wrap(.character))
      }
    }
    let a = randomView(depth: depth - 1, using: &random)
    let b = randomView(depth: depth - 1, using: &random)
    let style = Self.styles.randomElement(using: &random)!
    switch Int.random(in: 0..<9, using: &random) {
    case 0:
      return AnyView(
        HStack {
          a; b
        })
    case 1:
      return AnyView(
        VStack(alignment: .center) {
          a; b
        })
    case 2:
      return AnyView(
        ZStack {
          a; b
        })
    case 3: return AnyView(a.padding(Int.random(in: 0...2, using: &random)))
    case 4: return AnyView(a.border(.rounded, title: Self.texts.randomElement(using: &random)!))
    case 5:
      return AnyView(a.frame(width: Int.random(in: 0...12, using: &random), alignment: .center))
    case 6: return AnyView(a.background(.blue).style(style))
    case 7:
      return AnyView(
        ViewThatFits {
          a; b
        })
    default: return AnyView(a.frame(maxWidth: .max, alignment: .trailing).style(style))
    }
  }

  @Test func everyLineIsExactlyTheCanvasWidthAndEndsInTheDefaultStyle() {
    var random = SplitMix64(seed: 2026)
    for _ in 0..<400 {
      let view = randomView(depth: 4, using: &random)
      let width = Int.random(in: 0...50, using: &random)
      let height: Int? = Bool.random(using: &random) ? nil : Int.random(in: 0...12, using: &random)
      let canvas = view.renderCanvas(width: width, height: height)
      #expect(canvas.width == width)
      if let height { #expect(canvas.height == height) }

      let plainLines = canvas.plainText().split(separator: "\n", omittingEmptySubsequences: false)
      for line in plainLines where canvas.height > 0 {
        #expect(String(line).displayWidth == width)
      }
      for mode in [ColorMode.ansi16, .truecolor] {
        let ansi = canvas.ansiString(colorMode: mode)
        for line in ansi.split(separator: "\n", omittingEmptySubsequences: false) {
          // Anything styled on the line is reset before it ends.
          if let lastEscape = line.range(of: "\u{1B}[", options: .backwards) {
            let tail = line[lastEscape.lowerBound...]
            #expect(
              tail.hasPrefix("\u{1B}[0m") || tail.hasPrefix("\u{1B}[m"),
              "line: \(line.debugDescription)")
          }
        }
        // The only control bytes are the writer's own: ESC starting an SGR, and newlines.
        let bytes = Array(ansi.utf8)
        for (index, byte) in bytes.enumerated() where byte < 0x20 || byte == 0x7F {
          #expect(
            byte == 0x0A || (byte == 0x1B && index + 1 < bytes.count && bytes[index + 1] == 0x5B))
        }
        #expect(!ansi.unicodeScalars.contains { (0x80...0x9F).contains($0.value) })
        #expect(!ansi.unicodeScalars.contains { $0 == "\u{202E}" })
      }
    }
  }
}
