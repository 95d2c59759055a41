import Testing
import TribeData
import TribeRecurrence

@testable import TribeSchedule

/// The days an occurrence touches, against the day of the last second before its end.
struct OccurrenceDaysTests {
    /// Starts just before, at and after midnight, lengths from none to days, across the October
    /// clock change, all day and timed, a start with a fraction of a second, and days before
    /// 1970, whose numbers are negative.
    static let cases: [(start: String, duration: Int, allDay: Bool)] = [
        ("2026-10-24T23:00:00", 3_600, false), ("2026-10-24T23:00:00", 3_601, false), ("2026-10-24T23:30:00", 0, false),
        ("2026-10-25T00:00:00", 86_400, false), ("2026-10-25T00:00:00", 90_000, false),
        ("2026-10-24T22:59:59", 1, false),
        ("2026-10-24T00:00:00", 86_400, true), ("2026-10-24T00:00:00", 3 * 86_400, true),
        ("2026-10-24T23:59:59.5", 1, false),
        ("2026-10-23T18:00:00", 2 * 86_400 + 21_600, false),
        ("1969-12-31T23:00:00", 3_600, false), ("1969-12-31T23:00:00", 3_601, false),
        ("1969-12-30T00:00:00", 2 * 86_400, true), ("1901-03-01T00:00:00", 0, false),
        ("1901-02-28T23:59:59", 1, false),
    ]

    @Test(arguments: 0..<cases.count)
    func anOccurrenceTouchesTheDaysUpToItsLastSecond(_ index: Int) throws {
        let occurrence = try Self.occurrence(ofCase: index)
        let first = occurrence.start.wall.date
        let last =
            occurrence.end.instant > occurrence.start.instant
            ? LocalDateTime(wallSeconds: occurrence.end.wall.wallSeconds - 1).date : first
        #expect(occurrence.days == first...max(first, last), "\(occurrence.start.wall) → \(occurrence.end.wall)")
        #expect(occurrence.dayNumbers == first.daysSinceEpoch...max(first, last).daysSinceEpoch)
    }

    /// The minutes a list shows ("23:00–00:00") are those of the wall clocks, before 1970 too.
    @Test(arguments: 0..<cases.count)
    func anOccurrencesMinutesOfTheDayAreThoseOfItsWallClocks(_ index: Int) throws {
        let occurrence = try Self.occurrence(ofCase: index)
        let (wallStart, wallEnd) = (occurrence.start.wall, occurrence.end.wall)
        #expect(occurrence.startMinuteOfDay == wallStart.hour * 60 + wallStart.minute, "\(wallStart)")
        #expect(occurrence.endMinuteOfDay == wallEnd.hour * 60 + wallEnd.minute, "\(wallEnd)")
    }
}

private extension OccurrenceDaysTests {
    /// The first occurrence of `cases[index]`'s event.
    static func occurrence(ofCase index: Int) throws -> Occurrence {
        let (start, duration, allDay) = cases[index]
        let schedule = ScheduleFixtures.schedule([
            ScheduleFixtures.event(start: start, duration: duration, allDay: allDay)
        ])
        return try #require(
            schedule.occurrences(
                from: ScheduleFixtures.utc("1900-01-01T00:00:00"), to: ScheduleFixtures.utc("2026-10-30T00:00:00")
            ).first)
    }
}
