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
        let data = try Data(
            contentsOf: URL(fileURLWithPath: ScheduleFixtures.exportFolder).appendingPathComponent(file))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let rows = try #require(object["results"] as? [[String: Any]])
        var byEvent: [Int: [String]] = [:]
        for row in rows where row["recurrence_type"] as? String == "REC" {
            if let id = row["id"] as? Int, let start = row["start"] as? String {
                byEvent[id, default: []].append(start)
            }
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
            #expect(
                ours(schedule, event: event.id, from: "2026-11-22T16:14:55", to: "2027-01-22T16:14:55") == rows[
                    event.id] ?? [], "event \(event.id)")
        }
    }

    @Test func everyRepeatCodeAgreesWithTheBackendOverAllOf2027() throws {
        let (schedule, tribe) = try schedule()
        let rows = try generatedRows("events-2027.json")
        #expect(rows.count == 10)
        for event in tribe.events where event.repeats {
            #expect(
                ours(schedule, event: event.id, from: "2027-01-01T00:00:00", to: "2028-01-01T00:00:00") == rows[
                    event.id] ?? [], "event \(event.id)")
        }
    }

    /// What the backend's own code gives for `YEA`, run with django-recurrence 1.11.1 (the
    /// version the fixtures were made with): `Recurrence(dtstart=start + timedelta(days=365),
    /// rrules=[Rule(YEARLY)]).between(start, 2037-01-01, inc=True)`, as its `Event.save` builds
    /// it. The first repeat is 365 days on, then every year on that date; the 2027 `REC` rows
    /// of the fixtures are the first line's and Grandma's (14 June 2027) first repeats.
    static let backendYearly: [(start: String, repeats: [String])] = [
        ("2026-04-09", (2027...2036).map { "\($0)-04-09" }),
        ("2027-03-01", ["2028-02-29", "2032-02-29", "2036-02-29"]),
        ("2027-05-10", (2028...2036).map { "\($0)-05-09" }),
        ("2028-02-29", (2029...2036).map { "\($0)-02-28" }),
    ]

    @Test func yearlyKeepsTheDateWhereTheBackendsFirstRepeatCrossesALeapDay() throws {
        // The backend moves the first repeat 365 days, so a first year holding a 29 February
        // lands a day early, and every later year repeats that date; a first repeat on a
        // 29 February then comes only in leap years. TribePress keeps the month and day.
        var differing: [String: [String]] = [:]
        for (start, repeats) in Self.backendYearly {
            let event = ScheduleFixtures.event(start: start + "T16:00:00", repeats: .yearly)
            let schedule = ScheduleFixtures.schedule([event])
            // The repeats, without the start itself.
            let mine = schedule.occurrences(
                from: ScheduleFixtures.utc(start + "T00:00:00"), to: ScheduleFixtures.utc("2037-01-01T00:00:00")
            )
            .map { $0.start.wall.date.description }.filter { $0 != start }
            #expect(mine.count == 2036 - (Int(start.prefix(4)) ?? 0), "\(start)")
            differing[start] = mine.filter { !repeats.contains($0) }
        }
        #expect(differing["2026-04-09"] == [])
        #expect(differing["2027-03-01"] == (2028...2036).map { "\($0)-03-01" })
        #expect(differing["2027-05-10"] == (2028...2036).map { "\($0)-05-10" })
        #expect(differing["2028-02-29"] == ["2032-02-29", "2036-02-29"])
    }

    @Test func theFixturesYearlyRowsAreTheBackendsFirstRepeats() throws {
        let rows = try generatedRows("events-2027.json")
        #expect(rows[6] == ["2027-04-09T16:00:00"] && rows[9] == ["2027-06-14T13:00:00"])
    }

    @Test func aLeapDayBirthdayFallsOnTheTwentyEighthInCommonYears() throws {
        let (schedule, _) = try schedule()
        #expect(
            ours(schedule, event: 25, from: "2028-01-01T00:00:00", to: "2033-01-01T00:00:00") == [
                "2028-02-29T12:00:00", "2029-02-28T12:00:00", "2030-02-28T12:00:00", "2031-02-28T12:00:00",
                "2032-02-29T12:00:00",
            ])
    }

    @Test func monthlyOnTheThirtyFirstClampsToShortMonths() throws {
        let (schedule, _) = try schedule()
        #expect(
            ours(schedule, event: 3, from: "2026-01-01T00:00:00", to: "2026-06-01T00:00:00") == [
                "2026-01-31T18:00:00", "2026-02-28T18:00:00", "2026-03-31T18:00:00", "2026-04-30T18:00:00",
                "2026-05-31T18:00:00",
            ])
    }
}
