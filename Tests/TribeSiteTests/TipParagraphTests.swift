import Testing

@testable import TribeSite

struct TipParagraphTests {
    /// What the paragraph was before it was split by scalars: the characters Swift calls
    /// newlines.
    private func splitByCharacters(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).map(\.spacesTrimmed).filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// Every scalar of the Basic Multilingual Plane next to every line break, on either side,
    /// joins as splitting by characters joins it.
    @Test func everyScalarBesideEveryLineBreakJoinsAsSplittingByCharacters() {
        let breaks = ["\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}", "\n\r"]
        let scalars = (0..<0x10000).compactMap(Unicode.Scalar.init).filter { $0 != "\0" }
        var differing: [String] = []
        for scalar in scalars {
            for lineBreak in breaks {
                let text = "a\(scalar)\(lineBreak)\(scalar)b \(lineBreak)\(lineBreak) \(scalar)"
                if TripPages.oneParagraph(text) != splitByCharacters(text) { differing.append(text) }
            }
        }
        #expect(differing.isEmpty)
    }

    @Test func linesAreTrimmedAndJoinedByOneSpaceWithEmptyOnesLeftOut() {
        let text = "Best pizza\r\n\r\n  in town \u{2028}\t\u{301}really"
        #expect(TripPages.oneParagraph(text) == "Best pizza in town \u{301}really")
        #expect(TripPages.oneParagraph(" \n \u{85} ") == "")
    }
}
