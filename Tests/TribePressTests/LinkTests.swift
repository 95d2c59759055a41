import Foundation
import Testing

/// Every internal link and stylesheet of the built sample points at a file that exists, and
/// nothing is fetched from another host.
struct LinkTests {
    /// Where a person may be sent off the site: subscribe links, phone and mail links, map
    /// searches for places, and the web addresses the family wrote in their notes and tips.
    static let outbound = [
        "webcal://harbour-house.example.org/", "https://calendar.google.com/calendar/render?cid=",
        "https://outlook.live.com/calendar/0/addfromweb?", "https://outlook.office.com/calendar/0/addfromweb?",
        "tel:", "mailto:", "https://example.", "https://www.openstreetmap.org/search?query=",
        // The originals of the sample's other calendars, for subscribing to them directly.
        "webcal://www.riverside-primary.example.org/", "webcal://otters.example.org/",
    ]

    @Test func everyInternalLinkResolvesAndNothingLoadsFromElsewhere() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        #expect(try cli.run(["build", "--now", "2026-11-22", "--output", "site"]).status == 0)
        let files = try cli.tree("site")
        var broken: [String] = []
        var checked = 0
        var outboundSeen = Set<String>()
        // The tag, the attribute and its value: <a href>, <link href>, <script src>, <img src>.
        let pattern = try NSRegularExpression(pattern: #"<([a-z]+)\b[^>]*?\s(href|src)="([^"]*)""#)
        for (page, data) in files where page.hasSuffix(".html") {
            let html = String(decoding: data, as: UTF8.self)
            let base = URL(fileURLWithPath: "/site/" + page)
            for match in pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)) {
                guard let tagRange = Range(match.range(at: 1), in: html),
                    let range = Range(match.range(at: 3), in: html)
                else { continue }
                let target = String(html[range]).replacingOccurrences(of: "&amp;", with: "&")
                if target.contains(":") {
                    // Only links a person follows may leave the site; nothing is loaded from elsewhere.
                    let prefix = Self.outbound.first { target.hasPrefix($0) }
                    #expect(html[tagRange] == "a" && prefix != nil, "\(page) refers to \(target)")
                    if let prefix { outboundSeen.insert(prefix) }
                    continue
                }
                let path = String(target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
                // After the first "#": a link within the page (a weather symbol's `<use href="#wx-…">`) has
                // nothing before it.
                let fragment = target.firstIndex(of: "#").map { String(target[target.index(after: $0)...]) }
                let resolved =
                    path.isEmpty
                    ? base
                    : URL(fileURLWithPath: path, relativeTo: base.deletingLastPathComponent()).standardizedFileURL
                let relative = String(resolved.path.dropFirst("/site/".count))
                checked += 1
                guard let targetData = files[relative] else {
                    broken.append("\(page): \(target) (no \(relative))")
                    continue
                }
                if let fragment, relative.hasSuffix(".html"),
                    !String(decoding: targetData, as: UTF8.self).contains("id=\"\(fragment)\"")
                {
                    broken.append("\(page): \(target) (no id \(fragment))")
                }
            }
        }
        #expect(broken == [])
        #expect(checked > 500, "the walk must reach many links")
        // Each kind of way out is really there, so the allowance above is not dead weight.
        #expect(outboundSeen == Set(Self.outbound))
    }

    @Test func everyPageIsReachableFromTheHomePage() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        #expect(try cli.run(["build", "--now", "2026-11-22", "--output", "site"]).status == 0)
        let files = try cli.tree("site")
        let pattern = try NSRegularExpression(pattern: ##"href="([^"#:]+)(#[^"]*)?""##)
        var reached: Set<String> = ["index.html"]
        var queue = ["index.html"]
        while let page = queue.popLast() {
            let html = String(decoding: files[page] ?? Data(), as: UTF8.self)
            let base = URL(fileURLWithPath: "/site/" + page)
            for match in pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)) {
                guard let range = Range(match.range(at: 1), in: html) else { continue }
                let target = String(
                    URL(fileURLWithPath: String(html[range]), relativeTo: base.deletingLastPathComponent())
                        .standardizedFileURL.path.dropFirst("/site/".count))
                if target.hasSuffix(".html"), reached.insert(target).inserted { queue.append(target) }
            }
        }
        let pages = Set(files.keys.filter { $0.hasSuffix(".html") })
        #expect(pages.subtracting(reached).sorted() == [])
    }
}
