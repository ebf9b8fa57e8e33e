/// How the rows of a list are made from their offsets into its data.
@usableFromInline
struct ListRowMakers {
  /// The content node of the item at an offset into the data, built in a context: one
  /// that takes the last frame's nodes of the row again, when the list keeps its rows.
  let content: (Int, BuildContext) -> LayoutNode
  /// For rows that are ``Text``, the text of the item at an offset: such a row becomes a
  /// text node directly, without a view's dispatch.
  let text: ((Int) -> Text)?
  /// Whether a content node of the last frame draws what the content of the item at an
  /// offset would, in a style: then the row is the last frame's again. Nil when only the
  /// nodes can tell (rows of views).
  let drawsLike: ((Int, LayoutNode, Style) -> Bool)?
  /// Makes a content node of the last frame show the content of the item at an offset, in
  /// a style, where it can: then the row and its node stand for the new content, and
  /// nothing is allocated for it. Nil when rows are always made anew or taken by their
  /// views.
  let update: ((Int, LayoutNode, Style) -> Bool)?

  /// Whether rows are texts (``text``), and whether they compare themselves with the last
  /// frame's (``drawsLike``). (Matched, not compared with `nil`: an optional function compared
  /// goes through generic code.)
  var makesText: Bool {
    if case .some = text { return true }
    return false
  }

  var comparesRows: Bool {
    if case .some = drawsLike { return true }
    return false
  }

  @usableFromInline
  init(
    content: @escaping (Int, BuildContext) -> LayoutNode, text: ((Int) -> Text)?,
    drawsLike: ((Int, LayoutNode, Style) -> Bool)? = nil,
    update: ((Int, LayoutNode, Style) -> Bool)? = nil
  ) {
    self.content = content
    self.text = text
    self.drawsLike = drawsLike
    self.update = update
  }
}
