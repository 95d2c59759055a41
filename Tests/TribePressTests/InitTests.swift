import Foundation
import Testing

/// `tribepress init` run as a user runs it: its start builds at once with `--strict`, with its
/// templates or with the built-in ones, and it never overwrites anything.
struct InitTests {
    @Test func theStartBuildsAtOnceWithStrictAndItsTemplatesAreTheProjects() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        let made = try cli.run([
            "init", "family", "--name", "The Smiths", "--time-zone", "Europe/Paris", "--now", "2026-11-22",
        ])
        #expect(made.status == 0, "\(made.stderr)")
        #expect(made.stderr.contains("Time zone Europe/Paris (from --time-zone)"))
        let built = try cli.run(
            [
                "build", "--content", "family/content", "--templates", "family/templates", "--output", "family/_site",
                "--strict", "--now", "2026-11-22",
            ])
        #expect(built.status == 0, "\(built.stderr)")
        #expect(built.stderr.contains("0 warnings"))
        let home = try cli.read("family/_site/index.html")
        #expect(home.contains("<h1>The Smiths</h1>"))
        // The first Sunday after Sunday 22 November 2026.
        #expect(try cli.read("family/content/tribe.json").contains("\"start\": \"2026-11-29T18:00:00\""))
        #expect(home.contains("Family dinner"))
        // The templates written are the project's own, byte for byte.
        let written = try cli.tree("family/templates")
        let ours = try cli.tree("templates")
        #expect(written == ours)
        #expect(written.count > 10)
    }

    @Test func withoutTemplatesTheBuildSaysItUsesTheBuiltInOnesAndMakesTheSameSite() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        #expect(
            try cli.run(["init", "plain", "--no-templates", "--time-zone", "Europe/London", "--now", "2026-11-22"])
                .status == 0)
        #expect(!FileManager.default.fileExists(atPath: cli.folder.appendingPathComponent("plain/templates").path))
        let plain = try cli.run(
            ["build", "--content", "../plain/content", "--output", "builtin", "--strict", "--now", "2026-11-22"],
            in: "empty")
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(plain.stderr.contains("Rendered with the built-in templates: there is no templates folder."))
        let styled = try cli.run(
            [
                "build", "--content", "plain/content", "--templates", "templates", "--output", "styled", "--strict",
                "--now",
                "2026-11-22",
            ])
        #expect(styled.status == 0, "\(styled.stderr)")
        #expect(!styled.stderr.contains("built-in templates"))
        #expect(try cli.tree("empty/builtin") == cli.tree("styled"))
    }

    @Test func itRefusesToOverwriteAnythingAndWritesNothingThen() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        try FileManager.default.createDirectory(
            at: cli.folder.appendingPathComponent("family/content"), withIntermediateDirectories: true)
        try cli.write("{\"mine\": true}\n", to: "family/content/site.json")
        let refused = try cli.run(["init", "family", "--time-zone", "Europe/London"])
        #expect(refused.status == 73)
        #expect(refused.stderr.contains("family/content/site.json: error: already exists"))
        #expect(refused.stderr.contains("wrote nothing"))
        #expect(try cli.tree("family").keys.sorted() == ["content/site.json"])
        #expect(try cli.read("family/content/site.json") == "{\"mine\": true}\n")
    }

    @Test func theMachinesZoneIsTheDefaultAndSaidAloud() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        let made = try cli.run(["init", "family", "--now", "2026-11-22"], environment: ["TZ": "America/Toronto"])
        #expect(made.status == 0, "\(made.stderr)")
        #expect(made.stderr.contains("Time zone America/Toronto (this machine's; --time-zone chooses another)"))
        #expect(try cli.read("family/content/site.json").contains("\"time_zone\": \"America/Toronto\""))
    }
}
