/// One terminal cell: a grapheme cluster and the style it is drawn in.
///
/// A wide cluster (CJK, most emoji) occupies two cells: the first holds the cluster, the
/// second is a *continuation* with empty content.
public struct Cell: Hashable, Sendable {
  /// The grapheme cluster drawn in the cell; empty for the second half of a wide cluster.
  public var content: String
  /// The resolved style: every property set, so equal-looking cells compare equal.
  public var style: Style

  public init(_ content: String, style: Style = .plain) {
    self.content = content
    self.style = style.resolved
  }

  /// A space in the terminal's default style.
  public static let blank = Cell(" ")

  /// Whether this is the second half of a wide cluster.
  public var isContinuation: Bool { content.isEmpty }
}

/// A grid of styled cells that views draw into.
///
/// Strings exist only at the edges: views draw clusters into cells, and the canvas turns
/// into an ANSI string, plain text, or a diff against another canvas. Drawing is always
/// clipped: to the canvas, and to the region a caller passes.
///
/// - Complexity: Storage is `width × height` cells. Both sides are capped at
///   ``Canvas/maxSide`` cells so that no proposal, however large, allocates without bound.
public struct Canvas: Hashable, Sendable {
  /// The largest width or height a canvas takes; larger requests are clamped.
  public static let maxSide = 4096

  public let width: Int
  public let height: Int
  public private(set) var cells: [Cell]

  /// A canvas of blank cells. Negative sizes become 0; sizes above ``maxSide`` are clamped.
  public init(width: Int, height: Int) {
    self.width = min(max(0, width), Canvas.maxSide)
    self.height = min(max(0, height), Canvas.maxSide)
    self.cells = Array(repeating: .blank, count: self.width * self.height)
  }

  /// The whole canvas as a rectangle.
  public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

  /// The cell at column `x`, row `y`; a blank cell outside the canvas.
  public subscript(x: Int, y: Int) -> Cell {
    guard x >= 0, x < width, y >= 0, y < height else { return .blank }
    return cells[y * width + x]
  }

  /// The cells of row `y`.
  public func row(_ y: Int) -> ArraySlice<Cell> {
    guard y >= 0, y < height else { return [] }
    return cells[(y * width)..<(y * width + width)]
  }

  /// Fills `rect` (clipped to the canvas) with spaces in `style`.
  public mutating func fill(_ rect: Rect, style: Style) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    let cell = Cell(" ", style: style)
    for y in area.y..<area.maxY {
      let start = y * width
      if area.x > 0 { breakWideCluster(at: area.x, y: y) }
      if area.maxX < width { breakWideCluster(at: area.maxX, y: y) }
      for x in area.x..<area.maxX { cells[start + x] = cell }
    }
  }

  /// Sets the background of every cell in `rect` (clipped), keeping content and other styles.
  public mutating func setBackground(_ color: Color, in rect: Rect) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX { cells[y * width + x].style.background = color }
    }
  }

  /// Draws one cluster of the given display width at (`x`, `y`), clipped to `clip`.
  ///
  /// A cluster of width 0 is skipped; a wide cluster whose second half falls outside the
  /// clip is replaced by a space so that columns stay aligned. A cluster that begins with a
  /// control character is drawn as U+FFFD: content can never put control bytes on screen.
  /// The style's unset background shows the background already in the cell.
  public mutating func put(
    _ cluster: Substring, width clusterWidth: Int, x: Int, y: Int, style: Style, clip: Rect
  ) {
    guard clusterWidth > 0, y >= clip.y, y < clip.maxY, y >= 0, y < height else { return }
    let left = max(clip.x, 0)
    let right = min(clip.maxX, width)
    guard x >= left, x < right else { return }
    var drawn = style
    if drawn.background == nil { drawn.background = cells[y * width + x].style.background }
    if clusterWidth >= 2 && x + 1 >= right {
      setCell(Cell(" ", style: drawn), x: x, y: y)
      return
    }
    let content = Canvas.isSafe(cluster) ? String(cluster) : "\u{FFFD}"
    setCell(Cell(content, style: drawn), x: x, y: y)
    if clusterWidth >= 2 {
      setCell(Cell("", style: drawn), x: x + 1, y: y)
    }
  }

  /// Draws `text` in `style` from (`x`, `y`) along one row, clipped to `clip`.
  /// Returns the column after the last cell the text would occupy (clipped or not).
  @discardableResult
  public mutating func draw(_ text: String, x: Int, y: Int, style: Style, clip: Rect) -> Int {
    var column = x
    forEachCluster(in: text) { cluster, clusterWidth in
      put(cluster, width: clusterWidth, x: column, y: y, style: style, clip: clip)
      column += clusterWidth
    }
    return column
  }

  /// Draws styled `text` from (`x`, `y`) along one row, clipped to `clip`; each run's
  /// style is applied on top of `base`. Returns the column after the text.
  @discardableResult
  public mutating func draw(_ text: StyledText, x: Int, y: Int, base: Style = .plain, clip: Rect)
    -> Int
  {
    var column = x
    for run in text.runs {
      column = draw(run.text, x: column, y: y, style: base.patched(with: run.style), clip: clip)
    }
    return column
  }

  static func isSafe(_ cluster: Substring) -> Bool {
    guard let first = cluster.utf8.first else { return true }
    if first < 0x20 || first == 0x7F { return false }
    if first == 0xC2, let second = cluster.utf8.dropFirst().first, second < 0xA0 { return false }
    return true
  }

  mutating func setCell(_ cell: Cell, x: Int, y: Int) {
    let index = y * width + x
    let old = cells[index]
    // Overwriting half of a wide cluster leaves the other half as a space.
    if old.isContinuation, x > 0, !cell.isContinuation {
      cells[index - 1] = Cell(" ", style: cells[index - 1].style)
    }
    if x + 1 < width, cells[index + 1].isContinuation, !old.isContinuation {
      cells[index + 1] = Cell(" ", style: cells[index + 1].style)
    }
    cells[index] = cell
  }

  private mutating func breakWideCluster(at x: Int, y: Int) {
    guard x > 0, x < width, cells[y * width + x].isContinuation else { return }
    cells[y * width + x - 1] = Cell(" ", style: cells[y * width + x - 1].style)
    cells[y * width + x] = Cell(" ", style: cells[y * width + x].style)
  }
}
