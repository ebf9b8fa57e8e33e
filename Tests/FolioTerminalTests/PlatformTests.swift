import Testing

@testable import FolioTerminal

@Suite struct PlatformTests {
  @Test func namespaceExists() {
    #expect(String(describing: Platform.self) == "Platform")
  }
}
