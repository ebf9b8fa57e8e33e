/// A view whose content renders with changed environment values.
public struct EnvironmentView<Content: View>: View {
  /// Laid out by Folio itself: a modifier has no body.
  public typealias Body = Never
  @usableFromInline let content: Content
  @usableFromInline let change: EnvironmentChange

  /// `content` with `transform` applied to its environment.
  init(content: Content, transform: @escaping (inout EnvironmentValues) -> Void) {
    self.content = content
    self.change = .custom(transform)
  }

  /// `content` with `change` applied to its environment.
  @usableFromInline
  init(content: Content, change: EnvironmentChange) {
    self.content = content
    self.change = change
  }

  /// Never called: a modifier has no body.
  public var body: Never { fatalError("a modifier has no body") }

  @inlinable
  func changed(_ context: BuildContext) -> BuildContext {
    var context = context
    change.apply(to: &context.environment)
    return context
  }

  /// The content's nodes, in the changed environment.
  @inlinable
  public static func _makeNodes(
    _ view: Self, in context: BuildContext, into nodes: inout [LayoutNode]
  ) {
    Content._makeNodes(view.content, in: view.changed(context), into: &nodes)
  }

  /// The content's node, in the changed environment.
  @inlinable
  public static func _makeNode(_ view: Self, in context: BuildContext) -> LayoutNode {
    Content._makeNode(view.content, in: view.changed(context))
  }
}

extension View {
  /// Sets an environment value for this view and everything inside it.
  public func environment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value
  ) -> EnvironmentView<Self> {
    nonisolated(unsafe) let keyPath = keyPath
    return EnvironmentView(content: self) { $0[keyPath: keyPath] = value }
  }

  /// Applies `style` to the text inside this view; text's own styles still win.
  @inlinable
  public consuming func style(_ style: Style) -> EnvironmentView<Self> {
    EnvironmentView(content: self, change: .style(style))
  }

  /// Draws the text inside this view in bold.
  @inlinable
  public consuming func bold(_ isActive: Bool = true) -> EnvironmentView<Self> {
    style(Style(bold: isActive))
  }

  /// Draws the text inside this view dimmed.
  @inlinable
  public consuming func dim(_ isActive: Bool = true) -> EnvironmentView<Self> {
    style(Style(dim: isActive))
  }

  /// Draws the text inside this view in italics.
  @inlinable
  public consuming func italic(_ isActive: Bool = true) -> EnvironmentView<Self> {
    style(Style(italic: isActive))
  }

  /// Underlines the text inside this view.
  @inlinable
  public consuming func underline(_ isActive: Bool = true) -> EnvironmentView<Self> {
    style(Style(underline: isActive))
  }

  /// Draws the text inside this view with foreground and background swapped.
  @inlinable
  public consuming func reverse(_ isActive: Bool = true) -> EnvironmentView<Self> {
    style(Style(reverse: isActive))
  }

  /// Strikes through the text inside this view.
  @inlinable
  public consuming func strikethrough(_ isActive: Bool = true) -> EnvironmentView<Self> {
    style(Style(strikethrough: isActive))
  }

  /// Draws the text inside this view in `color`.
  @inlinable
  public consuming func foregroundColor(_ color: Color) -> EnvironmentView<Self> {
    style(Style(foreground: color))
  }
}

/// What an ``EnvironmentView`` changes: the common changes as values, so that applying
/// `.bold()` to a row costs no closure.
@usableFromInline
enum EnvironmentChange {
  case style(Style)
  case lineBreak(TextLineBreak)
  case lineLimit(Int?)
  case alignment(HorizontalAlignment)
  case custom((inout EnvironmentValues) -> Void)

  @usableFromInline
  func apply(to environment: inout EnvironmentValues) {
    switch self {
    case .style(let style): environment.style = environment.style.patched(with: style)
    case .lineBreak(let lineBreak): environment.textLineBreak = lineBreak
    case .lineLimit(let limit): environment.lineLimit = limit
    case .alignment(let alignment): environment.multilineTextAlignment = alignment
    case .custom(let transform): transform(&environment)
    }
  }
}
