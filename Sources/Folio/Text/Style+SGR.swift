extension Color {
  /// The SGR parameters that select this colour, as it is, for the foreground (`38`, `39`,
  /// `30`–`37`, `90`–`97`) or the background (`48`, `49`, `40`–`47`, `100`–`107`).
  ///
  /// `.ansi(n)` with n ≥ 16 is written as the palette entry n.
  func sgrParameters(foreground: Bool) -> [Int] {
    var parameters: [Int] = []
    forEachSGRParameter(foreground: foreground) { parameters.append($0) }
    return parameters
  }

  /// Calls `body` with each parameter of ``sgrParameters(foreground:)``, without building an
  /// array.
  func forEachSGRParameter(foreground: Bool, _ body: (Int) -> Void) {
    let base = foreground ? 0 : 10
    switch self {
    case .default:
      body(39 + base)
    case .ansi(let n) where n < 8:
      body(30 + base + Int(n))
    case .ansi(let n) where n < 16:
      body(90 + base + Int(n) - 8)
    case .ansi(let n), .indexed(let n):
      body(38 + base)
      body(5)
      body(Int(n))
    case .rgb(let r, let g, let b):
      body(38 + base)
      body(2)
      body(Int(r))
      body(Int(g))
      body(Int(b))
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
  ///
  /// - Complexity: O(1); builds only the string it returns.
  static func sgrTransition(from: Style, to: Style, mode: ColorMode) -> String {
    var bytes: [UInt8] = []
    appendSGRTransition(from: from, to: to, mode: mode, into: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends ``sgrTransition(from:to:mode:)`` to `bytes`, without building a string.
  static func appendSGRTransition(
    from: Style, to: Style, mode: ColorMode, into bytes: inout [UInt8]
  ) {
    guard mode != .none else { return }
    let old = from.converted(to: mode).resolved
    let new = to.converted(to: mode).resolved
    if old == new { return }
    if new == Style.plain.resolved {
      bytes.append(contentsOf: [0x1B, 0x5B, 0x30, 0x6D])  // ESC [ 0 m
      return
    }
    var changes = SGRLength()
    forEachChange(from: old, to: new) { changes.add($0) }
    var reset = SGRLength()
    reset.add(0)
    forEachSetting(of: new) { reset.add($0) }
    if reset.bytes < changes.bytes {
      appendSGRSequence(into: &bytes) { emit in
        emit(0)
        forEachSetting(of: new, emit)
      }
    } else {
      appendSGRSequence(into: &bytes) { emit in forEachChange(from: old, to: new, emit) }
    }
  }

  /// Calls `body` with the parameters that set a resolved `style` on a terminal in its
  /// default state.
  private static func forEachSetting(of style: Style, _ body: (Int) -> Void) {
    if style.bold == true { body(1) }
    if style.dim == true { body(2) }
    if style.italic == true { body(3) }
    if style.underline == true { body(4) }
    if style.reverse == true { body(7) }
    if style.strikethrough == true { body(9) }
    if let color = style.foreground, color != .default {
      color.forEachSGRParameter(foreground: true, body)
    }
    if let color = style.background, color != .default {
      color.forEachSGRParameter(foreground: false, body)
    }
  }

  /// Calls `body` with the parameters that change the resolved style `old` into the resolved
  /// style `new`, one attribute or colour at a time.
  private static func forEachChange(from old: Style, to new: Style, _ body: (Int) -> Void) {
    let bold = (old.bold == true, new.bold == true)
    let dim = (old.dim == true, new.dim == true)
    if (bold.0 && !bold.1) || (dim.0 && !dim.1) {
      // 22 is "normal intensity": it clears both, so whichever stays on is set again.
      body(22)
      if bold.1 { body(1) }
      if dim.1 { body(2) }
    } else {
      if bold.1 && !bold.0 { body(1) }
      if dim.1 && !dim.0 { body(2) }
    }
    if old.italic != new.italic { body(new.italic == true ? 3 : 23) }
    if old.underline != new.underline { body(new.underline == true ? 4 : 24) }
    if old.reverse != new.reverse { body(new.reverse == true ? 7 : 27) }
    if old.strikethrough != new.strikethrough { body(new.strikethrough == true ? 9 : 29) }
    if old.foreground != new.foreground {
      (new.foreground ?? .default).forEachSGRParameter(foreground: true, body)
    }
    if old.background != new.background {
      (new.background ?? .default).forEachSGRParameter(foreground: false, body)
    }
  }

  /// Appends `ESC [ p1 ; p2 ; … m` to `bytes`.
  private static func appendSGRSequence(
    into bytes: inout [UInt8], _ parameters: ((Int) -> Void) -> Void
  ) {
    bytes.append(0x1B)
    bytes.append(0x5B)  // [
    var first = true
    parameters { parameter in
      if !first { bytes.append(0x3B) }  // ;
      first = false
      if parameter >= 100 { bytes.append(UInt8(0x30 + parameter / 100)) }
      if parameter >= 10 { bytes.append(UInt8(0x30 + parameter / 10 % 10)) }
      bytes.append(UInt8(0x30 + parameter % 10))
    }
    bytes.append(0x6D)  // m
  }
}

/// The byte length of an SGR sequence, counted parameter by parameter.
private struct SGRLength {
  /// `ESC [` and `m`, then each parameter's digits and separator.
  private(set) var bytes = 3
  private var count = 0

  mutating func add(_ parameter: Int) {
    bytes += (count > 0 ? 1 : 0) + (parameter < 10 ? 1 : parameter < 100 ? 2 : 3)
    count += 1
  }
}
