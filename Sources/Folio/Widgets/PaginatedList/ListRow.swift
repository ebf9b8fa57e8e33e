/// A row of a list: a fixed prefix (the selection marker and the row number) drawn before
/// its content, without a stack to lay them out. A class, so that asking for a row many
/// times a frame copies nothing.
///
/// Its variables are read and written only while a frame is built and drawn, from the
/// list's node, never while another access is under way: exclusivity is not checked at run
/// time.
final class ListRow {
  let prefix: String
  let prefixWidth: Int
  /// The style of the prefix.
  let style: Style
  let content: LayoutNode
  /// The text its content was made from, for a row of text: a row of the same text, prefix
  /// and style in an environment that draws alike is this row again.
  @exclusivity(unchecked) var text: Text?
  /// How the row was drawn last, when a frame drawn with a memory can copy it (see
  /// `DrawnPart`): a row the next frame takes again as it is is copied, not drawn.
  @exclusivity(unchecked) var drawn: DrawnPart?
  /// What the prefix of a row of items was made from; nil for a footer.
  @exclusivity(unchecked) var prefixKey: PrefixKey?

  /// What a row's prefix is made from, beside the look of its list's environment: rows
  /// with equal keys in environments that draw alike have the same prefix.
  struct PrefixKey: Equatable {
    /// The row's number, when the list numbers its rows.
    var number: Int?
    /// The cells the numbers are padded to.
    var numberWidth: Int
    var selected: Bool
    /// Whether the list has a selection: in colour mode `none` every row is then marked.
    var hasSelection: Bool
  }

  convenience init(prefix: String, style: Style, content: LayoutNode) {
    self.init(prefix: prefix, width: prefix.displayWidth, style: style, content: content)
  }

  /// A row whose prefix is known to be `width` cells wide.
  init(prefix: String, width: Int, style: Style, content: LayoutNode) {
    self.prefix = prefix
    self.prefixWidth = width
    self.style = style
    self.content = content
  }

  /// Whether the row has `prefix`, `width` cells wide, in `style`.
  func shows(_ prefix: String, _ width: Int, _ style: Style) -> Bool {
    prefixWidth == width && self.style == style && self.prefix == prefix
  }

  /// The rows the row takes at `width`; at least one.
  func height(width: Int) -> Int {
    max(1, content.heightRange(width: max(0, width - prefixWidth)).ideal)
  }

  /// The width the row wants: its prefix and its content's ideal width.
  var idealWidth: Int { prefixWidth + content.widthRange().ideal }

  /// Draws the row in `rect`, as tall as the row is laid out (it may reach past what is
  /// visible).
  func render(in rect: Rect, context: inout RenderContext) {
    if !prefix.isEmpty {
      context.canvas.draw(prefix, x: rect.x, y: rect.y, style: style, clip: rect)
    }
    let inner = Rect(
      x: rect.x + prefixWidth, y: rect.y, width: rect.width - prefixWidth, height: rect.height)
    guard !inner.isEmpty else { return }
    // A line of text from the leading edge draws the same cells across the whole row as in
    // its own width: it is drawn without being measured.
    let size =
      (content as? TextNode)?.isLeadingLine == true
      ? inner.size : content.size(offered: inner.size)
    context.draw(content, in: Rect(x: inner.x, y: inner.y, size: size), offeredSize: inner.size)
  }
}
