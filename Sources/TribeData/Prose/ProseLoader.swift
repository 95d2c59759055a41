import TribeRecurrence
import Yams

/// Finds the Markdown files of a content folder and reads the record each one names.
///
/// Every `.md` file must open with YAML front matter naming exactly one record
/// (`contact: 7`, `trip: 3` or `member: 2`): a file attached to nothing would otherwise be
/// left out of the site without a word.
struct ProseLoader {
    let files: ContentFiles

    /// Every Markdown file below the folder, in path order; problems go to the log.
    func load() -> [ProseFile] {
        let paths: [String]
        do {
            paths = try files.fileIO.listFiles(files.folder)
        } catch {
            files.log.error("cannot list the content folder: \(error)", file: files.folder)
            return []
        }
        let root = files.fileIO.canonical(files.folder)
        return paths.filter { isProse($0, root: root) }.compactMap(read)
    }

    /// Whether `path` is a page's Markdown to read. A symbolic link is followed when it leads
    /// to a file inside the content folder; any other link is an error or a warning, never
    /// silently left out.
    func isProse(_ path: String, root: String?) -> Bool {
        let full = files.path(of: path)
        guard let what = files.fileIO.describe(full), what.hasPrefix("a symbolic link") else {
            return Self.isProse(path)
        }
        guard !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { return false }
        // The links `tribepress pull` makes lead into its own hidden folder: to the export's
        // files and its photos, which are read as such.
        guard files.fileIO.linkTarget(full) != PulledExportLayout.link(to: path) else { return false }
        guard what == "a symbolic link to a file" else {
            if what == "a symbolic link to a folder" {
                files.log.warning(
                    "a symbolic link to a folder, which TribePress does not follow: nothing in it is read", file: full)
            } else if Self.isProse(path) {
                files.log.error("\(what): the page's text cannot be read", file: full)
            }
            return false
        }
        guard Self.isProse(path) else { return false }
        guard let root, let real = files.fileIO.canonical(full), real.hasPrefix(root + "/") else {
            files.log.error(
                "a symbolic link to a file outside the content folder (\(files.fileIO.canonical(full) ?? "?")); "
                    + "copy the file in, or link to one inside", file: full)
            return false
        }
        return true
    }

    /// Logs an error for each file that names a record the tribe does not have.
    static func checkReferences(_ prose: [ProseFile], against tribe: Tribe, log: DiagnosticLog) {
        let known: [RecordReference.Kind: Set<Int>] = [
            .contact: Set(tribe.contacts.map(\.id)),
            .trip: Set(tribe.trips.map(\.id)),
            .member: Set(tribe.members.map(\.id)),
        ]
        for file in prose where known[file.record.kind]?.contains(file.record.id) != true {
            let ids = (known[file.record.kind] ?? []).sorted()
            let listed =
                ids.isEmpty
                ? "there are none"
                : "the known ids are " + ids.prefix(12).map(String.init).joined(separator: ", ")
                    + (ids.count > 12 ? ", …" : "")
            log.append(
                Diagnostic(
                    severity: .error, file: file.path, location: file.recordLocation,
                    message: "front matter: no \(file.record.kind.rawValue) has the id \(file.record.id); \(listed)"
                ))
        }
    }
}

private extension ProseLoader {
    /// A Markdown file outside hidden folders; a `README.md` (any case) describes the folder
    /// it is in, as people keep one beside their data, and belongs to no record.
    static func isProse(_ path: String) -> Bool {
        let segments = path.split(separator: "/")
        return path.lowercased().hasSuffix(".md") && !segments.contains { $0.hasPrefix(".") }
            && segments.last?.lowercased() != "readme.md"
    }

    func read(_ relativePath: String) -> ProseFile? {
        let path = files.path(of: relativePath)
        let bytes: [UInt8]
        do {
            bytes = try files.fileIO.read(path)
        } catch {
            files.log.error("cannot read the file: \(error)", file: path)
            return nil
        }
        guard var text = String(validating: bytes, as: UTF8.self) else {
            error("the file is not UTF-8 text", in: path, line: 1, column: 1)
            return nil
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        // "\r\n" is one Character in Swift, so it is a separator of its own; a lone "\r" ends
        // lines in files from old Macs.
        var lines = text.split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        guard lines.first.map(Self.isFence) == true else {
            error(
                "no front matter: start the file with a line '---', then the record it belongs to (for example 'trip: 3'), then '---'",
                in: path, line: 1, column: 1)
            return nil
        }
        guard let close = lines.indices.dropFirst().first(where: { Self.isFence(lines[$0]) || lines[$0] == "..." })
        else {
            error("the front matter opened in line 1 is never closed with a line '---'", in: path, line: 1, column: 1)
            return nil
        }
        let yaml = lines[1..<close].joined(separator: "\n")
        // Front matter starts in the file's second line.
        guard let (record, location) = parseFrontMatter(yaml, path: path, lineOffset: 1) else { return nil }
        lines.removeSubrange(0...close)
        return ProseFile(path: path, record: record, recordLocation: location, markdown: lines.joined(separator: "\n"))
    }

    static func isFence(_ line: Substring) -> Bool {
        line.trimmingTrailingSpaces == "---"
    }

    func parseFrontMatter(_ yaml: String, path: String, lineOffset: Int) -> (RecordReference, SourceLocation)? {
        // A few nested aliases make YAML documents that take exponential time to compose; a
        // front matter names one record, so anchors and aliases have no use here.
        if let alias = Self.firstAnchorOrAlias(in: yaml) {
            error(
                "front matter: anchors and aliases (&name, *name) are not supported; name the record, such as 'trip: 3'",
                in: path, line: alias.line + lineOffset, column: alias.column)
            return nil
        }
        let node: Node?
        do {
            node = try Yams.compose(yaml: yaml)
        } catch let yamlError as YamlError {
            let (message, place) = Self.describe(yamlError, in: yaml)
            error(
                "front matter: \(message)", in: path, line: (place?.line ?? 1) + lineOffset, column: place?.column ?? 1)
            return nil
        } catch let other {
            error("front matter: \(other)", in: path, line: 1 + lineOffset, column: 1)
            return nil
        }
        guard let mapping = node?.mapping else {
            error(
                "front matter: expected the record this file belongs to, such as 'trip: 3'", in: path,
                line: (node?.mark?.line ?? 1) + lineOffset, column: node?.mark?.column ?? 1)
            return nil
        }
        var found: [(RecordReference, SourceLocation)] = []
        for (key, value) in mapping {
            let keyLine = (key.mark?.line ?? 1) + lineOffset
            let keyColumn = key.mark?.column ?? 1
            guard let name = key.string, let kind = RecordReference.Kind(rawValue: name) else {
                let names = RecordReference.Kind.allCases.map(\.rawValue).joined(separator: ", ")
                error(
                    "front matter: unknown key \((key.string ?? "?").quotedForMessage); expected one of \(names)",
                    in: path, line: keyLine, column: keyColumn)
                continue
            }
            let valueLocation = SourceLocation(
                line: (value.mark?.line ?? 1) + lineOffset, column: value.mark?.column ?? 1)
            guard case .scalar(let scalar) = value, let id = Int(scalar.string), id > 0 else {
                error(
                    "front matter: \(name) must be the record's id, a whole number such as \(name): 3", in: path,
                    line: valueLocation.line, column: valueLocation.column)
                continue
            }
            found.append((RecordReference(kind, id), valueLocation))
        }
        guard found.count == 1, let only = found.first else {
            if found.count > 1 {
                error(
                    "front matter: names \(found.count) records; a file belongs to exactly one", in: path,
                    line: 1 + lineOffset, column: 1)
            } else if mapping.count == 0 {
                error(
                    "front matter: expected the record this file belongs to, such as 'trip: 3'", in: path,
                    line: 1 + lineOffset, column: 1)
            }
            return nil
        }
        return only
    }

    /// Where `&name` or `*name` first starts a token, if anywhere (1-based line and column).
    static func firstAnchorOrAlias(in yaml: String) -> (line: Int, column: Int)? {
        for (number, line) in yaml.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var previous: Character = " "
            for (offset, character) in line.enumerated() {
                if character == "#", previous == " " || previous == "\t" { break }
                if character == "&" || character == "*", " \t[{,:?-".contains(previous) {
                    return (number + 1, offset + 1)
                }
                previous = character
            }
        }
        return nil
    }

    static func describe(_ error: YamlError, in yaml: String) -> (String, (line: Int, column: Int)?) {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            return (problem + (context.map { " (\($0.text))" } ?? ""), (mark.line, mark.column))
        case .duplicatedKeysInMapping(let duplicates, let context):
            // Yams marks the mapping; the repeat is the second line that starts with the key.
            let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
            let repeats = lines.indices.filter { index in duplicates.contains { lines[index].hasPrefix($0 + ":") } }
            let place =
                repeats.dropFirst().first.map { (line: $0 + 1, column: 1) } ?? (context.mark.line, context.mark.column)
            return ("the key \(duplicates.joined(separator: ", ")) appears more than once", place)
        default:
            return ("\(error)", nil)
        }
    }

    func error(_ message: String, in path: String, line: Int, column: Int) {
        files.log.append(
            Diagnostic(
                severity: .error, file: path, location: SourceLocation(line: line, column: column), message: message))
    }
}

private extension Substring {
    var trimmingTrailingSpaces: Substring {
        var text = self
        while text.last == " " || text.last == "\t" { text.removeLast() }
        return text
    }
}
