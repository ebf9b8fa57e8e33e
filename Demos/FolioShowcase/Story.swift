import Folio

/// A story of the showcase: what the demo's simulated API serves and the gallery lists.
public struct Story: Identifiable, Sendable, Hashable {
  /// The story's number, from 1.
  public let id: Int
  /// The headline.
  public let title: String
  /// The story's score.
  public let points: Int

  /// A story with the given parts.
  public init(id: Int, title: String, points: Int) {
    self.id = id
    self.title = title
    self.points = points
  }

  static let topics = [
    "Swift concurrency in practice", "A terminal UI kit, from cells up", "Paging remote lists",
    "Unicode width: 漢字 and 🚀", "Golden snapshot tests", "Why frames should be pure",
    "Raw mode and signals", "Debouncing search", "The bounded page window",
    "Skeleton rows done right",
  ]

  /// Story `id` (1-based), computed from its number: the same story every time.
  public static func numbered(_ id: Int) -> Story {
    let topic = topics[(id * 7) % topics.count]
    return Story(id: id, title: "\(topic) #\(id)", points: (id * 37) % 500)
  }
}

/// One story: title, then points right-aligned.
public struct StoryRow: View {
  /// The story shown.
  public let story: Story

  /// A row showing `story`.
  public init(story: Story) {
    self.story = story
  }

  /// The title, truncated, and the points.
  public var body: some View {
    HStack {
      Text(story.title).truncated()
      Spacer()
      Text("\(story.points) pts").dim()
    }
  }
}
