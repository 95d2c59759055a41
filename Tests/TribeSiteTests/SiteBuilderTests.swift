import Foundation
import Testing
import TribeData

@testable import TribeSite

/// The pipeline on an in-memory disk.
struct SiteBuilderTests {
    static let templates: [String: String] = [
        "templates/layout.mustache":
            "<html lang=\"{{site.language}}\"><title>{{$title}}{{/title}}</title>{{$content}}{{/content}}</html>\n",
        "templates/index.mustache": """
        {{<layout}}{{$title}}{{site.title}}{{/title}}{{$content}}
        {{#tribe.members}}<li>{{name}}</li>{{/tribe.members}}
        {{#days}}<h3>{{title}}</h3>{{#items}}<p>{{time}} {{subject}}</p>{{/items}}{{/days}}
        {{/content}}{{/layout}}
        """,
        "templates/contacts.mustache": "{{#groups}}{{category}}: {{#contacts}}{{name}} {{/contacts}}\n{{/groups}}",
        "templates/trips.mustache": "{{#upcoming}}{{title}}\n{{/upcoming}}",
        "templates/page.mustache": "{{{body}}}{{{notes}}}{{#prose}}{{{html}}}{{/prose}}",
        "templates/contact.md.mustache": "# {{name}}\n",
        "templates/trip.md.mustache": "# {{title}}\n",
        "templates/member.md.mustache": "# {{name}}\n",
        "templates/feeds.mustache": "{{#groups}}{{#feeds}}{{name}} {{file}}\n{{/feeds}}{{/groups}}",
        "templates/planner-frame.mustache": "{{#sheets}}{{> planner-sheet}}{{/sheets}}",
        "templates/planner-sheet.mustache": "{{title}}\n",
        "templates/planner-agenda.mustache": "{{#days}}{{title}}\n{{/days}}",
        "templates/planner-year.mustache": "{{title}}\n",
        "templates/planner-week.mustache": "{{title}}\n",
        "templates/planner-legend.mustache": "",
        "templates/search.mustache": "{{#members}}{{name}} {{/members}}\n",
        "templates/style.css": "body { color: black; }\n",
    ]

    static func event(_ id: Int, _ subject: String, start: String, repeats: String = "NON", extra: String = "")
        -> String
    {
        """
        {"id": \(id), "user": 1, "to": [], "accepted": [], "start": "\(start)", "duration": "01:00:00",
         "recurrence_type": "\(repeats)", "subject": \(subject), "category": "OTH"\(extra)}
        """
    }

    static func tribe(
        events: [String], timeZone: String? = "Europe/London",
        members: String = #"{"user_id": 1, "display_name": "Maya"}"#
    ) -> String {
        let zone = timeZone.map { "\"time_zone\": \"\($0)\", " } ?? ""
        return
            "{\"tribe\": {\"name\": \"The Harbour House\", \(zone)\"users\": [\(members)]}, \"events\": [\(events.joined(separator: ", "))]}"
    }

    private func build(_ files: [String: String], options: BuildOptions = BuildOptions(now: "2026-11-22"))
        throws(BuildFailure) -> [String: String]
    {
        InMemoryBuild.site(of: try InMemoryBuild.run(Self.templates.merging(files) { _, new in new }, options: options))
    }

    @Test func theIndexListsMembersAndTheNextTwoWeeks() throws {
        let site = try build([
            "content/tribe.json": Self.tribe(events: [
                Self.event(1, "\"Parents' evening\"", start: "2026-11-26T18:00:00"),
                Self.event(2, "\"Last year's fair\"", start: "2025-11-26T18:00:00"),
                Self.event(3, "\"Swimming\"", start: "2026-01-10T08:15:00", repeats: "WEK"),
                Self.event(
                    4, "\"Finished club\"", start: "2026-01-10T08:15:00", repeats: "WEK",
                    extra: ", \"until\": \"2026-07-01\""),
                Self.event(5, "\"Too far ahead\"", start: "2026-12-06T10:00:00"),
            ])
        ])
        // The planner runs from the month of --now (November 2026) for twelve months.
        let plannerMonths = [
            "2026-11", "2026-12", "2027-01", "2027-02", "2027-03", "2027-04", "2027-05", "2027-06", "2027-07",
            "2027-08", "2027-09", "2027-10",
        ]
        #expect(
            Set(site.keys)
                == Set(
                    [
                        "_site/index.html", "_site/style.css", "_site/.tribepress-output", "_site/feeds/index.html",
                        "_site/feeds/tribe.ics",
                        "_site/feeds/members/maya.ics", "_site/feeds/categories/other.ics", "_site/planner/print.html",
                        "_site/planner/agenda.html",
                        "_site/planner/year.html", "_site/planner/members.css", "_site/planner/members/maya.html",
                        "_site/contacts/index.html", "_site/contacts/address-book.vcf", "_site/trips/index.html",
                        "_site/members/maya.html", "_site/search.html", "_site/search.json",
                    ] + plannerMonths.map { "_site/planner/\($0).html" }
                        + (["2026-10"] + plannerMonths).map { "_site/planner/agenda/\($0).html" }
                        // The ISO weeks from Monday 26 October 2026 (1 November's week) to
                        // Sunday 31 October 2027, each on a sheet, and all of them on one page.
                        + (44...53).map { "_site/planner/weeks/2026-W\($0).html" }
                        + (1...43).map { "_site/planner/weeks/2027-W\($0 < 10 ? "0" : "")\($0).html" }
                        + ["_site/planner/weeks.html"]
                        // The same weeks as the family's, and the wall display.
                        + (44...53).map { "_site/planner/family/2026-W\($0).html" }
                        + (1...43).map { "_site/planner/family/2027-W\($0 < 10 ? "0" : "")\($0).html" }
                        + ["_site/planner/family.html", "_site/wall.html", "_site/wall-eink.html", "_site/wall.json"]
                        + ["_site/wall.css", "_site/wall.js"]))
        let index = try #require(site["_site/index.html"])
        #expect(
            index == """
                <html lang="en"><title>The Harbour House</title>
                <li>Maya</li>
                <h3>Thursday 26 November 2026</h3><p>18:00–19:00 Parents&#39; evening</p><h3>Saturday 28 November 2026</h3><p>08:15–09:15 Swimming</p><h3>Saturday 5 December 2026</h3><p>08:15–09:15 Swimming</p>
                </html>

                """)
        #expect(site["_site/style.css"] == "body { color: black; }\n")
    }

    @Test func aTripPageListsWhatTheTravellersWouldMiss() throws {
        let members =
            #"{"user_id": 1, "display_name": "Maya"}, {"user_id": 2, "display_name": "Tom"}, {"user_id": 3, "display_name": "Ada"}"#
        var tribe = Self.tribe(
            events: [
                Self.event(1, "\"Maya's dentist\"", start: "2027-02-15T09:00:00"),
                #"{"id": 2, "user": 2, "to": [], "accepted": [], "start": "2027-02-15T10:00:00", "duration": "01:00:00", "recurrence_type": "NON", "subject": "Tom at home", "category": "OTH"}"#,
                #"{"id": 3, "user": 2, "to": [1], "accepted": [], "start": "2027-02-16T10:00:00", "duration": "01:00:00", "recurrence_type": "NON", "subject": "Tom invites Maya", "category": "OTH"}"#,
            ], members: members)
        tribe.removeLast()
        tribe +=
            #", "trips": [{"id": 1, "title": "Away", "destination": {"country_code": "FR"}, "start": "2027-02-14", "end": "2027-02-17", "buddies": [1, 3]}]}"#
        let site = try build([
            "content/tribe.json": tribe,
            "templates/trip.md.mustache":
                "{{#days}}{{#items}}- {{subject}}\n{{/items}}{{/days}}{{^days}}nothing{{/days}}\n",
        ])
        #expect(site["_site/trips/away.html"] == "<ul>\n<li>Maya's dentist</li>\n<li>Tom invites Maya</li>\n</ul>\n")
    }

    @Test func aTemplateThatIncludesItselfFailsTheBuildAndSaysWhy() throws {
        #expect {
            _ = try build(["content/tribe.json": Self.tribe(events: []), "templates/index.mustache": "{{> index}}"])
        } throws: { error in
            guard let failure = error as? BuildFailure, case .invalidInput(let diagnostics) = failure else {
                return false
            }
            return diagnostics.map(\.message) == [
                "the templates did not render index.html (template index.mustache): partials nest more than 64 deep at index.mustache; does a template include itself?"
            ]
        }
    }

    @Test func everyValueIsEscapedForHTML() throws {
        let hostile = #""<script>alert('x')</script> & \"quotes\"""#
        let site = try build([
            "content/tribe.json": Self.tribe(
                events: [Self.event(1, hostile, start: "2026-12-01T10:00:00")],
                members: #"{"user_id": 1, "display_name": "<b>Bob</b>"}"#
            )
        ])
        let index = try #require(site["_site/index.html"])
        #expect(index.contains("<li>&lt;b&gt;Bob&lt;/b&gt;</li>"))
        #expect(index.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;quotes&quot;"))
        #expect(!index.contains("<script>"))
    }

    @Test func aSitePastTheByteLimitIsRefusedAndTheLastOneKept() throws {
        let files = Self.templates.merging(
            ["content/tribe.json": Self.tribe(events: [Self.event(1, "\"Swim\"", start: "2026-11-23T09:00:00")])]
        ) { _, new in new }
        let memory = try InMemoryBuild.run(files)
        let built = InMemoryBuild.site(of: memory).filter { $0.key != "_site/.tribepress-output" }
        let bytes = built.values.reduce(0) { $0 + $1.utf8.count }

        // The limit is the site's size to the byte: it builds, and one byte less is refused.
        try InMemoryBuild.build(on: memory, byteLimit: bytes)
        let refused = #expect(throws: BuildFailure.self) { try InMemoryBuild.build(on: memory, byteLimit: bytes - 1) }

        #expect(refused?.exitStatus == 65)
        let message = try #require(refused?.diagnostics.first?.description)
        #expect(
            message.hasPrefix(
                "error: the site grows past \((bytes - 1 + 999) / 1_000) KB, the most it may hold: its first "
                    + "\(built.count) files come to \((bytes + 999) / 1_000) KB, most of it in "))
        // The site's three largest folders, largest first, and its largest file.
        var folders: [String: Int] = [:]
        for (path, text) in built {
            let inSite = path.dropFirst("_site/".count)
            folders[inSite.firstIndex(of: "/").map { String(inSite[...$0]) } ?? String(inSite), default: 0] +=
                text.utf8.count
        }
        let largestFirst = folders.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
        let named = largestFirst.prefix(3).compactMap { message.range(of: " \($0.key) ") }
        #expect(named.count == 3 && named == named.sorted { $0.lowerBound < $1.lowerBound })
        let largest = try #require(
            built.max { $0.value.utf8.count < $1.value.utf8.count }?.key.dropFirst("_site/".count))
        #expect(message.contains(", the largest \(largest) ("))
        #expect(InMemoryBuild.site(of: memory).filter { $0.key != "_site/.tribepress-output" } == built)
    }

    @Test func aRefusalForSizeSaysTheSameEachTimeAndNoSecretAddress() throws {
        let secret = String(repeating: "0123456789abcdef", count: 4)
        let files = Self.templates.merging([
            "content/tribe.json": Self.tribe(events: [Self.event(1, "\"Swim\"", start: "2026-11-23T09:00:00")]),
            "content/site.json": #"{"privacy": "secret-pages"}"#,
        ]) { _, new in new }
        let options = BuildOptions(now: "2026-11-22", environment: ["TRIBEPRESS_SECRET": secret])
        let memory = try InMemoryBuild.run(files, options: options)
        let published = InMemoryBuild.site(of: memory).keys.filter { $0 != "_site/.tribepress-output" }
        // Every page under one secret folder, every feed at a secret name.
        let tokens = Set(published.map { $0.dropFirst("_site/".count).split(separator: "/")[0] })
            .union(published.filter { $0.hasPrefix("_site/feeds/") }.map { $0.dropFirst("_site/feeds/".count) })
            .filter { $0.count >= 20 }

        // A limit a third of the way in: where each core stopped differs from run to run.
        var said: Set<String> = []
        for _ in 0..<8 {
            do {
                try InMemoryBuild.build(on: memory, options: options, byteLimit: 2_000)
                said.insert("built")
            } catch {
                said.insert(error.diagnostics.map(\.description).joined(separator: "\n"))
            }
        }

        #expect(!tokens.isEmpty)
        #expect(said.count == 1 && !said.contains("built"))
        let message = try #require(said.first)
        #expect(message.contains("<secret>/"))
        #expect(!tokens.contains { message.contains($0) })
    }

    @Test func twoBuildsOfTheSameInputAreByteIdentical() throws {
        let files = ["content/tribe.json": Self.tribe(events: [Self.event(1, "\"A\"", start: "2026-12-01T10:00:00")])]
        #expect(try build(files) == (try build(files)))
    }

    @Test func withoutATimeZoneNothingIsGuessed() throws {
        let files = ["content/tribe.json": Self.tribe(events: [], timeZone: nil)]
        #expect {
            try build(files)
        } throws: { error in
            guard let failure = error as? BuildFailure, case .invalidInput(let problems) = failure else { return false }
            return problems.map(\.description) == [
                "error: no time zone: TribeHub stores wall-clock times without one and TribePress will not guess it; set \"time_zone\" in content/site.json (for example \"Europe/London\") or pass --time-zone"
            ] && failure.exitStatus == 65
        }
        // The command line can supply it.
        #expect(
            try build(files, options: BuildOptions(timeZone: "Europe/London", now: "2026-11-22"))["_site/index.html"]
                != nil)
    }

    @Test func strictTurnsWarningsIntoFailure() throws {
        let files = [
            "content/tribe.json": Self.tribe(events: [
                Self.event(1, "\"A\"", start: "2026-12-01T10:00:00", extra: ", \"colour\": \"red\"")
            ])
        ]
        #expect(try build(files)["_site/index.html"] != nil)
        #expect {
            try build(files, options: BuildOptions(now: "2026-11-22", strict: true))
        } throws: { error in
            guard let failure = error as? BuildFailure, case .warningsUnderStrict(let problems) = failure else {
                return false
            }
            return problems.count == 1 && failure.exitStatus == 65
        }
    }

    @Test func aBrokenTemplateIsReportedWithItsPositionAlongsideDataErrors() throws {
        let files = [
            "content/tribe.json": Self.tribe(events: [Self.event(1, "\"A\"", start: "2026-13-01T10:00:00")]),
            "templates/index.mustache": "{{#tribe.members}}\n<li>{{name}</li>\n{{/tribe.members}}",
        ]
        #expect {
            try build(files)
        } throws: { error in
            guard let failure = error as? BuildFailure, case .invalidInput(let problems) = failure else { return false }
            let printed = problems.map(\.description)
            return printed.count == 2 && printed[0].hasPrefix("content/tribe.json:1:")
                && printed[0].contains("$.events[0].start")
                && printed[1]
                    == "templates/index.mustache:2:11: error: template syntax: a tag is not closed with '}}' in line \"<li>{{name}</li>\""
        }
    }

    @Test func aPartialThatDoesNotExistIsAnErrorOfTheTemplateThatIncludesIt() throws {
        let files = [
            "content/tribe.json": Self.tribe(events: []),
            "templates/index.mustache": "{{> nav}}\n<h1>{{site.title}}</h1>\n",
        ]
        #expect {
            try build(files)
        } throws: { error in
            guard let failure = error as? BuildFailure, case .invalidInput(let problems) = failure else { return false }
            return problems.map(\.description) == [
                "templates/index.mustache:1:5: error: the template includes \"nav\", but there is no nav.mustache"
            ]
        }
    }

    @Test func aBrokenMarkdownTemplateIsReportedAtItsOwnColumns() throws {
        let files = [
            "content/tribe.json": Self.tribe(events: []),
            "templates/member.md.mustache": "# {{name}\n",
        ]
        #expect {
            try build(files)
        } throws: { error in
            guard let failure = error as? BuildFailure, case .invalidInput(let problems) = failure else { return false }
            // The Markdown pragma put before the first line must not shift its columns.
            return problems.map(\.description) == [
                "templates/member.md.mustache:1:9: error: template syntax: a tag is not closed with '}}' in line \"# {{name}\""
            ]
        }
    }

    @Test func missingFoldersFailWithStatus66() {
        #expect {
            try build([:], options: BuildOptions(contentFolder: "elsewhere"))
        } throws: { error in
            (error as? BuildFailure)?.exitStatus == 66 && "\(error)" == "the content folder elsewhere does not exist"
        }
    }

    @Test func aSeriesStartingInAClockChangeGapIsPublishedAtTheTimeWritten() throws {
        // 01:30 on 29 March 2026 does not exist in London; the feed keeps 01:30 so the rule
        // repeats 01:30 every week, and readers move the first one forward as we do, to last
        // its hour from there.
        let site = try build([
            "content/tribe.json": Self.tribe(events: [
                Self.event(1, "\"Night shift\"", start: "2026-03-29T01:30:00", repeats: "WEK")
            ])
        ])
        let feed = try #require(site["_site/feeds/tribe.ics"])
        #expect(feed.contains("DTSTART;TZID=Europe/London:20260329T013000\r\n"))
        #expect(feed.contains("DTSTART;TZID=Europe/London:20260329T013000\r\nDURATION:PT1H\r\n"))
    }

    @Test func exdatesOnAOneOffEventRemoveNothing() throws {
        let site = try build([
            "content/tribe.json": Self.tribe(events: [
                Self.event(
                    1, "\"Fair\"", start: "2026-12-01T10:00:00", extra: ", \"exdates\": [\"2026-12-01T10:00:00\"]")
            ])
        ])
        let feed = try #require(site["_site/feeds/tribe.ics"])
        #expect(feed.contains("SUMMARY:Fair") && !feed.contains("EXDATE"))
        #expect(site["_site/index.html"]?.contains("Fair") == true)
    }

    @Test func aTemplateAssetNamedLikeAPageIsAnError() {
        #expect {
            try build(["content/tribe.json": Self.tribe(events: []), "templates/index.html": "<p>mine</p>"])
        } throws: { error in
            guard let failure = error as? BuildFailure, case .invalidInput(let problems) = failure else { return false }
            let printed = problems.map(\.description)
            return printed.filter { $0.contains("two files") } == [
                "templates: error: two files of the site would be written to index.html; rename the template asset or the record"
            ]
        }
    }
}
