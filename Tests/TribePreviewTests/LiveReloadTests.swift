import Testing

@testable import TribePreview

struct LiveReloadTests {
    @Test func theScriptGoesBeforeTheLastBodyEndWhateverItsCase() {
        let page = Array("<html><body><p>a</p></BODY>\n</html>\n".utf8)
        let text = String(
            decoding: LiveReload.inject(into: page, problems: [], generation: 7, hasSite: true), as: UTF8.self)
        #expect(text.hasPrefix("<html><body><p>a</p><script>(function(){var seen=7;"))
        #expect(text.hasSuffix("</script>\n</BODY>\n</html>\n"))
        #expect(!text.contains("tribepress-errors"))
    }

    @Test func aPageWithoutABodyEndGetsTheScriptAtItsEnd() {
        let text = String(
            decoding: LiveReload.inject(into: Array("<p>bare</p>".utf8), problems: [], generation: 1, hasSite: true),
            as: UTF8.self)
        #expect(text.hasPrefix("<p>bare</p><script>"))
        #expect(text.hasSuffix("</script>\n"))
    }

    @Test func problemsAreEscapedForHTML() {
        let problem = "content/<b>&\"x'.json:1:2: error: found '<script>alert(1)</script>'"
        let text = String(
            decoding: LiveReload.inject(
                into: Array("<body></body>".utf8), problems: [problem], generation: 1, hasSite: false),
            as: UTF8.self)
        #expect(text.contains("The site has not built yet."))
        #expect(
            text.contains(
                "content/&lt;b&gt;&amp;&quot;x&#39;.json:1:2: error: found &#39;&lt;script&gt;alert(1)&lt;/script&gt;&#39;"
            ))
        #expect(!text.contains("<script>alert"))
    }

    @Test func feedsAreCalendarsAndUnknownFilesAreBytes() {
        #expect(MediaType.of("feeds/tribe.ics") == "text/calendar; charset=utf-8")
        #expect(MediaType.of("members/tom.html") == "text/html; charset=utf-8")
        #expect(MediaType.of("contacts/ann.vcf") == "text/vcard; charset=utf-8")
        #expect(MediaType.of("planner.css") == "text/css; charset=utf-8")
        #expect(MediaType.of("README") == "application/octet-stream")
        #expect(MediaType.of("archive.tar.gz") == "application/octet-stream")
    }
}
