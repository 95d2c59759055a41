import Testing
import TribeMarkdown

struct MarkdownEscaperTests {
    private let renderer = MarkdownRenderer()

    private func rendered(_ value: String) -> String {
        renderer.html("Name: " + MarkdownEscaper.escape(value))
    }

    @Test func emphasisAndLinksStayText() {
        #expect(MarkdownEscaper.escape("*Bob* [x](y)") == "\\*Bob\\* \\[x\\]\\(y\\)")
        #expect(rendered("*Bob* [x](y)") == "<p>Name: *Bob* [x](y)</p>\n")
        #expect(rendered("__init__ `code` ~~gone~~") == "<p>Name: __init__ `code` ~~gone~~</p>\n")
    }

    @Test func htmlAndEntitiesStayText() {
        #expect(
            rendered("<script>alert(1)</script> &amp; <b>")
                == "<p>Name: &lt;script&gt;alert(1)&lt;/script&gt; &amp;amp; &lt;b&gt;</p>\n")
        #expect(rendered("<https://evil.example>") == "<p>Name: &lt;https://evil.example&gt;</p>\n")
    }

    @Test func scriptLinksCannotForm() {
        #expect(rendered("[click](javascript:alert(1))") == "<p>Name: [click](javascript:alert(1))</p>\n")
        #expect(
            renderer.html("[Call](" + MarkdownEscaper.escape("tel:+44(0)20") + ")")
                == "<p><a href=\"tel:+44(0)20\">Call</a></p>\n")
    }

    @Test func lineBreaksCannotStartBlocks() {
        #expect(MarkdownEscaper.escape("Ada\n# Heading\r\n\r\n- item") == "Ada \\# Heading \\- item")
        #expect(renderer.html(MarkdownEscaper.escape("# Not a heading")) == "<p># Not a heading</p>\n")
        #expect(renderer.html(MarkdownEscaper.escape("1. Not a list")) == "<p>1. Not a list</p>\n")
        #expect(renderer.html(MarkdownEscaper.escape("> not a quote")) == "<p>&gt; not a quote</p>\n")
    }

    @Test func quotesAndDashesStayStraight() {
        // Escaped punctuation is literal, so smart punctuation leaves a record's own text alone.
        #expect(rendered("O'Brien -- \"Bob\"...") == "<p>Name: O'Brien -- &quot;Bob&quot;...</p>\n")
    }

    @Test func lettersAndNonASCIIPassUnchanged() {
        #expect(MarkdownEscaper.escape("Zoë Ångström 李") == "Zoë Ångström 李")
    }
}
