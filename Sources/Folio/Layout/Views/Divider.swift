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

  /// The divider's node: the last frame's at this place, when the frame keeps its nodes —
  /// a line as wide as the screen, copied from the last frame while it shows the same.
  public static func _node(_ view: Divider, in context: BuildContext, at index: Int)
    -> LayoutNode
  {
    context.leafNode(DividerNode.self, at: index, copiedWhenUnchanged: true) {
      $0.update(label: view.label, environment: context.environment)
    } ?? view.makeNode(in: context)
  }
}

final class DividerNode: LayoutNode, RetainedNode {
  /// The divider's label, line and styles, from its view and environment.
  struct Inputs: DrawnInputs {
    let label: String?
    let line: String
    let style: Style
    let labelStyle: Style
    let ellipsis: String

    init(label: String?, environment: EnvironmentValues) {
      self.label = label
      line = environment.horizontalLine
      style = environment.style.patched(with: environment.theme.border)
      labelStyle = environment.style
      ellipsis = environment.ellipsis
    }

    func drawsLike(_ other: Inputs) -> Bool {
      self == other && label.hasSameBytes(as: other.label) && line.hasSameBytes(as: other.line)
        && ellipsis.hasSameBytes(as: other.ellipsis)
    }
  }

  @exclusivity(unchecked) var inputs: Inputs
  /// The shared values of the environment the inputs were last made in: while it is
  /// shared, none of them can change (a change copies them), and neither can the line, the
  /// border's style or the ellipsis made from them.
  @exclusivity(unchecked) private var valuesSeen: AnyObject
  var label: String? { inputs.label }
  var line: String { inputs.line }
  var style: Style { inputs.style }
  var labelStyle: Style { inputs.labelStyle }
  var ellipsis: String { inputs.ellipsis }

  init(label: String?, environment: EnvironmentValues) {
    inputs = Inputs(label: label, environment: environment)
    valuesSeen = environment.sharedValues
  }

  /// Shows `label` in `environment` from now on; whether it draws otherwise than before.
  /// In the environment's values it was last shown in, only the label and the style can
  /// differ: they are compared without making the inputs again.
  func update(label: String?, environment: EnvironmentValues) -> Bool {
    if environment.sharesValues(with: valuesSeen), environment.style == inputs.labelStyle,
      label.hasSameBytes(as: inputs.label)
    {
      return false
    }
    valuesSeen = environment.sharedValues
    return update(Inputs(label: label, environment: environment))
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
