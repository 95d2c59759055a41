import Foundation
import Testing
import TribePressTestSupport

/// The week sheets printed for real: headless Chromium makes the PDF, poppler reads it back,
/// and Foundation's ISO 8601 calendar says which weeks there must be.
@Suite(.serialized)
struct WeekPrintTests {
    @Test func theSampleYearPrintsOnePortraitSheetPerISOWeekEachWithItsNumber() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        #expect(try cli.run(["build", "--now", "2026-11-22", "--output", "site"]).status == 0)
        let weeks = try Self.isoWeeks(from: "2026-09-01", through: "2027-08-31")
        #expect(weeks.count == 52 || weeks.count == 53)
        let pdf = try cli.printToPDF("planner/weeks.html")
        let info = try ProcessRunner.output(of: "/usr/bin/env", ["pdfinfo", pdf])
        #expect(info.contains("Pages:           \(weeks.count)\n"))
        #expect(info.contains("Page size:       594.96 x 841.92 pts (A4)"), "\(info)")
        let pages = try Self.pages(pdf)
        #expect(pages.count == weeks.count)
        for (page, week) in zip(pages, weeks) {
            #expect(page.hasPrefix("Week \(week.number) "), "\(week.monday): \(page.prefix(60))")
            // Seven days down the sheet, Monday first, each under its day of the month.
            #expect(Self.bands(page) == (0..<7).map { week.day($0) }, "\(week.monday)")
        }
        // 2026 has 53 ISO weeks; its last runs into 2027.
        let week53 = try #require(pages.first { $0.hasPrefix("Week 53 ") })
        #expect(week53.contains("28 December 2026 – 3 January 2027"))
        #expect(week53.contains("New Year's Day (bank holiday)"))
        // Half term: the family's events and trip, the school's shaded holiday by name.
        let halfTerm = try #require(pages.first { $0.hasPrefix("Week 44 ") })
        #expect(halfTerm.contains("26 October – 1 November 2026"))
        for text in ["Trip: October half-term in the Lakes", "18:30–20:00", "Cubs", "Halloween", "October half term"] {
            #expect(halfTerm.contains(text), "\(text)")
        }
        // Another calendar's listed event on its day: the county gala on Saturday 17 October.
        let gala = try #require(pages.first { $0.hasPrefix("Week 42 ") })
        #expect(gala.contains("08:30–") && gala.contains("County gala"))
        // Each week also has a page of its own, one sheet, linked from the planner's navigation.
        let single = try cli.printToPDF("planner/weeks/2026-W44.html")
        #expect(try ProcessRunner.output(of: "/usr/bin/env", ["pdfinfo", single]).contains("Pages:           1\n"))
        #expect(try cli.read("site/planner/2026-10.html").contains(#"<a href="../planner/weeks.html">Weeks</a>"#))
    }

    @Test func aCrowdedWeekStillFitsOneSheetAndSaysWhatItLeftOut() throws {
        // The planner tests' crowded month: twenty events on Saturday 14 November 2026 and a
        // three-week trip from 20 November.
        let cli = try CommandRunner.withCrowdedNovemberBuilt()
        defer { cli.remove() }
        let pdf = try cli.printToPDF("planner/weeks/2026-W46.html")
        #expect(try ProcessRunner.output(of: "/usr/bin/env", ["pdfinfo", pdf]).contains("Pages:           1\n"))
        let page = try #require(try Self.pages(pdf).first)
        #expect(page.hasPrefix("Week 46 "))
        // The first entries in order, then how many more, pointing into the agenda's day.
        #expect(page.contains("Busy 1") && !page.contains("Busy 20"))
        let more = try #require(page.firstMatch(of: /\+(\d+) more/))
        let shown = (1...20).filter { page.contains("Busy \($0) ") }
        #expect(shown == Array(1...shown.count))
        #expect(Int(more.1) == 20 - shown.count)
        #expect(
            try cli.read("site/planner/weeks/2026-W46.html").contains(
                #"href="../../planner/agenda/2026-11.html#d-2026-11-14""#))
        #expect(
            try cli.read("site/planner/weeks.html").contains(#"href="../planner/agenda/2026-11.html#d-2026-11-14""#))
        // The trip is on top of every day it covers, here and on the next weeks.
        let weeks = try Self.pages(try cli.printToPDF("planner/weeks.html"))
        #expect(weeks.count == 53)
        let week47 = try #require(weeks.first { $0.hasPrefix("Week 47 ") })
        #expect(week47.components(separatedBy: "Trip: Long tour").count - 1 == 3, "20, 21 and 22 November")
        #expect(try #require(weeks.first { $0.hasPrefix("Week 49 ") }).contains("Trip: Long tour"))
    }

    @Test func weekPaperSetsTheSheetAndWeeksStayISOWithSundayFirstMonths() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        let site = try cli.read("content/site.json")
        try cli.write(
            site.replacingOccurrences(of: "\"week_start\": \"monday\"", with: "\"week_start\": \"sunday\"")
                .replacingOccurrences(of: "\"paper\": \"A4\"", with: "\"paper\": \"A4\", \"week_paper\": \"Letter\""),
            to: "content/site.json")
        #expect(try cli.run(["build", "--now", "2026-11-22", "--output", "site"]).status == 0)
        let pdf = try cli.printToPDF("planner/weeks.html")
        let info = try ProcessRunner.output(of: "/usr/bin/env", ["pdfinfo", pdf])
        #expect(info.contains("Pages:           53\n") && info.contains("612 x 792 pts (letter)"), "\(info)")
        let first = try #require(try Self.pages(pdf).first)
        #expect(first.hasPrefix("Week 36 ") && first.contains("31 August – 6 September 2026"))
        #expect(Self.bands(first) == [31, 1, 2, 3, 4, 5, 6])
    }
}

private extension WeekPrintTests {
    /// An ISO week by its Monday, from Foundation's ISO 8601 calendar.
    struct ISOWeek {
        let monday: Date
        let number: Int

        /// The day of the month `offset` days after Monday.
        func day(_ offset: Int) -> Int {
            let calendar = WeekPrintTests.calendar
            return calendar.component(.day, from: calendar.date(byAdding: .day, value: offset, to: monday) ?? monday)
        }
    }

    /// The day numbers of a page's bands, top to bottom: each weekday's name starts a line,
    /// Monday to Sunday in that order, with its day's number starting the line above; nil
    /// when a name is missing or out of order.
    static func bands(_ page: String) -> [Int]? {
        let lines = page.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        var days: [Int] = []
        var after = 0
        for name in ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] {
            guard let line = lines.indices.first(where: { $0 > after && lines[$0].hasPrefix(name) }),
                let number = Int(lines[line - 1].prefix { $0.isNumber })
            else { return nil }
            days.append(number)
            after = line
        }
        return days
    }

    static var calendar: Calendar {
        var calendar = Calendar(identifier: .iso8601)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }

    /// The ISO weeks that hold a day from `first` through `last`.
    static func isoWeeks(from first: String, through last: String) throws -> [ISOWeek] {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        let start = try #require(formatter.date(from: first))
        let end = try #require(formatter.date(from: last))
        var monday = try #require(calendar.dateInterval(of: .weekOfYear, for: start)).start
        var weeks: [ISOWeek] = []
        while monday <= end {
            weeks.append(ISOWeek(monday: monday, number: calendar.component(.weekOfYear, from: monday)))
            monday = try #require(calendar.date(byAdding: .day, value: 7, to: monday))
        }
        return weeks
    }

    /// Each page's text, from `pdftotext -layout`.
    static func pages(_ pdf: String) throws -> [String] {
        let text = try ProcessRunner.output(of: "/usr/bin/env", ["pdftotext", "-layout", pdf, "-"])
        return text.components(separatedBy: "\u{0C}").filter { !$0.isEmpty }
    }
}
