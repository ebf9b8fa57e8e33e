/// Where a frame is drawn: the canvas, the part of it the node being drawn may change, and
/// the report of what the frame found.
///
/// A node draws into ``canvas`` inside the rectangle it is given; every drawing call is
/// also clipped to ``visibleRect``, so content laid out larger than the space it got (a row
/// cut by the bottom edge, text wider than a fixed frame) shows only its visible part. A
/// container draws each child with ``draw(_:in:offeredSize:clip:)``.
public struct RenderContext {
  /// The cells of the frame.
  public var canvas: Canvas
  /// What the frame has found so far: views add to it as they draw, instead of changing
  /// anything (see ``FrameReport``).
  public var report = FrameReport()

  /// Whether views say what they are as they draw (see ``AccessibilityElement``): the
  /// environment's ``EnvironmentValues/describesAccessibility``.
  public var describesAccessibility = false

  /// The memory of the frame being drawn, when it is drawn with one: held unretained, as
  /// the frame's caller holds it; what an unchanged part is copied with, into the frame's
  /// own canvas only.
  var frameMemory: Unmanaged<FrameMemory>?

  /// A context drawing into `canvas`.
  public init(canvas: Canvas) {
    self.canvas = canvas
  }

  /// Adds `element` to the frame's reading order, when the frame is described.
  public mutating func addAccessibilityElement(_ element: @autoclosure () -> AccessibilityElement) {
    guard describesAccessibility else { return }
    report.accessibilityElements.append(element())
  }

  /// Draws `node` as ``draw(_:in:offeredSize:clip:)`` does, and returns the elements its
  /// drawing described, taking them out of the reading order so the caller can say them
  /// as one (a list row) or not at all (decoration).
  public mutating func drawTakingAccessibility(
    _ node: LayoutNode, in rect: Rect, offeredSize: Size, clip: Rect? = nil
  ) -> [AccessibilityElement] {
    guard describesAccessibility else {
      draw(node, in: rect, offeredSize: offeredSize, clip: clip)
      return []
    }
    let mark = report.accessibilityElements.count
    draw(node, in: rect, offeredSize: offeredSize, clip: clip)
    let taken = Array(report.accessibilityElements[mark...])
    report.accessibilityElements.removeSubrange(mark...)
    return taken
  }

  /// Records that `target` occupies `rect`, as far as `rect` is visible.
  public mutating func addRegion(_ target: consuming HitTarget, rect: Rect) {
    report.addRegion(target, rect: rect.intersection(canvas.limit))
  }

  /// The part of the canvas the node being drawn may change: its rectangle as far as its
  /// ancestors' rectangles show it.
  public var visibleRect: Rect { canvas.limit }

  /// Draws `node` in `rect`, laid out for `offeredSize` (the size its parent offered it
  /// when it asked ``LayoutNode/size(offered:)``).
  ///
  /// Drawing is clipped to `rect`, to `clip` when given (a column of a grid, the viewport of
  /// a scroll view), and to what the parent's own rectangle shows; a node with nothing
  /// visible is not drawn at all.
  public mutating func draw(
    _ node: LayoutNode, in rect: Rect, offeredSize: Size, clip: Rect? = nil
  ) {
    let outer = canvas.limit
    var visible = rect.clipped(to: outer)
    if let clip { visible = visible.intersection(clip) }
    guard !visible.isEmpty else { return }
    let (width, height) = (canvas.width, canvas.height)
    canvas.limit = visible
    node.offeredSize = offeredSize
    if node.unchangedIn != 0 || node.notesIn != 0 {
      drawNoting(node, in: rect)
    } else {
      node.render(in: rect, context: &self)
    }
    // A node may have put another canvas in place: the limit stays inside it.
    let sameCanvas = canvas.width == width && canvas.height == height
    canvas.limit = sameCanvas ? outer : outer.intersection(canvas.bounds)
  }

  /// The memory of the frame being drawn, when this context draws into that frame's own
  /// canvas: what a part drawn here is copied from and noted for; nil for any other canvas
  /// (a part drawn aside, to be measured or placed, copies nothing).
  var drawingMemory: FrameMemory? {
    drawingMemoryReference?.takeUnretainedValue()
  }

  /// ``drawingMemory``, unretained: read through `_withUnsafeGuaranteedRef`, it costs no
  /// reference count (the frame's caller holds the memory while the frame is drawn).
  var drawingMemoryReference: Unmanaged<FrameMemory>? {
    guard let frameMemory,
      frameMemory._withUnsafeGuaranteedRef({ $0.frameCanvas == canvas.storageIdentity })
    else { return nil }
    return frameMemory
  }

  /// Draws `node` into the frame a memory draws, noting how: found unchanged by the frame
  /// that took it again, its cells are copied from the last frame when it stood there as it
  /// stands, else drawn and noted, so that the next frame can copy them; changed, a node
  /// that notes all the same (``LayoutNode/notesIn``) is drawn and noted. Into any
  /// other canvas, and changed otherwise, it is drawn.
  private mutating func drawNoting(_ node: LayoutNode, in rect: Rect) {
    guard let reference = drawingMemoryReference else {
      node.render(in: rect, context: &self)
      return
    }
    reference._withUnsafeGuaranteedRef { memory in
      if memory.serial == node.unchangedIn {
        DrawnPart.copyOrDraw(
          &node.drawn, of: node, in: rect, offered: node.offeredSize, memory, &self
        ) { node.render(in: rect, context: &$0) }
      } else {
        // Drawn part by part: the records of the parts inside it are read.
        node.carryPendingParts()
        if memory.serial == node.notesIn {
          DrawnPart.draw(in: rect, offered: node.offeredSize, memory, &self, into: &node.drawn) {
            node.render(in: rect, context: &$0)
          }
        } else {
          node.render(in: rect, context: &self)
        }
      }
    }
  }
}
