/// The `UNTIL` bound of a rule, in whichever form the rule gave it.
public enum RuleUntil: Sendable, Hashable, CustomStringConvertible {
    /// A date: occurrences on or before that day (inclusive).
    case date(LocalDate)
    /// A wall-clock date-time in the series' own zone.
    case local(LocalDateTime)
    /// A UTC date-time (`…Z`), as RFC 5545 requires when the start has a time zone.
    case utc(LocalDateTime)

    /// The latest wall-clock start (in seconds) the bound allows, in the series' zone.
    public func latestWall(in clock: ZoneClock) -> Int {
        switch self {
        case .date(let date): return (date.daysSinceEpoch + 1) * 86_400 - 1
        case .local(let dateTime): return dateTime.wallSeconds
        case .utc(let dateTime): return clock.wall(ofInstant: dateTime.wallSeconds)
        }
    }

    /// `20270720`, `20270720T090000` or `20270720T090000Z`.
    public var description: String {
        switch self {
        case .date(let date): return Self.compact(date)
        case .local(let dateTime): return Self.compact(dateTime)
        case .utc(let dateTime): return Self.compact(dateTime) + "Z"
        }
    }

    static func compact(_ date: LocalDate) -> String {
        date.year.zeroPadded(4) + date.month.zeroPadded(2) + date.day.zeroPadded(2)
    }

    static func compact(_ dateTime: LocalDateTime) -> String {
        compact(dateTime.date) + "T" + dateTime.hour.zeroPadded(2) + dateTime.minute.zeroPadded(2)
            + dateTime.second.zeroPadded(2)
    }
}
