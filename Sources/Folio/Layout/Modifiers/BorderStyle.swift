/// The line characters of a border.
public struct BorderStyle: Hashable, Sendable {
  /// The top-left corner.
  public var topLeft: String
  /// The top-right corner.
  public var topRight: String
  /// The bottom-left corner.
  public var bottomLeft: String
  /// The bottom-right corner.
  public var bottomRight: String
  /// The top and bottom edges.
  public var horizontal: String
  /// The left and right edges.
  public var vertical: String

  /// A border of your own characters (each one cell wide).
  public init(
    topLeft: String, topRight: String, bottomLeft: String, bottomRight: String,
    horizontal: String, vertical: String
  ) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomLeft = bottomLeft
    self.bottomRight = bottomRight
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// `┌─┐ │ └─┘`
  public static let plain = BorderStyle(
    topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─",
    vertical: "│")
  /// `╭─╮ │ ╰─╯`
  public static let rounded = BorderStyle(
    topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─",
    vertical: "│")
  /// `┏━┓ ┃ ┗━┛`
  public static let heavy = BorderStyle(
    topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛", horizontal: "━",
    vertical: "┃")
  /// `╔═╗ ║ ╚═╝`
  public static let double = BorderStyle(
    topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝", horizontal: "═",
    vertical: "║")
  /// `+-+ | +-+`, also what every style becomes with the ASCII symbol set.
  public static let ascii = BorderStyle(
    topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-",
    vertical: "|")
}
