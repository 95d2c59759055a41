import Foundation
import Testing
import TribePressTestSupport

/// Members' photos: downloaded by `pull` only when they are pictures, and shown by the build
/// wherever the member's initials were, the initials standing in where there is none.
@Suite struct PullPhotoTests {
    @Test func aPhotoIsDownloadedCheckedAndShownInPlaceOfTheInitials() throws {
        let server = try ReplayServer(["photo"])
        defer { server.stop() }
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        let result = try PullTests.pull(cli, server.address())
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("1 photo."))
        // Tom's "photo" is a page of HTML: a warning, and no file.
        #expect(
            result.stderr.contains(
                "export/avatars: warning: the photo of Tom (user 2) is not a JPEG, PNG or WebP picture; their initials stand in for it"
            ))
        let avatars = try FileManager.default.contentsOfDirectory(
            atPath: cli.folder.appendingPathComponent("export/avatars").path)
        #expect(avatars == ["3.png"])
        let photo = try Data(contentsOf: cli.folder.appendingPathComponent("export/avatars/3.png"))
        #expect(photo.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // Photos are fetched without the session's token.
        #expect(try server.requests().filter { $0.path.hasPrefix("/media/") }.allSatisfy { !$0.bearer })

        let build = try cli.run([
            "build", "--content", "export", "--output", "site", "--time-zone", "Europe/London", "--now", "2026-11-29",
            "--quiet",
        ])
        #expect(build.status == 0, "\(build.stderr)")
        #expect(try Data(contentsOf: cli.folder.appendingPathComponent("site/avatars/3.png")) == photo)
        let home = try cli.read("site/index.html")
        #expect(home.contains("<img class=\"photo\" src=\"avatars/3.png\" alt=\"Leo\">"))
        #expect(home.contains("<span class=\"initials\" aria-hidden=\"true\">T</span>"))
        #expect(try cli.read("site/search.html").contains("<img class=\"photo\" src=\"avatars/3.png\" alt=\"Leo\">"))
        #expect(try cli.read("site/planner/members.css").contains(".tp-pic-3 { background: url(\"../avatars/3.png\")"))
        let planner = try cli.read("site/planner/print.html")
        #expect(planner.contains("tp-pic-3\" title=\"Leo\" role=\"img\" aria-label=\"Leo\">L</span>"))
        #expect(planner.contains("<span class=\"tp-who tp-who-2\" title=\"Tom\">T</span>"))
        // Printed, the sheet shows the picture: its magenta squares, a colour nothing else on the
        // sheet has, are on the first page as poppler draws it.
        let pdf = try cli.printToPDF("planner/print.html")
        let drawn = cli.folder.appendingPathComponent("page").path
        _ = try ProcessRunner.output(
            of: "/usr/bin/env", ["pdftoppm", "-r", "150", "-f", "1", "-l", "1", "-singlefile", pdf, drawn])
        let page = try PortablePixmap(Data(contentsOf: URL(fileURLWithPath: drawn + ".ppm")))
        var magenta = 0
        for y in 0..<page.height {
            for x in 0..<page.width {
                let pixel = page.color(x: x, y: y)
                let near = abs(pixel.red - 0xD9) <= 6 && abs(pixel.green - 0x3A) <= 6 && abs(pixel.blue - 0x8C) <= 6
                if near { magenta += 1 }
            }
        }
        #expect(magenta > 20)
    }

    @Test func aPhotoThatCannotBeHadKeepsTheOneOfTheLastPull() throws {
        let server = try ReplayServer(["photo"])
        defer { server.stop() }
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        #expect(try PullTests.pull(cli, server.address()).status == 0)
        let photo = try Data(contentsOf: cli.folder.appendingPathComponent("export/avatars/3.png"))
        let gone = try ReplayServer(["photo", "photo-gone"])
        defer { gone.stop() }
        let result = try PullTests.pull(cli, gone.address())
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "warning: the photo of Leo (user 3) at \(gone.address()) answered 404; the photo of the last pull is kept"
            ))
        #expect(try Data(contentsOf: cli.folder.appendingPathComponent("export/avatars/3.png")) == photo)
        let strict = try PullTests.pull(cli, gone.address(), ["--strict"])
        #expect(strict.status == 65)
    }

    @Test func aPhotoTooLargeIsRefusedAndOneMovedToAnotherHostIsFollowed() throws {
        let big = try ReplayServer(["photo", "photo-big"])
        defer { big.stop() }
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        let refused = try PullTests.pull(cli, big.address(), into: "big")
        #expect(refused.status == 0, "\(refused.stderr)")
        #expect(
            refused.stderr.contains(
                "warning: the photo of Leo (user 3): GET /media/leo.png: the answer is larger than 10000000 bytes; "
                    + "their initials stand in for it"), "\(refused.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: cli.folder.appendingPathComponent("big/avatars").path)
                .isEmpty)
        let moved = try ReplayServer(["photo", "photo-moved"])
        defer { moved.stop() }
        let followed = try PullTests.pull(cli, moved.address(), into: "moved")
        #expect(followed.status == 0, "\(followed.stderr)")
        #expect(FileManager.default.fileExists(atPath: cli.folder.appendingPathComponent("moved/avatars/3.png").path))
        #expect(try moved.requests().filter { $0.path == "/media/leo.png" }.count == 2)
    }

    @Test func aPhotoPutInTheContentFolderByHandIsCheckedByItsBytes() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        let avatars = cli.folder.appendingPathComponent("content/avatars")
        try FileManager.default.createDirectory(at: avatars, withIntermediateDirectories: true)
        // Named a PNG, but a page of HTML; and a photo of nobody.
        try Data("<html>nope</html>".utf8).write(to: avatars.appendingPathComponent("1.png"))
        try Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 16]).write(to: avatars.appendingPathComponent("99.jpg"))
        let result = try cli.run(["build", "--now", "2026-11-22", "--output", "site"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "content/avatars/1.png: warning: named .png but its bytes are not a picture; not published (initials stand in)"
            ))
        #expect(
            result.stderr.contains(
                "content/avatars/99.jpg: warning: no member has the user id 99; the photo is not published"))
        #expect(!FileManager.default.fileExists(atPath: cli.folder.appendingPathComponent("site/avatars").path))
    }
}
