import Foundation

/// Expands one rule into wall-clock occurrence starts, in order, period by period.
///
/// Times are "wall seconds": seconds since 1970-01-01T00:00:00 of the wall clock, with no
/// zone. The semantics are RFC 5545's: each period is whole (a WEEKLY rule's first week starts
/// on `WKST`, before the start, so `BYSETPOS` counts the same days in every week), and what the
/// rule leaves out comes from the start (`PreparedRule`). python-dateutil and libical, the two
/// references the tests compare with, each depart from the RFC somewhere; the tests say where.
/// DTSTART is an occurrence only if the rule produces it, which `RecurrenceSet` takes care of.
public struct RuleIterator: IteratorProtocol, Sendable {
    private let rule: PreparedRule
    private let startWall: Int
    private let untilWall: Int?
    /// No period starting after this is looked at: a rule that matches nothing (BYSETPOS=-2 of a
    /// one-candidate period) stops here instead of searching to year 9999.
    private var horizon: Int?
    private var remaining: Int?
    private var finished = false

    private var buffer: [Int] = []
    private var bufferIndex = 0
    private var days: [Int] = []

    // The current period.
    private var year: Int
    private var month: Int
    /// Days since the epoch of the period's first day (daily and weekly).
    private var periodDay: Int
    /// Wall seconds of the period's start (hourly, minutely, secondly).
    private var periodWall: Int
    private var info = YearInfo()

    /// Occurrences of `rule` for a series starting at `start` in `timeZone` (which reads a UTC
    /// `UNTIL`); `until` is a further wall-clock bound, the earlier of the two applying.
    ///
    /// With `isDate`, the start is a date (an all-day series): its occurrences are days, at
    /// midnight, whatever time parts the rule has.
    public init(
        rule: RecurrenceRule, start: LocalDateTime, timeZone: TimeZone = .gmt, until: LocalDateTime? = nil,
        isDate: Bool = false
    ) {
        let prepared = PreparedRule(rule, start: start, isDate: isDate)
        self.rule = prepared
        startWall = start.wallSeconds
        untilWall = [until?.wallSeconds, rule.until?.latestWall(in: ZoneClock(timeZone))].compactMap { $0 }.min()
        remaining = prepared.count
        year = prepared.inWeekYears ? Self.weekYear(ofDay: start.date.daysSinceEpoch, rule: prepared) : start.date.year
        month = start.date.month
        periodDay = start.date.daysSinceEpoch
        periodWall = start.wallSeconds
        if prepared.frequency == .weekly, prepared.dayStep == nil {
            // The whole week the start is in: BYSETPOS picks among all its days, and those
            // before the start are then left out.
            periodDay -= (LocalDate.weekdayIndex(ofDay: periodDay) - prepared.weekStart + 7) % 7
            syncCalendarFields()
        }
        if prepared.dayStep == nil, !prepared.inWeekYears { info.rebuild(year: year, month: month, rule: prepared) }
        // A finer BY part the interval can never reach would otherwise be searched for until
        // year 9999; such a rule simply has no occurrences (python-dateutil refuses it).
        if prepared.frequency >= .hourly, !Self.canReachTimes(prepared, from: start.wallSeconds) { finished = true }
    }

    /// Moves to the last period that can hold occurrences at or after `wall`, skipping the
    /// periods before it arithmetically: cost follows what is in the window, not how long
    /// ago the series began. Counted rules must be walked from their start and are not moved.
    public mutating func skip(toWall wall: Int) {
        guard remaining == nil, bufferIndex == buffer.count else { return }
        let targetDay = floorDivide(wall, 86_400)
        let interval = rule.interval
        switch rule.frequency {
        case .yearly:
            let target = LocalDate(daysSinceEpoch: targetDay).year - 1
            if target > year { year += (target - year) / interval * interval }
        case .monthly:
            let targetDate = LocalDate(daysSinceEpoch: targetDay)
            let current = year * 12 + month - 1
            let goal = targetDate.year * 12 + targetDate.month - 2
            if goal > current {
                let moved = current + (goal - current) / interval * interval
                year = moved / 12
                month = moved % 12 + 1
            }
        case .weekly:
            let startDay = floorDivide(startWall, 86_400)
            let firstWeek = startDay - (weekday(ofDay: startDay) - rule.weekStart + 7) % 7
            let periods = (targetDay - 7 - firstWeek) / (7 * interval)
            if periods >= 1, firstWeek + periods * 7 * interval > periodDay {
                periodDay = firstWeek + periods * 7 * interval
            }
        case .daily:
            let periods = (targetDay - 1 - periodDay) / interval
            if periods > 0 { periodDay += periods * interval }
        case .hourly, .minutely, .secondly:
            let step = interval * rule.frequency.seconds
            let periods = (wall - 86_400 - periodWall) / step
            if periods > 0 { periodWall += periods * step }
        }
        syncCalendarFields()
    }

    /// Stops the expansion at periods that start after `wall`.
    public mutating func stop(afterWall wall: Int) {
        horizon = wall
    }

    public mutating func next() -> Int? {
        if rule.dayStep != nil { return nextOfDayStep() }
        while bufferIndex == buffer.count {
            guard !finished else { return nil }
            fillNextPeriod()
        }
        defer { bufferIndex += 1 }
        return buffer[bufferIndex]
    }
}

private extension RuleIterator {
    /// The first day of year 10000, where every expansion stops.
    static let endOfYear9999 = LocalDate.daysSinceEpoch(year: 10_000, month: 1, day: 1)

    /// `next()` for a rule with a `dayStep`: the period's one candidate worked out directly,
    /// with the same bounds, the same COUNT and UNTIL and the same periods as
    /// `fillNextPeriod`, whose tests every candidate of such a rule passes.
    mutating func nextOfDayStep() -> Int? {
        while !finished {
            guard periodDay < Self.endOfYear9999, horizon.map({ periodDay * 86_400 <= $0 }) ?? true else {
                finished = true
                return nil
            }
            // A weekly period starts on the series' first day or on a week's first day, and
            // holds the start's weekday, the mask's one day, once.
            let day =
                rule.frequency == .weekly
                ? periodDay + (rule.byWeekdayMask.trailingZeroBitCount - weekday(ofDay: periodDay) + 7) % 7
                : periodDay
            let wall = day * 86_400 + rule.timeOfDay[0]
            var made: Int?
            if let untilWall, wall > untilWall {
                finished = true
            } else if wall >= startWall {
                if let count = remaining {
                    if count > 0 {
                        remaining = count - 1
                        made = wall
                    } else {
                        finished = true
                    }
                } else {
                    made = wall
                }
            }
            if remaining == 0 { finished = true }
            periodDay +=
                rule.frequency == .weekly
                ? rule.interval * 7 - (weekday(ofDay: periodDay) - rule.weekStart + 7) % 7 : rule.interval
            if let made { return made }
        }
        return nil
    }

    mutating func fillNextPeriod() {
        buffer.removeAll(keepingCapacity: true)
        bufferIndex = 0
        guard year <= 9999, horizon.map({ periodStartWall <= $0 }) ?? true else {
            finished = true
            return
        }
        if rule.inWeekYears {
            fillWeekYear()
            return
        }
        info.rebuild(year: year, month: month, rule: rule)
        let (first, end) = dayRange()
        days.removeAll(keepingCapacity: true)
        for index in first..<end where passes(index) { days.append(index) }
        let times = timesOfPeriod()
        emit(times: times)
        advance(dayWasFiltered: days.isEmpty)
    }

    /// Wall seconds at which the current period begins.
    var periodStartWall: Int {
        switch rule.frequency {
        case .yearly:
            if rule.inWeekYears { return Self.firstDayOfWeekYear(year, weekStart: rule.weekStart) * 86_400 }
            return LocalDate.daysSinceEpoch(year: year, month: 1, day: 1) * 86_400
        case .monthly: return LocalDate.daysSinceEpoch(year: year, month: month, day: 1) * 86_400
        case .weekly, .daily: return periodDay * 86_400
        case .hourly, .minutely, .secondly: return periodWall
        }
    }

    /// The day indexes (within `info.year`) the current period spans.
    func dayRange() -> (Int, Int) {
        switch rule.frequency {
        case .yearly:
            return (0, info.length)
        case .monthly:
            return (info.tables.monthStarts[month - 1], info.tables.monthStarts[month])
        case .weekly:
            let first = periodDay - info.firstDay
            var end = first
            for _ in 0..<7 {
                end += 1
                if info.weekday(end) == rule.weekStart { break }
            }
            return (first, end)
        case .daily:
            let index = periodDay - info.firstDay
            return (index, index + 1)
        case .hourly, .minutely, .secondly:
            let index = floorDivide(periodWall, 86_400) - info.firstDay
            return (index, index + 1)
        }
    }

    @inline(__always) func passes(_ index: Int) -> Bool {
        let tables = info.tables
        if rule.byMonth != 0, rule.byMonth & (1 << UInt16(tables.month[index])) == 0 { return false }
        if !rule.byWeekNo.isEmpty, !info.weekNumberMask[index] { return false }
        if rule.byWeekdayMask != 0, rule.byWeekdayMask & (1 << UInt8(info.weekday(index))) == 0 { return false }
        if !rule.byNumberedWeekday.isEmpty, rule.frequency <= .monthly, !info.numberedWeekdayMask[index] {
            return false
        }
        if rule.hasMonthDays,
            rule.byMonthDay & (1 << UInt64(tables.monthDay[index])) == 0,
            rule.byNegativeMonthDay & (1 << UInt64(-tables.negativeMonthDay[index])) == 0
        {
            return false
        }
        if !rule.byYearDay.isEmpty {
            let length = info.length
            let matches =
                index < length
                ? rule.byYearDay.contains(index + 1) || rule.byYearDay.contains(index - length)
                : rule.byYearDay.contains(index + 1 - length)
                    || rule.byYearDay.contains(index - length - info.nextLength)
            if !matches { return false }
        }
        return true
    }

    /// Seconds of the day of this period's occurrences; none when a finer BY part rules the period out.
    func timesOfPeriod() -> [Int] {
        guard rule.frequency >= .hourly else { return rule.timeOfDay }
        let second = floorModulo(periodWall, 86_400)
        let hour = second / 3600
        let minute = second % 3600 / 60
        let secondOfMinute = second % 60
        if !rule.byHour.isEmpty, !rule.byHour.contains(hour) { return [] }
        switch rule.frequency {
        case .hourly:
            var times: [Int] = []
            for minute in rule.byMinute {
                for second in rule.bySecond { times.append(hour * 3600 + minute * 60 + second) }
            }
            return times.sorted()
        case .minutely:
            if !rule.byMinute.isEmpty, !rule.byMinute.contains(minute) { return [] }
            return rule.bySecond.map { hour * 3600 + minute * 60 + $0 }
        default:
            if !rule.byMinute.isEmpty, !rule.byMinute.contains(minute) { return [] }
            if !rule.bySecond.isEmpty, !rule.bySecond.contains(secondOfMinute) { return [] }
            return [second]
        }
    }

    mutating func emit(times: [Int], dayBase: Int? = nil) {
        guard !days.isEmpty, !times.isEmpty else { return }
        let dayBase = dayBase ?? info.firstDay
        if rule.bySetPos.isEmpty {
            for index in days {
                let midnight = (dayBase + index) * 86_400
                for time in times where !accept(midnight + time) { return }
            }
            return
        }
        let total = days.count * times.count
        var picked: [Int] = []
        for position in rule.bySetPos {
            let flat = position > 0 ? position - 1 : total + position
            guard flat >= 0, flat < total else { continue }
            let wall = (dayBase + days[flat / times.count]) * 86_400 + times[flat % times.count]
            if !picked.contains(wall) { picked.append(wall) }
        }
        for wall in picked.sorted() where !accept(wall) { return }
    }

    /// Adds one candidate; false once the series has ended.
    mutating func accept(_ wall: Int) -> Bool {
        if let untilWall, wall > untilWall {
            finished = true
            return false
        }
        guard wall >= startWall else { return true }
        if let count = remaining {
            guard count > 0 else {
                finished = true
                return false
            }
            remaining = count - 1
        }
        buffer.append(wall)
        return true
    }

    mutating func advance(dayWasFiltered: Bool) {
        if remaining == 0 { finished = true }
        switch rule.frequency {
        case .yearly:
            year += rule.interval
        case .monthly:
            let index = year * 12 + month - 1 + rule.interval
            year = index / 12
            month = index % 12 + 1
        case .weekly:
            periodDay += -((weekday(ofDay: periodDay) - rule.weekStart + 7) % 7) + rule.interval * 7
            syncCalendarFields()
        case .daily:
            periodDay += rule.interval
            syncCalendarFields()
        case .hourly, .minutely, .secondly:
            let step = rule.interval * rule.frequency.seconds
            if dayWasFiltered {
                // Nothing on this day can match: jump to its last period.
                let endOfDay = (floorDivide(periodWall, 86_400) + 1) * 86_400 - 1
                periodWall += (endOfDay - periodWall) / step * step
            }
            periodWall += step
            syncCalendarFields()
        }
    }

    /// Derives year and month from the day or wall-second position after it moved.
    mutating func syncCalendarFields() {
        switch rule.frequency {
        case .yearly, .monthly:
            return
        case .weekly, .daily:
            let date = LocalDate(daysSinceEpoch: periodDay)
            year = date.year
            month = date.month
        case .hourly, .minutely, .secondly:
            let date = LocalDate(daysSinceEpoch: floorDivide(periodWall, 86_400))
            year = date.year
            month = date.month
        }
    }

    /// Whether stepping from `wall` ever lands on a time of day the BY parts allow. The times
    /// repeat after lcm(step, one day), so one such cycle settles it.
    static func canReachTimes(_ rule: PreparedRule, from wall: Int) -> Bool {
        let step = rule.interval * rule.frequency.seconds
        var a = step
        var b = 86_400
        while b != 0 { (a, b) = (b, a % b) }
        let periods = 86_400 / a
        for index in 0..<periods {
            let second = floorModulo(wall + index * step, 86_400)
            let hour = second / 3600
            let minute = second % 3600 / 60
            if !rule.byHour.isEmpty, rule.frequency >= .hourly, !rule.byHour.contains(hour) { continue }
            if !rule.byMinute.isEmpty, rule.frequency >= .minutely, !rule.byMinute.contains(minute) { continue }
            if !rule.bySecond.isEmpty, rule.frequency >= .secondly, !rule.bySecond.contains(second % 60) { continue }
            return true
        }
        return false
    }

    func weekday(ofDay day: Int) -> Int {
        LocalDate.weekdayIndex(ofDay: day)
    }

    /// A YEARLY `BYWEEKNO` period: the days of the numbered weeks of week-numbering year
    /// `year`, each tested against the rule's other parts on its own calendar date.
    mutating func fillWeekYear() {
        let first = Self.firstDayOfWeekYear(year, weekStart: rule.weekStart)
        let weeks = (Self.firstDayOfWeekYear(year + 1, weekStart: rule.weekStart) - first) / 7
        // A set: week 1 and week -52 of a 52-week year are one week.
        var candidates: Set<Int> = []
        for requested in rule.byWeekNo {
            let number = requested < 0 ? requested + weeks + 1 : requested
            guard number >= 1, number <= weeks else { continue }
            for offset in 0..<7 {
                let day = first + (number - 1) * 7 + offset
                if passesOnItsDate(day) { candidates.insert(day) }
            }
        }
        days = candidates.sorted().map { $0 - first }
        emit(times: rule.timeOfDay, dayBase: first)
        advance(dayWasFiltered: days.isEmpty)
    }

    /// Whether the day (days since the epoch) passes the rule's parts other than the week.
    func passesOnItsDate(_ day: Int) -> Bool {
        let date = LocalDate(daysSinceEpoch: day)
        if rule.byMonth != 0, rule.byMonth & (1 << UInt16(date.month)) == 0 { return false }
        if rule.byWeekdayMask != 0, rule.byWeekdayMask & (1 << UInt8(weekday(ofDay: day))) == 0 { return false }
        if rule.hasMonthDays {
            let fromEnd = date.day - LocalDate.daysInMonth(year: date.year, month: date.month) - 1
            if rule.byMonthDay & (1 << UInt64(date.day)) == 0, rule.byNegativeMonthDay & (1 << UInt64(-fromEnd)) == 0 {
                return false
            }
        }
        if !rule.byYearDay.isEmpty {
            let index = day - LocalDate.daysSinceEpoch(year: date.year, month: 1, day: 1)
            let length = LocalDate.isLeapYear(date.year) ? 366 : 365
            if !rule.byYearDay.contains(index + 1), !rule.byYearDay.contains(index - length) { return false }
        }
        return true
    }

    /// The first day (since the epoch) of week 1 of `year`: weeks start on `weekStart`, and week 1
    /// is the first with at least four days in the year (RFC 5545 §3.3.10, ISO 8601).
    static func firstDayOfWeekYear(_ year: Int, weekStart: Int) -> Int {
        let january1 = LocalDate.daysSinceEpoch(year: year, month: 1, day: 1)
        let toWeekStart = (weekStart - LocalDate.weekdayIndex(ofDay: january1) + 7) % 7
        return january1 + (toWeekStart >= 4 ? toWeekStart - 7 : toWeekStart)
    }

    /// The week-numbering year `day` is in.
    static func weekYear(ofDay day: Int, rule: PreparedRule) -> Int {
        let year = LocalDate(daysSinceEpoch: day).year
        if day >= firstDayOfWeekYear(year + 1, weekStart: rule.weekStart) { return year + 1 }
        if day < firstDayOfWeekYear(year, weekStart: rule.weekStart) { return year - 1 }
        return year
    }
}

extension Frequency {
    /// The length of a sub-daily period in seconds.
    var seconds: Int {
        switch self {
        case .hourly: return 3600
        case .minutely: return 60
        case .secondly: return 1
        default: return 86_400
        }
    }
}
