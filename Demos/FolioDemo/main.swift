import Folio

let view = VStack {
  HStack {
    Text("Stories").bold()
    Spacer()
    Text("12 new").foregroundColor(.green)
  }
  Divider(label: "Today")
  for i in 1...3 {
    Text("Item \(i) · alpha 漢字 🚀 and a long line that wraps around somewhere")
  }
  Text("evil \u{1B}]0;title\u{07} \u{1B}[2J done")
  ViewThatFits {
    Text("‹ Previous  1 … 4 5 [6] 7 8 … 20  Next ›")
    Text("‹ 6 / 20 ›")
  }
}
.padding(horizontal: 1)
.border(.rounded, title: "Folio")

print(view.renderANSI(width: 40))
print(view.renderPlainText(width: 24))
