import TribeData

/// Why a build or check stopped; each kind has its own exit status.
public enum BuildFailure: Error, CustomStringConvertible {
    /// The content, configuration or templates have errors (all of them listed).
    case invalidInput([Diagnostic])
    /// Warnings, under `--strict`.
    case warningsUnderStrict([Diagnostic])
    /// The content or templates folder does not exist.
    case missingInput(String)
    /// The output folder holds something that is not an earlier build.
    case outputRefused(String)
    /// Writing the output failed; the previous output is untouched.
    case writeFailed(String)

    /// The problems to print, in reading order.
    public var diagnostics: [Diagnostic] {
        switch self {
        case .invalidInput(let diagnostics), .warningsUnderStrict(let diagnostics): return diagnostics
        case .missingInput, .outputRefused, .writeFailed: return []
        }
    }

    /// The exit status (sysexits.h values, so scripts can tell the cases apart).
    public var exitStatus: Int32 {
        switch self {
        case .invalidInput, .warningsUnderStrict: return 65  // EX_DATAERR
        case .missingInput: return 66  // EX_NOINPUT
        case .outputRefused: return 73  // EX_CANTCREAT
        case .writeFailed: return 74  // EX_IOERR
        }
    }

    public var description: String {
        switch self {
        case .invalidInput(let diagnostics):
            let errors = diagnostics.filter { $0.severity == .error }.count
            return "\(errors) error\(errors == 1 ? "" : "s") in the input; nothing was written"
        case .warningsUnderStrict(let diagnostics):
            return "\(diagnostics.count) warning\(diagnostics.count == 1 ? "" : "s") with --strict; nothing was written"
        case .missingInput(let message), .outputRefused(let message), .writeFailed(let message):
            return message
        }
    }
}
