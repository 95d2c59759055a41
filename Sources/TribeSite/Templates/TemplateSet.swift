import TribeRecurrence
import Mustache
import TribeData

/// The user's templates folder: Mustache templates to render pages with, and assets to copy.
///
/// Every `*.mustache` file is a template, named by its path without the extension
/// (`index`, `partials/nav`); every other file is copied to the site as it is. Templates
/// named `*.md` (`contact.md.mustache`) write Markdown and escape values for Markdown.
public struct TemplateSet: Sendable {
    public let folder: String
    let library: MustacheLibrary
    /// Assets by their path relative to the templates folder.
    public let assets: [(path: String, bytes: [UInt8])]
    public let templateNames: [String]

    /// Loads every file below `folder`; each template that does not parse becomes a located error.
    public static func load(from folder: String, fileIO: FileIO, log: DiagnosticLog) throws(TemplateSetError) -> TemplateSet {
        guard fileIO.kind(folder) == .folder else { throw .missingFolder(folder) }
        let paths: [String]
        do {
            paths = try fileIO.listFiles(folder)
        } catch {
            throw .unreadable(folder, "\(error)")
        }
        MarkdownContentType.register()
        var templates: [String: MustacheTemplate] = [:]
        var assets: [(String, [UInt8])] = []
        for path in paths where !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
            let fullPath = folder.hasSuffix("/") ? folder + path : folder + "/" + path
            let bytes: [UInt8]
            do {
                bytes = try fileIO.read(fullPath)
            } catch {
                log.error("cannot read the file: \(error)", file: fullPath)
                continue
            }
            guard path.hasSuffix(".mustache") else {
                assets.append((path, bytes))
                continue
            }
            let name = String(path.dropLast(".mustache".count))
            // A Markdown template escapes values for Markdown instead of HTML.
            let prefix = name.hasSuffix(".md") ? MarkdownContentType.pragma : ""
            do {
                templates[name] = try MustacheTemplate(string: prefix + String(decoding: bytes, as: UTF8.self))
            } catch let error as MustacheTemplate.ParserError {
                let line = error.context.lineNumber
                let column = error.context.columnNumber - (line == 1 ? prefix.count : 0)
                let text = line == 1 && error.context.line.hasPrefix(prefix) ? String(error.context.line.dropFirst(prefix.count)) : error.context.line
                log.append(Diagnostic(
                    severity: .error, file: fullPath,
                    location: SourceLocation(line: line, column: max(1, column)),
                    message: "template syntax: \(Self.describe(error.error)) in line \(text.quotedForMessage)"
                ))
            } catch {
                log.error("template syntax: \(error)", file: fullPath)
            }
        }
        for required in requiredTemplates where templates[required] == nil && !log.hasErrors {
            log.error("missing the template \(required).mustache", file: folder)
        }
        return TemplateSet(folder: folder, library: MustacheLibrary(templates: templates), assets: assets, templateNames: templates.keys.sorted())
    }

    /// Templates every build renders.
    public static let requiredTemplates = [
        "index", "layout", "feeds", "planner-frame", "planner-sheet", "planner-agenda", "planner-year",
        "contacts", "trips", "page", "contact.md", "trip.md", "member.md",
    ]

    /// Renders the template `name` with `context` (dictionaries, arrays, strings, numbers, booleans).
    func render(_ name: String, _ context: [String: Any]) -> String? {
        library.render(context, withTemplate: name)
    }

    private static func describe(_ error: Error) -> String {
        guard let error = error as? MustacheTemplate.Error else { return "\(error)" }
        switch error {
        case .sectionCloseNameIncorrect: return "a section is closed with a different name than it was opened with"
        case .unfinishedName: return "a tag is not closed with '}}'"
        case .expectedSectionEnd: return "a section is never closed"
        case .invalidSetDelimiter: return "malformed set-delimiter tag"
        case .transformAppliedToInheritanceSection: return "a transform cannot apply to an inherited section"
        case .illegalTokenInsideInheritSection: return "only blocks may stand inside an inherited section"
        case .textInsideInheritSection: return "only blocks may stand inside an inherited section"
        case .invalidConfigVariableSyntax: return "malformed pragma"
        case .unrecognisedConfigVariable: return "unknown pragma"
        @unknown default: return "\(error)"
        }
    }
}

/// Why the templates folder could not be used at all.
public enum TemplateSetError: Error, Equatable, CustomStringConvertible {
    case missingFolder(String)
    case unreadable(String, String)

    public var description: String {
        switch self {
        case .missingFolder(let folder): return "the templates folder \(folder) does not exist"
        case .unreadable(let folder, let reason): return "cannot read the templates folder \(folder): \(reason)"
        }
    }
}
