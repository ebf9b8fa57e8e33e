import Folio

/// Why a prompt returned no answer.
public enum PromptError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The user left the prompt with Esc or Ctrl-C.
  case cancelled
  /// There is no terminal to ask on (a pipe, CI, `TERM=dumb`) and no default was given.
  case noTerminal

  public var description: String {
    switch self {
    case .cancelled: "cancelled"
    case .noTerminal:
      "no terminal to ask on (standard input and /dev/tty are not terminals, or TERM=dumb);"
        + " give the answer another way"
    }
  }
}
