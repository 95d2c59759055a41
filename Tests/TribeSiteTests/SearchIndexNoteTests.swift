import Testing
import TribePressTestSupport

@testable import TribeSite

struct SearchIndexNoteTests {
    @Test func asciiNotesAreCutAsTheUnicodeReadingCutsThem() {
        // Random runs of every ASCII character, many of them longer than the limit, so cuts
        // fall inside words, on the joining space and after CR LF: the byte reading must give
        // what reading characters gives.
        var generator = SeededGenerator(seed: 20_261_124)
        let lengths = [
            0, 1, 2, 5, 40, SearchIndex.noteLimit - 1, SearchIndex.noteLimit, SearchIndex.noteLimit + 1, 1_200,
        ]
        for _ in 0..<400 {
            let length = lengths.randomElement(using: &generator) ?? 0
            // Half the characters whitespace, so runs of it are common.
            let text = String(
                (0..<length).map { _ -> Character in
                    Bool.random(using: &generator)
                        ? ([" ", "\t", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}"] as [Character]).randomElement(
                            using: &generator) ?? " "
                        : Character(Unicode.Scalar(UInt8.random(in: 0...0x7F, using: &generator)))
                })
            let note = SearchIndex.note(text)
            #expect(note == SearchIndex.unicodeNote(text), "\(Array(text.utf8))")
            #expect((note?.count ?? 0) <= SearchIndex.noteLimit)
        }
    }

    @Test func latinNotesAreCutAsTheUnicodeReadingCutsThem() {
        // As above with accented letters, non-breaking and typographic spaces, dashes and
        // currency signs, which the scalar reading takes without Foundation.
        var generator = SeededGenerator(seed: 20_261_126)
        let lengths = [1, 2, 40, SearchIndex.noteLimit - 1, SearchIndex.noteLimit, SearchIndex.noteLimit + 1, 1_200]
        let spaces: [Unicode.Scalar] = [" ", "\t", "\n", "\r", "\u{85}", "\u{A0}", "\u{2009}", "\u{202F}", "\u{205F}"]
        let letters: [Unicode.Scalar] =
            (Array(UInt32(0x21)...0x7E) + Array(0xA1...0x17F)).compactMap(Unicode.Scalar.init)
            + ["\u{2013}", "\u{2019}", "\u{2026}", "\u{20AC}"]
        for _ in 0..<400 {
            let length = lengths.randomElement(using: &generator) ?? 1
            var text = ""
            for _ in 0..<length {
                let pool = Bool.random(using: &generator) ? spaces : letters
                text.unicodeScalars.append(pool.randomElement(using: &generator) ?? " ")
            }
            // Read without Foundation, or this test would hold Foundation to itself.
            #expect(text.plainWords(folded: false, limit: SearchIndex.noteLimit) != nil)
            let note = SearchIndex.note(text)
            #expect(note == SearchIndex.unicodeNote(text), "\(text.unicodeScalars.map(\.value))")
            #expect((note?.count ?? 0) <= SearchIndex.noteLimit)
        }
    }

    @Test func aNoteOfWhitespaceAloneIsNone() {
        #expect(SearchIndex.note(" \t\r\n ") == nil)
        #expect(SearchIndex.note("") == nil)
    }

    @Test func anAccentAfterTheCutStaysWithItsLetter() {
        // "e" then a combining acute accent is one character: the note keeps both, though
        // the letter alone would fill the limit in bytes.
        let text = String(repeating: "a", count: SearchIndex.noteLimit - 1) + "e\u{301} more"
        let note = SearchIndex.note(text)
        #expect(note?.count == SearchIndex.noteLimit)
        #expect(note?.hasSuffix("e\u{301}") == true)
        #expect(note?.utf8.count == SearchIndex.noteLimit + 2)
    }
}
