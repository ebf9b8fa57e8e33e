/// Builds views from the statements of a closure: sequences, `if`/`else`, `if let`,
/// `switch`, and `for … in` loops.
///
/// ```swift
/// VStack {
///   Text("Inbox").bold()
///   if messages.isEmpty {
///     Text("Nothing new")
///   } else {
///     for message in messages { Text(message.subject) }
///   }
/// }
/// ```
@resultBuilder
public enum ViewBuilder {
  /// An empty closure: nothing.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// The first statement.
  public static func buildPartialBlock<Content: View>(first content: Content) -> Content {
    content
  }

  /// The statements so far, then one more.
  public static func buildPartialBlock<Accumulated: View, Next: View>(
    accumulated: Accumulated, next: Next
  ) -> TupleView<Accumulated, Next> {
    TupleView(accumulated, next)
  }

  /// A view statement.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// An `if` without `else`.
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither<First: View, Second: View>(first: First) -> ConditionalContent<
    First, Second
  > {
    .first(first)
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither<First: View, Second: View>(second: Second)
    -> ConditionalContent<First, Second>
  {
    .second(second)
  }

  /// A `for … in` loop.
  public static func buildArray<Content: View>(_ components: [Content]) -> ForEach<
    [(offset: Int, element: Content)], Int, Content
  > {
    ForEach(Array(components.enumerated()), id: \.offset) { $0.element }
  }

  /// An `if #available` branch.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

/// Views in sequence, made by ``ViewBuilder``: the views before, then one more. Longer
/// sequences nest, `TupleView<TupleView<A, B>, C>`.
public struct TupleView<First: View, Second: View>: View {
  /// Laid out by Folio itself: a sequence has no body.
  public typealias Body = Never
  @usableFromInline let first: First
  @usableFromInline let second: Second

  /// `first`, then `second`.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// Never called: a sequence has no body.
  public var body: Never { fatalError("a sequence of views has no body") }

  /// The nodes of both views, in order.
  @inlinable
  public static func _makeNodes(
    _ view: Self, in context: BuildContext, into nodes: inout [LayoutNode]
  ) {
    First._makeNodes(view.first, in: context, into: &nodes)
    Second._makeNodes(view.second, in: context, into: &nodes)
  }

  /// The views' nodes in a column.
  @inlinable
  public static func _makeNode(_ view: Self, in context: BuildContext) -> LayoutNode {
    _stackedNode(view, in: context)
  }
}

/// One of two views, chosen by an `if`/`else` or `switch` in a ``ViewBuilder``.
public enum ConditionalContent<First: View, Second: View>: View {
  /// Laid out by Folio itself: a choice has no body.
  public typealias Body = Never
  /// The first branch.
  case first(First)
  /// The second branch.
  case second(Second)

  /// Never called: a choice has no body.
  public var body: Never { fatalError("a choice of views has no body") }

  /// The nodes of the branch taken.
  @inlinable
  public static func _makeNodes(
    _ view: Self, in context: BuildContext, into nodes: inout [LayoutNode]
  ) {
    switch view {
    case .first(let view): First._makeNodes(view, in: context, into: &nodes)
    case .second(let view): Second._makeNodes(view, in: context, into: &nodes)
    }
  }

  /// The node of the branch taken.
  @inlinable
  public static func _makeNode(_ view: Self, in context: BuildContext) -> LayoutNode {
    switch view {
    case .first(let view): return First._makeNode(view, in: context)
    case .second(let view): return Second._makeNode(view, in: context)
    }
  }
}

extension Optional: View where Wrapped: View {
  /// Laid out by Folio itself: an optional view has no body.
  public typealias Body = Never

  /// Never called: an optional view has no body.
  public var body: Never { fatalError("an optional view has no body") }

  /// The nodes of the view, when there is one.
  @inlinable
  public static func _makeNodes(
    _ view: Self, in context: BuildContext, into nodes: inout [LayoutNode]
  ) {
    if let view { Wrapped._makeNodes(view, in: context, into: &nodes) }
  }

  /// The node of the view, or an empty node.
  @inlinable
  public static func _makeNode(_ view: Self, in context: BuildContext) -> LayoutNode {
    guard let view else { return emptyNode() }
    return Wrapped._makeNode(view, in: context)
  }
}

/// A view that shows nothing and takes no space.
public struct EmptyView: View {
  /// Laid out by Folio itself: a primitive view has no body.
  public typealias Body = Never
  /// Nothing.
  public init() {}

  /// Never called: an empty view has no body.
  public var body: Never { fatalError("an empty view has no body") }

  /// No nodes.
  @inlinable
  public static func _makeNodes(
    _ view: Self, in context: BuildContext, into nodes: inout [LayoutNode]
  ) {}

  /// An empty node.
  @inlinable
  public static func _makeNode(_ view: Self, in context: BuildContext) -> LayoutNode {
    emptyNode()
  }
}

/// Groups views without laying them out: inside a stack, a group's children are the
/// stack's children. Modifiers on a group apply to every child.
public struct Group<Content: View>: View {
  /// Laid out by Folio itself: a group has no body.
  public typealias Body = Never
  @usableFromInline let content: Content

  /// The views `content` builds, as if written in the enclosing stack.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Never called: a group has no body.
  public var body: Never { fatalError("a group has no body") }

  /// The nodes of the content.
  @inlinable
  public static func _makeNodes(
    _ view: Self, in context: BuildContext, into nodes: inout [LayoutNode]
  ) {
    Content._makeNodes(view.content, in: context, into: &nodes)
  }

  /// The node of the content.
  @inlinable
  public static func _makeNode(_ view: Self, in context: BuildContext) -> LayoutNode {
    Content._makeNode(view.content, in: context)
  }
}

/// A type-erased view, for when the type of a view depends on run-time values.
public struct AnyView: View {
  /// Laid out by Folio itself: an erased view has no body.
  public typealias Body = Never
  private let box: AnyViewBox

  /// `view`, with its type erased.
  public init<Content: View>(_ view: Content) {
    if let erased = view as? AnyView {
      self = erased
    } else {
      box = ViewBox(view)
    }
  }

  /// Never called: an erased view has no body.
  public var body: Never { fatalError("an erased view has no body") }

  /// The nodes of the erased view.
  public static func _makeNodes(
    _ view: Self, in context: BuildContext, into nodes: inout [LayoutNode]
  ) {
    view.box.makeNodes(in: context, into: &nodes)
  }

  /// The node of the erased view.
  public static func _makeNode(_ view: Self, in context: BuildContext) -> LayoutNode {
    view.box.makeNode(in: context)
  }
}

/// The erased view of an ``AnyView``.
private class AnyViewBox {
  func makeNodes(in context: BuildContext, into nodes: inout [LayoutNode]) {}
  func makeNode(in context: BuildContext) -> LayoutNode { EmptyNode() }
}

private final class ViewBox<Content: View>: AnyViewBox {
  let view: Content

  init(_ view: Content) {
    self.view = view
  }

  override func makeNodes(in context: BuildContext, into nodes: inout [LayoutNode]) {
    Content._makeNodes(view, in: context, into: &nodes)
  }

  override func makeNode(in context: BuildContext) -> LayoutNode {
    Content._makeNode(view, in: context)
  }
}

/// Views made from the elements of a collection.
///
/// ```swift
/// ForEach(stories) { story in Text(story.title) }
/// ForEach(0..<3) { index in Text("Row \(index)") }
/// ```
///
/// - Complexity: O(n) views for n elements; for long lists use ``PaginatedList``, which
///   makes only the rows that fit.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  /// Laid out by Folio itself: a `ForEach` has no body.
  public typealias Body = Never
  /// The elements the views are made from.
  public let data: Data
  @usableFromInline let content: (Data.Element) -> Content

  /// A view for each element of `data`, identified by `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
  }

  /// Never called: a `ForEach` has no body.
  public var body: Never { fatalError("a ForEach has no body") }

  /// The nodes of each element's view, in order.
  @inlinable
  public static func _makeNodes(
    _ view: Self, in context: BuildContext, into nodes: inout [LayoutNode]
  ) {
    for element in view.data {
      Content._makeNodes(view.content(element), in: context, into: &nodes)
    }
  }

  /// The elements' views in a column.
  @inlinable
  public static func _makeNode(_ view: Self, in context: BuildContext) -> LayoutNode {
    _stackedNode(view, in: context)
  }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
  /// A view for each element of `data`, identified by its `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// A view for each number of `data`.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
  }
}
