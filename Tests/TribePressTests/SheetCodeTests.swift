import Foundation
import Testing
import TribePressTestSupport

/// The QR codes on the printed sheets: each sheet printed in headless Chromium, its first page
/// rendered with `pdftoppm` and the code read with `zbarimg`, which must give the exact address.
@Suite(.serialized)
struct SheetCodeTests {
    static let base = "https://harbour-house.example.org/"

    @Test func everySheetLeadsToTheSubscribePageAndAMembersPlannerToTheirPage() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        let build = try cli.run(["build", "--now", "2026-11-22", "--output", "site"])
        #expect(build.status == 0, "\(build.stderr)")
        #expect(!build.stderr.contains("QR"))
        for sheet in ["planner/2026-11.html", "planner/weeks/2026-W48.html", "planner/family/2026-W48.html"] {
            #expect(try Self.decode(cli, sheet) == [Self.base + "feeds/index.html"], "\(sheet)")
        }
        #expect(try Self.decode(cli, "planner/members/leo.html") == [Self.base + "members/leo.html"])
        // Where it leads is a page the site has.
        #expect(FileManager.default.fileExists(atPath: cli.folder.appendingPathComponent("site/members/leo.html").path))
    }

    @Test func withSecretPagesTheCodeLeadsToTheSecretSubscribePage() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        try Self.setting(cli, #""privacy": "secret-pages""#)
        let build = try cli.run(
            ["build", "--now", "2026-11-22", "--output", "site"],
            environment: ["TRIBEPRESS_SECRET": "sheet-code-secret-0123456789abcdef"])
        #expect(build.status == 0, "\(build.stderr)")
        let folders = try FileManager.default.contentsOfDirectory(
            atPath: cli.folder.appendingPathComponent("site").path
        ).filter { !$0.hasPrefix(".") && !$0.contains(".") }
        let folder = try #require(folders.first { $0 != "feeds" })
        let decoded = try Self.decode(cli, "\(folder)/planner/2026-11.html")
        #expect(decoded == [Self.base + "\(folder)/feeds/index.html"])
        #expect(
            FileManager.default.fileExists(
                atPath: cli.folder.appendingPathComponent("site/\(folder)/feeds/index.html").path))
    }

    @Test func publicSheetsWithASecretSubscribePageAndSitesWithoutBaseURLHaveNone() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        let secret = try cli.run(
            ["build", "--now", "2026-11-22", "--output", "secret"],
            environment: ["TRIBEPRESS_SECRET": "sheet-code-secret-0123456789abcdef"])
        #expect(secret.status == 0, "\(secret.stderr)")
        #expect(!(try cli.read("secret/planner/2026-11.html")).contains("tp-code"))
        #expect(
            secret.stderr.contains("carry no QR codes: the subscribe page's address is secret and the sheets are not"))
        try Self.setting(cli, #""base_url": null"#, replacing: #""base_url": "https://harbour-house.example.org/""#)
        let none = try cli.run(["build", "--now", "2026-11-22", "--output", "plain"])
        #expect(none.status == 0, "\(none.stderr)")
        for sheet in ["planner/2026-11.html", "planner/weeks/2026-W48.html", "planner/family/2026-W48.html"] {
            #expect(!(try cli.read("plain/\(sheet)")).contains("tp-code"), "\(sheet)")
        }
        #expect(
            none.stderr.contains("carry no QR codes: a code holds an absolute address, and site.json has no base_url"))
        #expect(try Self.decode(cli, "planner/2026-11.html", in: "plain") == [])
    }
}

private extension SheetCodeTests {
    /// What `zbarimg` reads on the first page of `sheet` printed.
    static func decode(_ cli: CommandRunner, _ sheet: String, in site: String = "site") throws -> [String] {
        let pdf: String
        if site == "site" {
            pdf = try cli.printToPDF(sheet)
        } else {
            pdf =
                cli.folder.appendingPathComponent(site + "-" + sheet.replacingOccurrences(of: "/", with: "-") + ".pdf")
                .path
            _ = try ProcessRunner.output(
                of: "/usr/bin/env",
                [
                    "chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                    "--print-to-pdf=\(pdf)", cli.folder.appendingPathComponent("\(site)/\(sheet)").absoluteString,
                ])
        }
        let image = pdf + "-page"
        _ = try ProcessRunner.output(
            of: "/usr/bin/env", ["pdftoppm", "-png", "-r", "150", "-f", "1", "-l", "1", "-singlefile", pdf, image])
        // zbarimg exits 4 when it finds no code.
        let result = try ProcessRunner.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["zbarimg", "--raw", "-q", image + ".png"], in: cli.folder)
        #expect(result.status == 0 || result.status == 4, "\(result.errors)")
        return String(decoding: result.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    static func setting(_ cli: CommandRunner, _ setting: String, replacing old: String = #""privacy": "public""#) throws
    {
        let settings = try cli.read("content/site.json")
        #expect(settings.contains(old))
        try cli.write(settings.replacingOccurrences(of: old, with: setting), to: "content/site.json")
    }
}
