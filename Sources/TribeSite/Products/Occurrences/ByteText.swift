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
        guard date.hasFourDigitYear else { return appendDigitByDigit(date) }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 10) { text in
            var span = text.mutableSpan
            date.write(into: &span)
            append(contentsOf: UnsafeBufferPointer(text))
        }
    }

    /// `YYYY-MM-DDTHH:MM:SS`, with a fraction only when there is one (as `description` writes it).
    mutating func append(_ time: LocalDateTime) {
        guard time.nanosecond == 0 else {
            append(time.description)
            return
        }
        guard time.date.hasFourDigitYear else { return appendDigitByDigit(time) }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 19) { text in
            var span = text.mutableSpan
            time.write(into: &span)
            append(contentsOf: UnsafeBufferPointer(text))
        }
    }

    /// `YYYY-MM-DDTHH:MM:SS+01:00`.
    ///
    /// Made in a buffer of its own and appended at once: appended a byte at a time, the
    /// listing's three times per occurrence took ~7 % of its CPU, each byte checking the
    /// array's storage and room again.
    mutating func append(_ time: ZonedTime) {
        let minutes = abs(time.offset) / 60
        guard time.wall.nanosecond == 0, time.wall.date.hasFourDigitYear, minutes < 100 * 60 else {
            append(time.wall)
            return appendOffset(time.offset)
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 25) { text in
            var span = text.mutableSpan
            time.wall.write(into: &span)
            span[19] = time.offset < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+")
            (minutes / 60).writeTwoDigits(into: &span, at: 20)
            span[22] = UInt8(ascii: ":")
            (minutes % 60).writeTwoDigits(into: &span, at: 23)
            append(contentsOf: UnsafeBufferPointer(text))
        }
    }
}

private extension Array where Element == UInt8 {
    /// A date of any year, its number of digits and its sign as `append(decimal:width:)` writes them.
    mutating func appendDigitByDigit(_ date: LocalDate) {
        append(numbers: [(date.year, 4), (date.month, 2), (date.day, 2)], separatedBy: UInt8(ascii: "-"))
    }

    mutating func appendDigitByDigit(_ time: LocalDateTime) {
        appendDigitByDigit(time.date)
        append(UInt8(ascii: "T"))
        append(numbers: [(time.hour, 2), (time.minute, 2), (time.second, 2)], separatedBy: UInt8(ascii: ":"))
    }

    mutating func appendOffset(_ offset: Int) {
        let minutes = abs(offset) / 60
        append(UInt8(ascii: offset < 0 ? "-" : "+"))
        append(numbers: [(minutes / 60, 2), (minutes % 60, 2)], separatedBy: UInt8(ascii: ":"))
    }

    /// Each number padded to its width, `separator` between them.
    mutating func append(numbers: [(value: Int, width: Int)], separatedBy separator: UInt8) {
        for (index, number) in numbers.enumerated() {
            if index > 0 { append(separator) }
            append(decimal: number.value, width: number.width)
        }
    }
}
