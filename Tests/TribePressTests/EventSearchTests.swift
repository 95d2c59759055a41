import Foundation
import Testing
import TribePressTestSupport

/// The event search page, run in headless Chromium over HTTP: what it finds is checked
/// against `tribepress occurrences` filtered here by the rules the page promises.
@Suite(.serialized)
struct EventSearchTests {
    @Test func subjectWordsMatchInAnyOrderIgnoringCaseAndLinkTheSheetAndFeed() throws {
        let site = try SearchSite()
        defer { site.cli.remove() }
        let pages = try site.search([
            ["address": "search.html", "actions": [["fill", "#es-q", "CHECK-UPS dentist"]]],
            ["address": "search.html", "actions": [["fill", "#es-q", "lesson violin"]]],
        ])
        let dentist = pages[0]
        #expect(dentist.status == "1 event")
        #expect(dentist.results.map(\.day) == ["2026-10-07"])
        let result = try #require(dentist.results.first)
        #expect(result.subject == "Dentist check-ups (all three)")
        #expect(result.meta.hasPrefix("15:45–16:30 · Medical · "))
        #expect(result.heading == "Wednesday, 7 October 2026")
        #expect(result.href == "planner/2026-10.html#d-2026-10-07")
        #expect(result.dayHref == "planner/agenda/2026-10.html#d-2026-10-07")
        #expect(result.feed == "feeds/categories/medical.ics")
        // Every link leads somewhere real: the sheet's day, the agenda's day, the feed.
        #expect(try site.page("planner/2026-10.html").contains(#"id="d-2026-10-07""#))
        #expect(try site.page("planner/agenda/2026-10.html").contains(#"id="d-2026-10-07""#))
        #expect(try site.page("feeds/categories/medical.ics").contains("SUMMARY:Dentist check-ups (all three)"))
        #expect(dentist.address == "search.html?q=CHECK-UPS+dentist")

        let violin = try site.expected(event: 5)
        #expect(violin.count > 40)
        #expect(pages[1].found == violin)
        #expect(pages[1].status == "\(violin.count) events")
    }

    @Test func accentsFoldBothWaysAndNotesCount() throws {
        let site = try SearchSite()
        defer { site.cli.remove() }
        let pages = try site.search([
            ["address": "search.html", "actions": [["fill", "#es-q", "zoe"]]],
            ["address": "search.html", "actions": [["fill", "#es-q", "ZOË'S"]]],
            ["address": "search.html", "actions": [["fill", "#es-q", "cheese"]]],
            ["address": "search.html", "actions": [["fill", "#es-q", "saint-malo"]]],
        ])
        // "Zoë's house" is the violin lesson's location.
        let violin = try site.expected(event: 5)
        #expect(pages[0].found == violin && pages[1].found == violin)
        // In the flea tablet's notes only.
        #expect(pages[2].found == (try site.expected(event: 10)) && !pages[2].found.isEmpty)
        // "Saint-Malo, France" and "St-Malo" in a subject: only the holiday's location matches.
        #expect(pages[3].found == (try site.expected(event: 66)))
    }

    @Test func twoMemberTokensNarrowToEventsInvolvingBoth() throws {
        let site = try SearchSite()
        defer { site.cli.remove() }
        let pages = try site.search([
            ["address": "search.html", "actions": [["check", "input[value=leo]", ""]]],
            [
                "address": "search.html",
                "actions": [["check", "input[value=leo]", ""], ["check", "input[value=tom]", ""]],
            ],
        ])
        let leo = try site.expected(["--member", "Leo"])
        let both = Set(leo).intersection(try site.expected(["--member", "Tom"]))
        #expect(pages[0].found == leo)
        #expect(pages[1].found == both.sorted())
        #expect(!both.isEmpty && both.count < leo.count)
        #expect(pages[1].found.contains { $0.hasSuffix("Leo & Tom – football tournament, Amersfoort") })
        #expect(pages[1].address == "search.html?member=tom&member=leo")
    }

    @Test func oneCategoryWithinDatesFindsWhatOverlapsThem() throws {
        let site = try SearchSite()
        defer { site.cli.remove() }
        let pages = try site.search([
            [
                "address": "search.html",
                "actions": [
                    ["select", "#es-category", "sport"], ["fill", "#es-from", "2027-01-01"],
                    ["fill", "#es-to", "2027-03-31"],
                ],
            ]
        ])
        let sport = try site.expected(["--category", "SPO", "--from", "2027-01-01", "--to", "2027-04-01"])
        #expect(!sport.isEmpty)
        #expect(pages[0].found == sport)
        #expect(pages[0].results.allSatisfy { $0.meta.contains(" · Sport") })
        #expect(pages[0].address == "search.html?category=sport&from=2027-01-01&to=2027-03-31")
    }

    @Test func anAddressWithParametersOpensThatSearchAndTypingUpdatesIt() throws {
        let site = try SearchSite()
        defer { site.cli.remove() }
        let address = "search.html?q=swimming&member=zuri&from=2027-01-01&to=2027-01-31"
        let pages = try site.search([
            ["address": address],
            ["address": address, "actions": [["fill", "#es-q", "lessons"]]],
        ])
        #expect(
            pages[0].form == [
                "q": "swimming", "members": "zuri", "category": "", "from": "2027-01-01", "to": "2027-01-31",
            ])
        let zuri = try site.expected(["--member", "Zuri", "--from", "2027-01-01", "--to", "2027-02-01"])
        let swimming = zuri.filter { $0.hasSuffix(" Swimming lessons") }
        #expect(swimming.count >= 4)
        #expect(pages[0].found == swimming)
        #expect(pages[0].address == address)
        #expect(pages[1].address == "search.html?q=lessons&member=zuri&from=2027-01-01&to=2027-01-31")
        #expect(pages[1].found == zuri.filter { $0.lowercased().contains("lesson") })
    }

    @Test func withoutJavaScriptThePageSaysSoAndLinksTheAgenda() throws {
        let site = try SearchSite()
        defer { site.cli.remove() }
        let page = try #require(try site.search([["address": "search.html", "javascript": false]]).first)
        #expect(page.formHidden)
        #expect(
            page.text.contains(
                "Searching needs JavaScript, which is off in this browser. The agenda lists every event by day."))
        #expect(try site.page("search.html").contains(#"<noscript><p class="notice">"#))
        #expect(
            try site.page("search.html").contains(
                #"<a href="planner/agenda.html">The agenda lists every event by day.</a>"#))
        #expect(page.requests == ["search.html", "style.css"])
    }

    @Test func thePageFetchesOnlyItsIndexFromTheSiteAndEveryPageLinksIt() throws {
        let site = try SearchSite()
        defer { site.cli.remove() }
        let page = try #require(try site.search([["address": "search.html?q=cubs"]]).first)
        #expect(page.requests == ["search.html?q=cubs", "style.css", "find-events.js", "search.json"])
        for path in ["index.html", "planner/2026-10.html", "planner/year.html", "planner/agenda/2026-10.html"] {
            #expect(try site.page(path).contains(#"search.html">Search</a>"#), "\(path)")
        }
    }
}

/// The sample built once, and the search page driven in Chromium.
private struct SearchSite {
    let cli: CommandRunner
    /// The planner's first and last day, as the page's date fields allow them.
    let first: String
    let last: String

    init() throws {
        cli = try CommandRunner.withSample()
        let build = try cli.run(["build", "--now", "2026-11-22", "--output", "site"])
        guard build.status == 0 else { throw Failure(description: build.stderr) }
        let html = try String(contentsOf: cli.folder.appendingPathComponent("site/search.html"), encoding: .utf8)
        first = try Self.attribute("min", in: html)
        last = try Self.attribute("max", in: html)
    }

    func page(_ path: String) throws -> String {
        try String(contentsOf: cli.folder.appendingPathComponent("site/" + path), encoding: .utf8)
    }

    /// What each scenario showed.
    func search(_ scenarios: [[String: Any]]) throws -> [SearchReport] {
        let input = try JSONSerialization.data(withJSONObject: scenarios)
        let output = try ProcessRunner.oracle(
            "event_search.py", [cli.folder.appendingPathComponent("site").path], input: input)
        let reports = try #require(try JSONSerialization.jsonObject(with: output) as? [[String: Any]])
        return reports.map(SearchReport.init)
    }

    /// "day subject" of each occurrence `occurrences` lists with `arguments` (over the planner's
    /// days unless they say `--from` or `--to`), on its first day on the planner, sorted: what
    /// the page must find.
    func expected(_ arguments: [String]) throws -> [String] {
        var window = ["--from", first, "--to", ISODay.after(last)]
        if let from = arguments.firstIndex(of: "--from") { window[1] = arguments[from + 1] }
        if let to = arguments.firstIndex(of: "--to") { window[3] = arguments[to + 1] }
        // The rest are filters, each a flag and its value.
        let filters = stride(from: 0, to: arguments.count - 1, by: 2).filter {
            !["--from", "--to"].contains(arguments[$0])
        }
        .flatMap { [arguments[$0], arguments[$0 + 1]] }
        let run = try cli.run(["occurrences", "--now", "2026-11-22", "--format", "json"] + window + filters)
        guard run.status == 0 else { throw Failure(description: run.stderr) }
        let listing = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let occurrences = try #require(listing["occurrences"] as? [[String: Any]])
        return try occurrences.map { occurrence in
            let start = try #require(occurrence["start"] as? String)
            let subject = try #require(occurrence["subject"] as? String)
            return max(String(start.prefix(10)), first) + " " + subject
        }.sorted()
    }

    func expected(event: Int) throws -> [String] {
        try expected(["--event", String(event)])
    }

    static func attribute(_ name: String, in html: String) throws -> String {
        let range = try #require(html.range(of: #" \#(name)="[0-9-]+""#, options: .regularExpression))
        return String(html[range].dropFirst(name.count + 3).dropLast())
    }
}

/// What the page showed for one scenario.
private struct SearchReport {
    struct Result {
        let day, heading, dayHref, subject, href, meta: String
        let feed: String?
    }

    let results: [Result]
    let status: String
    let form: [String: String]
    let address: String
    let text: String
    let formHidden: Bool
    let requests: [String]

    /// "day subject" of each result, sorted, to compare with `SearchSite.expected`.
    var found: [String] { results.map { $0.day + " " + $0.subject }.sorted() }

    init(_ report: [String: Any]) {
        results = (report["results"] as? [[String: Any]] ?? []).map { result in
            let text = { (key: String) in result[key] as? String ?? "" }
            return Result(
                day: text("day"), heading: text("heading"), dayHref: text("dayHref"), subject: text("subject"),
                href: text("href"), meta: text("meta"), feed: result["feed"] as? String)
        }
        status = report["status"] as? String ?? ""
        let form = report["form"] as? [String: Any] ?? [:]
        self.form = form.mapValues { value in
            (value as? [String]).map { $0.joined(separator: ",") } ?? value as? String ?? ""
        }
        address = report["address"] as? String ?? ""
        text = report["text"] as? String ?? ""
        formHidden = report["form_hidden"] as? Bool ?? false
        requests = report["requests"] as? [String] ?? []
    }
}

private struct Failure: Error, CustomStringConvertible {
    let description: String
}
