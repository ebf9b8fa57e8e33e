/// Flexible empty space that grows along the axis of the stack it is in.
///
/// Outside a stack it takes all the space offered in both directions.
public struct Spacer: View, SingleNodeView {
  /// Laid out by Folio itself: a primitive view has no body.
  public typealias Body = Never
  let minLength: Int

  /// A spacer at least `minLength` cells long.
  public init(minLength: Int = 0) {
    self.minLength = clampDimension(minLength)
  }

  func node(_ environment: EnvironmentValues) -> LayoutNode {
    return SpacerNode(minLength: minLength)
  }
}

final class SpacerNode: LayoutNode {
  let minLength: Int
  var axis: Axis?

  init(minLength: Int) {
    self.minLength = minLength
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let width = max(minLength, proposal.width ?? minLength)
    let height = max(minLength, proposal.height ?? minLength)
    switch axis {
    case .horizontal: return Size(width: width, height: 0)
    case .vertical: return Size(width: 0, height: height)
    case nil: return Size(width: width, height: height)
    }
  }
}

/// A horizontal rule across the width offered, with an optional label.
///
/// ```swift
/// Divider()                 // ────────────
/// Divider(label: "Older")   // ── Older ───
/// ```
public struct Divider: View, SingleNodeView {
  /// Laid out by Folio itself: a primitive view has no body.
  public typealias Body = Never
  let label: String?

  /// A rule, with `label` near its start when given.
  public init(label: String? = nil) {
    self.label = label.map { Sanitizer.sanitize($0) }
  }

  func node(_ environment: EnvironmentValues) -> LayoutNode {
    return DividerNode(label: label, environment: environment)
  }
}

final class DividerNode: LayoutNode {
  let label: String?
  let line: String
  let style: Style
  let labelStyle: Style
  let ellipsis: String

  init(label: String?, environment: EnvironmentValues) {
    self.label = label
    self.line = environment.symbols.horizontalLine
    self.style = environment.style.patched(with: environment.theme.border)
    self.labelStyle = environment.style
    self.ellipsis = environment.symbols.ellipsis
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let ideal = label.map { $0.displayWidth + 4 } ?? 1
    return Size(width: proposal.width ?? ideal, height: 1)
  }

  override func render(in rect: Rect, canvas: inout Canvas) {
    guard rect.height > 0 else { return }
    canvas.drawRepeating(line, x: rect.x, y: rect.y, style: style, clip: rect)
    if let label, rect.width >= 5 {
      let shown = StyledText(label).truncated(
        toWidth: rect.width - 4, position: .end, marker: ellipsis)
      let text = StyledText(" ") + shown + StyledText(" ")
      canvas.fill(
        Rect(x: rect.x + 2, y: rect.y, width: text.displayWidth, height: 1).intersection(rect),
        style: style)
      canvas.draw(text, x: rect.x + 2, y: rect.y, base: labelStyle, clip: rect)
    }
  }
}
