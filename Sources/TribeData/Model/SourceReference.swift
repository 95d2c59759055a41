/// Where a record came from, so later stages (recurrence, rendering) can point at it.
public struct SourceReference: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var path: JSONPath
    public var location: SourceLocation

    public init(file: String, path: JSONPath, location: SourceLocation) {
        self.file = file
        self.path = path
        self.location = location
    }

    public var description: String { "\(file):\(location) \(path)" }

    /// A diagnostic about the record at this place.
    public func diagnostic(_ severity: Diagnostic.Severity, _ message: String) -> Diagnostic {
        Diagnostic(severity: severity, file: file, path: path, location: location, message: message)
    }
}
