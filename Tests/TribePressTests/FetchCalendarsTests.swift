import Foundation
import Testing
import TribePressTestSupport

/// `fetch-calendars` through the shared HTTP client, as it worked through curl: a user name and
/// password in a calendar's address sent to that host only, the environment's proxy used, and
/// no private calendar's address in what it prints.
@Suite struct FetchCalendarsTests {
    @Test func credentialsGoToTheirHostOnlyAProxyIsUsedAndPrivateAddressesStayOutOfTheLog() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        try cli.withoutForecasts()
        let calendar = try cli.read("content/calendars/school-holidays.ics")
        let served = cli.folder.appendingPathComponent("served.ics")
        try calendar.write(to: served, atomically: true, encoding: .utf8)
        let log = cli.folder.appendingPathComponent("requests.log")
        // A calendar host that wants basic authentication, whose other calendar has moved to
        // another host by name, and that is also the machine's web proxy.
        let (process, line) = try ProcessRunner.startServer(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "python3", "-u", "-c",
                """
                import base64, http.server, sys
                calendar, log = open(sys.argv[1], 'rb').read(), sys.argv[2]
                class Handler(http.server.BaseHTTPRequestHandler):
                    protocol_version = 'HTTP/1.1'
                    def log_message(self, *args): pass
                    def do_CONNECT(self):
                        # As a proxy: the tunnel leads back here, the next request on it the calendar's.
                        with open(log, 'a') as f: f.write(f"CONNECT {self.path}\\n")
                        self.send_response(200)
                        self.end_headers()
                        self.close_connection = False
                    def do_GET(self):
                        auth = self.headers.get('Authorization', '')
                        with open(log, 'a') as f: f.write(f"{self.headers.get('Host')} {self.path} {auth}\\n")
                        port = self.server.server_address[1]
                        via_proxy = self.headers.get('Host', '').startswith('calendars.invalid')
                        if (via_proxy and self.path == '/school.ics') or (
                                self.path == '/private-4f1c9e/basic.ics'
                                and auth == 'Basic ' + base64.b64encode(b'family:cal pass').decode()):
                            status, body, extra = 200, calendar, {}
                        elif self.path == '/moved.ics':
                            status, body, extra = 302, b'', {'Location': f'http://localhost:{port}/private-4f1c9e/basic.ics'}
                        else:
                            status, body, extra = 401, b'no', {}
                        self.send_response(status)
                        for k, v in extra.items(): self.send_header(k, v)
                        self.send_header('Content-Length', str(len(body)))
                        self.end_headers()
                        self.wfile.write(body)
                server = http.server.ThreadingHTTPServer(('127.0.0.1', 0), Handler)
                print(server.server_address[1], flush=True)
                server.serve_forever()
                """,
                served.path, log.path,
            ])
        defer { ProcessRunner.stop(process) }
        let port = try #require(Int(line))
        let site = try cli.read("content/site.json")
        try cli.write(
            site.replacingOccurrences(
                of: "https://www.riverside-primary.example.org/calendar/holidays.ics",
                with: "http://family:cal%20pass@127.0.0.1:\(port)/private-4f1c9e/basic.ics"
            )
            .replacingOccurrences(
                of: "webcal://otters.example.org/galas.ics",
                with: "http://family:cal%20pass@127.0.0.1:\(port)/moved.ics"
            )
            .replacingOccurrences(
                of: "\"show\": \"shade\",\n      \"color\": \"#f2c14e\",",
                with:
                    "\"show\": \"shade\",\n      \"color\": \"#f2c14e\",\n      \"url\": \"http://calendars.invalid/school.ics\","
            ), to: "content/site.json")
        let result = try cli.run(["fetch-calendars"], environment: ["http_proxy": "http://127.0.0.1:\(port)"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains("Fetched \"Riverside Primary\" (content/calendars/school-holidays.ics): unchanged."))
        #expect(result.stderr.contains("Fetched \"Bank holidays\" (content/calendars/bank-holidays.ics): "))
        #expect(try cli.read("content/calendars/bank-holidays.ics") == calendar)
        // The moved calendar's host got no password, so it refused: the last good copy stays.
        #expect(
            result.stderr.contains(
                "content/calendars/swimming-galas.ics: warning: could not refresh: the calendar at http://127.0.0.1:\(port): "
                    + "the server answered 401"), "\(result.stderr)")
        #expect(!result.stderr.contains("cal pass") && !result.stderr.contains("cal%20pass"))
        #expect(!result.stderr.contains("private-4f1c9e"))
        let requests = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
        // Through the proxy, which AsyncHTTPClient reaches with CONNECT for http as for https.
        #expect(requests.contains { $0 == "CONNECT calendars.invalid:80" })
        #expect(requests.contains { $0.hasPrefix("calendars.invalid /school.ics") })
        #expect(
            requests.contains { $0.hasPrefix("localhost:\(port) /private-4f1c9e/basic.ics") && !$0.contains("Basic") })
        #expect(requests.contains { $0.hasPrefix("127.0.0.1:\(port) /private-4f1c9e/basic.ics Basic ") })
    }
}
