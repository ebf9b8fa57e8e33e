// Placeholder implementation; replaced by the full sanitiser.
/// Makes untrusted text safe to draw: control characters become visible placeholders.
public enum Sanitizer {
  /// `text` with every control character except newline replaced by a visible placeholder
  /// and tabs expanded to the next multiple-of-8 column (counted from each line's start).
  public static func sanitize(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      if scalar == "\n" {
        out.unicodeScalars.append(scalar)
      } else if scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) {
        out += "\u{FFFD}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
