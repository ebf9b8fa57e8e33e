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

  /// One view: itself.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Several views in sequence.
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    repeat each Content
  > {
    TupleView(repeat each content)
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

/// Several views in sequence, made by ``ViewBuilder``.
public struct TupleView<each Content: View>: View, PrimitiveView {
  /// Laid out by Folio itself: a primitive view has no body.
  public typealias Body = Never
  let content: (repeat each Content)

  /// The views in order.
  public init(_ content: repeat each Content) {
    self.content = (repeat each content)
  }

  func makeNodes(_ environment: EnvironmentValues, into nodes: inout [LayoutNode]) {
    for child in repeat each content {
      Folio.makeNodes(of: child, environment, into: &nodes)
    }
  }
}

/// One of two views, chosen by an `if`/`else` or `switch` in a ``ViewBuilder``.
public enum ConditionalContent<First: View, Second: View>: View, PrimitiveView {
  /// Laid out by Folio itself: a primitive view has no body.
  public typealias Body = Never
  /// The first branch.
  case first(First)
  /// The second branch.
  case second(Second)

  func makeNodes(_ environment: EnvironmentValues, into nodes: inout [LayoutNode]) {
    switch self {
    case .first(let view): Folio.makeNodes(of: view, environment, into: &nodes)
    case .second(let view): Folio.makeNodes(of: view, environment, into: &nodes)
    }
  }
}

extension Optional: View where Wrapped: View {
  /// Laid out by Folio itself: a primitive view has no body.
  public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
  func makeNodes(_ environment: EnvironmentValues, into nodes: inout [LayoutNode]) {
    if let view = self { Folio.makeNodes(of: view, environment, into: &nodes) }
  }
}

/// A view that shows nothing and takes no space.
public struct EmptyView: View, PrimitiveView {
  /// Laid out by Folio itself: a primitive view has no body.
  public typealias Body = Never
  /// Nothing.
  public init() {}
  func makeNodes(_ environment: EnvironmentValues, into nodes: inout [LayoutNode]) {}
}

/// Groups views without laying them out: inside a stack, a group's children are the
/// stack's children. Modifiers on a group apply to every child.
public struct Group<Content: View>: View, PrimitiveView {
  /// Laid out by Folio itself: a primitive view has no body.
  public typealias Body = Never
  let content: Content

  /// The views `content` builds, as if written in the enclosing stack.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func makeNodes(_ environment: EnvironmentValues, into nodes: inout [LayoutNode]) {
    Folio.makeNodes(of: content, environment, into: &nodes)
  }
}

/// A type-erased view, for when the type of a view depends on run-time values.
public struct AnyView: View, PrimitiveView {
  /// Laid out by Folio itself: a primitive view has no body.
  public typealias Body = Never
  private let make: (EnvironmentValues, inout [LayoutNode]) -> Void

  /// `view`, with its type erased.
  public init<Content: View>(_ view: Content) {
    if let erased = view as? AnyView {
      self = erased
    } else {
      make = { environment, nodes in Folio.makeNodes(of: view, environment, into: &nodes) }
    }
  }

  func makeNodes(_ environment: EnvironmentValues, into nodes: inout [LayoutNode]) {
    make(environment, &nodes)
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
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View,
  PrimitiveView
{
  /// Laid out by Folio itself: a primitive view has no body.
  public typealias Body = Never
  /// The elements the views are made from.
  public let data: Data
  let id: (Data.Element) -> ID
  let content: (Data.Element) -> Content

  /// A view for each element of `data`, identified by `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.id = { $0[keyPath: id] }
    self.content = content
  }

  func makeNodes(_ environment: EnvironmentValues, into nodes: inout [LayoutNode]) {
    for element in data {
      Folio.makeNodes(of: content(element), environment, into: &nodes)
    }
  }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
  /// A view for each element of `data`, identified by its `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.id = { $0.id }
    self.content = content
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// A view for each number of `data`.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.id = { $0 }
    self.content = content
  }
}
