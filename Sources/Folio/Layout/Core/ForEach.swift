/// Views made from the elements of a collection.
///
/// ```swift
/// ForEach(stories) { story in Text(story.title) }
/// ForEach(0..<3) { index in Text("Row \(index)") }
/// ```
///
/// From frame to frame (drawn with a ``FrameMemory``, as a program's frames are), each
/// element's views are known by the element's identifier: an element inserted, removed or
/// moved leaves the others their nodes and their layout. Identify elements by what they show
/// (an `Identifiable` element's `id`, a value itself with `id: \.self`) rather than by their
/// offsets, which hand each element its neighbour's nodes when one is inserted.
///
/// - Complexity: O(n) views for n elements; for long lists use ``PaginatedList``, which
///   makes only the rows that fit.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  /// Laid out by Folio itself: a `ForEach` has no body.
  public typealias Body = Never
  /// The elements the views are made from.
  public let data: Data
  @usableFromInline let content: (Data.Element) -> Content
  /// What an element's identifier is: what its views' nodes are known by from frame to
  /// frame.
  @usableFromInline let identity: Identity

  /// Where an element's identifier comes from: a key path, or a function that captures
  /// nothing (an `Identifiable` element's `id`, a number itself). Neither allocates when a
  /// frame's `ForEach` is made.
  @usableFromInline
  enum Identity {
    case keyPath(KeyPath<Data.Element, ID>)
    case function((Data.Element) -> ID)
  }

  /// The identifier of `element`.
  @inlinable
  func id(of element: Data.Element) -> ID {
    switch identity {
    case .keyPath(let path): element[keyPath: path]
    case .function(let id): id(element)
    }
  }

  /// A view for each element of `data`, identified by `id`: from frame to frame an
  /// element's views take the nodes its identifier had (see ``FrameMemory``).
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    identity = .keyPath(id)
  }

  /// Never called: a `ForEach` has no body.
  public var body: Never { fatalError("a ForEach has no body") }

  /// The nodes of each element's view, in order; in a stack taken again, each element's
  /// take the nodes its identifier had.
  @inlinable
  public static func _makeNodes(
    _ view: Self, in context: BuildContext, into nodes: inout [LayoutNode]
  ) {
    if let reuse = context.reuse, reuse.places.isList {
      makeKeyedNodes(view, in: context, into: &nodes)
      return
    }
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
    identity = .function { $0.id }
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// A view for each number of `data`.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
    identity = .function { $0 }
  }
}
