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
///
/// Each step takes its views `consuming`, as a modifier (`.bold()`, `.frame(…)`) takes the
/// view it wraps: a view is moved into what is made of it, not copied, so a body that builds
/// a deep tree every frame does not copy each level into the next.
@resultBuilder
public enum ViewBuilder {
  /// An empty closure: nothing.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// The first statement.
  public static func buildPartialBlock<Content: View>(first content: consuming Content) -> Content {
    content
  }

  /// The statements so far, then one more.
  public static func buildPartialBlock<Accumulated: View, Next: View>(
    accumulated: consuming Accumulated, next: consuming Next
  ) -> TupleView<Accumulated, Next> {
    TupleView(accumulated, next)
  }

  /// A view statement.
  public static func buildExpression<Content: View>(_ content: consuming Content) -> Content {
    content
  }

  /// An `if` without `else`.
  public static func buildOptional<Content: View>(_ content: consuming Content?) -> Content? {
    content
  }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither<First: View, Second: View>(first: consuming First)
    -> ConditionalContent<
      First, Second
    >
  {
    .first(first)
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither<First: View, Second: View>(second: consuming Second)
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
