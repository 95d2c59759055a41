/// A day of the week as RFC 5545 writes it (`MO` … `SU`), numbered from Monday = 0.
public enum RuleWeekday: Int, Sendable, Hashable, CaseIterable, Comparable {
    case monday, tuesday, wednesday, thursday, friday, saturday, sunday

    /// `MO`, `TU`, …
    public var code: String {
        ["MO", "TU", "WE", "TH", "FR", "SA", "SU"][rawValue]
    }

    public init?(code: some StringProtocol) {
        guard let index = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"].firstIndex(of: String(code)) else { return nil }
        self.init(rawValue: index)
    }

    /// The weekday of a date.
    public init(of date: LocalDate) {
        // isoWeekday is 1 (Monday) … 7 (Sunday), always in range.
        self = RuleWeekday(rawValue: date.isoWeekday - 1) ?? .monday
    }

    public static func < (lhs: RuleWeekday, rhs: RuleWeekday) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// One `BYDAY` entry: a weekday, optionally the nth (or nth-from-last) of the month or year.
public struct WeekdayNumber: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var weekday: RuleWeekday
    /// 1…53 or −53…−1; nil for every such weekday.
    public var ordinal: Int?

    public init(_ weekday: RuleWeekday, ordinal: Int? = nil) {
        self.weekday = weekday
        self.ordinal = ordinal
    }

    /// `-1FR`, `2TU`, `MO`.
    public var description: String {
        (ordinal.map { String($0) } ?? "") + weekday.code
    }

    public static func < (lhs: WeekdayNumber, rhs: WeekdayNumber) -> Bool {
        (lhs.ordinal ?? 0, lhs.weekday) < (rhs.ordinal ?? 0, rhs.weekday)
    }
}
