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
