import Foundation
import Testing
import TribePressTestSupport

/// The sample family's site in French and in Arabic, end to end: the planner printed by
/// Chromium and read back from the PDF, the pages, and the feeds read by python `icalendar`.
@Suite(.serialized)
struct LanguageTests {
    private func sample(in language: String) throws -> CommandRunner {
        let cli = try CommandRunner.withSample()
        let site = try cli.read("content/site.json")
        try cli.write(
            site.replacingOccurrences(of: "\"language\": \"en-GB\"", with: "\"language\": \"\(language)\""),
            to: "content/site.json")
        return cli
    }

    private func pages(_ pdf: String) throws -> Int? {
        let info = try ProcessRunner.output(of: "/usr/bin/env", ["pdfinfo", pdf])
        return info.split(separator: "\n").first { $0.hasPrefix("Pages:") }.flatMap {
            Int($0.dropFirst("Pages:".count).trimmingCharacters(in: .whitespaces))
        }
    }

    private func text(_ pdf: String, page: Int) throws -> String {
        try ProcessRunner.output(
            of: "/usr/bin/env", ["pdftotext", "-layout", "-f", "\(page)", "-l", "\(page)", pdf, "-"])
    }

    @Test func aFrenchFamilysPlannerPagesAndFeedsSpeakFrench() throws {
        let cli = try sample(in: "fr")
        defer { cli.remove() }
        let result = try cli.run(["build", "--strict", "--now", "2026-11-22", "--output", "site"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("0 warnings"))
        // One A4 sheet per month, November's third, its title in French.
        let planner = try cli.printToPDF("planner/print.html")
        #expect(try pages(planner) == 12)
        let november = try text(planner, page: 3)
        #expect(november.hasPrefix("novembre 2026"), "\(november.prefix(200))")
        #expect(november.contains("lun.") && november.contains("dim."), "French weekdays head the columns")
        #expect(try text(planner, page: 4).contains("décembre 2026"))
        // The pages: French words and dates, no English left where the templates have words.
        let index = try cli.read("site/index.html")
        #expect(index.contains("<html lang=\"fr\">"))
        #expect(index.contains("Les deux semaines à venir"))
        #expect(index.contains("Du dimanche 22 novembre 2026 au samedi 5 décembre 2026"))
        #expect(index.contains("lundi 23 novembre 2026"))
        for english in ["The next two weeks", "Calendar feeds", "Times are in", "All day", "Members"] {
            #expect(!index.contains(english), "no \(english) on the French home page")
        }
        let trip = try cli.read("site/trips/half-term-in-edinburgh.html")
        #expect(trip.contains("13–17 février 2027 · 4 nuits"))
        #expect(trip.contains("Dans l’agenda des voyageurs pendant le voyage"))
        let agenda = try cli.read("site/planner/agenda/2026-12.html")
        #expect(agenda.contains("<title>Agenda · décembre 2026"))
        #expect(agenda.contains("Toute la journée"))
        // The feeds, as python icalendar reads them: the trip's days and nights, and who
        // organises each event, in French.
        let feeds = try FeedTests.checkFeeds(
            from: "2026-09-01T00:00:00+00:00", to: "2027-09-01T00:00:00+00:00",
            [
                cli.folder.appendingPathComponent("site/feeds/trips/half-term-in-edinburgh.ics").path,
                cli.folder.appendingPathComponent("site/feeds/tribe.ics").path,
            ])
        let tripFeed = try #require(feeds.values.first { ($0["occurrences"] as? [Any])?.count == 1 })
        let tripEvent = try #require((tripFeed["occurrences"] as? [[String: Any]])?.first)
        #expect(tripEvent["summary"] as? String == "Voyage : Half-term in Edinburgh")
        #expect((tripEvent["description"] as? String)?.hasSuffix("\n13–17 février 2027 · 4 nuits") == true)
        let tribe = try #require(feeds.values.first { ($0["occurrences"] as? [Any])?.count ?? 0 > 1 })
        let events = (tribe["occurrences"] as? [[String: Any]] ?? []).filter {
            ($0["summary"] as? String)?.hasPrefix("Voyage : ") == false
        }
        let descriptions = events.compactMap { $0["description"] as? String }
        #expect(descriptions.count > 100 && descriptions.allSatisfy { $0.contains("Organisateur : ") })
        #expect(feeds.values.allSatisfy { ($0["errors"] as? [Any])?.isEmpty == true })
    }

    @Test func anArabicFamilysPlannerIsWrittenRightToLeftOneSheetAMonth() throws {
        let cli = try sample(in: "ar")
        defer { cli.remove() }
        // TribePress ships no Arabic words: a warning, which --strict refuses.
        let strict = try cli.run(["build", "--strict", "--now", "2026-11-22", "--output", "site"])
        #expect(strict.status != 0)
        #expect(strict.stderr.contains("warning: no words for the language \"ar\""))
        let result = try cli.run(["build", "--now", "2026-11-22", "--output", "site"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("1 warning"))
        let index = try cli.read("site/index.html")
        #expect(index.contains("<html lang=\"ar\" dir=\"rtl\">"))
        #expect(index.contains("The next two weeks"), "English words for a language without a strings file")
        #expect(index.contains("الاثنين، 23 نوفمبر، 2026"), "the day headings in Arabic")
        #expect(try cli.read("site/planner/print.html").contains("<html lang=\"ar\" dir=\"rtl\">"))
        let planner = try cli.printToPDF("planner/print.html")
        #expect(try pages(planner) == 12)
        for (page, month) in [(3, "نوفمبر"), (4, "ديسمبر"), (5, "يناير")] {
            let sheet = try text(planner, page: page)
            #expect(sheet.contains(month) && sheet.contains(page == 5 ? "2027" : "2026"), "page \(page): \(month)")
        }
        let year = try cli.printToPDF("planner/year.html")
        #expect(try pages(year) == 1)
    }
}
