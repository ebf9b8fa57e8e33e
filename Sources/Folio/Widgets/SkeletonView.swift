/// Placeholder rows shaped like the rows that are loading: bars of shade blocks in columns.
///
/// ```swift
/// SkeletonView(rows: 3, columns: [4, 30, 10])
/// ```
///
/// ```
/// ░░░░ ░░░░░░░░░░░░░░░░░░░░░░     ░░░░░░░░
/// ░░░░ ░░░░░░░░░░░░░░░░░░░░░░░░░░ ░░░░░░
/// ░░░░ ░░░░░░░░░░░░░░░░░          ░░░░░░░░░
/// ```
///
/// `columns` are the widths of the real row's columns, in cells, one space apart. Bars in
/// columns wider than three cells vary in length between rows the way text does — the same
/// lengths on every frame, so nothing flickers and snapshots are stable; narrower columns
/// (row numbers, icons) are always full. With no columns, each row is one bar across the
/// width offered (40 cells when asked for its ideal size).
///
/// When the columns are wider than the space offered, the widest shrink first, down to one
/// cell, then columns are dropped from the end; rows below the height offered are not
/// drawn. Bars use ``SymbolSet/shade`` (`░`, or `#` with the ASCII set) in the theme's
/// placeholder style. A shade of East Asian Ambiguous width (`▒`, say) becomes the ASCII
/// `#` when ``EnvironmentValues/ambiguousCharactersAreWide`` is set: such terminals draw it
/// two cells wide, which would break the columns.
///
/// - Complexity: O(`rows` × width) per frame, for the rows that fit.
public struct SkeletonView: View, Hashable, Sendable {
  /// How many placeholder rows to show.
  public var rows: Int
  /// The widths of the columns in cells; empty for one bar across the whole width.
  public var columns: [Int]
  /// Where the rows sit in the width offered.
  public var alignment: HorizontalAlignment

  /// `rows` placeholder rows with columns of the given widths. Negative counts and widths
  /// count as 0; both are capped at ``Canvas/maxSide``, the most a canvas can show.
  public init(rows: Int = 3, columns: [Int] = [], alignment: HorizontalAlignment = .leading) {
    self.rows = clampDimension(rows)
    self.columns = columns.map(clampDimension)
    self.alignment = alignment
  }

  /// The ideal width of a skeleton without columns.
  static let defaultWidth = 40

  /// The widget's content, composed from Folio's views.
  public var body: some View {
    EnvironmentReader { environment in
      GeometryReader { size in
        // A size of 0 is what an ideal-size question gives: no limit on that axis.
        let widths = self.columnWidths(fitting: size.width == 0 ? nil : size.width)
        let count = size.height == 0 ? self.rows : min(self.rows, size.height)
        VStack {
          ForEach(0..<count) { row in
            Text(self.line(row: row, widths: widths, shade: Self.shade(in: environment)))
              .truncated()
          }
        }
        .style(environment.theme.placeholder)
        .frame(maxWidth: .max, alignment: Alignment(horizontal: self.alignment, vertical: .top))
        .accessibilityHidden()
      }
    }
  }

  /// The column widths to draw within `available` cells (nil: no limit): the widest
  /// columns shrink first, down to one cell, then columns are dropped from the end.
  func columnWidths(fitting available: Int?) -> [Int] {
    var widths = columns.filter { $0 > 0 }
    if widths.isEmpty { return [available ?? Self.defaultWidth] }
    guard let available else { return widths }
    while !widths.isEmpty && widths.count - 1 + widths.count > available {
      widths.removeLast()
    }
    let room = available - (widths.count - 1)
    var total = widths.reduce(0, +)
    guard total > room else { return widths }
    // Lower a common ceiling until the columns fit; each step trims every widest column.
    var ceiling = widths.max() ?? 0
    while total > room {
      ceiling -= 1
      for index in widths.indices where widths[index] > ceiling {
        widths[index] = ceiling
        total -= 1
      }
    }
    // Give cells trimmed in the last step back, leftmost first, so the row fills `room`.
    for index in widths.indices where total < room && widths[index] == ceiling {
      widths[index] += 1
      total += 1
    }
    return widths
  }

  /// The bar length in a column `width` cells wide on `row`.
  func barLength(row: Int, column: Int, width: Int) -> Int {
    guard width > 3 else { return width }
    // Between 45% and 100% of the column, from a fixed hash of the cell's position.
    let percent = 45 + Int(Self.mix(row: row, column: column) % 56)
    return max(1, width * percent / 100)
  }

  /// The shade to draw bars with: one cell wide in the terminal `environment` describes.
  static func shade(in environment: EnvironmentValues) -> String {
    let shade = environment.symbols.shade
    let isWideThere = shade.displayWidth(ambiguousIsWide: environment.ambiguousCharactersAreWide)
    return isWideThere == 1 ? shade : SymbolSet.ascii.shade
  }

  /// One row: each column's bar, padded to the column's width, one space between columns.
  func line(row: Int, widths: [Int], shade: String) -> String {
    // Built as bytes: a bar is many copies of a multi-byte shade, which appending strings
    // one copy at a time makes slow.
    let shadeBytes = Array(shade.utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(widths.reduce(widths.count) { $0 + max(0, $1) * shadeBytes.count })
    for (column, width) in widths.enumerated() {
      if column > 0 { bytes.append(0x20) }
      let bar = barLength(row: row, column: column, width: width)
      for _ in 0..<max(0, bar) { bytes.append(contentsOf: shadeBytes) }
      bytes.append(contentsOf: repeatElement(0x20, count: max(0, width - bar)))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A well-spread 64-bit hash of a cell position (the splitmix64 finaliser).
  static func mix(row: Int, column: Int) -> UInt64 {
    var value = UInt64(truncatingIfNeeded: row) &* 0x9E37_79B9_7F4A_7C15
    value ^= UInt64(truncatingIfNeeded: column) &* 0xC2B2_AE3D_27D4_EB4F
    value ^= value >> 30
    value &*= 0xBF58_476D_1CE4_E5B9
    value ^= value >> 27
    value &*= 0x94D0_49BB_1331_11EB
    value ^= value >> 31
    return value
  }
}
