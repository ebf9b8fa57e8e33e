/// A view built from the environment it renders in.
///
/// ```swift
/// EnvironmentReader { environment in
///   Text(environment.colorMode == .none ? "[x]" : "x")
/// }
/// ```
public struct EnvironmentReader<Content: View>: View {
  /// Laid out by Folio itself: a reader has no body.
  public typealias Body = Never
  @usableFromInline let content: (EnvironmentValues) -> Content

  /// A view built by `content` from the environment it renders in.
  public init(@ViewBuilder content: @escaping (EnvironmentValues) -> Content) {
    self.content = content
  }

  /// Never called: a reader has no body.
  public var body: Never { fatalError("an environment reader has no body") }

  /// The nodes of the view built from the environment.
  @inlinable
  public static func _makeNodes(
    _ view: Self, in context: BuildContext, into nodes: inout [LayoutNode]
  ) {
    Content._makeNodes(view.content(context.environment), in: context, into: &nodes)
  }

  /// The node of the view built from the environment.
  @inlinable
  public static func _makeNode(_ view: Self, in context: BuildContext) -> LayoutNode {
    Content._makeNode(view.content(context.environment), in: context)
  }
}

extension View {
  /// Sets an environment value for this view and everything inside it.
  public func environment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value
  ) -> EnvironmentModifier<Self> {
    nonisolated(unsafe) let keyPath = keyPath
    return EnvironmentModifier(content: self) { $0[keyPath: keyPath] = value }
  }

  /// Applies `style` to the text inside this view; text's own styles still win.
  public func style(_ style: Style) -> EnvironmentModifier<Self> {
    EnvironmentModifier(content: self) { $0.style = $0.style.patched(with: style) }
  }

  /// Draws the text inside this view in bold.
  public func bold(_ isActive: Bool = true) -> EnvironmentModifier<Self> {
    style(Style(bold: isActive))
  }

  /// Draws the text inside this view dimmed.
  public func dim(_ isActive: Bool = true) -> EnvironmentModifier<Self> {
    style(Style(dim: isActive))
  }

  /// Draws the text inside this view in italics.
  public func italic(_ isActive: Bool = true) -> EnvironmentModifier<Self> {
    style(Style(italic: isActive))
  }

  /// Underlines the text inside this view.
  public func underline(_ isActive: Bool = true) -> EnvironmentModifier<Self> {
    style(Style(underline: isActive))
  }

  /// Draws the text inside this view with foreground and background swapped.
  public func reverse(_ isActive: Bool = true) -> EnvironmentModifier<Self> {
    style(Style(reverse: isActive))
  }

  /// Strikes through the text inside this view.
  public func strikethrough(_ isActive: Bool = true) -> EnvironmentModifier<Self> {
    style(Style(strikethrough: isActive))
  }

  /// Draws the text inside this view in `color`.
  public func foregroundColor(_ color: Color) -> EnvironmentModifier<Self> {
    style(Style(foreground: color))
  }
}
