/// A wall-clock date and time with no zone, as TribeHub stores every event start.
///
/// Which instant it means depends on the tribe's (or the event's) IANA time zone; keeping
/// the wall-clock form is what lets a weekly 10:00 stay at 10:00 across daylight saving.
public struct LocalDateTime: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let date: LocalDate
    // Stored small, as `LocalDate`'s month and day are.
    private let hourNumber: UInt8
    private let minuteNumber: UInt8
    private let secondNumber: UInt8
    private let nanosecondNumber: Int32
    public var hour: Int { Int(hourNumber) }
    public var minute: Int { Int(minuteNumber) }
    public var second: Int { Int(secondNumber) }
    /// Fractions of a second, as Django may write them (`.ffffff`).
    public var nanosecond: Int { Int(nanosecondNumber) }

    public init?(date: LocalDate, hour: Int, minute: Int, second: Int = 0, nanosecond: Int = 0) {
        guard (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second),
            (0..<1_000_000_000).contains(nanosecond)
        else { return nil }
        self.date = date
        hourNumber = UInt8(hour)
        minuteNumber = UInt8(minute)
        secondNumber = UInt8(second)
        nanosecondNumber = Int32(nanosecond)
    }

    /// Midnight at the start of `date`.
    public init(midnightOf date: LocalDate) {
        self.date = date
        hourNumber = 0
        minuteNumber = 0
        secondNumber = 0
        nanosecondNumber = 0
    }

    /// `secondOfDay` seconds (0 to 86,399) after midnight of `date`, with no fraction.
    public init(date: LocalDate, secondOfDay: Int) {
        precondition((0..<86_400).contains(secondOfDay), "a second of the day is under 86,400")
        self.init(
            unchecked: date, hour: secondOfDay / 3600, minute: secondOfDay % 3600 / 60, second: secondOfDay % 60,
            nanosecond: 0)
    }

    /// Seconds since 1970-01-01T00:00:00 of the same wall clock (not an instant).
    public var wallSeconds: Int {
        date.daysSinceEpoch * 86_400 + secondOfDay
    }

    /// Whole seconds since midnight.
    public var secondOfDay: Int {
        hour * 3600 + minute * 60 + second
    }

    /// The wall-clock time `wallSeconds` seconds after 1970-01-01T00:00:00.
    public init(wallSeconds: Int) {
        self.init(wallSeconds: wallSeconds, nanosecond: 0)
    }

    /// The wall-clock time `seconds` later, ignoring any zone (fractions are kept).
    public func adding(seconds: Int) -> LocalDateTime {
        LocalDateTime(wallSeconds: wallSeconds + seconds, nanosecond: nanosecond)
    }

    /// Whether this is exactly midnight.
    public var isMidnight: Bool { hour == 0 && minute == 0 && second == 0 && nanosecond == 0 }

    /// Writes `YYYY-MM-DDTHH:MM:SS`, without any fraction, into `text` from `index`, for a
    /// date whose year has four digits (see `LocalDate.write(into:at:)`).
    public func write(into text: inout MutableSpan<UInt8>, at index: Int = 0) {
        date.write(into: &text, at: index)
        text[index + 10] = UInt8(ascii: "T")
        hour.writeTwoDigits(into: &text, at: index + 11)
        text[index + 13] = UInt8(ascii: ":")
        minute.writeTwoDigits(into: &text, at: index + 14)
        text[index + 16] = UInt8(ascii: ":")
        second.writeTwoDigits(into: &text, at: index + 17)
    }

    /// `YYYY-MM-DDTHH:MM:SS`, with the fraction when there is one.
    public var description: String {
        var text = "\(date)T\(hour.zeroPadded(2)):\(minute.zeroPadded(2)):\(second.zeroPadded(2))"
        if nanosecond != 0 {
            var fraction = nanosecond.zeroPadded(9)
            while fraction.hasSuffix("0") { fraction.removeLast() }
            text += ".\(fraction)"
        }
        return text
    }

    public static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool {
        (lhs.date, lhs.hour, lhs.minute, lhs.second, lhs.nanosecond) < (
            rhs.date, rhs.hour, rhs.minute, rhs.second, rhs.nanosecond
        )
    }
}

private extension LocalDateTime {
    /// Every occurrence's start, end and original start passes through here, and so does every
    /// time a feed writes in UTC: one conversion of the day number to a date, where going
    /// through midnight and `adding(seconds:)` made three.
    init(wallSeconds: Int, nanosecond: Int) {
        let days = floorDivide(wallSeconds, 86_400)
        let rest = wallSeconds - days * 86_400
        // Every component is in range by construction.
        self.init(
            unchecked: LocalDate(daysSinceEpoch: days), hour: rest / 3600, minute: rest % 3600 / 60,
            second: rest % 60, nanosecond: nanosecond)
    }

    init(unchecked date: LocalDate, hour: Int, minute: Int, second: Int, nanosecond: Int) {
        self.date = date
        hourNumber = UInt8(hour)
        minuteNumber = UInt8(minute)
        secondNumber = UInt8(second)
        nanosecondNumber = Int32(nanosecond)
    }
}
