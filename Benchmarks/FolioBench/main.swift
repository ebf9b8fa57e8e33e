import Folio

// folio-bench: the workloads of shared/bench/WORKLOADS.md.
//
//   folio-bench [FRAMES]          run every workload, one result line each (FRAMES for W1
//                                 and W4 defaults to 25,000: a few seconds, like the peers)
//   folio-bench W1 W3 …           run only the named workloads
//   folio-bench --dump-plain [--frame=K]   the plain text of W1 frame K (default 0)
//   folio-bench --dump-ansi [--frame=K]    the ANSI string of W1 frame K, then its W4 update
//   folio-bench --dump-plain-w5 / --dump-plain-w6 [--frame=K]   the plain text of W5 / W6
//   folio-bench --dump-ansi-w7 [--frame=K]  W7 frame K, then its tick and its select update
//   folio-bench --widths          read lines from standard input, print each line's width
//   folio-bench key-burst         1,000 keys typed into a chooser's filter (see KeyBurst.swift)

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--widths") {
  printWidthsOfInputLines()
} else if arguments.contains("--dump-plain") {
  let frame = arguments.first { $0.hasPrefix("--frame=") }.flatMap { Int($0.dropFirst(8)) } ?? 0
  dumpPlain(frame: frame)
} else if arguments.contains("--dump-plain-w5") {
  let frame = arguments.first { $0.hasPrefix("--frame=") }.flatMap { Int($0.dropFirst(8)) } ?? 0
  print(
    ComposedWorkload.rowsCanvas(frame: frame, rows: ComposedWorkload.rows)
      .plainText(trimmingTrailingSpaces: true))
} else if arguments.contains("--dump-plain-w6") {
  let frame = arguments.first { $0.hasPrefix("--frame=") }.flatMap { Int($0.dropFirst(8)) } ?? 0
  print(
    ComposedWorkload.treeCanvas(frame: frame, depth: ComposedWorkload.treeDepth)
      .plainText(trimmingTrailingSpaces: true))
} else if arguments.contains("--dump-ansi-w7") {
  let frame = arguments.first { $0.hasPrefix("--frame=") }.flatMap { Int($0.dropFirst(8)) } ?? 0
  dumpW7(frame: frame)
} else if arguments.contains("--dump-ansi") {
  let frame = arguments.first { $0.hasPrefix("--frame=") }.flatMap { Int($0.dropFirst(8)) } ?? 0
  dumpANSI(frame: frame)
} else {
  let names = arguments.filter { Int($0) == nil }
  if let frames = arguments.compactMap({ Int($0) }).first { requestedFrames = max(1, frames) }
  let workloads: [(name: String, run: () -> Void)] = [
    ("W1", runW1),
    ("W3", runWidthWorkload),
    ("W4", runW4),
    ("W5", { runW5(rows: 40, name: "W5") }),
    ("W5-R10", { runW5(rows: 10, name: "W5-R10") }),
    ("W5-R160", { runW5(rows: 160, name: "W5-R160") }),
    ("feed", { runFeed(byPosition: false, name: "feed") }),
    ("feed-by-position", { runFeed(byPosition: true, name: "feed-by-position") }),
    ("W6-D2", { runW6(depth: 2, name: "W6-D2") }),
    ("W6-D4", { runW6(depth: 4, name: "W6-D4") }),
    ("W6-D6", { runW6(depth: 6, name: "W6-D6") }),
    ("W6", { runW6(depth: 8, name: "W6") }),
    ("W6-D10", { runW6(depth: 10, name: "W6-D10") }),
    ("W7-full", runW7Full),
    ("W7-tick", { runW7Update("W7-tick", ticks: 1) }),
    ("W7-select", { runW7Update("W7-select", rowsDown: 1) }),
    ("W7-tick-steady", { runW7Update("W7-tick-steady", ticks: 1, steady: true) }),
    ("W7-select-steady", { runW7Update("W7-select-steady", rowsDown: 1, steady: true) }),
    ("W7-tick-plain", { runW7Update("W7-tick-plain", ticks: 1, plain: true) }),
    (
      "W7-tick-infinite-steady",
      { runW7Update("W7-tick-infinite-steady", ticks: 1, steady: true, infinite: true) }
    ),
    (
      "W7-tick-plain-steady",
      { runW7Update("W7-tick-plain-steady", ticks: 1, steady: true, plain: true) }
    ),
    (
      "W7-select-plain-idle",
      { runW7Update("W7-select-plain-idle", rowsDown: 1, plain: true, idle: true) }
    ),
    ("W1-N1e3", { runW1Scale(1_000, name: "N1e3") }),
    ("W1-N1e6", { runW1Scale(1_000_000, name: "N1e6") }),
    ("W1-N1e9", { runW1Scale(1_000_000_000, name: "N1e9") }),
    ("pageWindow", runPageWindow),
    ("truncate", runTruncationWorkload),
    ("gallery", runGallery),
    ("gallery-tick", runGalleryTick),
    ("frozen-gallery", runFrozenGallery),
    ("list", runBuiltInList),
    ("custom-list", runCustomList),
    ("table", runTable),
    ("table-select", runTableSelect),
  ]
  // W7 runs its lines (W7-full, W7-tick, W7-select and the steady ones); W1, W5 and W6 only
  // themselves.
  func isAsked(_ name: String) -> Bool {
    names.isEmpty || names.contains(name) || (names.contains("W7") && name.hasPrefix("W7-"))
  }
  for workload in workloads where isAsked(workload.name) {
    workload.run()
  }
  for (name, tick) in [("app-tick", true), ("app-select", false)]
  where names.isEmpty || names.contains(name) {
    MainActor.assumeIsolated { runAppUpdate(name, tick: tick) }
  }
  if names.isEmpty || names.contains("key-burst") { MainActor.assumeIsolated { runKeyBurst() } }
}
