import Foundation
import TribePressTestSupport

/// `Tests/Fixtures/drf-http/replay_server.py` on a free port of 127.0.0.1: the TribeHub backend
/// as it answered in the recorded session, with the scenarios a real deployment adds.
final class ReplayServer {
    /// A request the server received, as its log says: never a body's values.
    struct Request: Decodable, Equatable {
        var method: String
        var path: String
        var bearer: Bool
        var keys: [String]
    }

    static let fixtures = CommandRunner.packageRoot.appendingPathComponent("Tests/Fixtures/drf-http")
    /// The password of the recorded session's user, `maya`.
    static let password = "pw-Harbour-2026!"

    let process: Process
    let port: Int
    let log: URL

    /// Starts the server with `scenarios`; with `tls`, it speaks HTTPS with that certificate and key.
    init(_ scenarios: [String] = [], tls: (certificate: String, key: String)? = nil) throws {
        log = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString).log")
        var arguments = [
            "python3", "-u", Self.fixtures.appendingPathComponent("replay_server.py").path,
            "--scenario", scenarios.joined(separator: ","), "--log", log.path,
        ]
        if let tls { arguments += ["--tls", tls.certificate, tls.key] }
        let line: String
        (process, line) = try ProcessRunner.startServer(URL(fileURLWithPath: "/usr/bin/env"), arguments)
        guard line.hasPrefix("PORT "), let port = Int(line.dropFirst(5)) else {
            ProcessRunner.stop(process)
            throw ProcessRunner.Failure(description: "the replay server did not start: \(line)")
        }
        self.port = port
    }

    /// The server's address, `http://127.0.0.1:<port>` (or `https`).
    func address(scheme: String = "http") -> String { "\(scheme)://127.0.0.1:\(port)" }

    /// Every request so far, in order.
    func requests() throws -> [Request] {
        guard let text = try? String(contentsOf: log, encoding: .utf8) else { return [] }
        return try text.split(separator: "\n").map { try JSONDecoder().decode(Request.self, from: Data($0.utf8)) }
    }

    func stop() {
        ProcessRunner.stop(process)
        try? FileManager.default.removeItem(at: log)
    }

    /// The recorded exchanges, each as note, request path and response body.
    static func exchanges() throws -> [(note: String, method: String, path: String, body: String)] {
        let data = try Data(contentsOf: fixtures.appendingPathComponent("exchanges.json"))
        guard let list = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] else { return [] }
        return list.compactMap { exchange in
            guard let request = exchange["request"] as? [String: Any],
                let response = exchange["response"] as? [String: Any],
                let note = exchange["note"] as? String, let method = request["method"] as? String,
                let path = request["path"] as? String, let body = response["body"] as? String
            else { return nil }
            return (note, method, path, body)
        }
    }

    /// The body the recorded session's user read at `path`.
    static func recordedBody(_ path: String) throws -> String {
        guard
            let exchange = try exchanges().first(where: {
                $0.method == "GET" && $0.path == path && !$0.note.hasPrefix("the same list")
                    && !$0.note.hasPrefix("no credentials") && !$0.note.hasPrefix("a token")
            })
        else { throw ProcessRunner.Failure(description: "no recorded GET \(path)") }
        return exchange.body
    }
}
