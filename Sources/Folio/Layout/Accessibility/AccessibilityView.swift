/// A view read by a screen reader as its modifiers say: hidden, or as one element with a
/// label, value, role or traits of its own (see ``View/accessibilityLabel(_:)``).
public struct AccessibilityView<Content: View>: PrimitiveView {
  @usableFromInline let change: AccessibilityChange
  @usableFromInline let content: Content

  @usableFromInline
  init(change: AccessibilityChange, content: Content) {
    self.change = change
    self.content = content
  }

  /// Folio lays this view out itself.
  @inlinable
  public func makeNode(in context: BuildContext) -> LayoutNode {
    accessibilityNode(change: change, child: context.makeNode(for: content))
  }

  /// The node: the last frame's at this place, its child built from that one's, when the
  /// frame keeps its nodes.
  @inlinable
  public static func _node(_ view: Self, in context: BuildContext, at index: Int) -> LayoutNode {
    context.wrappingNode(
      AccessibilityNode.self, at: index, inputs: view.change, content: view.content)
      ?? view.makeNode(in: context)
  }
}

/// A change to how content is read draws alike another when it is equal, its label and
/// value the same bytes.
extension AccessibilityChange: DrawnInputs {
  @usableFromInline
  func drawsLike(_ other: AccessibilityChange) -> Bool {
    self == other && label.hasSameBytes(as: other.label) && value.hasSameBytes(as: other.value)
  }
}

/// What an ``AccessibilityView`` changes in how its content is read.
public struct AccessibilityChange: Hashable, Sendable {
  /// Whether the content is not read at all.
  @usableFromInline var isHidden = false
  @usableFromInline var role: AccessibilityRole?
  @usableFromInline var label: String?
  @usableFromInline var value: String?
  @usableFromInline var addedTraits: AccessibilityTraits = []
  @usableFromInline var removedTraits: AccessibilityTraits = []

  @usableFromInline init() {}

  /// Content that is not read at all.
  static var hidden: AccessibilityChange {
    var change = AccessibilityChange()
    change.isHidden = true
    return change
  }

  /// The content's elements read as one element with this change, or none when hidden
  /// (or when there is nothing to read and nothing was given to say).
  func element(combining elements: [AccessibilityElement]) -> AccessibilityElement? {
    guard !isHidden else { return nil }
    if elements.isEmpty && label == nil && value == nil { return nil }
    let only = elements.count == 1 ? elements.first : nil
    var traits = elements.reduce(AccessibilityTraits()) { $0.union($1.traits) }
    traits.formUnion(addedTraits)
    traits.subtract(removedTraits)
    let roleOfTraits: AccessibilityRole? =
      addedTraits.contains(.isButton)
      ? .button
      : addedTraits.contains(.isHeader) ? .heading : addedTraits.contains(.isLink) ? .link : nil
    var kept = only?.role ?? .text
    // A role that comes from a trait goes with the trait.
    for (trait, role) in [
      (AccessibilityTraits.isButton, AccessibilityRole.button), (.isHeader, .heading),
      (.isLink, .link),
    ] where removedTraits.contains(trait) && kept == role {
      kept = .text
    }
    var element = AccessibilityElement(
      role: role ?? roleOfTraits ?? kept,
      label: label ?? Self.joined(elements.map(\.label)),
      value: value ?? only?.value,
      traits: traits.subtracting([.isButton, .isHeader, .isLink]))
    element.position = only?.position
    return element
  }

  /// Labels read as one: separated by a comma, or a space after a sentence's end.
  static func joined(_ labels: [String]) -> String {
    var result = ""
    for label in labels where !label.isEmpty {
      if let last = result.last {
        result += ".!?:;,…".contains(last) ? " " : ", "
      }
      result += label
    }
    return result
  }
}

extension View {
  /// Reads this view as one element saying `label`, instead of the text it draws.
  ///
  /// ```swift
  /// Text("★★★☆☆").accessibilityLabel("3 stars of 5")
  /// ```
  @inlinable
  public consuming func accessibilityLabel(_ label: String) -> AccessibilityView<Self> {
    read { $0.label = label }
  }

  /// Reads this view as one element with `value` after its label: `Volume, 80 %`.
  @inlinable
  public consuming func accessibilityValue(_ value: String) -> AccessibilityView<Self> {
    read { $0.value = value }
  }

  /// Leaves this view out of what a screen reader reads (decoration), when `hidden`.
  @inlinable
  public consuming func accessibilityHidden(_ hidden: Bool = true) -> AccessibilityView<Self> {
    read { $0.isHidden = hidden }
  }

  /// Reads this view as one element with `traits` besides its own: `.isButton` reads it
  /// as a button, `.isSelected` as selected.
  @inlinable
  public consuming func accessibilityAddTraits(_ traits: AccessibilityTraits) -> AccessibilityView<
    Self
  > {
    read { $0.addedTraits = traits }
  }

  /// Reads this view as one element without `traits`.
  @inlinable
  public consuming func accessibilityRemoveTraits(_ traits: AccessibilityTraits)
    -> AccessibilityView<Self>
  {
    var change = AccessibilityChange()
    change.removedTraits = traits
    return AccessibilityView(change: change, content: self)
  }

  /// Reads this view as one element of `role`: `.status` for a line that says what is
  /// happening, `.alert` for one that says what went wrong.
  @inlinable
  public consuming func accessibilityRole(_ role: AccessibilityRole) -> AccessibilityView<Self> {
    read { $0.role = role }
  }

  /// This view read with the change `edit` makes.
  @inlinable
  func read(_ edit: (inout AccessibilityChange) -> Void) -> AccessibilityView<Self> {
    var change = AccessibilityChange()
    edit(&change)
    return AccessibilityView(change: change, content: self)
  }
}

/// The node of an ``AccessibilityView``, for code specialised in a client module.
@usableFromInline
func accessibilityNode(change: AccessibilityChange, child: LayoutNode) -> LayoutNode {
  AccessibilityNode(change: change, child: child)
}

/// Draws its child and reads what the child described as its change says.
@usableFromInline
final class AccessibilityNode: ForwardingNode, RetainedNode {
  /// The change, taken again with the node.
  @exclusivity(unchecked) @usableFromInline var inputs: AccessibilityChange
  var change: AccessibilityChange { inputs }

  init(change: AccessibilityChange, child: LayoutNode) {
    inputs = change
    super.init(child: child)
  }

  override func render(in rect: Rect, context: inout RenderContext) {
    // `accessibilityHidden(false)` changes nothing: the content is read as it is.
    guard context.describesAccessibility, change != AccessibilityChange() else {
      drawChild(in: rect, offeredSize: offeredSize, context: &context)
      return
    }
    let elements = context.drawTakingAccessibility(child, in: rect, offeredSize: offeredSize)
    if let element = change.element(combining: elements) {
      context.addAccessibilityElement(element)
    }
  }
}
