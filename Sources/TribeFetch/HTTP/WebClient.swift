import AsyncHTTPClient
import NIOCore
import NIOHTTP1
import NIOHTTPCompression
import NIOPosix
import NIOSSL
import TribeData
import TribeRecurrence

/// The one HTTP client TribePress goes online with: `pull` and `fetch` share it.
///
/// AsyncHTTPClient, linked into the binary, does the protocol; TLS 1.2 or later is verified
/// against the system's certificate store with the host name checked, and the environment's
/// proxies are used as curl uses them (`ProxySettings`). What this type adds is what a client
/// run unattended in CI must guarantee:
/// - every connect and every read has a time limit, and so has a whole answer, body included,
///   so nothing hangs, not even a server that sends a byte at a time;
/// - an answer is read to a byte limit, and one that breaks off early is an error, never data;
///   a request that accepts compression (`WebRequest.acceptsCompression`) has its answer
///   inflated and counted as it inflates, so a small answer cannot grow past the limit, and
///   only such a request says it accepts gzip;
/// - redirects are followed only as the request allows (`Redirects`), by this type rather than
///   the library, so a credential never follows a redirect to another host;
/// - plain `http` to another machine is refused where a request carries a secret (`Plaintext`).
public final class WebClient: Sendable {
    /// Which redirects a request follows.
    public enum Redirects: Sendable {
        /// None: a redirect is reported as the answer it is.
        case none
        /// Only to the same scheme, host and port: what the family's own server may do.
        case sameOrigin
        /// To any `http` or `https` address: a published calendar or a photo's host.
        case anyHost
    }

    /// Where plain `http` may be used.
    public enum Plaintext: Sendable {
        /// Only to this machine's loopback: the request carries a password or a token.
        case loopbackOnly
        /// Anywhere: the request carries nothing secret and its answer is checked.
        case allowed
    }

    /// Seconds a connect, or a pause between two reads, may take.
    public let timeout: Int
    /// The most a compressed answer may inflate to, whatever the request's own limit.
    static let inflatedLimit = FileIO.inputLimit
    /// Seconds a whole answer may take, from sending the request to its last byte.
    public let deadline: Int
    /// Redirects followed at most, per request.
    public static let maximumRedirects = 10
    private let proxies: ProxySettings
    /// One client per way out (directly, and through each proxy the environment names), each
    /// once plain and once inflating compressed answers: the library decides per client.
    private let clients: [Route: HTTPClient]
    private let userAgent: String

    /// A client whose connects and reads each give up after `timeout` seconds, and whose whole
    /// answers give up after `deadline` seconds (ten times `timeout` unless given); proxies
    /// come from `environment`.
    public init(timeout: Int, deadline: Int? = nil, userAgent: String, environment: [String: String]) {
        self.timeout = timeout
        self.deadline = deadline ?? timeout * 10
        self.userAgent = userAgent
        proxies = ProxySettings(environment: environment)
        let seconds = TimeAmount.seconds(Int64(timeout))
        var tls = TLSConfiguration.makeClientConfiguration()
        tls.minimumTLSVersion = .tlsv12
        var clients: [Route: HTTPClient] = [:]
        for proxy in Set([nil, proxies.http, proxies.https]) {
            for compressed in [false, true] {
                var configuration = HTTPClient.Configuration(
                    tlsConfiguration: tls, redirectConfiguration: .disallow,
                    timeout: .init(connect: seconds, read: seconds),
                    proxy: proxy, decompression: compressed ? .enabled(limit: .size(Self.inflatedLimit)) : .disabled)
                // A refused connection is said at once, not retried until the connect time is up.
                configuration.connectionPool.retryConnectionEstablishment = false
                clients[Route(proxy: proxy, compressed: compressed)] = HTTPClient(
                    eventLoopGroupProvider: .singleton, configuration: configuration)
            }
        }
        self.clients = clients
    }

    /// Why a request that carries a password or a token may not go to `address` (plain `http`
    /// to another machine), or nil when it may.
    public static func plaintextRefusal(_ address: WebAddress) -> WebFailure? {
        guard address.scheme == "http", !address.isLoopback else { return nil }
        return .refusedAddress(
            address: address.origin,
            reason: "plain http is accepted only on this machine (localhost, 127.0.0.1, ::1), "
                + "since a password would otherwise cross the network in clear; use https")
    }

    /// Closes every connection; call once, when the command is done with the network.
    public func shutdown() async {
        for client in clients.values { try? await client.shutdown() }
    }

    /// Sends `request` and reads its whole answer, following redirects as `redirects` allows.
    ///
    /// Throws `WebFailure` for anything that is not a complete answer; a complete answer of any
    /// status is returned, for the caller to judge.
    public func send(
        _ request: WebRequest, redirects: Redirects = .none, plaintext: Plaintext = .loopbackOnly,
        maximumBytes: Int
    ) async throws(WebFailure) -> WebResponse {
        var address = request.address
        var visited: Set<WebAddress> = [address]
        while true {
            try check(address, plaintext: plaintext)
            let response = try await exchange(request, at: address, maximumBytes: maximumBytes)
            guard request.method == .get, [301, 302, 303, 307, 308].contains(response.status),
                let location = response.headers["location"]
            else { return response }
            guard redirects != .none else { return response }
            guard let next = address.resolving(location) else {
                throw .redirectRefused(
                    request: request.name, reason: "the server redirects to something that is not a web address")
            }
            if redirects == .sameOrigin, !next.isSameOrigin(as: request.address) {
                throw .redirectRefused(
                    request: request.name,
                    reason: "the server redirects to \(next.origin), another host than \(request.address.origin); "
                        + "refused, so nothing meant for \(request.address.origin) is sent elsewhere")
            }
            // The first address and every one redirected to.
            guard visited.insert(next).inserted, visited.count <= Self.maximumRedirects + 1 else {
                throw .redirectRefused(
                    request: request.name, reason: "more than \(Self.maximumRedirects) redirects, or a loop of them")
            }
            address = next
        }
    }
}

private extension WebClient {
    /// A way out: through a proxy or not, inflating compressed answers or not.
    struct Route: Hashable {
        let proxy: HTTPClient.Configuration.Proxy?
        let compressed: Bool
    }

    func check(_ address: WebAddress, plaintext: Plaintext) throws(WebFailure) {
        if plaintext == .loopbackOnly, let refusal = Self.plaintextRefusal(address) { throw refusal }
    }

    /// One request and its whole answer, errors turned into what the family can act on.
    func exchange(_ request: WebRequest, at address: WebAddress, maximumBytes: Int) async throws(WebFailure)
        -> WebResponse
    {
        var outgoing = HTTPClientRequest(url: address.description)
        outgoing.method = request.method == .get ? .GET : .POST
        // The client's own, unless the request names itself (as a forecast's does, with a contact).
        if !request.headers.contains(where: { $0.name.lowercased() == "user-agent" }) {
            outgoing.headers.add(name: "User-Agent", value: userAgent)
        }
        // A redirect to another origin never carries what was meant for the first.
        let sameOrigin = address.isSameOrigin(as: request.address)
        for header in request.headers where sameOrigin || header.name.lowercased() != "authorization" {
            outgoing.headers.add(name: header.name, value: header.value)
        }
        if let body = request.body { outgoing.body = .bytes(ByteBuffer(bytes: body)) }
        let deadline = NIODeadline.now() + .seconds(Int64(self.deadline))
        let proxy = proxies.proxy(for: address)
        let client = clients[Route(proxy: proxy, compressed: request.acceptsCompression)]
        let response: HTTPClientResponse
        do {
            guard let client else { throw HTTPClientError.alreadyShutdown }
            response = try await client.execute(outgoing, deadline: deadline)
        } catch {
            throw failure(error, request: request.name, address: address, whileReading: false)
        }
        if let length = response.headers.first(name: "content-length").flatMap(Int.init), length > maximumBytes {
            throw .tooLarge(request: request.name, limit: maximumBytes)
        }
        // Read a part at a time: the library's own deadline ends with the answer's head, and a
        // server that sends a byte within every read's time limit must still be given up.
        var body: [UInt8] = []
        do {
            for try await part in response.body {
                guard body.count + part.readableBytes <= maximumBytes else {
                    throw WebFailure.tooLarge(request: request.name, limit: maximumBytes)
                }
                body += part.readableBytesView
                guard NIODeadline.now() < deadline else {
                    throw WebFailure.tooSlow(request: request.name, seconds: self.deadline)
                }
            }
        } catch let failure as WebFailure {
            throw failure
        } catch let error as NIOHTTPDecompression.DecompressionError {
            throw error == .limit
                ? WebFailure.tooLarge(request: request.name, limit: min(maximumBytes, Self.inflatedLimit))
                : WebFailure.undecodable(request: request.name)
        } catch {
            throw failure(error, request: request.name, address: address, whileReading: true)
        }
        var headers: [String: String] = [:]
        for (name, value) in response.headers { headers[name.lowercased()] = value }
        return WebResponse(status: Int(response.status.code), headers: headers, body: body, address: address)
    }

    func failure(_ error: any Error, request: String, address: WebAddress, whileReading: Bool) -> WebFailure {
        if let error = error as? HTTPClientError {
            switch error {
            case .readTimeout: return .timedOut(request: request, seconds: timeout)
            case .deadlineExceeded:
                return .tooSlow(request: request, seconds: deadline)
            case .connectTimeout:
                return .unreachable(address: address.origin, reason: "no connection within \(timeout) s")
            case .remoteConnectionClosed, .bodyLengthMismatch:
                return whileReading
                    ? .truncated(request: request)
                    : .unreachable(
                        address: address.origin, reason: "the server closed the connection without answering")
            case .tlsHandshakeTimeout:
                return .insecure(address: address.origin, reason: "the TLS handshake took longer than \(timeout) s")
            case .httpProxyHandshakeTimeout, .socksHandshakeTimeout:
                return .unreachable(address: address.origin, reason: "the proxy did not connect within \(timeout) s")
            default:
                // Only the short form: the long one can hold a header's value, a token among them.
                return whileReading
                    ? .truncated(request: request)
                    : .unreachable(address: address.origin, reason: error.shortDescription.lowercased())
            }
        }
        if let error = error as? NIOConnectionError {
            if error.dnsAError != nil || error.dnsAAAAError != nil, error.connectionErrors.isEmpty {
                return .unreachable(address: address.origin, reason: "the name \(address.host) does not resolve")
            }
            return .unreachable(address: address.origin, reason: connectionReason(error))
        }
        if error is NIOSSLError || error is BoringSSLError || error is NIOSSLExtraError {
            return .insecure(address: address.origin, reason: tlsReason(error, host: address.host))
        }
        if error is HTTPParserError {
            return whileReading
                ? .truncated(request: request)
                : .unreachable(address: address.origin, reason: "what answered does not speak HTTP")
        }
        if let error = error as? IOError {
            return .unreachable(address: address.origin, reason: reason(error, port: address.port))
        }
        // The error's kind only: its text may quote what was sent.
        return whileReading
            ? .truncated(request: request) : .unreachable(address: address.origin, reason: "\(type(of: error))")
    }

    func connectionReason(_ error: NIOConnectionError) -> String {
        guard let first = error.connectionErrors.first else { return "no address to connect to" }
        if let io = first.error as? IOError { return reason(io, port: error.port) }
        return "\(first.error)"
    }

    /// What a TLS failure means for the family, with BoringSSL's own name for it: its whole
    /// text carries a source path of the library's, which says nothing to them.
    func tlsReason(_ error: any Error, host: String) -> String {
        let text = "\(error)"
        if text.contains("CERTIFICATE_VERIFY_FAILED") {
            return "the server's certificate is not signed by an authority this system trusts, or has expired "
                + "(CERTIFICATE_VERIFY_FAILED); certificates are checked against the system's store"
        }
        if text.contains("failedToValidateHostname") {
            return "the server's certificate is not for \(host)"
        }
        // BoringSSL's reason is the word after "OPENSSL_internal:".
        if let range = text.range(of: "OPENSSL_internal:") {
            return "TLS failed (" + text[range.upperBound...].prefix { $0.isLetter || $0 == "_" } + ")"
        }
        return "TLS failed (\(text.prefix(200)))"
    }

    func reason(_ error: IOError, port: Int) -> String {
        switch error.errnoCode {
        case ECONNREFUSED: return "nothing answers at port \(port) (connection refused)"
        case ENETUNREACH, EHOSTUNREACH: return "no route to the host"
        case ECONNRESET: return "the server reset the connection"
        default: return error.description
        }
    }
}
