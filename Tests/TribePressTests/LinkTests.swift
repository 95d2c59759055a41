import Foundation
import Testing

/// Every internal link and stylesheet of the built sample points at a file that exists, and
/// nothing is fetched from another host.
struct LinkTests {
    @Test func everyInternalLinkResolvesAndNothingLoadsFromElsewhere() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        #expect(try cli.run(["build", "--now", "2026-11-22", "--output", "site"]).status == 0)
        let files = try cli.tree("site")
        var broken: [String] = []
        var checked = 0
        for (page, data) in files where page.hasSuffix(".html") {
            let html = String(decoding: data, as: UTF8.self)
            let base = URL(fileURLWithPath: "/site/" + page)
            let pattern = try NSRegularExpression(pattern: #"(href|src)="([^"]*)""#)
            for match in pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)) {
                guard let range = Range(match.range(at: 2), in: html), let kindRange = Range(match.range(at: 1), in: html) else { continue }
                let target = String(html[range]).replacingOccurrences(of: "&amp;", with: "&")
                if target.contains("://") {
                    // Only the subscribe links leave the site, and only as links a person follows.
                    let subscribe = ["webcal://harbour-house.example.org/", "https://calendar.google.com/calendar/render?cid=",
                                     "https://outlook.live.com/calendar/0/addfromweb?", "https://outlook.office.com/calendar/0/addfromweb?"]
                    #expect(html[kindRange] == "href" && subscribe.contains { target.hasPrefix($0) }, "\(page) links to \(target)")
                    continue
                }
                let path = String(target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
                let fragment = target.contains("#") ? String(target.split(separator: "#", maxSplits: 1)[1]) : nil
                let resolved = path.isEmpty ? base : URL(fileURLWithPath: path, relativeTo: base.deletingLastPathComponent()).standardizedFileURL
                let relative = String(resolved.path.dropFirst("/site/".count))
                checked += 1
                guard let targetData = files[relative] else {
                    broken.append("\(page): \(target) (no \(relative))")
                    continue
                }
                if let fragment, relative.hasSuffix(".html"), !String(decoding: targetData, as: UTF8.self).contains("id=\"\(fragment)\"") {
                    broken.append("\(page): \(target) (no id \(fragment))")
                }
            }
        }
        #expect(broken == [])
        #expect(checked > 300, "the walk must reach many links")
    }
}
