/// A table's header: its titles drawn as a row, after the gutter the rows' selection
/// marker takes, and the label of the hidden columns (if any) at the end of the room, after
/// the titles. One line high.
final class TableHeaderNode: LayoutNode {
  let titles: TableRowNode
  /// The shown columns' names and the cells their titles take, for their hit targets.
  let ids: [TableColumnID]
  let widths: [Int]
  let label: String
  /// The label's display width, measured once.
  let labelWidth: Int
  let labelStyle: Style
  /// The cells the titles take, from the end of the gutter.
  let titlesRoom: Int
  /// The cells the columns take, from the end of the gutter.
  let room: Int
  let gutter: Int

  init(
    titles: TableRowNode, ids: [TableColumnID], widths: [Int], label: String, labelStyle: Style,
    titlesRoom: Int, room: Int, gutter: Int
  ) {
    self.titles = titles
    self.ids = ids
    self.widths = widths
    self.label = label
    labelWidth = label.displayWidth
    self.labelStyle = labelStyle
    self.titlesRoom = titlesRoom
    self.room = room
    self.gutter = gutter
  }

  /// The gutter and the room, or as far as the label reaches if further, whatever is
  /// offered.
  private var width: Int { gutter + max(room, labelX + labelWidth) }

  /// Where the label starts, from the end of the gutter: ending where the room ends.
  private var labelX: Int {
    label.isEmpty ? 0 : max(0, room - labelWidth)
  }

  override func computeWidthRange() -> LengthRange {
    LengthRange(minimum: width, ideal: width, maximum: width)
  }

  override func computeWidth(offered width: Int) -> Int { self.width }

  override func computeHeightRange(width: Int) -> LengthRange {
    LengthRange(minimum: 1, ideal: 1, maximum: 1)
  }

  override func computeSize(offered size: Size) -> Size {
    Size(width: width, height: 1)
  }

  override func render(in rect: Rect, context: inout RenderContext) {
    guard rect.height > 0 else { return }
    let columns = Rect(x: rect.x + gutter, y: rect.y, width: titlesRoom, height: 1).intersection(
      rect)
    if !columns.isEmpty {
      titles.render(
        in: Rect(x: rect.x + gutter, y: rect.y, width: columns.maxX - rect.x - gutter, height: 1),
        context: &context)
    }
    // Each title is a target: a click on it names its column.
    var titleX = rect.x + gutter
    for (id, width) in zip(ids, widths) {
      let title = Rect(x: titleX, y: rect.y, width: width, height: 1).intersection(rect)
      if !title.isEmpty { context.addRegion(.column(id), rect: title) }
      titleX += width + 1
    }
    guard !label.isEmpty else { return }
    let x = rect.x + gutter + labelX
    let clip = Rect(x: x, y: rect.y, width: labelWidth, height: 1).intersection(rect)
    context.canvas.draw(label, x: x, y: rect.y, style: labelStyle, clip: clip)
  }
}
