/// A rule turned into the sets and defaults its expansion tests against, once per series.
///
/// RFC 5545 §3.3.10: "Information, not contained in the rule, necessary to determine the
/// various recurrence instance start time and dates are derived from the Start Time". So a
/// rule with no day-level BY part repeats on the start's day of the month (MONTHLY), month and
/// day (YEARLY) or weekday (WEEKLY); a YEARLY rule with weeks (`BYWEEKNO`) but no day takes the
/// start's weekday, and one with days of the month but no month takes the start's month; parts
/// finer than the frequency take the start's hour, minute and second. A start that is a date
/// has no time of day, so it ignores `BYHOUR`, `BYMINUTE` and `BYSECOND`.
struct PreparedRule: Sendable {
    let frequency: Frequency
    let interval: Int
    let count: Int?
    let byMonth: UInt16
    let byWeekNo: [Int]
    let byYearDay: [Int]
    let byMonthDay: UInt64
    let byNegativeMonthDay: UInt64
    let byWeekdayMask: UInt8
    /// Numbered weekdays (`-1FR`): weekday index and ordinal.
    let byNumberedWeekday: [(weekday: Int, ordinal: Int)]
    /// The times of a rule shorter than a day, with the start's minute and second where it
    /// names none; a longer rule's are in `timeOfDay`, and these are its own, unread.
    let byHour: [Int]
    let byMinute: [Int]
    let bySecond: [Int]
    let bySetPos: [Int]
    let weekStart: Int
    /// Seconds of the day each occurrence takes, for frequencies of a day or longer.
    let timeOfDay: [Int]
    /// Whether a YEARLY period is a week-numbering year (`BYWEEKNO`): from the first day of its
    /// week 1 to the day before the next year's, so `INTERVAL` counts such years from the one
    /// the start is in (2 January 2010 lies in week 53 of 2009).
    let inWeekYears: Bool
    /// The days from one occurrence to the next when every period holds exactly one, at one
    /// time of day: DAILY with no BY part but the start's time, WEEKLY whose only weekday is
    /// the start's. Nil for any other rule.
    ///
    /// Most of a family's series are such rules, and stepping by days skips what a period's
    /// expansion costs (its year's tables, each candidate day's tests, a list of times).
    let dayStep: Int?

    var hasMonthDays: Bool { byMonthDay != 0 || byNegativeMonthDay != 0 }

    init(_ rule: RecurrenceRule, start: LocalDateTime, isDate: Bool = false) {
        frequency = rule.frequency
        interval = rule.interval
        count = rule.count
        weekStart = rule.weekStart.rawValue
        // The start's defaults go straight into the masks and times, rather than into
        // one-element lists made again for every expansion.
        let startWeekday = LocalDate.weekdayIndex(ofDay: start.date.daysSinceEpoch)
        var months = rule.byMonth.reduce(UInt16(0)) { $0 | (1 << UInt16($1)) }
        var monthDays: UInt64 = 0
        var negativeMonthDays: UInt64 = 0
        for day in rule.byMonthDay {
            if day > 0 { monthDays |= 1 << UInt64(day) } else if day < 0 { negativeMonthDays |= 1 << UInt64(-day) }
        }
        var plain: UInt8 = 0
        var numbered: [(weekday: Int, ordinal: Int)] = []
        for entry in rule.byDay {
            // Ordinals mean something only for MONTHLY and YEARLY (the parser refuses others).
            if let ordinal = entry.ordinal, rule.frequency <= .monthly {
                numbered.append((entry.weekday.rawValue, ordinal))
            } else {
                plain |= 1 << UInt8(entry.weekday.rawValue)
            }
        }
        if rule.byWeekNo.isEmpty, rule.byYearDay.isEmpty, rule.byMonthDay.isEmpty, rule.byDay.isEmpty {
            switch rule.frequency {
            case .yearly:
                if rule.byMonth.isEmpty { months = 1 << UInt16(start.date.month) }
                monthDays = 1 << UInt64(start.date.day)
            case .monthly:
                monthDays = 1 << UInt64(start.date.day)
            case .weekly:
                plain = 1 << UInt8(startWeekday)
            default:
                break
            }
        } else if rule.frequency == .yearly, !rule.byWeekNo.isEmpty, rule.byYearDay.isEmpty, rule.byMonthDay.isEmpty,
            rule.byDay.isEmpty
        {
            // Weeks, perhaps months, but no day in them: the start's weekday.
            plain = 1 << UInt8(startWeekday)
        } else if rule.frequency == .yearly, !rule.byMonthDay.isEmpty, rule.byMonth.isEmpty, rule.byWeekNo.isEmpty,
            rule.byYearDay.isEmpty
        {
            // Days of the month but no month: the start's (29 February 2024, 2028, 2032). A
            // BYDAY beside them only limits those days, so it changes nothing here.
            months = 1 << UInt16(start.date.month)
        }
        byMonth = months
        byWeekNo = rule.byWeekNo
        byYearDay = rule.byYearDay
        byMonthDay = monthDays
        byNegativeMonthDay = negativeMonthDays
        byWeekdayMask = plain
        byNumberedWeekday = numbered
        bySetPos = rule.bySetPos
        inWeekYears = rule.frequency == .yearly && !rule.byWeekNo.isEmpty
        if isDate, rule.frequency < .hourly {
            byHour = []
            byMinute = []
            bySecond = []
            timeOfDay = [0]
        } else if rule.frequency < .hourly {
            byHour = rule.byHour
            byMinute = rule.byMinute
            bySecond = rule.bySecond
            if rule.byHour.isEmpty, rule.byMinute.isEmpty, rule.bySecond.isEmpty {
                timeOfDay = [start.secondOfDay]
            } else {
                var times: [Int] = []
                for hour in rule.byHour.isEmpty ? [start.hour] : rule.byHour {
                    for minute in rule.byMinute.isEmpty ? [start.minute] : rule.byMinute {
                        for second in rule.bySecond.isEmpty ? [start.second] : rule.bySecond {
                            times.append(hour * 3600 + minute * 60 + second)
                        }
                    }
                }
                timeOfDay = times.sorted()
            }
        } else {
            byHour = rule.byHour
            byMinute = rule.byMinute.isEmpty && rule.frequency < .minutely ? [start.minute] : rule.byMinute
            bySecond = rule.bySecond.isEmpty && rule.frequency < .secondly ? [start.second] : rule.bySecond
            timeOfDay = []
        }
        let onePerPeriod: Bool
        switch frequency {
        case .daily: onePerPeriod = byWeekdayMask == 0
        case .weekly: onePerPeriod = byWeekdayMask == 1 << UInt8(startWeekday)
        default: onePerPeriod = false
        }
        let unfiltered =
            byMonth == 0 && byWeekNo.isEmpty && byYearDay.isEmpty && byMonthDay == 0 && byNegativeMonthDay == 0
            && byNumberedWeekday.isEmpty && bySetPos.isEmpty && timeOfDay.count == 1
        dayStep = onePerPeriod && unfiltered ? (frequency == .weekly ? 7 : 1) * interval : nil
    }
}
