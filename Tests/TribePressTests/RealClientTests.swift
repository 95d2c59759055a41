import Foundation
import Testing
import TribePressTestSupport

/// The sample's feeds in real calendar programs: calcurse imports them, khal lists them, and
/// Radicale stores them and answers a CalDAV time-range REPORT (`Tests/Oracles/real_clients.py`).
///
/// Beside the sample the feeds carry what tripped these programs before: an event that lasts
/// no time, a subject and a place typed over two lines, and a night shift across a clock change.
@Suite(.serialized)
struct RealClientTests {
    @Test func calcurseImportsEveryFeedWithoutSkippingAnything() throws {
        let (cli, feeds) = try Self.builtSample()
        defer { cli.remove() }
        let report = try Self.oracle(
            cli, ["calcurse"] + feeds.map { cli.folder.appendingPathComponent("site/feeds/\($0)").path })
        var imported = 0
        for feed in feeds {
            let entry = try #require(
                report[cli.folder.appendingPathComponent("site/feeds/\(feed)").path] as? [String: Any])
            #expect(entry["skipped"] as? Int == 0, "\(feed): \(entry["report"] ?? "") \(entry["log"] ?? "")")
            imported += 1
        }
        #expect(imported == 6)
    }

    @Test func khalListsWhatTribepressLists() throws {
        let (cli, feeds) = try Self.builtSample()
        defer { cli.remove() }
        let everything = try Self.listing(cli, [])
        let from = try #require(everything["from"] as? String)
        let to = try #require(everything["to"] as? String)
        let paths = feeds.map { cli.folder.appendingPathComponent("site/feeds/\($0)").path }
        let report = try Self.oracle(cli, ["khal", "Europe/London", from, to] + paths)
        var compared = 0
        for (feed, path) in zip(feeds, paths) {
            let selection = try Self.selection(cli, feed: feed)
            let expected = try Self.keys(Self.listing(cli, selection))
            let found = Set(try #require(report[path] as? [[Any]]).map(Self.key))
            // khal gives an event without an end an hour of its own (and says so); RFC 5545
            // ends it where it starts, as calcurse, Radicale and TribePress do.
            let khalsHour = Set(
                expected.filter { $0.start == $0.end }.map {
                    Key(event: $0.event, start: $0.start, end: Self.plusHour($0.start))
                })
            #expect(
                found == expected.filter { $0.start != $0.end }.union(khalsHour),
                "\(feed): khal only \(found.subtracting(expected).sorted().prefix(4)), tribepress only \(expected.subtracting(found).sorted().prefix(4))"
            )
            compared += expected.count
        }
        #expect(compared > 1000)
    }

    @Test func radicaleStoresEveryEventAndItsTimeRangeReportsAgree() throws {
        let (cli, _) = try Self.builtSample()
        defer { cli.remove() }
        // The planner's months, as the tribe's wall clock bounds them.
        let months = (0..<12).map { month -> (String, String) in
            let start =
                Calendar(identifier: .gregorian).date(byAdding: .month, value: month, to: Self.september)
                ?? Self.september
            let end =
                Calendar(identifier: .gregorian).date(byAdding: .month, value: month + 1, to: Self.september)
                ?? Self.september
            return (Self.day(start), Self.day(end))
        }
        let listings = try months.map { try Self.listing(cli, ["--from", $0.0, "--to", $0.1]) }
        let ranges = listings.map { "\($0["from"] as? String ?? "")/\($0["to"] as? String ?? "")" }
        let report = try Self.oracle(
            cli, ["radicale", cli.folder.appendingPathComponent("site/feeds/tribe.ics").path] + ranges)
        #expect(report["rejected"] as? [String] == [])
        #expect(report["changed"] as? [String] == [])
        #expect((report["put"] as? Int ?? 0) > 40)
        let found = try #require(report["ranges"] as? [String: [[Any]]])
        var compared = 0
        for ((month, listing), range) in zip(zip(months, listings), ranges) {
            let expected = try Self.keys(listing)
            let theirs = Set(try #require(found[range]).map(Self.key))
            // Radicale also returns an all-day event that only touches the month: one ending on
            // its first day or starting on the day after it. RFC 4791 makes the range half-open.
            let touching = theirs.subtracting(expected).filter {
                $0.isDate && ($0.end == month.0 || $0.start == month.1)
            }
            #expect(
                theirs.subtracting(touching) == expected,
                "\(range): Radicale only \(theirs.subtracting(expected).subtracting(touching).sorted()), tribepress only \(expected.subtracting(theirs).sorted())"
            )
            compared += expected.count
        }
        #expect(compared > 400)
    }
}

private extension RealClientTests {
    static let september =
        DateComponents(
            calendar: Calendar(identifier: .gregorian), timeZone: TimeZone(identifier: "UTC"), year: 2026, month: 9,
            day: 1
        ).date ?? Date()

    /// An occurrence as every reader can give it: event id, start and end as UTC instants, or
    /// dates for all-day ones (end exclusive).
    struct Key: Hashable, Comparable, CustomStringConvertible {
        let event: Int
        let start: String
        let end: String

        var isDate: Bool { start.count == 10 }
        var description: String { "\(event) \(start)–\(end)" }

        static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.start, lhs.event) < (rhs.start, rhs.event)
        }
    }

    static func key(_ entry: [Any]) -> Key {
        Key(event: entry[0] as? Int ?? -1, start: entry[1] as? String ?? "", end: entry[2] as? String ?? "")
    }

    static func keys(_ listing: [String: Any]) throws -> Set<Key> {
        Set(
            try (listing["occurrences"] as? [[String: Any]] ?? []).map { item in
                Key(
                    event: item["event_id"] as? Int ?? -1, start: try utc(item["start"] as? String ?? ""),
                    end: try utc(item["end"] as? String ?? ""))
            })
    }

    /// A listing's time in UTC as Python writes it (`2026-12-01T09:00:00+00:00`); dates stay.
    static func utc(_ text: String) throws -> String {
        guard text.count > 10 else { return text }
        let date = try #require(ISO8601DateFormatter().date(from: text))
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date).replacingOccurrences(of: "Z", with: "+00:00")
    }

    static func plusHour(_ text: String) -> String {
        guard let date = ISO8601DateFormatter().date(from: text) else { return text }
        return (try? utc(ISO8601DateFormatter().string(from: date.addingTimeInterval(3_600)))) ?? text
    }

    static func day(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: date)
    }

    /// The sample with the three awkward events, built; its tribe and member feeds.
    static func builtSample() throws -> (CommandRunner, [String]) {
        let cli = try CommandRunner.withSample()
        let events = [
            #"{"id": 901, "user": 1, "to": [2], "accepted": [], "start": "2026-10-25T01:30:00", "duration": "06:00:00", "recurrence_type": "WEK", "subject": "Night shift", "category": "WOR", "time_zone": "Europe/Paris"}"#,
            #"{"id": 902, "user": 2, "to": [], "accepted": [], "start": "2026-12-02T09:00:00", "duration": "00:00:00", "recurrence_type": "NON", "subject": "Bins out", "category": "OTH"}"#,
            #"{"id": 903, "user": 1, "to": [3], "accepted": [3], "start": "2026-12-03T18:00:00", "duration": "01:00:00", "recurrence_type": "NON", "subject": "Carol concert\r\nbring a torch", "location": "St Mary's\nnorth door", "category": "MUS"}"#,
        ]
        try cli.addEvents(events)
        let result = try cli.run(["build", "--now", "2026-11-22", "--output", "site", "--quiet"])
        try #require(result.status == 0, "\(result.stderr)")
        let feeds = try cli.tree("site/feeds").keys.filter { $0 == "tribe.ics" || $0.hasPrefix("members/") }.sorted()
        return (cli, feeds)
    }

    /// The `occurrences` options that list what `feed` holds.
    static func selection(_ cli: CommandRunner, feed: String) throws -> [String] {
        guard feed != "tribe.ics" else { return [] }
        return ["--member", try #require(CommandRunner.feedSubject(try cli.read("site/feeds/\(feed)")))]
    }

    static func listing(_ cli: CommandRunner, _ arguments: [String]) throws -> [String: Any] {
        let result = try cli.run(["occurrences", "--now", "2026-11-22", "--format", "json", "--quiet"] + arguments)
        try #require(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    static func oracle(_ cli: CommandRunner, _ arguments: [String]) throws -> [String: Any] {
        let output = try ProcessRunner.output(
            of: ProcessRunner.python,
            [CommandRunner.packageRoot.appendingPathComponent("Tests/Oracles/real_clients.py").path] + arguments)
        return try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    }
}
