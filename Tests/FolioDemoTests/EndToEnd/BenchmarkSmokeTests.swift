import Foundation
import Testing

/// `folio-bench` runs and reports in the shared format. Not a timing test: a few frames,
/// and the numbers are only checked to be there.
@Suite(.timeLimit(.minutes(2)))
struct BenchmarkSmokeTests {
  @Test func workloadsReportInTheSharedFormat() throws {
    let bench = try EndToEnd.builtProduct("folio-bench")
    let (status, output, error) = try EndToEnd.run(bench, ["W1", "W4", "W1-N1e9", "gallery", "3"])
    #expect(status == 0, "\(error)")
    let lines = output.split(separator: "\n").map(String.init)
    #expect(lines.count == 4)
    for (line, workload) in zip(lines, ["W1", "W4", "W1-N1e9", "gallery"]) {
      let fields = Dictionary(
        uniqueKeysWithValues: line.split(separator: " ").compactMap { pair -> (String, String)? in
          let parts = pair.split(separator: "=", maxSplits: 1)
          return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
        })
      #expect(fields["workload"] == workload, "\(line)")
      #expect(fields["impl"] == "folio")
      #expect(fields["frames"] == "3")
      #expect(Int(fields["ns_per_frame"] ?? "") ?? 0 > 0, "\(line)")
      #expect(Int(fields["bytes_per_frame"] ?? "") ?? 0 > 0, "\(line)")
    }
  }

  @Test func plainFrameZeroIsThePagerOfTheSharedWorkload() throws {
    let bench = try EndToEnd.builtProduct("folio-bench")
    let (status, output, _) = try EndToEnd.run(bench, ["--dump-plain", "--frame=0"])
    #expect(status == 0)
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0] == "Stories")
    #expect(lines[2].hasPrefix(" 444421 Item 444421 · "))
    #expect(lines[38].contains("Previous  1 … 12344 12345 [12346] 12347 12348 … 27778  Next"))
    #expect(lines[39] == "Showing 444,421–444,456 of 1,000,000")
  }
}
