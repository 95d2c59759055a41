import Testing
import TribeMarkdown

struct MarkdownRendererTests {
    private let renderer = MarkdownRenderer()

    @Test func rendersCommonMarkThroughLibcmark() {
        #expect(renderer.html("**Bring** a towel\n\n- goggles\n- hat") == "<p><strong>Bring</strong> a towel</p>\n<ul>\n<li>goggles</li>\n<li>hat</li>\n</ul>\n")
        #expect(MarkdownRenderer.libraryVersion.hasPrefix("0."))
    }

    @Test func safeModeOmitsRawHTML() {
        #expect(renderer.html("Hi <script>alert(1)</script>") == "<p>Hi <!-- raw HTML omitted -->alert(1)<!-- raw HTML omitted --></p>\n")
    }

    @Test func safeModeNeutralisesScriptLinks() {
        #expect(renderer.html("[click](javascript:alert(1))") == "<p><a href=\"\">click</a></p>\n")
    }

    @Test func smartPunctuationIsOn() {
        #expect(renderer.html("\"Grandma's\" -- 5...") == "<p>“Grandma’s” – 5…</p>\n")
        #expect(MarkdownRenderer(smartPunctuation: false).html("\"a\"") == "<p>&quot;a&quot;</p>\n")
    }
}
