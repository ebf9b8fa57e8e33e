import Folio

// folio-bench: the workloads of shared/bench/WORKLOADS.md that Folio implements so far.
//
//   folio-bench              run every workload, one result line each
//   folio-bench W3 truncate  run only the named workloads
//   folio-bench --widths     read lines from standard input, print each line's display width

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--widths") {
  printWidthsOfInputLines()
} else {
  let workloads: [(name: String, run: () -> Void)] = [
    ("W3", runWidthWorkload),
    ("truncate", runTruncationWorkload),
  ]
  for workload in workloads where arguments.isEmpty || arguments.contains(workload.name) {
    workload.run()
  }
}
