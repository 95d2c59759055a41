import Foundation
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

    @Test func timesAndListsKeepTheirColonsAndCommasBare() {
        #expect(MarkdownEscaper.escape("07:00–07:30 (Ada, Leo)") == "07:00–07:30 \\(Ada, Leo\\)")
        #expect(rendered("07:00–07:30 (Ada, Leo)") == "<p>Name: 07:00–07:30 (Ada, Leo)</p>\n")
    }

    @Test func aColonThatCouldEndALabelOrASchemeKeepsItsBackslash() {
        #expect(MarkdownEscaper.escape(": x") == "\\: x")
        #expect(MarkdownEscaper.escape("https://evil.example") == "https\\:\\/\\/evil\\.example")
        // Beside a template's own brackets, a value can neither define a link reference nor
        // finish an autolink.
        #expect(
            renderer.html("[a]" + MarkdownEscaper.escape(": https://evil.example") + "\n\n[a]")
                == "<p>[a]: https://evil.example</p>\n<p>[a]</p>\n")
        #expect(
            renderer.html("<" + MarkdownEscaper.escape("https://evil.example") + ">")
                == "<p>&lt;https://evil.example&gt;</p>\n")
    }

    @Test func everyPunctuationMarkStaysLiteralWhereverItStands() {
        // Each mark alone, doubled, between letters, between digits and around a word, after
        // text and at the start of a paragraph: the paragraph shows exactly the value.
        let marks = (0x21...0x7E).map { Character(Unicode.Scalar(UInt8($0))) }.filter { !$0.isLetter && !$0.isNumber }
            .map(String.init)
        for mark in marks {
            for value in [mark, mark + mark, "a\(mark)b", "1\(mark)2", "\(mark)x\(mark)", "12\(mark)\(mark)30"] {
                let literal = Self.htmlText(value)
                #expect(rendered(value) == "<p>Name: \(literal)</p>\n", "value \(value)")
                #expect(renderer.html(MarkdownEscaper.escape(value)) == "<p>\(literal)</p>\n", "value \(value)")
            }
        }
    }

    @Test func lettersAndNonASCIIPassUnchanged() {
        #expect(MarkdownEscaper.escape("Zoë Ångström 李") == "Zoë Ångström 李")
    }
}

private extension MarkdownEscaperTests {
    /// `text` as libcmark writes text into HTML.
    static func htmlText(_ text: String) -> String {
        [("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ("\"", "&quot;")].reduce(text) {
            $0.replacingOccurrences(of: $1.0, with: $1.1)
        }
    }
}
