import TribeData
import TribeTemplates

/// The pages' own words ("The next two weeks", "+3 more", "Subscribe") in the family's
/// language, from the templates' `strings/<language>.json`, with English for any word missing.
public struct PageWords: Sendable {
    /// One word or sentence, or a pair chosen by a count.
    enum Phrase: Sendable, Equatable {
        case text(String)
        case counted(one: String, other: String)
    }

    /// The language of the strings file the words came from (`en` when none matched).
    public let language: String
    let phrases: [String: Phrase]
    let plural: PluralRule
    /// `phrases` by the words the code asks for: hashing a word's case is cheaper than hashing
    /// its name, and every word a page writes is looked up here.
    private let byWord: [Word: Phrase]
    /// Each category's label, in `EventCategory.allCases`' order: every entry and every feed's
    /// event names its category, so it is read by position rather than looked up as a word.
    let categoryLabels: [String]

    init(language: String, phrases: [String: Phrase]) {
        self.language = language
        self.phrases = phrases
        plural = PluralRule(language: language)
        let byWord = Dictionary(
            uniqueKeysWithValues: Word.allCases.compactMap { word in phrases[word.rawValue].map { (word, $0) } })
        self.byWord = byWord
        categoryLabels = EventCategory.allCases.map { Self.text(of: $0.word, in: byWord) }
    }

    /// The words of the built-in `strings/en.json`.
    public static let english = PageWords(language: "en", phrases: StringsFile.builtInEnglish)
    /// `english` as templates see it, before a build fills in its zone and title.
    static let englishContext = english.templateValue(zone: "", site: "")

    /// The word, with `{name}`-style placeholders filled from `values`.
    ///
    /// The values are pairs rather than a dictionary: a word has a placeholder or two, and
    /// hashing them into a new dictionary for each word would cost more than filling them in.
    func callAsFunction(_ word: Word, _ values: KeyValuePairs<String, String> = [:]) -> String {
        Self.fill(Self.text(of: word, in: byWord), values)
    }

    /// The words under a key the code makes (`weather.lightrain`), or nil when the strings
    /// have none.
    func phrase(named key: String) -> String? {
        switch phrases[key] {
        case .text(let text): return text
        case .counted(_, let other): return other
        case nil: return StringsFile.builtInEnglish[key].flatMap { if case .text(let text) = $0 { text } else { nil } }
        }
    }

    /// The word that goes with `count` ("1 night", "4 nights"), `{count}` filled in.
    func callAsFunction(_ word: Word, count: Int, _ values: KeyValuePairs<String, String> = [:]) -> String {
        let number = String(count)
        switch byWord[word] {
        case .counted(let one, let other):
            return Self.fill(plural.isSingular(count) ? one : other, values, count: number)
        case .text(let phrase): return Self.fill(phrase, values, count: number)
        case nil: return word.rawValue
        }
    }

    /// Every word for templates as `words.<key>` (a counted one as `words.<key>.one` and
    /// `.other`), with the site-wide placeholders filled: `{zone}` and `{site}`.
    func templateValue(zone: String, site: String) -> TemplateValue {
        var object: TemplateObject = [:]
        let values: KeyValuePairs = ["zone": zone, "site": site]
        for (key, phrase) in phrases {
            switch phrase {
            case .text(let text): object[key] = .text(Self.fill(text, values))
            case .counted(let one, let other):
                object[key] = .object(["one": .text(Self.fill(one, values)), "other": .text(Self.fill(other, values))])
            }
        }
        return .object(object)
    }
}

private extension PageWords {
    /// The word's text with no count to choose by (a counted word's "other" form), or its key
    /// when the strings do not have it.
    static func text(of word: Word, in byWord: [Word: Phrase]) -> String {
        switch byWord[word] {
        case .text(let phrase): return phrase
        case .counted(_, let other): return other
        case nil: return word.rawValue
        }
    }

    /// Replaces each `{key}` of `values`, and `{count}` with `count` when given; other braces
    /// stay as they are.
    static func fill(_ text: String, _ values: KeyValuePairs<String, String>, count: String? = nil) -> String {
        guard !values.isEmpty || count != nil else { return text }
        var utf8 = text
        let filled = utf8.withUTF8 { bytes -> String? in
            // On the bytes: a brace is one byte, and searching characters would break every
            // grapheme of every word the pages write.
            guard var open = bytes.firstIndex(of: UInt8(ascii: "{")) else { return nil }
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 32)
            var copied = 0
            while true {
                let name = open + 1
                var next = name
                if let close = bytes[name...].firstIndex(of: UInt8(ascii: "}")),
                    let value = value(
                        named: UnsafeBufferPointer(rebasing: bytes[name..<close]), in: values, count: count)
                {
                    result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<open]))
                    result.append(contentsOf: value.utf8)
                    copied = close + 1
                    next = copied
                }
                guard let found = bytes[next...].firstIndex(of: UInt8(ascii: "{")) else { break }
                open = found
            }
            result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
            return String(decoding: result, as: UTF8.self)
        }
        return filled ?? text
    }

    /// The value of the placeholder spelt `name`: `count` for `{count}` when given, else the
    /// first pair with that key.
    static func value(named name: UnsafeBufferPointer<UInt8>, in values: KeyValuePairs<String, String>, count: String?)
        -> String?
    {
        if let count, "count".utf8.elementsEqual(name) { return count }
        for (key, value) in values where key.utf8.elementsEqual(name) { return value }
        return nil
    }
}
