import Foundation
import Testing
import TribePressTestSupport

/// Runs the built `tribepress` executable as a user would, in a scratch folder.
struct CommandRunner {
    /// What one run printed and how it ended.
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The package's root, where `content/` and `templates/` live.
    static var packageRoot: URL { ProcessRunner.packageRoot }

    /// The executable SwiftPM built beside this test bundle.
    static var executable: URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
            "tribepress")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("tribepress")
    }

    let folder: URL

    /// A fresh scratch folder holding copies of the sample content and the templates.
    static func withSample() throws -> CommandRunner {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tribepress-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["content", "templates"] {
            try FileManager.default.copyItem(
                at: packageRoot.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        return CommandRunner(folder: folder)
    }

    /// Copies the backend's raw export (`Tests/Fixtures/drf-export`) into `folder` of the scratch folder.
    func copyBackendExport(to folder: String) throws {
        let export = self.folder.appendingPathComponent(folder)
        try FileManager.default.createDirectory(at: export, withIntermediateDirectories: true)
        let fixtures = Self.packageRoot.appendingPathComponent("Tests/Fixtures/drf-export")
        for name in ["tribe.json", "events.json", "contacts.json", "profiles.json"] {
            try FileManager.default.copyItem(
                at: fixtures.appendingPathComponent(name), to: export.appendingPathComponent(name))
        }
    }

    /// Adds `events` (JSON objects) at the head of the sample's events.
    func addEvents(_ events: [String]) throws {
        let tribe = try read("content/tribe.json")
        let added = tribe.replacingOccurrences(
            of: "\"events\": [", with: "\"events\": [" + events.joined(separator: ",") + ",")
        guard added != tribe else {
            throw ProcessRunner.Failure(description: "content/tribe.json has no \"events\" list")
        }
        try write(added, to: "content/tribe.json")
    }

    /// Who or what a feed is for, from its `NAME` ("The Harbour House: Tom" gives "Tom").
    static func feedSubject(_ feed: String) -> String? {
        feed.components(separatedBy: "\r\n").first { $0.hasPrefix("NAME:") }
            .map {
                String($0.dropFirst(5).split(separator: ":", maxSplits: 1).last ?? "").trimmingCharacters(
                    in: .whitespaces)
            }
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Starts the command and returns the process, for tests that interrupt it.
    func start(_ arguments: [String], environment: [String: String] = [:]) throws -> Process {
        try ProcessRunner.start(Self.executable, arguments, in: folder, environment: Self.environment(environment))
    }

    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
        let result = try ProcessRunner.run(
            Self.executable, arguments, in: folder, environment: Self.environment(environment))
        return Result(status: result.status, stdout: result.output, stderr: result.errors)
    }

    /// Runs another program (strace, say) in the scratch folder, with the command's environment.
    func run(_ arguments: [String], environment: [String: String] = [:], executable: String) throws -> Result {
        let result = try ProcessRunner.run(
            URL(fileURLWithPath: executable), arguments, in: folder, environment: Self.environment(environment))
        return Result(status: result.status, stdout: result.output, stderr: result.errors)
    }

    /// Runs the command with its standard output going to `standardOutput` (a file, say).
    /// Runs in `subfolder` of the scratch folder (made if missing), for a run that must not
    /// see the sample's `content/` and `templates/`.
    func run(_ arguments: [String], in subfolder: String) throws -> Result {
        let place = folder.appendingPathComponent(subfolder)
        try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
        let result = try ProcessRunner.run(Self.executable, arguments, in: place, environment: Self.environment([:]))
        return Result(status: result.status, stdout: result.output, stderr: result.errors)
    }

    func run(_ arguments: [String], standardOutput: FileHandle) throws -> Result {
        let result = try ProcessRunner.run(
            Self.executable, arguments, in: folder, environment: Self.environment([:]), standardOutput: standardOutput)
        return Result(status: result.status, stdout: "", stderr: result.errors)
    }

    /// Every file below `path` (relative to the scratch folder) with its bytes.
    func tree(_ path: String) throws -> [String: Data] {
        let root = folder.appendingPathComponent(path)
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        else { return [:] }
        var files: [String: Data] = [:]
        for case let url as URL in enumerator
        where (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
            files[String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))] = try Data(
                contentsOf: url)
        }
        return files
    }

    func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(path))
    }

    /// Takes home's location out of the sample's `site.json`, so `fetch` asks for no forecast:
    /// for the tests of other calendars, which must not go online.
    func withoutForecasts() throws {
        let site = try read("content/site.json")
        let location = "  \"location\": {\"name\": \"Whitby\", \"latitude\": 54.4858, \"longitude\": -0.6206},\n"
        guard site.contains(location) else { throw ProcessRunner.Failure(description: "no location in site.json") }
        try write(site.replacingOccurrences(of: location, with: ""), to: "content/site.json")
    }

    /// Sets the sample family's own time zone in `tribe.json`, as `site.json` will say it.
    func moveFamily(to zone: String) throws {
        let tribe = try read("content/tribe.json")
        try write(
            tribe.replacingOccurrences(of: "\"time_zone\": \"Europe/London\"", with: "\"time_zone\": \"\(zone)\""),
            to: "content/tribe.json")
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    /// A clean environment: no SOURCE_DATE_EPOCH unless a test sets one.
    private static func environment(_ extra: [String: String]) -> [String: String] {
        ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"].merging(extra) { $1 }
    }
}

extension CommandRunner {
    /// Prints `page` of the built site (in `site/`) with headless Chromium and returns the PDF's
    /// path: one PDF per page printed, so printing another never overwrites one still being read.
    func printToPDF(_ page: String) throws -> String {
        let pdf = folder.appendingPathComponent(page.replacingOccurrences(of: "/", with: "-") + ".pdf").path
        _ = try ProcessRunner.output(
            of: "/usr/bin/env",
            [
                "chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                "--print-to-pdf=\(pdf)", folder.appendingPathComponent("site/\(page)").absoluteString,
            ])
        return pdf
    }
}

extension CommandRunner {
    /// The sample with a crowded November (see `addCrowdedNovember()`), built into `site` as on
    /// 22 November 2026; the build must succeed.
    static func withCrowdedNovemberBuilt() throws -> CommandRunner {
        let cli = try withSample()
        try cli.addCrowdedNovember()
        let result = try cli.run(["build", "--now", "2026-11-22", "--output", "site"])
        #expect(result.status == 0, "\(result.stderr)")
        return cli
    }

    /// Adds to the sample twenty half-hour events ("Busy 1" at 07:30 … "Busy 20" at 17:00) on
    /// Saturday 14 November 2026, and "Long tour", a trip from 20 November to 10 December.
    func addCrowdedNovember() throws {
        let crowd = (1...20).map { index in
            "{\"id\": \(900 + index), \"user\": 1, \"to\": [], \"accepted\": [], \"start\": \"2026-11-14T\(String(format: "%02d", 7 + index / 2)):\(index % 2 == 0 ? "00" : "30"):00\", "
                + "\"duration\": \"00:30:00\", \"recurrence_type\": \"NON\", \"subject\": \"Busy \(index)\", \"category\": \"OTH\"}"
        }.joined(separator: ",")
        let trip =
            "{\"id\": 90, \"title\": \"Long tour\", \"destination\": {\"country_code\": \"IT\"}, \"start\": \"2026-11-20\", \"end\": \"2026-12-10\", \"buddies\": [1]},"
        var tribe = try read("content/tribe.json")
        tribe = tribe.replacingOccurrences(of: "\"events\": [", with: "\"events\": [" + crowd + ",")
        tribe = tribe.replacingOccurrences(of: "\"trips\": [", with: "\"trips\": [" + trip)
        try write(tribe, to: "content/tribe.json")
    }
}
