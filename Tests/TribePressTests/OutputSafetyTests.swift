import Foundation
import Testing

/// `--output` keeps the README's promises on a real disk: it never replaces what TribePress
/// did not write, never the input, and never crashes on a short or odd name.
@Suite(.serialized)
struct OutputSafetyTests {
    @Test(arguments: ["x", "x/", "./x"])
    func aOneCharacterOutputIsBuilt(_ output: String) throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        let result = try cli.run(["build", "--now", "2026-11-22", "--quiet", "--output", output])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: cli.folder.appendingPathComponent("x/index.html").path))
    }

    @Test(arguments: [".", "./", "..", "/", "content", "content/", "content/site", "templates", "templates/partials"])
    func anOutputThatIsHoldsOrLiesInsideTheInputIsRefused(_ output: String) throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        // A stray marker in the content folder must not make it look like an old build.
        try cli.write("stray", to: "content/.tribepress-output")
        let before = try cli.tree("content")
        let result = try cli.run(["build", "--now", "2026-11-22", "--quiet", "--output", output])
        #expect(result.status == 73, "\(output): \(result.stderr)")
        #expect(result.stderr.contains("error: refusing to write the site into \(output): it "), "\(result.stderr)")
        #expect(try cli.tree("content") == before)
        #expect(try cli.tree("templates").count > 10)
    }

    @Test(arguments: ["folder", "link", "pipe"])
    func aFolderHoldingAnythingTribepressDidNotWriteIsKept(_ thing: String) throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        let site = cli.folder.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        let inside = site.appendingPathComponent(thing)
        switch thing {
        case "folder":
            try FileManager.default.createDirectory(
                at: inside.appendingPathComponent("2026"), withIntermediateDirectories: true)
        case "link":
            try FileManager.default.createSymbolicLink(atPath: inside.path, withDestinationPath: "../content/site.json")
        default: #expect(mkfifo(inside.path, 0o644) == 0)
        }
        let result = try cli.run(["build", "--now", "2026-11-22", "--quiet", "--output", "site"])
        #expect(result.status == 73)
        #expect(result.stderr.contains("it is not empty and was not written by TribePress"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.path) == [thing])
    }

    @Test func aSymbolicLinkOutputReplacesTheFolderItLeadsToAndStays() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        #expect(try cli.run(["build", "--now", "2026-11-22", "--quiet", "--output", "real"]).status == 0)
        try FileManager.default.createSymbolicLink(
            atPath: cli.folder.appendingPathComponent("public").path, withDestinationPath: "real")
        try cli.write("{\"title\": \"Renamed\", \"time_zone\": \"Europe/London\"}", to: "content/site.json")
        let result = try cli.run(["build", "--now", "2026-11-22", "--quiet", "--output", "public"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: cli.folder.appendingPathComponent("public").path)
                == "real")
        #expect(try cli.read("real/index.html").contains("Renamed"))
        // Nothing is left beside it.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: cli.folder.path).sorted() == [
                "content", "public", "real", "templates",
            ])
    }

    @Test(arguments: ["nowhere", "loop"])
    func aSymbolicLinkOutputThatLeadsNowhereIsRefused(_ kind: String) throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        let link = cli.folder.appendingPathComponent("public").path
        try FileManager.default.createSymbolicLink(
            atPath: link, withDestinationPath: kind == "loop" ? "public" : "nowhere")
        let result = try cli.run(["build", "--now", "2026-11-22", "--quiet", "--output", "public"])
        #expect(result.status == 73)
        #expect(result.stderr.contains("error: refusing to replace public: it is a symbolic link that leads nowhere"))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) != nil)
    }
}
