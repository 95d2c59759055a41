/// Makes any text literal inside Markdown: what a record says is shown, never interpreted.
///
/// ASCII punctuation gets a backslash, which CommonMark allows before any of it, so
/// `*Bob* [x](y)`, `<script>`, `&amp;` and a leading `#` or `1.` all stay text. Two marks are
/// left bare where they cannot mean anything: a comma, which no CommonMark construct uses, and
/// a colon after a digit, as in a time (a colon means something only right after a link
/// reference's `]` or an autolink's scheme, and a scheme begins with a letter). libcmark makes
/// a node of every escaped character, so leaving the commas and colons of the trips' day lists
/// as they are gives the same HTML for much less of its work.
/// Line breaks become spaces, because a value lands inside one line of a template and a
/// break could start a new block (a heading, a list, a fence).
public enum MarkdownEscaper {
    /// `text`, escaped to stand in a Markdown line (inline text or a link destination).
    public static func escape(_ text: String) -> String {
        var escaped: [UInt8] = []
        append(text, to: &escaped)
        return String(decoding: escaped, as: UTF8.self)
    }

    /// Appends `text`, escaped, to `output` as UTF-8; works on bytes, since every character it
    /// changes is ASCII or one of three fixed multi-byte line breaks.
    ///
    /// The bytes between those it changes go in as runs: appended one by one, they would cost
    /// more than the rest of escaping.
    public static func append(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            output.reserveCapacity(output.count + bytes.count + bytes.count / 4)
            var runStart = 0
            // The last byte of the text written before `runStart`, or the space a line break
            // became: a colon after a digit stays bare.
            var written: UInt8 = 0
            var pendingSpace = false
            var index = 0
            func flush() {
                guard index > runStart else { return }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                written = bytes[index - 1]
            }
            while index < bytes.count {
                let byte = bytes[index]
                // Letters, digits, spaces and most of any other script stay as they are.
                if !pendingSpace, isPlain(byte) {
                    index += 1
                    continue
                }
                let breakLength = lineBreakLength(bytes, at: index)
                if breakLength > 0 {
                    flush()
                    pendingSpace = true
                    index += breakLength
                    runStart = index
                    continue
                }
                if pendingSpace {
                    output.append(UInt8(ascii: " "))
                    written = UInt8(ascii: " ")
                    pendingSpace = false
                }
                if isASCIIPunctuation(byte), !isInert(byte, after: index > runStart ? bytes[index - 1] : written) {
                    flush()
                    output.append(UInt8(ascii: "\\"))
                    // The mark itself begins the next run.
                    runStart = index
                }
                index += 1
            }
            flush()
            if pendingSpace { output.append(UInt8(ascii: " ")) }
        }
    }
}

private extension MarkdownEscaper {
    /// Whether `byte` is neither ASCII punctuation nor the start of a line break: a letter, a
    /// digit, a space, or a byte of a character beyond ASCII other than a break's first.
    ///
    /// ASCII is told apart by a bit of one of two words, the space and digits below 64 and
    /// the letters above, where comparing with each range would be most of escaping a value.
    static func isPlain(_ byte: UInt8) -> Bool {
        guard byte < 0x80 else { return byte != 0xC2 && byte != 0xE2 }
        let plain: UInt64 = byte < 64 ? 1 << 0x20 | 0x3FF << 0x30 : 0x3FF_FFFF << 1 | 0x3FF_FFFF << 33
        return plain >> UInt64(byte & 63) & 1 != 0
    }

    /// Whether `byte` means nothing to CommonMark where it stands, after `previous` of the value.
    static func isInert(_ byte: UInt8, after previous: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ","): return true
        case UInt8(ascii: ":"): return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(previous)
        default: return false
        }
    }

    static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: return true
        default: return false
        }
    }

    /// How many bytes a line break at `index` takes: LF, CR, VT, FF, NEL, LS or PS; 0 for none.
    static func lineBreakLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        switch bytes[index] {
        case 0x0A, 0x0B, 0x0C, 0x0D: return 1
        case 0xC2: return index + 1 < bytes.count && bytes[index + 1] == 0x85 ? 2 : 0
        case 0xE2:
            guard index + 2 < bytes.count, bytes[index + 1] == 0x80 else { return 0 }
            return bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 ? 3 : 0
        default: return 0
        }
    }
}
