/// `folio-demo browse`: page through a simulated remote API.
enum BrowseCommand {
  static func run(_ raw: [String]) async throws {
    throw Arguments.UsageError(description: "browse: not built yet")
  }
}
