import Foundation
import Testing
import TribePressTestSupport

/// The real executable, run as a process: output, files and exit statuses.
@Suite(.serialized)
struct CommandLineTests {
    @Test func buildWritesTheSampleSiteAndSummarises() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        let result = try cli.run(["build", "--now", "2026-11-22"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "")
        let index = try cli.read("_site/index.html")
        #expect(index.contains("<h1>The Harbour House</h1>"))
        #expect(index.contains("<html lang=\"en-GB\">"))
        // Places link to a map search; otherwise nothing on the page names another host.
        let offSite = index.replacingOccurrences(of: "<a href=\"https://www.openstreetmap.org/search?query=", with: "")
        #expect(index.contains("<a href=\"https://www.openstreetmap.org/search?query="))
        #expect(
            !offSite.contains("http://") && !offSite.contains("https://"), "the page makes no request to another host")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("Built _site from a TribePress file: 5 members, 69 events") })
        #expect(
            lines.contains { $0.hasPrefix("Time zone Europe/London; now 2026-11-22T00:00:00Z (--now); 0 warnings; ") })
    }

    /// glibc's malloc laid a large family's objects out over a tenth more time (BENCHMARKS.md);
    /// a link that lost tcmalloc would still build every site, only slower.
    @Test func theCommandAllocatesWithTcmalloc() throws {
        // Only tcmalloc answers MALLOCSTATS, with its statistics on standard error at exit;
        // `--version` reads nothing, so no copy of the sample is made for it.
        let result = try ProcessRunner.run(CommandRunner.executable, ["--version"], environment: ["MALLOCSTATS": "1"])
        #expect(result.status == 0)
        #expect(result.errors.contains("Bytes in use by application"), "\(result.errors)")
    }

    @Test func twoBuildsAreByteIdentical() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        #expect(try cli.run(["build", "--now", "2026-11-22", "--output", "first"]).status == 0)
        #expect(
            try cli.run(["build", "--output", "second"], environment: ["SOURCE_DATE_EPOCH": "1795305600"]).status == 0)
        let first = try cli.tree("first")
        let second = try cli.tree("second")
        #expect(first.count >= 3)
        #expect(first == second)
    }

    @Test func checkReportsEveryProblemWithLocationsAndWritesNothing() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        var tribe = try cli.read("content/tribe.json")
        tribe = tribe.replacingOccurrences(of: "\"category\": \"PET\"", with: "\"category\": \"DOG\"")
        tribe = tribe.replacingOccurrences(of: "\"country_code\": \"FR\"", with: "\"country_code\": \"XX\"")
        try cli.write(tribe, to: "content/tribe.json")
        let result = try cli.run(["check"])
        #expect(result.status == 65)
        let errors = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count >= 2)
        #expect(
            errors.contains {
                $0.hasPrefix("content/tribe.json:")
                    && $0.hasSuffix(
                        "unknown category \"DOG\"; expected one of NON, CEL, CLU, EDU, MED, MUS, OTH, OUT, PET, SHO, SPO, VAC, WOR"
                    )
            })
        #expect(
            errors.contains {
                $0.contains(
                    ".destination.country_code: expected an ISO 3166-1 alpha-2 country code such as \"FR\", found \"XX\""
                )
            })
        #expect(result.stderr.hasSuffix("error: \(errors.count) errors in the input; nothing was written\n"))
        #expect(!FileManager.default.fileExists(atPath: cli.folder.appendingPathComponent("_site").path))
    }

    @Test func aFailedBuildLeavesTheExistingOutputAsItWas() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        #expect(try cli.run(["build", "--now", "2026-11-22"]).status == 0)
        let before = try cli.tree("_site")
        try cli.write("{ \"tribe\": ", to: "content/tribe.json")
        let result = try cli.run(["build", "--now", "2026-11-22"])
        #expect(result.status == 65)
        #expect(
            result.stderr.contains(
                "content/tribe.json:1:12: error: malformed JSON: expected a JSON value, found the end of the file"))
        #expect(try cli.tree("_site") == before)
    }

    @Test func brokenProseFilesAreReportedWithTheDataErrorsAndNothingIsReplaced() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        #expect(try cli.run(["build", "--now", "2026-11-22"]).status == 0)
        let before = try cli.tree("_site")
        try cli.write("---\ntrip: 99\n---\nText\n", to: "content/pages/lost.md")
        try cli.write("---\ntrip: [3\n---\n", to: "content/pages/broken.md")
        try cli.write("Notes without a record\n", to: "content/notes.md")
        let result = try cli.run(["build", "--now", "2026-11-22"])
        #expect(result.status == 65)
        let errors = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }.map(String.init)
        #expect(
            errors.contains(
                "content/pages/lost.md:2:7: error: front matter: no trip has the id 99; the known ids are 1, 2, 3, 4"))
        #expect(errors.contains { $0.hasPrefix("content/pages/broken.md:3:1: error: front matter: ") })
        #expect(errors.contains { $0.hasPrefix("content/notes.md:1:1: error: no front matter") })
        #expect(result.stderr.hasSuffix("error: 3 errors in the input; nothing was written\n"))
        #expect(try cli.tree("_site") == before)
    }

    @Test func aKilledBuildNeverLeavesAHalfWrittenOutput() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        #expect(try cli.run(["build", "--now", "2026-11-22"]).status == 0)
        let old = try cli.tree("_site")
        #expect(try cli.run(["build", "--now", "2027-06-01", "--output", "reference"]).status == 0)
        let new = try cli.tree("reference")
        #expect(old != new)
        // Kill builds at a spread of moments; whenever it died, _site is one whole build.
        for delay in stride(from: 0, through: 60_000, by: 4000) {
            let process = try cli.start(["build", "--now", "2027-06-01"])
            usleep(useconds_t(delay))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let now = try cli.tree("_site")
            #expect(now == old || now == new, "after a kill at \(delay) µs")
        }
        // The next build sweeps up whatever the killed ones left and succeeds.
        #expect(try cli.run(["build", "--now", "2027-06-01"]).status == 0)
        #expect(try cli.tree("_site") == new)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: cli.folder.path).sorted() == [
                "_site", "content", "reference", "templates",
            ])
    }

    @Test func refusesToReplaceAFolderItDidNotWrite() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        try FileManager.default.createDirectory(
            at: cli.folder.appendingPathComponent("docs"), withIntermediateDirectories: true)
        try cli.write("notes", to: "docs/notes.txt")
        let result = try cli.run(["build", "--now", "2026-11-22", "--output", "docs"])
        #expect(result.status == 73)
        #expect(
            result.stderr.contains(
                "/docs: it is not empty and was not written by TribePress"))
        #expect(try cli.read("docs/notes.txt") == "notes")
    }

    @Test func aMissingContentFolderExitsWith66() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        let result = try cli.run(["check", "--content", "nowhere"])
        #expect(result.status == 66)
        #expect(result.stderr == "error: the content folder nowhere does not exist\n")
    }

    @Test func theSampleBuildsWithoutAWarningEvenWithStrict() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        let result = try cli.run(["build", "--strict", "--now", "2026-11-22"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains(": warning: "))
    }

    @Test func strictFailsOnAWarning() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        // Someone in "accepted" but not in "to", which TribeHub leaves behind after uninviting them.
        try cli.addEvents([
            #"{"id": 900, "user": 4, "to": [2], "accepted": [2, 1], "start": "2027-03-13T10:30:00", "duration": "01:30:00", "#
                + #""recurrence_type": "NON", "subject": "League match", "category": "SPO"}"#
        ])
        let result = try cli.run(["build", "--strict", "--now", "2026-11-22"])
        #expect(result.status == 65)
        #expect(result.stderr.contains(": warning: $.events[0].accepted[1]: Maya (user 1) accepted but is not invited"))
        #expect(result.stderr.hasSuffix("error: 1 warning with --strict; nothing was written\n"))
    }

    @Test func usageErrorsExitWith64() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        let zone = try cli.run(["build", "--time-zone", "Europe/Londn"])
        #expect(zone.status == 64)
        #expect(zone.stderr.contains("unknown time zone \"Europe/Londn\""))
        #expect(try cli.run(["build", "--no-such-flag"]).status == 64)
    }

    @Test func theRawBackendExportBuildsWithATimeZoneOption() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        try cli.copyBackendExport(to: "export")
        let withoutZone = try cli.run(["build", "--content", "export", "--now", "2026-11-22"])
        #expect(withoutZone.status == 65)
        #expect(withoutZone.stderr.contains("error: no time zone"))
        let result = try cli.run([
            "build", "--content", "export", "--time-zone", "Europe/London", "--now", "2026-11-22",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("Left out 97 server-generated repeat rows (REC)"))
        #expect(try cli.read("_site/index.html").contains("Parents&#39; evening"))
    }

    @Test func badDatesOnTheCommandLineAreUsageErrors() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        for now in ["yesterday", "2026-02-30", "99999-01-01"] {
            let result = try cli.run(["check", "--now", now])
            #expect(result.status == 64, "\(now)")
            #expect(result.stderr.contains("--now expects a date (2026-11-22)"), "\(now)")
        }
        let from = try cli.run(["occurrences", "--from", "2026-13-01"])
        #expect(from.status == 64)
        #expect(from.stderr.contains("--from expects a date (2026-09-01)"))
    }

    @Test func terminalEscapesInAnythingPrintedAreShownAsEscapes() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        let tribe = try cli.read("content/tribe.json")
        try cli.write(
            tribe.replacingOccurrences(
                of: "\"display_name\": \"Maya\"", with: #""display_name": "\u001b]0;PWNED\u0007\u001b[31mRED""#),
            to: "content/tribe.json")
        let named = try cli.run(["check", "--now", "2026-11-22"])
        let hostilePath = try cli.run(["check", "--now", "2026-11-22", "--content", "\u{1B}]0;PWNED\u{07}"])
        for result in [named, hostilePath] {
            #expect(!result.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        }
        #expect(named.stderr.contains("removed 3 control characters (U+0007, U+001B)"))
        #expect(hostilePath.stderr.contains("\\u{1b}]0;PWNED\\u{7}"))
    }

    @Test func theVersionPrintedIsTheVersionEveryFeedNames() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        let version = try cli.run(["--version"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(version.split(separator: ".").count == 3)
        #expect(try cli.run(["build", "--now", "2026-11-22", "--quiet"]).status == 0)
        for (path, bytes) in try cli.tree("_site/feeds") where path.hasSuffix(".ics") {
            #expect(
                String(decoding: bytes, as: UTF8.self).contains(
                    "\r\nPRODID:-//TribePress//TribePress \(version)//EN\r\n"), "\(path)")
        }
    }

    @Test func aFamilyInIndiaBuildsWithTheZonesCurrentName() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        try cli.copyBackendExport(to: "export")
        let result = try cli.run([
            "build", "--content", "export", "--time-zone", "Asia/Kolkata", "--now", "2026-11-22", "--quiet",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let feed = try cli.read("_site/feeds/tribe.ics")
        #expect(feed.contains("X-WR-TIMEZONE:Asia/Kolkata\r\n"))
        #expect(feed.contains("BEGIN:VTIMEZONE\r\nTZID:Asia/Kolkata\r\n"))
        #expect(feed.contains("TZOFFSETTO:+0530\r\n"))
        let listing = try cli.run([
            "occurrences", "--content", "export", "--time-zone", "US/Eastern", "--now", "2026-11-22", "--quiet",
            "--format", "csv",
        ])
        #expect(listing.status == 0, "\(listing.stderr)")
    }

    @Test func occurrencesPrintsTheDocumentedJSONShape() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        let result = try cli.run([
            "occurrences", "--from", "2026-10-20", "--to", "2026-10-28", "--format", "json", "--event", "5", "--quiet",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(Set(document.keys) == ["tribe", "time_zone", "from", "to", "count", "occurrences"])
        #expect(document["from"] as? String == "2026-10-20T00:00:00+01:00")
        #expect(document["to"] as? String == "2026-10-28T00:00:00+00:00")
        let items = try #require(document["occurrences"] as? [[String: Any]])
        #expect(document["count"] as? Int == 2)
        // Tuesday violin at 16:30, either side of the end of British Summer Time (25 October 2026).
        #expect(items.map { $0["start"] as? String } == ["2026-10-20T16:30:00+01:00", "2026-10-27T16:30:00+00:00"])
        // "duration": "00:45:00"
        #expect(items.map { $0["end"] as? String } == ["2026-10-20T17:15:00+01:00", "2026-10-27T17:15:00+00:00"])
        for item in items {
            #expect(
                Set(item.keys) == [
                    "event_id", "recurrence_id", "start", "end", "all_day", "time_zone", "subject", "category",
                    "category_label", "owner",
                    "invitees", "location", "description", "recurring", "override",
                ])
            #expect(item["event_id"] as? Int == 5)
        }
    }

    @Test func occurrencesThatCannotAllBeWrittenFailAndSaySo() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        // /dev/full takes nothing: "No space left on device" on the first write.
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let result = try cli.run(["occurrences", "--format", "json", "--quiet"], standardOutput: full)
        #expect(result.status == 74)
        #expect(
            result.stderr.contains(
                "error: the occurrences could not all be written to standard output: No space left on device"))
    }

    @Test func occurrencesFollowTheClocksAndFiltersAreChecked() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        // A weekly event at a fixed wall time keeps it on both sides of the October change.
        let csv = try cli.run([
            "occurrences", "--from", "2026-10-01", "--to", "2026-11-15", "--format", "csv", "--category", "SPO",
            "--quiet",
        ])
        #expect(csv.status == 0, "\(csv.stderr)")
        let rows = csv.stdout.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        #expect(
            rows.first
                == "event_id,recurrence_id,start,end,all_day,time_zone,subject,category,owner,invitees,location,recurring,override"
        )
        #expect(rows.dropFirst().allSatisfy { $0.contains(",SPO,") })
        #expect(rows.contains { $0.contains("+01:00") } && rows.contains { $0.contains("+00:00") })
        let unknown = try cli.run(["occurrences", "--member", "Grandma", "--category", "DOG"])
        #expect(unknown.status == 65)
        #expect(
            unknown.stderr.contains(
                "error: --member \"Grandma\" is not a member (members: 1 Maya, 2 Tom, 3 Ada, 4 Leo, 5 Zuri)"))
        #expect(unknown.stderr.contains("error: --category \"DOG\" is not a category"))
    }
}
