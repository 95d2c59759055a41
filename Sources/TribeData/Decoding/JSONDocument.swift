import Dispatch
import TribeConcurrency

/// One parsed input file together with the log its problems go to.
///
/// Readers report through it, so each message carries the file, the JSON path and the
/// line:column without the readers having to know how positions are found.
public final class JSONDocument {
    /// The file as the user named it.
    public let file: String
    public let root: JSONNode
    public let log: DiagnosticLog
    private let lineIndex: LineIndex
    /// Shared by every view of the file that other cores read with.
    let rules: ParsedRules

    /// Parses `bytes`; a syntax error is logged (with its position) and gives nil.
    public static func parse(_ bytes: [UInt8], file: String, log: DiagnosticLog) -> JSONDocument? {
        let (parsed, lineIndex) = Self.parseAndIndex(bytes)
        do {
            let root = try parsed.get()
            return JSONDocument(file: file, root: root, log: log, lineIndex: lineIndex, rules: ParsedRules())
        } catch {
            log.append(
                Diagnostic(
                    severity: .error, file: file, location: lineIndex.location(ofOffset: error.offset),
                    message: "malformed JSON: \(error.message)"
                ))
            return nil
        }
    }

    private init(file: String, root: JSONNode, log: DiagnosticLog, lineIndex: LineIndex, rules: ParsedRules) {
        self.file = file
        self.root = root
        self.log = log
        self.lineIndex = lineIndex
        self.rules = rules
    }

    deinit {
        // A large export's tree is hundreds of thousands of small allocations, and freeing
        // them would hold up the thread that goes on to expand the events: another core
        // drops the last reference (unless it gets there before this deinit ends). A small
        // file's tree is freed here, where handing it on would cost more than it saves.
        guard lineIndex.byteCount >= JSONParser.worthAnotherCore else { return }
        let root = root
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(root) {} }
    }

    /// The document without its log, to hand to other cores: each reads with a log of its
    /// own, and the logs are joined in document order afterwards.
    struct Parsed: Sendable {
        let file: String
        let root: JSONNode
        let lineIndex: LineIndex
        let rules: ParsedRules
    }

    var parsed: Parsed {
        Parsed(file: file, root: root, lineIndex: lineIndex, rules: rules)
    }

    /// `parsed` reporting to `log`.
    convenience init(_ parsed: Parsed, log: DiagnosticLog) {
        self.init(file: parsed.file, root: parsed.root, log: log, lineIndex: parsed.lineIndex, rules: parsed.rules)
    }

    public func location(ofOffset offset: Int) -> SourceLocation {
        lineIndex.location(ofOffset: offset)
    }

    public func reference(_ node: JSONNode, at path: JSONPath) -> SourceReference {
        SourceReference(file: file, path: path, location: location(ofOffset: node.offset))
    }

    public func error(_ message: String, at node: JSONNode, path: JSONPath) {
        report(.error, message, offset: node.offset, path: path)
    }

    public func warning(_ message: String, at node: JSONNode, path: JSONPath) {
        report(.warning, message, offset: node.offset, path: path)
    }

    public func report(_ severity: Diagnostic.Severity, _ message: String, offset: Int, path: JSONPath) {
        log.append(
            Diagnostic(
                severity: severity, file: file, path: path, location: location(ofOffset: offset), message: message))
    }
}

private extension JSONDocument {
    /// The parse of `bytes` and their line index; for a large file the index is offered to
    /// another core while this one parses, rather than made first on the only busy core, and
    /// made here if no thread has begun it by the end of the parse.
    static func parseAndIndex(_ bytes: [UInt8]) -> (Result<JSONNode, JSONSyntaxError>, LineIndex) {
        guard bytes.count >= JSONParser.worthAnotherCore else {
            return (Result { () throws(JSONSyntaxError) in try JSONParser.parse(bytes) }, LineIndex(bytes: bytes))
        }
        let index = SharedValue { LineIndex(bytes: bytes) }.madeInBackground()
        let parsed = Result { () throws(JSONSyntaxError) in try JSONParser.parse(bytes) }
        return (parsed, index.value)
    }
}
