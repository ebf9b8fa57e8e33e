/// A link a terminal can open (OSC 8): a URL checked to be safe to write to a terminal.
///
/// Only `http`, `https`, `file` and `mailto` URLs are taken, of printable ASCII (percent-
/// encode anything else) and at most 2,048 bytes: a URL can never carry a control
/// character into the terminal's output. Give it to ``View/link(_:)-(Hyperlink)``; text a
/// program shows is never made a link otherwise, whatever escape sequences it holds.
///
/// ```swift
/// if let docs = Hyperlink("https://example.com/docs") {
///   Text("the docs").link(docs)
/// }
/// ```
public struct Hyperlink: Hashable, Sendable, CustomStringConvertible {
  /// The URL, as given.
  public let url: String

  /// The schemes a link may have.
  public static let schemes: Set<String> = ["http", "https", "file", "mailto"]

  /// The longest URL taken, in bytes.
  public static let maximumLength = 2048

  /// A link to `url`, or nil when it is not an `http`, `https`, `file` or `mailto` URL of
  /// printable ASCII, or is longer than ``maximumLength``.
  public init?(_ url: String) {
    let bytes = Array(url.utf8)
    guard !bytes.isEmpty, bytes.count <= Self.maximumLength,
      bytes.allSatisfy({ (0x21...0x7E).contains($0) }),
      let colon = url.firstIndex(of: ":"),
      Self.schemes.contains(url[..<colon].lowercased()),
      url.index(after: colon) < url.endIndex
    else { return nil }
    self.url = url
  }

  public var description: String { url }
}

extension View {
  /// This view as a link to `link` (OSC 8): every cell it draws opens it, where the
  /// environment allows links (``EnvironmentValues/hyperlinks``, with colour); elsewhere it
  /// is drawn as it is.
  public func link(_ link: Hyperlink) -> LinkView<Self> {
    LinkView(link: link, content: self)
  }

  /// This view as a link to `url`, when it is a URL a ``Hyperlink`` takes; otherwise the
  /// view as it is.
  public func link(_ url: String) -> LinkView<Self> {
    LinkView(link: Hyperlink(url), content: self)
  }
}

/// A view whose cells are a link (see ``View/link(_:)-(Hyperlink)``).
public struct LinkView<Content: View>: PrimitiveView {
  @usableFromInline let link: Hyperlink?
  @usableFromInline let content: Content

  /// Folio lays this view out itself.
  @inlinable
  public func makeNode(in context: BuildContext) -> LayoutNode {
    let child = context.makeNode(for: content)
    let environment = context.environment
    guard let link, environment.hyperlinks, environment.colorMode != .none else { return child }
    return linkNode(link: link, child: child)
  }
}

/// The node of a ``LinkView``, for code specialised in a client module.
@usableFromInline
func linkNode(link: Hyperlink, child: LayoutNode) -> LayoutNode {
  LinkNode(link: link, child: child)
}

/// Draws its child with every cell linked.
final class LinkNode: ForwardingNode {
  let link: Hyperlink

  init(link: Hyperlink, child: LayoutNode) {
    self.link = link
    super.init(child: child)
  }

  override func render(in rect: Rect, context: inout RenderContext) {
    let outer = context.canvas.drawingLink
    context.canvas.drawingLink = context.canvas.linkBits(for: link)
    context.draw(child, in: rect, offeredSize: offeredSize)
    context.canvas.drawingLink = outer
  }
}
