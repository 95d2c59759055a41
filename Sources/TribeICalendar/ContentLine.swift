import TribeRecurrence

/// The rules every iCalendar content line is written by (`NAME;PARAM=VALUE:value`, RFC 5545
/// §3.1): folded at 75 octets on character boundaries, CRLF-terminated, control characters
/// removed, parameter values quoted.
///
/// `ComponentBytes`, the one encoder, and `NumberedContentLine` write their lines through these,
/// so no value can break out of its property whichever writes it.
enum ContentLine {
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
