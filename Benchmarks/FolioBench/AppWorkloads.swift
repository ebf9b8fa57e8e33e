import Folio
import FolioTerminal

/// W7 as a program runs it: W7's screen as a newcomer writes it
/// (``TickWorkload/PlainScreen``, nothing `.equatable()`) is the view of an `Application`,
/// whose frames are made as a terminal's loop makes them — the event handled, the frame drawn
/// with the application's own memory under its help and notices over the frame before it
/// (`frameUpdate`), shown, and sent as the bytes that update gives. `app-select`: from frame `k` to ↓ handled; `app-tick`: to the spinner's
/// next tick. The screen before is frame `k` drawn the same way, untimed.
@MainActor
func runAppUpdate(_ name: String, tick: Bool) {
  struct Position {
    var page: Int
    var row: Int
  }
  let texts = (1...PagerWorkload.itemCount).map(itemText)
  let app = Application(state: Position(page: 1, row: 0)) { position in
    TickWorkload.PlainScreen(items: texts, page: position.page, selectedRow: position.row)
  } onEvent: { position, event in
    if case .key(.down) = event { position.row = (position.row + 1) % PagerWorkload.pageSize }
    return .continue
  }
  _ = app.start(
    size: TerminalSize(width: PagerWorkload.width, height: PagerWorkload.height),
    environment: PagerWorkload.environment)
  // As the terminal's loop draws: each frame over the last, shown, and sent as the bytes
  // the update gives.
  func drawn() -> [UInt8] {
    let update = app.frameUpdate(addressing: .screen)
    app.show(update.frame)
    return update.bytes
  }
  measureUpdates(name, frames: requestedFrames ?? defaultPagerFrames) { k in
    let (page, row) = PagerWorkload.position(frame: k)
    app.update { position in
      position = Position(page: page, row: row)
      return .continue
    }
    _ = drawn()
  } update: { _, output in
    if tick {
      _ = app.tick()
    } else {
      _ = app.handle(.key(.down))
    }
    output += drawn()
  }
}
