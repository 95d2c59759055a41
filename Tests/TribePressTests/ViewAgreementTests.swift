import Foundation
import Testing
import TribePressTestSupport

/// Every view that says whose an occurrence is says the same, read by independent code.
///
/// For each member: their feed (expanded by `recurring-ical-events`), their planner, their page
/// and `occurrences --member`. For each category: its feed, the agenda and `occurrences
/// --category`. For each trip: its page, its travellers' feeds and `occurrences --trip`.
/// `Tests/Oracles/compare_views.py` reads the site; this test builds it and lists the
/// occurrences the views should show.
@Suite(.serialized)
struct ViewAgreementTests {
    @Test func theSampleFamilysViewsAgree() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        let report = try compare(cli, content: "content", extra: [])
        #expect(report.problems == [])
        // The sample's override puts Tom on one PTA meeting of a series that is not his.
        let tom = try cli.read("site/feeds/members/tom.ics")
        #expect(tom.contains("UID:event-13-20261201T190000-member-2@"))
        #expect(report.compared["member feed", default: 0] > 500)
        #expect(report.compared["member planner days", default: 0] >= 5 * 365)
        #expect(report.compared["member page", default: 0] > 50)
        #expect(report.compared["agenda entries", default: 0] > 400)
        #expect(report.compared["trip page", default: 0] > 10)
    }

    @Test func theSampleFamilysViewsAgreeWhenOnlyAcceptedEventsCount() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        let site = try cli.read("content/site.json")
        try cli.write(
            site.replacingOccurrences(
                of: "\"paper\": \"A4\"", with: "\"paper\": \"A4\", \"member_feeds\": \"accepted\""),
            to: "content/site.json")
        let report = try compare(cli, content: "content", extra: [])
        #expect(report.problems == [])
        #expect(report.compared["member feed", default: 0] > 300)
    }

    @Test func theBackendExportsViewsAgree() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        try cli.copyBackendExport(to: "export")
        let report = try compare(cli, content: "export", extra: ["--time-zone", "Europe/London"])
        #expect(report.problems == [])
        #expect(report.compared["member feed", default: 0] > 100)
        #expect(report.compared["member planner days", default: 0] >= 5 * 365)
    }
}

private extension ViewAgreementTests {
    struct Report {
        let problems: [String]
        let compared: [String: Int]
    }

    /// Builds `content` and has the oracle compare every member's, category's and trip's views.
    func compare(_ cli: CommandRunner, content: String, extra: [String]) throws -> Report {
        let common = ["--content", content, "--now", "2026-11-22"] + extra
        let built = try cli.run(["build", "--output", "site", "--quiet"] + common)
        try #require(built.status == 0, "\(built.stderr)")
        let folder = cli.folder.appendingPathComponent("lists")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var listings = 0
        func listing(_ arguments: [String]) throws -> String {
            listings += 1
            let path = folder.appendingPathComponent("\(listings).json").path
            let result = try cli.run(["occurrences", "--format", "json", "--quiet"] + common + arguments)
            try #require(result.status == 0, "\(arguments): \(result.stderr)")
            try Data(result.stdout.utf8).write(to: URL(fileURLWithPath: path))
            return path
        }
        // Names and files as the site publishes them: each feed's file and the name it gives.
        let feeds = try cli.tree("site/feeds")
        func feedName(_ path: String) -> String? {
            CommandRunner.feedSubject(String(decoding: feeds[path] ?? Data(), as: UTF8.self))
        }
        let data = try #require(
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: cli.folder.appendingPathComponent("\(content)/tribe.json"))) as? [String: Any])
        let trips = data["trips"] as? [[String: Any]] ?? []
        var memberSlugs: [String: String] = [:]
        var members: [[String: Any]] = []
        let today = "2026-11-22"
        let pageEnd = "2026-12-20"
        for path in feeds.keys.sorted() where path.hasPrefix("members/") {
            let slug = String(path.dropFirst("members/".count).dropLast(4))
            let name = try #require(feedName(path))
            memberSlugs[name] = slug
            let theirTrips = trips.filter { trip in
                (trip["buddies"] as? [Int] ?? []).contains { id in self.name(of: id, in: data) == name }
            }.map { [$0["start"] as? String ?? "", $0["end"] as? String ?? ""] }
            members.append([
                "name": name, "slug": slug, "trips": theirTrips,
                "plannerListing": try listing(["--member", name]),
                "pageListing": try listing(["--member", name, "--from", today, "--to", pageEnd]),
            ])
        }
        let categories = try feeds.keys.sorted().filter { $0.hasPrefix("categories/") }.map { path -> [String: Any] in
            let slug = String(path.dropFirst("categories/".count).dropLast(4))
            return ["slug": slug, "listing": try listing(["--category", slug])]
        }
        let tripEntries = try trips.map { trip -> [String: Any] in
            let title = try #require(trip["title"] as? String)
            let slug = try #require(feeds.keys.first { $0.hasPrefix("trips/") && feedName($0) == title }).dropFirst(
                "trips/".count
            ).dropLast(4)
            let travellers = (trip["buddies"] as? [Int] ?? []).compactMap {
                name(of: $0, in: data).flatMap { memberSlugs[$0] }
            }
            return [
                "title": title, "slug": String(slug), "start": trip["start"] as? String ?? "",
                "end": trip["end"] as? String ?? "",
                "travellerSlugs": travellers, "listing": try listing(["--trip", title]),
            ]
        }
        let planner = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: try listing([]))))
                as? [String: Any])
        let from = try #require(planner["from"] as? String)
        let to = try #require(planner["to"] as? String)
        // The planner's last day: the one before the day its range ends, as dates, not instants.
        let endDay = try #require(Self.dayFormatter.date(from: String(to.prefix(10))))
        let lastDay = endDay.addingTimeInterval(-86_400)
        let agendaMonths = try cli.tree("site/planner/agenda").keys.map { String($0.dropLast(5)) }.sorted()
        let manifest: [String: Any] = [
            "site": cli.folder.appendingPathComponent("site").path, "today": today, "pageDays": 28,
            "range": [String(from.prefix(10)), Self.day(lastDay)], "members": members, "categories": categories,
            "trips": tripEntries,
            "agendaMonths": agendaMonths,
        ]
        let manifestPath = cli.folder.appendingPathComponent("manifest.json")
        try JSONSerialization.data(withJSONObject: manifest, options: [.sortedKeys]).write(to: manifestPath)
        let output = try ProcessRunner.output(
            of: ProcessRunner.python,
            [
                CommandRunner.packageRoot.appendingPathComponent("Tests/Oracles/compare_views.py").path,
                manifestPath.path,
            ])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        return Report(
            problems: report["problems"] as? [String] ?? ["no report"],
            compared: report["compared"] as? [String: Int] ?? [:])
    }

    /// A member's display name in an export: the sample's `tribe.members` or the backend's `users`.
    func name(of id: Int, in data: [String: Any]) -> String? {
        let tribe = data["tribe"] as? [String: Any]
        let people = (tribe?["members"] ?? tribe?["users"] ?? data["users"]) as? [[String: Any]] ?? []
        let person = people.first { ($0["id"] as? Int ?? $0["user_id"] as? Int) == id }
        return person?["display_name"] as? String ?? person?["name"] as? String
    }

    static func day(_ date: Date) -> String {
        dayFormatter.string(from: date)
    }

    static var dayFormatter: DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }
}
