import Testing
import TribeData
import TribeRecurrence

@testable import TribeSchedule

/// Real clock changes of 2026. Expected instants come from Python's zoneinfo (fold=0).
struct TimeZoneTransitionTests {
    private func starts(_ event: Event, zone: String, from: String, to: String) -> [String] {
        ScheduleFixtures.schedule([event], zone: zone)
            .occurrences(from: ScheduleFixtures.utc(from), to: ScheduleFixtures.utc(to))
            .map { "\($0.start.iso8601) \($0.start.instant)" }
    }

    @Test func aWeeklyTenOClockStaysAtTenAcrossTheSpringChangeInLondon() {
        let swim = ScheduleFixtures.event(start: "2026-03-22T10:00:00", repeats: .weekly)
        #expect(
            starts(swim, zone: "Europe/London", from: "2026-03-20T00:00:00", to: "2026-03-30T00:00:00") == [
                "2026-03-22T10:00:00+00:00 1774173600", "2026-03-29T10:00:00+01:00 1774774800",
            ])
    }

    @Test func aTimeTheClocksSkipMovesForwardByTheGap() {
        let london = ScheduleFixtures.event(start: "2026-03-28T01:30:00", repeats: .daily)
        #expect(
            starts(london, zone: "Europe/London", from: "2026-03-29T00:00:00", to: "2026-03-29T12:00:00") == [
                "2026-03-29T02:30:00+01:00 1774747800"
            ])
        let newYork = ScheduleFixtures.event(start: "2026-03-07T02:30:00", repeats: .daily)
        #expect(
            starts(newYork, zone: "America/New_York", from: "2026-03-08T00:00:00", to: "2026-03-08T12:00:00") == [
                "2026-03-08T03:30:00-04:00 1772955000"
            ])
        let sydney = ScheduleFixtures.event(start: "2026-10-03T02:30:00", repeats: .daily)
        #expect(
            starts(sydney, zone: "Australia/Sydney", from: "2026-10-03T12:00:00", to: "2026-10-04T12:00:00") == [
                "2026-10-04T03:30:00+11:00 1791045000"
            ])
    }

    @Test func aTimeThatHappensTwiceTakesTheFirst() {
        let london = ScheduleFixtures.event(start: "2026-10-24T01:30:00", repeats: .daily)
        #expect(
            starts(london, zone: "Europe/London", from: "2026-10-24T12:00:00", to: "2026-10-25T12:00:00") == [
                "2026-10-25T01:30:00+01:00 1792888200"
            ])
        let newYork = ScheduleFixtures.event(start: "2026-10-31T01:30:00", repeats: .daily)
        #expect(
            starts(newYork, zone: "America/New_York", from: "2026-11-01T00:00:00", to: "2026-11-01T12:00:00") == [
                "2026-11-01T01:30:00-04:00 1793511000"
            ])
        let sydney = ScheduleFixtures.event(start: "2026-04-04T02:30:00", repeats: .daily)
        #expect(
            starts(sydney, zone: "Australia/Sydney", from: "2026-04-04T12:00:00", to: "2026-04-05T12:00:00") == [
                "2026-04-05T02:30:00+11:00 1775316600"
            ])
    }

    @Test func wholeDaysOfADurationAreCalendarDaysAndTheRestIsElapsedTime() throws {
        // Friday 17:00 for "3 00:00:00" across the October change ends Monday 17:00 on the wall.
        let camping = ScheduleFixtures.event(start: "2026-10-23T17:00:00", duration: 3 * 86_400)
        let weekend = try #require(ScheduleFixtures.schedule([camping]).occurrences(from: 0, to: Int.max / 2).first)
        #expect(weekend.start.instant == 1_792_771_200)
        #expect(weekend.end.iso8601 == "2026-10-26T17:00:00+00:00" && weekend.end.instant == 1_793_034_000)
        // An hour from 01:30 BST on the night the clocks go back ends at 01:30 GMT: one real hour.
        let late = ScheduleFixtures.event(start: "2026-10-25T01:30:00", duration: 3600)
        let night = try #require(ScheduleFixtures.schedule([late]).occurrences(from: 0, to: Int.max / 2).first)
        #expect(night.end.instant - night.start.instant == 3600)
        #expect(night.end.iso8601 == "2026-10-25T01:30:00+00:00")
    }

    @Test func anEventInItsOwnZoneKeepsItsZone() throws {
        let call = ScheduleFixtures.event(start: "2026-11-01T11:00:00", timeZone: "America/Toronto")
        let schedule = ScheduleFixtures.schedule([call])
        let occurrence = try #require(schedule.occurrences(from: 0, to: Int.max / 2).first)
        #expect(schedule.facts[occurrence].timeZone == "America/Toronto")
        #expect(occurrence.start.iso8601 == "2026-11-01T11:00:00-05:00")
    }
}
