import Testing

@testable import TribeSite

struct NamesLineTests {
    /// Split once or not at all, a phrase reads as the word filled in the usual way.
    @Test func namesFillThePhraseAsTheWordsWouldWhereverItNamesThem() {
        let names = ["Maya (accepted)", "Tom", "Zoë"]
        for phrase in ["Invited: {names}", "{names} are invited", "{names} / {names}", "Invited", "{names}", ""] {
            let words = PageWords(language: "en", phrases: ["invited": .text(phrase)])
            var text = "start\n"
            FeedWriter.ComponentWriter.NamesLine(.invited, words: words).append(names: names, to: &text)
            #expect(text == "start\n" + words(.invited, ["names": "Maya (accepted), Tom, Zoë"]), "\(phrase)")
        }
    }
}
