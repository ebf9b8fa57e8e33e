import Folio

/// The gallery: one labelled section per widget state, what `folio-demo gallery` prints
/// and `folio-bench` renders.
public struct Gallery: View {
  static let stories = (1...12).map(Story.numbered)

  /// The columns of the gallery's tables: the story's number, title and points.
  static var columns: [TableColumn<Story>] {
    [
      TableColumn("#", width: .fixed(4), alignment: .trailing, priority: 2) { "\($0.id)" },
      TableColumn("Title", width: .flexible(weight: 1, minimum: 12), priority: 3) { $0.title },
      TableColumn("Points", width: .fitting(minimum: 0, maximum: nil), alignment: .trailing) {
        NumberFormatting.format($0.points)
      },
    ]
  }

  /// The gallery.
  public init() {}

  /// Every section, stacked.
  public var body: some View {
    VStack(spacing: 1) {
      Section(title: "Text and layout") {
        VStack {
          HStack {
            Text("Stories").bold()
            Spacer()
            Text("12 new").foregroundColor(.green)
          }
          Divider(label: "Today")
          EnvironmentReader { environment in
            // An ASCII terminal could not show the wide characters: the text names them.
            Text(
              "Folio wraps long text at word boundaries, measures "
                + (environment.symbols.isASCII ? "CJK and emoji" : "漢字 and 🚀")
                + " as two cells, and shows escape sequences from untrusted text \u{1B}[2J as harmless placeholders."
            )
          }
        }
      }
      Section(title: "Pagination — full, compact and minimal") {
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
      Section(title: "PaginatedList — numbered, page 2 of 50, third row selected") {
        PaginatedList(Self.stories.prefix(5), selection: 2) { StoryRow(story: $0) }
          .numbered(page: 2, pageSize: 5, totalItems: 250)
          .rowNumbers(startingAt: 6)
      }
      Section(title: "PaginatedList — infinite, loading the next page") {
        PaginatedList(Self.stories.prefix(4), state: .loadingMore, selection: 3) {
          StoryRow(story: $0)
        }
        .infinite()
      }
      Section(title: "PaginatedList — a failed next page keeps every row") {
        PaginatedList(
          Self.stories.prefix(3), state: .error(message: "The server timed out."), selection: 0
        ) { StoryRow(story: $0) }
        .infinite(footer: .both)
      }
      Section(title: "PaginatedList — everything loaded") {
        PaginatedList(Self.stories.prefix(3), state: .exhausted) { StoryRow(story: $0) }
          .infinite()
      }
      Section(title: "PaginatedTable — numbered, sorted by points") {
        PaginatedTable(Array(Self.stories.prefix(4)), selection: 1, columns: Self.columns)
          .numbered(page: 1, pageSize: 4, totalItems: 250)
          .sorted(by: "Points", ascending: false)
      }
      Section(title: "PaginatedTable — too narrow: columns hidden by priority") {
        PaginatedTable(Array(Self.stories.prefix(2)), columns: Self.columns)
          .frame(width: 22, height: 3)
      }
      Section(title: "First page loading") {
        PaginatedList([Story](), state: .loading) { StoryRow(story: $0) }
      }
      Section(title: "Loaded, nothing to show") {
        EmptyStateView(
          title: "No stories yet", message: "Nothing matches the filter.",
          hint: "Press R to refresh")
      }
      Section(title: "First page failed") {
        ErrorStateView(title: "Couldn't load stories", message: "The server timed out after 30 s.")
      }
      Section(title: "Load-more footer — idle (manual), loading, failed, finished") {
        VStack {
          LoadMoreFooter(phase: .idle, mode: .manual)
          LoadMoreFooter(phase: .loading)
          LoadMoreFooter(phase: .failed("Connection reset."))
          LoadMoreFooter(phase: .finished)
        }
      }
      Section(title: "Loading indicators") {
        VStack {
          ForEach(LoadingIndicator.SpinnerStyle.allCases, id: \.self) { style in
            LoadingIndicator("\(style)", style: style, alignment: .leading)
          }
        }
      }
    }
  }
}

/// A labelled block of the gallery; with ASCII symbols, the dash of its title is `-`.
struct Section<Content: View>: View {
  var title: String
  var content: Content

  init(title: String, @ViewBuilder content: () -> Content) {
    self.title = title
    self.content = content()
  }

  var body: some View {
    EnvironmentReader { environment in
      content.padding(horizontal: 1).frame(maxWidth: .max)
        .border(
          .rounded,
          title: environment.symbols.isASCII
            ? String(title.map { $0 == "\u{2014}" ? "-" : $0 }) : title)
    }
  }
}
