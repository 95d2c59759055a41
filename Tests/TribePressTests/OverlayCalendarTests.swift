import Foundation
import Testing
import TribePressTestSupport

/// Other people's calendars on the built sample: the school's holidays and the bank holidays
/// shaded, the swimming club's galas listed, on every view but the family's feeds; broken
/// files refused with their line; `fetch-calendars` keeping the last good copy.
@Suite(.serialized)
struct OverlayCalendarTests {
    /// The sample built on 2026-10-20, so the home page's fortnight holds the October half term.
    private func built() throws -> CommandRunner {
        let cli = try CommandRunner.withSample()
        let result = try cli.run(["build", "--now", "2026-10-20", "--output", "site", "--strict"])
        #expect(result.status == 0, "\(result.stderr)")
        return cli
    }

    /// The cell of `day` on a month sheet, from its `<td` to its `</td>`.
    private func cell(_ html: String, _ day: String) throws -> String {
        let start = try #require(html.range(of: "datetime=\"\(day)\""))
        let open = try #require(html.range(of: "<td", options: .backwards, range: html.startIndex..<start.lowerBound))
        let close = try #require(html.range(of: "</td>", range: start.upperBound..<html.endIndex))
        return String(html[open.lowerBound..<close.upperBound])
    }

    @Test func theSampleShowsItsCalendarsOnEveryViewButTheFeeds() throws {
        let cli = try built()
        defer { cli.remove() }
        let october = try cli.read("site/planner/2026-10.html")
        // The half term is tinted Monday to Friday and named where it starts; the Saturday is not.
        for day in 26...30 {
            #expect(try cell(october, "2026-10-\(day)").contains("tp-shaded"), "26–30 October shaded")
        }
        #expect(try cell(october, "2026-10-26").contains(">October half term</span>"))
        #expect(try !cell(october, "2026-10-27").contains("October half term</span>"))
        #expect(try !cell(october, "2026-10-31").contains("tp-shaded"))
        #expect(try !cell(october, "2026-10-23").contains("tp-shaded"))
        // A listed calendar's event joins the day's entries at its time on the family's clock.
        #expect(
            try cell(october, "2026-10-17").contains("08:30</span> <span class=\"tp-glyph\" style=\"color: #2e8b57\""))
        #expect(october.contains("County gala"))
        // Boxing Day 2026 is a Saturday: the bank holiday moved to Monday 28 December.
        let december = try cli.read("site/planner/2026-12.html")
        #expect(try cell(december, "2026-12-28").contains(">Boxing Day (substitute day)</span>"))
        #expect(try !cell(december, "2026-12-26").contains("Boxing Day"))
        #expect(try cell(december, "2026-12-25").contains(">Christmas Day</span>"))
        // The legend names each calendar.
        for name in ["Riverside Primary", "Bank holidays", "Harbour Otters"] { #expect(october.contains(name)) }
        // The agenda, the home page and the year at a glance.
        let agenda = try cli.read("site/planner/agenda/2026-10.html")
        #expect(agenda.contains("October half term") && agenda.contains("Riverside Primary"))
        // A listed event shows its start and end, as the family's own do (08:30–13:00 BST).
        #expect(agenda.contains("08:30–13:00 · Harbour Otters"))
        let home = try cli.read("site/index.html")
        #expect(home.contains("October half term"))
        let year = try cli.read("site/planner/year.html")
        #expect(year.contains(">October half term</span>") && year.contains("tp-shaded"))
        #expect(year.contains("Early May bank holiday"))
        // Never in the family's feeds; the feeds page links the originals instead.
        for (name, data) in try cli.tree("site/feeds") where name.hasSuffix(".ics") {
            let feed = String(decoding: data, as: UTF8.self)
            #expect(!feed.contains("half term") && !feed.contains("County gala") && !feed.contains("Boxing Day (sub"))
        }
        let feeds = try cli.read("site/feeds/index.html")
        #expect(feeds.contains("value=\"https://www.riverside-primary.example.org/calendar/holidays.ics\""))
        #expect(feeds.contains("href=\"webcal://otters.example.org/galas.ics\""))
        #expect(!feeds.contains("Bank holidays"), "a calendar without a url has nothing to subscribe to")
    }

    @Test func thePrintedPlannerNamesTheHolidaysShadesTheHalfTermAndKeepsOneSheetAMonth() throws {
        let cli = try built()
        defer { cli.remove() }
        let pdf = try cli.printToPDF("planner/print.html")
        let info = try ProcessRunner.output(of: "/usr/bin/env", ["pdfinfo", pdf])
        #expect(info.contains("Pages:           12\n"))
        let october = try ProcessRunner.output(of: "/usr/bin/env", ["pdftotext", "-f", "2", "-l", "2", pdf, "-"])
        #expect(october.hasPrefix("October 2026"))
        #expect(october.contains("October half term") && october.contains("County gala"))
        let december = try ProcessRunner.output(of: "/usr/bin/env", ["pdftotext", "-f", "4", "-l", "4", pdf, "-"])
        #expect(december.contains("Christmas Day") && december.contains("Boxing Day (substitute day)"))
        // The half term's cell is tinted with the school's colour; a term-time day's is white.
        let words = try ProcessRunner.output(
            of: "/usr/bin/env", ["pdftotext", "-bbox", "-f", "2", "-l", "2", pdf, "-"])
        // A day's number: the only word of its size on the sheet that says just that.
        func day(_ number: String) throws -> (x: Double, y: Double) {
            let all = words.matches(
                of: /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/)
            let found = try #require(
                all.first { $0.output.4 == number && (Double($0.output.3) ?? 0) - (Double($0.output.2) ?? 0) > 9 })
            return (Double(found.output.1) ?? 0, Double(found.output.2) ?? 0)
        }
        let halfTerm = try day("26")
        let saturday = try day("17")
        let image = cli.folder.appendingPathComponent("october").path
        _ = try ProcessRunner.output(
            of: "/usr/bin/env", ["pdftoppm", "-r", "72", "-f", "2", "-l", "2", "-singlefile", pdf, image])
        let pixels = try PortablePixmap(Data(contentsOf: URL(fileURLWithPath: image + ".ppm")))
        // Low in each cell, below its entries: #8fb8de at 30 % over white is (221, 234, 245).
        let shaded = pixels.color(x: Int(halfTerm.x) + 80, y: Int(halfTerm.y) + 60)
        let plain = pixels.color(x: Int(saturday.x) + 80, y: Int(saturday.y) + 60)
        #expect(shaded.blue > shaded.red + 15 && shaded.red < 235, "half-term cell \(shaded)")
        #expect(plain.red > 250 && plain.green > 250 && plain.blue > 250, "Saturday 17 October \(plain)")
    }

    @Test func aBrokenCalendarStopsTheBuildWithItsLineAndLeavesTheSiteAlone() throws {
        let cli = try built()
        defer { cli.remove() }
        let before = try cli.tree("site")
        let school = try cli.read("content/calendars/school-holidays.ics")
        try cli.write(
            school.replacingOccurrences(of: "DTSTART;VALUE=DATE:20261026", with: "DTSTART;VALUE=DATE:20261326"),
            to: "content/calendars/school-holidays.ics")
        let line =
            try #require(
                school.components(separatedBy: "\r\n").firstIndex { $0.hasPrefix("DTSTART;VALUE=DATE:20261026") }) + 1
        try FileManager.default.removeItem(at: cli.folder.appendingPathComponent("content/calendars/bank-holidays.ics"))
        let result = try cli.run(["build", "--now", "2026-10-20", "--output", "site"])
        #expect(result.status == 65)
        // Both problems in one run, each with its file (and line where there is one).
        #expect(result.stderr.contains("content/calendars/school-holidays.ics:\(line):1: error: "), "\(result.stderr)")
        #expect(result.stderr.contains("DTSTART"))
        #expect(result.stderr.contains("content/calendars/bank-holidays.ics: error: the calendar \"Bank holidays\""))
        #expect(try cli.tree("site") == before)
    }

    @Test func aCalendarEntryOutsideItsFolderIsRefusedWhereSiteJSONSaysIt() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        let site = try cli.read("content/site.json")
        try cli.write(
            site.replacingOccurrences(of: "\"school-holidays.ics\"", with: "\"../tribe.json\""),
            to: "content/site.json")
        let result = try cli.run(["check"])
        #expect(result.status == 65)
        let line =
            try #require(site.components(separatedBy: "\n").firstIndex { $0.contains("school-holidays.ics") }) + 1
        #expect(result.stderr.contains("content/site.json:\(line):"), "\(result.stderr)")
        #expect(result.stderr.contains("$.calendars[0].file: expected the name of a file in content/calendars/"))
    }

    @Test func fetchingKeepsTheLastGoodCopyWhenThePublisherFails() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        try cli.withoutForecasts()
        let served = cli.folder.appendingPathComponent("served")
        try FileManager.default.createDirectory(at: served, withIntermediateDirectories: true)
        // The school's new file moves the October half term; the club's address serves a web page.
        let school = try cli.read("content/calendars/school-holidays.ics")
        let moved = school.replacingOccurrences(of: "20261026", with: "20261019")
            .replacingOccurrences(of: "20261031", with: "20261024")
        try moved.write(to: served.appendingPathComponent("holidays.ics"), atomically: true, encoding: .utf8)
        try "<!DOCTYPE html>\n<p>Page not found</p>\n".write(
            to: served.appendingPathComponent("galas.ics"), atomically: true, encoding: .utf8)
        let server = try LocalServer(folder: served)
        defer { server.stop() }
        let site = try cli.read("content/site.json")
        try cli.write(
            site.replacingOccurrences(
                of: "https://www.riverside-primary.example.org/calendar/holidays.ics",
                with: "http://127.0.0.1:\(server.port)/holidays.ics"
            )
            .replacingOccurrences(
                of: "webcal://otters.example.org/galas.ics", with: "http://127.0.0.1:\(server.port)/galas.ics"
            )
            .replacingOccurrences(
                of: "\"show\": \"shade\",\n      \"color\": \"#f2c14e\",",
                with:
                    "\"show\": \"shade\",\n      \"color\": \"#f2c14e\",\n      \"url\": \"http://127.0.0.1:\(server.port)/missing.ics\","
            ), to: "content/site.json")
        let galas = try cli.read("content/calendars/swimming-galas.ics")
        let holidays = try cli.read("content/calendars/bank-holidays.ics")
        let result = try cli.run(["fetch-calendars"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("Fetched \"Riverside Primary\" (content/calendars/school-holidays.ics): "))
        #expect(try cli.read("content/calendars/school-holidays.ics") == moved)
        #expect(
            result.stderr.contains(
                "content/calendars/swimming-galas.ics: warning: could not refresh: the download is not a calendar"))
        #expect(try cli.read("content/calendars/swimming-galas.ics") == galas)
        #expect(result.stderr.contains("content/calendars/bank-holidays.ics: warning: could not refresh: "))
        #expect(result.stderr.contains("404"))
        #expect(try cli.read("content/calendars/bank-holidays.ics") == holidays)
        #expect(
            try FileManager.default.contentsOfDirectory(
                atPath: cli.folder.appendingPathComponent("content/calendars").path
            ).sorted()
                == ["bank-holidays.ics", "school-holidays.ics", "swimming-galas.ics"])
        // Again: nothing changed upstream; --strict makes the failures fail the run.
        let again = try cli.run(["fetch-calendars", "--strict"])
        #expect(again.status == 65)
        #expect(again.stderr.contains("(content/calendars/school-holidays.ics): unchanged."))
        // The build reads the copies, offline: the half term has moved a week earlier.
        #expect(try cli.run(["build", "--now", "2026-10-20", "--output", "site"]).status == 0)
        let october = try cli.read("site/planner/2026-10.html")
        #expect(try cell(october, "2026-10-19").contains(">October half term</span>"))
        #expect(try !cell(october, "2026-10-26").contains("tp-shaded"))
        // With no copy at all, a failed download is an error.
        try FileManager.default.removeItem(
            at: cli.folder.appendingPathComponent("content/calendars/swimming-galas.ics"))
        let missing = try cli.run(["fetch-calendars"])
        #expect(missing.status == 65)
        #expect(missing.stderr.contains("content/calendars/swimming-galas.ics: error: could not fetch: "))
    }
}

/// `python3 -m http.server` on a free port of 127.0.0.1, serving `folder`.
private final class LocalServer {
    let process: Process
    let port: Int

    init(folder: URL) throws {
        let line: String
        (process, line) = try ProcessRunner.startServer(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "python3", "-u", "-c",
                """
                import functools, http.server, sys
                handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=sys.argv[1])
                handler.func.log_message = lambda *args: None
                server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
                print(server.server_address[1], flush=True)
                server.serve_forever()
                """,
                folder.path,
            ])
        guard let port = Int(line) else {
            ProcessRunner.stop(process)
            throw ProcessRunner.Failure(description: "the test's web server did not start")
        }
        self.port = port
    }

    func stop() {
        ProcessRunner.stop(process)
    }
}

/// A binary PPM (P6) image as pdftoppm writes it.
struct PortablePixmap {
    let width: Int
    let height: Int
    let bytes: [UInt8]
    let offset: Int

    init(_ data: Data) throws {
        bytes = [UInt8](data)
        var fields: [Int] = []
        var index = 2
        while fields.count < 3 {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A { index += 1 }
            var number = 0
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) {
                number = number * 10 + Int(bytes[index] - 0x30)
                index += 1
            }
            fields.append(number)
        }
        guard bytes.starts(with: Array("P6".utf8)) else { throw ProcessRunner.Failure(description: "not a PPM") }
        (width, height, offset) = (fields[0], fields[1], index + 1)
    }

    func color(x: Int, y: Int) -> (red: Int, green: Int, blue: Int) {
        let at = offset + (min(max(y, 0), height - 1) * width + min(max(x, 0), width - 1)) * 3
        return (Int(bytes[at]), Int(bytes[at + 1]), Int(bytes[at + 2]))
    }
}
