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

    init(language: String, phrases: [String: Phrase]) {
        self.language = language
        self.phrases = phrases
        plural = PluralRule(language: language)
    }

    /// The words of the built-in `strings/en.json`.
    public static let english = PageWords(language: "en", phrases: StringsFile.builtInEnglish)
    /// `english` as templates see it, before a build fills in its zone and title.
    static let englishContext = english.templateValue(zone: "", site: "")

    /// The word, with `{name}`-style placeholders filled from `values`.
    func callAsFunction(_ word: Word, _ values: [String: String] = [:]) -> String {
        let text: String
        switch phrases[word.rawValue] {
        case .text(let phrase): text = phrase
        case .counted(_, let other): text = other
        case nil: text = word.rawValue
        }
        return Self.fill(text, values)
    }

    /// The word that goes with `count` ("1 night", "4 nights"), `{count}` filled in.
    func callAsFunction(_ word: Word, count: Int, _ values: [String: String] = [:]) -> String {
        var values = values
        values["count"] = String(count)
        switch phrases[word.rawValue] {
        case .counted(let one, let other): return Self.fill(plural.isSingular(count) ? one : other, values)
        case .text(let phrase): return Self.fill(phrase, values)
        case nil: return word.rawValue
        }
    }

    /// Every word for templates as `words.<key>` (a counted one as `words.<key>.one` and
    /// `.other`), with the site-wide placeholders filled: `{zone}` and `{site}`.
    func templateValue(zone: String, site: String) -> TemplateValue {
        var object: TemplateObject = [:]
        let values = ["zone": zone, "site": site]
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
    /// Replaces each `{key}` of `values`; other braces stay as they are.
    static func fill(_ text: String, _ values: [String: String]) -> String {
        // On the bytes: a brace is one byte, and searching characters breaks every grapheme
        // of every word the pages write (2 % of a family's `check`).
        let bytes = text.utf8
        guard !values.isEmpty, var open = bytes.firstIndex(of: UInt8(ascii: "{")) else { return text }
        var result = ""
        var copied = bytes.startIndex
        while true {
            let name = bytes.index(after: open)
            var next = name
            if let close = bytes[name...].firstIndex(of: UInt8(ascii: "}")),
                let value = values[String(text[name..<close])]
            {
                result += text[copied..<open]
                result += value
                copied = bytes.index(after: close)
                next = copied
            }
            guard let found = bytes[next...].firstIndex(of: UInt8(ascii: "{")) else { break }
            open = found
        }
        return result + text[copied...]
    }
}
