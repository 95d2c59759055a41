/// A Mustache template, its partials and the data it is rendered with, all made from a fuzzer's
/// bytes: each byte chooses the next piece, so every input is a well-formed template that any
/// implementation of the specification must render alike.
///
/// It reaches what TribePress's templates use: variables escaped and not, dotted names, sections and inverted sections over lists, objects, switches, text and
/// missing names, comments, partials (standalone and inline), parents with blocks, changed
/// delimiters, standalone lines with LF and CRLF, and text that HTML escaping changes.
public struct GeneratedTemplate {
    /// The template's text.
    public private(set) var text = ""
    /// The partials it may name, by name.
    let partials: [String: String]
    /// The data, in plain Swift values: text, numbers, switches, objects and lists.
    let context: [String: Any]

    /// The names a variable tag may use: text, numbers and switches, or missing on purpose.
    /// How a list or an object is written as text the specification leaves to each
    /// implementation, and TribePress's templates never do it.
    static let values = [
        "text", "html", "number", "zero", "yes", "no", "empty", "object.text", "object.inner.deep",
        "object.missing", "missing", "missing.deep",
    ]

    /// The names a section may use: any of `values`, and the lists and objects.
    static let sections = values + ["list", "none", "object", "object.inner"]

    /// Where swift-mustache 2.1.1 departs from the specification, which the generator therefore
    /// does not make, each with a template that shows it and the specification's answer, which
    /// TribeTemplates gives and swift-mustache does not (`TemplateAgreementTests`):
    /// - a standalone partial's every line is indented like its tag, each time a section repeats
    ///   it, and no other partial's or parent's ("Standalone Indentation", partials);
    /// - a line holding a standalone tag and white space alone is left out, at the very end too
    ///   ("Standalone Without Newline", comments).
    public static let departures: [Departure] = [
        Departure(
            shape: "an indented partial's lines repeated by a section", template: "\t{{>p}}\n",
            partials: ["p": "{{#list}}\n- {{.}}\n{{/list}}\n"], context: ["list": ["a", "b"]],
            expected: "\t- a\n\t- b\n"),
        Departure(
            shape: "a parent after white space, not standalone", template: " {{<p}}{{/p}}.", partials: ["p": "a\nb\n"],
            expected: " a\nb\n."),
        Departure(
            shape: "a standalone tag at the very end, white space after it", template: "a\n{{! note }}  ",
            expected: "a\n"),
    ]

    /// A template that shows where swift-mustache departs, and the specification's answer.
    public struct Departure: @unchecked Sendable {
        public let shape: String
        public let template: String
        public var partials: [String: String] = [:]
        /// Plain data, never changed.
        public var context: [String: Any] = [:]
        public let expected: String
    }

    /// What text between tags may hold; no `{`, which beside a tag would make another.
    static let literals = [
        "a", " ", "\n", "  ", "\r\n", "<p>", "&amp;", "é", "\t", "x y", "}", "=", "#", "!",
    ]

    private var bytes: [UInt8]
    private var next = 0
    /// Tags written so far: a fuzzer's long input makes a long template, not a deep one.
    private var tags = 0
    /// The delimiters now in force: the template's own, changed by `{{=<% %>=}}`.
    private var open = "{{"
    private var close = "}}"

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        partials = [
            "card": "<b>{{text}}</b>\n",
            "line": "  {{#list}}\n  - {{text}}\n  {{/list}}\n",
            "frame": "<h1>{{$title}}Default {{text}}{{/title}}</h1>\n{{$body}}none{{/body}}\n",
        ]
        context = [
            "text": "Zoë & <Co> \"quoted\" 'single'",
            "html": "<em>kept</em>",
            "number": 42,
            "zero": 0,
            "yes": true,
            "no": false,
            "empty": "",
            "list": [
                ["text": "first", "number": 1] as [String: Any],
                ["text": "second <2>", "inner": ["deep": "down"]] as [String: Any],
            ],
            "none": [[String: Any]](),
            "object": ["text": "in object", "inner": ["deep": "deep & low"]] as [String: Any],
        ]
        append(elements: 0)
        // A standalone tag with white space after it at the very end (see `departures`).
        text += "\n"
    }
}

private extension GeneratedTemplate {
    /// The next choice among `count`, or nil when the bytes are used up.
    mutating func choose(_ count: Int) -> Int? {
        guard next < bytes.count else { return nil }
        defer { next += 1 }
        return Int(bytes[next]) % count
    }

    /// Makes sure no white space comes right before the next tag: swift-mustache indents a
    /// parent's lines by it even when the parent is not standalone, and a partial's lines inside
    /// a section by it only on the first pass (see `departures`).
    mutating func breakIndentation() {
        if text.last == " " || text.last == "\t" { text += "." }
    }

    mutating func tag(_ body: String) {
        text += open + body + close
        tags += 1
    }

    /// Pieces until the bytes end or a closing choice, nested `depth` sections deep.
    mutating func append(elements depth: Int) {
        while tags < 200, let kind = choose(depth == 0 ? 12 : 13) {
            let name = Self.values[choose(Self.values.count) ?? 0]
            switch kind {
            case 0, 1: text += Self.literals[choose(Self.literals.count) ?? 0]
            case 2: tag(name)
            case 3: tag(" \(name) ")
            case 4: tag(open == "{{" ? "{\(name)}" : "&\(name)")
            case 5: tag("&\(name)")
            case 6, 7:
                guard depth < 3 else { continue }
                let name = Self.sections[choose(Self.sections.count) ?? 0]
                let sigil = kind == 6 ? "#" : "^"
                // Standalone on their own lines or inline, as the choice falls.
                let own = choose(2) == 0
                if own { text += "\n" }
                tag(sigil + name)
                if own { text += "\n" }
                append(elements: depth + 1)
                if own { text += "\n" }
                tag("/" + name)
                if own { text += "\n" }
            case 8: tag("! a comment {{ with braces }")
            case 9:
                // Standalone, indented or not, or inline; `line` repeats its lines in a section,
                // which swift-mustache indents on the first pass only (see `departures`).
                let partial = ["card", "line"][choose(2) ?? 0]
                let alone = choose(2) == 0
                if alone {
                    text += partial == "card" ? ["\n", "\n  ", "\n\t"][choose(3) ?? 0] : "\n"
                } else if partial == "line" {
                    // Literal white space must not indent it either.
                    breakIndentation()
                }
                tag(">" + partial)
                if alone { text += "\n" }
            case 10:
                // New delimiters, then back: the tags between use whichever is in force.
                let (newOpen, newClose) = choose(2) == 0 ? ("<%", "%>") : ("[[", "]]")
                tag("=\(newOpen) \(newClose)=")
                (open, close) = (newOpen, newClose)
                tag(name)
                tag("={{ }}=")
                (open, close) = ("{{", "}}")
            case 11:
                guard depth == 0 else { continue }
                breakIndentation()
                tag("<frame")
                if choose(2) == 0 {
                    tag("$title")
                    text += "Custom "
                    tag(name)
                    tag("/title")
                }
                tag("/frame")
                text += "."
            default:
                // Ends the section being written.
                return
            }
        }
    }
}
