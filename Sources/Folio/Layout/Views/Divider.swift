/// A horizontal rule across the width offered, with an optional label.
///
/// ```swift
/// Divider()                 // ────────────
/// Divider(label: "Older")   // ── Older ───
/// ```
public struct Divider: View, PrimitiveView {
  /// Laid out by Folio itself: a primitive view has no body.
  public typealias Body = Never
  let label: String?

  /// A rule, with `label` near its start when given.
  public init(label: String? = nil) {
    self.label = label.map { Sanitizer.sanitize($0) }
  }

  /// Folio lays this view out itself.
  public func makeNode(in context: BuildContext) -> LayoutNode {
    DividerNode(label: label, environment: context.environment)
  }

  /// The divider's node: the last frame's at this place, when the frame keeps its nodes.
  public static func _node(_ view: Divider, in context: BuildContext, at index: Int)
    -> LayoutNode
  {
    guard let old = context.takeNode(of: DividerNode.self, at: index) else {
      return view.makeNode(in: context)
    }
    let node = unsafeDowncast(old, to: DividerNode.self)
    if node.update(label: view.label, environment: context.environment) {
      context.noteChanged(node)
    }
    return node
  }
}

final class DividerNode: LayoutNode {
  @exclusivity(unchecked) private(set) var label: String?
  @exclusivity(unchecked) private(set) var line: String
  @exclusivity(unchecked) private(set) var style: Style
  @exclusivity(unchecked) private(set) var labelStyle: Style
  @exclusivity(unchecked) private(set) var ellipsis: String

  init(label: String?, environment: EnvironmentValues) {
    self.label = label
    self.line = environment.horizontalLine
    self.style = environment.style.patched(with: environment.theme.border)
    self.labelStyle = environment.style
    self.ellipsis = environment.ellipsis
  }

  /// Takes a new divider's label in `environment`; whether anything changed.
  func update(label: String?, environment: EnvironmentValues) -> Bool {
    let line = environment.horizontalLine
    let style = environment.style.patched(with: environment.theme.border)
    let labelStyle = environment.style
    let ellipsis = environment.ellipsis
    guard
      label != self.label || line != self.line || style != self.style
        || labelStyle != self.labelStyle || ellipsis != self.ellipsis
    else { return false }
    self.label = label
    self.line = line
    self.style = style
    self.labelStyle = labelStyle
    self.ellipsis = ellipsis
    return true
  }

  override func computeWidthRange() -> LengthRange {
    LengthRange(
      minimum: 0, ideal: label.map { $0.displayWidth + 4 } ?? 1, maximum: ProposedSize.unlimited)
  }

  override func computeWidth(offered width: Int) -> Int { width }

  override func computeHeightRange(width: Int) -> LengthRange { .fixed(1) }

  override func computeSize(offered size: Size) -> Size { Size(width: size.width, height: 1) }

  override func render(in rect: Rect, context: inout RenderContext) {
    guard rect.height > 0 else { return }
    context.canvas.drawRepeating(line, x: rect.x, y: rect.y, style: style, clip: rect)
    if let label {
      context.addAccessibilityElement(
        AccessibilityElement(role: .heading, label: Sanitizer.singleRow(label)))
    }
    if let label, rect.width >= 5 {
      let shown = StyledText(label).truncated(
        toWidth: rect.width - 4, position: .end, marker: ellipsis)
      let text = StyledText(" ") + shown + StyledText(" ")
      context.canvas.fill(
        Rect(x: rect.x + 2, y: rect.y, width: text.displayWidth, height: 1).intersection(rect),
        style: style)
      context.canvas.draw(text, x: rect.x + 2, y: rect.y, base: labelStyle, clip: rect)
    }
  }
}
