import Folio
import Foundation

/// A whole interaction as one text: each step a ``HeadlessDriver`` took — its input as a
/// heading, what it cost, the screen after it — in order, readable in a code review.
///
/// ```text
/// ── press right ── 1 frame, 96 bytes
/// ┌──────────────────────────────┐
/// │Showing 11–20 of 1,000        │
/// └──────────────────────────────┘
/// ── advance 250 ms ── (the screen is unchanged)
/// ```
///
/// A step that drew several frames shows the last; one that changed nothing says so. The
/// cost — frames drawn that changed the screen, bytes a terminal would have received — is
/// part of the text, so a change in what a step repaints shows in review like a change on
/// screen. Use ``assertStoryboard(of:named:from:costs:colorMode:record:filePath:function:line:column:file:)``
/// to keep one as a golden.
public struct Storyboard: Sendable {
  /// One step and the screen after it.
  public struct Scene: Sendable {
    /// What was done: `press down`, `type "zstd"`, `advance 300 ms`…
    public var label: String
    /// The bytes a terminal would have received during the step.
    public var bytes: Int
    /// The frames the step drew that changed the screen.
    public var frames: Int
    /// The screen after the step; nil when the step left it as it was.
    public var screen: Canvas?
  }

  /// The steps, in order.
  public var scenes: [Scene]

  /// The storyboard of `driver`'s steps from step `start` on.
  @MainActor
  public init(_ driver: HeadlessDriver, from start: Int = 0) {
    let steps = driver.steps
    let frames = driver.frames
    scenes = steps.indices.dropFirst(max(0, start)).map { index in
      let step = steps[index]
      return Scene(
        label: step.label, bytes: step.bytes.count, frames: step.framesDrawn,
        screen: frames.last { $0.step == index }?.canvas)
    }
  }

  /// The storyboard as text: each scene's heading, then its screen between rails (`plain`)
  /// or, with a `colorMode` other than `none`, its lines with styles as tags
  /// (`{bold fg=red}…{/}`). With `costs`, each heading says the frames and bytes.
  public func text(colorMode: ColorMode = .none, costs: Bool = true) -> String {
    var lines: [String] = []
    for scene in scenes {
      var heading = "── \(scene.label) ──"
      if costs {
        heading += " \(scene.frames) frame\(scene.frames == 1 ? "" : "s"), \(scene.bytes) bytes"
      }
      guard let screen = scene.screen else {
        lines.append(heading + (costs ? "; " : " ") + "(the screen is unchanged)")
        continue
      }
      lines.append(heading)
      if colorMode == .none {
        let rule = String(repeating: "─", count: screen.width)
        lines.append("┌" + rule + "┐")
        for line in screen.plainText().split(separator: "\n", omittingEmptySubsequences: false) {
          lines.append("│" + line + "│")
        }
        lines.append("└" + rule + "┘")
      } else {
        lines.append(screen.taggedText(colorMode: colorMode))
      }
    }
    return lines.joined(separator: "\n")
  }
}

/// Asserts the interaction a ``HeadlessDriver`` went through — every step from `start` on,
/// its input, cost and the screen after it (see ``Storyboard``) — against one golden:
/// `<test>[.<name>].storyboard.txt`, and when the driver draws in colour (or `colorMode`
/// says) `<test>[.<name>].storyboard.<mode>.styled.txt` with the styles as tags.
///
/// ```swift
/// try await driver.press(.right)
/// try await driver.advance(by: .milliseconds(250))
/// assertStoryboard(of: driver)
/// ```
///
/// Goldens are written and compared as ``assertSnapshot(of:width:height:colorMode:environment:named:transcript:record:filePath:function:line:column:file:)``
/// writes and compares them (see ``SnapshotRecordMode``); a mismatch fails the caller's
/// test in Swift Testing or XCTest.
@MainActor
public func assertStoryboard(
  of driver: HeadlessDriver, named name: String? = nil, from start: Int = 0,
  costs: Bool = true, colorMode: ColorMode? = nil, record: SnapshotRecordMode? = nil,
  filePath: String = #filePath, function: String = #function, line: Int = #line,
  column: Int = #column, file: StaticString = #filePath
) {
  let caller = SnapshotCaller(
    filePath: filePath, function: function, line: line, column: column, file: file)
  let storyboard = Storyboard(driver, from: start)
  var base = testName(function)
  if let name { base += "." + name }
  base += ".storyboard"
  var files = [(name: base + ".txt", text: storyboard.text(costs: costs))]
  let mode = colorMode ?? driver.environment.colorMode
  if mode != .none {
    files.append(
      (
        name: base + ".\(mode.rawValue).styled.txt",
        text: storyboard.text(colorMode: mode, costs: costs)
      ))
  }
  checkSnapshotFiles(files, base: base, record: record, at: caller)
}
