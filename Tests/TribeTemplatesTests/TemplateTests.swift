import Testing

@testable import TribeTemplates

struct TemplateTests {
    private func render(_ text: String, _ value: TemplateValue, partials: [String: String] = [:]) throws -> String {
        var templates = try partials.mapValues { try Template($0) }
        templates["page"] = try Template(text)
        return String(decoding: try TemplateLibrary(templates: templates).render("page", value), as: UTF8.self)
    }

    @Test func escapesEveryMarkupCharacterByteByByte() throws {
        // A combining mark after "<" makes one character of the two; it must still be escaped.
        #expect(
            try render("{{v}}", ["v": "<\u{338}script> & \"x\" 'y'"])
                == "&lt;\u{338}script&gt; &amp; &quot;x&quot; &#39;y&#39;")
    }

    @Test func everyOtherCharacterPassesUnescaped() throws {
        let text = String(decoding: (1...0x7F).map { UInt8($0) }, as: UTF8.self) + "zoë 😀"
        let entities: [Character: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;"]
        #expect(try render("{{v}}", ["v": .text(text)]) == text.map { entities[$0] ?? String($0) }.joined())
    }

    @Test func textGivenAsUTF8ReadsAsTheSameText() throws {
        let text = "<b>Zoë</b> & 'co'"
        let template = "{{v}}|{{{v}}}|{{#v}}[{{.}}]{{/v}}{{^v}}none{{/v}}"
        let asBytes = try render(template, ["v": .utf8(Array(text.utf8))])
        let asText = try render(template, ["v": .text(text)])
        #expect(asBytes == asText)
        #expect(asBytes.hasPrefix("&lt;b&gt;Zoë&lt;/b&gt; &amp; &#39;co&#39;|<b>Zoë</b> & 'co'|["))
    }

    /// A name is looked for first where it was found last; objects holding their names in
    /// another order, or not at all, must still read as they say.
    @Test func namesAreFoundWhereverEachObjectHoldsThem() throws {
        let items: TemplateValue = [
            ["a": "1", "b": "2", "name": "first"], ["name": "second", "a": "3"], ["b": "4"],
            ["name": "fourth", "b": "5", "a": "6", "n": "x"], ["nam": "no", "b": "7", "name": "fifth"],
        ]
        #expect(
            try render(
                "{{#items}}{{name}}:{{a}}{{b}}/{{.name}} {{/items}}", ["name": "outer", "b": "0", "items": items])
                == "first:12/first second:30/second outer:4/ fourth:65/fourth fifth:7/fifth ")
    }

    /// The parts after the first are looked for where they were found last, too.
    @Test func dottedNamesAreFoundWhereverEachObjectHoldsThem() throws {
        let items: TemplateValue = [
            ["in": ["x": "1", "y": "2"]], ["in": ["y": "3", "x": "4"]], ["in": ["y": "5"]], ["in": "text"],
            ["in": ["z": "6", "q": "7", "x": "8"]], ["other": "9"],
        ]
        // Once the first part is found, the rest are looked for in what it found and nowhere else.
        #expect(
            try render("{{#items}}{{in.x}}{{in.y}}/{{/items}}", ["items": items, "in": ["x": "outer"]])
                == "12/43/5//8/outer/")
    }

    @Test func customEscapingAppliesToTheTemplatesOwnValuesOnly() throws {
        let template = try Template(
            "*{{v}}* {{{v}}}",
            escaping: .custom { text, output in
                output.append(contentsOf: text.replacingOccurrences(of: "*", with: "\\*").utf8)
            })
        let output = try TemplateLibrary(templates: ["page": template]).render("page", ["v": "a*b"])
        #expect(String(decoding: output, as: UTF8.self) == "*a\\*b* a*b")
    }

    /// A render writes into room sized by its template's last one; a page that outgrows it,
    /// or fits in it, must come out whole either way.
    @Test func pagesLargerAndSmallerThanTheTemplatesLastComeOutWhole() throws {
        let template = try Template("<ul>\n{{#items}}<li>{{.}}</li>\n{{/items}}</ul>")
        let library = TemplateLibrary(templates: ["page": template])
        for count in [3_000, 10, 6_000, 5_999] {
            let items = TemplateValue.list((0..<count).map { .text("#\($0) <&>") })
            let expected = "<ul>\n" + (0..<count).map { "<li>#\($0) &lt;&amp;&gt;</li>\n" }.joined() + "</ul>"
            #expect(String(decoding: try library.render("page", ["items": items]), as: UTF8.self) == expected)
        }
    }

    /// Templates that do not parse, and where and why, as an editor would point at them.
    static let syntaxErrors: [(template: String, error: TemplateSyntaxError)] = [
        // A tag left open is located where it breaks.
        (
            "<ul>\n<li>{{name}</li>\n</ul>",
            TemplateSyntaxError(
                line: 2, column: 11, lineText: "<li>{{name}</li>", message: "a tag is not closed with '}}'")
        ),
        // A section left open is named, and located at the end.
        (
            "{{#items}}\nafter",
            TemplateSyntaxError(line: 2, column: 6, lineText: "after", message: "the section \"items\" is never closed")
        ),
        // A section closed under another name is located at that name.
        (
            "{{#a}}x{{/b}}",
            TemplateSyntaxError(
                line: 1, column: 11, lineText: "{{#a}}x{{/b}}",
                message: "the section \"a\" is closed with a different name, \"b\"")
        ),
        // Columns count characters, not bytes.
        (
            "Zoë {{x}",
            TemplateSyntaxError(line: 1, column: 8, lineText: "Zoë {{x}", message: "a tag is not closed with '}}'")
        ),
        // Function-style names (swift-mustache's transforms) are refused.
        (
            "{{uppercased(name)}}",
            TemplateSyntaxError(
                line: 1, column: 3, lineText: "{{uppercased(name)}}",
                message:
                    "\"uppercased(name)\" is not a name: names are letters, digits, '-', '_' and '?', joined by '.'"
            )
        ),
    ]

    @Test(arguments: syntaxErrors)
    func aTemplateThatDoesNotParseSaysWhereAndWhy(_ template: String, _ error: TemplateSyntaxError) {
        #expect(throws: error) { try Template(template) }
    }

    @Test func aTemplateThatIncludesItselfIsRefusedNotOverflowed() throws {
        let library = TemplateLibrary(templates: ["page": try Template("x{{> page}}")])
        #expect(throws: TemplateRenderError.nestedTooDeeply("page", depth: TemplateLibrary.maximumDepth)) {
            try library.render("page", [:])
        }
    }

    @Test func listsEveryPartialAndParentOnce() throws {
        let template = try Template("{{> a}}{{#x}}{{> b}}{{/x}}{{<c}}{{$t}}{{> d}}{{/t}}{{/c}}{{> a}}")
        #expect(template.partialNames == ["a", "b", "c", "d"])
        #expect(template.references.first == TemplateReference(name: "a", line: 1, column: 5))
    }

    @Test func aMissingTemplateIsAnError() throws {
        let library = TemplateLibrary(templates: ["page": try Template("{{> gone}}")])
        #expect(throws: TemplateRenderError.missingTemplate("gone")) { try library.render("page", [:]) }
        #expect(throws: TemplateRenderError.missingTemplate("other")) { try library.render("other", [:]) }
    }

    @Test func standalonePartialsIndentEveryLine() throws {
        #expect(
            try render("<div>\n  {{> p}}\n</div>\n", ["v": "x"], partials: ["p": "<a>\n{{v}}\n</a>\n"])
                == "<div>\n  <a>\n  x\n  </a>\n</div>\n")
    }

    @Test func nullShowsNothingAndHidesTheSameNameFurtherOut() throws {
        let value: TemplateValue = ["place": "Outer", "items": [["place": .null], ["place": "Inner"]]]
        #expect(
            try render("{{#items}}[{{place}}{{#place}}!{{/place}}{{^place}}-{{/place}}]{{/items}}", value)
                == "[-][Inner!]")
    }

    /// Two objects that claim one identity but differ, so the output tells whether the
    /// second was rendered or the first one's output reused.
    private static func twins(_ first: String, _ second: String) -> [TemplateValue] {
        [first, second].map { name in
            var object: TemplateObject = ["name": .text(name)]
            object.identity = TemplateIdentity("twin")
            return .object(object)
        }
    }

    @Test func anObjectWithTheIdentityOfOneAlreadyShownReusesItsOutput() throws {
        #expect(try render("{{#items}}<{{name}}>{{/items}}", ["items": .list(Self.twins("a", "b"))]) == "<a><a>")
    }

    /// Hundreds of identities on one page, each shown under two names: every second one is
    /// the output of the first, however many the page files.
    @Test func manyIdentitiesOnOnePageEachReuseTheirOwnOutput() throws {
        let items: [TemplateValue] = (0..<600).map { index in
            var object: TemplateObject = ["name": .text("n\(index)")]
            object.identity = TemplateIdentity(index % 300)
            return .object(object)
        }
        let expected = (0..<600).map { "<n\($0 % 300)>" }.joined()
        #expect(try render("{{#items}}<{{name}}>{{/items}}", ["items": .list(items)]) == expected)
    }

    @Test func outputThatReadAroundTheObjectIsNotReused() throws {
        // `title` is not in the objects: what the section makes depends on where it is.
        let value: TemplateValue = ["title": "T", "items": .list(Self.twins("a", "b"))]
        #expect(try render("{{#items}}<{{name}} {{title}}>{{/items}}", value) == "<a T><b T>")
        // A name missing from the object is looked for around it, so it counts as reading around.
        #expect(
            try render("{{#items}}<{{name}}{{missing}}>{{/items}}", ["items": .list(Self.twins("a", "b"))]) == "<a><b>")
    }

    @Test func constantsAreSeenEverywhereAndReadingThemKeepsOutputReusable() throws {
        let library = TemplateLibrary(templates: [
            "page": try Template("{{#items}}<{{name}} {{words.more}}>{{/items}} {{title}} {{words.more}}")
        ])
        let value: TemplateValue = ["title": "T", "items": .list(Self.twins("a", "b"))]
        let output = try library.render("page", value, constants: ["words": ["more": "plus"]])
        // The twins' section read only the object and a constant, so the second reuses the first.
        #expect(String(decoding: output, as: UTF8.self) == "<a plus><a plus> T plus")
        // The page's own names hide a constant of the same name.
        let shadowed = try library.render(
            "page", ["words": ["more": "page"], "items": []], constants: ["words": ["more": "plus"]])
        #expect(String(decoding: shadowed, as: UTF8.self) == "  page")
    }

    @Test func outputIsReusedOnlyInTheSectionThatMadeIt() throws {
        let items = TemplateValue.list(Self.twins("a", "b"))
        #expect(
            try render("{{#items}}<{{name}}>{{/items}}{{#items}}({{name}}){{/items}}", ["items": items])
                == "<a><a>(a)(a)")
    }

    @Test func reusedOutputMatchesRenderingAfreshInsideNestedSections() throws {
        // Entries that repeat, with lists inside them, in a partial: reuse must not change a byte.
        var entries: [TemplateValue] = []
        for index in 0..<12 {
            let name = ["Swim", "Choir", "Chess"][index % 3]
            var object: TemplateObject = [
                "name": .text(name), "people": [["initial": "M"], ["initial": "T"]],
                "time": index % 3 == 0 ? .null : "09:00",
            ]
            object.identity = TemplateIdentity(name)
            entries.append(.object(object))
        }
        let fresh = entries.map { entry -> TemplateValue in
            guard case .object(var object) = entry else { return entry }
            object.identity = nil
            return .object(object)
        }
        let page = "<ul>\n{{#entries}}\n  {{> entry}}\n{{/entries}}\n</ul>\n"
        let partials = [
            "entry": "<li>{{#time}}{{time}} {{/time}}{{name}}\n{{#people}}<b>{{initial}}</b>{{/people}}</li>\n"
        ]
        let reused = try render(page, ["entries": .list(entries)], partials: partials)
        #expect(reused == (try render(page, ["entries": .list(fresh)], partials: partials)))
        #expect(reused.components(separatedBy: "<li>").count == 13)
    }

    @Test func aRenderStartsWithRoomForWhatTheTemplatesLastRenderMade() throws {
        let template = try Template("{{#lines}}{{.}}\n{{/lines}}")
        let library = TemplateLibrary(templates: ["page": template])
        #expect(TemplateLibrary.capacity(for: template) == 16_384)
        let long = try library.render(
            "page", ["lines": .list(Array(repeating: "a line of a long page", count: 10_000))])
        #expect(long.count == 220_000)
        #expect(TemplateLibrary.capacity(for: template) == 220_000)
        // The first outgrew its room and was copied out of the room it grew into; the second
        // was written where it is returned. Neither keeps room it does not fill.
        let again = try library.render(
            "page", ["lines": .list(Array(repeating: "a line of a long page", count: 10_000))])
        #expect(again == long)
        #expect(long.capacity - long.count < 4_096)
        #expect(again.capacity - again.count < 4_096)
    }

    @Test func aRenderStartsWithRoomForTheLargestPageUpToAMegabyteAndForTheLastAboveIt() throws {
        let template = try Template("{{#lines}}{{.}}\n{{/lines}}")
        let library = TemplateLibrary(templates: ["page": template])
        func page(lines: Int) throws -> [UInt8] {
            try library.render("page", ["lines": .list(Array(repeating: "a line of a long page", count: lines))])
        }
        #expect(try page(lines: 10_000).count == 220_000)
        #expect(try page(lines: 1).count == 22)
        #expect(TemplateLibrary.capacity(for: template) == 220_000)
        // 2,200,000 bytes, beyond the bound: remembered as the last size only.
        #expect(try page(lines: 100_000).count == 2_200_000)
        #expect(TemplateLibrary.capacity(for: template) == 2_200_000)
        #expect(try page(lines: 1).count == 22)
        #expect(TemplateLibrary.capacity(for: template) == 220_000)
    }

    @Test func namesAddedOneByOneAreFoundAsALiteralsNamesAre() throws {
        var object: TemplateObject = ["name": "Maya"]
        object.reserveCapacity(3)
        object.add("tel", "tel:+441632960961")
        object.add("href", "maya.html")
        let page = "{{name}} <{{href}}> {{tel}}{{missing}}"
        #expect(try render(page, .object(object)) == "Maya <maya.html> tel:+441632960961")
    }

    @Test func aShortPageMadeAfterALongOneDoesNotKeepItsRoom() throws {
        let library = TemplateLibrary(templates: ["page": try Template("{{#lines}}{{.}}\n{{/lines}}")])
        _ = try library.render("page", ["lines": .list(Array(repeating: "a line of a long page", count: 10_000))])
        let short = try library.render("page", ["lines": ["one line"]])
        #expect(String(decoding: short, as: UTF8.self) == "one line\n")
        #expect(short.capacity < 65_536)
    }
}
