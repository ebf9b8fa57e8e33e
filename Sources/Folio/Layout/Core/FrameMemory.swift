/// What a screen keeps from one frame to the next: the last frame's tree of nodes, which
/// the next frame takes again where its views stand where they stood (Folio's own views
/// change their node in place to show the new value, and lay out again only what may have
/// changed); the nodes of its ``EquatableView``s
/// (``View/equatable()``), with the layout they have worked out, reused while their view
/// values and environment stay the same — so an unchanged part of a screen is neither built
/// nor laid out again — and the last two frames' canvases: such a part standing where it
/// stood, with nothing drawn over it, is copied from the last instead of drawn — as is a
/// stack or a wrapped view taken again with nothing in it changed — and the next frame is
/// drawn into the storage of the one before the last, so it allocates no canvas.
///
/// The runtime keeps one for each program; a frame drawn with
/// ``View/renderFrame(width:height:environment:memory:)`` uses it. A frame drawn with a
/// memory is the frame drawn without one — the same cells and the same report — however the
/// frames before it went; the memory only saves work.
///
/// A screen that is one `.equatable()` view, unchanged, is the last frame again: its canvas
/// and report as they were, nothing built, drawn or allocated.
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
  /// The memory of the frame being built, on the thread building it (set for the length of
  /// the frame's synchronous drawing, see ``ThreadLocal``).
  static let currentFrame = ThreadLocal<FrameMemory?>(nil)
  static var current: FrameMemory? { currentFrame.value }
  /// What the `.equatable()` view being built has found out about its content.
  static let currentBuildNotes = ThreadLocal<BuildNotes?>(nil)
  static var buildNotes: BuildNotes? { currentBuildNotes.value }

  /// What building an `.equatable()` view's content found.
  final class BuildNotes: @unchecked Sendable {
    // @unchecked: written only while its frame is built, on that frame's thread.
    /// Whether the content holds a view that changes with the spinner tick.
    var changesWithTick = false
  }

  // Read and written only while a frame of this memory is built and drawn, one access at a
  // time (as the fields marked so below): exclusivity is not checked at run time.
  @exclusivity(unchecked) private var entries: [MemoEntry] = []
  @exclusivity(unchecked) private var next = 0
  /// The number of the frame being drawn: a drawn part remembers it, and is copied only
  /// into the frame after it.
  @exclusivity(unchecked) @usableFromInline private(set) var serial: UInt64 = 0
  /// The storage of the canvas the frame being drawn draws into, once it has one.
  @exclusivity(unchecked) var frameCanvas: UnsafeRawPointer?

  /// The last frame's canvas and report, when it drew into the canvas it began with: what
  /// a part that did not change is copied from. Held in a box of its own, so that a part
  /// copied from it reads it where it is instead of copying it.
  let last = KeptFrame()
  /// The frame before the last: its storage is where the next frame is drawn, its rows
  /// blanked as they are reached, so a frame allocates no canvas and a row a kept part fills
  /// again as it was is not written at all.
  @exclusivity(unchecked) private var spare: Canvas?
  /// How many `.equatable()` views of the last frame drawn with this memory reused their
  /// nodes, and how many built them.
  @exclusivity(unchecked) public private(set) var reusedNodes = 0
  /// How many `.equatable()` views of the last frame built their nodes.
  @exclusivity(unchecked) public private(set) var builtNodes = 0
  /// How many parts of the last frame were not even drawn — reused `.equatable()` views,
  /// and stacks and wrapped views (`.border`, `.padding`, `.frame`, …) taken again with
  /// nothing in them changed: their cells were copied from the frame before, where they
  /// stood in the same place with nothing else in their rows written over them.
  @exclusivity(unchecked) public private(set) var copiedParts = 0
  /// How many rows of lists (``PaginatedList``, ``PaginatedTable``) the last frame drawn
  /// with this memory copied from the frame before instead of drawing them: rows that
  /// showed what they showed there, where they stood there.
  @exclusivity(unchecked) public private(set) var copiedRows = 0

  /// How many nodes of the frame before the last one drawn with this memory were taken
  /// again by the last, changed in place to show its views instead of made anew.
  @exclusivity(unchecked) public internal(set) var takenNodes = 0
  /// How many of the nodes taken again changed so that their layout was worked out again
  /// (with their parents'); the others kept the answers they had.
  @exclusivity(unchecked) public internal(set) var relaidNodes = 0
  /// How many changes frames drawn with this memory made to nodes they took again — to
  /// their layout, or only to their cells (a text's words as wide as before). Nodes built
  /// from the last frame's, all of them taken again while the count stayed, show what
  /// those showed.
  @exclusivity(unchecked) @usableFromInline var changeCount: UInt64 = 0

  /// The last frame's tree and the environment it was built in: the next frame built in an
  /// alike environment takes its nodes again where its views stand where they stood.
  @exclusivity(unchecked) private var lastRoot: LayoutNode?
  @exclusivity(unchecked) private var lastEnvironment: EnvironmentValues?
  /// Storage for lists of children, kept from the lists nodes gave up, so that a node
  /// taken again builds its children's list without allocating one.
  @exclusivity(unchecked) private var nodeLists: [NodeList] = []
  /// The bytes of the last update drawn over the frame before it, shared with whoever holds
  /// them: once they are let go, the next update writes its bytes into their storage instead
  /// of allocating (an array held elsewhere too is not written: it is left to them).
  @exclusivity(unchecked) private var lastBytes: [UInt8] = []
  /// The most bytes of storage ``lastBytes`` keeps for the next update: a screen redrawn
  /// whole once is not held at that size.
  private static let keptBytesCapacity = 1 << 16
  /// The tokens of recent frames (see ``frameToken()``).
  @exclusivity(unchecked) private var frameTokens: [FrameToken] = []

  /// Whether the frame being drawn is drawn over the last one where it stands (see
  /// ``View/renderUpdate(width:height:environment:memory:addressing:)``), when it can be.
  @exclusivity(unchecked) var drawsInPlace = false
  /// Whether the frame being drawn, or the last drawn, was drawn over the one before it.
  @exclusivity(unchecked) private var frameDrawnOver = false
  /// Whether the last frame was the one before it again (``unchangedFrame(_:rect:offered:)``).
  @exclusivity(unchecked) private var frameUnchanged = false
  /// The rows of the frame before that a frame drawn over it has written.
  let previousRows = PreviousRows()

  /// A memory with nothing in it yet.
  public init() {}

  /// Whether the frame being built takes the last frame's nodes again.
  @exclusivity(unchecked) private var isTakingTree = false

  /// The places of the last frame's tree the views being built now take their nodes from
  /// (see ``NodeReuse``): the root's as a frame's build begins, none after it.
  @exclusivity(unchecked) @usableFromInline final var places = NodePlaces.none

  /// Whether the last frame, drawn while frames report the clusters they draw without a
  /// measured width, reported any.
  @exclusivity(unchecked) var lastFrameNotedClusters = false

  /// The context to build the frame's root in: one that takes the last frame's nodes again,
  /// when it was built in an environment that draws alike and, if frames report clusters
  /// without a measured width, reported none. Then no answer a node kept was worked out from
  /// such a cluster (each frame since the tree was built anew noted none), and the clusters
  /// this frame notes are those a frame built anew would.
  func rootContext(_ environment: EnvironmentValues) -> BuildContext {
    var context = BuildContext(environment: environment)
    isTakingTree = false
    if let lastRoot, let lastEnvironment,
      !lastFrameNotedClusters || WidthProfile.unmeasured == nil,
      lastEnvironment.drawsAlike(environment, comparingTick: false)
    {
      context.reuse = NodeReuse(memory: self)
      places = NodePlaces(of: .passUnretained(lastRoot))
      isTakingTree = true
    }
    return context
  }

  /// The nodes of the last frame's tree that a frame can take again, root first, each
  /// before its children.
  var lastTreeNodes: [LayoutNode] {
    var nodes: [LayoutNode] = []
    func visit(_ node: LayoutNode) {
      nodes.append(node)
      node.retainedChildren.forEach(visit)
    }
    if let lastRoot { visit(lastRoot) }
    return nodes
  }

  /// Keeps `root`, built in `environment`, for the next frame to take its nodes from.
  func keepTree(_ root: LayoutNode, _ environment: EnvironmentValues) {
    places = .none
    lastRoot = root
    lastEnvironment = environment
  }

  /// A token for a new frame: one of the memory's own that no canvas names any longer, or
  /// a new one. A token stands for one frame while any canvas names it, so one held by
  /// nothing but the memory may stand for another.
  func frameToken() -> FrameToken {
    for index in frameTokens.indices where isKnownUniquelyReferenced(&frameTokens[index]) {
      return frameTokens[index]
    }
    let token = FrameToken()
    if frameTokens.count < 8 { frameTokens.append(token) }
    return token
  }

  /// An empty list to build children into.
  @usableFromInline
  func takeNodeList() -> NodeList {
    if let list = nodeLists.popLast() { return list }
    let list = NodeList()
    list.nodes.reserveCapacity(4)
    return list
  }

  /// Keeps `list`, emptied, for ``takeNodeList()``.
  @usableFromInline
  func giveBackNodeList(_ list: NodeList) {
    if nodeLists.count < 256 { nodeLists.append(list) }
  }

  /// Begins a frame: places are counted from the first again.
  func beginFrame() {
    serial &+= 1
    frameDrawnOver = false
    frameUnchanged = false
    frameCanvas = nil
    next = 0
    reusedNodes = 0
    builtNodes = 0
    takenNodes = 0
    relaidNodes = 0
    copiedParts = 0
    copiedRows = 0
  }

  /// Counts a part copied from the last frame.
  func noteCopy() { copiedParts += 1 }

  /// Counts a list's row copied from the last frame.
  func noteCopiedRow() { copiedRows += 1 }

  /// The last frame again, when the whole of it is `root`, a kept part reused in this
  /// frame that was drawn alone, in the same place, into all of the last frame's canvas:
  /// then this frame is that one, cells and report, and nothing is drawn or made.
  func unchangedFrame(_ root: MemoNode, rect: Rect, offered: Size) -> RenderedFrame? {
    guard last.isKept, let part = root.drawn,
      part.frame &+ 1 == serial, part.rect == rect, part.offered == offered,
      last.canvas.width == offered.width, last.canvas.height == offered.height,
      part.visible == rect.intersection(last.canvas.bounds),
      part.copies(over: FrameReport()),
      part.regions == 0..<last.report.regions.count,
      part.findings == 0..<last.report.findings.count,
      part.accessibility.count == last.report.accessibilityElements.count,
      part.ownsRows, Self.holdsOnly(part, last.canvas)
    else { return nil }
    root.drawn?.frame = serial
    frameUnchanged = true
    frameCanvas = last.canvas.storageIdentity
    copiedParts += 1
    return RenderedFrame(canvas: last.canvas, report: last.report)
  }

  /// Whether `canvas` holds nothing but `part`: its rows were empty before it drew (it owns
  /// them), no row outside them was drawn on, and nothing was written after it — a stack's
  /// cut mark, an overlay — in any row.
  private static func holdsOnly(_ part: DrawnPart, _ canvas: Canvas) -> Bool {
    canvas.rowMarks.withUnsafeBufferPointer { marks in
      for y in marks.indices {
        if marks[y].stamp >= part.endStamp { return false }
        if (y < part.visible.y || y >= part.visible.maxY) && marks[y].end != 0 { return false }
      }
      return true
    }
  }

  /// Ends a frame: places the frame did not reach are forgotten.
  func endFrame() {
    if entries.count > next { entries.removeLast(entries.count - next) }
  }

  /// The canvas to draw a frame of `width` × `height` into: the frame before the last, made
  /// empty, when it has that size.
  func canvasForFrame(width: Int, height: Int) -> Canvas {
    if drawsInPlace, last.isKept, last.canvas.width == width, last.canvas.height == height {
      frameDrawnOver = true
      var canvas = Canvas(emptyWidth: width, height: height)
      canvas.drawOver(&last.canvas, marks: &previousRows.spareMarks, rows: previousRows)
      return canvas
    }
    guard var canvas = spare.take(), canvas.width == width, canvas.height == height else {
      return Canvas(width: width, height: height)
    }
    canvas.recycle()
    // Drawn into from here on: copied now if anyone else still holds the cells, so that the
    // storage the frame begins with is the one it ends with.
    canvas.storage.withUnsafeMutableBufferPointer { _ in }
    return canvas
  }

  /// Keeps the frame drawn as `canvas` and `report` for the next frame to copy parts from,
  /// when it is still the canvas the frame began drawing into (a node may have put another
  /// one in place).
  func keep(_ canvas: Canvas, _ report: FrameReport) {
    let isFrameCanvas = frameCanvas != nil && canvas.storageIdentity == frameCanvas
    if frameDrawnOver {
      previousRows.endFrame()
      // The last frame, its cells now this one's: what the bytes of the change are worked out
      // against, when this frame is kept.
      var lastFrame = Canvas(emptyWidth: 0, height: 0)
      swap(&lastFrame, &last.canvas)
      if isFrameCanvas {
        previousRows.last = consume lastFrame
      } else {
        previousRows.last = nil
      }
    }
    if isFrameCanvas {
      if frameDrawnOver {
        last.canvas = canvas
        last.report = report
        return
      }
      // Moved, not copied: each copy of a canvas counts a reference to each of its buffers.
      var kept = canvas
      swap(&kept, &last.canvas)
      spare = last.isKept ? kept : nil
      last.report = report
      last.isKept = true
    } else {
      spare = nil
      last.canvas = Canvas(width: 0, height: 0)
      last.report = FrameReport()
      last.isKept = false
    }
  }

  /// The bytes that turn a terminal showing the frame drawn with this memory before `frame`
  /// into one showing `frame`, the last drawn with it: only the rows a frame drawn over the
  /// one before wrote are compared; the whole screen when the frame before is not known.
  func changes(to frame: Canvas, colorMode: ColorMode, addressing: CursorAddressing) -> [UInt8] {
    if frameUnchanged { return [] }
    if frameDrawnOver {
      guard var before = previousRows.last.take() else {
        return frame.diff(from: nil, colorMode: colorMode, addressing: addressing)
      }
      previousRows.prepareToCompare(frame, with: before)
      swap(&before.storage, &previousRows.cells)
      // The last update's bytes, emptied: their storage once their holder let them go.
      var buffer: [UInt8] = []
      swap(&buffer, &lastBytes)
      buffer.removeAll(keepingCapacity: buffer.capacity <= Self.keptBytesCapacity)
      let bytes = frame.diff(
        against: before, colorMode: colorMode, addressing: addressing, comparing: previousRows,
        into: consume buffer)
      swap(&before.storage, &previousRows.cells)
      swap(&before.rowMarks, &previousRows.spareMarks)
      lastBytes = bytes
      return bytes
    }
    return frame.diff(from: last.isKept ? spare : nil, colorMode: colorMode, addressing: addressing)
  }

  /// The node of `content` at the next place: the last frame's when its view was equal and
  /// its environment alike, a new one otherwise.
  func node<Content: View & Equatable>(for content: Content, in context: BuildContext)
    -> LayoutNode
  {
    let place = next
    next += 1
    if place < entries.count, let entry = entries[place].holding(Content.self),
      entry.value == content,
      entry.wasBuilt(alike: context.environment, comparingTick: entry.node.changesWithTick),
      !entry.node.notesClusters || WidthProfile.unmeasured == nil
    {
      reusedNodes += 1
      // Outside a stack until a stack takes it: a spacer's answers depend on where it is.
      if entry.node.placeSpacer(along: nil) {
        // Its spacer's answers are forgotten: a stack taken again that holds it sees it
        // changed, places it again and lays out again.
        entry.node.changedInFrame = serial
        changeCount &+= 1
      }
      // An enclosing `.equatable()` view holds what this one holds.
      if entry.node.changesWithTick { FrameMemory.buildNotes?.changesWithTick = true }
      return entry.node
    }
    builtNodes += 1
    // A part that changed takes the nodes of what it showed here in the last frame again,
    // as the rest of the tree does.
    let node: MemoNode
    if isTakingTree, place < entries.count {
      let previous = entries[place].node
      // Its content's nodes are taken again: their records are carried first, while the
      // tree they stood in is the last frame's.
      previous.carryPendingParts()
      node = previous.retake(
        MemoNode.Built { context.makeNode(for: content, reusing: previous.child, in: self) },
        in: self)
    } else {
      node = MemoNode(MemoNode.Built { context.makeNode(for: content) })
    }
    let entry = TypedMemoEntry(value: content, environment: context.environment, node: node)
    if place < entries.count {
      entries[place] = entry
    } else {
      entries.append(entry)
    }
    return node
  }
}

/// The last frame a memory drew, when it is kept (`isKept`): what a part that did not
/// change is copied from.
final class KeptFrame {
  // Read and written only while a frame of its memory is drawn, one access at a time:
  // exclusivity is not checked at run time.
  @exclusivity(unchecked) var canvas = Canvas(width: 0, height: 0)
  @exclusivity(unchecked) var report = FrameReport()
  @exclusivity(unchecked) var isKept = false
}

/// A place of a frame memory: the node made there and what it was made from.
class MemoEntry {
  let environment: EnvironmentValues
  let node: MemoNode
  /// The type of the view held.
  let contentType: ObjectIdentifier

  init(environment: EnvironmentValues, node: MemoNode, contentType: ObjectIdentifier) {
    self.environment = environment
    self.node = node
    self.contentType = contentType
  }

  /// Whether the view was built in an environment that draws like `other` (see
  /// ``EnvironmentValues/drawsAlike(_:comparingTick:)``): compared where it is kept, not
  /// copied out first.
  final func wasBuilt(alike other: EnvironmentValues, comparingTick: Bool) -> Bool {
    environment.drawsAlike(other, comparingTick: comparingTick)
  }

  /// This place as one holding a view of type `Content`, if it holds one: known by the
  /// type's identity, with no cast (a cast to a generic class looks its type up at run time
  /// on every frame).
  @inline(__always)
  final func holding<Content: Equatable>(_: Content.Type) -> TypedMemoEntry<Content>? {
    guard contentType == ObjectIdentifier(Content.self) else { return nil }
    return unsafeDowncast(self, to: TypedMemoEntry<Content>.self)
  }
}

/// A place holding a view of type `Content`.
final class TypedMemoEntry<Content: Equatable>: MemoEntry {
  let value: Content

  init(value: Content, environment: EnvironmentValues, node: MemoNode) {
    self.value = value
    super.init(
      environment: environment, node: node, contentType: ObjectIdentifier(Content.self))
  }
}

/// The node of an ``EquatableView`` drawn with a memory: its child's, answered and drawn
/// through it as a ``ForwardingNode`` does, noting what a reuse must know — whether the child holds a view that changes
/// with the spinner tick (`.animating()`: then a new tick builds it again) and whether it
/// measured a cluster the frame reports as unmeasured (then it is built again while a frame
/// reports them, so that each frame reports all of its own).
final class MemoNode: ForwardingNode {
  // Read and written only while a frame of its memory is built and drawn, one access at a
  // time: exclusivity is not checked at run time.
  /// Whether the child holds a view that changes with the spinner tick.
  @exclusivity(unchecked) private(set) var changesWithTick: Bool
  /// Whether the child noted a disputed cluster measured without a width.
  @exclusivity(unchecked) private(set) var notesClusters = false

  /// An `.equatable()` view's content built, and what building it noted.
  struct Built {
    let node: LayoutNode
    let changesWithTick: Bool
    let notesClusters: Bool

    init(_ building: () -> LayoutNode) {
      var made: LayoutNode?
      var noted = false
      let notes = FrameMemory.BuildNotes()
      FrameMemory.currentBuildNotes.withValue(notes) {
        MemoNode.noting(&noted) { made = building() }
      }
      node = made!
      changesWithTick = notes.changesWithTick
      notesClusters = noted
      // An enclosing `.equatable()` view holds what this one holds.
      if changesWithTick { FrameMemory.buildNotes?.changesWithTick = true }
    }
  }

  init(_ built: Built) {
    changesWithTick = built.changesWithTick
    notesClusters = built.notesClusters
    super.init(child: built.node)
  }

  /// The node of a part whose view changed, `built` from this node's content, the part's
  /// in the last frame: this node again when its content is the same node — its answers
  /// kept unless the content's were forgotten — else a new one. What changed in the content
  /// was noted as it was built, as anywhere in the tree: a content that draws what it drew
  /// (the view changed where its body does not look) leaves its stack unchanged.
  func retake(_ built: Built, in memory: FrameMemory) -> MemoNode {
    guard built.node === child else { return MemoNode(built) }
    changesWithTick = built.changesWithTick
    notesClusters = built.notesClusters
    // Copied alone, it would be copied as the last frame's value drew it.
    drawn = nil
    if child.changedInFrame == memory.serial || placeSpacer(along: nil) {
      forgetLayout()
      changedInFrame = memory.serial
      memory.relaidNodes += 1
      memory.changeCount &+= 1
    }
    return self
  }

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
    guard let reference = context.drawingMemoryReference else {
      drawn = nil
      drawContent(in: rect, offered: offered, context: &context)
      return
    }
    // Noted however it was built: a part made anew is likely to be kept in the next frame.
    _ = reference._withUnsafeGuaranteedRef { memory in
      DrawnPart.copyOrDraw(&drawn, of: self, in: rect, offered: offered, memory, &context) {
        drawContent(in: rect, offered: offered, context: &$0)
      }
    }
  }

  private func drawContent(in rect: Rect, offered: Size, context: inout RenderContext) {
    MemoNode.noting(&notesClusters) {
      drawChild(in: rect, offeredSize: offered, context: &context)
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

/// A part copied whole from the last frame (see ``DrawnPart/carry(_:)``): the frames it was
/// drawn in and copied into, the canvas's stamp when the copy began and after it, whether
/// the copy owned its rows, and how far its report entries moved in the report.
struct PartMove {
  /// The rows of the frame the part was copied from, what was written over its parts inside
  /// it; nil when nothing was (then every part inside it that stood there is carried).
  /// Read only while the move is carried, in the call it is passed to: a move kept for later
  /// (``DrawnPart/deferMove(_:)``) has none. Held unsafe so that a move is plain values,
  /// copied and let go without reference counting.
  var sourceMarks: UnsafeBufferPointer<RowMark>?
  var from: UInt64
  var to: UInt64
  var startStamp: UInt32
  var endStamp: UInt32
  var ownsRows: Bool
  /// The column after the copied part's last: a part inside it that ends before owns its
  /// rows no more, whatever its record said — the copy wrote what stood right of it in the
  /// same stamp, which the stamps can no longer tell from what it wrote itself.
  var rightEdge: Int
  var regionShift: Int
  var findingShift: Int

  /// This move and then `next`, the same part's copy into the frame after: what a part
  /// inside it copied in neither frame moved by, written over in neither (each copy was
  /// copied whole, over nothing written inside it after it began).
  func then(_ next: PartMove) -> PartMove {
    PartMove(
      sourceMarks: nil, from: from, to: next.to, startStamp: next.startStamp,
      endStamp: next.endStamp, ownsRows: ownsRows && next.ownsRows, rightEdge: next.rightEdge,
      regionShift: regionShift &+ next.regionShift, findingShift: findingShift &+ next.findingShift)
  }
}

/// How a kept part was drawn into a frame's canvas: enough to copy its cells into the next
/// frame instead of drawing it again, and to add to that frame's report what drawing would.
///
/// Copying gives the cells drawing would, because the part draws only inside its visible
/// rectangle (every drawing call clips to it), its rectangle, offer and visible rectangle
/// are the same, and its cells depend on nothing else: its rows were empty there before it
/// drew, in both frames (a cell drawn over keeps the background under it), none of its
/// cells refers to a link or a long cluster by number (the numbers are the canvas's), and
/// nothing drawn after it in the last frame wrote over it — what the rows' stamps tell. The
/// checks look at whole rows, and at one span of kept columns a row, so they err only
/// towards drawing: a part beside another in its rows is still copied, one under an
/// overlay is drawn.
final class DrawnPart {
  /// The report's settings before and after a part drew.
  typealias SettingsChange = (before: ReportSettings, after: ReportSettings)

  // A class, so that a row or a part holds a reference, not the record itself; its
  // variables are read and written only while a frame is drawn, by the one holding it:
  // exclusivity is not checked at run time.
  /// The frame it was drawn or copied in.
  @exclusivity(unchecked) var frame: UInt64
  @exclusivity(unchecked) private(set) var rect: Rect
  @exclusivity(unchecked) private(set) var visible: Rect
  @exclusivity(unchecked) private(set) var offered: Size
  /// The canvas's stamp as it began: every write of it, or of a part inside it, has one as
  /// high.
  @exclusivity(unchecked) private(set) var startStamp: UInt32 = 0
  /// The canvas's stamp after it: every write after it in that frame has one as high.
  @exclusivity(unchecked) var endStamp: UInt32
  /// Whether its rows were empty before it: then those nothing wrote after it held nothing
  /// else.
  @exclusivity(unchecked) private(set) var ownsRows: Bool
  /// What the report said that a part may set, before and after it drew, when it wrote
  /// any of it: one that wrote none is copied whatever they are (a part's drawing writes
  /// them, never reads them), and its copy leaves them be.
  @exclusivity(unchecked) private(set) var settings: SettingsChange?
  /// Whether ``settings`` holds any: asked of every part copied, and cheaper to ask than
  /// the optional of two settings is to unwrap.
  @exclusivity(unchecked) private var writesSettings = false
  /// What it added to the report: positions in that frame's report.
  @exclusivity(unchecked) var regions: Range<Int>
  @exclusivity(unchecked) var findings: Range<Int>
  /// The accessibility elements it added, when the frame described them.
  @exclusivity(unchecked) private(set) var accessibility: [AccessibilityElement]
  /// Whether this says how the part was drawn; false when it says only where it stood in
  /// its frame, as a part that moves is not noted (``noteMoved(to:in:)``).
  @exclusivity(unchecked) private(set) var isRecord = true
  /// The copies of the part whole that the records of the parts inside it have not been
  /// carried along with yet, as one move: they are, before any of them is read — before
  /// the part's node draws its parts one by one (``LayoutNode/carryPendingParts()``). A
  /// part left standing frame after frame while something else changes (a list beside a
  /// spinner) costs the same whatever it holds.
  @exclusivity(unchecked) var pendingMove: PartMove?
  /// The highest stamp of a write over kept columns in the part's rows of the frame it was
  /// last copied from (``paste(in:offered:_:_:from:)``): when no higher than the stamp it
  /// began with there, nothing inside it was written over after it began.
  @exclusivity(unchecked) private(set) var sourceOverwritten: UInt32 = 0

  /// Whether the parts inside it are still to be carried along (``pendingMove``).
  var hasPendingMove: Bool { pendingMove != nil }

  /// ``pendingMove``, no longer pending.
  func takePendingMove() -> PartMove? {
    // Swapped out: returned and emptied without a copy of the move and its marks.
    var move: PartMove?
    swap(&move, &pendingMove)
    return move
  }

  /// Notes that the parts inside this one are to be carried along with `move` too, this
  /// part's own copy (or its carrying with the part it is in), before anything reads them.
  func deferMove(_ move: PartMove) {
    if let pending = pendingMove, pending.to == move.from {
      pendingMove = pending.then(move)
    } else {
      // Kept past the call: without the marks, which are read only in it.
      var kept = move
      kept.sourceMarks = nil
      pendingMove = kept
    }
  }

  /// A record of nothing yet, which ``draw(in:offered:_:_:into:_:)`` then writes.
  private init() {
    frame = 0
    rect = Rect(x: 0, y: 0, width: 0, height: 0)
    visible = rect
    offered = Size(width: 0, height: 0)
    endStamp = 0
    ownsRows = false
    settings = nil
    regions = 0..<0
    findings = 0..<0
    accessibility = []
  }

  /// Notes that the part, inside a part of `move.from`'s frame copied whole into
  /// `move.to`'s, stands in that frame as it stood: cells, report entries (at their new
  /// places in the report) and all, so the frame after it may copy the part alone. A record
  /// of another frame, or one that says only where a part stood, stays as it is.
  ///
  /// A part written over inside the copied one after it drew (a layer of a ``ZStack`` over
  /// it) stays as it is too: copied alone, it would bring what covered it along.
  func carry(_ move: PartMove) {
    var covered = false
    carry(move, covered: &covered)
  }

  /// ``carry(_:)``, true when carried; `covered` is then whether anything was written over
  /// kept columns in its rows after it began (without the source's marks, nothing was).
  @discardableResult
  func carry(_ move: PartMove, covered: inout Bool) -> Bool {
    guard isRecord, frame == move.from else { return false }
    if let marks = move.sourceMarks {
      // Rows it cannot look at count as written over: it stays, and is drawn.
      guard visible.y >= 0, visible.maxY <= marks.count else { return false }
      var highest: UInt32 = 0
      for y in visible.y..<visible.maxY { highest = max(highest, marks[y].overwritten) }
      guard highest < endStamp else { return false }
      covered = highest > startStamp
    } else {
      covered = false
    }
    frame = move.to
    startStamp = move.startStamp
    endStamp = move.endStamp
    ownsRows = ownsRows && move.ownsRows && visible.maxX >= move.rightEdge
    regions = (regions.lowerBound &+ move.regionShift)..<(regions.upperBound &+ move.regionShift)
    findings =
      (findings.lowerBound &+ move.findingShift)..<(findings.upperBound &+ move.findingShift)
    return true
  }

  /// Notes how the part was drawn, over whatever the record said before: its holder is the
  /// only one to read it, so a part drawn again rewrites its record rather than making one.
  private func record(
    frame: UInt64, rect: Rect, visible: Rect, offered: Size, startStamp: UInt32,
    endStamp: UInt32, ownsRows: Bool, settings: SettingsChange?, regions: Range<Int>,
    findings: Range<Int>, accessibility: [AccessibilityElement]
  ) {
    self.frame = frame
    self.startStamp = startStamp
    // Drawn: the parts inside it were drawn or copied one by one, and noted so.
    pendingMove = nil
    self.rect = rect
    self.visible = visible
    self.offered = offered
    self.endStamp = endStamp
    self.ownsRows = ownsRows
    self.settings = settings
    writesSettings = settings != nil
    self.regions = regions
    self.findings = findings
    self.accessibility = accessibility
    isRecord = true
  }

  /// Notes that the part stands at `rect` in frame `frame`, drawn there but not noted: it
  /// moved since the frame before, and a part that moves — a row of a feed that gains an
  /// item at the top every frame — would be noted every frame and copied in none. Noted
  /// again once it stands still.
  func noteMoved(to rect: Rect, in frame: UInt64) {
    self.rect = rect
    self.frame = frame
    isRecord = false
  }

  /// Whether the part can be copied where the report's settings are those of `report`: it
  /// wrote none, or they are what they were before it drew. (The settings are read from the
  /// report only for a part that wrote some.)
  func copies(over report: FrameReport) -> Bool {
    guard writesSettings, let settings else { return true }
    return settings.before == ReportSettings(report)
  }

  /// Draws a part with `draw`, and sets `part` to how, if it can be copied into the next
  /// frame (nil otherwise).
  static func draw(
    in rect: Rect, offered: Size, _ memory: FrameMemory, _ context: inout RenderContext,
    into part: inout DrawnPart?, _ draw: (inout RenderContext) -> Void
  ) {
    let visible = context.canvas.limit
    var blank = true
    var empty = true
    context.canvas.rowMarks.withUnsafeBufferPointer { marks in
      for y in visible.y..<visible.maxY {
        let end = marks[y].end
        if end > visible.x { blank = false }
        if end != 0 { empty = false }
      }
    }
    let settingsBefore = ReportSettings(context.report)
    let settingWrites = context.report.settingWrites
    let regionStart = context.report.regions.count
    let findingStart = context.report.findings.count
    let elementStart = context.report.accessibilityElements.count
    let references = context.canvas.numberedReferences
    let link = context.canvas.drawingLink
    context.canvas.stamp &+= 1
    let startStamp = context.canvas.stamp
    draw(&context)
    context.canvas.markKept(visible)
    context.canvas.stamp &+= 1
    guard blank, link == 0, context.canvas.numberedReferences == references,
      context.canvas.storageIdentity == memory.frameCanvas,
      context.report.regions.count >= regionStart, context.report.findings.count >= findingStart,
      context.report.accessibilityElements.count >= elementStart
    else {
      part = nil
      return
    }
    let record = part ?? DrawnPart()
    record.record(
      frame: memory.serial, rect: rect, visible: visible, offered: offered,
      startStamp: startStamp, endStamp: context.canvas.stamp, ownsRows: empty,
      settings: context.report.settingWrites != settingWrites
        ? (settingsBefore, ReportSettings(context.report)) : nil,
      regions: regionStart..<context.report.regions.count,
      findings: findingStart..<context.report.findings.count,
      accessibility: context.describesAccessibility
        ? Array(context.report.accessibilityElements[elementStart...]) : [])
    part = record
  }

  /// Copies the part at `rect` from `memory`'s last frame when `part` says it stood there as
  /// it stands now, else draws it with `draw` and notes in `part` how — unless it moved since
  /// the frame before, as a part that moves would be noted every frame and copied in none
  /// (``noteMoved(to:in:)``); true when copied, and counted. What an `.equatable()` part and
  /// an unchanged stack or wrapped view are drawn with.
  ///
  /// `node`, the part's node, is told when it was copied (``LayoutNode/carryParts(_:)``), so
  /// the records of parts inside it move along with it.
  @discardableResult
  static func copyOrDraw(
    _ part: inout DrawnPart?, of node: LayoutNode, in rect: Rect, offered: Size,
    _ memory: FrameMemory, _ context: inout RenderContext, _ draw: (inout RenderContext) -> Void
  ) -> Bool {
    if let record = part {
      let (frame, regions, findings) = (record.frame, record.regions, record.findings)
      let startStamp = record.startStamp
      if record.paste(in: rect, offered: offered, memory, &context) {
        memory.noteCopy()
        // The record now says where the copy began and ended: the move's stamps.
        var move = PartMove(
          sourceMarks: nil, from: frame, to: record.frame, startStamp: record.startStamp,
          endStamp: record.endStamp, ownsRows: record.ownsRows,
          rightEdge: record.visible.maxX,
          regionShift: record.regions.lowerBound &- regions.lowerBound,
          findingShift: record.findings.lowerBound &- findings.lowerBound)
        if record.sourceOverwritten <= startStamp {
          // Nothing inside it was written over after it began: every part inside it that
          // stood there moves with it, and is told when it is next read.
          record.deferMove(move)
        } else {
          // Something was (a layer over a part inside it): each is looked at now, while the
          // rows of the frame it was copied from can be.
          node.carryPendingParts()
          memory.last.canvas.rowMarks.withUnsafeBufferPointer { marks in
            move.sourceMarks = marks
            node.carryParts(move)
          }
        }
        return true
      }
      // Drawn part by part: the parts' records are read.
      node.carryPendingParts()
      if record.frame &+ 1 == memory.serial, record.rect != rect {
        record.noteMoved(to: rect, in: memory.serial)
        draw(&context)
        return false
      }
    }
    DrawnPart.draw(in: rect, offered: offered, memory, &context, into: &part, draw)
    return false
  }

  /// Draws the part at `rect` — `visible` of it in view, within what `context` may change —
  /// into `context`, copying it from `memory`'s last frame (`lastCanvas`, its canvas) when
  /// `part` says it stood there as it stands now, and notes in `part` how it was drawn:
  /// true when copied. What a list's row, and its bar and summary, are drawn with.
  @discardableResult
  static func drawOrCopy(
    _ part: inout DrawnPart?, in rect: Rect, visible: Rect, offered: Size,
    _ memory: FrameMemory, from lastCanvas: Canvas, _ context: inout RenderContext,
    _ draw: (inout RenderContext) -> Void
  ) -> Bool {
    let outer = context.canvas.limit
    context.canvas.limit = visible.clipped(to: outer)
    defer { context.canvas.limit = outer }
    guard !context.canvas.limit.isEmpty else {
      part = nil
      return false
    }
    if part?.paste(in: rect, offered: offered, memory, &context, from: lastCanvas) == true {
      return true
    }
    DrawnPart.draw(in: rect, offered: offered, memory, &context, into: &part, draw)
    return false
  }

  /// Copies the part from the memory's last frame into `context`, as drawing it there
  /// would leave the canvas and the report, and notes how it was copied; false, changing
  /// nothing, when that cannot be known to be so.
  func paste(
    in rect: Rect, offered: Size, _ memory: FrameMemory, _ context: inout RenderContext
  ) -> Bool {
    // What says no at once, before the last canvas is read (a copy of its value).
    guard isRecord, frame &+ 1 == memory.serial, rect == self.rect, offered == self.offered,
      context.canvas.limit == visible
    else { return false }
    return paste(in: rect, offered: offered, memory, &context, fromLast: &memory.last.canvas)
  }

  /// ``paste(in:offered:_:_:from:)`` from the memory's last canvas where it is kept, read in
  /// place: passed as a value, the canvas would be copied, a reference count on each of its
  /// buffers. (Nothing the paste does writes the last canvas.)
  private func paste(
    in rect: Rect, offered: Size, _ memory: FrameMemory, _ context: inout RenderContext,
    fromLast lastCanvas: inout Canvas
  ) -> Bool {
    paste(in: rect, offered: offered, memory, &context, from: lastCanvas)
  }

  /// ``paste(in:offered:_:_:)`` from `lastCanvas`, the memory's last canvas as a caller that
  /// pastes many parts — a list's rows — read it once: each reading of it copies the canvas
  /// value, a reference count on each of its buffers.
  func paste(
    in rect: Rect, offered: Size, _ memory: FrameMemory, _ context: inout RenderContext,
    from lastCanvas: Canvas
  ) -> Bool {
    let last = memory.last
    guard isRecord, frame &+ 1 == memory.serial, last.isKept,
      lastCanvas.width == context.canvas.width, lastCanvas.height == context.canvas.height,
      rect == self.rect, offered == self.offered, context.canvas.limit == visible,
      context.canvas.drawingLink == 0,
      copies(over: context.report),
      regions.upperBound <= last.report.regions.count,
      findings.upperBound <= last.report.findings.count
    else { return false }
    var kept = true
    // Whether its rows are empty before it in this frame, as ownsRows says for the next.
    var empty = true
    var overwritten: UInt32 = 0
    context.canvas.rowMarks.withUnsafeBufferPointer { marks in
      lastCanvas.rowMarks.withUnsafeBufferPointer { lastMarks in
        for y in visible.y..<visible.maxY {
          let end = marks[y].end
          overwritten = max(overwritten, lastMarks[y].overwritten)
          if end > visible.x { kept = false }
          if end != 0 { empty = false }
        }
      }
    }
    guard kept, overwritten < endStamp else { return false }
    sourceOverwritten = overwritten
    let pasteStamp = context.canvas.stamp
    let regionStart = context.report.regions.count
    let findingStart = context.report.findings.count
    context.canvas.paste(visible, from: lastCanvas, endStamp: endStamp, ownedRows: ownsRows)
    // What the record says of its rows is about the frame it was last drawn or copied in:
    // something drawn before it in its rows this frame is not in the next frame's source
    // row before it.
    ownsRows = empty
    if !regions.isEmpty || !findings.isEmpty {
      context.report.replay(
        regions: last.report.regions[regions], findings: last.report.findings[findings])
    }
    if context.describesAccessibility, !accessibility.isEmpty {
      context.report.accessibilityElements.append(contentsOf: accessibility)
    }
    if writesSettings { settings?.after.apply(to: &context.report) }
    frame = memory.serial
    startStamp = pasteStamp
    endStamp = context.canvas.stamp
    regions = regionStart..<context.report.regions.count
    findings = findingStart..<context.report.findings.count
    return true
  }
}

/// What a report holds that a part may set rather than add to.
struct ReportSettings: Equatable {
  var isAnimating: Bool
  var isWaitingForContent: Bool
  var isTakingText: Bool
  var caret: Rect?
  var selectedRow: Rect?

  init(_ report: FrameReport) {
    isAnimating = report.isAnimating
    isWaitingForContent = report.isWaitingForContent
    isTakingText = report.isTakingText
    caret = report.caret
    selectedRow = report.selectedRow
  }

  func apply(to report: inout FrameReport) {
    report.isAnimating = isAnimating
    report.isWaitingForContent = isWaitingForContent
    report.isTakingText = isTakingText
    report.caret = caret
    report.selectedRow = selectedRow
  }
}
