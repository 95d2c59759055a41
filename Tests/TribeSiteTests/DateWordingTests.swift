import Foundation
import Testing
import TribeRecurrence

@testable import TribeSite

/// Dates in the family's language: plain English as TribePress always wrote it, every other
/// language as Foundation's own formatters write it.
struct DateWordingTests {
    private func day(_ year: Int, _ month: Int, _ day: Int) throws -> LocalDate {
        try #require(LocalDate(year: year, month: month, day: day))
    }

    private func time(_ hour: Int, _ minute: Int) throws -> LocalDateTime {
        try #require(LocalDateTime(date: try day(2026, 11, 19), hour: hour, minute: minute, second: 0))
    }

    @Test func plainEnglishKeepsTheWordingTribePressAlwaysWrote() throws {
        let english = DateWording(language: "en")
        #expect(english.longDate(try day(2026, 1, 10)) == "Saturday 10 January 2026")
        #expect(english.monthTitle(try #require(YearMonth(year: 2026, month: 9))) == "September 2026")
        #expect(english.time(try time(8, 15)) == "08:15")
        #expect(english.time(try time(23, 5)) == "23:05")
        #expect(english.dayRange(try day(2027, 2, 13), try day(2027, 2, 17)) == "13–17 February 2027")
        #expect(english.dayRange(try day(2027, 7, 28), try day(2027, 8, 2)) == "28 July – 2 August 2027")
        #expect(english.dayRange(try day(2026, 12, 30), try day(2027, 1, 2)) == "30 December 2026 – 2 January 2027")
        #expect(english.dayRange(try day(2027, 3, 5), try day(2027, 3, 5)) == "5 March 2027")
        #expect(english.weekday(1, .abbreviated) == "Mon" && english.weekday(7, .narrow) == "Su")
        #expect(!english.isRightToLeft)
    }

    @Test func frenchGermanAndSpanishFamiliesReadTheirOwnDates() throws {
        let french = DateWording(language: "fr")
        #expect(french.longDate(try day(2026, 11, 19)) == "jeudi 19 novembre 2026")
        #expect(french.monthTitle(try #require(YearMonth(year: 2026, month: 11))) == "novembre 2026")
        #expect(french.monthName(8) == "août")
        #expect(french.time(try time(8, 5)) == "08:05")
        #expect(french.weekday(1, .wide) == "lundi" && french.weekday(7, .narrow) == "di")
        #expect(french.dayRange(try day(2027, 2, 13), try day(2027, 2, 17)) == "13–17 février 2027")
        let swiss = DateWording(language: "de-CH")
        #expect(swiss.longDate(try day(2026, 11, 19)) == "Donnerstag, 19. November 2026")
        #expect(swiss.dayRange(try day(2027, 2, 13), try day(2027, 2, 17)) == "13.–17. Februar 2027")
        let spanish = DateWording(language: "es")
        #expect(spanish.longDate(try day(2026, 11, 19)) == "jueves, 19 de noviembre de 2026")
        #expect(spanish.monthTitle(try #require(YearMonth(year: 2026, month: 11))) == "noviembre de 2026")
        #expect(spanish.time(try time(8, 5)) == "8:05")
        // A Polish month stands alone as "listopad" and is "listopada" in a date.
        let polish = DateWording(language: "pl")
        #expect(polish.longDate(try day(2026, 11, 19)) == "czwartek, 19 listopada 2026")
        #expect(polish.monthTitle(try #require(YearMonth(year: 2026, month: 11))) == "listopad 2026")
    }

    @Test func arabicAndHebrewAreWrittenRightToLeft() throws {
        let arabic = DateWording(language: "ar")
        #expect(arabic.isRightToLeft && DateWording(language: "he").isRightToLeft)
        #expect(!DateWording(language: "fr").isRightToLeft && !DateWording(language: "de-CH").isRightToLeft)
        #expect(arabic.monthName(11) == "نوفمبر")
        #expect(arabic.monthTitle(try #require(YearMonth(year: 2026, month: 11))).contains("نوفمبر"))
    }

    /// Our own writing of each locale's patterns against Foundation's formatters, for every
    /// locale Foundation knows: full dates, month titles and short times, on days that
    /// exercise one- and two-digit days and months and both halves of the day.
    @Test func everyLocaleWritesItsDatesAsFoundationDoes() throws {
        let days = [try day(2026, 1, 5), try day(2027, 11, 28), try day(2024, 2, 29)]
        let times = [try time(0, 5), try time(9, 30), try time(12, 0), try time(23, 59)]
        var differences: [String] = []
        // Plain "en" keeps TribePress's own English on purpose.
        for identifier in Locale.availableIdentifiers.sorted() where identifier != "en" {
            let wording = DateWording(language: identifier)
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: identifier)
            formatter.calendar = DateWording.gregorian(formatter.locale)
            formatter.timeZone = DateWording.utc
            for date in days {
                let instant = Date(timeIntervalSince1970: Double(date.daysSinceEpoch) * 86_400)
                formatter.dateStyle = .full
                formatter.timeStyle = .none
                let full = formatter.string(from: instant)
                formatter.setLocalizedDateFormatFromTemplate("MMMMy")
                let month = formatter.string(from: instant)
                if wording.longDate(date) != full {
                    differences.append("\(identifier): \(wording.longDate(date)) ≠ \(full)")
                }
                if wording.monthTitle(YearMonth(of: date)) != month {
                    differences.append("\(identifier): \(wording.monthTitle(YearMonth(of: date))) ≠ \(month)")
                }
            }
            formatter.dateStyle = .none
            formatter.timeStyle = .short
            for moment in times {
                let instant = Date(timeIntervalSince1970: Double(moment.wallSeconds))
                let short = formatter.string(from: instant)
                if wording.time(moment) != short {
                    differences.append("\(identifier): \(wording.time(moment)) ≠ \(short)")
                }
            }
        }
        #expect(Locale.availableIdentifiers.count > 500)
        #expect(differences.isEmpty, "\(differences.prefix(20))")
    }

    @Test func patternsKeepQuotedTextAndQuotes() {
        #expect(
            DatePattern("EEEE, d 'de' MMMM 'de' y").pieces == [
                .weekday(abbreviated: false, standalone: false), .literal(", "), .day(padded: false), .literal(" de "),
                .monthName(abbreviated: false, standalone: false), .literal(" de "), .year,
            ])
        #expect(
            DatePattern("h 'o''clock' a").pieces == [
                .hour(.h12, padded: false), .literal(" o'clock "), .dayPeriod("a"),
            ])
        #expect(DatePattern("HH''mm").pieces == [.hour(.h23, padded: true), .literal("'"), .minute(padded: true)])
    }
}
