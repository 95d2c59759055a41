import Foundation

/// An `http` or `https` address, checked once when read, and the origin it belongs to.
///
/// Built on Foundation's `URLComponents`, which parses RFC 3986; what it adds is what a client
/// that carries a password must know of an address: whether it stays on this machine, whether
/// another address is of the same origin, and how to show it without any user information.
public struct WebAddress: Sendable, Hashable, CustomStringConvertible {
    /// `http` or `https`, lower-cased.
    public let scheme: String
    /// The host as written, lower-cased, without the brackets of an IPv6 literal.
    public let host: String
    /// The port, the scheme's own when none is written.
    public let port: Int
    /// The path (at least `/`) and query, percent-encoded as received.
    public let pathAndQuery: String

    /// Reads `text`; nil unless it is an absolute `http`/`https` address with a host and no
    /// user name or password in it.
    ///
    /// The host is taken as written, never percent-decoded, and one holding `%`, `/` or `@` is
    /// refused: decoded, `evil.example%2F.localhost` would read as one host and connect to another.
    public init?(_ text: String) {
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = components.percentEncodedHost?.lowercased(),
            !host.isEmpty, !host.contains(where: { "%/@\\".contains($0) }), components.user == nil,
            components.password == nil
        else { return nil }
        self.scheme = scheme
        self.host = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        port = components.port ?? (scheme == "https" ? 443 : 80)
        guard (1...65_535).contains(port) else { return nil }
        let path = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
        pathAndQuery = path + (components.percentEncodedQuery.map { "?" + $0 } ?? "")
    }

    /// The scheme, host and port: two addresses of one origin are one server to trust.
    public var origin: String {
        let shownHost = host.contains(":") ? "[\(host)]" : host
        let defaultPort = scheme == "https" ? 443 : 80
        return port == defaultPort ? "\(scheme)://\(shownHost)" : "\(scheme)://\(shownHost):\(port)"
    }

    /// The whole address, as requests are sent to it and messages show it.
    public var description: String { origin + pathAndQuery }

    /// The path alone, without the query: how messages name a request to the family's server.
    public var path: String {
        String(pathAndQuery.prefix { $0 != "?" })
    }

    /// Whether the host is this machine's loopback interface (`localhost`, 127.0.0.0/8, `::1`),
    /// where plain `http` cannot be overheard. Names under `.localhost` are not: outside
    /// systemd-resolved, the C library asks DNS for them.
    public var isLoopback: Bool {
        if host == "localhost" || host == "::1" { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }

    /// Whether `other` has this address's scheme, host and port.
    public func isSameOrigin(as other: WebAddress) -> Bool {
        scheme == other.scheme && host == other.host && port == other.port
    }

    /// The address `reference` names when read from this one (a `Location` header or a
    /// `next` link): absolute, or relative to this address as RFC 3986 resolves it.
    public func resolving(_ reference: String) -> WebAddress? {
        guard let base = URL(string: description), let resolved = URL(string: reference, relativeTo: base) else {
            return nil
        }
        return WebAddress(resolved.absoluteString)
    }

    /// This address with `relativePath` (no leading slash) added to its path, which is taken
    /// as a folder: `https://hub.example/api` and `relativePath` `tribe/` give
    /// `https://hub.example/api/tribe/`.
    public func appending(path relativePath: String) -> WebAddress {
        let base = path.hasSuffix("/") ? path : path + "/"
        // The result stays valid: only the path changes, to more of the same characters.
        return WebAddress(origin + base + relativePath) ?? self
    }
}
