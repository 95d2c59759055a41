/// One problem found in the input, with everything needed to find and fix it.
///
/// Printed like a compiler's message so editors and CI logs link it to the spot:
/// `content/tribe.json:12:16: error: $.events[3].start: expected …, found …`.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// Whether the problem stops the build.
    public enum Severity: String, Sendable, Hashable {
        case error
        case warning
    }

    public var severity: Severity
    /// The file as the user named it (relative to where TribePress was run, if it was).
    public var file: String?
    /// The JSON path of the value at fault, when the problem is inside a JSON document.
    public var path: JSONPath?
    public var location: SourceLocation?
    /// What was expected and what was found.
    public var message: String

    public init(
        severity: Severity, file: String?, path: JSONPath? = nil, location: SourceLocation? = nil, message: String
    ) {
        self.severity = severity
        self.file = file
        self.path = path
        self.location = location
        self.message = message
    }

    public var description: String {
        var text = ""
        if let file {
            text += file
            if let location { text += ":\(location.line):\(location.column)" }
            text += ": "
        }
        text += "\(severity.rawValue): "
        if let path, !path.components.isEmpty { text += "\(path): " }
        return text + message
    }
}

extension Array where Element == Diagnostic {
    /// Whether any problem here stops the build.
    public var containsErrors: Bool { contains { $0.severity == .error } }

    /// The problems in reading order: by file, then by position, errors before warnings at one spot.
    public func sortedForReading() -> [Diagnostic] {
        enumerated().sorted { lhs, rhs in
            let left = lhs.element
            let right = rhs.element
            if left.file != right.file { return (left.file ?? "") < (right.file ?? "") }
            if left.location != right.location {
                return (left.location ?? SourceLocation(line: 0, column: 0))
                    < (right.location ?? SourceLocation(line: 0, column: 0))
            }
            if left.severity != right.severity { return left.severity == .error }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}
