import Foundation
import Testing

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
}
