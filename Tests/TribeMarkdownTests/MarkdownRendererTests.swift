import Testing
import TribeMarkdown

struct MarkdownRendererTests {
    private let renderer = MarkdownRenderer()

    @Test func rendersCommonMarkThroughLibcmark() {
        #expect(
            renderer.html("**Bring** a towel\n\n- goggles\n- hat")
                == "<p><strong>Bring</strong> a towel</p>\n<ul>\n<li>goggles</li>\n<li>hat</li>\n</ul>\n")
        #expect(MarkdownRenderer.libraryVersion.hasPrefix("0."))
    }

    @Test func safeModeOmitsRawHTML() {
        #expect(
            renderer.html("Hi <script>alert(1)</script>")
                == "<p>Hi <!-- raw HTML omitted -->alert(1)<!-- raw HTML omitted --></p>\n")
    }

    @Test func safeModeNeutralisesScriptLinks() {
        #expect(renderer.html("[click](javascript:alert(1))") == "<p><a href=\"\">click</a></p>\n")
    }

    @Test func smartPunctuationIsOn() {
        #expect(renderer.html("\"Grandma's\" -- 5...") == "<p>“Grandma’s” – 5…</p>\n")
        #expect(MarkdownRenderer(smartPunctuation: false).html("\"a\"") == "<p>&quot;a&quot;</p>\n")
    }
}

struct MarkdownRemoteImageTests {
    private let renderer = MarkdownRenderer()

    @Test func anImageFromAnotherHostBecomesALink() {
        #expect(
            renderer.html("See ![the beach](https://example.com/beach.jpg \"Brittany\")")
                == "<p>See <a href=\"https://example.com/beach.jpg\" title=\"Brittany\">the beach</a></p>\n")
        #expect(
            renderer.html("![*tracker*](//t.example/p.gif)")
                == "<p><a href=\"//t.example/p.gif\"><em>tracker</em></a></p>\n")
    }

    @Test func anImageWithoutWordsShowsItsAddressAndOneInsideALinkKeepsItsWords() {
        #expect(
            renderer.html("![](https://a.example/x.png)")
                == "<p><a href=\"https://a.example/x.png\">https://a.example/x.png</a></p>\n")
        #expect(
            renderer.html("[![logo](https://a.example/l.png)](https://club.example)")
                == "<p><a href=\"https://club.example\">logo</a></p>\n")
    }

    @Test func anImageOfTheSiteStaysAnImage() {
        #expect(renderer.html("![map](../map.png)") == "<p><img src=\"../map.png\" alt=\"map\" /></p>\n")
    }
}
