import TribeData
import TribeRecurrence

/// The weeks a month's page shows: whole weeks from the week start on or before the 1st to the
/// week end on or after the last day, so 4, 5 or 6 rows.
struct PlannerGrid: Sendable, Hashable {
    let month: YearMonth
    let weekStart: WeekStart
    /// The first day of each week row.
    let weekStarts: [LocalDate]

    init(month: YearMonth, weekStart: WeekStart) {
        self.month = month
        self.weekStart = weekStart
        let first = month.firstDay
        let last = first.adding(days: LocalDate.daysInMonth(year: month.year, month: month.month) - 1)
        let gridStart = first.adding(days: -Self.daysIntoWeek(first, weekStart))
        var starts: [LocalDate] = []
        var day = gridStart
        while day <= last {
            starts.append(day)
            day = day.adding(days: 7)
        }
        weekStarts = starts
    }

    var firstDay: LocalDate { weekStarts[0] }
    /// The day after the grid's last day.
    var endDay: LocalDate { weekStarts[weekStarts.count - 1].adding(days: 7) }

    /// How many days `date` is after the start of its week.
    static func daysIntoWeek(_ date: LocalDate, _ weekStart: WeekStart) -> Int {
        switch weekStart {
        case .monday: return date.isoWeekday - 1
        case .sunday: return date.isoWeekday % 7
        }
    }

    /// The ISO 8601 week number of the week holding `date`'s Monday-to-Sunday week.
    static func isoWeek(of date: LocalDate) -> Int {
        // The ISO week of a day is the week of the Thursday of its (Monday-based) week.
        let thursday = date.adding(days: 4 - date.isoWeekday)
        guard let january1 = LocalDate(year: thursday.year, month: 1, day: 1) else { return 1 }
        return (thursday.daysSinceEpoch - january1.daysSinceEpoch) / 7 + 1
    }

    /// The week number shown for a row: the ISO week of the row's Monday (for Sunday-first
    /// rows, the day after the Sunday).
    func weekNumber(ofRow row: Int) -> Int {
        let start = weekStarts[row]
        return Self.isoWeek(of: weekStart == .sunday ? start.adding(days: 1) : start)
    }
}
