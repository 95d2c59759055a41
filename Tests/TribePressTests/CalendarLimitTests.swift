import Foundation
import Testing
import TribePressTestSupport

/// "Now" and the planner near the ends of the calendar TribePress counts in, the years 1 to
/// 9999: every moment the options accept builds, or is refused with a message, in every command.
struct CalendarLimitTests {
    /// The sample with its planner starting in the month of "now", as a family that names no
    /// `planner_start` has it, and `changes` made to its `site.json`.
    private func sample(_ changes: [String: String] = [:]) throws -> CommandRunner {
        let cli = try CommandRunner.withSample()
        var settings = try #require(
            try JSONSerialization.jsonObject(with: Data(cli.read("content/site.json").utf8)) as? [String: Any])
        settings["planner_start"] = nil
        for (key, value) in changes { settings[key] = value }
        let data = try JSONSerialization.data(withJSONObject: settings, options: [.prettyPrinted, .sortedKeys])
        try cli.write(String(decoding: data, as: UTF8.self), to: "content/site.json")
        return cli
    }

    @Test(arguments: ["9999-01-01", "9999-12-31", "9999-12-31T23:59:59Z"])
    func aPlannerThatWouldRunPastTheYear9999IsRefused(now: String) throws {
        let cli = try sample()
        defer { cli.remove() }
        for command in [
            ["build"], ["check"], ["occurrences"], ["occurrences", "--from", "9999-12-01", "--to", "9999-12-31"],
        ] {
            let result = try cli.run(command + ["--now", now, "--quiet"])
            #expect(result.status == 65, "\(command): \(result.stderr)")
            #expect(
                result.stderr.contains("past December 9999") || result.stderr.contains("past the calendar's last day"),
                "\(command): \(result.stderr)")
            #expect(result.stderr.contains("the planner starts in the month of --now"), "\(result.stderr)")
            #expect(!result.stderr.contains("Fatal error"))
        }
        #expect(!FileManager.default.fileExists(atPath: cli.folder.appendingPathComponent("_site").path))
    }

    @Test func sourceDateEpochAtTheLastSecondIsRefusedToo() throws {
        let cli = try sample()
        defer { cli.remove() }
        let result = try cli.run(["build", "--quiet"], environment: ["SOURCE_DATE_EPOCH": "253402300799"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("the planner starts in the month of SOURCE_DATE_EPOCH"), "\(result.stderr)")
    }

    @Test func theLastYearThatHoldsThePlannerBuilds() throws {
        let cli = try sample()
        defer { cli.remove() }
        let result = try cli.run(["build", "--now", "9998-12-31", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            FileManager.default.fileExists(atPath: cli.folder.appendingPathComponent("_site/planner/9999-11.html").path)
        )
    }

    @Test func aPlannerStartWhoseFirstWeekBeginsBeforeTheYear1IsRefused() throws {
        // 1 January of the year 1 is a Monday: a Sunday-first sheet would begin the day before.
        let cli = try sample(["planner_start": "0001-01", "week_start": "sunday"])
        defer { cli.remove() }
        let result = try cli.run(["build", "--now", "0001-01-01", "--quiet"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("from 0000-12-31"), "\(result.stderr)")
        #expect(result.stderr.contains("past the calendar's first day"), "\(result.stderr)")
        #expect(result.stderr.contains("site.json's planner_start"), "\(result.stderr)")

        let monday = try sample(["planner_start": "0001-01"])
        defer { monday.remove() }
        #expect(try monday.run(["build", "--now", "0001-01-01", "--quiet"]).status == 0)
    }
}
