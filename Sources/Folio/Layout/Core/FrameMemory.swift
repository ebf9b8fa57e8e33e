/// What a screen keeps from one frame to the next: the nodes of its ``EquatableView``s
/// (``View/equatable()``), with the layout they have worked out, reused while their view
/// values and environment stay the same — so an unchanged part of a screen is neither built
/// nor laid out again, only drawn.
///
/// The runtime keeps one for each program; a frame drawn with
/// ``View/renderFrame(width:height:environment:memory:)`` uses it. A frame drawn with a
/// memory is the frame drawn without one — the same cells and the same report — however the
/// frames before it went; the memory only saves work.
///
/// A view is known by its place in the frame: the first `.equatable()` view built is
/// compared with the first of the last frame, and so on. A place whose view changed (or
/// moved) builds its nodes again. The memory holds the views of the last frame only, so it
/// is bounded by what is on screen.
///
/// What a reuse relies on: `==` compares everything the view draws from, and a view that
/// reads ``EnvironmentValues/spinnerTick`` says so with ``View/animating(_:)`` — as the
/// runtime already needs, to draw it on ticks. Such a part is built again on every tick.
///
/// Use one memory for one screen, one frame at a time.
public final class FrameMemory: @unchecked Sendable {
  // @unchecked: used by one frame at a time, as its documentation says.
  /// The memory of the frame being built.
  @TaskLocal static var current: FrameMemory?
  /// What the `.equatable()` view being built has found out about its content.
  @TaskLocal static var buildNotes: BuildNotes?

  /// What building an `.equatable()` view's content found.
  final class BuildNotes: @unchecked Sendable {
    // @unchecked: written only while its frame is built, on that frame's thread.
    /// Whether the content holds a view that changes with the spinner tick.
    var changesWithTick = false
  }

  private var entries: [MemoEntry] = []
  private var next = 0
  /// How many `.equatable()` views of the last frame drawn with this memory reused their
  /// nodes, and how many built them.
  public private(set) var reusedNodes = 0
  /// How many `.equatable()` views of the last frame built their nodes.
  public private(set) var builtNodes = 0

  /// A memory with nothing in it yet.
  public init() {}

  /// Begins a frame: places are counted from the first again.
  func beginFrame() {
    next = 0
    reusedNodes = 0
    builtNodes = 0
  }

  /// Ends a frame: places the frame did not reach are forgotten.
  func endFrame() {
    if entries.count > next { entries.removeLast(entries.count - next) }
  }

  /// The node of `content` at the next place: the last frame's when its view was equal and
  /// its environment alike, a new one otherwise.
  func node<Content: View & Equatable>(for content: Content, in context: BuildContext)
    -> LayoutNode
  {
    let place = next
    next += 1
    if place < entries.count, let entry = entries[place] as? TypedMemoEntry<Content>,
      entry.value == content,
      entry.environment.drawsAlike(
        context.environment, comparingTick: entry.node.changesWithTick),
      !entry.node.notesClusters || WidthProfile.unmeasured == nil
    {
      reusedNodes += 1
      // An enclosing `.equatable()` view holds what this one holds.
      if entry.node.changesWithTick { FrameMemory.buildNotes?.changesWithTick = true }
      return entry.node
    }
    builtNodes += 1
    let node = MemoNode { context.makeNode(for: content) }
    let entry = TypedMemoEntry(value: content, environment: context.environment, node: node)
    if place < entries.count {
      entries[place] = entry
    } else {
      entries.append(entry)
    }
    return node
  }
}

/// A place of a frame memory: the node made there and what it was made from.
class MemoEntry {
  let environment: EnvironmentValues
  let node: MemoNode

  init(environment: EnvironmentValues, node: MemoNode) {
    self.environment = environment
    self.node = node
  }
}

/// A place holding a view of type `Content`.
final class TypedMemoEntry<Content: Equatable>: MemoEntry {
  let value: Content

  init(value: Content, environment: EnvironmentValues, node: MemoNode) {
    self.value = value
    super.init(environment: environment, node: node)
  }
}

/// The node of an ``EquatableView`` drawn with a memory: its child's, answered and drawn
/// through it, noting what a reuse must know — whether the child holds a view that changes
/// with the spinner tick (`.animating()`: then a new tick builds it again) and whether it
/// measured a cluster the frame reports as unmeasured (then it is built again while a frame
/// reports them, so that each frame reports all of its own).
final class MemoNode: LayoutNode {
  let child: LayoutNode
  /// Whether the child holds a view that changes with the spinner tick.
  let changesWithTick: Bool
  /// Whether the child noted a disputed cluster measured without a width.
  private(set) var notesClusters = false

  init(building: () -> LayoutNode) {
    var made: LayoutNode?
    var noted = false
    let notes = FrameMemory.BuildNotes()
    FrameMemory.$buildNotes.withValue(notes) {
      MemoNode.noting(&noted) { made = building() }
    }
    child = made!
    changesWithTick = notes.changesWithTick
    notesClusters = noted
    // An enclosing `.equatable()` view holds what this one holds.
    if changesWithTick { FrameMemory.buildNotes?.changesWithTick = true }
  }

  override var layoutPriority: Double { child.layoutPriority }
  override var spacer: SpacerNode? { child.spacer }

  override func computeWidthRange() -> LengthRange {
    var result = LengthRange.zero
    MemoNode.noting(&notesClusters) { result = child.widthRange() }
    return result
  }

  override func computeWidth(offered width: Int) -> Int {
    var result = 0
    MemoNode.noting(&notesClusters) { result = child.width(offered: width) }
    return result
  }

  override func computeHeightRange(width: Int) -> LengthRange {
    var result = LengthRange.zero
    MemoNode.noting(&notesClusters) { result = child.heightRange(width: width) }
    return result
  }

  override func computeSize(offered size: Size) -> Size {
    var result = Size.zero
    MemoNode.noting(&notesClusters) { result = child.size(offered: size) }
    return result
  }

  override func render(in rect: Rect, context: inout RenderContext) {
    let offered = offeredSize
    let child = child
    MemoNode.noting(&notesClusters) {
      context.draw(child, in: rect, offeredSize: offered)
    }
  }

  /// Runs `body`, and when the frame reports unmeasured clusters, sets `noted` if it noted
  /// any in the frame's log.
  private static func noting(_ noted: inout Bool, _ body: () -> Void) {
    guard let log = WidthProfile.unmeasured else { return body() }
    let before = log.noteCount
    body()
    if log.noteCount != before { noted = true }
  }
}
