import Foundation
import TribeData
import TribeRecurrence

/// A signed-in session with a family's TribeHub server: logs in, reads as the user, takes a new
/// access token when one expires, and logs out.
///
/// TribeHub (dj-rest-auth with Simple JWT) answers a JSON login with an access token that lasts
/// five minutes and a refresh token that lasts a day; reads carry the access token as
/// `Authorization: Bearer`. A read refused with `token_not_valid` is retried once with a
/// token from the refresh token, or, when that is refused too, from logging in again: a long
/// pull outlives its first token. The password and the tokens stay in this value: they are
/// sent only to the server's origin, and never put in a message.
public struct TribeHubSession {
    let client: WebClient
    /// The server's address as given; every endpoint is read relative to it.
    public let server: WebAddress
    private let username: String
    private let password: String
    private var access: String
    private var refresh: String?
    /// How many times a new access token was taken during the session.
    public private(set) var renewals = 0

    /// The most bytes a login, refresh or error answer may hold.
    static let smallAnswer = 1 << 20

    /// Logs in as `username`; a refused password is a `.refused` failure that quotes the server.
    public static func logIn(client: WebClient, server: WebAddress, username: String, password: String)
        async throws(PullFailure) -> TribeHubSession
    {
        let (access, refresh) = try await tokens(client: client, server: server, username: username, password: password)
        return TribeHubSession(
            client: client, server: server, username: username, password: password, access: access, refresh: refresh)
    }

    /// `GET`s `address` (of the server's origin) as the user and returns the answer, which
    /// must be a `200` with JSON in it.
    public mutating func readJSON(_ address: WebAddress, maximumBytes: Int) async throws(PullFailure) -> JSONAnswer {
        var response = try await authorizedGet(address, maximumBytes: maximumBytes)
        if response.status == 401, Self.isExpiredToken(response.body) {
            try await renew()
            response = try await authorizedGet(address, maximumBytes: maximumBytes)
        }
        let name = "GET \(address.path)"
        guard response.status == 200 else { throw Self.statusFailure(response, request: name) }
        guard let root = try? JSONParser.parse(response.body) else {
            throw PullFailure(.data, "\(name): the answer is not JSON\(Self.excerpt(response.body))")
        }
        return JSONAnswer(bytes: response.body, root: root)
    }

    /// Ends the session. TribeHub's own logout only expires the cookies a browser holds; a
    /// deployment with dj-rest-auth's default logout and a token blacklist also revokes the
    /// refresh token sent in the body. Sent without the access token, which may have expired
    /// (TribeHub would then refuse the logout itself); a failure is returned as words for a
    /// warning, since the data is already safe by then.
    public func logOut() async -> String? {
        let request = WebRequest(
            .post, server.appending(path: "dj-rest-auth/logout/"), headers: Self.jsonHeaders,
            body: Self.json(["refresh": refresh ?? ""]))
        do {
            let response = try await client.send(request, maximumBytes: Self.smallAnswer)
            return (200..<300).contains(response.status) ? nil : "\(request.name) answered \(response.status)"
        } catch {
            return error.description
        }
    }
}

extension TribeHubSession {
    /// A JSON object of strings, as the request bodies of the login, the refresh and the logout.
    static func json(_ fields: [String: String]) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        // Encoding a dictionary of strings cannot fail.
        return Array((try? encoder.encode(fields)) ?? Data("{}".utf8))
    }

    static let jsonHeaders = [
        (name: "Accept", value: "application/json"), (name: "Content-Type", value: "application/json"),
    ]

    /// Whether a 401's body is Simple JWT's answer to an expired or unknown token.
    static func isExpiredToken(_ body: [UInt8]) -> Bool {
        guard let root = try? JSONParser.parse(body) else { return false }
        return root.stringMember("code") == "token_not_valid"
    }

    /// The failure a status other than 200 means.
    static func statusFailure(_ response: WebResponse, request: String) -> PullFailure {
        let status = response.status
        let detail = serverDetail(response.body).map { ": \($0)" } ?? excerpt(response.body)
        switch status {
        case 401, 403:
            return PullFailure(.refused, "\(request): the server refused the session (\(status))\(detail)")
        case 300..<400:
            let location = response.headers["location"].map { " to \($0.quotedForMessage)" } ?? ""
            return PullFailure(
                .unavailable,
                "\(request): the server redirects (\(status))\(location); is --server the backend's own address?")
        case 404:
            return PullFailure(
                .unavailable, "\(request): not found (404); is --server the address of a TribeHub backend?")
        case 500..<600:
            return PullFailure(.unavailable, "\(request): the server failed (\(status))\(detail); try again later")
        default:
            return PullFailure(.unavailable, "\(request): the server answered \(status)\(detail)")
        }
    }

    /// What a DRF error body says (`detail`, or the messages of `non_field_errors`), on one line.
    static func serverDetail(_ body: [UInt8]) -> String? {
        guard let root = try? JSONParser.parse(body) else { return nil }
        if let detail = root.stringMember("detail") { return detail.singleLine.quotedForMessage }
        guard case .object(let members) = root.value else { return nil }
        var messages: [String] = []
        for member in members {
            guard case .array(let items) = member.node.value else { continue }
            for item in items { if case .string(let text) = item.value { messages.append(text.singleLine) } }
        }
        return messages.isEmpty ? nil : messages.joined(separator: " ").quotedForMessage
    }

    /// The start of a body that is not what was expected, for a message: on one line, at most
    /// 80 characters, quoted (which shows any control character as an escape).
    static func excerpt(_ body: [UInt8]) -> String {
        let shown = String(decoding: body.prefix(240), as: UTF8.self).singleLine.trimmingCharacters(in: .whitespaces)
        guard !shown.isEmpty else { return body.isEmpty ? " (the answer is empty)" : "" }
        return " (it begins \((shown.count > 80 ? String(shown.prefix(79)) + "…" : shown).quotedForMessage))"
    }
}

private extension TribeHubSession {
    init(client: WebClient, server: WebAddress, username: String, password: String, access: String, refresh: String?) {
        self.client = client
        self.server = server
        self.username = username
        self.password = password
        self.access = access
        self.refresh = refresh
    }

    func authorizedGet(_ address: WebAddress, maximumBytes: Int) async throws(PullFailure) -> WebResponse {
        let request = WebRequest(
            .get, address, headers: [("Accept", "application/json"), ("Authorization", "Bearer " + access)])
        do {
            return try await client.send(request, redirects: .sameOrigin, maximumBytes: maximumBytes)
        } catch {
            throw PullFailure(error)
        }
    }

    /// A new access token: from the refresh token, else by logging in again.
    mutating func renew() async throws(PullFailure) {
        renewals += 1
        if let refresh {
            let request = WebRequest(
                .post, server.appending(path: "dj-rest-auth/token/refresh/"), headers: Self.jsonHeaders,
                body: Self.json(["refresh": refresh]))
            let response: WebResponse
            do {
                response = try await client.send(request, maximumBytes: Self.smallAnswer)
            } catch {
                throw PullFailure(error)
            }
            if response.status == 200, let root = try? JSONParser.parse(response.body),
                let token = root.token("access", "access_token")
            {
                access = token
                if let rotated = root.token("refresh", "refresh_token") {
                    self.refresh = rotated
                }
                return
            }
        }
        (access, refresh) = try await Self.tokens(
            client: client, server: server, username: username, password: password)
    }

    /// Logs in and returns the access and refresh tokens.
    static func tokens(client: WebClient, server: WebAddress, username: String, password: String)
        async throws(PullFailure) -> (String, String?)
    {
        let request = WebRequest(
            .post, server.appending(path: "dj-rest-auth/login/"), headers: jsonHeaders,
            body: json(["username": username, "password": password]))
        let response: WebResponse
        do {
            response = try await client.send(request, maximumBytes: smallAnswer)
        } catch {
            throw PullFailure(error)
        }
        if response.status == 400 || response.status == 401 {
            let said = serverDetail(response.body) ?? "no reason given"
            throw PullFailure(
                .refused,
                "the server refused the login of \(username.quotedForMessage) at \(server.origin): \(said)")
        }
        guard response.status == 200 else { throw statusFailure(response, request: request.name) }
        // dj-rest-auth names the tokens `access_token` and `refresh_token`; Simple JWT's own
        // view, which some deployments expose instead, `access` and `refresh`.
        guard let root = try? JSONParser.parse(response.body),
            let access = root.token("access_token", "access")
        else {
            throw PullFailure(
                .unavailable,
                "\(request.name): the answer holds no access token; is --server the address of a TribeHub backend "
                    + "that uses JSON Web Tokens?")
        }
        return (access, root.token("refresh_token", "refresh"))
    }
}

extension JSONNode {
    /// The first of `keys` that holds a token: only the characters a JSON Web Token (or a
    /// bearer token, RFC 6750) is made of, so one can never break the header it is sent in,
    /// nor be quoted by an error about that header.
    func token(_ keys: String...) -> String? {
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~+/=")
        return keys.lazy.compactMap { self.stringMember($0) }.first { $0.allSatisfy(allowed.contains) }
    }

    /// The string value of `key` when this node is an object that has it as a non-empty string.
    func stringMember(_ key: String) -> String? {
        guard case .object(let members) = value,
            case .string(let text)? = members.first(where: { $0.key == key })?.node.value, !text.isEmpty
        else { return nil }
        return text
    }
}
