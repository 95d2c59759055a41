import AsyncHTTPClient
import Foundation

/// The HTTP proxies the environment names, read as curl reads them, so a machine that reaches
/// the web only through a proxy reaches it from TribePress too.
///
/// `http_proxy` serves `http` addresses, `https_proxy` (or `HTTPS_PROXY`) `https` ones, each an
/// `http://[user:password@]host:port` address; `no_proxy` (or `NO_PROXY`) lists hosts, and the
/// domains below them, to reach directly (`*` for all). This machine's loopback is always
/// reached directly. `HTTP_PROXY` in capitals is not read, as curl does not read it: a CGI
/// program is handed the request's `Proxy:` header under that name.
struct ProxySettings: Sendable, Equatable {
    var http: HTTPClient.Configuration.Proxy?
    var https: HTTPClient.Configuration.Proxy?
    var direct: [String]

    init(environment: [String: String]) {
        let value = { (names: [String]) in names.lazy.compactMap { environment[$0] }.first { !$0.isEmpty } }
        http = value(["http_proxy"]).flatMap(Self.proxy)
        https = value(["https_proxy", "HTTPS_PROXY"]).flatMap(Self.proxy)
        direct = (value(["no_proxy", "NO_PROXY"]) ?? "").split(separator: ",").map {
            // A port in an entry does not narrow it.
            var entry = $0.trimmingCharacters(in: .whitespaces).lowercased()
            if entry.hasPrefix(".") { entry.removeFirst() }
            if let colon = entry.lastIndex(of: ":"), !entry.contains("]"), entry.firstIndex(of: ":") == colon {
                entry = String(entry[..<colon])
            }
            return entry
        }.filter { !$0.isEmpty }
    }

    /// The proxy a request to `address` goes through, or nil to connect directly.
    func proxy(for address: WebAddress) -> HTTPClient.Configuration.Proxy? {
        if address.isLoopback { return nil }
        if direct.contains(where: { $0 == "*" || address.host == $0 || address.host.hasSuffix("." + $0) }) {
            return nil
        }
        return address.scheme == "https" ? https : http
    }

    /// A proxy given as `http://[user:password@]host[:port]` (or without the scheme).
    static func proxy(_ text: String) -> HTTPClient.Configuration.Proxy? {
        let withScheme = text.contains("://") ? text : "http://" + text
        guard let components = URLComponents(string: withScheme), components.scheme?.lowercased() == "http",
            let host = components.host, !host.isEmpty
        else { return nil }
        let port = components.port ?? 1080
        guard let user = components.user else { return .server(host: host, port: port) }
        return .server(
            host: host, port: port,
            authorization: .basic(
                username: user.removingPercentEncoding ?? user,
                password: (components.password ?? "").removingPercentEncoding ?? ""))
    }
}
