import Foundation
import Testing

@testable import TribeMarkdown

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

    @Test func aNULBecomesAReplacementCharacterInsteadOfEndingTheText() {
        #expect(renderer.html("a\0b") == "<p>a\u{FFFD}b</p>\n")
        #expect(renderer.html(utf8: Array("a\0b".utf8)) == "<p>a\u{FFFD}b</p>\n")
    }

    @Test func markdownGivenAsUTF8RendersAsTheSameText() {
        #expect(
            renderer.html(utf8: Array("**Zoë** – *ok*\n\n- one\n- two".utf8))
                == renderer.html("**Zoë** – *ok*\n\n- one\n- two"))
        #expect(renderer.html(utf8: []) == "")
        // Bytes that are not UTF-8 are replaced, as they are when the text is made a string first.
        #expect(renderer.html(utf8: [0x61, 0xFF, 0x62]) == "<p>a\u{FFFD}b</p>\n")
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

    @Test func anImageRightAfterExclamationMarksOrAtTheEndIsStillFound() {
        #expect(
            renderer.html("Wow! Look!![sea](https://e.example/s.jpg)")
                == "<p>Wow! Look!<a href=\"https://e.example/s.jpg\">sea</a></p>\n")
        #expect(renderer.html("No image here!") == "<p>No image here!</p>\n")
    }

    @Test func anImageOfTheSiteStaysAnImage() {
        #expect(renderer.html("![map](../map.png)") == "<p><img src=\"../map.png\" alt=\"map\" /></p>\n")
    }
}

struct MarkdownArenaTests {
    /// Documents small and large: the large one makes cmark allocate past the arena's first
    /// megabyte, grow buffers that are not the last allocation, and free nodes mid-parse.
    private static let documents: [String] = {
        let paragraph =
            "**Bring** a _towel_ and [the map](https://example.org/map \"Map\") -- \"Grandma's\" ![pic](https://a.example/p.png)\n\n"
            + "- one\n- two with `code`\n  1. nested\n\n> quoted *text* <b>raw</b>\n\n    indented code\n\n"
        let large = String(repeating: paragraph, count: 1_000)
        return [
            "", "plain", "**Bring** a towel\n\n- goggles\n- hat", "Hi <script>alert(1)</script>",
            "[![logo](https://a.example/l.png)](https://club.example)", "![](https://a.example/x.png)",
            paragraph, large, String(repeating: "*a ", count: 20_000), String(repeating: "[", count: 5_000) + "x",
        ]
    }()

    @Test func documentsRenderedInTheArenaMatchThoseRenderedThroughMalloc() {
        var throughMalloc = MarkdownRenderer()
        throughMalloc.arenaLimit = -1
        let expected = Self.documents.map { throughMalloc.html($0) }
        #expect(Self.documents[7].utf8.count > 150_000 && Self.documents[7].utf8.count <= MarkdownRenderer().arenaLimit)
        // Every core renders at once, each in its own arena, in an order that mixes sizes.
        let rendered = ConcurrentStrings(count: Self.documents.count * 8)
        DispatchQueue.concurrentPerform(iterations: Self.documents.count * 8) { index in
            rendered.set(index, MarkdownRenderer().html(Self.documents[(index * 7) % Self.documents.count]))
        }
        for (index, html) in rendered.values.enumerated() {
            #expect(
                html == expected[(index * 7) % Self.documents.count], "document \((index * 7) % Self.documents.count)")
        }
    }

    /// Which allocator ran cannot be seen from outside; what can is that text past the limit
    /// (here ten bytes) still renders as CommonMark says, its memory freed by cmark.
    @Test func markdownPastTheArenasLimitStillRendersAsCommonMarkSays() {
        var renderer = MarkdownRenderer()
        renderer.arenaLimit = 10
        #expect(renderer.html("**Bring** a towel and more") == "<p><strong>Bring</strong> a towel and more</p>\n")
        #expect(renderer.html("*a*") == "<p><em>a</em></p>\n")
    }
}

/// Strings set from several threads, each at its own index.
private final class ConcurrentStrings: @unchecked Sendable {
    private var storage: [String]
    private let lock = NSLock()

    init(count: Int) {
        storage = Array(repeating: "", count: count)
    }

    func set(_ index: Int, _ value: String) {
        lock.withLock { storage[index] = value }
    }

    var values: [String] { lock.withLock { storage } }
}
