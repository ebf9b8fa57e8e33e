import Testing

@testable import FolioTesting

@Suite struct FolioTestingTests {
  @Test func moduleLoads() {
    #expect(Bool(true))
  }
}
