/// Text a program asked to put on the system clipboard (``Application/copyToClipboard(_:insideMultiplexer:)``),
/// written by the driver as the terminal's clipboard sequence (OSC 52).
public struct ClipboardWrite: Hashable, Sendable {
  /// The text to copy.
  public var text: String
  /// Whether to write it inside tmux or screen too, which may pass it on to a clipboard
  /// the user did not mean (off unless asked).
  public var insideMultiplexer: Bool

  /// The most UTF-8 bytes of text copied: terminals drop longer sequences (xterm's limit
  /// is about 100,000 bytes of base64).
  public static let maximumBytes = 74_000

  public init(text: String, insideMultiplexer: Bool = false) {
    self.text = text
    self.insideMultiplexer = insideMultiplexer
  }

  /// The bytes that copy the text — `ESC ] 52 ; c ; base64 ESC \` — or nil when the
  /// terminal is not to be asked: the text is longer than ``maximumBytes``, or `variables`
  /// say a multiplexer runs it and ``insideMultiplexer`` is off. The text is base64: nothing
  /// in it reaches the terminal as a control.
  public func sequence(variables: [String: String]) -> [UInt8]? {
    let bytes = Array(text.utf8)
    guard bytes.count <= Self.maximumBytes else { return nil }
    let multiplexed = variables["TMUX"] != nil || variables["STY"] != nil
    guard insideMultiplexer || !multiplexed else { return nil }
    return Array("\u{1B}]52;c;".utf8) + Self.base64(bytes) + [0x1B, 0x5C]
  }

  /// `bytes` in base64 (RFC 4648, padded).
  static func base64(_ bytes: [UInt8]) -> [UInt8] {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    var output: [UInt8] = []
    output.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let count = min(3, bytes.count - index)
      var group = UInt32(bytes[index]) << 16
      if count > 1 { group |= UInt32(bytes[index + 1]) << 8 }
      if count > 2 { group |= UInt32(bytes[index + 2]) }
      for slot in 0..<4 {
        if slot <= count {
          output.append(alphabet[Int((group >> UInt32(18 - 6 * slot)) & 0x3F)])
        } else {
          output.append(UInt8(ascii: "="))
        }
      }
      index += 3
    }
    return output
  }
}
