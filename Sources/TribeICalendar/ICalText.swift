import TribeRecurrence

/// Value syntaxes of RFC 5545 written directly as digits, without date formatters.
public enum ICalText {
    /// TEXT escaping (§3.3.11): backslash, semicolon and comma escaped, and each line break
    /// (CRLF, a lone CR or LF) written as `\n`.
    ///
    /// On the UTF-8 bytes: the characters escaped are ASCII, which no byte of a longer
    /// character can be, and appending scalar by scalar to a String was most of the cost
    /// of writing a large family's feeds' text.
    public static func escape(_ text: String) -> String {
        guard text.containsUTF8Byte(where: needsEscaping) else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count + 16)
        appendEscaped(text, to: &result, droppingControls: false)
        return String(decoding: result, as: UTF8.self)
    }

    /// Appends `text` escaped as `escape` does; with `droppingControls`, without the control
    /// characters other than tab that every line leaves out (`ContentLine`), in the same pass.
    static func appendEscaped(_ text: String, to output: inout [UInt8], droppingControls: Bool) {
        text.withUTF8Span { span in
            span.withUnsafeBufferPointer { appendEscaped($0, to: &output, droppingControls: droppingControls) }
        }
    }

    /// `20270105`.
    public static func date(_ date: LocalDate) -> String {
        pad(date.year, 4) + pad(date.month, 2) + pad(date.day, 2)
    }

    /// `20270105T170000` (local) or with `utc`, `20270105T170000Z`.
    public static func dateTime(_ dateTime: LocalDateTime, utc: Bool = false) -> String {
        date(dateTime.date) + "T" + pad(dateTime.hour, 2) + pad(dateTime.minute, 2) + pad(dateTime.second, 2)
            + (utc ? "Z" : "")
    }

    /// An instant (seconds since 1970) in UTC form.
    public static func utc(_ instant: Int) -> String {
        dateTime(LocalDateTime(wallSeconds: instant), utc: true)
    }

    /// A UTC offset as `+0100`, `-0500`, `+054500` when it has seconds.
    public static func offset(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let magnitude = abs(seconds)
        var text = sign + pad(magnitude / 3600, 2) + pad(magnitude % 3600 / 60, 2)
        if magnitude % 60 != 0 { text += pad(magnitude % 60, 2) }
        return text
    }

    /// A length of time as an RFC 5545 DURATION: whole days (`P1D`), then hours, minutes and
    /// seconds (`P1DT2H30M`, `PT45M`, `PT1H0M5S`, `PT0S` for none); never negative.
    public static func duration(seconds: Int) -> String {
        let total = max(0, seconds)
        let days = total / 86_400
        let hours = total % 86_400 / 3_600
        let minutes = total % 3_600 / 60
        let rest = total % 60
        var text = "P" + (days > 0 ? "\(days)D" : "")
        guard total % 86_400 != 0 || days == 0 else { return text }
        text += "T"
        // The grammar lets a part be left out only at the ends: 1 h 5 s is PT1H0M5S.
        if hours > 0 { text += "\(hours)H" }
        if minutes > 0 || (hours > 0 && rest > 0) { text += "\(minutes)M" }
        if rest > 0 || (hours == 0 && minutes == 0) { text += "\(rest)S" }
        return text
    }

    static func pad(_ value: Int, _ width: Int) -> String {
        // Digits and a sign are one byte each: their count is their UTF-8 count, without the
        // grapheme walk `count` does, for the several numbers of every date a feed writes.
        let digits = String(value)
        let length = digits.utf8.count
        return length >= width ? digits : String(repeating: "0", count: width - length) + digits
    }
}

private extension ICalText {
    /// `appendEscaped` on the bytes: the runs between the bytes it changes go in whole, as
    /// appending byte by byte cost more than the rest of writing a contact's card.
    static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8], droppingControls: Bool) {
        var runStart = 0
        var previousWasCR = false
        for index in bytes.indices {
            let byte = bytes[index]
            guard needsEscaping(byte) || (droppingControls && ContentLine.isControl(byte)) else {
                previousWasCR = false
                continue
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            runStart = index + 1
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: ";"), UInt8(ascii: ","):
                output.append(UInt8(ascii: "\\"))
                output.append(byte)
            case UInt8(ascii: "\n") where previousWasCR: break
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                output.append(UInt8(ascii: "\\"))
                output.append(UInt8(ascii: "n"))
            default: break  // a control character, dropped
            }
            previousWasCR = byte == UInt8(ascii: "\r")
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }

    static func needsEscaping(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\\") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: ",")
            || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
}
