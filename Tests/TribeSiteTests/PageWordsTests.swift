import Foundation
import Testing
import TribeData

@testable import TribeSite

/// The pages' words: the strings files TribePress ships, and how a build picks its language's.
struct PageWordsTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private static func shipped(_ language: String) throws -> [String: Any] {
        let data = try Data(contentsOf: root.appendingPathComponent("templates/strings/\(language).json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// Every `{name}` of every form of a word, so a translation keeps what is filled in.
    private static func placeholders(_ value: Any) -> Set<String> {
        let forms = (value as? [String: String]).map { Array($0.values) } ?? [value as? String ?? ""]
        var found: Set<String> = []
        for form in forms {
            for match in form.matches(of: /\{[a-z]+\}/) { found.insert(String(match.output)) }
        }
        return found
    }

    /// Each category's label is its word in the strings file, in every shipped language.
    @Test func everyCategoryIsLabelledWithItsOwnWord() throws {
        for language in ["en", "fr", "de", "es"] {
            let strings = try Self.shipped(language)
            let words = PageWords(
                language: language, phrases: strings.compactMapValues { ($0 as? String).map(PageWords.Phrase.text) })
            for category in EventCategory.allCases {
                let key = "category" + category.label.replacingOccurrences(of: " ", with: "")
                #expect(words.label(category) == strings[key] as? String, "\(language) \(category)")
            }
        }
    }

    @Test func frenchGermanAndSpanishTranslateEveryEnglishWordWithItsPlaceholders() throws {
        let english = try Self.shipped("en")
        for language in ["fr", "de", "es"] {
            let translated = try Self.shipped(language)
            #expect(Set(translated.keys) == Set(english.keys), "\(language).json has English's keys")
            for (key, value) in english {
                guard let other = translated[key] else { continue }
                #expect(Self.placeholders(other) == Self.placeholders(value), "\(language).json: \(key)")
                // Templates read a counted word's forms, so what English counts stays counted; a
                // translation may count where English does not ("+1 autre", "+2 autres").
                #expect(value is String || !(other is String), "\(language).json: \(key) counted like English")
            }
        }
        // Every shipped file reads without a problem.
        let log = DiagnosticLog()
        for language in ["en", "fr", "de", "es"] {
            let bytes = try Array(
                Data(contentsOf: Self.root.appendingPathComponent("templates/strings/\(language).json")))
            #expect(StringsFile(bytes, file: language, log: log).entries.count == english.count)
        }
        #expect(log.diagnostics.isEmpty)
    }

    @Test func templatesAndCodeNameOnlyWordsTheEnglishFileHas() throws {
        let english = try Self.shipped("en")
        let folder = Self.root.appendingPathComponent("templates")
        var named: Set<String> = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".mustache") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for match in text.matches(of: /\{\{words\.([A-Za-z0-9]+)/) { named.insert(String(match.output.1)) }
        }
        #expect(named.count > 60)
        #expect(named.subtracting(english.keys).isEmpty, "\(named.subtracting(english.keys))")
        // The weather symbols' names, which the code asks for by the forecast's symbol code.
        let symbols = (WeatherSymbolCode.withVariants + WeatherSymbolCode.withoutVariants).map { "weather." + $0 }
        let used = Set(Word.allCases.map(\.rawValue) + symbols)
        #expect(used.subtracting(english.keys).isEmpty, "\(used.subtracting(english.keys))")
        // Nothing in the file goes unused.
        #expect(Set(english.keys).subtracting(named).subtracting(used).isEmpty)
    }

    @Test func countsTakeEachLanguagesSingular() {
        let french = TemplateSet.loadBuiltIn(log: DiagnosticLog()).words(for: "fr", log: DiagnosticLog())
        #expect(french(.events, count: 0) == "0 événement")
        #expect(french(.events, count: 1) == "1 événement")
        #expect(french(.events, count: 2) == "2 événements")
        let english = TemplateSet.loadBuiltIn(log: DiagnosticLog()).words(for: "en-GB", log: DiagnosticLog())
        #expect(english(.events, count: 0) == "0 events")
        #expect(english(.events, count: 1) == "1 event")
        #expect(english.nights(0) == "a day trip" && english.nights(1) == "1 night" && english.nights(4) == "4 nights")
        #expect(PluralRule(language: "ja").singularCounts == "" && PluralRule(language: "pt-PT").singularCounts == "1")
    }

    @Test func placeholdersAreFilledByNameAndOtherBracesStay() {
        let words = PageWords(
            language: "fr",
            phrases: [
                Word.fromTo.rawValue: .text("Du {from} au {to} {inconnu} {{from}} – {ouvert"),
                Word.agenda.rawValue: .text("Été {x}"),
            ])
        #expect(
            words(.fromTo, ["from": "lundi", "to": "mardi 🇫🇷"]) == "Du lundi au mardi 🇫🇷 {inconnu} {lundi} – {ouvert")
        #expect(words(.fromTo) == "Du {from} au {to} {inconnu} {{from}} – {ouvert")
        #expect(words(.agenda, ["y": "z"]) == "Été {x}")
        #expect(words(.agenda, ["x": "{x}é"]) == "Été {x}é")
    }

    @Test func aRegionalLanguageUsesItsLanguagesWords() {
        let log = DiagnosticLog()
        let words = TemplateSet.loadBuiltIn(log: log).words(for: "de-CH", log: log)
        #expect(words(.agenda) == "Terminliste")
        #expect(words.label(.medical) == "Gesundheit")
        #expect(log.diagnostics.isEmpty)
    }

    @Test func aLanguageWithoutAStringsFileGetsEnglishWordsAndAWarning() {
        let log = DiagnosticLog()
        let words = TemplateSet.loadBuiltIn(log: log).words(for: "ar", log: log)
        #expect(words(.agenda) == "Agenda")
        #expect(
            log.diagnostics.map(\.description) == [
                "the built-in templates: warning: no words for the language \"ar\": the pages' words stay English and "
                    + "month and weekday names follow the language; add strings/ar.json to translate them"
            ])
    }

    @Test func aFamilysOwnStringsFileOverridesWordsAndIsCheckedWhereItStands() {
        let log = DiagnosticLog()
        let files: [(path: String, bytes: [UInt8])] = [
            ("strings/fr.json", Array("{\n  \"agenda\": \"Ordre du jour\",\n  \"agendda\": \"typo\"\n}\n".utf8)),
            ("strings/vi.json", Array("{\"agenda\": \"Lịch\"}".utf8)),
            ("strings/README.md", Array("notes".utf8)),
            ("style.css", Array("body {}".utf8)),
        ]
        let set = TemplateSet.make(files, folder: "templates", log: log)
        #expect(set.assets.map(\.path) == ["style.css"], "strings files are never published")
        let french = set.words(for: "fr", log: log)
        #expect(french(.agenda) == "Ordre du jour")
        #expect(french(.allDay) == "Toute la journée", "the rest from the built-in French")
        let vietnamese = set.words(for: "vi", log: log)
        #expect(vietnamese(.agenda) == "Lịch" && vietnamese(.allDay) == "All day")
        let messages = log.diagnostics.map(\.description)
        #expect(
            messages.contains(
                "templates/strings/README.md: warning: ignored: the strings folder holds only words files named like fr.json"
            ))
        #expect(
            messages.contains(
                "templates/strings/fr.json:3:3: warning: $.agendda: not a word TribePress uses; see strings/en.json"
            ))
        #expect(
            messages.contains {
                $0.hasPrefix(
                    "templates/strings/vi.json: warning: \(StringsFile.builtInEnglish.count - 1) words missing, shown in English: "
                )
            })
    }

    @Test func aBrokenStringsFileIsAnErrorWithItsLineAndColumn() {
        let log = DiagnosticLog()
        let files: [(path: String, bytes: [UInt8])] = [
            ("strings/fr.json", Array("{\"agenda\": \"Ordre\",\n \"allDay\": 3,\n \"more\": {\"one\": \"+1\"}}".utf8)),
            ("strings/de.json", Array("{\"agenda\": \"Termine\"".utf8)),
            ("strings/es.json", Array("{\"agenda\": \"dos\\nlíneas\"}".utf8)),
        ]
        _ = TemplateSet.make(files, folder: "templates", log: log)
        let errors = log.diagnostics.filter { $0.severity == .error }.map(\.description)
        #expect(
            errors.contains(
                "templates/strings/fr.json:2:12: error: $.allDay: expected words (a string) or {\"one\": …, \"other\": …}, found the number 3"
            ))
        #expect(errors.contains("templates/strings/fr.json:3:10: error: $.more: expected both \"one\" and \"other\""))
        #expect(errors.contains { $0.hasPrefix("templates/strings/de.json:1:") && $0.contains("malformed JSON") })
        #expect(
            errors.contains { $0.hasPrefix("templates/strings/es.json:1:12: error: $.agenda: words must be one line") })
    }

    /// Placeholders are filled from the pairs given, `{count}` from the count; braces that name
    /// nothing given stay as they are.
    @Test func placeholdersAreFilledFromThePairsAndTheCount() {
        let words = PageWords(
            language: "en",
            phrases: [
                "nothingFrom": .text("{name} {from} {name}{missing} {} {from"),
                "nights": .counted(one: "{count} night for {name}", other: "{count} nights {count}"),
            ])
        #expect(words(.nothingFrom, ["name": "Zoë", "from": "1 May"]) == "Zoë 1 May Zoë{missing} {} {from")
        #expect(words(.nothingFrom) == "{name} {from} {name}{missing} {} {from")
        #expect(words(.nights, count: 1, ["name": "Ada"]) == "1 night for Ada")
        #expect(words(.nights, count: 4, ["count": "ignored"]) == "4 nights 4")
    }
}
