import Foundation
import Testing
import TribePressTestSupport

/// The contact directory's search box, run in headless Chromium: it filters by any field
/// with JavaScript, and without JavaScript everyone stays listed.
@Suite(.serialized)
struct ContactSearchTests {
    /// The names of the contacts left visible after Chromium ran the page, and the status line.
    private func visible(_ cli: CommandRunner, query: String?) throws -> (
        names: [String], status: String, boxShown: Bool
    ) {
        var url = cli.folder.appendingPathComponent("site/contacts/index.html").absoluteString
        if let query { url += "?q=" + (query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? query) }
        let arguments = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", url]
        let dom = try ProcessRunner.output(of: "/usr/bin/env", arguments)
        let contact = try NSRegularExpression(
            pattern: #"<li class="contact"[^>]*?( hidden="")?><a class="contact-name" href="[^"]*">([^<]*)</a>"#)
        let names = contact.matches(in: dom, range: NSRange(dom.startIndex..., in: dom)).compactMap {
            match -> String? in
            guard match.range(at: 1).location == NSNotFound, let range = Range(match.range(at: 2), in: dom) else {
                return nil
            }
            return String(dom[range])
        }
        // The status element's text: after its tag (whose attributes hold the count's words).
        let status =
            dom.range(of: #"role="status"[^>]*>[^<]*"#, options: .regularExpression).map {
                String(dom[$0].drop { $0 != ">" }.dropFirst())
            } ?? ""
        return (names, status, dom.contains(#"<p class="search" id="contact-search-row">"#))
    }

    @Test func theBoxFiltersByAnyFieldIgnoringCaseAndAccents() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        #expect(try cli.run(["build", "--now", "2026-11-22", "--output", "site"]).status == 0)
        let byName = try visible(cli, query: "ZOE")
        #expect(byName.names == ["Ms Zoë Lefèvre"] && byName.status == "1 contact" && byName.boxShown)
        // Company, two words in any order.
        #expect(try visible(cli, query: "vets harbour").names == ["Mr Callum Reid"])
        // Phone number as written, and an e-mail domain.
        #expect(try visible(cli, query: "01632 960214").names == ["Dr Rhiannon Price"])
        #expect(try visible(cli, query: "seaview-dental").names == ["Dr Rhiannon Price"])
        // Words from the notes count too.
        #expect(try visible(cli, query: "same-day appointments").names == ["Harbourside Medical Practice"])
        let nothing = try visible(cli, query: "no such person")
        #expect(nothing.names.isEmpty && nothing.status == "0 contacts")
        #expect(try visible(cli, query: nil).names.count == 12)
    }

    @Test func withoutJavaScriptEveryoneIsListedAndTheBoxStaysHidden() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        #expect(try cli.run(["build", "--now", "2026-11-22", "--output", "site"]).status == 0)
        // Headless Chromium needs scripting on to dump the page at all, so the page's only
        // script (it has no inline one) is taken away instead, as a browser without
        // JavaScript would ignore it.
        try FileManager.default.removeItem(at: cli.folder.appendingPathComponent("site/search.js"))
        let page = try visible(cli, query: "zoe")
        #expect(page.names.count == 12)
        #expect(!page.boxShown)
    }
}
