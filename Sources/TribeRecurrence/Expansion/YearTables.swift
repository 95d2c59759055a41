/// Per-day lookup tables of a common and a leap year, indexed by day of the year from 0.
///
/// Each runs 7 days into the next year, because a week that starts in late December is
/// expanded as one period (the same layout python-dateutil uses, whose semantics the
/// engine follows and is tested against).
struct YearTables: Sendable {
    /// Month (1–12) of each day.
    let month: [Int]
    /// Day of the month (1–31) of each day.
    let monthDay: [Int]
    /// Day of the month counted from its end (−31…−1) of each day.
    let negativeMonthDay: [Int]
    /// Index of the first day of each month, and the year's length at the end (13 entries).
    let monthStarts: [Int]

    static let common = YearTables(leap: false)
    static let leap = YearTables(leap: true)

    private init(leap: Bool) {
        let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        var month: [Int] = []
        var monthDay: [Int] = []
        var negative: [Int] = []
        var starts = [0]
        for (index, length) in lengths.enumerated() {
            month += Array(repeating: index + 1, count: length)
            monthDay += Array(1...length)
            negative += (1...length).map { $0 - length - 1 }
            starts.append(starts[index] + length)
        }
        // The first week of January of the next year.
        month += Array(repeating: 1, count: 7)
        monthDay += Array(1...7)
        negative += (1...7).map { $0 - 32 }
        self.month = month
        self.monthDay = monthDay
        self.negativeMonthDay = negative
        self.monthStarts = starts
    }
}
