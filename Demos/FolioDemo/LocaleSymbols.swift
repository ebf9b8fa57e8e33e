import Folio
import FolioTerminal

extension SymbolSet {
  /// The symbols the process's locale can show (`LANG=C` gives ASCII): what the demo
  /// prints outside the full-screen commands, which find them for themselves.
  static var ofLocale: SymbolSet {
    SymbolSet.detect(environment: TerminalSession.variables)
  }
}
