/// A month of a year, as in `2026-09`.
public struct YearMonth: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let year: Int
    public let month: Int

    public init?(year: Int, month: Int) {
        guard (1...9999).contains(year), (1...12).contains(month) else { return nil }
        self.year = year
        self.month = month
    }

    /// The month `count` months later.
    public func adding(months count: Int) -> YearMonth? {
        let index = year * 12 + (month - 1) + count
        return YearMonth(year: index / 12, month: index % 12 + 1)
    }

    public var firstDay: LocalDate {
        // Valid by construction: every month has a first day.
        LocalDate(daysSinceEpoch: LocalDate.daysSinceEpoch(year: year, month: month, day: 1))
    }

    /// The month `date` is in.
    public init(of date: LocalDate) {
        // A date's year and month are valid by construction.
        year = date.year
        month = date.month
    }

    public var lastDay: LocalDate {
        firstDay.adding(days: LocalDate.daysInMonth(year: year, month: month) - 1)
    }

    public var description: String { "\(year.zeroPadded(4))-\(month.zeroPadded(2))" }

    public static func < (lhs: YearMonth, rhs: YearMonth) -> Bool {
        (lhs.year, lhs.month) < (rhs.year, rhs.month)
    }
}
