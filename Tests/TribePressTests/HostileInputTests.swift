import Foundation
import Testing
import TribePressTestSupport

/// Inputs that would make millions of occurrences are refused with a message, before anything
/// is made; long counts are walked only as far as the window needs.
@Suite(.serialized)
struct HostileInputTests {
    /// The sample with `events` added.
    private func sample(adding events: [String]) throws -> CommandRunner {
        let cli = try CommandRunner.withSample()
        try cli.addEvents(events)
        return cli
    }

    private func event(_ id: Int, start: String, rule: String) -> String {
        "{\"id\": \(id), \"user\": 1, \"to\": [], \"accepted\": [], \"start\": \"\(start)\", \"duration\": \"00:30:00\", "
            + "\"recurrence_type\": \"NON\", \"rrule\": \"\(rule)\", \"subject\": \"Event \(id)\", \"category\": \"OTH\"}"
    }

    @Test func aBuildOfMoreOccurrencesThanAPlannerCanShowIsRefused() throws {
        // 2,800 daily events: over a million occurrences in the planner's year.
        let cli = try sample(
            adding: (0..<2_800).map { event(10_000 + $0, start: "2026-01-01T09:00:00", rule: "FREQ=DAILY") })
        defer { cli.remove() }
        let result = try cli.run(["build", "--now", "2026-11-22", "--quiet"])
        #expect(result.status == 65)
        #expect(
            result.stderr.contains(
                "error: the planner's 12 months and the pages' days hold more than 1000000 occurrences, the most a build lays out"
            ))
        #expect(!FileManager.default.fileExists(atPath: cli.folder.appendingPathComponent("_site").path))
    }

    @Test func aListingOfMoreThanTenMillionOccurrencesIsRefused() throws {
        let cli = try sample(adding: [
            event(9_001, start: "0001-01-01T00:00:00", rule: "FREQ=DAILY;BYHOUR=0,3,6,9,12,15,18,21;COUNT=2000000000")
        ])
        defer { cli.remove() }
        let result = try cli.run([
            "occurrences", "--now", "2026-11-22", "--from", "0001-01-01", "--to", "9999-12-31", "--quiet",
        ])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr.contains(
                "error: the window holds more than 10000000 occurrences, the most a listing holds: narrow it with --from and --to"
            ))
    }

    @Test func aCountFromTheYearOneIsWalkedOnlyAsFarAsTheWindowNeeds() throws {
        // Eight times a day since the year 1, a billion times: the planner's year is its
        // 5.9 millionth day, and nothing after the window is walked.
        let cli = try sample(adding: [
            event(9_002, start: "0001-01-01T00:00:00", rule: "FREQ=DAILY;BYHOUR=0,3,6,9,12,15,18,21;COUNT=1000000000")
        ])
        defer { cli.remove() }
        let result = try cli.run([
            "occurrences", "--now", "2026-11-22", "--event", "9002", "--format", "csv", "--quiet",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        // The planner's range, 1 September 2026 to 1 September 2027: 365 days, eight a day.
        #expect(result.stdout.split(separator: "\r\n").count == 1 + 365 * 8)
    }

    @Test func anExportPastTheInputLimitIsRefusedBeforeItIsRead() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        // 32 MB and one byte, sparse: reading it would take about 800 MB of memory.
        let tribe = cli.folder.appendingPathComponent("content/tribe.json")
        let file = try FileHandle(forWritingTo: tribe)
        try file.truncate(atOffset: 32_000_001)
        try file.close()

        let result = try cli.run(["build", "--now", "2026-11-22", "--quiet"])

        #expect(result.status == 65)
        #expect(
            result.stderr.hasPrefix(
                "content/tribe.json: error: cannot read the file: it holds 32000001 bytes, more than the 32000000 an input "
                    + "file may (reading one takes about twenty-five times its size in memory)\n"))
        #expect(!FileManager.default.fileExists(atPath: cli.folder.appendingPathComponent("_site").path))
    }

    @Test func anEventWithTensOfThousandsOfOverridesAndExdatesBuildsWithoutAHang() throws {
        // Hourly under a COUNT, 50,000 occurrences moved each to a room of its own and 30,000
        // more left out. Asked about one override or exdate at a time, a build walked the
        // series from its start for each and made the set of exdates again for each; it filed
        // every room under the one subject's hash, and looked each override up among all the
        // others for the feeds: each alone took this debug build past a minute of CPU, where
        // all of it now takes about fifteen seconds (a release build, under one).
        // From 1 September 2026, the sample's planner's first day.
        let days = (0..<3_500).map { day in
            ISO8601DateFormatter.string(
                from: Date(timeIntervalSince1970: 1_788_220_800 + Double(day) * 86_400), timeZone: .gmt,
                formatOptions: [.withFullDate])
        }
        let hours = (0..<80_000).map { days[$0 / 24] + String(format: "T%02d:00:00", $0 % 24) }
        let overrides = (0..<50_000).map { "{\"original_start\": \"\(hours[$0])\", \"location\": \"Room \($0)\"}" }
        let exdates = hours[50_000...].map { "\"\($0)\"" }
        let byHour = (0..<24).map(String.init).joined(separator: ",")
        let cli = try sample(adding: [
            "{\"id\": 9003, \"user\": 1, \"to\": [], \"accepted\": [], \"start\": \"\(hours[0])\", "
                + "\"duration\": \"00:10:00\", \"recurrence_type\": \"NON\", "
                + "\"rrule\": \"FREQ=DAILY;BYHOUR=\(byHour);COUNT=90000\", \"subject\": \"Hourly\", \"category\": \"OTH\", "
                + "\"overrides\": [\(overrides.joined(separator: ","))], \"exdates\": [\(exdates.joined(separator: ","))]}"
        ])
        defer { cli.remove() }

        let build = try cli.start(["build", "--now", "2026-11-22", "--quiet"])

        #expect(ended(build, withinCPU: 60))
        #expect(build.terminationStatus == 0)
        // The series in the tribe's feed: its master with the 30,000 exdates, and an event per room.
        let series = try cli.read("_site/feeds/tribe.ics").components(separatedBy: "BEGIN:VEVENT\r\n")
            .filter { $0.hasPrefix("UID:event-9003-") }
        let overridden = series.filter { $0.contains("\r\nRECURRENCE-ID;TZID=") }
        #expect(series.count == 50_001)
        #expect(overridden.count == 50_000)
        let rooms = Set(overridden.compactMap(Self.location))
        #expect(rooms.count == 50_000)
        #expect(rooms.contains("Room 0") && rooms.contains("Room 49999"))
        let master = try #require(series.first { !$0.contains("\r\nRECURRENCE-ID") })
        #expect(master.components(separatedBy: "\r\nEXDATE;TZID=").count - 1 == 30_000)
    }

    /// A VEVENT's LOCATION, unfolded lines being short enough here.
    private static func location(_ vevent: String) -> String? {
        vevent.components(separatedBy: "\r\n").first { $0.hasPrefix("LOCATION:") }.map { String($0.dropFirst(9)) }
    }
}
