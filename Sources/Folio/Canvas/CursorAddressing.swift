/// Where a frame's cursor moves are measured from.
public enum CursorAddressing: Hashable, Sendable {
  /// The canvas sits at the top-left of the screen; moves are absolute (`ESC[row;colH`).
  case screen
  /// The canvas sits wherever the cursor is when the bytes start — a live region under a
  /// shell prompt. The cursor must be at the canvas's top-left then, and is left there:
  /// moves are relative (up with `ESC[nA`, down with line feeds, which scroll the screen
  /// when the canvas grows past its bottom, across with `ESC[nC`), and a full redraw
  /// erases from the top-left down (`ESC[J`) instead of clearing the screen. As nothing is
  /// addressed absolutely, lines the terminal re-wraps after a resize cannot misplace it:
  /// whatever is below the top-left is the region.
  case cursor
}
