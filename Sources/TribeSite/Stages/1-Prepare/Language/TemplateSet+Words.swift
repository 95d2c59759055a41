import TribeData
import TribeRecurrence

extension TemplateSet {
    /// The pages' words for `language`, each from the first of: the templates' strings file
    /// for the language (`de-CH.json`, else `de.json`), the built-in one, English.
    ///
    /// A language no file speaks gets English words and a warning; its month and weekday
    /// names come from the locale data all the same.
    func words(for language: String, log: DiagnosticLog) -> PageWords {
        var phrases = StringsFile.builtInEnglish
        let english = Set(phrases.keys)
        if let own = strings["en"] { overlay(own, on: &phrases, english: english, log: log) }
        let candidates = Self.candidates(language)
        guard let primary = candidates.last, primary != "en" else {
            return PageWords(language: language, phrases: phrases)
        }
        let builtIn = candidates.lazy.compactMap { Self.builtInStrings[$0] }.first
        let own = candidates.lazy.compactMap { strings[$0] }.first
        guard builtIn != nil || own != nil else {
            log.warning(
                "no words for the language \(language.quotedForMessage): the pages' words stay English and month and "
                    + "weekday names follow the language; add \(StringsFile.folder)/\(primary).json to translate them",
                file: folder)
            return PageWords(language: "en", phrases: phrases)
        }
        var translated: Set<String> = []
        for file in [builtIn, own].compactMap({ $0 }) {
            overlay(file, on: &phrases, english: english, log: log)
            translated.formUnion(file.entries.keys)
        }
        let missing = english.subtracting(translated).sorted()
        if let own, !missing.isEmpty {
            let shown = missing.prefix(5).map(\.quotedForMessage).joined(separator: ", ")
            log.warning(
                "\(missing.count) words missing, shown in English: \(shown)\(missing.count > 5 ? ", …" : "")",
                file: own.file)
        }
        return PageWords(language: language, phrases: phrases)
    }

    /// The strings files built into TribePress, by language.
    static let builtInStrings: [String: StringsFile] = {
        var files: [String: StringsFile] = [:]
        for file in builtIn {
            guard let language = StringsFile.language(ofPath: file.path), !language.isEmpty else { continue }
            files[language] = StringsFile(file.bytes, file: "\(builtInName)/\(file.path)", log: DiagnosticLog())
        }
        return files
    }()

    /// The files to look for, most particular first: `de-CH-1996` → `de-ch-1996`, `de-ch`, `de`.
    static func candidates(_ language: String) -> [String] {
        let parts = language.lowercased().replacingOccurrences(of: "_", with: "-").split(separator: "-")
        return (0..<parts.count).reversed().map { parts[0...$0].joined(separator: "-") }
    }
}

private extension TemplateSet {
    func overlay(
        _ file: StringsFile, on phrases: inout [String: PageWords.Phrase], english: Set<String>, log: DiagnosticLog
    ) {
        for (key, entry) in file.entries.sorted(by: { $0.value.location < $1.value.location }) {
            guard english.contains(key) else {
                log.append(
                    Diagnostic(
                        severity: .warning, file: file.file, path: JSONPath.root.appending(key),
                        location: entry.location,
                        message: "not a word TribePress uses; see \(StringsFile.englishPath)"
                    ))
                continue
            }
            phrases[key] = entry.phrase
        }
    }
}
