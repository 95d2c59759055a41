import TribeRecurrence
import TribeSchedule

/// Appending text to bytes without making a `String` for every number and date: the
/// `occurrences` listing writes hundreds of thousands of them.
extension Array where Element == UInt8 {
    /// A JSON string, or `null`: quotes, backslashes and control characters escaped as
    /// `JSONEncoder` escapes them, everything else as it is.
    mutating func append(jsonString text: String?) {
        guard var text else {
            append("null" as StaticString)
            return
        }
        append(UInt8(ascii: "\""))
        text.withUTF8 { bytes in
            var runStart = 0
            for index in bytes.indices
            where bytes[index] < 0x20 || bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "\\") {
                append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                runStart = index + 1
                switch bytes[index] {
                case UInt8(ascii: "\""): append("\\\"" as StaticString)
                case UInt8(ascii: "\\"): append("\\\\" as StaticString)
                case 0x08: append("\\b" as StaticString)
                case 0x0C: append("\\f" as StaticString)
                case 0x0A: append("\\n" as StaticString)
                case 0x0D: append("\\r" as StaticString)
                case 0x09: append("\\t" as StaticString)
                default:
                    let hex: [UInt8] = Array("0123456789abcdef".utf8)
                    append("\\u00" as StaticString)
                    append(hex[Int(bytes[index] >> 4)])
                    append(hex[Int(bytes[index] & 0x0F)])
                }
            }
            append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
        append(UInt8(ascii: "\""))
    }

    mutating func append(_ text: String) {
        append(contentsOf: text.utf8)
    }

    mutating func append(_ text: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// `value` in decimal, with leading zeros up to `width` digits.
    mutating func append(decimal value: Int, width: Int = 1) {
        if value < 0 {
            append(UInt8(ascii: "-"))
            // Int.min has no positive counterpart; its digits are written as they are.
            if value == Int.min {
                append(contentsOf: String(value).utf8.dropFirst())
                return
            }
            append(decimal: -value, width: width)
            return
        }
        // Months, days, hours, minutes and seconds: most of what a listing writes.
        if value < 100, width <= 2 {
            if value >= 10 || width == 2 { append(UInt8(ascii: "0") + UInt8(value / 10)) }
            append(UInt8(ascii: "0") + UInt8(value % 10))
            return
        }
        let capacity = 24
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var start = capacity
            var rest = value
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            while capacity - start < Swift.min(width, capacity) {
                start -= 1
                buffer[start] = UInt8(ascii: "0")
            }
            append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start...]))
        }
    }

    /// `YYYY-MM-DD`.
    mutating func append(_ date: LocalDate) {
        append(decimal: date.year, width: 4)
        append(UInt8(ascii: "-"))
        append(decimal: date.month, width: 2)
        append(UInt8(ascii: "-"))
        append(decimal: date.day, width: 2)
    }

    /// `YYYY-MM-DDTHH:MM:SS`, with a fraction only when there is one (as `description` writes it).
    mutating func append(_ time: LocalDateTime) {
        guard time.nanosecond == 0 else {
            append(time.description)
            return
        }
        append(time.date)
        append(UInt8(ascii: "T"))
        append(decimal: time.hour, width: 2)
        append(UInt8(ascii: ":"))
        append(decimal: time.minute, width: 2)
        append(UInt8(ascii: ":"))
        append(decimal: time.second, width: 2)
    }

    /// `YYYY-MM-DDTHH:MM:SS+01:00`.
    mutating func append(_ time: ZonedTime) {
        append(time.wall)
        let minutes = abs(time.offset) / 60
        append(UInt8(ascii: time.offset < 0 ? "-" : "+"))
        append(decimal: minutes / 60, width: 2)
        append(UInt8(ascii: ":"))
        append(decimal: minutes % 60, width: 2)
    }
}
