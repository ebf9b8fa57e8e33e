import FolioTesting

@testable import Folio

/// Goldens of `view` at widths 20, 40 and 80, without colour and in 16 colours.
func assertWidths<V: View>(
  _ view: V, named name: String, height: Int? = nil,
  environment: EnvironmentValues = EnvironmentValues(), filePath: String = #filePath,
  function: String = #function, line: Int = #line, column: Int = #column
) {
  for mode in [ColorMode.none, .ansi16] {
    assertSnapshots(
      of: view, widths: [20, 40, 80], height: height, colorMode: mode, environment: environment,
      named: name, filePath: filePath, function: function, line: line, column: column)
  }
}
