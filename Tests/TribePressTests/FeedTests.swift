import Foundation
import Testing
import TribePressTestSupport

/// The sample's feeds, read by our lint and by independent parsers: python `icalendar`,
/// `recurring-ical-events` and libical.
@Suite(.serialized)
struct FeedTests {
    /// What python `icalendar` and `recurring-ical-events` read in `feeds` between two instants
    /// (`Tests/Oracles/check_feeds.py`), by path.
    static func checkFeeds(from: String, to: String, _ feeds: [String]) throws -> [String: [String: Any]] {
        let script = ProcessRunner.packageRoot.appendingPathComponent("Tests/Oracles/check_feeds.py").path
        let oracle = try ProcessRunner.output(of: ProcessRunner.python, [script, from, to] + feeds)
        return try #require(try JSONSerialization.jsonObject(with: Data(oracle.utf8)) as? [String: [String: Any]])
    }

    private func builtSample() throws -> (CommandRunner, [String]) {
        let cli = try CommandRunner.withSample()
        let result = try cli.run(["build", "--now", "2026-11-22", "--output", "site"])
        #expect(result.status == 0, "\(result.stderr)")
        let feeds = try cli.tree("site/feeds").keys.filter { $0.hasSuffix(".ics") }.sorted()
        return (cli, feeds)
    }

    @Test func theSampleHasEveryKindOfFeed() throws {
        let (cli, feeds) = try builtSample()
        defer { cli.remove() }
        #expect(feeds.contains("tribe.ics"))
        #expect(
            feeds.filter { $0.hasPrefix("members/") } == [
                "members/ada.ics", "members/leo.ics", "members/maya.ics", "members/tom.ics", "members/zuri.ics",
            ])
        #expect(feeds.filter { $0.hasPrefix("categories/") }.count == 13)
        #expect(feeds.filter { $0.hasPrefix("trips/") }.count == 4)
        let page = try cli.read("site/feeds/index.html")
        #expect(page.contains("href=\"webcal://harbour-house.example.org/feeds/members/leo.ics\""))
        #expect(
            page.contains(
                "https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Fharbour-house.example.org%2Ffeeds%2Ftribe.ics"
            ))
        #expect(
            page.contains(
                "https://outlook.live.com/calendar/0/addfromweb?url=https%3A%2F%2Fharbour-house.example.org%2Ffeeds%2Ftribe.ics&amp;name="
            ))
    }

    @Test func everyFeedPassesOurLint() throws {
        let (cli, feeds) = try builtSample()
        defer { cli.remove() }
        for feed in feeds {
            let bytes = try [UInt8](Data(contentsOf: cli.folder.appendingPathComponent("site/feeds/\(feed)")))
            #expect(FeedLint(file: feed, bytes: bytes).problems() == [])
        }
    }

    @Test func libicalReadsEveryFeedWithoutAnError() throws {
        let (cli, feeds) = try builtSample()
        defer { cli.remove() }
        let checker = try ProcessRunner.libicalOracle("libical_check", into: cli.folder)
        let report = try ProcessRunner.output(
            of: checker, feeds.map { cli.folder.appendingPathComponent("site/feeds/\($0)").path })
        #expect(report == "0 errors\n")
    }

    @Test func recurringIcalEventsExpandsEachFeedToWhatTribepressPrints() throws {
        let (cli, feeds) = try builtSample()
        defer { cli.remove() }
        let everything = try occurrences(cli, [])
        let from = try #require(everything["from"] as? String)
        let to = try #require(everything["to"] as? String)
        let paths = feeds.map { cli.folder.appendingPathComponent("site/feeds/\($0)").path }
        let report = try Self.checkFeeds(from: from, to: to, paths)
        let members = ["ada": "3", "leo": "4", "maya": "1", "tom": "2", "zuri": "5"]
        let categories = [
            "celebration": "CEL", "club": "CLU", "education": "EDU", "medical": "MED", "music": "MUS", "none": "NON",
            "other": "OTH",
            "outing": "OUT", "pets": "PET", "shopping": "SHO", "sport": "SPO", "vacation": "VAC", "work": "WOR",
        ]
        var compared = 0
        for (feed, path) in zip(feeds, paths) {
            let entry = try #require(report[path])
            #expect(entry["errors"] as? [String] == [], "\(feed)")
            let found = try #require(entry["occurrences"] as? [[String: String]])
            let events = found.filter { $0["uid"]?.hasPrefix("event-") == true }.map {
                "\($0["start"] ?? "") \($0["end"] ?? "")"
            }.sorted()
            let name = String(feed.split(separator: "/").last?.dropLast(4) ?? "")
            var selection: [String]?
            if feed == "tribe.ics" { selection = [] }
            if feed.hasPrefix("members/") { selection = members[name].map { ["--member", $0] } }
            if feed.hasPrefix("categories/") { selection = categories[name].map { ["--category", $0] } }
            guard let selection else {
                #expect(events.isEmpty && found.count == 1, "a trip feed holds its trip: \(feed)")
                continue
            }
            let ours = try occurrences(cli, selection)
            let expected = (ours["occurrences"] as? [[String: Any]] ?? []).map {
                "\($0["start"] as? String ?? "") \($0["end"] as? String ?? "")"
            }.sorted()
            #expect(events == expected, "\(feed)")
            compared += expected.count
        }
        #expect(compared > 1000, "the comparison must cover many occurrences")
    }

    @Test func twoBuildsGiveIdenticalFeedsAndOneChangedEventChangesOnlyItsOwnLines() throws {
        let (cli, _) = try builtSample()
        defer { cli.remove() }
        #expect(try cli.run(["build", "--now", "2026-11-22", "--output", "again"]).status == 0)
        #expect(try cli.tree("site") == (try cli.tree("again")))
        let tribe = try cli.read("content/tribe.json")
        let changed = tribe.replacingOccurrences(
            of: "\"subject\": \"Violin lesson\"", with: "\"subject\": \"Violin lesson (new teacher)\"")
        #expect(changed != tribe)
        try cli.write(changed, to: "content/tribe.json")
        #expect(try cli.run(["build", "--now", "2026-11-22", "--output", "changed"]).status == 0)
        for (feed, bytes) in try cli.tree("site/feeds") where feed.hasSuffix(".ics") {
            let before = FeedLint.parse(String(decoding: bytes, as: UTF8.self))
            let after = FeedLint.parse(try cli.read("changed/feeds/\(feed)"))
            let describe = { (blocks: [FeedLint.Block]) -> [String] in
                (blocks.first?.children ?? []).filter { !($0.one("UID")?.value.hasPrefix("event-5-") ?? false) }
                    .map {
                        $0.lines.map { "\($0.name)\($0.parameters.sorted { $0.key < $1.key })\($0.value)" }.joined(
                            separator: "|")
                    }
            }
            #expect(describe(before) == describe(after), "lines outside event 5 changed in \(feed)")
            #expect(before.first?.lines.map(\.value) == after.first?.lines.map(\.value))
        }
    }

    private func occurrences(_ cli: CommandRunner, _ selection: [String]) throws -> [String: Any] {
        let result = try cli.run(["occurrences", "--format", "json", "--quiet"] + selection)
        guard result.status == 0 else { throw ProcessRunner.Failure(description: result.stderr) }
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    /// What python `icalendar` and `recurring-ical-events` read in `feed` between the starts of
    /// two UTC days, once `events` are added to the sample and it is built into `site/`.
    private func readBack(adding events: [String], to cli: CommandRunner, feed: String, from: String, to: String)
        throws -> [String: Any]
    {
        try cli.addEvents(events)
        let result = try cli.run(["build", "--now", "2026-11-22", "--output", "site"])
        #expect(result.status == 0, "\(result.stderr)")
        let path = cli.folder.appendingPathComponent("site/feeds/\(feed)").path
        let report = try Self.checkFeeds(from: from + "T00:00:00+00:00", to: to + "T00:00:00+00:00", [path])
        return try #require(report[path])
    }

    @Test func nastyTextSurvivesTheRoundTripThroughIcalendar() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        let subject = "Tea; cake, \\ and \"quotes\" — 日本語 😀 Ünïcödé " + String(repeating: "é", count: 30) + "😀😀 end"
        let description =
            "Line one\nLine two; with, punctuation \\ and\r\nBEGIN:VEVENT\nUID:evil\n"
            + String(repeating: "🎉", count: 40)
        let location = "Café \"Zoë's\", Rue de l'Église; Saint-Malo"
        func json(_ text: String) throws -> String {
            String(decoding: try JSONSerialization.data(withJSONObject: [text], options: []), as: UTF8.self).dropFirst()
                .dropLast().description
        }
        let event =
            "{\"id\": 999, \"user\": 1, \"to\": [], \"accepted\": [], \"start\": \"2026-12-01T10:00:00\", \"duration\": \"01:00:00\", "
            + "\"recurrence_type\": \"NON\", \"subject\": \(try json(String(subject.prefix(100)))), \"category\": \"OTH\", "
            + "\"description\": \(try json(description)), \"location\": \(try json(location))}"
        let entry = try readBack(
            adding: [event], to: cli, feed: "categories/other.ics", from: "2026-12-01", to: "2026-12-02")
        let found = try #require(
            (entry["occurrences"] as? [[String: String]])?.first { $0["uid"]?.hasPrefix("event-999-") == true })
        #expect(found["summary"] == String(subject.prefix(100)))
        #expect(found["location"] == location)
        // CR LF and a lone LF both become one line break; the rest comes back as written.
        #expect(found["description"]?.hasPrefix(description.replacingOccurrences(of: "\r\n", with: "\n")) == true)
        #expect(
            FeedLint(file: "other.ics", bytes: Array(try cli.read("site/feeds/categories/other.ics").utf8)).problems()
                == [])
    }

    @Test func clockChangesZeroLengthsAndLineBreaksReadAlikeEverywhere() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        // A weekly night shift from 01:30 for six hours, first on the night Paris falls back;
        // a reminder that lasts no time; a subject and a place typed over two lines.
        let events = [
            "{\"id\": 901, \"user\": 1, \"to\": [], \"accepted\": [], \"start\": \"2026-10-25T01:30:00\", \"duration\": \"06:00:00\", "
                + "\"recurrence_type\": \"WEK\", \"subject\": \"Night shift\", \"category\": \"WOR\", \"time_zone\": \"Europe/Paris\"}",
            "{\"id\": 902, \"user\": 1, \"to\": [], \"accepted\": [], \"start\": \"2026-12-02T09:00:00\", \"duration\": \"00:00:00\", "
                + "\"recurrence_type\": \"NON\", \"subject\": \"Bins out\", \"category\": \"OTH\"}",
            "{\"id\": 903, \"user\": 1, \"to\": [], \"accepted\": [], \"start\": \"2026-12-03T18:00:00\", \"duration\": \"01:00:00\", "
                + "\"recurrence_type\": \"NON\", \"subject\": \"Carol concert\\r\\nbring a torch\", \"location\": \"St Mary's\\nnorth door\", \"category\": \"MUS\"}",
        ]
        let entry = try readBack(adding: events, to: cli, feed: "tribe.ics", from: "2026-10-24", to: "2026-12-31")
        let found = try #require(entry["occurrences"] as? [[String: String]])
        func of(_ id: Int) -> [[String: String]] { found.filter { $0["uid"]?.hasPrefix("event-\(id)-") == true } }
        // Six hours across the change: 01:30 summer time to 06:30 winter time, as `occurrences`
        // says. The feed says DTSTART and DURATION:PT6H, elapsed time by RFC 5545 (05:30 UTC);
        // recurring-ical-events adds the six hours to the wall clock (07:30) on that one night,
        // where a DTEND would make it misread every week after it instead.
        let shift = try #require(of(901).first)
        let durations = try #require(entry["durations"] as? [String: Int])
        #expect(shift["start"] == "2026-10-25T01:30:00+02:00" && durations[shift["uid"] ?? ""] == 21_600)
        let start = try #require(ISO8601DateFormatter().date(from: shift["start"] ?? ""))
        let end = try #require(ISO8601DateFormatter().date(from: "2026-10-25T06:30:00+01:00"))
        #expect(start.addingTimeInterval(21_600) == end)
        let listed = try cli.run([
            "occurrences", "--event", "901", "--from", "2026-10-25", "--to", "2026-11-02", "--format", "csv", "--quiet",
        ])
        #expect(listed.stdout.contains(",2026-10-25T01:30:00+02:00,2026-10-25T06:30:00+01:00,"))
        // A week later, with no change in between, every reader agrees: 01:30 to 07:30.
        #expect(of(901).dropFirst().first?["end"] == "2026-11-01T07:30:00+01:00")
        #expect(listed.stdout.contains(",2026-11-01T01:30:00+01:00,2026-11-01T07:30:00+01:00,"))
        #expect(
            of(902).map { "\($0["start"] ?? "") \($0["end"] ?? "")" } == [
                "2026-12-02T09:00:00+00:00 2026-12-02T09:00:00+00:00"
            ])
        #expect(
            of(903).first?["summary"] == "Carol concert bring a torch"
                && of(903).first?["location"] == "St Mary's north door")
        let feed = try cli.read("site/feeds/tribe.ics")
        let bins = try #require(feed.components(separatedBy: "BEGIN:VEVENT").first { $0.contains("SUMMARY:Bins out") })
        #expect(!bins.contains("DURATION") && !bins.contains("DTEND"))
        #expect(feed.contains("\r\nDURATION:PT6H\r\n"))
        // The planner's cell shows the subject on one line too.
        #expect(try cli.read("site/planner/2026-12.html").contains("Carol concert bring a torch"))
    }

    @Test func anAllDaySeriesEndedBefore1970EndsOnTheSameDayInEveryReader() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        // The rule's UNTIL is noon UTC on 1 June 1969, a wall time before the epoch that is not
        // a midnight: a feed must write the date it falls on, 1 June, so that readers stop where
        // we stop. Dividing the seconds instead of flooring them wrote 2 June.
        let event =
            "{\"id\": 990, \"user\": 1, \"to\": [], \"accepted\": [], \"all_day\": true, \"start\": \"1969-05-28\", "
            + "\"duration\": \"1 00:00:00\", \"recurrence_type\": \"NON\", \"rrule\": \"FREQ=DAILY;UNTIL=19690601T120000Z\", "
            + "\"subject\": \"Summer camp\", \"category\": \"OTH\", \"time_zone\": \"UTC\"}"
        let entry = try readBack(adding: [event], to: cli, feed: "tribe.ics", from: "1969-05-01", to: "1969-07-01")
        let found = try #require(entry["occurrences"] as? [[String: String]])
        let starts = found.filter { $0["uid"]?.hasPrefix("event-990-") == true }.compactMap { $0["start"] }
        #expect(starts == ["1969-05-28", "1969-05-29", "1969-05-30", "1969-05-31", "1969-06-01"])
        let listed = try cli.run([
            "occurrences", "--event", "990", "--from", "1969-05-01", "--to", "1969-07-01", "--format", "csv", "--quiet",
        ])
        let listedStarts = listed.stdout.split(whereSeparator: \.isNewline).dropFirst().map {
            $0.split(separator: ",", omittingEmptySubsequences: false).dropFirst(2).first.map(String.init) ?? ""
        }
        #expect(listedStarts == starts, "\(listed.stdout)")
        #expect(try cli.read("site/feeds/tribe.ics").contains("\r\nRRULE:FREQ=DAILY;UNTIL=19690601\r\n"))
    }

    @Test func tripsRemindersAndAcceptedOnlyMemberFeeds() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        let site = try cli.read("content/site.json")
        try cli.write(
            site.replacingOccurrences(
                of: "\"paper\": \"A4\"",
                with: "\"paper\": \"A4\", \"feed_reminders\": [30, 1440], \"member_feeds\": \"accepted\""),
            to: "content/site.json")
        let result = try cli.run(["build", "--now", "2026-11-22", "--output", "site"])
        #expect(result.status == 0, "\(result.stderr)")
        let tribe = FeedLint.parse(try cli.read("site/feeds/tribe.ics")).first?.children ?? []
        // Every trip is in the tribe's feed, as an all-day event ending the day after its last day.
        let trips = tribe.filter { $0.one("UID")?.value.hasPrefix("trip-") == true }
        #expect(trips.count == 4)
        let edinburgh = try #require(trips.first { $0.one("SUMMARY")?.value == "Trip: Half-term in Edinburgh" })
        #expect(edinburgh.one("DTSTART")?.value == "20270213" && edinburgh.one("DTEND")?.value == "20270218")
        // Reminders on every event, none on trips.
        let events = tribe.filter { $0.name == "VEVENT" && $0.one("UID")?.value.hasPrefix("event-") == true }
        #expect(events.allSatisfy { $0.children.map { $0.one("TRIGGER")?.value } == ["-PT30M", "-PT1440M"] })
        #expect(trips.allSatisfy { $0.children.isEmpty })
        // Leo's feed: his trips, and only events he owns or accepted.
        let leo = FeedLint.parse(try cli.read("site/feeds/members/leo.ics")).first?.children ?? []
        #expect(leo.filter { $0.one("UID")?.value.hasPrefix("trip-") == true }.count == 4)
        let tribeData = try #require(
            try JSONSerialization.jsonObject(with: Data(try cli.read("content/tribe.json").utf8)) as? [String: Any])
        let allEvents = try #require(tribeData["events"] as? [[String: Any]])
        let expected = Set(
            allEvents.filter {
                ($0["user"] as? Int) == 4
                    || ((($0["accepted"] as? [Int]) ?? []).contains(4) && (($0["to"] as? [Int]) ?? []).contains(4))
            }.compactMap { $0["id"] as? Int })
        let published = Set(
            leo.compactMap { $0.one("UID")?.value }.filter { $0.hasPrefix("event-") }.compactMap {
                Int($0.split(separator: "-")[1])
            })
        #expect(published == expected)
        for feed in ["tribe.ics", "members/leo.ics"] {
            #expect(FeedLint(file: feed, bytes: Array(try cli.read("site/feeds/\(feed)").utf8)).problems() == [])
        }
    }
}
