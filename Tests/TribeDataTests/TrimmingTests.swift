import Foundation
import Testing
import TribeData

/// `trimmedNonEmpty` against Foundation's trimming of `.whitespacesAndNewlines`.
struct TrimmingTests {
    static let samples = [
        "  a ", "\u{85}x\u{2028}", "\u{200B}y\u{200B}", "\u{FEFF}z ", "\u{A0}w\u{3000}", "", "   ", "e\u{301} ",
        "\t\n\r\u{0B}\u{0C}q",
        "\u{1680}k\u{180E}", "\u{2029}\u{202F}v\u{205F}", "inner  space", "Zoë", "\r\n",
        // ASCII other than spaces at both ends, or not quite.
        "x", "x y", "x\u{A0}", "\u{A0}x", "\u{1C}x\u{1F}", "a\t", "\u{0B}a", "😀 ", "~!",
    ]

    @Test(arguments: samples)
    func trimsAsFoundationDoes(_ text: String) {
        let foundation = text.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(text.trimmedNonEmpty == (foundation.isEmpty ? nil : foundation))
    }
}
