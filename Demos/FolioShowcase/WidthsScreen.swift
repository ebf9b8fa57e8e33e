import Folio

/// A box of the clusters terminals disagree on, each row ending at the box's right border,
/// and what the terminal was measured to draw them with: `folio-demo widths`.
public struct WidthsScreen: View {
  /// The rows: emoji with skin tones, ZWJ and VS16 sequences, a flag, a keycap, CJK and
  /// halfwidth kana with voiced marks, and ASCII to compare.
  public static let samples = [
    "✌🏻 victory hand, light skin tone",
    "👍🏽 thumbs up, medium skin tone",
    "👩🏽‍💻 technologist (one ZWJ cluster)",
    "❤️ heart with the emoji selector",
    "🇩🇪 flag (two regional indicators)",
    "1️⃣ keycap one",
    "漢字 kanji, two cells each",
    "ｶﾞｷﾞ halfwidth kana and voiced marks",
    "plain ASCII for comparison",
  ]

  /// The widths the screen is drawn with.
  public let profile: WidthProfile

  /// The screen for `profile`.
  public init(profile: WidthProfile) {
    self.profile = profile
  }

  /// What `profile` says of the samples' disputed clusters, in words: each measured width,
  /// or that none was measured.
  public static func describe(_ profile: WidthProfile) -> String {
    let clusters = samples.compactMap { sample -> String? in
      guard let first = sample.first, WidthProfile.isDisputed(first) else { return nil }
      return String(first)
    }
    let measured = clusters.compactMap { cluster in
      profile.measuredWidths[cluster].map { "\(cluster) \($0)" }
    }
    guard !measured.isEmpty else { return "not measured, Unicode's widths" }
    return measured.joined(separator: ", ")
  }

  public var body: some View {
    VStack(alignment: .leading) {
      VStack(alignment: .leading) {
        ForEach(Self.samples, id: \.self) { sample in
          Text(sample).truncated()
        }
      }
      .frame(maxWidth: .max, alignment: .leading)
      .border(.rounded, title: "Widths")
      Text("Measured: \(Self.describe(profile)). q quits.").truncated().dim()
    }
  }
}
