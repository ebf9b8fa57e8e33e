/// A view built from the size it is given: it takes all the space offered and passes the
/// final size to its content.
///
/// ```swift
/// GeometryReader { size in
///   Text("\(size.width) columns")
/// }
/// ```
public struct GeometryReader<Content: View>: View, PrimitiveView {
  /// Laid out by Folio itself: a primitive view has no body.
  public typealias Body = Never
  let content: (Size) -> Content

  /// A view built by `content` from the size it is given.
  public init(@ViewBuilder content: @escaping (Size) -> Content) {
    self.content = content
  }

  /// Folio lays this view out itself.
  public func makeNode(in context: BuildContext) -> LayoutNode {
    ReaderNode(height: .offered, environment: context.environment, build: builder)
  }

  /// The node: the last frame's at this place, when the frame keeps its nodes and the
  /// environment draws alike, its content built again at once for the sizes it was built
  /// for, taking its nodes — so a reader whose content shows what it showed is the same
  /// node, unchanged, with the layout it worked out.
  public static func _node(_ view: Self, in context: BuildContext, at index: Int) -> LayoutNode {
    guard let node = context.take(ReaderNode.self, at: index), node.height == .offered,
      node.environment.drawsAlike(context.environment, comparingTick: false)
    else { return view.makeNode(in: context) }
    if node.takeAgain(build: view.builder, in: context) { context.noteChanged(node) }
    return node
  }

  /// Builds the content for a size in a context: one that takes the last frame's nodes
  /// when the reader was taken again.
  private var builder: ReaderNode.Build {
    let content = content
    return { size, context in Content._makeNode(content(size), in: context) }
  }
}

/// A node whose content is built for the size it is given: ``GeometryReader``'s, taking all
/// it is offered; or, for content that depends on the width alone (a table's columns), as
/// tall as the content wants, built once per width however often the width is asked about.
/// Asked for an ideal, it answers its content's.
final class ReaderNode: LayoutNode {
  /// How tall the node is.
  enum Height {
    /// As tall as it is offered; the content is built for the whole size.
    case offered
    /// As tall as the content wants; the content is built for the width (height 0).
    case content
  }

  /// Builds the content for a size, in a context of the node's environment.
  typealias Build = (Size, BuildContext) -> LayoutNode

  let height: Height
  // Set again, with the build, when a frame takes the node again; read and written only
  // while a frame is built and laid out: exclusivity is not checked at run time.
  @exclusivity(unchecked) private(set) var environment: EnvironmentValues
  @exclusivity(unchecked) private var build: Build
  /// The content built for the last sizes asked about, the latest last: a reader that
  /// takes all it is offered is measured at its width (height 0) and drawn at its size.
  @exclusivity(unchecked) private var builds: [(size: Size, node: LayoutNode)] = []

  init(height: Height, environment: EnvironmentValues, build: @escaping Build) {
    self.height = height
    self.environment = environment
    self.build = build
  }

  /// The content last built.
  var builtNode: LayoutNode? { builds.last?.node }

  /// The content drawn last, and the parts inside it, carried along with the reader's copy.
  override func carryParts(_ move: PartMove) {
    for built in builds { built.node.carry(move) }
  }

  /// The content for `size`, built unless it was for that size lately.
  private func content(_ size: Size) -> LayoutNode {
    for built in builds where built.size == size { return built.node }
    let node = build(size, BuildContext(environment: environment))
    if builds.count == 2 { builds.removeFirst() }
    builds.append((size, node))
    return node
  }

  /// Takes the node again for a new frame, taken in `context`: `build` and the context's
  /// environment from now on, and the content built again for each size it was built for,
  /// taking the nodes built for it; whether any of it is not as it was.
  func takeAgain(build: @escaping Build, in context: BuildContext) -> Bool {
    self.build = build
    environment = context.environment
    guard let reuse = context.reuse else { return !builds.isEmpty }
    var changed = false
    for index in builds.indices {
      let old = builds[index].node
      let node = reuse.building(in: NodePlaces(of: .passUnretained(old))) {
        build(builds[index].size, context)
      }
      if context.differs(node, from: old) {
        changed = true
        builds[index].node = node
      }
    }
    return changed
  }

  /// The content for a width alone (0 when not known), to answer sizes with.
  private func content(width: Int) -> LayoutNode { content(Size(width: width, height: 0)) }

  override func computeWidthRange() -> LengthRange {
    LengthRange(
      minimum: 0, ideal: content(width: 0).widthRange().ideal, maximum: ProposedSize.unlimited)
  }

  override func computeWidth(offered width: Int) -> Int { width }

  override func computeHeightRange(width: Int) -> LengthRange {
    let range = content(width: width).heightRange(width: width)
    switch height {
    case .offered:
      return LengthRange(minimum: 0, ideal: range.ideal, maximum: ProposedSize.unlimited)
    case .content: return range
    }
  }

  override func computeSize(offered size: Size) -> Size {
    switch height {
    case .offered: return size
    case .content:
      return Size(width: size.width, height: content(width: size.width).size(offered: size).height)
    }
  }

  override func render(in rect: Rect, context: inout RenderContext) {
    let child =
      height == .offered ? content(offeredSize) : content(width: offeredSize.width)
    let size = child.size(offered: offeredSize)
    context.draw(child, in: Rect(x: rect.x, y: rect.y, size: size), offeredSize: offeredSize)
  }
}
