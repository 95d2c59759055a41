/// Reads Mustache text into nodes, line by line, as swift-mustache does.
///
/// The rules follow the Mustache specification (with inheritance) and match swift-mustache's
/// reading of whitespace: a section, comment, partial, block or delimiter tag alone on its line
/// takes the whole line with it. Names are plain or dotted; lambdas, transforms, dynamic names
/// and pragmas are not part of the language TribePress offers.
struct TemplateParser {
    private let bytes: [UInt8]
    private var position = 0
    /// Where each partial or parent is named, by the offset of its name.
    private var references: [(name: String, offset: Int)] = []

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// The template's nodes and where it names other templates, or where and why it does not parse.
    static func parse(_ text: String) throws(TemplateSyntaxError) -> (
        nodes: [TemplateNode], references: [TemplateReference]
    ) {
        var parser = TemplateParser(text)
        do {
            let nodes = try parser.parse(State())
            return (nodes, parser.references.map { parser.reference($0.name, at: $0.offset) })
        } catch {
            throw parser.syntaxError(error)
        }
    }
}

private extension TemplateParser {
    /// A problem and the byte offset it was found at.
    struct Failure: Error {
        let message: String
        var offset: Int?
    }

    struct State {
        var sectionName: String?
        /// Only white space stands before this point on the current line.
        var newLine = true
        /// Inside `{{< parent}}`: only block definitions count.
        var inParent = false
        /// Directly inside `{{< parent}}`, not inside one of its blocks.
        var parentTopLevel = false
        var definitionIndent: [UInt8]?
        var open: [UInt8] = Array("{{".utf8)
        var close: [UInt8] = Array("}}".utf8)

        func entering(section name: String, newLine: Bool) -> State {
            var state = self
            state.sectionName = name
            state.parentTopLevel = false
            state.newLine = newLine
            return state
        }

        func entering(parent name: String) -> State {
            var state = self
            state.sectionName = name
            state.newLine = true
            state.inParent = true
            state.parentTopLevel = true
            return state
        }
    }

    mutating func parse(_ incoming: State) throws(Failure) -> [TemplateNode] {
        var nodes: [TemplateNode] = []
        var state = incoming
        var whitespace: [UInt8] = []
        while position < bytes.count {
            if state.newLine {
                let indent = read(while: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
                if state.inParent, !state.parentTopLevel {
                    // A block's lines inside a parent lose the indentation of its first line.
                    if let definitionIndent = state.definitionIndent {
                        whitespace = Array(indent.dropFirst(definitionIndent.count))
                    } else {
                        state.definitionIndent = indent
                    }
                } else {
                    whitespace = indent
                }
            }
            let (text, foundTag) = try readText(state)
            if let newline = newlineLength(at: position) {
                nodes.append(.text(whitespace + text + bytes[position..<position + newline]))
                whitespace = []
                position += newline
                state.newLine = true
                continue
            }
            if !text.isEmpty {
                nodes.append(.text(whitespace + text))
                whitespace = []
                state.newLine = false
            }
            guard foundTag else { break }
            guard position < bytes.count else {
                throw Failure(message: "a tag is not closed with '\(String(decoding: state.close, as: UTF8.self))'")
            }
            var standalone = false
            let sigil = bytes[position]
            switch sigil {
            case UInt8(ascii: "#"), UInt8(ascii: "^"):
                position += 1
                let name = try readName(state)
                if isStandalone(state) {
                    standalone = true
                } else {
                    flush(&whitespace, into: &nodes)
                }
                let inner = try parse(state.entering(section: name, newLine: standalone))
                nodes.append(
                    .section(TemplateName(name), TemplateSectionBody(inner), inverted: sigil == UInt8(ascii: "^")))
            case UInt8(ascii: "/"):
                position += 1
                let nameOffset = position
                let name = try readName(state)
                guard let open = state.sectionName else {
                    throw Failure(message: "\(name.quoted) is closed but was never opened", offset: nameOffset)
                }
                guard name == open else {
                    throw Failure(
                        message: "the section \(open.quoted) is closed with a different name, \(name.quoted)",
                        offset: nameOffset)
                }
                if !isStandalone(state) {
                    flush(&whitespace, into: &nodes)
                }
                return nodes
            case UInt8(ascii: "!"):
                position += 1
                try skipComment(state)
                standalone = isStandalone(state)
            case UInt8(ascii: "{"):
                flush(&whitespace, into: &nodes)
                position += 1
                let name = try readName(state)
                guard position < bytes.count, bytes[position] == UInt8(ascii: "}") else {
                    throw Failure(message: "a tag is not closed with '}}}'")
                }
                position += 1
                nodes.append(.variable(TemplateName(name), escaped: false))
            case UInt8(ascii: "&"):
                flush(&whitespace, into: &nodes)
                position += 1
                nodes.append(.variable(TemplateName(try readName(state)), escaped: false))
            case UInt8(ascii: ">"):
                position += 1
                let name = try readPartialName(state)
                if !whitespace.isEmpty {
                    nodes.append(.text(whitespace))
                }
                standalone = isStandalone(state)
                nodes.append(.partial(name, indentation: standalone ? whitespace : [], overrides: nil))
                whitespace = []
            case UInt8(ascii: "<"):
                position += 1
                let name = try readPartialName(state)
                if !whitespace.isEmpty {
                    nodes.append(.text(whitespace))
                }
                let startsLine = state.newLine
                let opensAlone = isStandalone(state)
                let inner = try parse(state.entering(parent: name))
                // Standalone, and so indented like its tag, when only white space stands before
                // the opening tag and the closing one ends its line (the two may share it).
                let endsLine = position == bytes.count || newlineLength(at: position - 1) != nil
                standalone = endsLine
                if !(startsLine && (opensAlone || endsLine)) { whitespace = [] }
                var overrides: [String: [TemplateNode]] = [:]
                for node in inner {
                    switch node {
                    case .blockDefinition(let block, let blockNodes): overrides[block] = blockNodes
                    case .text: continue
                    default: throw Failure(message: "only blocks ({{$name}}…{{/name}}) may stand inside {{<\(name)}}")
                    }
                }
                nodes.append(.partial(name, indentation: whitespace, overrides: overrides))
                whitespace = []
            case UInt8(ascii: "$"):
                position += 1
                let name = try readName(state)
                if state.parentTopLevel {
                    standalone = isStandalone(state)
                    nodes.append(.blockDefinition(name, try parse(state.entering(section: name, newLine: standalone))))
                } else {
                    if !whitespace.isEmpty {
                        nodes.append(.text(whitespace))
                    }
                    standalone = isStandalone(state)
                    // Alone on its line, the tag gives an override the indentation its default's
                    // first line has, less what a block definition around it already removes.
                    var overrideIndentation = whitespace
                    if standalone {
                        var end = position
                        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") {
                            end += 1
                        }
                        overrideIndentation = Array(bytes[position..<end].dropFirst(state.definitionIndent?.count ?? 0))
                    }
                    let inner = try parse(state.entering(section: name, newLine: standalone))
                    nodes.append(
                        .block(name, inner, indentation: whitespace, overrideIndentation: overrideIndentation))
                    whitespace = []
                }
            case UInt8(ascii: "="):
                position += 1
                state = try readDelimiters(state)
                standalone = isStandalone(state)
            case UInt8(ascii: "%"):
                throw Failure(message: "pragmas ({{%…}}) are not supported")
            default:
                flush(&whitespace, into: &nodes)
                nodes.append(.variable(TemplateName(try readName(state)), escaped: true))
            }
            state.newLine = standalone
        }
        if let open = state.sectionName {
            throw Failure(message: "the section \(open.quoted) is never closed")
        }
        return nodes
    }

    func flush(_ whitespace: inout [UInt8], into nodes: inout [TemplateNode]) {
        guard !whitespace.isEmpty else { return }
        nodes.append(.text(whitespace))
        whitespace = []
    }

    /// Text up to a line break (not taken) or an opening delimiter (taken).
    mutating func readText(_ state: State) throws(Failure) -> (text: [UInt8], foundTag: Bool) {
        let start = position
        while position < bytes.count {
            if newlineLength(at: position) != nil {
                return (Array(bytes[start..<position]), false)
            }
            if hasPrefix(state.open, at: position) {
                let text = Array(bytes[start..<position])
                position += state.open.count
                return (text, true)
            }
            position += 1
        }
        return (Array(bytes[start..<position]), false)
    }

    /// A tag's name up to and including the closing delimiter.
    mutating func readName(_ state: State) throws(Failure) -> String {
        skipWhitespace()
        let name = read(while: Self.isNameByte)
        skipWhitespace()
        guard hasPrefix(state.close, at: position) else {
            throw Failure(message: "a tag is not closed with '\(String(decoding: state.close, as: UTF8.self))'")
        }
        let text = String(decoding: name, as: UTF8.self)
        if text.contains("(") || text.contains(")") || text.contains("*") {
            throw Failure(
                message: "\(text.quoted) is not a name: names are letters, digits, '-', '_' and '?', joined by '.'",
                offset: position - name.count)
        }
        position += state.close.count
        return text
    }

    /// A partial's or parent's name up to and including the closing delimiter; remembered with
    /// where it stands, so a name with no template behind it can be reported there.
    mutating func readPartialName(_ state: State) throws(Failure) -> String {
        skipWhitespace()
        let start = position
        let name = read(while: { Self.isNameByte($0) || $0 == UInt8(ascii: "/") })
        references.append((String(decoding: name, as: UTF8.self), start))
        skipWhitespace()
        guard hasPrefix(state.close, at: position) else {
            throw Failure(message: "a tag is not closed with '\(String(decoding: state.close, as: UTF8.self))'")
        }
        position += state.close.count
        return String(decoding: name, as: UTF8.self)
    }

    mutating func skipComment(_ state: State) throws(Failure) {
        while position < bytes.count {
            if hasPrefix(state.close, at: position) {
                position += state.close.count
                return
            }
            position += 1
        }
        throw Failure(message: "a comment is never closed with '\(String(decoding: state.close, as: UTF8.self))'")
    }

    /// `{{=<% %>=}}`: the delimiters from here on.
    mutating func readDelimiters(_ state: State) throws(Failure) -> State {
        let malformed = Failure(message: "malformed set-delimiter tag; write it like {{=<% %>=}}")
        skipWhitespace()
        let open = read(while: { !Self.isWhitespace($0) })
        guard position < bytes.count else { throw malformed }
        skipWhitespace()
        let close = read(while: { !Self.isWhitespace($0) && $0 != UInt8(ascii: "=") })
        skipWhitespace()
        guard !open.isEmpty, !close.isEmpty, position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
            throw malformed
        }
        position += 1
        guard hasPrefix(state.close, at: position) else { throw malformed }
        position += state.close.count
        var next = state
        next.open = open
        next.close = close
        next.parentTopLevel = false
        return next
    }

    /// Whether only white space follows on this line, taking it and the line break if so.
    mutating func isStandalone(_ state: State) -> Bool {
        guard state.newLine else { return false }
        guard position < bytes.count else { return true }
        var end = position
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") {
            end += 1
        }
        if end == bytes.count {
            position = end
            return true
        }
        guard let newline = newlineLength(at: end) else { return false }
        position = end + newline
        return true
    }

    func newlineLength(at offset: Int) -> Int? {
        guard offset < bytes.count else { return nil }
        switch bytes[offset] {
        case UInt8(ascii: "\n"): return 1
        case UInt8(ascii: "\r"): return offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "\n") ? 2 : 1
        default: return nil
        }
    }

    func hasPrefix(_ prefix: [UInt8], at offset: Int) -> Bool {
        guard offset + prefix.count <= bytes.count else { return false }
        for index in prefix.indices where bytes[offset + index] != prefix[index] {
            return false
        }
        return true
    }

    mutating func read(while accept: (UInt8) -> Bool) -> [UInt8] {
        let start = position
        while position < bytes.count, accept(bytes[position]) {
            position += 1
        }
        return Array(bytes[start..<position])
    }

    mutating func skipWhitespace() {
        while position < bytes.count, Self.isWhitespace(bytes[position]) {
            position += 1
        }
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "A")...UInt8(ascii: "Z"):
            return true
        case UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "?"), UInt8(ascii: "("),
            UInt8(ascii: ")"), UInt8(ascii: "*"):
            return true
        default: return false
        }
    }

    /// The failure as a located error: line and column count characters, as editors do.
    func syntaxError(_ failure: Failure) -> TemplateSyntaxError {
        let place = locate(min(failure.offset ?? position, bytes.count))
        return TemplateSyntaxError(
            line: place.line, column: place.column, lineText: place.lineText, message: failure.message)
    }

    func reference(_ name: String, at offset: Int) -> TemplateReference {
        let place = locate(offset)
        return TemplateReference(name: name, line: place.line, column: place.column)
    }

    /// The line and column of a byte offset; both count from 1, columns in characters as editors do.
    func locate(_ offset: Int) -> (line: Int, column: Int, lineText: String) {
        var lineStart = offset
        while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n"), bytes[lineStart - 1] != UInt8(ascii: "\r") {
            lineStart -= 1
        }
        var lineEnd = offset
        while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n"), bytes[lineEnd] != UInt8(ascii: "\r") {
            lineEnd += 1
        }
        var line = 1
        var index = 0
        while index < lineStart {
            if let newline = newlineLength(at: index) {
                line += 1
                index += newline
            } else {
                index += 1
            }
        }
        return (
            line, String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1,
            String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self)
        )
    }
}

private extension String {
    var quoted: String { "\"\(self)\"" }
}
