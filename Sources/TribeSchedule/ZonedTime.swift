import TribeRecurrence

/// A moment as the wall clock of its zone shows it, with the instant and offset behind it.
public struct ZonedTime: Sendable, Hashable, Comparable {
    public let wall: LocalDateTime
    // Stored small, as the wall time's fields are: a zone's offset is under a day.
    private let offsetSeconds: Int32
    /// Seconds since 1970-01-01T00:00:00Z.
    public let instant: Int
    /// Seconds east of UTC.
    public var offset: Int { Int(offsetSeconds) }

    /// A moment from its parts; `wall` is the wall clock of `instant` at `offset`, as the
    /// other initialisers make it.
    public init(wall: LocalDateTime, instant: Int, offset: Int) {
        self.wall = wall
        self.instant = instant
        offsetSeconds = Int32(offset)
    }

    /// The moment `instant` as `clock`'s zone shows it.
    public init(instant: Int, clock: ZoneClock) {
        self.init(instant: instant, offset: clock.offset(atInstant: instant))
    }

    /// The moment `instant` as a zone `offset` seconds east of UTC shows it.
    public init(instant: Int, offset: Int) {
        self.init(wall: LocalDateTime(wallSeconds: instant + offset), instant: instant, offset: offset)
    }

    /// ISO 8601 with the offset: `2026-09-05T10:00:00+01:00`.
    public var iso8601: String {
        wall.description + Self.offsetText(offset)
    }

    /// `+01:00`, `-05:00`, `+05:45`.
    public static func offsetText(_ offset: Int) -> String {
        let sign = offset < 0 ? "-" : "+"
        let minutes = abs(offset) / 60
        let hours = minutes / 60
        let rest = minutes % 60
        return sign + (hours < 10 ? "0" : "") + String(hours) + ":" + (rest < 10 ? "0" : "") + String(rest)
    }

    public static func < (lhs: ZonedTime, rhs: ZonedTime) -> Bool {
        lhs.instant < rhs.instant
    }
}
