import Folio
import Foundation
import Testing

@testable import FolioTesting

/// The visual report of snapshot failures: goldens read back into cells, the HTML, and
/// what one run of tests leaves on disk. Every test works in a temporary folder of its own
/// (a package root: `snapshots/` and `.build/folio-snapshots/` inside it).
@Suite struct SnapshotReportTests {
  /// A temporary package root.
  func temporaryRoot() -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("folio-report-\(UUID().uuidString)")
  }

  /// The store of suite `suite` under `root`, reporting into `root`'s report as part of `run`.
  func store(_ root: URL, _ suite: String = "Suite", run: SnapshotRun) -> SnapshotStore {
    let snapshots = root.appendingPathComponent("snapshots")
    let report = SnapshotReport(snapshotsFolder: snapshots)
    return SnapshotStore(
      directory: snapshots.appendingPathComponent(suite),
      report: SnapshotReport(directory: report.directory, run: run))
  }

  func html(_ store: SnapshotStore) -> String? {
    guard let report = store.report else { return nil }
    return try? String(contentsOf: report.file, encoding: .utf8)
  }

  /// The spans marked as differing in the failures (not the legend), by their text.
  func marked(_ html: String) -> [String] {
    var found: [String] = []
    var rest = html[(html.range(of: "<main>")?.upperBound ?? html.startIndex)...]
    while let start = rest.range(of: "<span class=\"") {
      let tail = rest[start.upperBound...]
      guard let quote = tail.firstIndex(of: "\""), let open = tail.firstIndex(of: ">"),
        let close = tail.range(of: "</span>")
      else { break }
      if tail[..<quote].split(separator: " ").contains("d") {
        found.append(String(tail[tail.index(after: open)..<close.lowerBound]))
      }
      rest = tail[close.upperBound...]
    }
    return found
  }

  /// A view with every style a golden can hold, wide clusters, braces and a link.
  struct Sampler: View {
    var body: some View {
      VStack(alignment: .leading) {
        HStack {
          Text("Hello").foregroundColor(.red).bold()
          Text("dim").dim()
          Text("it").italic().foregroundColor(.indexed(208))
          Text("un").underline().background(.blue)
          Text("rev").reverse()
          Text("st").strikethrough().foregroundColor(.rgb(12, 200, 99))
        }
        HStack {
          Text("漢字").foregroundColor(.brightCyan)
          Text("👍🏽 ok").background(.indexed(236))
          Text("{a}}").foregroundColor(.rgb(255, 135, 0)).bold().italic()
          Text("docs").link("https://example.com/a?b=1")
        }
        Text("plain é tail")
      }
    }
  }

  @Test(arguments: ColorMode.allCases)
  func taggedTextParsesBackToTheSameCells(mode: ColorMode) {
    var environment = EnvironmentValues()
    environment.colorMode = .truecolor
    let canvas = Sampler().renderFrame(width: 40, environment: environment).canvas
    let parsed = SnapshotScreen(tagged: canvas.taggedText(colorMode: mode))
    let drawn = SnapshotScreen(canvas: canvas, colorMode: mode)
    #expect(parsed == drawn)
    #expect(parsed.rows.count == canvas.height)
    #expect(parsed.rows.allSatisfy { $0.count == 40 })
    // The CJK cluster takes two cells, the second a continuation.
    let kanji = parsed.rows[1].firstIndex { $0.content == "漢" }
    #expect(kanji.map { parsed.rows[1][$0 + 1].isContinuation } == true)
    #expect(parsed.rows[0][0].style.bold == (mode != .none))
  }

  @Test func aTagSetsTheWholeStyleAndBracesAreText() {
    let screen = SnapshotScreen(tagged: "{bold fg=red}a{/}{{b}}{bg=#ff8700 link=https://x.io}c{/}")
    #expect(screen.rows[0].map(\.content) == ["a", "{", "b", "}", "c"])
    #expect(screen.rows[0][0].style.bold == true)
    #expect(screen.rows[0][0].style.foreground == .red)
    #expect(screen.rows[0][1].style == Style.plain.resolved)
    #expect(screen.rows[0][4].style.background == .rgb(255, 135, 0))
    #expect(screen.rows[0][4].link == "https://x.io")
  }

  @Test func theReportDrawsAFailureEscapedAndMarksOnlyTheDifferingCells() throws {
    let root = temporaryRoot()
    let store = store(root, run: SnapshotRun(id: "one"))
    _ = store.check([("a.txt", "<b> & \"c\" '漢x'")], mode: .all, rerun: "r")
    #expect(html(store) == nil)
    let outcome = store.check(
      [("a.txt", "<b> & \"C\" '漢y'")], mode: .never, rerun: "FOLIO_SNAPSHOT_RECORD=failed x")
    guard case .failed(let message) = outcome else {
      Issue.record("expected a failure, got \(outcome)")
      return
    }
    let file = try #require(store.report?.file)
    #expect(message.hasSuffix("\nVisual report: " + file.path))
    let page = try #require(html(store))
    #expect(page.contains("&lt;b&gt; &amp; &quot;"))
    #expect(!page.contains("<b> &"))
    #expect(page.contains("&#39;"))
    #expect(page.contains("snapshots/Suite/a.txt"))
    #expect(page.contains("FOLIO_SNAPSHOT_RECORD=failed x"))
    #expect(page.contains("snapshots/Suite/a.actual.txt"))
    #expect(!page.contains(root.path))
    #expect(!page.contains("<script"))
    // c→C and x→y, on each side; the wide 漢 before y is the same on both.
    #expect(marked(page) == ["c", "x", "C", "y"])
    #expect(page.contains("<span class=\"w\">漢</span>"))

    // Written again from the same records, and in another package from the same failures,
    // the report is the same, byte for byte.
    let first = try Data(contentsOf: file)
    try #require(store.report).writeReport()
    #expect(try Data(contentsOf: file) == first)
    let other = self.store(temporaryRoot(), run: SnapshotRun(id: "two"))
    _ = other.check([("a.txt", "<b> & \"c\" '漢x'")], mode: .all, rerun: "r")
    _ = other.check(
      [("a.txt", "<b> & \"C\" '漢y'")], mode: .never, rerun: "FOLIO_SNAPSHOT_RECORD=failed x")
    #expect(try Data(contentsOf: try #require(other.report?.file)) == first)
  }

  @Test func aStyledGoldenIsComparedCellByCellInItsColours() throws {
    let store = store(temporaryRoot(), run: SnapshotRun(id: "one"))
    _ = store.check([("s.ansi16.styled.txt", "{fg=red}ab{/}cd")], mode: .all, rerun: "r")
    _ = store.check(
      [("s.ansi16.styled.txt", "{fg=red}a{/}{bold fg=red}b{/}cd")], mode: .never, rerun: "r")
    let page = try #require(html(store))
    #expect(marked(page) == ["b", "b"])
    #expect(page.contains("styled · ansi16"))
    #expect(page.contains("color:#e05661"))
    #expect(page.contains("<span class=\"b d\" style=\"color:#e05661\">b</span>"))
  }

  @Test func aMissingGoldenShowsTheActualAlone() throws {
    let store = store(temporaryRoot(), run: SnapshotRun(id: "one"))
    let outcome = store.check(
      [("m.transcript.txt", "button: Save\n<status>")], mode: .never, rerun: "r")
    guard case .failed(let message) = outcome else {
      Issue.record("expected a failure, got \(outcome)")
      return
    }
    #expect(message.hasSuffix("report.html"))
    let page = try #require(html(store))
    #expect(page.contains("no golden yet"))
    #expect(!page.contains("Expected"))
    #expect(page.contains("<div>button: Save</div><div>&lt;status&gt;</div>"))
    #expect(page.contains("<span class=\"st missing\">missing</span>"))
  }

  /// Two processes of one run — two runs with the same name, as `swift test`'s XCTest and
  /// Swift Testing processes are — fill one report, sorted by golden path whatever the
  /// order; threads of each write at once. The next run's first check clears it all.
  @Test func processesOfOneRunShareOneSortedReport() throws {
    let root = temporaryRoot()
    let first = store(root, "Zeta", run: SnapshotRun(id: "run 1"))
    let second = store(root, "Alpha", run: SnapshotRun(id: "run 1"))
    DispatchQueue.concurrentPerform(iterations: 6) { index in
      let store = index.isMultiple(of: 2) ? first : second
      _ = store.check([("t\(index).txt", "text \(index)")], mode: .never, rerun: "r")
    }
    let page = try #require(html(first))
    let order = ["Alpha/t1.txt", "Alpha/t3.txt", "Alpha/t5.txt", "Zeta/t0.txt", "Zeta/t2.txt"]
    let positions = try order.map { try #require(page.range(of: "snapshots/" + $0)?.lowerBound) }
    #expect(positions == positions.sorted())
    #expect(page.contains("Snapshot failures <span class=\"n\">6</span>"))

    // A golden that passes leaves the report; the same failure again replaces its record.
    _ = second.check([("t1.txt", "text 1")], mode: .all, rerun: "r")
    _ = first.check([("t0.txt", "text 0")], mode: .never, rerun: "r")
    let after = try #require(html(first))
    #expect(!after.contains("Alpha/t1.txt"))
    #expect(after.contains("Snapshot failures <span class=\"n\">5</span>"))

    // A new run that passes clears the last run's records and removes its report.
    let next = store(root, "Alpha", run: SnapshotRun(id: "run 2"))
    #expect(next.check([("t1.txt", "text 1")], mode: .never, rerun: "r") == .matched)
    #expect(html(next) == nil)
    let records = try #require(next.report?.recordsFolder)
    #expect(!FileManager.default.fileExists(atPath: records.path))
  }

  @Test func aStoreWithoutAReportWritesNone() {
    let root = temporaryRoot()
    let store = SnapshotStore(directory: root.appendingPathComponent("snapshots/S"))
    guard case .failed(let message) = store.check([("a.txt", "x")], mode: .never, rerun: "r")
    else {
      Issue.record("expected a failure")
      return
    }
    #expect(!message.contains("Visual report"))
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(".build").path))
  }

  @Test func theReportLivesBesideTheSnapshotsFolder() {
    let store = SnapshotStore.forTestFile(
      "/x/Tests/Foo/BarTests.swift", environment: ["FOLIO_SNAPSHOT_DIR": "/tmp/golden"])
    #expect(store.report?.file.path == "/tmp/.build/folio-snapshots/report.html")
    let own = SnapshotStore.forTestFile(#filePath, environment: [:])
    let root = own.directory.deletingLastPathComponent().deletingLastPathComponent()
    #expect(
      own.report?.directory.path == root.appendingPathComponent(".build/folio-snapshots").path)
  }

  @Test func recordNamesStayShortAndDistinct() {
    let long = "snapshots/Suite/" + String(repeating: "parameterised.", count: 30) + "txt"
    let name = SnapshotReport.recordName(long)
    #expect(name.utf8.count < 255)
    #expect(name != SnapshotReport.recordName(long + "x"))
    #expect(SnapshotReport.recordName("snapshots/A/b.txt") == "snapshots%2FA%2Fb.txt.record")
  }

  @Test func theRunIsNamedByTheEnvironmentOrTheParentProcess() {
    #expect(currentSnapshotRunIdentity(environment: ["FOLIO_SNAPSHOT_RUN": "ci"]) == "named ci")
    let own = currentSnapshotRunIdentity(environment: [:])
    #expect(own == currentSnapshotRunIdentity(environment: [:]))
    #expect(own.hasPrefix("parent ") || own.hasPrefix("process "))
  }
}
