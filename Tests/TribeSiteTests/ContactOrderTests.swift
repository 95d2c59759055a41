import Foundation
import Testing

@testable import TribeSite

struct ContactOrderTests {
    private let posix = Locale(identifier: "en_US_POSIX")

    private func foundationFolded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: posix)
    }

    @Test func asciiTextFoldsAsFoundationFoldsIt() {
        let everyPrintable = String(decoding: (0x20...0x7E).map { UInt8($0) }, as: UTF8.self)
        for text in [everyPrintable, "Dr. O'Neil-Smith", "ZOE", "van der Berg", "", "\t\u{7F}"] {
            #expect(ContactPages.folded(text, locale: posix) == foundationFolded(text), "\(text)")
        }
    }

    @Test func textBeyondASCIILosesItsAccentsAndCase() {
        #expect(ContactPages.folded("Zoë Åström", locale: posix) == "zoe astrom")
        #expect(ContactPages.folded("ÉLODIE", locale: posix) == "elodie")
    }

    @Test func contactsSortIgnoringCaseAndAccentsThenByExactNameThenByID() {
        let names = ["zoe", "Zoë", "Adam", "Émile", "emile", "Zoë"]
        let sorted = ContactPages.sortedForReading(Array(names.enumerated()), by: \.element, then: \.offset)
        #expect(sorted.map(\.offset) == [2, 4, 3, 1, 5, 0])
    }
}
