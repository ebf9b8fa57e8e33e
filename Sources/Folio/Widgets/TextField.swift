/// A one-line text field: a ``TextFieldState`` drawn in one row.
///
/// ```
/// empty, focused:      █earch stories        (the placeholder, dim, under the cursor)
/// not focused:         Search stories        (no cursor: it takes no keys)
/// typing:              swift concurrency█
/// scrolled:            ift concurrency in p█ (the cursor stays in view)
/// masked:              ••••••••█
/// with a prompt:       Name: Ada Lovelace█
/// ```
///
/// The field is a value drawn each frame from its state; it edits nothing itself. Keep the
/// state with your app's state, change it from key presses (in `FolioTerminal`,
/// `TextFieldState.handle(_:)` does the usual bindings), and draw a new field:
///
/// ```swift
/// TextField(state: query, placeholder: "Search stories").focused(searching)
/// TextField(state: password, prompt: "Password: ", isMasked: true, width: 20).focused()
/// ```
///
/// A field is not focused unless told: a screen's idle search box shows no cursor, and
/// does not tell the runtime it takes text (so `?` still opens the help). Focus the one
/// field that takes the keys (a ``FocusRing`` says which).
///
/// The field takes the width offered, or `width` cells after its prompt when given. When
/// the text is wider than the field, the field scrolls so the cursor's cell shows, starting
/// from the state's ``TextFieldState/scrollOffset`` and moving as little as it must (see
/// ``TextFieldState/visibleStart(width:mask:)``): what it shows is a function of the state
/// and the width alone. Characters take their display width (CJK and emoji two cells); one
/// that does not fit whole at the right edge is not shown at all.
///
/// The cursor, drawn only when the field ``isFocused``, is the cell of the character after
/// it in reverse video, or a reversed space at the end of the text. The placeholder shows
/// in the theme's secondary style while the field is empty. A masked field shows each
/// character as the symbol set's ``SymbolSet/bullet`` (`•`, or `*` in ASCII).
public struct TextField: PrimitiveView {
  /// The text, cursor and scroll offset shown.
  public var state: TextFieldState
  /// Shown, dim, while the field is empty.
  public var placeholder: String
  /// A label drawn before the field, such as `"Name: "`; `nil` for none.
  public var prompt: String?
  /// Whether the field draws its cursor.
  public var isFocused: Bool
  /// Whether each character shows as a bullet instead of itself, as for a password.
  public var isMasked: Bool
  /// The width of the field after its prompt, in cells; `nil` takes the width offered.
  public var width: Int?

  /// A field showing `state`, focused only when `isFocused` is true (or with
  /// ``focused(_:)``): focus the one field taking the keys.
  ///
  /// The placeholder and the prompt are made fit for one line as the field's own text is
  /// (see ``TextFieldState/insert(_:)``).
  public init(
    state: TextFieldState, placeholder: String = "", prompt: String? = nil,
    isFocused: Bool = false, isMasked: Bool = false, width: Int? = nil
  ) {
    self.state = state
    self.placeholder = placeholder
    self.prompt = prompt
    self.isFocused = isFocused
    self.isMasked = isMasked
    self.width = width.map { max(0, $0) }
  }

  /// This field, focused (drawing its cursor and taking text) when `isFocused` is true.
  public consuming func focused(_ isFocused: Bool = true) -> TextField {
    var field = self
    field.isFocused = isFocused
    return field
  }

  /// Folio lays this view out itself.
  public func makeNode(in context: BuildContext) -> LayoutNode {
    TextFieldNode(field: self, environment: context.environment)
  }

  /// The node: the last frame's at this place, shown this field, when the frame keeps its
  /// nodes; a field that shows what it showed is copied where it stands as it stood.
  public static func _node(_ view: Self, in context: BuildContext, at index: Int) -> LayoutNode {
    context.leafNode(
      TextFieldNode.self, at: index,
      inputs: TextFieldNode.Inputs(field: view, environment: context.environment),
      copiedWhenUnchanged: true) ?? view.makeNode(in: context)
  }
}

extension TextFieldNode {
  /// Says what the field is: its prompt (or placeholder) and its text — never a masked
  /// field's, only how long it is — and whether it has the focus.
  fileprivate func describe(in context: inout RenderContext) {
    let labels = accessibilityLabels
    var label = prompt
    while let last = label.last, last == " " || last == ":" || last == ">" { label.removeLast() }
    if label.isEmpty { label = placeholder }
    let value =
      state.isEmpty
      ? labels.empty
      : mask == nil
        ? state.text : labels.hiddenText(count: state.count)
    context.addAccessibilityElement(
      AccessibilityElement(
        role: .textField, label: label, value: value, traits: isFocused ? .isFocused : []))
  }
}

final class TextFieldNode: LayoutNode, RetainedNode {
  /// What the field shows, from its view and environment: the placeholder, the prompt and
  /// the mask as given, compared by their bytes; the node makes them fit for one line and
  /// measures them only when they change (see ``Shown``).
  struct Inputs: DrawnInputs {
    let state: TextFieldState
    let placeholder: String
    let prompt: String?
    let isFocused: Bool
    let fieldWidth: Int?
    /// The symbol each character of a masked field shows as; nil when not masked.
    let maskSymbol: String?
    let style: Style
    let placeholderStyle: Style
    /// The words the field's value is read in.
    let accessibilityLabels: AccessibilityLabels

    init(field: TextField, environment: EnvironmentValues) {
      accessibilityLabels = environment.accessibilityLabels
      state = field.state
      placeholder = field.placeholder
      prompt = field.prompt
      isFocused = field.isFocused
      fieldWidth = field.width
      maskSymbol = field.isMasked ? environment.symbols.bullet : nil
      style = environment.style
      placeholderStyle = environment.style.patched(with: environment.theme.secondary)
    }

    func drawsLike(_ other: Inputs) -> Bool {
      self == other && state.text.hasSameBytes(as: other.state.text) && showsLike(other)
    }

    /// Whether the placeholder, the prompt and the mask are those of `other`, byte for byte.
    func showsLike(_ other: Inputs) -> Bool {
      placeholder.hasSameBytes(as: other.placeholder) && prompt.hasSameBytes(as: other.prompt)
        && maskSymbol.hasSameBytes(as: other.maskSymbol)
    }
  }

  /// The placeholder and the prompt made fit for one line (as the field's own text is), the
  /// prompt's width, and the mask with its width: worked out from the inputs when they are
  /// set, and again only when those strings change — not every frame a field is taken again.
  struct Shown {
    let placeholder: String
    let prompt: String
    let promptWidth: Int
    /// What each character shows as in a masked field, and its width; nil when not masked.
    let mask: (symbol: String, width: Int)?

    init(_ inputs: Inputs) {
      placeholder = TextFieldState.clean(inputs.placeholder)
      prompt = inputs.prompt.map(TextFieldState.clean) ?? ""
      promptWidth = prompt.displayWidth
      mask = inputs.maskSymbol.map { bullet in
        let width = bullet.displayWidth
        return width > 0 ? (bullet, width) : ("*", 1)
      }
    }
  }

  @exclusivity(unchecked) var inputs: Inputs {
    didSet { if !inputs.showsLike(oldValue) { shown = Shown(inputs) } }
  }
  @exclusivity(unchecked) private var shown: Shown
  var state: TextFieldState { inputs.state }
  var placeholder: String { shown.placeholder }
  var prompt: String { shown.prompt }
  var promptWidth: Int { shown.promptWidth }
  var isFocused: Bool { inputs.isFocused }
  var fieldWidth: Int? { inputs.fieldWidth }
  var mask: (symbol: String, width: Int)? { shown.mask }
  var style: Style { inputs.style }
  var placeholderStyle: Style { inputs.placeholderStyle }
  var accessibilityLabels: AccessibilityLabels { inputs.accessibilityLabels }

  init(field: TextField, environment: EnvironmentValues) {
    inputs = Inputs(field: field, environment: environment)
    shown = Shown(inputs)
  }

  /// The cells the field's content takes: its text and the cursor's cell after it, or its
  /// placeholder.
  private var contentWidth: Int {
    if state.isEmpty { return max(placeholder.displayWidth, 1) }
    let text = mask.map { $0.width * state.count } ?? state.text.displayWidth
    return text + 1
  }

  override func computeWidthRange() -> LengthRange {
    if let fieldWidth { return .fixed(promptWidth + fieldWidth) }
    return LengthRange(
      minimum: 0, ideal: promptWidth + contentWidth, maximum: ProposedSize.unlimited)
  }

  override func computeWidth(offered width: Int) -> Int {
    guard let fieldWidth else { return width }
    return min(width, promptWidth + fieldWidth)
  }

  override func computeHeightRange(width: Int) -> LengthRange { .fixed(1) }

  override func computeSize(offered size: Size) -> Size {
    Size(width: width(offered: size.width), height: size.height > 0 ? 1 : 0)
  }

  override func render(in rect: Rect, context: inout RenderContext) {
    guard rect.height > 0, rect.width > 0 else { return }
    if isFocused { context.report.isTakingText = true }
    if context.describesAccessibility { describe(in: &context) }
    let row = Rect(x: rect.x, y: rect.y, width: rect.width, height: 1)
    if !prompt.isEmpty {
      context.canvas.draw(prompt, x: row.x, y: row.y, style: style, clip: row)
    }
    var width = max(0, row.width - promptWidth)
    if let fieldWidth { width = min(width, fieldWidth) }
    guard width > 0 else { return }
    let field = Rect(x: row.x + promptWidth, y: row.y, width: width, height: 1)
    let caret: Int?
    if state.isEmpty {
      drawPlaceholder(in: field, canvas: &context.canvas)
      caret = field.x
    } else {
      caret = drawText(in: field, canvas: &context.canvas)
    }
    if isFocused, let caret {
      let cell = Rect(x: caret, y: field.y, width: 1, height: 1)
      if !cell.intersection(context.visibleRect).isEmpty { context.report.caret = cell }
    }
  }

  /// The placeholder, with the cursor over its first cell when focused.
  private func drawPlaceholder(in field: Rect, canvas: inout Canvas) {
    canvas.draw(placeholder, x: field.x, y: field.y, style: placeholderStyle, clip: field)
    guard isFocused else { return }
    let cursorStyle = placeholderStyle.patched(with: Style(reverse: true))
    if let first = placeholder.first, first.displayWidth == 1 {
      canvas.put(
        Substring(String(first)), width: 1, x: field.x, y: field.y, style: cursorStyle,
        clip: field)
    } else if let first = placeholder.first, first.displayWidth == 2, field.width >= 2 {
      canvas.put(
        Substring(String(first)), width: 2, x: field.x, y: field.y, style: cursorStyle,
        clip: field)
    } else {
      canvas.draw(" ", x: field.x, y: field.y, style: cursorStyle, clip: field)
    }
  }

  /// The text from where the field scrolls to, each character whole or not at all, and the
  /// cursor; returns the cursor's column, when it shows.
  @discardableResult
  private func drawText(in field: Rect, canvas: inout Canvas) -> Int? {
    let start = state.visibleStart(width: field.width, mask: mask?.symbol)
    let maskWidth = mask?.width
    let cursorStyle = style.patched(with: Style(reverse: true))
    var x = field.x
    var index = start
    var cursorDrawn = false
    var caret: Int?
    let text = state.text
    for character in text[state.index(atCharacter: start)...] {
      let width = maskWidth ?? character.displayWidth
      if x + width > field.maxX { break }
      // The cursor shows on the first cell at or after it: a character of no width under it
      // passes it on to the next one.
      let isCursor = isFocused && !cursorDrawn && index >= state.cursor && width > 0
      let cellStyle = isCursor ? cursorStyle : style
      if let mask {
        canvas.draw(mask.symbol, x: x, y: field.y, style: cellStyle, clip: field)
      } else if width > 0 {
        canvas.put(
          Substring(String(character)), width: width, x: x, y: field.y, style: cellStyle,
          clip: field)
      }
      if isCursor {
        cursorDrawn = true
        caret = x
      }
      x += width
      index += 1
    }
    if isFocused && !cursorDrawn && index >= state.cursor && x < field.maxX {
      canvas.draw(" ", x: x, y: field.y, style: cursorStyle, clip: field)
      caret = x
    }
    return caret
  }
}
