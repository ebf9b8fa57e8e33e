/// Where a ``ScrollView`` stood in a frame: which rows of its content it showed.
public struct ScrollReport: FrameFinding, Hashable {
  /// The rows of the content shown, from the first.
  public var visibleRows: Range<Int>
  /// How tall the content is.
  public var contentHeight: Int

  /// The offset to keep to show the same rows next frame (the offset asked, brought back
  /// within the content).
  public var offset: Int { visibleRows.lowerBound }

  /// Nothing to do after the frame: the offset is the app's to keep.
  public func apply() {}
}

extension FrameReport {
  /// Where each scroll view stood, in drawing order.
  public var scrolls: [ScrollReport] { findings(of: ScrollReport.self) }
}

/// The node of a ``ScrollView``, for code specialised in a client module.
@usableFromInline
func scrollNode(
  offset: Int, showsScrollbar: Bool, environment: EnvironmentValues, child: LayoutNode
) -> LayoutNode {
  ScrollNode(
    offset: offset, showsScrollbar: showsScrollbar, environment: environment, child: child)
}

@usableFromInline
final class ScrollNode: WrappingNode, RetainedNode {
  /// The offset asked, whether there is a scrollbar, and how it is drawn, from the view and
  /// its environment.
  @usableFromInline
  struct Inputs: DrawnInputs {
    let offset: Int
    let showsScrollbar: Bool
    let track: String
    let thumb: String
    let barStyle: Style

    @usableFromInline
    init(offset: Int, showsScrollbar: Bool, environment: EnvironmentValues) {
      self.offset = offset
      self.showsScrollbar = showsScrollbar
      track = environment.symbols.verticalLine
      thumb = environment.symbols.scrollThumb
      barStyle = environment.style.patched(with: environment.theme.border)
    }

    @usableFromInline
    func drawsLike(_ other: Inputs) -> Bool {
      self == other && track.hasSameBytes(as: other.track)
        && thumb.hasSameBytes(as: other.thumb)
    }
  }

  @exclusivity(unchecked) @usableFromInline var inputs: Inputs
  var offset: Int { inputs.offset }
  var showsScrollbar: Bool { inputs.showsScrollbar }
  var track: String { inputs.track }
  var thumb: String { inputs.thumb }
  var barStyle: Style { inputs.barStyle }

  init(offset: Int, showsScrollbar: Bool, environment: EnvironmentValues, child: LayoutNode) {
    inputs = Inputs(offset: offset, showsScrollbar: showsScrollbar, environment: environment)
    super.init(child: child)
  }

  /// The columns the scrollbar takes.
  private var barWidth: Int { showsScrollbar ? 1 : 0 }

  /// The width the content is laid out at when the view is offered `width`.
  private func contentWidth(_ width: Int) -> Int { max(0, width - barWidth) }

  /// As wide as offered: the scrollbar stands at the right edge.
  override func computeWidthRange() -> LengthRange {
    let content = child.widthRange().inflated(by: barWidth)
    return LengthRange(
      minimum: content.minimum, ideal: content.ideal, maximum: ProposedSize.unlimited)
  }

  override func computeWidth(offered width: Int) -> Int { width }

  /// As tall as the content at most, but any height at all: it scrolls.
  override func computeHeightRange(width: Int) -> LengthRange {
    let content = child.heightRange(width: contentWidth(width)).ideal
    return LengthRange(minimum: 0, ideal: content, maximum: content)
  }

  /// The content's own size at the view's width: it is laid out whole.
  private func contentSize(_ width: Int) -> Size {
    let content = contentWidth(width)
    return child.size(
      offered: Size(width: content, height: child.heightRange(width: content).ideal))
  }

  override func computeSize(offered size: Size) -> Size {
    Size(width: size.width, height: min(size.height, contentSize(size.width).height))
  }

  override func render(in rect: Rect, context: inout RenderContext) {
    let width = contentWidth(offeredSize.width)
    let content = contentSize(offeredSize.width)
    let top = min(offset, max(0, content.height - rect.height))
    let viewport = Rect(x: rect.x, y: rect.y, width: width, height: rect.height)
    context.draw(
      child, in: Rect(x: rect.x, y: rect.y - top, size: content),
      offeredSize: Size(width: width, height: content.height), clip: viewport)
    context.report.add(
      ScrollReport(
        visibleRows: top..<min(content.height, top + rect.height), contentHeight: content.height)
    )
    if showsScrollbar, content.height > rect.height, rect.height > 0 {
      drawScrollbar(x: rect.maxX - 1, rect: rect, top: top, total: content.height, into: &context)
    }
  }

  /// A track down column `x` and a thumb as long as the window's share of the content,
  /// where the window is.
  private func drawScrollbar(
    x: Int, rect: Rect, top: Int, total: Int, into context: inout RenderContext
  ) {
    let height = rect.height
    let length = max(1, height * height / total)
    let travel = height - length
    let scrollable = total - height
    let start = scrollable > 0 ? (top * travel + scrollable / 2) / scrollable : 0
    for row in 0..<height {
      let symbol = row >= start && row < start + length ? thumb : track
      context.canvas.draw(
        symbol, x: x, y: rect.y + row, style: barStyle,
        clip: Rect(x: x, y: rect.y, width: 1, height: height))
    }
  }
}
