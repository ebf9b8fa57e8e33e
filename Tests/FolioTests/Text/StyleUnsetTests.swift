import Testing

@testable import Folio

/// `Style.isUnset` lists the style's fields by hand (it is on a text's comparison path, where
/// `==` costs more): it must agree with `== Style()` for every field.
struct StyleUnsetTests {
  @Test func isUnsetAgreesWithEqualityToTheEmptyStyle() {
    var styles = [Style()]
    for color in [Color.default, .ansi(1), .indexed(200), .rgb(1, 2, 3)] {
      styles.append(Style(foreground: color))
      styles.append(Style(background: color))
    }
    let flags: [WritableKeyPath<Style, Bool?>] = [
      \.bold, \.dim, \.italic, \.underline, \.reverse, \.strikethrough,
    ]
    for flag in flags {
      for value in [true, false] {
        var style = Style()
        style[keyPath: flag] = value
        styles.append(style)
      }
    }
    for style in styles { #expect(style.isUnset == (style == Style()), "\(style)") }
    // Every stored field is one of those above: a new one must be added to `isUnset` too.
    #expect(Mirror(reflecting: Style()).children.count == 2 + flags.count)
  }
}
