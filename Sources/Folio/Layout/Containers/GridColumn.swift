/// A column of a ``Grid``: how wide it is and how its cells align.
public struct GridColumn: Hashable, Sendable {
  /// How a column's width is decided.
  public enum Width: Hashable, Sendable {
    /// Exactly this many cells.
    case fixed(Int)
    /// As wide as the widest cell's ideal width, at least `minimum` and at most
    /// `maximum` (no bound when `nil`).
    case fitting(minimum: Int, maximum: Int?)
    /// A share of the width the other columns leave, in proportion to `weight`, at least
    /// `minimum`.
    case flexible(weight: Int, minimum: Int)
  }

  /// How the column's width is decided.
  public var width: Width
  /// Where a cell narrower than the column sits in it.
  public var alignment: HorizontalAlignment

  /// A column of `width`, its cells placed by `alignment`. Negative lengths count as 0, a
  /// weight below 1 as 1.
  public init(_ width: Width, alignment: HorizontalAlignment = .leading) {
    switch width {
    case .fixed(let length):
      self.width = .fixed(clampDimension(length))
    case .fitting(let minimum, let maximum):
      let least = clampDimension(minimum)
      self.width = .fitting(minimum: least, maximum: maximum.map { max(least, clampDimension($0)) })
    case .flexible(let weight, let minimum):
      self.width = .flexible(weight: min(max(1, weight), 1 << 20), minimum: clampDimension(minimum))
    }
    self.alignment = alignment
  }

  /// A column exactly `width` cells wide.
  public static func fixed(_ width: Int, alignment: HorizontalAlignment = .leading) -> GridColumn {
    GridColumn(.fixed(width), alignment: alignment)
  }

  /// A column as wide as its widest cell, between `minimum` and `maximum`.
  public static func fitting(
    minimum: Int = 0, maximum: Int? = nil, alignment: HorizontalAlignment = .leading
  ) -> GridColumn {
    GridColumn(.fitting(minimum: minimum, maximum: maximum), alignment: alignment)
  }

  /// A column sharing the width left by the others, by `weight`, at least `minimum` wide.
  public static func flexible(
    weight: Int = 1, minimum: Int = 0, alignment: HorizontalAlignment = .leading
  ) -> GridColumn {
    GridColumn(.flexible(weight: weight, minimum: minimum), alignment: alignment)
  }

  /// The least width the column takes.
  var minimum: Int {
    switch width {
    case .fixed(let length): return length
    case .fitting(let minimum, _): return minimum
    case .flexible(_, let minimum): return minimum
    }
  }
}

extension GridColumn {
  /// The widths of `columns` in `width` cells, `spacing` apart, for cells whose widest
  /// ideal width in each column is `contentWidths` (see ``Grid`` for the rules).
  ///
  /// - Complexity: O(columns × log width).
  public static func widths(
    of columns: [GridColumn], fitting width: Int, spacing: Int, contentWidths: [Int]
  ) -> [Int] {
    guard !columns.isEmpty else { return [] }
    var widths = [Int](repeating: 0, count: columns.count)
    var flexibleWeights = 0
    var used = min(spacing * (columns.count - 1), Canvas.maxSide)
    for (index, column) in columns.enumerated() {
      let content = index < contentWidths.count ? contentWidths[index] : 0
      widths[index] = column.idealWidth(content: content)
      if case .flexible(let weight, _) = column.width { flexibleWeights += weight }
      used = min(used + widths[index], Int.max / 2)
    }
    if used > width {
      // Too wide: flexible columns give way first, then fitting ones, the widest first, none
      // below its minimum.
      var excess = used - width
      excess = shrink(&widths, of: columns, by: excess) {
        if case .flexible = $0.width { return true }
        return false
      }
      _ = shrink(&widths, of: columns, by: excess) {
        if case .fitting = $0.width { return true }
        return false
      }
      return widths
    }
    // Flexible columns share what is left by weight; the cells a division leaves over go
    // one each to the first of them.
    guard flexibleWeights > 0 else { return widths }
    let left = width - used
    var given = 0
    for (index, column) in columns.enumerated() {
      guard case .flexible(let weight, _) = column.width else { continue }
      let share = Int((Double(left) * Double(weight) / Double(flexibleWeights)).rounded(.down))
      widths[index] += share
      given += share
    }
    var rest = left - given
    for (index, column) in columns.enumerated() where rest > 0 {
      guard case .flexible = column.width else { continue }
      widths[index] += 1
      rest -= 1
    }
    return widths
  }

  /// The width the column wants for cells whose widest ideal width is `content`.
  func idealWidth(content: Int) -> Int {
    switch width {
    case .fixed(let length): return length
    case .fitting(let minimum, let maximum):
      return min(max(content, minimum), maximum ?? Canvas.maxSide)
    case .flexible(_, let minimum): return max(content, minimum)
    }
  }

  /// Takes up to `excess` cells from the columns `isShrinkable` picks, the widest first,
  /// none below its minimum: they come down to one level, and of the columns left at that
  /// level the last give way first (the first columns usually matter most). Returns what
  /// is still too much.
  static func shrink(
    _ widths: inout [Int], of columns: [GridColumn], by excess: Int,
    where isShrinkable: (GridColumn) -> Bool
  ) -> Int {
    let chosen = columns.indices.filter { isShrinkable(columns[$0]) }
    func freed(atLevel level: Int) -> Int {
      chosen.reduce(0) { $0 + max(0, widths[$1] - max(level, columns[$1].minimum)) }
    }
    let most = freed(atLevel: 0)
    guard excess > 0, most > 0 else { return excess }
    guard most > excess else {
      for index in chosen { widths[index] = min(widths[index], columns[index].minimum) }
      return excess - most
    }
    // The highest level that frees enough, found by halving.
    var low = 0
    var high = chosen.reduce(0) { max($0, widths[$1]) }
    while low < high {
      let middle = (low + high + 1) / 2
      if freed(atLevel: middle) >= excess { low = middle } else { high = middle - 1 }
    }
    var extra = freed(atLevel: low) - excess
    for index in chosen {
      let cut = max(low, columns[index].minimum)
      guard widths[index] > cut else { continue }
      widths[index] = cut
      // Cut one cell more than needed at this level: the first such columns get it back.
      if extra > 0, cut == low {
        widths[index] += 1
        extra -= 1
      }
    }
    return 0
  }
}
