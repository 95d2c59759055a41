import TribeRecurrence

/// One iCalendar content line: `NAME;PARAM=VALUE:value`, written folded and CRLF-terminated.
///
/// The value must already be in its property's syntax (use `ICalText.escape` for TEXT); the
/// line takes care of everything else, so no value can break out of its property.
public struct ContentLine: Sendable, Hashable {
    public var name: String
    public var parameters: [(name: String, value: String)]
    public var value: String

    public init(_ name: String, _ value: String, parameters: [(name: String, value: String)] = []) {
        self.name = name
        self.value = value
        self.parameters = parameters
    }

    public static func == (lhs: ContentLine, rhs: ContentLine) -> Bool {
        lhs.name == rhs.name && lhs.value == rhs.value && lhs.parameters.map(\.name) == rhs.parameters.map(\.name)
            && lhs.parameters.map(\.value) == rhs.parameters.map(\.value)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(value)
    }

    /// Appends the line, folded at 75 octets on UTF-8 character boundaries, ending in CRLF.
    public func write(into output: inout [UInt8]) {
        // Written in place, and taken out to be folded only when it is too long: most lines
        // are short, and none of them is copied first.
        let start = output.count
        output.append(contentsOf: name.utf8)
        for parameter in parameters {
            output.append(UInt8(ascii: ";"))
            output.append(contentsOf: parameter.name.utf8)
            output.append(UInt8(ascii: "="))
            output.append(contentsOf: Self.parameterValue(parameter.value).utf8)
        }
        output.append(UInt8(ascii: ":"))
        output.append(contentsOf: Self.stripControls(value).utf8)
        Self.end(lineFrom: start, in: &output)
    }

    /// Ends the line written into `output` from `start`: folds it when it is too long, and
    /// adds its CRLF.
    static func end(lineFrom start: Int, in output: inout [UInt8]) {
        guard output.count - start > 75 else {
            output.append(contentsOf: [0x0D, 0x0A])
            return
        }
        let line = Array(output[start...])
        output.removeSubrange(start...)
        fold(line, into: &output)
    }

    /// RFC 5545 §3.1: no line longer than 75 octets; continuation lines start with one space.
    static func fold(_ line: [UInt8], into output: inout [UInt8]) {
        var start = 0
        var limit = 75
        while line.count - start > limit {
            var cut = start + limit
            // Never split a UTF-8 sequence: back up to the first byte of a character.
            while cut > start, line[cut] & 0xC0 == 0x80 { cut -= 1 }
            output.append(contentsOf: line[start..<cut])
            output.append(contentsOf: [0x0D, 0x0A, 0x20])
            start = cut
            limit = 74
        }
        output.append(contentsOf: line[start...])
        output.append(contentsOf: [0x0D, 0x0A])
    }

    /// Whether a byte is a control character that no line may hold: any but tab.
    static func isControl(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != UInt8(ascii: "\t")) || byte == 0x7F
    }

    /// A parameter value, quoted when it holds `:`, `;` or `,`; a double quote (which no
    /// parameter value may contain) becomes a single one.
    static func parameterValue(_ value: String) -> String {
        // Nearly every value is a zone's name or a word, with nothing to clean or quote: one
        // look at its bytes, which is cheaper than looking at its characters, says so.
        guard value.containsUTF8Byte(where: { isControl($0) || Self.isSpecialInParameter($0) }) else { return value }
        let clean = stripControls(value).replacingQuotes
        guard clean.contains(where: { $0 == ":" || $0 == ";" || $0 == "," }) else { return clean }
        return "\"" + clean + "\""
    }

    /// Whether a byte makes a parameter value quoted or changed: `"`, `:`, `;` or `,`.
    static func isSpecialInParameter(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ";")
            || byte == UInt8(ascii: ",")
    }

    /// Removes control characters other than tab: CR and LF must already be escaped as `\n`.
    static func stripControls(_ text: String) -> String {
        // On the bytes: a control character is one byte, and no byte of a longer character is
        // below 0x80.
        guard text.containsUTF8Byte(where: isControl) else {
            return text
        }
        return String(
            String.UnicodeScalarView(
                text.unicodeScalars.filter { !(($0.value < 0x20 && $0 != "\t") || $0.value == 0x7F) }))
    }
}

private extension String {
    var replacingQuotes: String {
        // `contains("\"")` would be Foundation's string search, for every parameter of every line.
        containsUTF8Byte(where: { $0 == UInt8(ascii: "\"") }) ? String(map { $0 == "\"" ? "'" : $0 }) : self
    }
}
