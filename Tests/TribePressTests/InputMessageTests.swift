import Foundation
import Testing

/// What stands where an input should says what it is, and a linked page is read or refused,
/// never dropped without a word.
@Suite(.serialized)
struct InputMessageTests {
    private let manager = FileManager.default

    private func check(_ cli: CommandRunner, _ extra: [String] = []) throws -> CommandRunner.Result {
        try cli.run(["check", "--now", "2026-11-22", "--quiet"] + extra)
    }

    @Test(arguments: ["site.json", "tribe.json"])
    func aFolderWhereAFileShouldBeIsSaidToBeAFolder(_ name: String) throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        let path = cli.folder.appendingPathComponent("content/\(name)")
        try manager.removeItem(at: path)
        try manager.createDirectory(at: path, withIntermediateDirectories: true)
        let result = try check(cli)
        #expect(result.status == 65)
        #expect(result.stderr.contains("content/\(name): error: \(name) is a folder, not a file"))
    }

    @Test(arguments: [("nowhere", "a symbolic link that leads nowhere"), ("tribe.json", "a symbolic link that loops")])
    func aBrokenLinkWhereTribeJsonShouldBeIsSaidToBeOne(_ target: String, _ words: String) throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        let path = cli.folder.appendingPathComponent("content/tribe.json")
        try manager.removeItem(at: path)
        try manager.createSymbolicLink(atPath: path.path, withDestinationPath: target)
        let result = try check(cli)
        #expect(result.status == 65)
        #expect(result.stderr.contains("content/tribe.json: error: tribe.json is \(words), not a file"))
    }

    @Test func aContentFolderThatIsAFileIsSaidToBeAFile() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        try cli.write("{}", to: "export.json")
        let result = try check(cli, ["--content", "export.json"])
        #expect(result.status == 66)
        #expect(result.stderr.contains("error: the content folder export.json is a file, not a folder"))
    }

    @Test func aRawExportWithoutItsEventsSaysTheEventsAreMissing() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        try cli.copyBackendExport(to: "export")
        try manager.removeItem(at: cli.folder.appendingPathComponent("export/events.json"))
        let result = try check(cli, ["--content", "export", "--time-zone", "Europe/London"])
        #expect(result.status == 65)
        #expect(
            result.stderr.contains("export/events.json: error: missing events.json: the content folder must hold it"))
        #expect(!result.stderr.contains("missing the required key \"tribe\""))
    }

    @Test func aLinkedPageInsideTheContentIsReadAndOneOutsideIsRefused() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        let content = cli.folder.appendingPathComponent("content")
        try manager.createDirectory(at: content.appendingPathComponent("real"), withIntermediateDirectories: true)
        try manager.moveItem(
            at: content.appendingPathComponent("pages/ada.md"), to: content.appendingPathComponent("real/ada.md"))
        try manager.createSymbolicLink(
            atPath: content.appendingPathComponent("pages/ada.md").path, withDestinationPath: "../real/ada.md")
        let built = try cli.run(["build", "--now", "2026-11-22", "--quiet"])
        #expect(built.status == 0, "\(built.stderr)")
        #expect(try cli.read("_site/members/ada.html").contains("the Grade 3 exam is"))

        try cli.write("---\nmember: 4\n---\nLeo's page.\n", to: "outside.md")
        try manager.createSymbolicLink(
            atPath: content.appendingPathComponent("pages/leo.md").path, withDestinationPath: "../../outside.md")
        try manager.createSymbolicLink(
            atPath: content.appendingPathComponent("pages/gone.md").path, withDestinationPath: "nowhere.md")
        try manager.createSymbolicLink(
            atPath: content.appendingPathComponent("pages/more").path, withDestinationPath: "../real")
        let refused = try check(cli)
        #expect(refused.status == 65)
        #expect(
            refused.stderr.contains("content/pages/leo.md: error: a symbolic link to a file outside the content folder")
        )
        #expect(
            refused.stderr.contains(
                "content/pages/gone.md: error: a symbolic link that leads nowhere: the page's text cannot be read"))
        #expect(
            refused.stderr.contains(
                "content/pages/more: warning: a symbolic link to a folder, which TribePress does not follow"))
    }
}
