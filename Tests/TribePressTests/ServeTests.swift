import Foundation
import Testing
import TribePressTestSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `tribepress serve` run as a user runs it, on a copy of the sample, and stopped at the end of
/// every test whatever happens in it.
@Suite(.serialized)
struct ServeTests {
    @Test func anOpenPageShowsATemplateChangeAnExportErrorAndItsMendWithoutTheTestReloadingIt() throws {
        let runner = try CommandRunner.withSample()
        let server = try ServingProcess(runner)
        defer { server.stop() }
        let report = try #require(
            try JSONSerialization.jsonObject(
                with: try ProcessRunner.oracle(
                    "live_reload.py",
                    [
                        server.url, runner.folder.appendingPathComponent("templates/layout.mustache").path,
                        runner.folder.appendingPathComponent("content/tribe.json").path,
                    ])) as? [String: Any])
        #expect(report["panel_before"] as? Int == 0)
        #expect(report["marker"] as? String == "Edited while serving")
        let panel = try #require(report["panel"] as? String)
        #expect(panel.contains("tribe.json:2:1: error: malformed JSON"), "\(panel)")
        #expect(panel.contains("this is the last site that built"))
        // The last good site stays up under the errors, and comes back whole when mended.
        #expect(report["marker_while_broken"] as? Int == 1)
        #expect(report["marker_after_mend"] as? Int == 1)
        let requests = try #require(report["requests"] as? [String])
        #expect(!requests.isEmpty)
        #expect(requests.filter { !$0.hasPrefix(server.url) } == [])
        #expect(!FileManager.default.fileExists(atPath: runner.folder.appendingPathComponent("_site").path))
    }

    @Test func feedsAreCalendarsPagesCarryTheReloadScriptAndCtrlCStopsWithStatusZero() async throws {
        let runner = try CommandRunner.withSample()
        let server = try ServingProcess(runner)
        defer { server.stop() }
        let (feed, feedResponse) = try await URLSession.shared.data(
            from: try #require(URL(string: server.url + "feeds/tribe.ics")))
        #expect(
            (feedResponse as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Type")
                == "text/calendar; charset=utf-8")
        #expect(String(decoding: feed, as: UTF8.self).hasPrefix("BEGIN:VCALENDAR\r\n"))
        let (page, pageResponse) = try await URLSession.shared.data(from: try #require(URL(string: server.url)))
        #expect(
            (pageResponse as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Type") == "text/html; charset=utf-8")
        #expect(String(decoding: page, as: UTF8.self).contains("new EventSource(\"/_tribepress/live\")"))
        let (_, missing) = try await URLSession.shared.data(
            from: try #require(URL(string: server.url + "no/such/page.html")))
        #expect((missing as? HTTPURLResponse)?.statusCode == 404)
        #expect(server.stop() == 0)
        #expect(server.talk().contains("Stopped."))
        #expect(!FileManager.default.fileExists(atPath: runner.folder.appendingPathComponent("_site").path))
    }

    @Test func anExportBrokenFromTheStartIsShownAsItsErrorsUntilMended() async throws {
        let runner = try CommandRunner.withSample()
        let tribe = try runner.read("content/tribe.json")
        try runner.write("{,\n" + tribe.dropFirst(), to: "content/tribe.json")
        let server = try ServingProcess(runner)
        defer { server.stop() }
        let home = try #require(URL(string: server.url))
        let broken = String(decoding: try await URLSession.shared.data(from: home).0, as: UTF8.self)
        #expect(broken.contains("The site has not built yet."))
        #expect(broken.contains("content/tribe.json:1:2: error: malformed JSON"), "\(broken)")
        try runner.write(tribe, to: "content/tribe.json")
        var mended = ""
        for _ in 0..<100 where !mended.contains("<footer") {
            try await Task.sleep(nanoseconds: 100_000_000)
            mended = String(decoding: try await URLSession.shared.data(from: home).0, as: UTF8.self)
        }
        #expect(mended.contains("<footer"))
        #expect(!mended.contains("tribepress-errors"))
    }

    @Test func aSecretSiteIsServedAtItsSecretAddressWhichOnlyShowSecretsPrints() async throws {
        let runner = try CommandRunner.withSample()
        let site = try runner.read("content/site.json")
        try runner.write(
            site.replacingOccurrences(of: "\"privacy\": \"public\"", with: "\"privacy\": \"secret-pages\""),
            to: "content/site.json")
        var environment = ProcessInfo.processInfo.environment
        environment["TRIBEPRESS_SECRET"] = PrivacyTests.secretA
        let quiet = try ServingProcess(runner, environment: environment)
        #expect(quiet.talk().contains("The pages are at a secret address; --show-secrets prints it."))
        #expect(quiet.talk().matches(of: /[0-9a-f]{32}/).isEmpty)
        let root = String(
            decoding: try await URLSession.shared.data(from: try #require(URL(string: quiet.url))).0, as: UTF8.self)
        #expect(root.contains("This site is private."))
        quiet.stop()
        let shown = try ServingProcess(runner, ["--show-secrets"], environment: environment)
        defer { shown.stop() }
        let line = try #require(
            shown.talk().components(separatedBy: "\n").first { $0.hasPrefix("The pages are at their secret address ") })
        let address = String(line.dropFirst("The pages are at their secret address ".count))
        #expect(address.wholeMatch(of: /http:\/\/127\.0\.0\.1:[0-9]+\/[0-9a-f]{32}\//) != nil)
        let home = String(
            decoding: try await URLSession.shared.data(from: try #require(URL(string: address))).0, as: UTF8.self)
        #expect(home.contains("The Harbour House") && home.contains("members/tom.html"))
    }

    @Test func aBusyPortMovesToTheNextFreeOne() throws {
        let runner = try CommandRunner.withSample()
        let first = try ServingProcess(runner)
        defer { first.stop() }
        let second = try ServingProcess(runner, port: first.port)
        defer { second.stop() }
        #expect(second.port != first.port)
        #expect(second.port > first.port && second.port <= first.port + 20)
    }
}

/// A `tribepress serve` process, its address read from what it says when it starts.
final class ServingProcess: @unchecked Sendable {
    let process: Process
    let url: String
    let port: Int
    private let said = Said()

    init(_ runner: CommandRunner, port: Int = 0, _ extra: [String] = [], environment: [String: String]? = nil) throws {
        let errors = Pipe()
        process = try ProcessRunner.start(
            CommandRunner.executable,
            [
                "serve", "--content", "content", "--templates", "templates", "--now", "2026-11-22", "--port",
                String(port),
            ] + extra, in: runner.folder, environment: environment, standardError: errors.fileHandleForWriting)
        try? errors.fileHandleForWriting.close()
        let said = said
        let reader = errors.fileHandleForReading
        // Read on its own thread for the whole run, so the server never blocks on a full pipe.
        Thread.detachNewThread {
            while case let data = reader.availableData, !data.isEmpty { said.append(data) }
        }
        // Ready once it says where it serves: its first build has ended and it listens.
        let deadline = Date().addingTimeInterval(60)
        var address: String?
        while Date() < deadline, process.isRunning {
            let text = said.text
            if let line = text.components(separatedBy: "\n").first(where: { $0.hasPrefix("Serving ") }) {
                address = line.components(separatedBy: " at ").dropFirst().first?.components(separatedBy: " ").first
                break
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        guard let found = address, found.hasSuffix("/"),
            let port = found.split(separator: ":").last.flatMap({ Int($0.dropLast()) })
        else {
            process.terminate()
            throw ProcessRunner.Failure(description: "serve did not start: \(said.text)")
        }
        url = found
        self.port = port
    }

    /// Everything the server said on standard error so far.
    func talk() -> String { said.text }

    /// Stops the server as Ctrl-C does (killing it if it has not stopped within 10 s); returns
    /// its exit status.
    @discardableResult
    func stop() -> Int32 {
        if process.isRunning { process.interrupt() }
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return process.terminationStatus
    }

    private final class Said: @unchecked Sendable {
        // Guarded by `lock`: written by the reading thread, read by the test.
        private var data = Data()
        private let lock = NSLock()

        var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
        func append(_ more: Data) { lock.withLock { data.append(more) } }
    }
}
