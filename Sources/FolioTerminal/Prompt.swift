import Folio

/// The prompts' common parts: the question line, the hint line, and whether they can ask.
enum Prompt {
  /// Whether keys can be read and a region drawn: on the terminal, one exists and is not
  /// `dumb`; under another driver, the driver says.
  @MainActor static var canAsk: Bool { CurrentDriver.resolved.isInteractive }

  /// The answer without a terminal: the default, or the error that says why there is none.
  static func fallback<Answer>(_ answer: Answer?) throws(PromptError) -> Answer {
    guard let answer else { throw .noTerminal }
    return answer
  }

  /// `? question`, the mark in the theme's accent.
  static func question(_ text: String) -> some View {
    EnvironmentReader { environment in
      HStack(spacing: 1) {
        Text("?").style(environment.theme.accent).accessibilityHidden()
        Text(text).bold().truncated().accessibilityAddTraits(.isHeader)
      }
    }
  }

  /// What the region keeps once cancelled: `✗ question` (`x` in ASCII), dim.
  static func cancelled(_ question: String) -> some View {
    EnvironmentReader { environment in
      HStack(spacing: 1) {
        Text(environment.symbols.isASCII ? "x" : "✗").style(environment.theme.error)
        Text(question).truncated()
      }
      .accessibilityLabel(question + " " + environment.accessibilityLabels.cancelled)
      .dim()
    }
  }

  /// A dim line of keys, in the symbols of the environment (`up/down` in ASCII).
  static func hint(_ text: String) -> some View {
    EnvironmentReader { environment in
      Text(environment.symbols.adapting(text)).dim().truncated()
    }
  }

  /// What the region keeps once answered: `✓ question answer` (`v` in ASCII), read as
  /// `question: answer` — or `spoken`, when the answer shown is not to be read (a secret's
  /// bullets).
  static func answered(_ question: String, _ answer: String, spoken: String? = nil) -> some View {
    EnvironmentReader { environment in
      HStack(spacing: 1) {
        Text(environment.symbols.isASCII ? "v" : "✓").style(environment.theme.success)
        Text(question).bold().layoutPriority(1).truncated()
        Text(answer).foregroundColor(environment.theme.accent.foreground ?? .cyan).truncated()
      }
      .accessibilityLabel(
        question + (question.last.map { "?:!.".contains($0) } == true ? " " : ": ")
          + (spoken ?? answer))
    }
  }
}
