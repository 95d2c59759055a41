/// Makes any text literal inside Markdown: what a record says is shown, never interpreted.
///
/// Every ASCII punctuation character gets a backslash, which CommonMark allows before any of
/// them, so `*Bob* [x](y)`, `<script>`, `&amp;` and a leading `#` or `1.` all stay text.
/// Line breaks become spaces, because a value lands inside one line of a template and a
/// break could start a new block (a heading, a list, a fence).
public enum MarkdownEscaper {
    /// `text`, escaped to stand in a Markdown line (inline text or a link destination).
    public static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if isLineBreak(scalar) {
                pendingSpace = true
                continue
            }
            if pendingSpace {
                escaped.unicodeScalars.append(" ")
                pendingSpace = false
            }
            if isASCIIPunctuation(scalar) { escaped.unicodeScalars.append("\\") }
            escaped.unicodeScalars.append(scalar)
        }
        if pendingSpace { escaped.unicodeScalars.append(" ") }
        return escaped
    }
}

private extension MarkdownEscaper {
    static func isASCIIPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: return true
        default: return false
        }
    }

    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}" || scalar == "\u{0B}" || scalar == "\u{0C}" || scalar == "\u{85}"
    }
}
