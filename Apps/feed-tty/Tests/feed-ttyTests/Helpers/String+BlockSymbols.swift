extension String {
    /// Whether the line holds block symbols (U+2580–U+259F): a line of a picture drawn in text
    /// cells, whichever symbols its cells took.
    var holdsBlockSymbols: Bool {
        unicodeScalars.contains { (0x2580...0x259F).contains($0.value) }
    }
}
