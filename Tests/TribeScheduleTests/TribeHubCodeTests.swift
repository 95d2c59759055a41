import Foundation
import Testing
import TribeData
import TribeRecurrence
@testable import TribeSchedule

/// Our expansion of TribeHub's codes against the backend's own `REC` rows.
struct TribeHubCodeTests {
    /// Masters from `events.json`; the backend stores naive times, so they are compared in UTC.
    private func schedule() throws -> (Schedule, Tribe) {
        let content = try ContentLoader().load(from: ScheduleFixtures.exportFolder)
        let tribe = try #require(content.tribe)
        return (Schedule(tribe: tribe, timeZoneName: "UTC", timeZone: .gmt), tribe)
    }

    /// The generated rows of a response, by event id, read with Foundation's JSON reader.
    private func generatedRows(_ file: String) throws -> [Int: [String]] {
        let data = try Data(contentsOf: URL(fileURLWithPath: ScheduleFixtures.exportFolder).appendingPathComponent(file))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let rows = try #require(object["results"] as? [[String: Any]])
        var byEvent: [Int: [String]] = [:]
        for row in rows where row["recurrence_type"] as? String == "REC" {
            if let id = row["id"] as? Int, let start = row["start"] as? String { byEvent[id, default: []].append(start) }
        }
        return byEvent.mapValues { $0.sorted() }
    }

    private func ours(_ schedule: Schedule, event: Int, from: String, to: String) -> [String] {
        schedule.occurrences(from: ScheduleFixtures.utc(from), to: ScheduleFixtures.utc(to)) { $0.id == event }
            .filter { $0.start.instant >= ScheduleFixtures.utc(from) }
            .map(\.start.wall.description)
    }

    @Test func everyRepeatCodeAgreesWithTheBackendOverTheNextTwoMonths() throws {
        // GET /events/ ran at 2026-11-22T16:14:54.33 and covered two months from then.
        let (schedule, tribe) = try schedule()
        let rows = try generatedRows("events.json")
        let series = tribe.events.filter { $0.repeatCode != .none && $0.repeatCode != .yearly }
        #expect(Set(series.map(\.repeatCode)) == [.daily, .weekly, .fortnightly, .monthly])
        for event in series {
            #expect(ours(schedule, event: event.id, from: "2026-11-22T16:14:55", to: "2027-01-22T16:14:55") == rows[event.id] ?? [], "event \(event.id)")
        }
    }

    @Test func everyRepeatCodeAgreesWithTheBackendOverAllOf2027() throws {
        let (schedule, tribe) = try schedule()
        let rows = try generatedRows("events-2027.json")
        #expect(rows.count == 10)
        for event in tribe.events where event.repeats {
            #expect(ours(schedule, event: event.id, from: "2027-01-01T00:00:00", to: "2028-01-01T00:00:00") == rows[event.id] ?? [], "event \(event.id)")
        }
    }

    @Test func yearlyKeepsTheDateWhereTheBackendDriftsAfterALeapDay() throws {
        // The backend adds 365 days a time (a defect): once a 29 February is crossed it runs a
        // day early, then two. We keep the date; the two differ exactly from that year on.
        let (schedule, _) = try schedule()
        let expectedDifferences = [6: Array(2028...2035), 9: Array(2028...2035), 25: Array(2032...2035)]
        for (id, years) in expectedDifferences.sorted(by: { $0.key < $1.key }) {
            let start = try #require(try masterStart(id))
            let ourStarts = ours(schedule, event: id, from: "2026-01-01T00:00:00", to: "2036-01-01T00:00:00").map(ScheduleFixtures.dateTime)
            #expect(ourStarts.allSatisfy { $0.date.month == start.date.month && ($0.date.day == start.date.day || ($0.date.day == 28 && start.date.day == 29)) })
            let differing = ourStarts.enumerated().filter { index, mine in mine != start.adding(seconds: index * 365 * 86_400) }.map(\.element.date.year)
            #expect(differing == years, "event \(id)")
        }
    }

    private func masterStart(_ id: Int) throws -> LocalDateTime? {
        try schedule().1.events.first { $0.id == id }?.start
    }

    @Test func aLeapDayBirthdayFallsOnTheTwentyEighthInCommonYears() throws {
        let (schedule, _) = try schedule()
        #expect(ours(schedule, event: 25, from: "2028-01-01T00:00:00", to: "2033-01-01T00:00:00") == [
            "2028-02-29T12:00:00", "2029-02-28T12:00:00", "2030-02-28T12:00:00", "2031-02-28T12:00:00", "2032-02-29T12:00:00",
        ])
    }

    @Test func monthlyOnTheThirtyFirstClampsToShortMonths() throws {
        let (schedule, _) = try schedule()
        #expect(ours(schedule, event: 3, from: "2026-01-01T00:00:00", to: "2026-06-01T00:00:00") == [
            "2026-01-31T18:00:00", "2026-02-28T18:00:00", "2026-03-31T18:00:00", "2026-04-30T18:00:00", "2026-05-31T18:00:00",
        ])
    }
}
