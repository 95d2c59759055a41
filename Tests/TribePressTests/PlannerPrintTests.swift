import Foundation
import Testing
import TribePressTestSupport

/// The planner printed for real: headless Chromium makes the PDF, poppler reads it back.
@Suite(.serialized)
struct PlannerPrintTests {
    private func text(_ pdf: String, page: Int) throws -> String {
        try ProcessRunner.output(
            of: "/usr/bin/env", ["pdftotext", "-layout", "-f", String(page), "-l", String(page), pdf, "-"])
    }

    @Test func theSamplePrintsOneA4SheetPerMonth() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        #expect(try cli.run(["build", "--now", "2026-11-22", "--output", "site"]).status == 0)
        let pdf = try cli.printToPDF("planner/print.html")
        let info = try ProcessRunner.output(of: "/usr/bin/env", ["pdfinfo", pdf])
        #expect(info.contains("Pages:           12\n"))
        #expect(info.contains("Page size:       841.92 x 594.96 pts (A4)"))
        let months = [
            "September 2026", "October 2026", "November 2026", "December 2026", "January 2027", "February 2027",
            "March 2027",
            "April 2027", "May 2027", "June 2027", "July 2027", "August 2027",
        ]
        for (index, month) in months.enumerated() {
            let page = try text(pdf, page: index + 1)
            #expect(page.hasPrefix(month), "page \(index + 1) starts with its month")
        }
        // Christmas Day is on December's sheet (the sample's all-day event of 25 December).
        #expect(try text(pdf, page: 4).contains("Christmas Day"))
        // The year at a glance is one A3 sheet.
        let year = try cli.printToPDF("planner/year.html")
        let yearInfo = try ProcessRunner.output(of: "/usr/bin/env", ["pdfinfo", year])
        #expect(yearInfo.contains("Pages:           1\n"))
        #expect(yearInfo.contains("(A3)"))
        let yearText = try text(year, page: 1)
        #expect(yearText.hasPrefix("September 2026 – August 2027"))
        #expect(yearText.contains("Trip: Summer in Brittany"))
    }

    /// The words of a PDF page with their boxes, from `pdftotext -bbox`, and the page's height.
    private func boxes(_ pdf: String) throws -> (height: Double, words: [(text: String, box: [Double])]) {
        let html = try ProcessRunner.output(of: "/usr/bin/env", ["pdftotext", "-bbox", "-f", "1", "-l", "1", pdf, "-"])
        let height = try #require(
            html.firstMatch(of: /<page width="[\d.]+" height="([\d.]+)"/).flatMap { Double($0.output.1) })
        let words = html.matches(
            of: /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/
        ).map {
            (
                text: String($0.output.5),
                box: [$0.output.1, $0.output.2, $0.output.3, $0.output.4].compactMap { Double($0) }
            )
        }
        return (height, words)
    }

    @Test(arguments: ["A3", "A4", "Letter"])
    func theYearFillsItsSheetNamesBirthdaysAndOverlapsNothing(paper: String) throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        let site = try cli.read("content/site.json")
        try cli.write(
            site.replacingOccurrences(of: "\"paper\": \"A4\"", with: "\"paper\": \"A4\", \"year_paper\": \"\(paper)\""),
            to: "content/site.json")
        #expect(try cli.run(["build", "--now", "2026-11-22", "--output", "site"]).status == 0)
        let pdf = try cli.printToPDF("planner/year.html")
        let info = try ProcessRunner.output(of: "/usr/bin/env", ["pdfinfo", pdf])
        #expect(info.contains("Pages:           1\n"))
        #expect(info.contains(paper == "Letter" ? "(letter)" : "(\(paper))"))
        let (height, words) = try boxes(pdf)
        #expect(words.count > 500)
        // The last month's row starts in the bottom quarter: the twelve share the sheet.
        let august = try #require(words.last { $0.text == "August" })
        #expect(august.box[1] / height > 0.75, "August at \(august.box[1] / height) of the height")
        // Birthdays and celebrations are named on their days.
        for name in ["Grandad", "birthday", "Christmas", "nativity"] {
            #expect(words.contains { $0.text.hasPrefix(name) }, "\(name) on the sheet")
        }
        // So are the other calendars marked `year: true`: the school's half terms as bars,
        // the bank holidays on their days.
        #expect(
            words.indices.contains { $0 > 0 && words[$0].text == "half" && words[$0 - 1].text == "October" },
            "the October half term on the sheet")
        #expect(words.contains { $0.text == "Boxing" })
        // No two words' boxes overlap (by more than half a point either way).
        var overlaps: [String] = []
        for (index, first) in words.enumerated() {
            for second in words[(index + 1)...] {
                let across = min(first.box[2], second.box[2]) - max(first.box[0], second.box[0])
                let down = min(first.box[3], second.box[3]) - max(first.box[1], second.box[1])
                if across > 0.5, down > 0.5 { overlaps.append("\(first.text) / \(second.text)") }
            }
        }
        #expect(overlaps.isEmpty, "\(overlaps.prefix(10))")
    }

    @Test func aCrowdedMonthStillFitsOneSheetAndSaysWhatItLeftOut() throws {
        // Twenty events on Saturday 14 November 2026 (a month of six week rows, the tightest
        // sheet), and a three-week trip across the end of November.
        let cli = try CommandRunner.withCrowdedNovemberBuilt()
        defer { cli.remove() }
        let pdf = try cli.printToPDF("planner/print.html")
        #expect(try ProcessRunner.output(of: "/usr/bin/env", ["pdfinfo", pdf]).contains("Pages:           12\n"))
        let november = try text(pdf, page: 3)
        #expect(november.hasPrefix("November 2026"))
        #expect(november.range(of: #"\+\d+ more"#, options: .regularExpression) != nil)
        #expect(november.contains("Trip: Long tour"))
        #expect(try text(pdf, page: 4).contains("Trip: Long tour"), "the trip continues on December's sheet")
        // November's page of the agenda has every one of the twenty, where "+N more" points,
        // from the month's sheet and from the member's own planner alike.
        let agenda = try cli.read("site/planner/agenda/2026-11.html")
        #expect((1...20).allSatisfy { agenda.contains("Busy \($0)<") })
        #expect(agenda.contains("id=\"d-2026-11-14\""))
        #expect(try cli.read("site/planner/2026-11.html").contains("href=\"agenda/2026-11.html#d-2026-11-14\""))
        #expect(try cli.read("site/planner/members/maya.html").contains("href=\"../agenda/2026-11.html#d-2026-11-14\""))
        #expect(!(try cli.read("site/planner/agenda/2026-12.html")).contains("Busy 1<"))
    }

    @Test func membersCanBeHiddenBeforePrintingAndHaveTheirOwnPlanner() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        #expect(try cli.run(["build", "--now", "2026-11-22", "--output", "site"]).status == 0)
        // Something in November that Tom (user 2) does alone, read from the occurrences listing.
        let listing = try cli.run([
            "occurrences", "--from", "2026-11-01", "--to", "2026-12-01", "--member", "2", "--format", "json", "--quiet",
        ])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(listing.stdout.utf8)) as? [String: Any])
        let items = try #require(document["occurrences"] as? [[String: Any]])
        let alone = try #require(
            items.first {
                ($0["invitees"] as? [Any])?.isEmpty == true && ($0["owner"] as? [String: Any])?["id"] as? Int == 2
                    && $0["all_day"] as? Bool == false
            })
        let subject = try #require(alone["subject"] as? String)
        let november = try text(try cli.printToPDF("planner/2026-11.html"), page: 1)
        #expect(november.contains(String(subject.prefix(12))))
        // The same page with Tom unticked, as a person would before pressing Ctrl+P.
        let page = try cli.read("site/planner/2026-11.html")
        let unticked = page.replacingOccurrences(of: "id=\"tp-show-2\" checked", with: "id=\"tp-show-2\"")
        #expect(unticked != page)
        try cli.write(unticked, to: "site/planner/2026-11-without-tom.html")
        let withoutTom = try text(try cli.printToPDF("planner/2026-11-without-tom.html"), page: 1)
        #expect(!withoutTom.contains(String(subject.prefix(12))))
        // Leo's own planner: twelve sheets, nothing that only concerns Tom.
        let leo = try cli.printToPDF("planner/members/leo.html")
        #expect(try ProcessRunner.output(of: "/usr/bin/env", ["pdfinfo", leo]).contains("Pages:           12\n"))
        #expect(!(try text(leo, page: 3)).contains(String(subject.prefix(12))))
    }

    @Test(arguments: [("A3", "pts (A3)"), ("Letter", "792 x 612 pts (letter)")])
    func otherPapersAndSundayFirstWeeksStillGiveOneSheetPerMonth(paper: String, size: String) throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        let site = try cli.read("content/site.json")
        try cli.write(
            site.replacingOccurrences(of: "\"paper\": \"A4\"", with: "\"paper\": \"\(paper)\"")
                .replacingOccurrences(of: "\"week_start\": \"monday\"", with: "\"week_start\": \"sunday\"")
                .replacingOccurrences(
                    of: "\"paper\": \"\(paper)\"", with: "\"paper\": \"\(paper)\", \"year_paper\": \"\(paper)\""),
            to: "content/site.json")
        #expect(try cli.run(["build", "--now", "2026-11-22", "--output", "site"]).status == 0)
        let pdf = try cli.printToPDF("planner/print.html")
        let info = try ProcessRunner.output(of: "/usr/bin/env", ["pdfinfo", pdf])
        #expect(info.contains("Pages:           12\n"))
        #expect(info.contains(size), "\(info)")
        // The year fits one sheet of the same paper.
        let year = try ProcessRunner.output(of: "/usr/bin/env", ["pdfinfo", try cli.printToPDF("planner/year.html")])
        #expect(year.contains("Pages:           1\n") && year.contains(size))
        // November 2026 with Sunday-first weeks has five rows; the header starts with Sunday.
        let november = try text(pdf, page: 3)
        #expect(november.range(of: #"Wk\s+Sun\s+Mon"#, options: .regularExpression) != nil)
    }
}
