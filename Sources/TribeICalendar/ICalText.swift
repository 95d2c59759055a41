import TribeRecurrence

/// Value syntaxes of RFC 5545 written directly as digits, without date formatters.
public enum ICalText {
    /// TEXT escaping (§3.3.11): backslash, semicolon, comma and newline; a CR is dropped.
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\n": if !previousWasCR { result += "\\n" }
            case "\r": result += "\\n"
            default: result.unicodeScalars.append(scalar)
            }
            previousWasCR = scalar == "\r"
        }
        return result
    }

    /// `20270105`.
    public static func date(_ date: LocalDate) -> String {
        pad(date.year, 4) + pad(date.month, 2) + pad(date.day, 2)
    }

    /// `20270105T170000` (local) or with `utc`, `20270105T170000Z`.
    public static func dateTime(_ dateTime: LocalDateTime, utc: Bool = false) -> String {
        date(dateTime.date) + "T" + pad(dateTime.hour, 2) + pad(dateTime.minute, 2) + pad(dateTime.second, 2) + (utc ? "Z" : "")
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

    static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
