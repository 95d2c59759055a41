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
        var text = ""
        append(to: &text)
        return text
    }

    /// Appends `description` to `text`, piece by piece.
    func append(to text: inout String) {
        switch self {
        case .date(let date): Self.append(date, to: &text)
        case .local(let dateTime): Self.append(dateTime, to: &text)
        case .utc(let dateTime):
            Self.append(dateTime, to: &text)
            text += "Z"
        }
    }

    static func append(_ date: LocalDate, to text: inout String) {
        text += date.year.zeroPadded(4)
        text += date.month.zeroPadded(2)
        text += date.day.zeroPadded(2)
    }

    static func append(_ dateTime: LocalDateTime, to text: inout String) {
        append(dateTime.date, to: &text)
        text += "T"
        text += dateTime.hour.zeroPadded(2)
        text += dateTime.minute.zeroPadded(2)
        text += dateTime.second.zeroPadded(2)
    }
}
