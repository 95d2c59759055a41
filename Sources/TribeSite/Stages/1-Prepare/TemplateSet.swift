import Foundation
import TribeData
import TribeMarkdown
import TribeRecurrence
import TribeTemplates

/// The user's templates folder: Mustache templates to render pages with, and assets to copy.
///
/// Every `*.mustache` file is a template, named by its path without the extension
/// (`index`, `partials/nav`); every other file is copied to the site as it is. Templates
/// named `*.md` (`contact.md.mustache`) write Markdown and escape values for Markdown.
public struct TemplateSet: Sendable {
    public let folder: String
    let library: TemplateLibrary
    /// Assets by their path relative to the templates folder.
    public let assets: [(path: String, bytes: [UInt8])]
    public let templateNames: [String]
    /// The pages' words by language (`strings/fr.json` under `fr`), never published.
    let strings: [String: StringsFile]
    /// The weather symbols by code (`weather-symbols/lightrain.svg` under `lightrain`), inlined
    /// into the pages that show a forecast rather than published as files.
    let symbols: [String: [UInt8]]

    /// Loads every file below `folder`; each template that does not parse becomes a located error.
    public static func load(from folder: String, fileIO: FileIO, log: DiagnosticLog) throws(TemplateSetError)
        -> TemplateSet
    {
        guard fileIO.kind(folder) == .folder else {
            if let what = fileIO.describe(folder) { throw .notAFolder(folder, what) }
            throw .missingFolder(folder)
        }
        let paths: [String]
        do {
            paths = try fileIO.listFiles(folder)
        } catch {
            throw .unreadable(folder, "\(error)")
        }
        var files: [(path: String, bytes: [UInt8])] = []
        for path in paths where !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
            let fullPath = folder.hasSuffix("/") ? folder + path : folder + "/" + path
            if let what = fileIO.describe(fullPath), what.hasPrefix("a symbolic link") {
                // An asset is copied into the site as it is: a link could publish any file.
                log.warning(
                    "\(what.dropFirst(2)), which TribePress does not follow in templates; copy the file in",
                    file: fullPath)
                continue
            }
            do {
                files.append((path, try fileIO.read(fullPath)))
            } catch {
                log.error("cannot read the file: \(error)", file: fullPath)
            }
        }
        // Pages added since a family copied the templates: their folder takes the built-in
        // ones, so a site built from CI gains the pages rather than failing for want of them.
        let present = Set(files.map(\.path))
        files += builtIn.filter {
            (addedLater.contains($0.path) || $0.path.hasPrefix(WeatherSymbols.folder + "/"))
                && !present.contains($0.path)
        }
        return make(files, folder: folder, log: log)
    }

    /// Built-in files a templates folder may lack, from pages added after `tribepress init`
    /// first wrote the folder.
    static let addedLater: Set<String> = [
        "wall.mustache", "wall-eink.mustache", "wall.css", "wall.js", "planner-family.mustache", "weather.mustache",
    ]

    /// The templates the project ships, built into TribePress: what a build uses when there is
    /// no templates folder, and what `tribepress init` writes.
    public static let builtIn: [(path: String, bytes: [UInt8])] = DefaultTemplates.files.map {
        ($0.path, Array(Data(base64Encoded: $0.base64) ?? Data()))
    }

    /// Name shown for the built-in templates where a folder's would be.
    public static let builtInName = "the built-in templates"

    /// The built-in templates, parsed.
    public static func loadBuiltIn(log: DiagnosticLog) -> TemplateSet {
        make(builtIn, folder: builtInName, log: log)
    }

    /// Parses `files` (paths inside `folder`); each template that does not parse becomes a located error.
    static func make(_ files: [(path: String, bytes: [UInt8])], folder: String, log: DiagnosticLog) -> TemplateSet {
        var templates: [String: Template] = [:]
        var assets: [(String, [UInt8])] = []
        var strings: [String: StringsFile] = [:]
        var symbols: [String: [UInt8]] = [:]
        for (path, bytes) in files {
            if let code = WeatherSymbols.code(ofPath: path) {
                if !code.isEmpty { symbols[code] = bytes }
                continue
            }
            let fullPath = folder.hasSuffix("/") ? folder + path : folder + "/" + path
            if let language = StringsFile.language(ofPath: path) {
                if language.isEmpty {
                    log.warning("ignored: the strings folder holds only words files named like fr.json", file: fullPath)
                } else {
                    strings[language] = StringsFile(bytes, file: fullPath, log: log)
                }
                continue
            }
            guard path.hasSuffix(".mustache") else {
                assets.append((path, bytes))
                continue
            }
            let name = String(path.dropLast(".mustache".count))
            do {
                templates[name] = try Template(
                    String(decoding: bytes, as: UTF8.self), escaping: escaping(forTemplateNamed: name))
            } catch {
                log.append(
                    Diagnostic(
                        severity: .error, file: fullPath,
                        location: SourceLocation(line: error.line, column: error.column),
                        message: "template syntax: \(error.message) in line \(error.lineText.quotedForMessage)"
                    ))
            }
        }
        for (name, template) in templates.sorted(by: { $0.key < $1.key }) {
            for reference in template.references where templates[reference.name] == nil {
                log.append(
                    Diagnostic(
                        severity: .error, file: folder + "/" + name + ".mustache",
                        location: SourceLocation(line: reference.line, column: reference.column),
                        message:
                            "the template includes \(reference.name.quotedForMessage), but there is no \(reference.name).mustache"
                    ))
            }
        }
        for required in requiredTemplates where templates[required] == nil && !log.hasErrors {
            log.error("missing the template \(required).mustache", file: folder)
        }
        return TemplateSet(
            folder: folder, library: TemplateLibrary(templates: templates), assets: assets,
            templateNames: templates.keys.sorted(), strings: strings, symbols: symbols)
    }

    /// Templates every build renders.
    public static let requiredTemplates = [
        "index", "layout", "feeds", "planner-frame", "planner-sheet", "planner-agenda", "planner-year", "planner-week",
        "planner-legend",
        "contacts", "trips", "page", "contact.md", "trip.md", "member.md", "search", "wall", "wall-eink",
        "planner-family", "weather",
    ]

    /// Renders the template `name` with `context`, and the site's words as `words`.
    func render(_ name: String, _ context: TemplateValue, constants: TemplateObject, store: TemplateReuseStore? = nil)
        throws(TemplateRenderError) -> [UInt8]
    {
        try library.render(name, context, constants: constants, store: store)
    }

    /// `*.md` templates write Markdown and escape values for Markdown instead of HTML.
    private static func escaping(forTemplateNamed name: String) -> TemplateEscaping {
        name.hasSuffix(".md") ? .custom(MarkdownEscaper.append) : .html
    }
}

/// Why the templates folder could not be used at all.
public enum TemplateSetError: Error, Equatable, CustomStringConvertible {
    case missingFolder(String)
    /// Something else stands where the folder should.
    case notAFolder(String, String)
    case unreadable(String, String)

    public var description: String {
        switch self {
        case .missingFolder(let folder): return "the templates folder \(folder) does not exist"
        case .notAFolder(let folder, let what): return "the templates folder \(folder) is \(what), not a folder"
        case .unreadable(let folder, let reason): return "cannot read the templates folder \(folder): \(reason)"
        }
    }
}
