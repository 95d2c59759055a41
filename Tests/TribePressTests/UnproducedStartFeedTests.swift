import Foundation
import Testing
import TribePressTestSupport

/// A series whose start its rule does not make, read from its feed by libical and by
/// `recurring-ical-events`: both must find the occurrences the planner shows.
///
/// RFC 5545 counts such a start as the first occurrence, and Google Calendar shows it; libical's
/// rule iterator, python-dateutil and ical.js leave it out, and readers count COUNT with it or
/// without it. The feed says the same thing in a way none of them can read differently.
@Suite struct UnproducedStartFeedTests {
    static let events = [
        // A Tuesday, then Mondays, three in all: the Tuesday and two Mondays.
        #"{"id": 901, "user": 1, "to": [], "accepted": [], "start": "2026-12-01T18:00:00", "duration": "01:00:00", "#
            + #""recurrence_type": "NON", "rrule": "FREQ=WEEKLY;BYDAY=MO;COUNT=3", "subject": "Counted Mondays", "#
            + #""category": "OTH"}"#,
        // A Wednesday, then first Fridays until June.
        #"{"id": 902, "user": 1, "to": [], "accepted": [], "start": "2026-12-02T09:00:00", "duration": "00:30:00", "#
            + #""recurrence_type": "NON", "rrule": "FREQ=MONTHLY;BYDAY=1FR;UNTIL=20270601T000000Z", "#
            + #""subject": "First Fridays", "category": "OTH"}"#,
        // A Thursday and nothing more: COUNT=1 is the start alone.
        #"{"id": 903, "user": 1, "to": [], "accepted": [], "start": "2026-12-03T12:00:00", "duration": "01:00:00", "#
            + #""recurrence_type": "NON", "rrule": "FREQ=WEEKLY;BYDAY=MO;COUNT=1", "subject": "Only once", "#
            + #""category": "OTH"}"#,
        // All day, a Saturday, then the last Sunday of each month, four in all.
        #"{"id": 904, "user": 1, "to": [], "accepted": [], "start": "2026-12-05", "all_day": true, "#
            + #""recurrence_type": "NON", "rrule": "FREQ=MONTHLY;BYDAY=-1SU;COUNT=4", "subject": "Last Sundays", "#
            + #""category": "OTH"}"#,
    ]

    @Test func libicalAndRecurringIcalEventsFindWhatThePlannerShows() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        try cli.addEvents(Self.events)
        let build = try cli.run(["build", "--now", "2026-11-22", "--output", "site"])
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stderr.contains("does not produce the event's start"))
        let feed = cli.folder.appendingPathComponent("site/feeds/tribe.ics").path
        let (from, to) = (1_790_812_800, 1_830_297_600)  // 2026-10-01 to 2028-01-01, UTC

        // The planner's occurrences, as `tribepress occurrences` lists them.
        var ours: [Int: [Int]] = [:]
        for id in [901, 902, 903, 904] {
            let result = try cli.run([
                "occurrences", "--format", "json", "--quiet", "--event", String(id), "--from", "2026-10-01",
                "--to", "2028-01-01",
            ])
            #expect(result.status == 0, "\(result.stderr)")
            let listing = try #require(
                try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            ours[id] = try (listing["occurrences"] as? [[String: Any]] ?? []).map {
                try Self.seconds(try #require($0["start"] as? String))
            }.sorted()
        }
        #expect(ours[901]?.count == 3)
        #expect(ours[903]?.count == 1)
        #expect(ours[904]?.count == 4)

        // libical: DTSTART, the rule, RDATEs and EXDATEs, zones from the feed's VTIMEZONE.
        let expander = try ProcessRunner.libicalOracle("libical_expand", into: cli.folder)
        var libical: [Int: [Int]] = [:]
        for line in try ProcessRunner.output(of: expander, [String(from), String(to), feed]).split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count == 2, let id = Self.eventID(String(fields[0])), let start = Int(fields[1]) else {
                continue
            }
            libical[id, default: []].append(start)
        }

        // recurring-ical-events, on python-dateutil.
        let report = try FeedTests.checkFeeds(
            from: "2026-10-01T00:00:00+00:00", to: "2028-01-01T00:00:00+00:00", [feed])
        let entry = try #require(report[feed])
        #expect(entry["errors"] as? [String] == [])
        var python: [Int: [Int]] = [:]
        for occurrence in entry["occurrences"] as? [[String: String]] ?? [] {
            guard let id = Self.eventID(occurrence["uid"] ?? ""), let start = occurrence["start"] else { continue }
            python[id, default: []].append(try Self.seconds(start))
        }

        for id in [901, 902, 903, 904] {
            #expect(libical[id]?.sorted() == ours[id], "libical, event \(id)")
            #expect(python[id]?.sorted() == ours[id], "recurring-ical-events, event \(id)")
        }
    }

    /// The event id in a feed's UID (`event-901-…`).
    static func eventID(_ uid: String) -> Int? {
        let parts = uid.split(separator: "-")
        guard parts.count >= 2, parts[0] == "event" else { return nil }
        return Int(parts[1])
    }

    /// An ISO 8601 instant with an offset, or a date (midnight UTC), in seconds since 1970.
    static func seconds(_ text: String) throws -> Int {
        if text.count == 10 {
            let parts = text.split(separator: "-").compactMap { Int($0) }
            var components = DateComponents()
            (components.year, components.month, components.day) = (parts[0], parts[1], parts[2])
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
            return Int(try #require(calendar.date(from: components)).timeIntervalSince1970)
        }
        let formatter = ISO8601DateFormatter()
        return Int(try #require(formatter.date(from: text)).timeIntervalSince1970)
    }
}
