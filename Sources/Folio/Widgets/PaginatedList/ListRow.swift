/// A row of a list: a fixed prefix (the selection marker and the row number) drawn before
/// its content, without a stack to lay them out. A class, so that asking for a row many
/// times a frame copies nothing.
///
/// Its variables are read and written only while a frame is built and drawn, from the
/// list's node, never while another access is under way: exclusivity is not checked at run
/// time.
final class ListRow {
  @exclusivity(unchecked) private(set) var prefix: String
  @exclusivity(unchecked) private(set) var prefixWidth: Int
  /// The style of the prefix.
  @exclusivity(unchecked) private(set) var style: Style
  let content: LayoutNode
  /// The text its content was made from, for a row of text: a row of the same text, prefix
  /// and style in an environment that draws alike is this row again.
  @exclusivity(unchecked) var text: Text?
  /// How the row was drawn last, when a frame drawn with a memory can copy it (see
  /// `DrawnPart`): a row the next frame takes again as it is is copied, not drawn.
  @exclusivity(unchecked) var drawn: DrawnPart?
  /// What the prefix of a row of items was made from; ``PrefixKey/none`` for a footer.
  @exclusivity(unchecked) var prefixKey = PrefixKey.none

  /// What a row's prefix is made from, beside the look of its list's environment: rows
  /// with equal keys in environments that draw alike have the same prefix. Two words, so
  /// that a row stays small enough for the allocator's quickest sizes: a list makes and
  /// frees its rows by the dozen.
  struct PrefixKey: Equatable {
    /// The row's number, when the list numbers its rows.
    private let number: Int
    /// Whether it is a key at all, whether the row is numbered, selected, and in a list
    /// with a selection (in colour mode `none` every row is then marked), and, from bit 8
    /// on, the cells the numbers are padded to.
    private let flags: UInt64

    /// No key: equal to no other.
    static let none = PrefixKey(number: 0, flags: 0)

    private init(number: Int, flags: UInt64) {
      self.number = number
      self.flags = flags
    }

    /// The key of a row numbered `number` (nil: not numbered) padded to `numberWidth`
    /// cells; `none` for a width past any screen's.
    init(number: Int?, numberWidth: Int, selected: Bool, hasSelection: Bool) {
      guard numberWidth >= 0, numberWidth < 1 << 40 else {
        self = .none
        return
      }
      self.number = number ?? 0
      flags =
        1 | (number == nil ? 0 : 2) | (selected ? 4 : 0) | (hasSelection ? 8 : 0)
        | UInt64(numberWidth) << 8
    }

    static func == (lhs: PrefixKey, rhs: PrefixKey) -> Bool {
      lhs.flags & 1 == 1 && lhs.flags == rhs.flags && lhs.number == rhs.number
    }
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

  /// Shows `prefix` (`width` cells) in `style` before its content, which shows something
  /// else now too: how it was drawn is forgotten. Whether the prefix is as wide as before —
  /// then the row lays out as its content does.
  @discardableResult
  func reshow(prefix: String, width: Int, style: Style) -> Bool {
    let asWide = prefixWidth == width
    self.prefix = prefix
    prefixWidth = width
    self.style = style
    drawn = nil
    return asWide
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
