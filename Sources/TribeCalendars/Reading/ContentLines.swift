import TribeData

/// One content line of an iCalendar file, unfolded, with the line of the file it starts on.
struct ContentLine: Sendable {
    /// The file's line (1-based) where the content line begins.
    let number: Int
    var bytes: [UInt8]

    /// The property or component name before the first `;` or `:`, upper-cased; empty when
    /// the line does not start with one.
    var name: String {
        var end = 0
        while end < bytes.count, Self.isNameByte(bytes[end]) { end += 1 }
        return String(decoding: bytes[..<end], as: UTF8.self).uppercased()
    }

    /// The value after `BEGIN:` or `END:`, upper-cased.
    var componentName: String {
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return "" }
        return (String(decoding: bytes[(colon + 1)...], as: UTF8.self).trimmedNonEmpty ?? "").uppercased()
    }

    var isBlank: Bool { bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 } }

    static func isNameByte(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) || byte == 0x2D
    }
}

/// Splits an iCalendar file into content lines: CRLF or LF, folded lines joined byte by
/// byte (so a fold inside a UTF-8 character is mended before the text is decoded).
enum ContentLines {
    static func unfold(_ bytes: [UInt8]) -> [ContentLine] {
        var lines: [ContentLine] = []
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var number = 0
        while start < bytes.count {
            number += 1
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            var last = end
            if last > start, bytes[last - 1] == 0x0D { last -= 1 }
            let first = bytes[start]
            if first == 0x20 || first == 0x09, !lines.isEmpty {
                lines[lines.count - 1].bytes.append(contentsOf: bytes[(start + 1)..<max(start + 1, last)])
            } else {
                lines.append(ContentLine(number: number, bytes: Array(bytes[start..<last])))
            }
            start = end + 1
        }
        return lines
    }
}
