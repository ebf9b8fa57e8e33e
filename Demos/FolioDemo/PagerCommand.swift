/// `folio-demo pager`: a numbered pager over a file or standard input.
enum PagerCommand {
  static func run(_ raw: [String]) async throws {
    throw Arguments.UsageError(description: "pager: not built yet")
  }
}
