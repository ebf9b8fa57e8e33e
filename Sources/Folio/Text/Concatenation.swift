extension String {
  /// `pieces` one after another, their bytes copied once into storage of the whole length:
  /// what `+=` piece by piece makes, without growing the string at each piece. (A label
  /// written on every page turn — a list's summary — is a few pieces.)
  static func concatenating(_ pieces: [String]) -> String {
    var total = 0
    for piece in pieces { total &+= piece.utf8.count }
    guard total > 0 else { return "" }
    return String(unsafeUninitializedCapacity: total) { buffer in
      var offset = 0
      for var piece in pieces {
        piece.withUTF8 { bytes in
          guard let source = bytes.baseAddress else { return }
          (buffer.baseAddress! + offset).initialize(from: source, count: bytes.count)
          offset &+= bytes.count
        }
      }
      return offset
    }
  }
}
