import Testing
import TribeRecurrence
import Yams

@testable import TribeData
@testable import TribeSite

/// What `tribepress init` writes, read back by the loader and by a YAML parser.
struct SiteScaffoldTests {
    let scaffold = SiteScaffold(
        name: "The \"Quoted\" \\ Family", timeZone: "Europe/Berlin", includesTemplates: false,
        today: LocalDate(daysSinceEpoch: LocalDate.daysSinceEpoch(year: 2026, month: 11, day: 29)))

    private func file(_ path: String) throws -> String {
        let match = scaffold.files().first { $0.path == path }
        let bytes = try #require(match?.bytes, "no \(path)")
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func siteJSONHoldsEveryKeyTheLoaderKnowsAndLoadsWithoutAProblem() throws {
        let text = try file("content/site.json")
        for key in SiteConfigurationLoader.knownKeys {
            #expect(text.contains("\n  \"\(key)\": "), "site.json lacks \(key)")
        }
        var files = HostileRecordTests.realTemplates
        files["content/site.json"] = text
        files["content/tribe.json"] = try file("content/tribe.json")
        let site = InMemoryBuild.site(
            of: try InMemoryBuild.run(files, options: BuildOptions(now: "2026-11-29", strict: true)))
        #expect(site["_site/index.html"]?.contains("<h1>The &quot;Quoted&quot; \\ Family</h1>") == true)
    }

    @Test func theWeeklyEventStartsOnTheFirstSundayAfterToday() throws {
        // 29 November 2026 is a Sunday: the next is 6 December.
        #expect(try file("content/tribe.json").contains("\"start\": \"2026-12-06T18:00:00\""))
    }

    @Test func theWorkflowInstallsTheReleaseItWasWrittenByAndCompilesNothing() throws {
        let workflow = try #require(try Yams.load(yaml: try file(".github/workflows/publish.yml")) as? [String: Any])
        let jobs = try #require(workflow["jobs"] as? [String: Any])
        let build = try #require(jobs["build"] as? [String: Any])
        #expect(build["container"] == nil)
        let steps = try #require(build["steps"] as? [[String: Any]])
        // The action at this release's tag, installing this release.
        let setup = try #require(steps.first { ($0["uses"] as? String)?.hasPrefix("tribepress/tribepress@") == true })
        #expect(setup["uses"] as? String == "tribepress/tribepress@v\(TribePressVersion.current)")
        #expect((setup["with"] as? [String: Any])?["version"] as? String == TribePressVersion.current)
        let commands = steps.compactMap { $0["run"] as? String }.joined(separator: "\n")
        for compiling in ["swift ", "bootstrap", "git clone", "TRIBEPRESS_GIT", "apt-get"] {
            #expect(!commands.contains(compiling), "\(compiling)")
        }
        #expect(commands.contains("tribepress build --content content --output _site"))
        #expect(commands.contains("--strict"))
        // Calendars and forecasts are fetched before the build, the forecasts kept from run to run.
        let fetching = steps.firstIndex { ($0["run"] as? String)?.hasPrefix("tribepress fetch ") == true }
        let building = steps.firstIndex { ($0["run"] as? String)?.hasPrefix("tribepress build ") == true }
        #expect(fetching != nil && building != nil && fetching ?? 0 < building ?? 0)
        let cached = steps.first {
            ($0["uses"] as? String)?.hasPrefix("actions/cache@") == true
                && ($0["with"] as? [String: Any])?["path"] as? String == "content/weather"
        }
        #expect(cached != nil)
        #expect(steps.contains { ($0["uses"] as? String)?.hasPrefix("actions/upload-pages-artifact@") == true })
        #expect(jobs["deploy"] != nil)
    }

    @Test func templatesAreWrittenOnlyWhenAsked() {
        #expect(!scaffold.files().contains { $0.path.hasPrefix("templates/") })
        var withTemplates = scaffold
        withTemplates.includesTemplates = true
        let paths = withTemplates.files().map { $0.path }
        for name in TemplateSet.requiredTemplates { #expect(paths.contains("templates/\(name).mustache")) }
    }
}
