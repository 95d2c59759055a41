import TribeRecurrence
import Foundation

/// The moment a build treats as "now", and where it came from.
///
/// Everything that depends on today (what is upcoming, the planner's first month) reads this
/// value and nothing else, so `--now` or `SOURCE_DATE_EPOCH` make a build reproducible.
public struct BuildInstant: Sendable, Hashable {
    /// Where the instant came from, for the summary.
    public enum Origin: String, Sendable, Hashable {
        case option = "--now"
        case sourceDateEpoch = "SOURCE_DATE_EPOCH"
        case systemClock = "system clock"
    }

    /// Seconds since 1970-01-01T00:00:00Z.
    public var secondsSinceEpoch: Int
    public var origin: Origin

    public init(secondsSinceEpoch: Int, origin: Origin) {
        self.secondsSinceEpoch = secondsSinceEpoch
        self.origin = origin
    }

    /// The wall-clock time this instant shows in `timeZone`.
    public func wallClock(in timeZone: TimeZone) -> LocalDateTimeParts {
        let offset = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(secondsSinceEpoch)))
        let local = secondsSinceEpoch + offset
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        return LocalDateTimeParts(daysSinceEpoch: days, secondOfDay: local - days * 86_400)
    }
}

/// A wall-clock time as plain numbers, free of the data module's types.
public struct LocalDateTimeParts: Sendable, Hashable {
    public var daysSinceEpoch: Int
    public var secondOfDay: Int
}
