import Folio

// The `frozen-gallery` line of folio-bench: a copy of the demo's widget gallery as it stood
// when the layout core was rebuilt (December 2026), kept here unchanged so that the line
// measures the same screen from one version to the next while the demo's gallery evolves.
// Do not edit it to follow the gallery; add a new line instead.

/// The gallery as it stood when the layout core was rebuilt, every section kept as it was.
struct FrozenGallery: View {
  static let stories = (1...12).map(FrozenStory.numbered)

  var body: some View {
    VStack(spacing: 1) {
      FrozenSection(title: "Text and layout") {
        VStack {
          HStack {
            Text("Stories").bold()
            Spacer()
            Text("12 new").foregroundColor(.green)
          }
          Divider(label: "Today")
          Text(
            "Folio wraps long text at word boundaries, measures 漢字 and 🚀 as two cells, and shows escape sequences from untrusted text \u{1B}[2J as harmless placeholders."
          )
        }
      }
      FrozenSection(title: "Pagination — full, compact and minimal") {
        VStack(alignment: .center) {
          Pagination(page: 1, pageCount: 20)
          Pagination(page: 6, pageCount: 20)
          Pagination(page: 20, pageCount: 20)
          Pagination(page: 12_346, pageCount: 27_778)
          Pagination(page: 6, pageCount: 20).frame(width: 30, alignment: .center)
          Pagination(page: 6, pageCount: 20).frame(width: 12, alignment: .center)
          Pagination(page: 6, pageCount: 20).frame(width: 5, alignment: .center)
          PaginationSummary(page: 2, pageSize: 20, totalItems: 1_234)
        }.frame(maxWidth: .max, alignment: .center)
      }
      FrozenSection(title: "PaginatedList — numbered, page 2 of 50, third row selected") {
        PaginatedList(Self.stories.prefix(5), selection: 2) { FrozenStoryRow(story: $0) }
          .numbered(page: 2, pageSize: 5, totalItems: 250)
          .rowNumbers(startingAt: 6)
      }
      FrozenSection(title: "PaginatedList — infinite, loading the next page") {
        PaginatedList(Self.stories.prefix(4), state: .loadingMore, selection: 3) {
          FrozenStoryRow(story: $0)
        }
        .infinite()
      }
      FrozenSection(title: "PaginatedList — a failed next page keeps every row") {
        PaginatedList(
          Self.stories.prefix(3), state: .error(message: "The server timed out."), selection: 0
        ) { FrozenStoryRow(story: $0) }
        .infinite(footer: .both)
      }
      FrozenSection(title: "PaginatedList — everything loaded") {
        PaginatedList(Self.stories.prefix(3), state: .exhausted) { FrozenStoryRow(story: $0) }
          .infinite()
      }
      FrozenSection(title: "First page loading") {
        PaginatedList([FrozenStory](), state: .loading) { FrozenStoryRow(story: $0) }
      }
      FrozenSection(title: "Loaded, nothing to show") {
        EmptyStateView(
          title: "No stories yet", message: "Nothing matches the filter.",
          hint: "Press R to refresh")
      }
      FrozenSection(title: "First page failed") {
        ErrorStateView(title: "Couldn't load stories", message: "The server timed out after 30 s.")
      }
      FrozenSection(title: "Load-more footer — idle (manual), loading, failed, finished") {
        VStack {
          LoadMoreFooter(phase: .idle, mode: .manual)
          LoadMoreFooter(phase: .loading)
          LoadMoreFooter(phase: .failed("Connection reset."))
          LoadMoreFooter(phase: .finished)
        }
      }
      FrozenSection(title: "Loading indicators") {
        VStack {
          ForEach(LoadingIndicator.SpinnerStyle.allCases, id: \.self) { style in
            LoadingIndicator("\(style)", style: style, alignment: .leading)
          }
        }
      }
    }
  }
}

/// A labelled block of the gallery.
struct FrozenSection<Content: View>: View {
  var title: String
  var content: Content

  init(title: String, @ViewBuilder content: () -> Content) {
    self.title = title
    self.content = content()
  }

  var body: some View {
    content.padding(horizontal: 1).frame(maxWidth: .max).border(.rounded, title: title)
  }
}

/// A story of the frozen gallery.
struct FrozenStory: Identifiable, Sendable, Hashable {
  let id: Int
  let title: String
  let points: Int

  static let topics = [
    "Swift concurrency in practice", "A terminal UI kit, from cells up", "Paging remote lists",
    "Unicode width: 漢字 and 🚀", "Golden snapshot tests", "Why frames should be pure",
    "Raw mode and signals", "Debouncing search", "The bounded page window",
    "Skeleton rows done right",
  ]

  static func numbered(_ id: Int) -> FrozenStory {
    let topic = topics[(id * 7) % topics.count]
    return FrozenStory(id: id, title: "\(topic) #\(id)", points: (id * 37) % 500)
  }
}

/// One story: title, then points right-aligned.
struct FrozenStoryRow: View {
  let story: FrozenStory

  var body: some View {
    HStack {
      Text(story.title).truncated()
      Spacer()
      Text("\(story.points) pts").dim()
    }
  }
}

/// The frozen gallery at width 80, serialised as W1 is.
func runFrozenGallery() {
  var environment = EnvironmentValues()
  environment.colorMode = .truecolor
  measureFrames("frozen-gallery", frames: requestedFrames ?? defaultPagerFrames / 10) {
    _, output in
    FrozenGallery().renderCanvas(width: 80, environment: environment)
      .appendANSI(to: &output, colorMode: .truecolor)
  }
}
