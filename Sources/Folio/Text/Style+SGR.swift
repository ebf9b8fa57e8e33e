extension Color {
  /// The SGR parameters that select this colour, as it is, for the foreground (`38`, `39`,
  /// `30`–`37`, `90`–`97`) or the background (`48`, `49`, `40`–`47`, `100`–`107`).
  ///
  /// `.ansi(n)` with n ≥ 16 is written as the palette entry n.
  func sgrParameters(foreground: Bool) -> [Int] {
    let base = foreground ? 0 : 10
    switch self {
    case .default: return [39 + base]
    case .ansi(let n) where n < 8: return [30 + base + Int(n)]
    case .ansi(let n) where n < 16: return [90 + base + Int(n) - 8]
    case .ansi(let n), .indexed(let n): return [38 + base, 5, Int(n)]
    case .rgb(let r, let g, let b): return [38 + base, 2, Int(r), Int(g), Int(b)]
    }
  }
}

extension Style {
  /// The SGR parameters that select `color` for the foreground or background.
  static func sgrParameters(for color: Color, foreground: Bool) -> [Int] {
    color.sgrParameters(foreground: foreground)
  }

  /// The escape sequence that changes a terminal drawing in `from` to drawing in `to`, in
  /// `mode`: empty when the two look the same, `ESC[0m` when `to` is plain, otherwise the
  /// shorter in bytes of (a) only the changes and (b) a reset followed by all that `to` sets
  /// (a wins a tie).
  ///
  /// Both styles are converted to `mode` and resolved first, so `nil` means the default. In
  /// ``ColorMode/none`` the result is always empty. SGR 22 turns off bold and dim together,
  /// so turning off one of them re-enables the other if `to` keeps it.
  ///
  /// ```swift
  /// Style.sgrTransition(from: Style(bold: true), to: .plain, mode: .ansi16)  // "\e[0m"
  /// Style.sgrTransition(
  ///   from: Style(foreground: .red, bold: true), to: Style(foreground: .red), mode: .ansi16)
  /// // "\e[22m"
  /// ```
  static func sgrTransition(from: Style, to: Style, mode: ColorMode) -> String {
    guard mode != .none else { return "" }
    let old = from.converted(to: mode).resolved
    let new = to.converted(to: mode).resolved
    if old == new { return "" }
    if new == Style.plain.resolved { return "\u{1B}[0m" }
    let changes = sgrChanges(from: old, to: new)
    let reset = [0] + sgrSettings(of: new)
    return sgrSequence(encodedLength(reset) < encodedLength(changes) ? reset : changes)
  }

  /// The parameters that set a resolved `style` on a terminal in its default state.
  static func sgrSettings(of style: Style) -> [Int] {
    var parameters: [Int] = []
    if style.bold == true { parameters.append(1) }
    if style.dim == true { parameters.append(2) }
    if style.italic == true { parameters.append(3) }
    if style.underline == true { parameters.append(4) }
    if style.reverse == true { parameters.append(7) }
    if style.strikethrough == true { parameters.append(9) }
    if let color = style.foreground, color != .default {
      parameters += color.sgrParameters(foreground: true)
    }
    if let color = style.background, color != .default {
      parameters += color.sgrParameters(foreground: false)
    }
    return parameters
  }

  /// The parameters that change the resolved style `old` into the resolved style `new`, one
  /// attribute or colour at a time.
  private static func sgrChanges(from old: Style, to new: Style) -> [Int] {
    var parameters: [Int] = []
    let bold = (old.bold == true, new.bold == true)
    let dim = (old.dim == true, new.dim == true)
    if (bold.0 && !bold.1) || (dim.0 && !dim.1) {
      // 22 is "normal intensity": it clears both, so whichever stays on is set again.
      parameters.append(22)
      if bold.1 { parameters.append(1) }
      if dim.1 { parameters.append(2) }
    } else {
      if bold.1 && !bold.0 { parameters.append(1) }
      if dim.1 && !dim.0 { parameters.append(2) }
    }
    if old.italic != new.italic { parameters.append(new.italic == true ? 3 : 23) }
    if old.underline != new.underline { parameters.append(new.underline == true ? 4 : 24) }
    if old.reverse != new.reverse { parameters.append(new.reverse == true ? 7 : 27) }
    if old.strikethrough != new.strikethrough {
      parameters.append(new.strikethrough == true ? 9 : 29)
    }
    if old.foreground != new.foreground {
      parameters += (new.foreground ?? .default).sgrParameters(foreground: true)
    }
    if old.background != new.background {
      parameters += (new.background ?? .default).sgrParameters(foreground: false)
    }
    return parameters
  }

  /// The number of bytes `sgrSequence(parameters)` has.
  private static func encodedLength(_ parameters: [Int]) -> Int {
    var length = 3 + parameters.count - 1  // ESC [ … m and the separators.
    for parameter in parameters {
      length += parameter < 10 ? 1 : parameter < 100 ? 2 : 3
    }
    return length
  }

  /// `ESC [ p1 ; p2 ; … m`.
  private static func sgrSequence(_ parameters: [Int]) -> String {
    var sequence = "\u{1B}["
    for (position, parameter) in parameters.enumerated() {
      if position > 0 { sequence += ";" }
      sequence += String(parameter)
    }
    sequence += "m"
    return sequence
  }
}
