/// The last frame's rows that a frame drawn over it where it stands (see
/// ``Canvas/drawOver(_:marks:rows:)``) has written: each kept aside as the last frame had
/// it before its first write, for the parts copied from that frame and for the bytes that
/// turn one frame into the other. A row never written still holds what it held, in the new
/// frame's canvas.
///
/// Its memory keeps it from frame to frame, so a frame allocates nothing for it.
final class PreviousRows: @unchecked Sendable {
  // @unchecked: read and written only while its memory draws a frame, or diffs it, on one
  // thread at a time.
  /// What a row of ``cells`` holds.
  enum RowState: UInt8 {
    /// Blanks.
    case blank
    /// The row the last frame had: kept in this frame.
    case kept
    /// A row of a frame before the last.
    case older
  }

  // Accessed one at a time, as said above: exclusivity is not checked at run time.
  @exclusivity(unchecked) private(set) var width = 0
  @exclusivity(unchecked) private(set) var height = 0
  /// Row `y` at `y × width`, as ``states`` says.
  @exclusivity(unchecked) var cells: [PackedCell] = []
  @exclusivity(unchecked) private(set) var states: [RowState] = []
  /// The last frame, its cells taken away (they are the new frame's now): its rows' marks,
  /// clusters and links, for the bytes that turn it into the new one; set when the new frame
  /// is kept.
  @exclusivity(unchecked) var last: Canvas?
  /// Storage for the marks of the next frame drawn over the last, kept from a frame diffed.
  @exclusivity(unchecked) var spareMarks: [RowMark] = []

  /// The number of the frame being drawn, from 1; one more once it has ended.
  @exclusivity(unchecked) private(set) var frame: UInt32 = 0

  /// Begins a frame `width` × `height` drawn over the last: no row kept yet.
  func beginFrame(width: Int, height: Int) {
    frame &+= 1
    last = nil
    guard width == self.width, height == self.height else {
      self.width = width
      self.height = height
      cells = Canvas.blankCells(width &* height)
      states = Array(repeating: .blank, count: height)
      return
    }
    states.withUnsafeMutableBufferPointer { states in
      for y in states.indices where states[y] == .kept { states[y] = .older }
    }
  }

  /// Ends the frame: a copy of its canvas written from now on keeps nothing here.
  func endFrame() { frame &+= 1 }

  /// Keeps row `y` of a canvas of frame `frame`, whose cells are at `canvas`, as the last
  /// frame had it: nothing once that frame has ended. (A copy of the canvas written while
  /// the frame is drawn keeps the row the frame's canvas would: its cells are the frame's
  /// until either writes the row, and the first write keeps it.)
  func keep(row y: Int, of canvas: UnsafePointer<PackedCell>, frame: UInt32) {
    guard frame == self.frame else { return }
    let width = self.width
    cells.withUnsafeMutableBufferPointer { cells in
      (cells.baseAddress! + y &* width).update(from: canvas + y &* width, count: width)
    }
    states[y] = .kept
  }

  /// Copies `count` cells of row `y` from column `x` on, as the last frame had them, to
  /// `target`: a row kept in this frame, or one the last frame left blank.
  func copy(row y: Int, column x: Int, count: Int, to target: UnsafeMutablePointer<PackedCell>) {
    precondition(states[y] != .older, "a row of the last frame is read before it was kept")
    let start = y &* width &+ x
    cells.withUnsafeBufferPointer { cells in
      target.update(from: cells.baseAddress! + start, count: count)
    }
  }

  /// The rows of the frame drawn over the last that may differ from the last frame's, top
  /// to bottom, as ``prepareToCompare(_:with:)`` found them: a row written (and so kept
  /// here), or one blank in the last frame and drawn on now. Any other row is the last
  /// frame's row as it was.
  var rowsThatMayDiffer: ArraySlice<Int> { rowsFound[..<rowsFoundCount] }
  /// Storage for ``rowsThatMayDiffer``, a place for every row, and how many it holds.
  @exclusivity(unchecked) private var rowsFound: [Int] = []
  @exclusivity(unchecked) private var rowsFoundCount = 0

  /// Finds the rows of `new`, drawn over `last`, that may differ from `last`'s
  /// (``rowsThatMayDiffer``), and makes blank those compared with a blank row of the last
  /// frame that hold an older frame's row here.
  func prepareToCompare(_ new: Canvas, with last: Canvas) {
    let width = self.width
    let rows = min(height, new.height, last.height)
    if rowsFound.count < rows { rowsFound = Array(repeating: 0, count: rows) }
    var found = 0
    rowsFound.withUnsafeMutableBufferPointer { rowsFound in
      states.withUnsafeMutableBufferPointer { states in
        cells.withUnsafeMutableBufferPointer { cells in
          new.rowMarks.withUnsafeBufferPointer { marks in
            last.rowMarks.withUnsafeBufferPointer { lastMarks in
              for y in 0..<rows {
                let state = states[y]
                if state == .kept {
                  rowsFound[found] = y
                  found &+= 1
                } else if lastMarks[y].end == 0 && marks[y].end != 0 {
                  if state == .older {
                    Canvas.blank(cells.baseAddress! + y &* width, count: width)
                    states[y] = .blank
                  }
                  rowsFound[found] = y
                  found &+= 1
                }
              }
            }
          }
        }
      }
    }
    rowsFoundCount = found
  }

}
