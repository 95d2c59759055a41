import TribeRecurrence

/// How long an event lasts, read from Django's duration strings (`"01:30:00"`, `"1 02:00:00"`).
public struct EventDuration: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Whole seconds.
    public let seconds: Int
    /// The fraction of a second, in microseconds, as Django keeps it.
    public let microseconds: Int

    public init(seconds: Int, microseconds: Int = 0) {
        self.seconds = seconds
        self.microseconds = microseconds
    }

    public static func days(_ days: Int) -> EventDuration {
        EventDuration(seconds: days * 86_400)
    }

    /// Whether the duration is a whole number of days (and at least one), as all-day events need.
    public var isWholeDays: Bool { seconds > 0 && seconds % 86_400 == 0 && microseconds == 0 }

    /// Django's own form: `D HH:MM:SS` past a day, else `HH:MM:SS`.
    public var description: String {
        let days = seconds / 86_400
        let rest = seconds % 86_400
        var text = "\((rest / 3600).zeroPadded(2)):\((rest % 3600 / 60).zeroPadded(2)):\((rest % 60).zeroPadded(2))"
        if days > 0 { text = "\(days) " + text }
        if microseconds > 0 { text += ".\(microseconds.zeroPadded(6))" }
        return text
    }

    public static func < (lhs: EventDuration, rhs: EventDuration) -> Bool {
        (lhs.seconds, lhs.microseconds) < (rhs.seconds, rhs.microseconds)
    }
}
