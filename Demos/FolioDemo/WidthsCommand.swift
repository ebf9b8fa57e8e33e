import Folio
import FolioShowcase
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

  @MainActor
  static func run(_ raw: [String]) async throws {
    let arguments = try Arguments(raw, valued: [], flags: ["help"])
    if arguments.flags.contains("help") {
      try output(help)
      return
    }
    let app = Application(state: 0) { _ in
      EnvironmentReader { environment in
        WidthsScreen(profile: environment.widthProfile)
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
