import Folio
import FolioShowcase
import FolioTesting
import Testing

/// The gallery is the showcase a newcomer sees first (and the README quotes it): pin it.
@Suite(.snapshotTranscripts) struct GalleryTests {
  @Test func gallery() {
    assertSnapshot(of: Gallery(), width: 72)
    assertSnapshot(of: Gallery(), width: 72, colorMode: .ansi16)
    var ascii = EnvironmentValues()
    ascii.symbols = .ascii
    assertSnapshot(of: Gallery(), width: 40, environment: ascii, named: "ascii")
  }
}
