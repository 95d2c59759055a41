import Foundation
import Testing
import TribePressTestSupport

/// The wall display, run in headless Chromium over HTTP with Playwright's clock: what it shows
/// on a day is checked against `tribepress occurrences` for that day, in the family's zone.
@Suite(.serialized)
struct WallDisplayTests {
    @Test func dayTurnsAtTheFamilysMidnightWhateverTheDevicesZone() throws {
        let site = try WallSite(now: "2026-11-22")
        defer { site.cli.remove() }
        // 23:59 in London is 18:59 in New York, and already 12:59 the next day in Auckland.
        let reports = try site.run([
            [
                "address": "wall.html", "time": "2026-11-23T23:59:00+00:00", "timezone": "America/New_York",
                "steps": [["run_for": 120_000]],
            ],
            [
                "address": "wall.html", "time": "2026-11-23T23:59:00+00:00", "timezone": "Pacific/Auckland",
                "steps": [["run_for": 120_000]],
            ],
        ])
        for report in reports {
            let (before, after) = (report.looks[0], report.looks[1])
            #expect(before.date == "2026-11-23" && before.clock == "23:59")
            #expect(after.date == "2026-11-24" && after.clock == "00:01")
            #expect(before.today == (try site.expected(on: "2026-11-23")))
            #expect(after.today == (try site.expected(on: "2026-11-24")))
            // The six days after today, each with what the calendar has on it.
            #expect(after.later.map(\.date) == (25...30).map { "2026-11-\($0)" })
            for day in after.later {
                let expected = try site.expected(on: day.date)
                guard let more = day.more else {
                    #expect(day.entries.sorted() == expected, "\(day.date)")
                    continue
                }
                // A day that does not fit: what it shows is the day's, and "+N more" the rest.
                #expect(Set(day.entries).isSubset(of: expected), "\(day.date)")
                #expect(
                    day.entries.count + (Int(more.filter(\.isNumber)) ?? -1) == expected.count, "\(day.date): \(more)")
            }
            #expect(report.requests.allSatisfy { !$0.contains("://") }, "\(report.requests)")
        }
    }

    @Test func daylightSavingNightKeepsTheDayAndTheClockJumps() throws {
        let site = try WallSite(now: "2027-03-20")
        defer { site.cli.remove() }
        // Britain's clocks go forward at 01:00 GMT on 28 March 2027.
        let reports = try site.run([
            [
                "address": "wall.html", "time": "2027-03-27T23:58:00+00:00", "timezone": "Asia/Tokyo",
                "steps": [["run_for": 120_000], ["run_for": 3_600_000]],
            ]
        ])
        let looks = reports[0].looks
        #expect(looks.map(\.date) == ["2027-03-27", "2027-03-28", "2027-03-28"])
        #expect(looks.map(\.clock) == ["23:58", "00:00", "02:00"])
        #expect(looks[1].today == (try site.expected(on: "2027-03-28")))
    }

    @Test func refetchesWithValidatorsShowsChangesAndKeepsDataOffline() throws {
        let site = try WallSite(now: "2026-11-22")
        defer { site.cli.remove() }
        // A new entry today, as the next build would write it.
        var data = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: site.file("wall.json"))) as? [String: Any])
        var days = try #require(data["days"] as? [[String: Any]])
        var entries = try #require(days[1]["entries"] as? [[String: Any]])
        entries.append([
            "time": "19:00–20:00", "subject": "Parents' evening", "glyph": "✎", "category": "Education",
            "members": [1], "color": NSNull(),
        ])
        days[1]["entries"] = entries
        data["days"] = days
        let changed = String(decoding: try JSONSerialization.data(withJSONObject: data), as: UTF8.self)
        let quarter = 15 * 60_000
        let report = try site.run([
            [
                "address": "wall.html", "time": "2026-11-23T10:00:00+00:00",
                "steps": [
                    ["fast_forward": quarter + 60_000], ["write": ["path": "wall.json", "text": changed]],
                    ["fast_forward": quarter], ["offline": true], ["fast_forward": quarter],
                    ["fast_forward": quarter], ["offline": false],
                ],
            ]
        ])[0]
        let looks = report.looks
        // Unchanged at the first quarter hour: asked with If-Modified-Since, answered 304.
        let data304 = report.answers.filter { $0.path == "/wall.json" }
        #expect(data304.first?.status == 200 && data304.dropFirst().first?.status == 304)
        #expect(data304.dropFirst().first?.since != nil)
        #expect(!looks[1].today.contains { $0.hasSuffix("Parents' evening") })
        // The next quarter hour fetches the changed file and shows it.
        #expect(data304.dropFirst(2).first?.status == 200)
        #expect(looks[2].today.contains("Parents' evening"))
        // Offline: the last good data stays, and the page says since when.
        #expect(looks[3].today == looks[2].today && looks[4].today == looks[2].today)
        #expect(looks[4].offline && looks[4].status.hasPrefix("Offline since 10:46"))
        #expect(looks[5].offline && looks[5].status.hasPrefix("Offline since 10:46"))
        // Back online, it fetches at once and the note goes.
        #expect(!looks[6].offline && !looks[6].status.contains("Offline"))
    }

    @Test func fillsEveryScreenWithoutScrollingAndNoTextBelowItsMinimum() throws {
        let site = try WallSite(now: "2026-11-22")
        defer { site.cli.remove() }
        let sizes = [[1280, 800], [800, 1280], [1920, 1080], [1080, 1920], [1024, 768], [390, 844], [844, 390]]
        let reports = try site.run(
            sizes.map { size in
                ["address": "wall.html", "time": "2026-11-25T12:00:00+00:00", "viewport": size, "steps": []]
            })
        for (size, report) in zip(sizes, reports) {
            let look = report.looks[0]
            #expect(look.scroll == [size[0], size[1], size[0], size[1]], "\(size)")
            #expect(look.outside.isEmpty, "\(size): \(look.outside)")
            // 3.5vmin at the least, today's entries 5vmin (wall.css says why).
            #expect(look.smallest >= 3.5 * look.vmin - 0.5, "\(size): \(look.smallestText)")
            #expect(look.todaySmallest >= 5 * look.vmin - 0.5, "\(size)")
            #expect(look.today == (try site.expected(on: "2026-11-25")), "\(size)")
        }
    }

    @Test func aCrowdedDayShowsWhatFitsAndSaysHowManyMore() throws {
        let site = try WallSite(now: "2026-11-22")
        defer { site.cli.remove() }
        // Twenty-five entries today and twelve tomorrow, as a busy family's data file holds them.
        var data = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: site.file("wall.json"))) as? [String: Any])
        var days = try #require(data["days"] as? [[String: Any]])
        for (day, count) in [(1, 25), (2, 12)] {
            days[day]["entries"] = (1...count).map { index -> [String: Any] in
                [
                    "time": "09:\(index < 10 ? "0" : "")\(index)–10:00", "subject": "Busy \(index)", "glyph": "◆",
                    "category": "Other", "members": [1, 2], "color": NSNull(),
                ]
            }
        }
        data["days"] = days
        try JSONSerialization.data(withJSONObject: data).write(to: site.file("wall.json"))
        let sizes = [[1280, 800], [800, 1280]]
        let reports = try site.run(
            sizes.map { ["address": "wall.html", "time": "2026-11-23T12:00:00+00:00", "viewport": $0, "steps": []] })
        for (size, report) in zip(sizes, reports) {
            let look = report.looks[0]
            let more = try #require(look.todayMore, "\(size)")
            let hidden = try #require(Int(more.filter(\.isNumber)))
            #expect(look.today.count + hidden == 25 && look.today.count >= 3, "\(size): \(look.today.count) + \(more)")
            let tomorrow = try #require(look.later.first)
            let later = try #require(Int((tomorrow.more ?? "").filter(\.isNumber)), "\(size)")
            #expect(tomorrow.entries.count + later == 12 && !tomorrow.entries.isEmpty, "\(size)")
            #expect(look.outside.isEmpty, "\(size): \(look.outside)")
            #expect(look.scroll == [size[0], size[1], size[0], size[1]], "\(size)")
        }
    }

    @Test func oneMembersWallShowsWhatIsTheirs() throws {
        let site = try WallSite(now: "2026-11-22")
        defer { site.cli.remove() }
        let look = try site.run([
            ["address": "wall.html?member=leo", "time": "2026-11-25T12:00:00+00:00", "steps": []]
        ])[0].looks[0]
        #expect(look.member == "Leo")
        #expect(look.today == (try site.expected(on: "2026-11-25", ["--member", "Leo"])))
        var differs = look.today != (try site.expected(on: "2026-11-25"))
        for day in look.later where day.more == nil {
            #expect(day.entries.sorted() == (try site.expected(on: day.date, ["--member", "Leo"])), "\(day.date)")
            differs = try differs || day.entries.sorted() != site.expected(on: day.date)
        }
        // Leo's week is not the family's.
        #expect(differs)
    }

    @Test func dimsAtNightAndMovesNowAndThen() throws {
        let site = try WallSite(
            now: "2026-11-22", site: ["\"wall\": {\"dim_from\": \"21:30\", \"dim_until\": \"07:00\"}"])
        defer { site.cli.remove() }
        let looks = try site.run([
            [
                "address": "wall.html", "time": "2026-11-23T21:28:00+00:00",
                "steps": [["fast_forward": 180_000], ["fast_forward": 9 * 3_600_000 + 30 * 60_000]],
            ]
        ])[0].looks
        #expect(looks.map(\.clock) == ["21:28", "21:31", "07:01"])
        #expect(looks.map(\.night) == [false, true, false])
        #expect(Set(looks.map { $0.shift.joined(separator: " ") }).count == 3)
    }

    @Test func withoutJavaScriptTheBuildsWeekShowsAndNothingElseLoads() throws {
        let site = try WallSite(now: "2026-11-24")
        defer { site.cli.remove() }
        let report = try site.run([
            ["address": "wall.html", "javascript": false, "time": "2026-11-30T12:00:00+00:00", "steps": []]
        ])[0]
        let look = report.looks[0]
        #expect(look.date == "2026-11-24" && look.clock == nil)
        #expect(look.today == (try site.expected(on: "2026-11-24")))
        #expect(
            look.later.map(\.date) == [
                "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28", "2026-11-29", "2026-11-30",
            ])
        #expect(look.status.hasPrefix("As of Tuesday, 24 November 2026"))
        #expect(Set(report.requests).subtracting(["favicon.ico"]) == ["wall.html", "wall.css"])
    }

    @Test func einkPageIsCompleteBlackAndWhiteAndFitsBothPanels() throws {
        let site = try WallSite(now: "2026-11-23")
        defer { site.cli.remove() }
        let html = try String(contentsOf: site.file("wall-eink.html"), encoding: .utf8)
        #expect(!html.contains("<script") && html.contains(#"<meta http-equiv="refresh" content="900">"#))
        let colours = try #require(
            html.range(of: "<style>").flatMap { start in
                html.range(of: "</style>").map { String(html[start.upperBound..<$0.lowerBound]) }
            })
        let named = colours.matches(of: /#[0-9a-fA-F]{3,6}\b/).map { String($0.output).lowercased() }
        #expect(Set(named).isSubset(of: ["#000", "#fff"]) && !named.isEmpty)
        #expect(colours.matches(of: /(animation|transition)\s*:/).isEmpty)
        let reports = try site.run(
            [[800, 480], [1872, 1404]].map { size in
                [
                    "address": "wall-eink.html", "javascript": false, "time": "2026-11-23T12:00:00+00:00",
                    "viewport": size, "steps": [],
                ]
            })
        for (size, report) in zip([[800, 480], [1872, 1404]], reports) {
            let look = report.looks[0]
            #expect(look.scroll == [size[0], size[1], size[0], size[1]], "\(size)")
            #expect(look.outside.isEmpty, "\(size): \(look.outside)")
            #expect(look.date == "2026-11-23")
            #expect(look.today == (try site.expected(on: "2026-11-23")))
            #expect(look.later.count == 6)
            #expect(Set(report.requests).subtracting(["favicon.ico"]) == ["wall-eink.html"])
        }
    }

    @Test func countdownsComeFromTheCalendarOnHomeAndWall() throws {
        let site = try WallSite(now: "2027-02-10")
        defer { site.cli.remove() }
        let trips = try #require(
            (try JSONSerialization.jsonObject(
                with: Data(contentsOf: CommandRunner.packageRoot.appendingPathComponent("content/tribe.json")))
                as? [String: Any])?["trips"] as? [[String: Any]])
        let halfTerm = try #require(trips.first { ($0["title"] as? String) == "Half-term in Edinburgh" })
        #expect(halfTerm["start"] as? String == "2027-02-13")
        let home = try String(contentsOf: site.file("index.html"), encoding: .utf8)
        #expect(home.contains("<li>3 days to Half-term in Edinburgh</li>"))
        let looks = try site.run([
            [
                "address": "wall.html", "time": "2027-02-11T12:00:00+00:00",
                "steps": [["fast_forward": 86_400_000], ["fast_forward": 86_400_000]],
            ]
        ])[0].looks
        #expect(
            looks.map { $0.countdowns.first ?? "" } == [
                "2 days to Half-term in Edinburgh", "Tomorrow: Half-term in Edinburgh", "Today: Half-term in Edinburgh",
            ])
    }

    /// The sample's forecast for home was made at 20:27 UTC on Saturday 21 November 2026 and is
    /// current until 21:00:12: the wall shows it, then says when it was made, turns to the next
    /// day's weather at midnight, and shows none once the forecast is two days old.
    @Test func homesWeatherFollowsTheClockAndTheData() throws {
        let site = try WallSite(now: "2026-11-21T20:40:00Z")
        defer { site.cli.remove() }
        let labels = try site.weatherLabels()
        #expect(labels.count >= 9, "\(labels)")
        let minute = 60_000
        let reports = try site.run([
            [
                "address": "wall.html", "time": "2026-11-21T20:40:00+00:00", "timezone": "America/Los_Angeles",
                "steps": [
                    ["fast_forward": 25 * minute], ["fast_forward": 2 * 60 * minute + 50 * minute],
                    ["run_for": 10 * minute], ["fast_forward": 45 * 60 * minute],
                ],
            ],
            [
                "address": "wall-eink.html", "time": "2026-11-21T20:40:00+00:00", "javascript": false,
            ],
        ])
        let looks = reports[0].looks
        let weather = { (look: WallReport.Look, key: String) -> [String: Any]? in look.weather[key] as? [String: Any] }
        let later = { (look: WallReport.Look) -> [String?] in
            ((look.weather["later"] as? [Any]) ?? []).map { ($0 as? [String: Any])?["label"] as? String }
        }
        // 20:40: current, every symbol drawn, each day's the data's.
        #expect(looks[0].date == "2026-11-21")
        #expect(weather(looks[0], "today")?["label"] as? String == labels["2026-11-21"])
        #expect(weather(looks[0], "today")?["drawn"] as? Bool == true)
        #expect(later(looks[0]) == (22...27).map { labels["2026-11-\($0)"] })
        #expect(
            ((looks[0].weather["later"] as? [Any]) ?? []).allSatisfy {
                ($0 as? [String: Any])?["drawn"] as? Bool == true
            })
        #expect(looks[0].weather["credit"] as? String == "Forecast from MET Norway")
        // 21:05: past its Expires, it says when it was made.
        #expect(looks[1].weather["credit"] as? String == "Forecast of Saturday 20:27 · Forecast from MET Norway")
        #expect(weather(looks[1], "today")?["label"] as? String == labels["2026-11-21"])
        // 23:55, then after midnight: the next day's weather is today's.
        #expect(looks[2].date == "2026-11-21")
        #expect(looks[3].date == "2026-11-22")
        #expect(weather(looks[3], "today")?["label"] as? String == labels["2026-11-22"])
        #expect(later(looks[3]).first == labels["2026-11-23"])
        // 21:05 on the 23rd: more than two days old, so no weather at all.
        #expect(looks[4].date == "2026-11-23")
        #expect(weather(looks[4], "today") == nil)
        #expect(later(looks[4]).allSatisfy { $0 == nil })
        #expect((looks[4].weather["credit"] as? String ?? "").isEmpty)
        #expect(looks.allSatisfy { $0.outside.isEmpty && $0.scroll.count == 4 && $0.scroll[1] <= $0.scroll[3] })
        // The e-ink page says today's weather in words.
        #expect(
            (reports[1].looks[0].weather["eink"] as? [String])?.first?.hasPrefix(labels["2026-11-21"] ?? "-") == true)
    }

    @Test func aFresherForecastReachesTheWallWhenItReadsItsDataAgain() throws {
        let site = try WallSite(now: "2026-11-21T20:40:00Z")
        defer { site.cli.remove() }
        let data = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: site.file("wall.json"))) as? [String: Any])
        var days = try #require(data["days"] as? [[String: Any]])
        var weather = try #require(days[0]["weather"] as? [String: Any])
        #expect(weather["icon"] as? String == "wx-snow")
        // The next build's: current until 23:00; today's symbol is one the
        // page's own sprite does not hold, so it draws only from the new data's sprite.
        var forecast = try #require(data["forecast"] as? [String: Any])
        let sprite = try #require(forecast["sprite"] as? String)
        forecast["sprite"] = sprite.replacingOccurrences(of: "wx-snow", with: "wx-fresh")
        forecast["expires"] = 1_795_302_000_000
        weather["label"] = "Heavy snow, −7 – −2 °C"
        weather["icon"] = "wx-fresh"
        days[0]["weather"] = weather
        var fresher = data
        fresher["forecast"] = forecast
        fresher["days"] = days
        // Then sprites that could run something or ask another host, each naming its own symbol
        // for today: a handler on the sprite, a style that loads an image. Each is refused
        // whole, the page's sprite stays, and today's new symbol is not drawn.
        let hostile = { (mark: String, edit: (String) -> String) -> [String: Any] in
            var changed = fresher
            var forecast = forecast
            forecast["sprite"] = edit(sprite.replacingOccurrences(of: "wx-snow", with: mark))
            changed["forecast"] = forecast
            var days = days
            var weather = weather
            weather["icon"] = mark
            days[0]["weather"] = weather
            changed["days"] = days
            return changed
        }
        let handler = hostile("wx-handler") {
            $0.replacingOccurrences(of: "<svg ", with: "<svg onload=\"fetch('http://example.org/')\" ")
        }
        let styled = hostile("wx-styled") {
            $0.replacingOccurrences(
                of: "<svg ", with: "<svg style=\"background: url(http://example.org/sky.png)\" ")
        }
        let text = { (value: [String: Any]) in
            String(decoding: try JSONSerialization.data(withJSONObject: value), as: UTF8.self)
        }
        let quarter = 15 * 60_000
        let reports = try site.run([
            [
                "address": "wall.html", "time": "2026-11-21T21:10:00+00:00", "timezone": "Europe/London",
                "steps": [
                    ["write": ["path": "wall.json", "text": try text(fresher)]], ["run_for": quarter],
                    ["write": ["path": "wall.json", "text": try text(handler)]], ["run_for": quarter],
                    ["write": ["path": "wall.json", "text": try text(styled)]], ["run_for": quarter],
                ],
            ]
        ])
        let looks = reports[0].looks
        #expect(looks[0].weather["credit"] as? String == "Forecast of Saturday 20:27 · Forecast from MET Norway")
        let today = looks[1].weather["today"] as? [String: Any]
        #expect(today?["label"] as? String == "Heavy snow, −7 – −2 °C")
        #expect(today?["drawn"] as? Bool == true)
        #expect(looks[1].weather["credit"] as? String == "Forecast from MET Norway")
        for look in looks[2...3] {
            #expect((look.weather["today"] as? [String: Any])?["drawn"] as? Bool == false)
            // The later days' symbols, which the kept sprite holds, still draw.
            #expect(
                ((look.weather["later"] as? [Any]) ?? []).contains { ($0 as? [String: Any])?["drawn"] as? Bool == true }
            )
        }
        #expect(reports[0].requests.allSatisfy { !$0.contains("://") }, "\(reports[0].requests)")
    }

    @Test func withASecretTheWallLivesUnderTheSecretFolder() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        let settings = try cli.read("content/site.json")
        try cli.write(
            settings.replacingOccurrences(of: #""privacy": "public""#, with: #""privacy": "secret-pages""#),
            to: "content/site.json")
        let secret = "wall-display-secret-0123456789abcdef"
        let build = try cli.run(
            ["build", "--now", "2026-11-22", "--output", "site"], environment: ["TRIBEPRESS_SECRET": secret])
        #expect(build.status == 0, "\(build.stderr)")
        let files = try FileManager.default.subpathsOfDirectory(atPath: cli.folder.appendingPathComponent("site").path)
        let walls = files.filter {
            $0.hasSuffix("wall.html") || $0.hasSuffix("wall.json") || $0.hasSuffix("wall-eink.html")
        }
        #expect(walls.count == 3)
        #expect(walls.allSatisfy { $0.split(separator: "/").count == 2 && !$0.hasPrefix("planner") })
        #expect(Set(walls.map { $0.split(separator: "/")[0] }).count == 1)
    }
}

/// The sample site built at `now`, and the wall driven in the browser.
private struct WallSite {
    let cli: CommandRunner

    init(now: String, site: [String] = []) throws {
        cli = try CommandRunner.withSample()
        if !site.isEmpty {
            let settings = try cli.read("content/site.json")
            try cli.write(
                settings.replacingOccurrences(
                    of: "\"privacy\"", with: site.joined(separator: ",\n  ") + ",\n  \"privacy\""),
                to: "content/site.json")
        }
        let build = try cli.run(["build", "--now", now, "--output", "site"])
        guard build.status == 0 else { throw ProcessRunner.Failure(description: build.stderr) }
    }

    func file(_ path: String) -> URL {
        cli.folder.appendingPathComponent("site/" + path)
    }

    /// Each day's weather label in the built `wall.json`, by date.
    func weatherLabels() throws -> [String: String] {
        let data = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: file("wall.json"))) as? [String: Any])
        var labels: [String: String] = [:]
        for day in (data["days"] as? [[String: Any]]) ?? [] {
            if let date = day["date"] as? String, let weather = day["weather"] as? [String: Any],
                let label = weather["label"] as? String
            {
                labels[date] = label
            }
        }
        return labels
    }

    func run(_ scenarios: [[String: Any]]) throws -> [WallReport] {
        let input = try JSONSerialization.data(withJSONObject: scenarios)
        let output = try ProcessRunner.oracle(
            "wall_display.py", [cli.folder.appendingPathComponent("site").path], input: input)
        let reports = try #require(try JSONSerialization.jsonObject(with: output) as? [[String: Any]])
        return reports.map(WallReport.init)
    }

    /// The subjects `occurrences` lists on `day` (in the family's zone), sorted: what the wall
    /// must show of the family's own calendar that day.
    func expected(on day: String, _ filters: [String] = []) throws -> [String] {
        let run = try cli.run(
            ["occurrences", "--now", "2026-11-22", "--format", "json", "--from", day, "--to", ISODay.after(day)]
                + filters)
        guard run.status == 0 else { throw ProcessRunner.Failure(description: run.stderr) }
        let listing = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let occurrences = try #require(listing["occurrences"] as? [[String: Any]])
        return try occurrences.map { try #require($0["subject"] as? String) }.sorted()
    }
}

/// What the page showed in one scenario: a look at first and after each step.
private struct WallReport {
    struct Look {
        let date, clock, member, todayMore: String?
        /// Today's own entries' subjects, sorted; other calendars' are left out.
        let today: [String]
        let later: [(date: String, entries: [String], more: String?)]
        let countdowns: [String]
        let status: String
        let night, offline: Bool
        let shift: [String]
        let scroll: [Int]
        let outside: [String]
        let smallest, todaySmallest, vmin: Double
        let smallestText: String
        /// Home's weather as shown: today's line, the credit, each later day's line.
        let weather: [String: Any]

        init(_ look: [String: Any]) {
            date = look["date"] as? String
            clock = look["clock"] as? String
            member = look["member"] as? String
            todayMore = look["todayMore"] as? String
            today = ((look["today"] as? [[String: Any]]) ?? []).filter { ($0["overlay"] as? Bool) != true }
                .compactMap { $0["subject"] as? String }.sorted()
            later = ((look["later"] as? [[String: Any]]) ?? []).map {
                (($0["date"] as? String) ?? "", ($0["entries"] as? [String]) ?? [], $0["more"] as? String)
            }
            countdowns = look["countdowns"] as? [String] ?? []
            status = look["status"] as? String ?? ""
            night = look["night"] as? Bool ?? false
            offline = look["offline"] as? Bool ?? false
            shift = look["shift"] as? [String] ?? []
            scroll = look["scroll"] as? [Int] ?? []
            outside = look["outside"] as? [String] ?? []
            weather = look["weather"] as? [String: Any] ?? [:]
            smallest = look["smallest"] as? Double ?? 0
            todaySmallest = look["todaySmallest"] as? Double ?? 0
            vmin = look["vmin"] as? Double ?? 0
            smallestText = look["smallestText"] as? String ?? ""
        }
    }

    let looks: [Look]
    let requests: [String]
    let answers: [(path: String, status: Int, since: String?)]

    init(_ report: [String: Any]) {
        looks = ((report["looks"] as? [[String: Any]]) ?? []).map(Look.init)
        requests = report["requests"] as? [String] ?? []
        answers = ((report["answers"] as? [[String: Any]]) ?? []).map {
            (($0["path"] as? String) ?? "", ($0["status"] as? Int) ?? 0, $0["since"] as? String)
        }
    }
}
