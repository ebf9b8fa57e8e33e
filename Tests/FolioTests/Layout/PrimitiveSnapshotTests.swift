import FolioTesting
import Testing

@testable import Folio

/// Every primitive and modifier, at widths 1, 2, 10, 40 and 80, in colour modes `none` and
/// `ansi16` (and truecolor where colour is the point).
@Suite(.snapshotTranscripts) struct PrimitiveSnapshotTests {
  static let widths = [1, 2, 10, 40, 80]

  func sweep(
    _ view: some View, height: Int? = nil, modes: [ColorMode] = [.none, .ansi16],
    filePath: String = #filePath, function: String = #function, line: Int = #line
  ) {
    for mode in modes {
      assertSnapshots(
        of: view, widths: Self.widths, height: height, colorMode: mode, filePath: filePath,
        function: function, line: line)
    }
  }

  @Test func text() {
    sweep(
      VStack {
        Text("Folio draws long, paged, remote data in a terminal: 漢字, café, 🚀 and all.")
        Text("Second paragraph\nafter a hard break.")
      })
  }

  @Test func textTruncation() {
    sweep(
      VStack {
        Text("end: the quick brown fox jumps over the lazy dog").truncated(.end)
        Text("start: the quick brown fox jumps over the lazy dog").truncated(.start)
        Text("middle: the quick brown fox jumps over the lazy dog").truncated(.middle)
        Text("limit: the quick brown fox jumps over the lazy dog, twice over").lineLimit(2)
      })
  }

  @Test func untrustedText() {
    sweep(Text("title\u{1B}]0;pwned\u{07} clear\u{1B}[2J tab\there bidi\u{202E}txet"))
  }

  @Test func stacks() {
    sweep(
      VStack(spacing: 1) {
        HStack {
          Text("Name").bold()
          Spacer()
          Text("Status").foregroundColor(.green)
        }
        HStack(alignment: .center) {
          Text("tall\ncell\nhere")
          Text("centred")
        }
        VStack(alignment: .trailing) {
          Text("right")
          Text("aligned column")
        }
        ZStack(alignment: .trailing) {
          Text("underneath text")
          Text("over").reverse()
        }
      })
  }

  @Test func spacerAndDivider() {
    sweep(
      VStack {
        HStack(spacing: 0) {
          Text("[")
          Spacer()
          Text("]")
        }
        Divider()
        Divider(label: "Section")
      })
  }

  @Test func paddingAndFrames() {
    sweep(
      VStack {
        Text("padded").padding(1).background(.blue)
        Text("fixed").frame(width: 9, height: 1, alignment: .center).background(.magenta)
        Text("fill").frame(maxWidth: .max, alignment: .trailing).background(.cyan)
        Text("min").frame(minWidth: 7, alignment: .center).underline()
      })
  }

  @Test func grid() {
    sweep(
      Grid(columns: [
        .fitting(minimum: 3, maximum: 12), .flexible(), .fitting(alignment: .trailing),
      ]) {
        GridRow {
          Text("Name").bold()
          Text("Description").bold()
          Text("Size").bold()
        }
        Divider()
        GridRow {
          Text("README.md").truncated()
          Text("What the project is and how to try it").truncated()
          Text("4 KB")
        }
        GridRow {
          Text("Sources").truncated()
          Text("The code, one folder a module").truncated()
          Text("120 KB")
        }
      })
  }

  @Test func scrollView() {
    sweep(
      ScrollView(offset: 4) {
        VStack { ForEach(0..<12) { Text("Row \($0) of a scrolled column").truncated() } }
      }, height: 5)
  }

  @Test func priorityAndFixedSize() {
    sweep(
      VStack {
        HStack {
          Text("Inbox").truncated()
          Text("a very long description of the folder").truncated().layoutPriority(1)
        }
        HStack {
          Text("Status:").fixedSize()
          Text("everything is fine today").truncated()
        }
      })
  }

  @Test func borders() {
    sweep(
      VStack {
        Text("plain").border(.plain)
        Text("rounded").border(.rounded, title: "Title")
        Text("heavy").border(.heavy, title: "A title far too long to fit")
        Text("double").border(.double)
        Text("ascii").border(.ascii)
      })
  }

  @Test func asciiSymbols() {
    sweep(
      VStack {
        Text("rounded").border(.rounded, title: "Title")
        Divider(label: "ascii")
        Text("an ellipsis appears when this is cut").truncated()
      }.environment(\.symbols, .ascii))
  }

  @Test func viewThatFits() {
    sweep(
      ViewThatFits {
        Text("the longest form of the message")
        Text("a shorter form")
        Text("tiny")
      })
  }

  @Test func groupsAndErasure() {
    sweep(
      VStack {
        Group {
          Text("group one")
          Text("group two")
        }.foregroundColor(.yellow)
        EmptyView()
        AnyView(Text("erased"))
      })
  }

  @Test func styleModifiers() {
    sweep(
      VStack {
        Text("bold").bold()
        Text("dim").dim()
        Text("italic").italic()
        Text("underline").underline()
        Text("reverse").reverse()
        Text("strikethrough").strikethrough()
        Text("red on default").foregroundColor(.red)
        Text("style").style(Style(foreground: .rgb(255, 135, 0), background: .indexed(17)))
      }, modes: [.none, .ansi16, .ansi256, .truecolor])
  }
}
