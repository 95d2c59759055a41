import Foundation
import Testing
import TribeRecurrence
import TribeSchedule

@testable import TribeSite

/// Numbers, dates and times written into bytes against the strings Foundation's printf-style
/// formatting makes of the same values.
struct ByteTextTests {
    static let values: [Int] = Array(0..<1_200) + [9_999, 10_000, 123_456_789, Int.max, -1, -7, -42, -10_000, Int.min]

    @Test(arguments: 1...5)
    func decimalsArePaddedLikePrintf(_ width: Int) {
        for value in Self.values {
            var bytes: [UInt8] = []
            bytes.append(decimal: value, width: width)
            // printf pads a negative number's digits after its sign, as the listing does.
            let digits =
                value == Int.min ? String(String(value).dropFirst()) : String(format: "%0\(width)ld", abs(value))
            let expected = (value < 0 ? "-" : "") + digits
            #expect(String(decoding: bytes, as: UTF8.self) == expected, "\(value) width \(width)")
        }
    }

    static let years = [0, 1, 9, 10, 99, 100, 999, 1_000, 1_970, 2_026, 9_999]
    static let days = [(1, 1), (2, 28), (9, 5), (12, 31)]
    static let clocks = [(0, 0, 0), (9, 5, 7), (23, 59, 59)]
    /// Seconds east of UTC: none, whole hours either way, India's and Nepal's and Newfoundland's
    /// odd minutes, Kiribati's +14:00 and past what any zone uses.
    static let offsets = [0, 3_600, -18_000, 19_800, 20_700, -12_600, 50_400, -43_200, 360_000]

    @Test func datesReadAsISO8601AsTheirDescriptionDoes() {
        for year in Self.years {
            for (month, day) in Self.days {
                let date = Self.date(year, month, day)
                var bytes: [UInt8] = []
                bytes.append(date)
                let expected = String(format: "%04ld-%02ld-%02ld", year, month, day)
                #expect(String(decoding: bytes, as: UTF8.self) == expected)
                #expect(date.description == expected)
            }
        }
    }

    @Test func timesReadAsISO8601AsTheirDescriptionDoes() throws {
        let date = try #require(LocalDate(year: 2_026, month: 3, day: 29))
        for (hour, minute, second) in Self.clocks {
            for nanosecond in [0, 500_000_000] {
                let time = try #require(
                    LocalDateTime(date: date, hour: hour, minute: minute, second: second, nanosecond: nanosecond))
                var bytes: [UInt8] = []
                bytes.append(time)
                let expected = Self.iso(2_026, 3, 29, hour, minute, second, nanosecond: nanosecond)
                #expect(String(decoding: bytes, as: UTF8.self) == expected)
                #expect(time.description == expected)
            }
        }
    }

    @Test func zonedTimesReadAsISO8601WithTheirOffset() throws {
        for year in Self.years {
            let date = Self.date(year, 10, 25)
            for offset in Self.offsets {
                for nanosecond in [0, 250_000_000] {
                    let wall = try #require(
                        LocalDateTime(date: date, hour: 1, minute: 30, second: 0, nanosecond: nanosecond))
                    let time = ZonedTime(wall: wall, instant: 0, offset: offset)
                    var bytes: [UInt8] = []
                    bytes.append(time)
                    let minutes = abs(offset) / 60
                    let expected =
                        Self.iso(year, 10, 25, 1, 30, 0, nanosecond: nanosecond)
                        + String(format: "%@%02ld:%02ld", offset < 0 ? "-" : "+", minutes / 60, minutes % 60)
                    #expect(String(decoding: bytes, as: UTF8.self) == expected)
                    #expect(time.iso8601 == expected)
                }
            }
        }
    }

    @Test func yearsOutsideFourDigitsKeepTheirDigitsAndSign() throws {
        let far = Self.date(10_000, 1, 2)
        let before = Self.date(-1, 3, 4)
        let wall = try #require(LocalDateTime(date: far, hour: 3, minute: 4, second: 5))
        var bytes: [UInt8] = []
        bytes.append(ZonedTime(wall: wall, instant: 0, offset: 3_600))
        bytes.append(UInt8(ascii: " "))
        bytes.append(before)
        #expect(String(decoding: bytes, as: UTF8.self) == "10000-01-02T03:04:05+01:00 -0001-03-04")
    }
}

private extension ByteTextTests {
    /// `YYYY-MM-DDTHH:MM:SS` and the fraction's digits without trailing zeros, made by printf.
    static func iso(
        _ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Int, nanosecond: Int
    ) -> String {
        var text = String(format: "%04ld-%02ld-%02ldT%02ld:%02ld:%02ld", year, month, day, hour, minute, second)
        guard nanosecond != 0 else { return text }
        var fraction = String(format: "%09ld", nanosecond)
        while fraction.hasSuffix("0") { fraction.removeLast() }
        text += "." + fraction
        return text
    }

    /// Any year's date, year 0 and years past 9999 included, which `LocalDate(year:month:day:)` refuses.
    static func date(_ year: Int, _ month: Int, _ day: Int) -> LocalDate {
        LocalDate(daysSinceEpoch: LocalDate.daysSinceEpoch(year: year, month: month, day: day))
    }
}
