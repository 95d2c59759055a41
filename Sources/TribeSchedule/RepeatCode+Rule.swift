import TribeData
import TribeRecurrence

extension RepeatCode {
    /// The RFC 5545 rule that repeats like TribeHub's code, for a series starting on `start`.
    ///
    /// `MON` keeps the start's day of the month, or the month's last day when it is shorter
    /// (a start on the 31st gives 28/29 February, 31 March, 30 April), as the backend does.
    /// `YEA` keeps the month and day every year; the backend instead adds 365 days, which
    /// drifts a day early after every 29 February: that is a defect we do not copy. A yearly
    /// series that starts on 29 February falls on 28 February in common years.
    public func rule(startingOn start: LocalDate) -> RecurrenceRule? {
        switch self {
        case .none:
            return nil
        case .daily:
            return RecurrenceRule(frequency: .daily)
        case .weekly:
            return RecurrenceRule(frequency: .weekly)
        case .fortnightly:
            return RecurrenceRule(frequency: .weekly, interval: 2)
        case .monthly:
            guard start.day > 28 else { return RecurrenceRule(frequency: .monthly) }
            return RecurrenceRule(frequency: .monthly, byMonthDay: Array(28...start.day), bySetPos: [-1])
        case .yearly:
            guard start.month == 2, start.day == 29 else { return RecurrenceRule(frequency: .yearly) }
            return RecurrenceRule(frequency: .yearly, byMonthDay: [28, 29], byMonth: [2], bySetPos: [-1])
        }
    }
}
