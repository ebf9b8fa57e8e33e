extension Color {
  /// This colour as it can be shown in `mode`, by the standard xterm mappings.
  ///
  /// - ``ColorMode/truecolor``: unchanged.
  /// - ``ColorMode/ansi256``: an RGB colour becomes the nearest entry of the 6×6×6 colour cube
  ///   (levels 0, 95, 135, 175, 215, 255) or of the 24-step grey ramp (8 + 10·k), whichever is
  ///   nearer by squared RGB distance (the cube wins a tie).
  /// - ``ColorMode/ansi16``: a palette entry 0–15 becomes that ANSI colour; any other entry or
  ///   RGB colour becomes the nearest of the 16 colours in xterm's default palette:
  ///
  ///   - 0 black (0, 0, 0), 1 red (205, 0, 0), 2 green (0, 205, 0), 3 yellow (205, 205, 0),
  ///   - 4 blue (0, 0, 238), 5 magenta (205, 0, 205), 6 cyan (0, 205, 205),
  ///     7 white (229, 229, 229),
  ///   - 8 bright black (127, 127, 127), 9 bright red (255, 0, 0), 10 bright green (0, 255, 0),
  ///     11 bright yellow (255, 255, 0),
  ///   - 12 bright blue (92, 92, 255), 13 bright magenta (255, 0, 255),
  ///     14 bright cyan (0, 255, 255), 15 bright white (255, 255, 255).
  ///
  ///   An RGB colour is matched directly, not through the 256 palette, to avoid rounding twice.
  /// - ``ColorMode/none`` and ``ColorMode/monochrome``: ``default``.
  ///
  /// ``default`` stays ``default`` in every mode. An out-of-range `.ansi(n)` with n ≥ 16 is
  /// read as `.indexed(n)`.
  ///
  /// ```swift
  /// Color.rgb(255, 0, 0).converted(to: .ansi256)  // .indexed(196)
  /// Color.indexed(196).converted(to: .ansi16)     // .ansi(9), bright red
  /// ```
  ///
  /// - Complexity: O(1): a few comparisons against the 16 palette colours at most.
  public func converted(to mode: ColorMode) -> Color {
    switch (self, mode) {
    case (_, .none), (_, .monochrome): return .default
    case (.default, _): return .default
    case (.ansi(let n), _) where n >= 16: return Color.indexed(n).converted(to: mode)
    case (_, .truecolor), (.ansi, _): return self
    case (.indexed(let n), .ansi16):
      return .ansi(n < 16 ? n : Self.nearestANSI(Self.rgb(ofIndex: n)))
    case (.indexed, _): return self
    case (.rgb(let r, let g, let b), .ansi256): return .indexed(Self.nearestIndex(r, g, b))
    case (.rgb(let r, let g, let b), _): return .ansi(Self.nearestANSI((r, g, b)))
    }
  }

  /// xterm's default colours for the 16 ANSI entries.
  static let ansiPalette: [(UInt8, UInt8, UInt8)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
    (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
    (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
    (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]

  /// The intensities of the six steps of each channel in the 256-palette colour cube.
  static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

  /// The RGB value of a 256-palette entry.
  static func rgb(ofIndex index: UInt8) -> (UInt8, UInt8, UInt8) {
    switch index {
    case 0..<16:
      return ansiPalette[Int(index)]
    case 16..<232:
      let cube = Int(index) - 16
      return (cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
    default:
      let grey = 8 + 10 * (index - 232)
      return (grey, grey, grey)
    }
  }

  /// The 256-palette entry nearest to an RGB colour, from the cube or the grey ramp.
  static func nearestIndex(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
    // Squared distance is a sum over channels, so the nearest cube entry takes the nearest
    // level in each channel.
    let (cr, cg, cb) = (nearestLevel(r), nearestLevel(g), nearestLevel(b))
    let cubeIndex = 16 + 36 * cr + 6 * cg + cb
    let cubeDistance = distance(
      (r, g, b), (cubeLevels[cr], cubeLevels[cg], cubeLevels[cb]))
    // The nearest grey to (r, g, b) is the ramp step nearest to the channels' mean.
    let sum = Int(r) + Int(g) + Int(b)
    let step = min(max((sum - 24 + 15) / 30, 0), 23)
    let grey = UInt8(8 + 10 * step)
    let greyDistance = distance((r, g, b), (grey, grey, grey))
    return greyDistance < cubeDistance ? UInt8(232 + step) : UInt8(cubeIndex)
  }

  /// The index of the nearest of the 16 ANSI palette colours (the lower index wins a tie).
  static func nearestANSI(_ color: (UInt8, UInt8, UInt8)) -> UInt8 {
    var best = 0
    var bestDistance = Int.max
    for (index, candidate) in ansiPalette.enumerated() {
      let d = distance(color, candidate)
      if d < bestDistance {
        best = index
        bestDistance = d
      }
    }
    return UInt8(best)
  }

  /// The index of the cube level nearest to a channel value.
  private static func nearestLevel(_ value: UInt8) -> Int {
    // Midpoints between the levels 0, 95, 135, 175, 215, 255 are 47.5, 115, 155, 195, 235.
    if value < 48 { return 0 }
    if value < 115 { return 1 }
    return (Int(value) - 35) / 40
  }

  private static func distance(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8)) -> Int {
    let dr = Int(a.0) - Int(b.0)
    let dg = Int(a.1) - Int(b.1)
    let db = Int(a.2) - Int(b.2)
    return dr * dr + dg * dg + db * db
  }
}
