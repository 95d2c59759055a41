/// Reads the ISO 8601 subsets TribePress uses, saying exactly what is wrong with bad text.
public enum DateTimeText {
    /// What is wrong with a piece of date text.
    public enum Problem: Error, Sendable {
        case malformed
        case hasZone
        case impossibleDate(year: Int, month: Int, day: Int)
        case impossibleTime

        /// A sentence for the user: what was expected and what was found.
        public func message(for text: String, expecting: String) -> String {
            switch self {
            case .malformed:
                return "expected \(expecting), found \(text.quotedForMessage)"
            case .hasZone:
                return
                    "expected a naive local time without a zone or offset (times are wall-clock times in the tribe's time zone), found \(text.quotedForMessage)"
            case .impossibleDate(let year, let month, let day):
                guard (1...12).contains(month) else {
                    return "found \(text.quotedForMessage), which has no month \(month)"
                }
                let days = LocalDate.daysInMonth(year: year, month: month)
                return
                    "found \(text.quotedForMessage), which is not a real date: \(monthNames[month - 1]) \(year) has \(days) days, not \(day)"
            case .impossibleTime:
                return "found \(text.quotedForMessage), which is not a real time of day"
            }
        }
    }

    public static func parseDate(_ text: String) -> Result<LocalDate, Problem> {
        let bytes = Array(text.utf8)
        guard bytes.count == 10 else { return .failure(.malformed) }
        return parseDate(bytes[...])
    }

    public static func parseDateTime(_ text: String) -> Result<LocalDateTime, Problem> {
        let bytes = Array(text.utf8)
        guard bytes.count >= 16, bytes[10] == UInt8(ascii: "T") else { return .failure(.malformed) }
        let date: LocalDate
        switch parseDate(bytes[0..<10]) {
        case .success(let value): date = value
        case .failure(let problem): return .failure(problem)
        }
        var index = 11
        guard let hour = digits(bytes, &index, 2), colon(bytes, &index), let minute = digits(bytes, &index, 2) else {
            return .failure(.malformed)
        }
        var second = 0
        var nanosecond = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
            index += 1
            guard let value = digits(bytes, &index, 2) else { return .failure(.malformed) }
            second = value
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                var count = 0
                while index < bytes.count, isDigit(bytes[index]), count < 9 {
                    nanosecond = nanosecond * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                    index += 1
                    count += 1
                }
                guard count > 0 else { return .failure(.malformed) }
                for _ in count..<9 { nanosecond *= 10 }
            }
        }
        if index < bytes.count {
            let rest = bytes[index]
            if rest == UInt8(ascii: "Z") || rest == UInt8(ascii: "+") || rest == UInt8(ascii: "-") {
                return .failure(.hasZone)
            }
            return .failure(.malformed)
        }
        guard
            let dateTime = LocalDateTime(date: date, hour: hour, minute: minute, second: second, nanosecond: nanosecond)
        else {
            return .failure(.impossibleTime)
        }
        return .success(dateTime)
    }

    /// `YYYY-MM`.
    public static func parseYearMonth(_ text: String) -> YearMonth? {
        let bytes = Array(text.utf8)
        var index = 0
        guard bytes.count == 7, let year = digits(bytes, &index, 4), dash(bytes, &index),
            let month = digits(bytes, &index, 2)
        else { return nil }
        return YearMonth(year: year, month: month)
    }

    private static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]

    private static func parseDate(_ bytes: ArraySlice<UInt8>) -> Result<LocalDate, Problem> {
        let bytes = Array(bytes)
        var index = 0
        guard let year = digits(bytes, &index, 4), dash(bytes, &index), let month = digits(bytes, &index, 2),
            dash(bytes, &index),
            let day = digits(bytes, &index, 2), index == bytes.count
        else { return .failure(.malformed) }
        guard let date = LocalDate(year: year, month: month, day: day) else {
            return .failure(.impossibleDate(year: year, month: month, day: day))
        }
        return .success(date)
    }

    private static func digits(_ bytes: [UInt8], _ index: inout Int, _ count: Int) -> Int? {
        guard index + count <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[index..<index + count] {
            guard isDigit(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        index += count
        return value
    }

    private static func dash(_ bytes: [UInt8], _ index: inout Int) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "-") else { return false }
        index += 1
        return true
    }

    private static func colon(_ bytes: [UInt8], _ index: inout Int) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return false }
        index += 1
        return true
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
