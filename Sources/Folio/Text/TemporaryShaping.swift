// Stand-in until the table-driven shaping lands.
public enum WrapMode: Hashable, Sendable { case word, character }
public enum TruncationPosition: Hashable, Sendable { case end, start, middle }

extension StyledText {
  var displayWidth: Int { plainText.displayWidth }

  func truncated(toWidth width: Int, position: TruncationPosition = .end, marker: String = "…")
    -> StyledText
  {
    if displayWidth <= width { return self }
    var out = StyledText()
    var used = 0
    let markerWidth = marker.displayWidth
    for run in runs {
      var text = ""
      for c in run.text {
        if used + c.displayWidth + markerWidth > width { break }
        text.append(c)
        used += c.displayWidth
      }
      out.append(text, style: run.style)
    }
    if used + markerWidth <= width { out.append(marker, style: runs.last?.style ?? .plain) }
    return out
  }

  func wrapped(toWidth width: Int, mode: WrapMode = .word) -> [StyledText] {
    guard width > 0 else { return [] }
    var lines: [StyledText] = [StyledText()]
    var used = 0
    for run in runs {
      for c in run.text {
        if c == "\n" {
          lines.append(StyledText())
          used = 0
          continue
        }
        if used + c.displayWidth > width {
          lines.append(StyledText())
          used = 0
        }
        lines[lines.count - 1].append(String(c), style: run.style)
        used += c.displayWidth
      }
    }
    return lines
  }
}
