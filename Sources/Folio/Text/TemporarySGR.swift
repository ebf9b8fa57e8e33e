// Stand-in until the full SGR encoder lands.
extension Style {
  func converted(to mode: ColorMode) -> Style { mode == .none ? .plain : self }

  static func sgrTransition(from: Style, to: Style, mode: ColorMode) -> String {
    if mode == .none { return "" }
    let to = to.resolved
    if to == Style.plain.resolved { return "\u{1B}[0m" }
    var codes = ["0"]
    if to.bold == true { codes.append("1") }
    if to.dim == true { codes.append("2") }
    if to.italic == true { codes.append("3") }
    if to.underline == true { codes.append("4") }
    if to.reverse == true { codes.append("7") }
    if to.strikethrough == true { codes.append("9") }
    if case .ansi(let i) = to.foreground { codes.append(String(i < 8 ? 30 + Int(i) : 82 + Int(i))) }
    if case .ansi(let i) = to.background { codes.append(String(i < 8 ? 40 + Int(i) : 92 + Int(i))) }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }
}
