import Folio

// folio-bench: the workloads of shared/bench/WORKLOADS.md that Folio implements so far.
//
//   folio-bench            run every workload, one result line each
//   folio-bench --widths   read lines from standard input, print each line's display width

let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("--widths") {
  printWidthsOfInputLines()
} else {
  runWidthWorkload()
  runTruncationWorkload()
}
