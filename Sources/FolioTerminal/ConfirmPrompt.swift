import Folio

/// A yes-or-no question: its state, its keys and its line.
struct ConfirmPrompt {
  let question: String
  let defaultAnswer: Bool?
  var answer: Bool?
  var cancelled = false

  var choices: String {
    switch defaultAnswer {
    case true: "(Y/n)"
    case false: "(y/N)"
    default: "(y/n)"
    }
  }

  @ViewBuilder var view: some View {
    if let answer {
      Prompt.answered(question, answer ? "yes" : "no")
    } else if cancelled {
      Prompt.cancelled(question)
    } else {
      HStack(spacing: 1) {
        Prompt.question(question).layoutPriority(1)
        Text(choices).dim()
      }
    }
  }

  mutating func handle(_ event: TerminalEvent) -> ApplicationAction {
    guard case .key(let key) = event else { return .continue }
    switch key {
    case .character("y"), .character("Y"):
      answer = true
    case .character("n"), .character("N"):
      answer = false
    case .enter where defaultAnswer != nil:
      answer = defaultAnswer
    case .escape, .ctrl("c"):
      cancelled = true
    default:
      return .continue
    }
    return .quit
  }
}
