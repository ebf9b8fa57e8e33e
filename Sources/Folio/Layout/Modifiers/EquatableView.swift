/// A view compared with the one in its place in the last frame: when it is equal (`==`) and
/// drawn in a like environment, its nodes and their layout are reused instead of built
/// again — see ``FrameMemory``. Without a memory it is its content.
///
/// Make one with ``View/equatable()``.
public struct EquatableView<Content: View & Equatable>: PrimitiveView {
  /// The view compared and shown.
  public var content: Content

  /// A view showing `content`, compared by `==`.
  public init(_ content: Content) {
    self.content = content
  }

  /// Folio lays this view out itself.
  public func makeNode(in context: BuildContext) -> LayoutNode {
    guard let memory = FrameMemory.current else { return context.makeNode(for: content) }
    return memory.node(for: content, in: context)
  }
}

extension View where Self: Equatable {
  /// This view, reused from the last frame while it is equal to the one drawn there: a part
  /// of a screen that did not change is not built or laid out again (see ``FrameMemory``).
  ///
  /// Compare what the view shows and nothing else: a view whose `==` says equal while it
  /// would draw differently is drawn as it was. Closures cannot be compared, so a view
  /// holding one is best made `Equatable` by the values it draws from.
  ///
  /// ```swift
  /// struct Results: View, Equatable {
  ///   var items: [String]
  ///   var page: Int
  ///   var body: some View { … }
  /// }
  /// Results(items: items, page: page).equatable()
  /// ```
  public consuming func equatable() -> EquatableView<Self> {
    EquatableView(self)
  }
}
