import Foundation
import Testing
import TribePressTestSupport

/// `tribepress fetch` against a local server playing MET Norway's Locationforecast: what its
/// terms of service ask of a client (who it is, four decimals, `Expires`, `If-Modified-Since`,
/// backing off), and every way an answer can fail, each keeping the saved forecast as it was.
@Suite(.serialized)
struct FetchWeatherTests {
    @Test func identifiesItselfAsksOnlyAfterExpiresAndRevalidates() throws {
        let met = try MetServer()
        defer { met.stop() }
        let cli = try met.site()
        defer { cli.remove() }
        try met.answer("ok")
        let first = try cli.run(["fetch"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.contains("Fetched the forecast for \"Home\" (content/weather/home.json): 43380 bytes."))
        #expect(try cli.read("content/weather/home.json") == (try met.body))
        let requests = try met.requests()
        #expect(requests.count == 1)
        // Four decimals at most, and the family's contact beside TribePress's name and version.
        #expect(requests.first?["path"] == "/weatherapi/locationforecast/2.0/compact?lat=59.9139&lon=10.7522")
        let agent = try #require(requests.first?["agent"])
        #expect(agent.hasPrefix("TribePress/") && agent.hasSuffix(" family@example.org"), "\(agent)")
        #expect(requests.first?["since"] == "")
        // Compressed on the way, saved as the forecast it is.
        #expect(requests.first?["encoding"]?.contains("gzip") == true)
        let record = try cli.read("content/weather/home.fetch.json")
        #expect(record.contains("\"last_modified\": \"Fri, 06 Feb 2026 20:35:00 GMT\""))
        #expect(record.contains("\"latitude\": \"59.9139\"") && record.contains("\"longitude\": \"10.7522\""))

        // Before its Expires: not asked again.
        let again = try cli.run(["fetch"])
        #expect(again.status == 0)
        #expect(again.stderr.contains("Kept the forecast for \"Home\" (content/weather/home.json): current until "))
        #expect(try met.requests().count == 1)

        // After it: asked with If-Modified-Since, and a 304 keeps the file and moves Expires on.
        try MetServer.backdate("expires", in: cli)
        try met.answer("revalidate")
        let revalidated = try cli.run(["fetch"])
        #expect(
            revalidated.stderr.contains(
                "Fetched the forecast for \"Home\" (content/weather/home.json): unchanged (304)."),
            "\(revalidated.stderr)")
        #expect(try met.requests().last?["since"] == "Fri, 06 Feb 2026 20:35:00 GMT")
        #expect(try cli.read("content/weather/home.json") == (try met.body))
        #expect(!(try cli.read("content/weather/home.fetch.json")).contains("Fri, 06 Feb 2026 21:00:00 GMT"))

        // The alias of the command before forecasts does the same.
        #expect(try cli.run(["fetch-calendars"]).stderr.contains("current until"))
    }

    @Test func aThrottledOrDeprecatedAnswerIsBackedOffFrom() throws {
        let met = try MetServer()
        defer { met.stop() }
        let cli = try met.site()
        defer { cli.remove() }
        try met.tripSoon(cli)
        try met.answer("throttled")
        let throttled = try cli.run(["fetch"])
        #expect(throttled.status == 0)
        #expect(
            throttled.stderr.contains(
                "content/weather/home.json: warning: could not fetch: the service asks for fewer requests (429); "
                    + "no request before "), "\(throttled.stderr)")
        #expect(
            !FileManager.default.fileExists(atPath: cli.folder.appendingPathComponent("content/weather/home.json").path)
        )
        // The service throttles the client, not a place: the trip's forecast is not asked for.
        #expect(try met.requests().count == 1)
        #expect(
            throttled.stderr.contains(
                "Kept the forecast for \"Edinburgh\" (content/weather/trip-1.json): the service asked TribePress to wait"
            ))
        let record = try cli.read("content/weather/home.fetch.json")
        #expect(record.contains("\"backoff_seconds\": 600") && record.contains("\"not_before\""))
        // Not asked again while it waits.
        let waiting = try cli.run(["fetch"])
        #expect(
            waiting.stderr.contains("the service asked TribePress to wait (a 429 or a 203), so not asked again before"))
        #expect(try met.requests().count == 1)
        // The wait over, a 203 is a forecast saved with a warning, and a longer wait.
        try MetServer.backdate("not_before", in: cli)
        try met.answer("deprecated")
        let deprecated = try cli.run(["fetch", "--strict"])
        #expect(deprecated.status == 65)
        #expect(
            deprecated.stderr.contains("Fetched the forecast for \"Home\" (content/weather/home.json): 43380 bytes."))
        #expect(
            deprecated.stderr.contains(
                "content/weather/home.json: warning: the service marks this version of the forecast deprecated or in trial (203)"
            ))
        #expect(try cli.read("content/weather/home.fetch.json").contains("\"backoff_seconds\": 1200"))
        #expect(try cli.read("content/weather/home.json") == (try met.body))
    }

    /// Each bad answer refused, the saved forecast kept byte for byte, the run ending with a
    /// warning (an error under --strict), and a build after it still whole.
    @Test(arguments: [
        ("slow", "the forecast at http://127.0.0.1:PORT: the server sent nothing for 1 s, so the request was given up"),
        ("truncated", "the forecast at http://127.0.0.1:PORT: the answer broke off before its end"),
        ("huge", "the forecast at http://127.0.0.1:PORT: the answer is larger than 4194304 bytes"),
        ("bomb", "the forecast at http://127.0.0.1:PORT: the answer is larger than 4194304 bytes"),
        ("html", "the answer is not a forecast TribePress can use (line 1:1: malformed JSON:"),
        (
            "collection",
            "the answer is not a forecast TribePress can use (line 1:1: not a Locationforecast answer: expected a GeoJSON object with \"type\": \"Feature\")"
        ),
        ("nosteps", "the answer is not a forecast TribePress can use (line 1:"),
        ("absurd", "the answer is not a forecast TribePress can use (line "),
        ("failing", "the forecast at http://127.0.0.1:PORT: the server answered 500"),
        (
            "forbidden",
            "the service refused the request (403); MET Norway refuses clients that do not identify themselves"
        ),
    ])
    func aBadAnswerKeepsTheSavedForecast(mode: String, reason: String) throws {
        let met = try MetServer()
        defer { met.stop() }
        let cli = try met.siteWithAForecast()
        defer { cli.remove() }
        let saved = try cli.read("content/weather/home.json")
        // Expired, so the next run asks.
        try MetServer.backdate("expires", in: cli)
        try met.answer(mode)
        let started = Date()
        let result = try cli.run(["fetch", "--timeout", "1"])
        #expect(Date().timeIntervalSince(started) < 10, "nothing hangs")
        #expect(result.status == 0, "\(result.stderr)")
        let expected =
            "content/weather/home.json: warning: could not refresh: "
            + reason.replacingOccurrences(of: "PORT", with: "\(met.port)")
        #expect(result.stderr.contains(expected), "\(result.stderr)")
        #expect(result.stderr.contains("; kept the last good copy"))
        #expect(try cli.read("content/weather/home.json") == saved)
        #expect(try cli.run(["fetch", "--timeout", "1", "--strict"]).status == 65)
        let build = try cli.run(["build", "--now", "2026-02-06T22:00", "--output", "site"])
        #expect(build.status == 0, "\(build.stderr)")
        #expect(try cli.read("site/index.html").contains("class=\"weather\""))
    }

    /// Home moves, and the service throttles the request for the new place: the record keeps the
    /// old place the saved forecast is for, so the build does not show it as the new one's, and
    /// the wait is the hour the service asked for.
    @Test func aThrottleAfterHomeMovedKeepsTheRecordOfTheSavedPlace() throws {
        let met = try MetServer()
        defer { met.stop() }
        let cli = try met.siteWithAForecast()
        defer { cli.remove() }
        let site = try cli.read("content/site.json")
        try cli.write(site.replacingOccurrences(of: "59.913868", with: "59.95"), to: "content/site.json")
        try met.answer("throttled-for-an-hour")
        let started = Date()
        let throttled = try cli.run(["fetch"])
        #expect(throttled.stderr.contains("(429)"), "\(throttled.stderr)")
        #expect(try met.requests().last?["path"]?.hasSuffix("lat=59.95&lon=10.7522") == true)
        let record = try cli.read("content/weather/home.fetch.json")
        #expect(record.contains("\"latitude\": \"59.9139\""), "\(record)")
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        formatter.timeZone = TimeZone(identifier: "GMT")
        let notBefore = try #require(
            record.firstMatch(of: /"not_before": "([^"]*)"/).flatMap { formatter.date(from: String($0.output.1)) })
        #expect(notBefore.timeIntervalSince(started) > 3_500 && notBefore.timeIntervalSince(started) < 3_700)
        let build = try cli.run(["build", "--now", "2026-02-06T22:00", "--output", "site"])
        #expect(build.status == 0)
        #expect(build.stderr.contains("the saved forecast is for 59.9139, 10.7522, but home is at 59.95, 10.7522 now"))
        #expect(!(try cli.read("site/index.html")).contains("class=\"weather\""))
    }

    @Test func withoutAContactNothingIsAskedAndTheRunSaysWhy() throws {
        let met = try MetServer()
        defer { met.stop() }
        let cli = try met.site(contact: false)
        defer { cli.remove() }
        try met.answer("ok")
        let result = try cli.run(["fetch"])
        #expect(result.status == 65)
        #expect(
            result.stderr.contains(
                "content/site.json: error: no contact for the weather service: MET Norway's terms ask every client "
                    + "to say who runs it"), "\(result.stderr)")
        #expect(try met.requests().isEmpty)
    }

    @Test func tripsOfTheNextNineDaysAreFetchedForTheirDestination() throws {
        let met = try MetServer()
        defer { met.stop() }
        let cli = try met.site()
        defer { cli.remove() }
        try met.answer("ok")
        // The Edinburgh trip starts in three days, the Amersfoort one in ten: only the first
        // overlaps the next nine days.
        try met.tripSoon(cli)
        let result = try cli.run(["fetch"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "Fetched the forecast for \"Edinburgh\" (content/weather/trip-1.json): 43380 bytes."))
        #expect(
            try met.requests().map { $0["path"] ?? "" }.sorted() == [
                "/weatherapi/locationforecast/2.0/compact?lat=55.9533&lon=-3.1883",
                "/weatherapi/locationforecast/2.0/compact?lat=59.9139&lon=10.7522",
            ])
    }
}

/// A local server playing Locationforecast: it answers as the test last said (`answer`) and
/// writes down every request it gets.
final class MetServer {
    let process: Process
    let port: Int
    let folder: URL

    var body: String {
        get throws {
            try String(
                contentsOf: ProcessRunner.packageRoot.appendingPathComponent(
                    "Tests/Fixtures/met/oslo_compact_2026-02-06.json"),
                encoding: .utf8)
        }
    }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("tribepress-met-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let fixture = ProcessRunner.packageRoot.appendingPathComponent(
            "Tests/Fixtures/met/oslo_compact_2026-02-06.json")
        let line: String
        (process, line) = try ProcessRunner.startServer(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "python3", "-u", "-c",
                #"""
                import email.utils, gzip, http.server, json, os, sys, time
                body, folder = open(sys.argv[1], 'rb').read(), sys.argv[2]
                modified = 'Fri, 06 Feb 2026 20:35:00 GMT'
                class Handler(http.server.BaseHTTPRequestHandler):
                    protocol_version = 'HTTP/1.1'
                    def log_message(self, *args): pass
                    def do_GET(self):
                        mode = open(os.path.join(folder, 'mode')).read().strip()
                        since = self.headers.get('If-Modified-Since', '')
                        with open(os.path.join(folder, 'requests'), 'a') as log:
                            log.write(json.dumps({'path': self.path, 'agent': self.headers.get('User-Agent', ''), 'since': since,
                                                  'encoding': self.headers.get('Accept-Encoding', '')}) + '\n')
                        expires = email.utils.formatdate(time.time() + 1800, usegmt=True)
                        status, payload, headers = 200, body, {'Expires': expires, 'Last-Modified': modified}
                        if mode == 'revalidate' and since == modified:
                            status, payload = 304, b''
                        elif mode == 'throttled':
                            status, payload, headers = 429, b'Too many requests', {}
                        elif mode == 'throttled-for-an-hour':
                            status, payload, headers = 429, b'Too many requests', {'Retry-After': '3600'}
                        elif mode == 'deprecated':
                            status = 203
                        elif mode == 'failing':
                            status, payload, headers = 500, b'<h1>Internal error</h1>', {}
                        elif mode == 'forbidden':
                            status, payload, headers = 403, b'Forbidden', {}
                        elif mode == 'html':
                            payload = b'<!doctype html><title>Maintenance</title>'
                        elif mode == 'collection':
                            payload = b'{"type": "FeatureCollection", "features": []}'
                        elif mode == 'nosteps':
                            data = json.loads(body); data['properties']['timeseries'] = []
                            payload = json.dumps(data).encode()
                        elif mode == 'absurd':
                            data = json.loads(body)
                            data['properties']['timeseries'][5]['data']['instant']['details']['air_temperature'] = 480.0
                            payload = json.dumps(data).encode()
                        elif mode == 'slow':
                            time.sleep(3)
                        if mode == 'huge':
                            # 50 MB, sent in parts with no length given ahead.
                            self.send_response(200)
                            self.send_header('Transfer-Encoding', 'chunked')
                            self.end_headers()
                            part = b'[' + b'0,' * 32768
                            try:
                                for _ in range(50 * 1024 * 1024 // len(part)):
                                    self.wfile.write(b'%x\r\n%s\r\n' % (len(part), part))
                            except OSError:
                                pass
                            self.close_connection = True
                            return
                        if mode == 'bomb':
                            # 60 MB of spaces, compressed to about 60 KB.
                            payload, headers['Content-Encoding'] = gzip.compress(b' ' * (60 << 20)), 'gzip'
                        elif status in (200, 203) and 'gzip' in self.headers.get('Accept-Encoding', ''):
                            # As MET Norway sends it to a client that asks.
                            payload, headers['Content-Encoding'] = gzip.compress(payload), 'gzip'
                        self.send_response(status)
                        for key, value in headers.items(): self.send_header(key, value)
                        self.send_header('Content-Type', 'application/json')
                        self.send_header('Content-Length', str(len(payload)))
                        self.end_headers()
                        if mode == 'truncated':
                            self.wfile.write(payload[:len(payload) // 2])
                            self.wfile.flush()
                            self.close_connection = True
                            return
                        self.wfile.write(payload)
                server = http.server.ThreadingHTTPServer(('127.0.0.1', 0), Handler)
                print(server.server_address[1], flush=True)
                server.serve_forever()
                """#,
                fixture.path, folder.path,
            ])
        guard let port = Int(line) else { throw ProcessRunner.Failure(description: "the server said \(line)") }
        self.port = port
    }

    func stop() {
        ProcessRunner.stop(process)
        try? FileManager.default.removeItem(at: folder)
    }

    /// How the server answers from now on.
    func answer(_ mode: String) throws {
        try Data(mode.utf8).write(to: folder.appendingPathComponent("mode"))
    }

    /// The requests so far: path, `User-Agent` and `If-Modified-Since`.
    func requests() throws -> [[String: String]] {
        let log = folder.appendingPathComponent("requests")
        guard FileManager.default.fileExists(atPath: log.path) else { return [] }
        return try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: String])
        }
    }

    /// Moves the sample's Edinburgh trip to start in three days and the Amersfoort one in ten,
    /// by this machine's clock, as fetch's days are.
    func tripSoon(_ cli: CommandRunner) throws {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        formatter.timeZone = TimeZone(identifier: "Europe/Oslo")
        let day = { (offset: Int) in formatter.string(from: Date().addingTimeInterval(Double(offset) * 86_400)) }
        let tribe = try cli.read("content/tribe.json")
        try cli.write(
            tribe.replacingOccurrences(of: "\"start\": \"2027-02-13\"", with: "\"start\": \"\(day(3))\"")
                .replacingOccurrences(of: "\"end\": \"2027-02-17\"", with: "\"end\": \"\(day(5))\"")
                .replacingOccurrences(of: "\"start\": \"2027-04-02\"", with: "\"start\": \"\(day(10))\"")
                .replacingOccurrences(of: "\"end\": \"2027-04-05\"", with: "\"end\": \"\(day(12))\""),
            to: "content/tribe.json")
    }

    /// Sets the time `key` of home's fetch record to one long past, as if that much time had gone by.
    static func backdate(_ key: String, in cli: CommandRunner) throws {
        let record = try cli.read("content/weather/home.fetch.json")
        let past = record.replacingOccurrences(
            of: "\"\(key)\": \"[^\"]*\"", with: "\"\(key)\": \"Fri, 06 Feb 2026 21:00:00 GMT\"",
            options: .regularExpression)
        guard past != record else { throw ProcessRunner.Failure(description: "no \(key) in \(record)") }
        try cli.write(past, to: "content/weather/home.fetch.json")
    }

    /// `site()` after a fetch that saved home's forecast.
    func siteWithAForecast() throws -> CommandRunner {
        let cli = try site()
        try answer("ok")
        let fetched = try cli.run(["fetch"])
        guard fetched.status == 0 else { throw ProcessRunner.Failure(description: fetched.stderr) }
        return cli
    }

    /// The sample family in Oslo, its forecasts asked of this server, nothing saved yet.
    func site(contact: Bool = true) throws -> CommandRunner {
        let cli = try CommandRunner.withSample()
        try cli.moveFamily(to: "Europe/Oslo")
        var site: [String: Any] = [
            "time_zone": "Europe/Oslo", "privacy": "public", "base_url": NSNull(),
            "location": ["name": "Home", "latitude": 59.913868, "longitude": 10.752245],
            "weather_source": "http://127.0.0.1:\(port)/weatherapi/locationforecast/2.0/compact",
        ]
        if contact { site["contact"] = "family@example.org" }
        try cli.write(
            String(decoding: try JSONSerialization.data(withJSONObject: site, options: [.sortedKeys]), as: UTF8.self),
            to: "content/site.json")
        try FileManager.default.removeItem(at: cli.folder.appendingPathComponent("content/weather"))
        return cli
    }
}
