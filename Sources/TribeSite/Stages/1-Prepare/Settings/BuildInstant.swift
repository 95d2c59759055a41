import Foundation
import TribeRecurrence

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
    public func wallClock(in timeZone: TimeZone) -> LocalDateTime {
        LocalDateTime(wallSeconds: ZoneClock(timeZone).wall(ofInstant: secondsSinceEpoch))
    }
}
