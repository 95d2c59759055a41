import TribeData

/// Why a pull stopped, with the exit status that tells a CI job which kind of trouble it is.
///
/// The statuses are `sysexits.h`'s, as the build's are. Whatever stopped a pull, the export
/// already in the content folder is left exactly as it was.
public struct PullFailure: Error, Sendable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// 64: the command line asks for something a pull cannot do, or safely do.
        case usage
        /// 65: the server answered, but with data that is not a TribeHub export TribePress accepts.
        case data
        /// 69: the server could not be reached, or did not answer as a TribeHub server.
        case unavailable
        /// 73: the content folder holds something a pull must not replace.
        case wouldOverwrite
        /// 74: the new export could not be written; the previous one stays.
        case cannotWrite
        /// 75: another pull into the same folder is under way.
        case busy
        /// 77: the server refused the user name and password, or the session they opened.
        case refused
    }

    public let kind: Kind
    public let message: String
    /// Located problems of the data, when the loader refused it.
    public let diagnostics: [Diagnostic]

    public init(_ kind: Kind, _ message: String, diagnostics: [Diagnostic] = []) {
        self.kind = kind
        self.message = message
        self.diagnostics = diagnostics
    }

    public var description: String { message }

    /// The process's exit status for this failure.
    public var exitStatus: Int32 {
        switch kind {
        case .usage: return 64
        case .data: return 65
        case .unavailable: return 69
        case .wouldOverwrite: return 73
        case .cannotWrite: return 74
        case .busy: return 75
        case .refused: return 77
        }
    }

    /// A transport failure as a pull reports it: a refused address is a usage error (the
    /// server's address is checked before anything is sent), an answer too large is the
    /// server's data, the rest are unavailability.
    init(_ failure: WebFailure) {
        switch failure {
        case .refusedAddress: self.init(.usage, failure.description)
        // More than a build reads of one file: the server's data, as a list too long is.
        case .tooLarge: self.init(.data, failure.description)
        default: self.init(.unavailable, failure.description)
        }
    }
}
