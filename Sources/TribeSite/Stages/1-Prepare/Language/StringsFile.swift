import Foundation
import TribeData
import TribeRecurrence

/// A `strings/<language>.json` file of the templates: `{"key": "words", "key": {"one": "…",
/// "other": "…"}}`, read with every problem located (file, JSON path, line:column).
struct StringsFile: Sendable {
    /// The file as the user named it.
    let file: String
    /// Each word and where its key stands, for warnings about it.
    let entries: [String: (phrase: PageWords.Phrase, location: SourceLocation)]

    /// Reads `bytes`; a problem is logged and its entry left out.
    init(_ bytes: [UInt8], file: String, log: DiagnosticLog) {
        self.file = file
        guard let document = JSONDocument.parse(bytes, file: file, log: log) else {
            entries = [:]
            return
        }
        guard case .object(let members) = document.root.value else {
            document.error(
                "expected an object of words by key, found \(document.root.value.summary)", at: document.root,
                path: .root)
            entries = [:]
            return
        }
        var entries: [String: (phrase: PageWords.Phrase, location: SourceLocation)] = [:]
        for member in members {
            let path = JSONPath.root.appending(member.key)
            if entries[member.key] != nil {
                document.error("the key \(member.key.quotedForMessage) is given twice", at: member.node, path: path)
                continue
            }
            guard let phrase = Self.phrase(member.node, path: path, document: document) else { continue }
            entries[member.key] = (phrase, document.location(ofOffset: member.keyOffset))
        }
        self.entries = entries
    }

    /// The words of the project's own `templates/strings/en.json`, built into TribePress.
    static let builtInEnglish: [String: PageWords.Phrase] =
        TemplateSet.builtInStrings["en"]?.entries.mapValues(\.phrase) ?? [:]

    static let folder = "strings"
    static let englishPath = "strings/en.json"
}

private extension StringsFile {
    static func phrase(_ node: JSONNode, path: JSONPath, document: JSONDocument) -> PageWords.Phrase? {
        switch node.value {
        case .string:
            return text(node, path: path, document: document).map(PageWords.Phrase.text)
        case .object(let members):
            var forms: [String: String] = [:]
            for member in members {
                let formPath = path.appending(member.key)
                guard member.key == "one" || member.key == "other" else {
                    document.error(
                        "expected only \"one\" and \"other\", found \(member.key.quotedForMessage)", at: member.node,
                        path: formPath)
                    return nil
                }
                guard let text = text(member.node, path: formPath, document: document) else { return nil }
                forms[member.key] = text
            }
            guard let one = forms["one"], let other = forms["other"] else {
                document.error("expected both \"one\" and \"other\"", at: node, path: path)
                return nil
            }
            return .counted(one: one, other: other)
        default:
            document.error(
                "expected words (a string) or {\"one\": …, \"other\": …}, found \(node.value.summary)", at: node,
                path: path)
            return nil
        }
    }

    /// A string of one line: words land in HTML, Markdown and iCalendar text alike, and a line
    /// break would end a Markdown list item or heading.
    static func text(_ node: JSONNode, path: JSONPath, document: JSONDocument) -> String? {
        guard case .string(let text) = node.value else {
            document.error("expected a string, found \(node.value.summary)", at: node, path: path)
            return nil
        }
        guard !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            document.error("words must be one line, without control characters", at: node, path: path)
            return nil
        }
        return text
    }
}

extension StringsFile {
    /// The language a templates path holds words for: `strings/de-CH.json` → `de-ch`; nil for
    /// any other file. Anything else under `strings/` is neither a template nor published.
    static func language(ofPath path: String) -> String? {
        guard path.hasPrefix(folder + "/") else { return nil }
        let name = path.dropFirst(folder.count + 1)
        guard name.hasSuffix(".json"), !name.contains("/") else { return "" }
        return name.dropLast(".json".count).lowercased()
    }
}
