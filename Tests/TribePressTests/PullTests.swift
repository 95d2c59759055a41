import Foundation
import Testing
import TribePressTestSupport
import Yams

/// `tribepress pull` run as a user runs it, against a server that answers as the TribeHub
/// backend answered in the recorded session, and against what a real deployment can do beyond
/// it: pages, slowness, a broken answer, a failure, a redirect, an expired token, photos.
@Suite struct PullTests {
    /// The four files a pull writes.
    static let files = ["tribe.json", "events.json", "contacts.json", "profiles.json"]

    /// `pull` of `server` into `folder` of the scratch folder, as the recorded user.
    static func pull(
        _ cli: CommandRunner, _ server: String, into folder: String = "export", _ extra: [String] = [],
        password: String? = ReplayServer.password
    ) throws -> CommandRunner.Result {
        try cli.run(
            ["pull", "--server", server, "--username", "maya", "--content", folder] + extra,
            environment: password.map { ["TRIBEHUB_PASSWORD": $0] } ?? [:])
    }

    /// The bytes of the export files in `folder`, read as any program reads them (through links).
    static func export(_ cli: CommandRunner, _ folder: String) -> [String: Data] {
        var found: [String: Data] = [:]
        for name in files {
            found[name] = try? Data(contentsOf: cli.folder.appendingPathComponent("\(folder)/\(name)"))
        }
        return found
    }

    /// A scratch folder whose `export/` holds the backend export saved by hand (five members).
    static func withHandSavedExport() throws -> CommandRunner {
        let cli = try CommandRunner.withSample()
        try cli.copyBackendExport(to: "export")
        return cli
    }

    @Test func aPullFollowedByABuildGivesTheSiteOfTheSameAnswersSavedByHand() throws {
        let server = try ReplayServer()
        defer { server.stop() }
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        let result = try Self.pull(cli, server.address(), into: "pulled")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "Pulled pulled from \(server.address())/: 3 members, 4 events, 1 contact, 0 photos."))
        #expect(result.stderr.contains("There was no export in pulled before, so nothing to compare with."))
        // Each answer is written as the backend sent it.
        for (file, path) in [("tribe.json", "/tribe/"), ("events.json", "/events/"), ("contacts.json", "/contacts/")] {
            #expect(try cli.read("pulled/\(file)") == ReplayServer.recordedBody(path))
        }
        // The same answers saved by hand, profiles.json as one pretty array of the three.
        let saved = cli.folder.appendingPathComponent("saved")
        try FileManager.default.createDirectory(at: saved, withIntermediateDirectories: true)
        for (file, path) in [("tribe.json", "/tribe/"), ("events.json", "/events/"), ("contacts.json", "/contacts/")] {
            try ReplayServer.recordedBody(path).write(
                to: saved.appendingPathComponent(file), atomically: true, encoding: .utf8)
        }
        let profiles = try ["/profile/3/", "/profile/1/", "/profile/2/"].map {
            try JSONSerialization.jsonObject(with: Data(ReplayServer.recordedBody($0).utf8))
        }
        try JSONSerialization.data(withJSONObject: profiles, options: [.prettyPrinted, .sortedKeys]).write(
            to: saved.appendingPathComponent("profiles.json"))
        let options = ["--time-zone", "Europe/London", "--now", "2026-11-29", "--quiet"]
        let pulledBuild = try cli.run(["build", "--content", "pulled", "--output", "site-pulled"] + options)
        #expect(pulledBuild.status == 0, "\(pulledBuild.stderr)")
        let savedBuild = try cli.run(["build", "--content", "saved", "--output", "site-saved"] + options)
        #expect(savedBuild.status == 0, "\(savedBuild.stderr)")
        let pulledSite = try cli.tree("site-pulled")
        #expect(pulledSite.count > 50)
        #expect(pulledSite == (try cli.tree("site-saved")))
        // It logged in, read as the user, and logged out without the token (which may have expired).
        let requests = try server.requests()
        #expect(
            requests.map { "\($0.method) \($0.path)" } == [
                "POST /dj-rest-auth/login/", "GET /tribe/", "GET /events/", "GET /contacts/", "GET /profile/3/",
                "GET /profile/1/", "GET /profile/2/", "POST /dj-rest-auth/logout/",
            ])
        #expect(requests.filter { $0.method == "GET" }.allSatisfy { $0.bearer })
        #expect(requests.last?.bearer == false)
        #expect(requests.first?.keys == ["password", "username"])
    }

    @Test func neitherThePasswordNorATokenIsPrintedOrWritten() throws {
        let server = try ReplayServer(["expire"])
        defer { server.stop() }
        let cli = try Self.withHandSavedExport()
        defer { cli.remove() }
        let result = try Self.pull(cli, server.address())
        #expect(result.status == 0, "\(result.stderr)")
        let wrong = try Self.pull(cli, server.address(), password: "not-it-\(ReplayServer.password)")
        #expect(wrong.status == 77)
        let secrets =
            [ReplayServer.password]
            + (try ReplayServer.exchanges().flatMap { exchange in
                exchange.body.components(separatedBy: "\"").filter { $0.hasPrefix("eyJ") }
            })
        #expect(secrets.count > 2)
        let written = try cli.tree("export").values.map { String(decoding: $0, as: UTF8.self) }
        for secret in secrets {
            #expect(!result.stderr.contains(secret) && !result.stdout.contains(secret))
            #expect(!wrong.stderr.contains(secret) && !wrong.stdout.contains(secret))
            #expect(!written.contains { $0.contains(secret) })
        }
    }

    @Test func aListInPagesIsWrittenAsOneAnswerHoldingEveryResult() throws {
        let whole = try ReplayServer()
        defer { whole.stop() }
        let paged = try ReplayServer(["paged"])
        defer { paged.stop() }
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        #expect(try Self.pull(cli, whole.address(), into: "whole").status == 0)
        let result = try Self.pull(cli, paged.address(), into: "paged")
        #expect(result.status == 0, "\(result.stderr)")
        // Eighteen rows of events in pages of two: nine pages, every `next` followed.
        #expect(try paged.requests().filter { $0.path.hasPrefix("/events/") }.count == 9)
        for file in ["events.json", "contacts.json"] {
            let merged = try JSONSerialization.jsonObject(with: Data(cli.read("paged/\(file)").utf8)) as? NSDictionary
            let original = try JSONSerialization.jsonObject(with: Data(cli.read("whole/\(file)").utf8)) as? NSDictionary
            #expect(merged != nil && merged == original, "\(file)")
        }
        let options = ["--time-zone", "Europe/London", "--now", "2026-11-29", "--quiet"]
        #expect(try cli.run(["build", "--content", "whole", "--output", "site-whole"] + options).status == 0)
        #expect(try cli.run(["build", "--content", "paged", "--output", "site-paged"] + options).status == 0)
        #expect(try cli.tree("site-paged") == (try cli.tree("site-whole")))
    }

    @Test func anAccessTokenThatExpiresMidPullIsRenewedWithTheRefreshToken() throws {
        let server = try ReplayServer(["expire", "paged"])
        defer { server.stop() }
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        let result = try Self.pull(cli, server.address())
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("1 new access token"))
        let requests = try server.requests().map { "\($0.method) \($0.path)" }
        // The read refused with token_not_valid is read again after the refresh.
        guard let refresh = requests.firstIndex(of: "POST /dj-rest-auth/token/refresh/") else {
            Issue.record("no refresh in \(requests)")
            return
        }
        #expect(refresh > 0 && requests[refresh - 1] == requests[refresh + 1])
        #expect(requests.last == "POST /dj-rest-auth/logout/")
        #expect(Self.export(cli, "export").count == 4)
    }

    @Test func aWrongPasswordReportsTheBackendsAnswerAndExits77() throws {
        let server = try ReplayServer()
        defer { server.stop() }
        let cli = try Self.withHandSavedExport()
        defer { cli.remove() }
        let before = try cli.tree("export")
        let result = try Self.pull(cli, server.address(), password: "not-it")
        #expect(result.status == 77)
        #expect(
            result.stderr.contains(
                "error: the server refused the login of \"maya\" at \(server.address()): \"Unable to log in with provided credentials.\""
            ))
        #expect(try cli.tree("export") == before)
        #expect(try server.requests().map(\.path) == ["/dj-rest-auth/login/"])
    }

    /// A server that fails part-way, each in its own way: the status, the message naming the
    /// request, and the export saved by hand still there byte for byte, logged out all the same.
    @Test(arguments: [
        (
            "server-error", 69,
            "error: GET /events/: the server failed (500) (it begins \"<!doctype html> <html lang=\\\"en\\\">"
        ),
        ("truncated", 69, "error: GET /events/: the answer broke off before its end"),
        (
            "not-json", 65,
            "error: GET /contacts/: the answer is not JSON (it begins \"<!doctype html><title>Maintenance"
        ),
        (
            "redirect", 69,
            "error: GET /events/: the server redirects to https://elsewhere.example, another host than http://127.0.0.1:"
        ),
        (
            "next-elsewhere", 65,
            "error: GET /events/: the next page is at \"https://elsewhere.example/events/?page=2\", not on http://127.0.0.1:"
        ),
        ("slow", 69, "error: GET /events/: the server sent nothing for 1 s, so the request was given up"),
        ("trickle", 69, "error: GET /events/: the answer took longer than 10 s, so the request was given up"),
    ])
    func aServerThatFailsLeavesThePreviousExportAsItWas(scenario: String, status: Int32, message: String) throws {
        let server = try ReplayServer([scenario])
        defer { server.stop() }
        let cli = try Self.withHandSavedExport()
        defer { cli.remove() }
        let before = try cli.tree("export")
        let started = Date()
        let result = try Self.pull(cli, server.address(), ["--timeout", "1"])
        #expect(result.status == status, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(try cli.tree("export") == before)
        #expect(!FileManager.default.fileExists(atPath: cli.folder.appendingPathComponent("export/.tribehub").path))
        #expect(try server.requests().last?.path == "/dj-rest-auth/logout/")
        // A pull never hangs: the slow answer is given up after the timeout, not after 30 s.
        #expect(Date().timeIntervalSince(started) < 20)
    }

    @Test func dataTheLoaderRefusesIsReportedWhereItCanBeReadAndNothingIsReplaced() throws {
        let server = try ReplayServer(["bad-data"])
        defer { server.stop() }
        let cli = try Self.withHandSavedExport()
        defer { cli.remove() }
        let before = Self.export(cli, "export")
        let result = try Self.pull(cli, server.address())
        #expect(result.status == 65)
        let rejected = "export/.tribehub/rejected/events.json"
        #expect(result.stderr.contains("\(rejected):1:"), "\(result.stderr)")
        #expect(result.stderr.contains(": error: $.results[0].start: "), "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "error: the server's export has 1 error (its files are kept in export/.tribehub/rejected to read); the previous export stays"
            ))
        #expect(try cli.read(rejected).contains("2026-02-30T10:00:00"))
        #expect(Self.export(cli, "export") == before)
        // What the build reads is still the export saved by hand.
        #expect(try cli.run(["check", "--content", "export", "--time-zone", "Europe/London", "--quiet"]).status == 0)
    }

    @Test func anUnreachableServerExits69AndNamesTheAddress() throws {
        // A port nothing listens on: the server's, once it has stopped.
        let server = try ReplayServer()
        let address = server.address()
        server.stop()
        let cli = try Self.withHandSavedExport()
        defer { cli.remove() }
        let before = try cli.tree("export")
        let result = try Self.pull(cli, address)
        #expect(result.status == 69)
        #expect(result.stderr.contains("error: cannot reach \(address): nothing answers at port"), "\(result.stderr)")
        #expect(try cli.tree("export") == before)
        let unknown = try Self.pull(cli, "https://tribehub.invalid")
        #expect(unknown.status == 69)
        #expect(
            unknown.stderr.contains(
                "error: cannot reach https://tribehub.invalid: the name tribehub.invalid does not resolve"))
        #expect(try cli.tree("export") == before)
    }

    @Test(arguments: [
        ("http://tribehub.example.org", "plain http is accepted only on this machine"),
        ("https://maya:secret@tribehub.example.org", "without a user name or password in it"),
        ("ftp://tribehub.example.org", "expects an http or https address"),
    ])
    func addressesThatWouldExposeThePasswordAreRefusedWith64(server: String, message: String) throws {
        let cli = try Self.withHandSavedExport()
        defer { cli.remove() }
        let before = try cli.tree("export")
        let result = try Self.pull(cli, server)
        #expect(try cli.tree("export") == before)
        #expect(result.status == 64)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        // An address with a password in it is refused without being repeated.
        #expect(!result.stderr.contains("secret"))
    }

    @Test func certificatesAreVerifiedAgainstTheSystemsStore() throws {
        let cli = try Self.withHandSavedExport()
        defer { cli.remove() }
        let before = try cli.tree("export")
        // A certificate for 127.0.0.1 that no authority signed.
        let key = cli.folder.appendingPathComponent("key.pem").path
        let certificate = cli.folder.appendingPathComponent("certificate.pem").path
        _ = try ProcessRunner.output(
            of: "/usr/bin/env",
            [
                "openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", certificate,
                "-days", "2", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
            ])
        let server = try ReplayServer([], tls: (certificate, key))
        defer { server.stop() }
        let result = try Self.pull(cli, server.address(scheme: "https"))
        #expect(result.status == 69)
        #expect(
            result.stderr.contains("error: no secure connection to \(server.address(scheme: "https")): "),
            "\(result.stderr)")
        #expect(
            result.stderr.contains("the server's certificate is not signed by an authority this system trusts"),
            "\(result.stderr)")
        #expect(try server.requests().isEmpty)
        #expect(try cli.tree("export") == before)
    }

    @Test func thePasswordComesOnlyFromTheEnvironment() throws {
        let server = try ReplayServer()
        defer { server.stop() }
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        let missing = try Self.pull(cli, server.address(), password: nil)
        #expect(missing.status == 64)
        #expect(missing.stderr.contains("is read from the environment variable TRIBEHUB_PASSWORD, which is not set"))
        let named = try cli.run(
            [
                "pull", "--server", server.address(), "--username", "maya", "--content", "export", "--password-env",
                "FAMILY_HUB",
            ],
            environment: ["FAMILY_HUB": ReplayServer.password])
        #expect(named.status == 0, "\(named.stderr)")
        let flag = try cli.run([
            "pull", "--server", server.address(), "--username", "maya", "--password", "hunter2-family",
        ])
        #expect(flag.status == 64)
        #expect(!flag.stderr.contains("hunter2"))
        #expect(try server.requests().filter { $0.path == "/dj-rest-auth/login/" }.count == 1)
    }

    @Test func aFamilyWrittenByHandIsNeverOverwritten() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        let before = try cli.tree("content")
        let result = try Self.pull(cli, "http://127.0.0.1:9", into: "content")
        #expect(result.status == 73)
        #expect(
            result.stderr.contains(
                "error: content/tribe.json is not a TribeHub answer but a TribePress file (a family written by hand); a pull never replaces it"
            ))
        #expect(try cli.tree("content") == before)
    }

    @Test func anotherPullIntoTheSameFolderIsRefusedWhileOneRuns() throws {
        let cli = try Self.withHandSavedExport()
        defer { cli.remove() }
        let holder = try ProcessRunner.start(
            URL(fileURLWithPath: "/usr/bin/flock"), [cli.folder.appendingPathComponent("export").path, "sleep", "30"])
        defer { kill(holder.processIdentifier, SIGKILL) }
        Thread.sleep(forTimeInterval: 0.3)
        let before = try cli.tree("export")
        let result = try Self.pull(cli, "http://127.0.0.1:9")
        #expect(result.status == 75)
        #expect(result.stderr.contains("another pull into export is under way"), "\(result.stderr)")
        #expect(try cli.tree("export") == before)
    }

    @Test func theSummarySaysWhichEventsWereAddedChangedAndRemoved() throws {
        let first = try ReplayServer()
        defer { first.stop() }
        let changed = try ReplayServer(["changed"])
        defer { changed.stop() }
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        #expect(try Self.pull(cli, first.address()).status == 0)
        let again = try Self.pull(cli, first.address())
        #expect(again.stderr.contains("No event changed since the previous pull."), "\(again.stderr)")
        let result = try Self.pull(cli, changed.address())
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("Added 1 event: \"Harbour regatta\"."), "\(result.stderr)")
        #expect(
            result.stderr.contains("Changed 1 event: \"Recycling bin day (moved to Saturdays)\"."), "\(result.stderr)")
        #expect(result.stderr.contains("Removed 1 event: \"Christmas food shop\"."), "\(result.stderr)")
    }
}

/// The workflow `init` writes, its steps run as GitHub Actions would run them.
@Suite struct PullWorkflowTests {
    @Test func theWorkflowPullsBeforeItBuildsWhenTheRepositoryIsSetUpForIt() throws {
        let server = try ReplayServer()
        defer { server.stop() }
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        #expect(try cli.run(["init", "family", "--time-zone", "Europe/London", "--now", "2026-11-22"]).status == 0)
        let text = try cli.read("family/.github/workflows/publish.yml")
        let workflow = try #require(try Yams.load(yaml: text) as? [String: Any])
        let jobs = try #require(workflow["jobs"] as? [String: Any])
        let steps = try #require((jobs["build"] as? [String: Any])?["steps"] as? [[String: Any]])
        let pullIndex = try #require(steps.firstIndex { ($0["run"] as? String)?.contains("tribepress pull ") == true })
        let buildIndex = try #require(steps.firstIndex { ($0["name"] as? String) == "Build the site" })
        #expect(pullIndex < buildIndex)
        // The last run's pull is restored first, for the summary to compare with.
        let cache = try #require(steps.firstIndex { ($0["uses"] as? String)?.hasPrefix("actions/cache@") == true })
        #expect(cache < pullIndex)
        let cached = try #require((steps[cache]["with"] as? [String: Any])?["path"] as? String)
        #expect(cached.contains("content/.tribehub") && cached.contains("content/events.json"))
        let pull = steps[pullIndex]
        #expect(pull["if"] as? String == "${{ vars.TRIBEHUB_SERVER != '' && vars.TRIBEHUB_USERNAME != '' }}")
        let env = try #require(pull["env"] as? [String: String])
        #expect(env["TRIBEHUB_PASSWORD"] == "${{ secrets.TRIBEHUB_PASSWORD }}")
        #expect(env["TRIBEHUB_SERVER"] == "${{ vars.TRIBEHUB_SERVER }}")
        // The steps' scripts, run with what Actions would give them: the command on the PATH, as
        // the action puts it there; the example family removed, as the workflow's comment says.
        let bin = cli.folder.appendingPathComponent("runner/bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: bin.appendingPathComponent("tribepress"), withDestinationURL: CommandRunner.executable)
        try FileManager.default.removeItem(at: cli.folder.appendingPathComponent("family/content/tribe.json"))
        let actions = [
            "PATH": bin.path + ":/usr/bin:/bin", "TRIBEHUB_SERVER": server.address(), "TRIBEHUB_USERNAME": "maya",
            "TRIBEHUB_PASSWORD": ReplayServer.password, "BASE_URL": "https://family.example.org/",
            "TRIBEPRESS_SECRET": String(repeating: "5e", count: 32), "SOURCE_DATE_EPOCH": "1795910400",
        ]
        for index in [pullIndex, buildIndex] {
            let script = try #require(steps[index]["run"] as? String)
            let result = try cli.run(
                ["-euo", "pipefail", "-c", "cd family && " + script], environment: actions, executable: "/bin/bash")
            #expect(result.status == 0, "\(steps[index]["name"] ?? index): \(result.stderr)")
        }
        #expect(try cli.read("family/content/events.json") == ReplayServer.recordedBody("/events/"))
        #expect(
            FileManager.default.fileExists(atPath: cli.folder.appendingPathComponent("family/_site/index.html").path))
    }
}
