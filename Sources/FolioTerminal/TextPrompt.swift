import Folio

/// A question answered with a line of text: its state, its keys and its lines.
struct TextPrompt {
  let question: String
  let placeholder: String
  let defaultAnswer: String?
  let isMasked: Bool
  let validate: (String) -> String?
  var field: TextFieldState
  var problem: String?
  var answer: String?
  var cancelled = false

  @ViewBuilder var view: some View {
    if let answer {
      EnvironmentReader { [question, isMasked] environment in
        Prompt.answered(
          question,
          isMasked ? String(repeating: environment.symbols.bullet, count: answer.count) : answer,
          spoken: isMasked ? environment.accessibilityLabels.hiddenText(count: answer.count) : nil)
      }
    } else if cancelled {
      Prompt.cancelled(question)
    } else {
      VStack(alignment: .leading) {
        HStack(spacing: 1) {
          Prompt.question(question).fixedSize()
          TextField(state: field, placeholder: placeholder, isMasked: isMasked).focused()
        }
        if let problem {
          EnvironmentReader { environment in
            Text("  " + problem).style(environment.theme.error).truncated()
          }
        }
      }
    }
  }

  mutating func handle(_ event: TerminalEvent) -> ApplicationAction {
    switch event {
    case .key(.enter):
      let text = field.isEmpty ? (defaultAnswer ?? "") : field.text
      if let problem = validate(text) {
        self.problem = problem
        return .continue
      }
      answer = text
      return .quit
    case .key(.escape), .key(.ctrl("c")):
      cancelled = true
      return .quit
    default:
      let before = field.text
      if field.handle(event), field.text != before { problem = nil }
      if field.lastInsertionWasCut, let limit = field.maxLength {
        problem = "Cut to \(NumberFormatting.format(limit)) characters"
      }
      return .continue
    }
  }
}
