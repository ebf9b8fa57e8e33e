/// How the rows of a list are made from their offsets into its data.
@usableFromInline
struct ListRowMakers {
  /// The content node of the item at an offset into the data.
  let content: (Int, EnvironmentValues) -> LayoutNode
  /// For rows that are ``Text``, the text of the item at an offset: such a row becomes a
  /// text node directly, without a view's dispatch.
  let text: ((Int) -> Text)?

  @usableFromInline
  init(
    content: @escaping (Int, EnvironmentValues) -> LayoutNode, text: ((Int) -> Text)?
  ) {
    self.content = content
    self.text = text
  }
}
