/// A view drawn over a background colour that fills its whole region.
public struct Background<Content: View>: View, SingleNodeView {
  /// Laid out by Folio itself: a primitive view has no body.
  public typealias Body = Never
  let color: Color
  let content: Content

  func node(_ environment: EnvironmentValues) -> LayoutNode {
    return BackgroundNode(color: color, child: makeNode(of: content, environment))
  }
}

final class BackgroundNode: LayoutNode {
  let color: Color
  let child: LayoutNode

  init(color: Color, child: LayoutNode) {
    self.color = color
    self.child = child
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    child.measure(proposal)
  }

  override func render(in rect: Rect, canvas: inout Canvas) {
    canvas.fill(rect, style: Style(background: color))
    child.render(in: rect, canvas: &canvas)
  }
}

extension View {
  /// Fills this view's region with `color` behind its content.
  public func background(_ color: Color) -> Background<Self> {
    Background(color: color, content: self)
  }
}

/// Shows the first of its children whose ideal size fits the space offered, or the last
/// child when none does.
///
/// Use it for responsive layouts: give the fullest form first and smaller fallbacks after.
///
/// ```swift
/// ViewThatFits {
///   Text("‹ Previous  1 2 [3] 4 5  Next ›")
///   Text("‹ 3 / 5 ›")
///   Text("3/5")
/// }
/// ```
public struct ViewThatFits<Content: View>: View, SingleNodeView {
  /// Laid out by Folio itself: a primitive view has no body.
  public typealias Body = Never
  let horizontalOnly: Bool
  let content: Content

  /// - Parameters:
  ///   - horizontalOnly: Whether only the width must fit (height is then free).
  ///   - content: The candidate views, fullest first.
  public init(horizontalOnly: Bool = false, @ViewBuilder content: () -> Content) {
    self.horizontalOnly = horizontalOnly
    self.content = content()
  }

  func node(_ environment: EnvironmentValues) -> LayoutNode {
    var children: [LayoutNode] = []
    Folio.makeNodes(of: content, environment, into: &children)
    return FittingNode(horizontalOnly: horizontalOnly, children: children)
  }
}

final class FittingNode: LayoutNode {
  let horizontalOnly: Bool
  private var children: [LayoutNode?]
  /// Makes a child not made yet; nil when every child was given up front.
  private let make: ((Int) -> LayoutNode)?

  init(horizontalOnly: Bool, children: [LayoutNode]) {
    self.horizontalOnly = horizontalOnly
    self.children = children
    self.make = nil
  }

  init(horizontalOnly: Bool, count: Int, make: @escaping (Int) -> LayoutNode) {
    self.horizontalOnly = horizontalOnly
    self.children = Array(repeating: nil, count: count)
    self.make = make
  }

  private func child(_ index: Int) -> LayoutNode {
    if let child = children[index] { return child }
    let child = make?(index) ?? EmptyNode()
    children[index] = child
    return child
  }

  /// The child to show for `proposal`: the first whose ideal size fits it.
  func choice(_ proposal: ProposedSize) -> LayoutNode? {
    for index in children.indices {
      let child = child(index)
      let ideal = child.measure(
        ProposedSize(width: nil, height: horizontalOnly ? proposal.height : nil))
      let fitsWidth = proposal.width.map { ideal.width <= $0 } ?? true
      let fitsHeight = horizontalOnly || (proposal.height.map { ideal.height <= $0 } ?? true)
      if fitsWidth && fitsHeight { return child }
    }
    return children.isEmpty ? nil : child(children.count - 1)
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    choice(proposal)?.measure(proposal) ?? .zero
  }

  override func render(in rect: Rect, canvas: inout Canvas) {
    guard let child = choice(ProposedSize(rect.size)) else { return }
    let size = child.measure(ProposedSize(rect.size))
    child.render(in: rect.placing(size, alignment: .topLeading), canvas: &canvas)
  }
}
