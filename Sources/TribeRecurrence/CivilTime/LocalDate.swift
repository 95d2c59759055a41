/// A calendar date with no time and no zone (proleptic Gregorian).
///
/// Date arithmetic is integer civil-date arithmetic (days since 1970-01-01), which costs
/// nanoseconds where a Foundation `Calendar` call costs about a microsecond.
public struct LocalDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let year: Int
    // Stored small: a build sorts and copies hundreds of thousands of occurrences, each holding
    // three dates, and their size was most of that cost.
    private let monthNumber: UInt8
    private let dayNumber: UInt8
    public var month: Int { Int(monthNumber) }
    public var day: Int { Int(dayNumber) }

    /// A date, or nil when no such day exists (30 February, month 13).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month), day >= 1,
            day <= LocalDate.daysInMonth(year: year, month: month)
        else { return nil }
        self.year = year
        monthNumber = UInt8(month)
        dayNumber = UInt8(day)
    }

    /// The date `daysSinceEpoch` days after 1970-01-01 (negative before it).
    public init(daysSinceEpoch: Int) {
        // Days since 0000-03-01. The calendar repeats every 400 years (146,097 days): a day
        // before that is moved on by whole cycles, and its year back by as many, so the
        // arithmetic is unsigned, whose division by a constant needs none of the corrections
        // signed division does. Every occurrence's times pass through here.
        let z = daysSinceEpoch + 719_468
        let cycles = z >= 0 ? 0 : (-(z + 1)) / 146_097 + 1
        self.init(unsignedDays: UInt(z + cycles * 146_097), yearsBack: cycles * 400)
    }

    /// Days since 1970-01-01.
    public var daysSinceEpoch: Int {
        LocalDate.daysSinceEpoch(year: year, month: month, day: day)
    }

    /// ISO weekday: 1 Monday … 7 Sunday.
    public var isoWeekday: Int {
        Self.weekdayIndex(ofDay: daysSinceEpoch) + 1
    }

    /// Weekday of a day number, Monday = 0 … Sunday = 6 (1970-01-01 was a Thursday).
    static func weekdayIndex(ofDay days: Int) -> Int {
        ((days % 7) + 7 + 3) % 7
    }

    public func adding(days: Int) -> LocalDate {
        LocalDate(daysSinceEpoch: daysSinceEpoch + days)
    }

    public static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    public static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        // Written straight into the string's storage: pages write a date into every day cell's
        // id and every entry's `datetime`, and interpolating three padded numbers was 1 % of
        // a family's `check`.
        guard hasFourDigitYear else {
            return "\(year.zeroPadded(4))-\(month.zeroPadded(2))-\(day.zeroPadded(2))"
        }
        return String(unsafeUninitializedCapacity: 10) { text in
            var span = text.mutableSpan
            write(into: &span)
            return 10
        }
    }

    /// Whether the year is written as four digits without a sign (0 to 9999), as
    /// `write(into:at:)` needs.
    public var hasFourDigitYear: Bool { (0...9999).contains(year) }

    /// Writes `YYYY-MM-DD` into `text` from `index`, for a year of four digits: what
    /// `description` holds, for callers that put dates straight into bytes of their own.
    public func write(into text: inout MutableSpan<UInt8>, at index: Int = 0) {
        (year / 100).writeTwoDigits(into: &text, at: index)
        (year % 100).writeTwoDigits(into: &text, at: index + 2)
        text[index + 4] = UInt8(ascii: "-")
        month.writeTwoDigits(into: &text, at: index + 5)
        text[index + 7] = UInt8(ascii: "-")
        day.writeTwoDigits(into: &text, at: index + 8)
    }

    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}

extension Int {
    /// Writes the number's two digits (it is 0 to 99) into `text` at `index` and after.
    public func writeTwoDigits(into text: inout MutableSpan<UInt8>, at index: Int) {
        text[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: self / 10)
        text[index + 1] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: self % 10)
    }

    /// The number in decimal with leading zeros up to `width` digits.
    public func zeroPadded(_ width: Int) -> String {
        guard self >= 0 else {
            let digits = String(self)
            return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
        }
        var length = 1
        var rest = self / 10
        while rest > 0 {
            length += 1
            rest /= 10
        }
        let total = Swift.max(width, length)
        return String(unsafeUninitializedCapacity: total) { text in
            Int.writeDigits(of: self, into: UnsafeMutableBufferPointer(rebasing: text[0..<total]))
            return total
        }
    }
}

private extension Int {
    /// Writes `value` (not negative) right-aligned in `digits`, zeros before it, as many of its
    /// last digits as fit.
    static func writeDigits(of value: Int, into digits: UnsafeMutableBufferPointer<UInt8>) {
        var rest = value
        for position in digits.indices.reversed() {
            digits[position] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
    }
}

extension LocalDate {
    /// Days since 1970-01-01 of any year/month/day triple (Howard Hinnant's days_from_civil).
    public static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}

private extension LocalDate {
    /// The date `z` days after 0000-03-01, by Howard Hinnant's civil_from_days, `yearsBack`
    /// years earlier.
    init(unsignedDays z: UInt, yearsBack: Int) {
        let era = z / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        year = Int(yearOfEra + era * 400) + (month <= 2 ? 1 : 0) - yearsBack
        monthNumber = UInt8(month)
        dayNumber = UInt8(day)
    }
}
