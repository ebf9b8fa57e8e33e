import Folio
import FolioTerminal
import Foundation

/// `folio-demo widths`: a bordered list of the clusters terminals disagree on, drawn with
/// the widths this terminal reported.
enum WidthsCommand {
  static let help = """
    Usage: folio-demo widths

    Draws a box of characters whose width terminals disagree on — emoji with skin tones,
    CJK, halfwidth kana — measured as this terminal draws them (it is asked at start), so
    every border stays straight. Says what it measured. q quits.

    """

  static let samples = [
    "✌🏻 victory hand, light skin tone",
    "👍🏽 thumbs up, medium skin tone",
    "👩🏽‍💻 technologist (one ZWJ cluster)",
    "❤️ heart with the emoji selector",
    "漢字 kanji, two cells each",
    "ｶﾞｷﾞ halfwidth kana and voiced marks",
    "plain ASCII for comparison",
  ]

  @MainActor
  static func run(_ raw: [String]) async throws {
    let arguments = try Arguments(raw, valued: [], flags: ["help"])
    if arguments.flags.contains("help") {
      try output(help)
      return
    }
    let app = Application(state: 0) { _ in
      EnvironmentReader { environment in
        WidthsView(profile: environment.widthProfile)
      }
    } onEvent: { _, event in
      switch event {
      case .key(.character("q")), .key(.escape): return .quit
      default: return .continue
      }
    }
    _ = try await app.run()
  }
}

/// The box of samples and what was measured.
struct WidthsView: View {
  let profile: WidthProfile

  /// What `profile` says, in words.
  static func describe(_ profile: WidthProfile) -> String {
    var parts: [String] = []
    if profile.splitsModifierSequences { parts.append("skin tones beside their emoji") }
    if profile.ignoresEmojiPresentation { parts.append("VS16 ignored") }
    return parts.isEmpty ? "Unicode's widths" : parts.joined(separator: ", ")
  }

  var body: some View {
    VStack(alignment: .leading) {
      VStack(alignment: .leading) {
        ForEach(WidthsCommand.samples, id: \.self) { sample in
          Text(sample).truncated()
        }
      }
      .frame(maxWidth: .max, alignment: .leading)
      .border(.rounded, title: "Widths")
      Text("Measured: \(Self.describe(profile)). q quits.").truncated().dim()
    }
  }
}
