import Testing

@testable import TribeRecurrence

struct CivilTimeTests {
    @Test func daysSinceEpochRoundTripsAcrossFourCenturies() {
        for days in stride(from: -146_097, through: 146_097 * 2, by: 37) {
            #expect(LocalDate(daysSinceEpoch: days).daysSinceEpoch == days)
        }
    }

    @Test func knownDatesHaveTheirDayNumbersAndWeekdays() throws {
        let epoch = try #require(LocalDate(year: 1970, month: 1, day: 1))
        let leapDay = try #require(LocalDate(year: 2028, month: 2, day: 29))
        #expect(epoch.daysSinceEpoch == 0)
        #expect(epoch.isoWeekday == 4)  // Thursday
        #expect(leapDay.daysSinceEpoch == 21_243)  // Python: (date(2028, 2, 29) - date(1970, 1, 1)).days
        #expect(leapDay.isoWeekday == 2)  // Tuesday
        #expect(try #require(LocalDate(year: 2026, month: 11, day: 22)).isoWeekday == 7)  // Sunday
    }

    @Test func impossibleDatesDoNotExist() {
        #expect(LocalDate(year: 2026, month: 2, day: 29) == nil)
        #expect(LocalDate(year: 1900, month: 2, day: 29) == nil)
        #expect(LocalDate(year: 2000, month: 2, day: 29) != nil)
        #expect(LocalDate(year: 2026, month: 4, day: 31) == nil)
        #expect(LocalDate(year: 2026, month: 13, day: 1) == nil)
    }

    @Test func wallClockAdditionCrossesMidnightAndMonths() throws {
        let start = try #require(LocalDateTime(iso: "2026-12-31T20:00:00"))
        #expect(start.adding(seconds: 5 * 3600).description == "2027-01-01T01:00:00")
        #expect(start.adding(seconds: -86_400 * 365).description == "2025-12-31T20:00:00")
    }
}
