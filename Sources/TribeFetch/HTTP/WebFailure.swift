/// Why a request got no usable answer, said so a family can act on it.
///
/// Each case names the address or the request; none holds a header or a body that was sent,
/// so no password or token can reach a message.
public enum WebFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// No connection: the name did not resolve, nothing listened, or the connection timed out.
    case unreachable(address: String, reason: String)
    /// The connection was made but TLS failed: most often a certificate the system does not trust.
    case insecure(address: String, reason: String)
    /// The server stopped answering for longer than the time allowed.
    case timedOut(request: String, seconds: Int)
    /// The whole answer took longer than the time allowed.
    case tooSlow(request: String, seconds: Int)
    /// The answer broke off before its end.
    case truncated(request: String)
    /// The answer was larger than any the request can need.
    case tooLarge(request: String, limit: Int)
    /// The answer came compressed, and its compressed bytes do not inflate.
    case undecodable(request: String)
    /// A redirect this request may not follow: to another host, or beyond the number allowed.
    case redirectRefused(request: String, reason: String)
    /// An address the request may not use, such as plain `http` to another machine.
    case refusedAddress(address: String, reason: String)
    /// A complete answer, but not the one asked for (a 404, a 500).
    case status(request: String, status: Int)

    public var description: String {
        switch self {
        case .unreachable(let address, let reason): return "cannot reach \(address): \(reason)"
        case .insecure(let address, let reason): return "no secure connection to \(address): \(reason)"
        case .timedOut(let request, let seconds):
            return "\(request): the server sent nothing for \(seconds) s, so the request was given up"
        case .tooSlow(let request, let seconds):
            return "\(request): the answer took longer than \(seconds) s, so the request was given up"
        case .truncated(let request): return "\(request): the answer broke off before its end"
        case .tooLarge(let request, let limit): return "\(request): the answer is larger than \(limit) bytes"
        case .undecodable(let request): return "\(request): the answer's compressed body is damaged"
        case .redirectRefused(let request, let reason): return "\(request): \(reason)"
        case .refusedAddress(let address, let reason): return "\(address): \(reason)"
        case .status(let request, let status): return "\(request): the server answered \(status)"
        }
    }
}
