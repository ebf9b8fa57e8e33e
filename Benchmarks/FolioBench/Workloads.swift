import Folio

/// The shared data set: text(i) of WORKLOADS.md.
func itemText(_ i: Int) -> String {
  let words = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel"]
  var text = "Item \(i) · \(words[i % 8]) \(words[(i * 3) % 8])"
  if i % 7 == 0 { text += " 漢字かな交じり" }
  if i % 11 == 0 { text += " 🚀 launch" }
  if i % 13 == 0 { text += " cafe\u{301}" }
  if i % 5 == 0 { text += " " + String(repeating: "lorem ipsum dolor sit amet ", count: 6) }
  return text
}

/// Nanoseconds per item of `duration` over `count` items.
func nanoseconds(_ duration: Duration, per count: Int) -> Int {
  let (seconds, attoseconds) = duration.components
  return Int((Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(count))
}

/// W3: the sum of the display widths of text(1)…text(100,000).
func runWidthWorkload() {
  let texts = (1...100_000).map(itemText)
  var total = 0
  for text in texts.prefix(10_000) { total &+= text.displayWidth }  // warm-up
  var best = Duration.seconds(1000)
  for _ in 0..<5 {
    total = 0
    let elapsed = ContinuousClock().measure {
      for text in texts { total &+= text.displayWidth }
    }
    best = min(best, elapsed)
  }
  print(
    "workload=W3 impl=folio frames=\(texts.count) ns_per_frame=\(nanoseconds(best, per: texts.count))"
      + " bytes_per_frame=0 total_width=\(total)")
}

/// Truncation throughput: each text(i), i = 1…100,000, cut to 119 cells with an ellipsis.
func runTruncationWorkload() {
  let texts = (1...100_000).map(itemText)
  var total = 0
  var best = Duration.seconds(1000)
  for _ in 0..<5 {
    total = 0
    let elapsed = ContinuousClock().measure {
      for text in texts { total &+= text.truncated(toWidth: 119).utf8.count }
    }
    best = min(best, elapsed)
  }
  print(
    "workload=truncate impl=folio frames=\(texts.count)"
      + " ns_per_frame=\(nanoseconds(best, per: texts.count)) bytes_per_frame=0 total_bytes=\(total)"
  )
}

/// Prints the display width of each line of standard input, for comparing with other
/// implementations (Scripts/compare-wcwidth.py).
func printWidthsOfInputLines() {
  while let line = readLine(strippingNewline: true) {
    print(line.displayWidth)
  }
}
