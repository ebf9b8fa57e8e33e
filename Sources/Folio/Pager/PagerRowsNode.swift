final class PagerRowsNode: LayoutNode {
  let screen: PagerScreen
  let environment: EnvironmentValues

  init(screen: PagerScreen, environment: EnvironmentValues) {
    self.screen = screen
    self.environment = environment
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    Size(width: proposal.width ?? 0, height: screen.rowCount)
  }

  override func render(in rect: Rect, context: inout RenderContext) {
    let numberStyle = environment.style.patched(with: environment.theme.secondary)
    // The document's lines as they are read: a wrapped line whole.
    var lines: [String] = []
    for (index, row) in screen.rows.enumerated() where index < rect.height {
      let y = rect.y + index
      var x = rect.x
      if screen.numberWidth > 0 {
        if let number = row.number {
          let text = NumberFormatting.format(number, separator: "")
          let digits = text.displayWidth
          let cell = Rect(x: x, y: y, width: screen.numberWidth - 1, height: 1)
          context.canvas.draw(
            text, x: cell.maxX - digits, y: y, style: numberStyle,
            clip: cell.intersection(rect))
        }
        x += screen.numberWidth
      }
      let clip = Rect(x: x, y: y, width: max(0, rect.maxX - x), height: 1)
      let text = screen.wraps ? row.text : row.text.droppingCells(screen.horizontalOffset)
      context.canvas.draw(text, x: x, y: y, base: environment.style, clip: clip)
      // A line is read whole, however far it is scrolled sideways.
      if context.describesAccessibility {
        if row.beginsLine || lines.isEmpty {
          lines.append(row.text.plainText)
        } else {
          lines[lines.count - 1] += row.text.plainText
        }
      }
    }
    for line in lines { context.addAccessibilityElement(AccessibilityElement(label: line)) }
    if screen.isEmpty, rect.height > 0 {
      let message = environment.symbols.adapting(
        screen.isComplete ? "The input is empty" : "Waiting for input…")
      let x = rect.x + max(0, (rect.width - message.displayWidth) / 2)
      context.canvas.draw(
        message, x: x, y: rect.y + rect.height / 2, style: numberStyle, clip: rect)
      context.addAccessibilityElement(AccessibilityElement(role: .status, label: message))
    }
  }
}
