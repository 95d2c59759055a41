import TribeRecurrence
import TribeSchedule

/// Appending text to bytes without making a `String` for every number and date: the
/// `occurrences` listing writes hundreds of thousands of them.
extension Array where Element == UInt8 {
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
