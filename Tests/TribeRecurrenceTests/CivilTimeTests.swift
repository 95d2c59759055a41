import Foundation
import Testing

@testable import TribeRecurrence

struct CivilTimeTests {
    /// From twelve centuries before 0000-03-01, where the day numbers are moved on by whole
    /// 400-year cycles, to eight centuries after 1970.
    @Test func daysSinceEpochRoundTripsAcrossTwentyFourCenturies() {
        for days in stride(from: -719_468 - 146_097 * 3, through: 146_097 * 2, by: 37) {
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

    @Test func wallSecondsReadAsFoundationsGregorianCalendarReadsThem() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        // Foundation's calendar turns Julian before 1582, so it answers from 1600-01-01 to
        // 9999-12-31; the steps land on every time of day, and the second list crosses the epoch.
        let far = stride(from: -11_676_096_000, through: 253_402_300_799, by: 97_654_321)
        let near = stride(from: -200_000, through: 200_000, by: 3_607)
        for wall in Array(far) + Array(near) + [-1, 0, 86_399, 86_400] {
            let time = LocalDateTime(wallSeconds: wall)
            let expected = calendar.dateComponents(
                [.year, .month, .day, .hour, .minute, .second], from: Date(timeIntervalSince1970: TimeInterval(wall)))
            #expect(
                [time.date.year, time.date.month, time.date.day, time.hour, time.minute, time.second]
                    == [expected.year, expected.month, expected.day, expected.hour, expected.minute, expected.second],
                "\(wall)")
            #expect(time.wallSeconds == wall && time.nanosecond == 0)
        }
    }

    @Test func wallClockAdditionKeepsTheFraction() throws {
        let start = try #require(LocalDateTime(iso: "1969-12-31T23:59:59.25"))
        #expect(start.adding(seconds: 1).description == "1970-01-01T00:00:00.25")
        #expect(start.adding(seconds: -86_400).description == "1969-12-30T23:59:59.25")
    }

    @Test func datesAndNumbersAreWrittenWithLeadingZeros() throws {
        #expect(try #require(LocalDate(year: 2027, month: 2, day: 1)).description == "2027-02-01")
        #expect(try #require(LocalDate(year: 5, month: 12, day: 31)).description == "0005-12-31")
        #expect(LocalDate(daysSinceEpoch: 2_932_896).description == "9999-12-31")  // Python's date.max
        #expect(LocalDate(daysSinceEpoch: 2_932_897).description == "10000-01-01")
        // Python: (date(1, 1, 1) - date(1970, 1, 1)).days == -719162; the day before is in year 0.
        #expect(LocalDate(daysSinceEpoch: -719_163).description == "0000-12-31")
        #expect(0.zeroPadded(2) == "00" && 7.zeroPadded(2) == "07" && 42.zeroPadded(2) == "42")
        #expect(123.zeroPadded(2) == "123" && 45.zeroPadded(6) == "000045" && 9.zeroPadded(0) == "9")
    }
}
