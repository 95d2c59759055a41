/// What the expansion needs to know about the year (and month) it is in.
///
/// Rebuilt only when the period moves into another year, or another month for rules with
/// numbered weekdays, so a daily series pays for it once a year.
struct YearInfo {
    private(set) var year = Int.min
    private(set) var month = Int.min
    private(set) var length = 365
    private(set) var nextLength = 365
    /// Days since 1970-01-01 of 1 January.
    private(set) var firstDay = 0
    /// Weekday of 1 January, Monday = 0.
    private(set) var firstWeekday = 0
    private(set) var tables = YearTables.common
    /// Days (by index) in the weeks `BYWEEKNO` names.
    private(set) var weekNumberMask: [Bool] = []
    /// Days (by index) that `BYDAY` with ordinals names in the current month or year.
    private(set) var numberedWeekdayMask: [Bool] = []
    private var markedNumberedDays: [Int] = []

    /// Weekday (Monday = 0) of the day at `index`.
    @inline(__always) func weekday(_ index: Int) -> Int {
        (firstWeekday + index) % 7
    }

    mutating func rebuild(year: Int, month: Int, rule: PreparedRule) {
        let newYear = year != self.year
        if newYear {
            self.year = year
            length = LocalDate.isLeapYear(year) ? 366 : 365
            nextLength = LocalDate.isLeapYear(year + 1) ? 366 : 365
            firstDay = LocalDate.daysSinceEpoch(year: year, month: 1, day: 1)
            firstWeekday = LocalDate.weekdayIndex(ofDay: firstDay)
            tables = length == 366 ? .leap : .common
            if !rule.byWeekNo.isEmpty { buildWeekNumberMask(rule) }
        }
        if !rule.byNumberedWeekday.isEmpty, newYear || month != self.month {
            buildNumberedWeekdayMask(rule, month: month)
        }
        self.month = month
    }
}

private extension YearInfo {
    /// Marks the days of the weeks numbered in `BYWEEKNO`, with weeks starting on `WKST` and
    /// week 1 the first with at least four days in the year (RFC 5545, ISO 8601).
    mutating func buildWeekNumberMask(_ rule: PreparedRule) {
        weekNumberMask = Array(repeating: false, count: length + 7)
        let weekStart = rule.weekStart
        var firstWeekStart = (7 - firstWeekday + weekStart) % 7
        let originalFirstWeekStart = firstWeekStart
        let weekYearLength: Int
        if firstWeekStart >= 4 {
            firstWeekStart = 0
            weekYearLength = length + (firstWeekday - weekStart + 7) % 7
        } else {
            weekYearLength = length - firstWeekStart
        }
        let weeks = weekYearLength / 7 + (weekYearLength % 7) / 4
        func markWeek(from start: Int) {
            var index = start
            for _ in 0..<7 {
                guard index < weekNumberMask.count else { return }
                weekNumberMask[index] = true
                index += 1
                if weekday(index) == weekStart { return }
            }
        }
        for requested in rule.byWeekNo {
            let number = requested < 0 ? requested + weeks + 1 : requested
            guard number > 0, number <= weeks else { continue }
            var index = firstWeekStart
            if number > 1 {
                index = firstWeekStart + (number - 1) * 7
                if firstWeekStart != originalFirstWeekStart { index -= 7 - originalFirstWeekStart }
            }
            markWeek(from: index)
        }
        if rule.byWeekNo.contains(1) {
            // Week 1 of next year may begin in this one.
            var index = firstWeekStart + weeks * 7
            if firstWeekStart != originalFirstWeekStart { index -= 7 - originalFirstWeekStart }
            if index < length { markWeek(from: index) }
        }
        if firstWeekStart != 0 {
            // The days before this year's week 1 belong to the last week of the previous year.
            let lastWeekOfPreviousYear: Int
            if !rule.byWeekNo.contains(-1) {
                let previousFirstDay = LocalDate.daysSinceEpoch(year: year - 1, month: 1, day: 1)
                let previousWeekday = LocalDate.weekdayIndex(ofDay: previousFirstDay)
                let previousLength = LocalDate.isLeapYear(year - 1) ? 366 : 365
                var previousFirstWeekStart = (7 - previousWeekday + weekStart) % 7
                if previousFirstWeekStart >= 4 {
                    previousFirstWeekStart = 0
                    lastWeekOfPreviousYear = 52 + ((previousLength + (previousWeekday - weekStart + 7) % 7) % 7) / 4
                } else {
                    lastWeekOfPreviousYear = 52 + ((length - firstWeekStart) % 7) / 4
                }
            } else {
                lastWeekOfPreviousYear = -1
            }
            if rule.byWeekNo.contains(lastWeekOfPreviousYear) {
                for index in 0..<firstWeekStart { weekNumberMask[index] = true }
            }
        }
    }

    /// Marks the nth weekdays (`2TU`, `-1FR`) within each month the period covers, or the year.
    mutating func buildNumberedWeekdayMask(_ rule: PreparedRule, month: Int) {
        if numberedWeekdayMask.count != 373 { numberedWeekdayMask = Array(repeating: false, count: 373) }
        for index in markedNumberedDays { numberedWeekdayMask[index] = false }
        markedNumberedDays.removeAll(keepingCapacity: true)
        var ranges: [(Int, Int)] = []
        switch rule.frequency {
        case .yearly:
            if rule.byMonth != 0 {
                for candidate in 1...12 where rule.byMonth & (1 << UInt16(candidate)) != 0 {
                    ranges.append((tables.monthStarts[candidate - 1], tables.monthStarts[candidate]))
                }
            } else {
                ranges = [(0, length)]
            }
        case .monthly:
            ranges = [(tables.monthStarts[month - 1], tables.monthStarts[month])]
        default:
            return
        }
        for (first, end) in ranges {
            let last = end - 1
            for (target, ordinal) in rule.byNumberedWeekday {
                var index: Int
                if ordinal < 0 {
                    index = last + (ordinal + 1) * 7
                    index -= (weekday(index) - target + 7) % 7
                } else {
                    index = first + (ordinal - 1) * 7
                    index += (7 - weekday(index) + target) % 7
                }
                if index >= first, index <= last {
                    numberedWeekdayMask[index] = true
                    markedNumberedDays.append(index)
                }
            }
        }
    }
}
