import Testing

@testable import Folio

@Suite struct PaginatedListLabelTests {
  @Test func theFailedFirstPageTitleComesFromTheLabels() {
    var environment = EnvironmentValues()
    environment.colorMode = .none
    environment.stateLabels.loadFailed = "Chargement impossible"
    let list = PaginatedList([String](), state: .error(message: "Délai dépassé.")) { Text($0) }
    let text = list.renderCanvas(width: 40, environment: environment).plainText()
    #expect(text.contains("Chargement impossible"))
    #expect(text.contains("Délai dépassé."))
    #expect(!text.contains("Couldn't load"))
  }
}
