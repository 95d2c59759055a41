/// Collects every problem of a run so all of them can be reported at once.
///
/// A class because each reader appends to the one log it was handed; it is used from one
/// thread at a time (loading is sequential; only rendering is parallel).
public final class DiagnosticLog {
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    public func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    public func append(contentsOf others: [Diagnostic]) {
        diagnostics.append(contentsOf: others)
    }

    public func error(_ message: String, file: String? = nil) {
        append(Diagnostic(severity: .error, file: file, message: message))
    }

    public func warning(_ message: String, file: String? = nil) {
        append(Diagnostic(severity: .warning, file: file, message: message))
    }

    public var hasErrors: Bool { diagnostics.containsErrors }
}
