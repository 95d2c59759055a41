import TribeRecurrence

/// A moment as the wall clock of its zone shows it, with the instant and offset behind it.
public struct ZonedTime: Sendable, Hashable, Comparable {
    public let wall: LocalDateTime
    // Stored small, as the wall time's fields are: a zone's offset is under a day. Declared
    // before the instant, it fills the four bytes the wall time leaves before the next
    // eight-byte field, so a zoned time is 32 bytes and not 40 (and an occurrence, holding two,
    // 96 and not 112): a large family's build holds a few hundred thousand occurrences, often
    // in two or three lists at once.
    private let offsetSeconds: Int32
    /// Seconds since 1970-01-01T00:00:00Z.
    public let instant: Int
    /// Seconds east of UTC.
    public var offset: Int { Int(offsetSeconds) }

    /// A moment from its parts; `wall` is the wall clock of `instant` at `offset`, as the
    /// other initialisers make it (an occurrence's days are worked out from the instant and
    /// the offset alone).
    public init(wall: LocalDateTime, instant: Int, offset: Int) {
        self.wall = wall
        self.instant = instant
        offsetSeconds = Int32(offset)
    }

    /// The moment `instant` as `clock`'s zone shows it.
    public init(instant: Int, clock: ZoneClock) {
        let offset = clock.offset(atInstant: instant)
        self.init(wall: LocalDateTime(wallSeconds: instant + offset), instant: instant, offset: offset)
    }

    /// The moment `instant` as `clock`'s zone shows it, its date taken from `earlier`'s when
    /// both fall on one day: an occurrence's end nearly always does, and working a date out
    /// of a day number was a fifth of making an occurrence.
    public init(instant: Int, clock: ZoneClock, sameDayAs earlier: ZonedTime) {
        let offset = clock.offset(atInstant: instant)
        let earlierMidnight = earlier.instant + earlier.offset - earlier.wall.secondOfDay
        let secondOfDay = instant + offset - earlierMidnight
        let wall =
            (0..<86_400).contains(secondOfDay)
            ? LocalDateTime(date: earlier.wall.date, secondOfDay: secondOfDay)
            : LocalDateTime(wallSeconds: instant + offset)
        self.init(wall: wall, instant: instant, offset: offset)
    }

    /// The moment a wall-clock time (in seconds) names in `clock`'s zone.
    public init(wall: Int, clock: ZoneClock) {
        let (instant, offset) = clock.resolve(wall: wall)
        // A wall time inside a gap shows, after the move, the time the clock actually read.
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
