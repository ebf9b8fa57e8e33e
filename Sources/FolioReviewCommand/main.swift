import FolioReview
import FolioTerminal
import Foundation

// `folio-review`: the review of pending goldens. Everything is in FolioReview, where the
// tests drive it; this file only wires it to the process, on Folio's main loop (a review left
// open costs nothing while it waits for a key).
MainLoop.run {
  do {
    let outcome = try await ReviewCommand.run(
      Array(CommandLine.arguments.dropFirst()),
      isTerminal: TerminalSession.isTerminal(0) && TerminalSession.isTerminal(1))
    try TerminalWriter(fileDescriptor: 1).write(outcome.output)
    if !outcome.errors.isEmpty { FileHandle.standardError.write(Data(outcome.errors.utf8)) }
    exit(outcome.status)
  } catch let error as ReviewCommand.UsageError {
    FileHandle.standardError.write(Data("folio-review: \(error)\n\n\(ReviewCommand.usage)".utf8))
    exit(64)
  } catch {
    FileHandle.standardError.write(Data("folio-review: \(error)\n".utf8))
    exit(1)
  }
}
