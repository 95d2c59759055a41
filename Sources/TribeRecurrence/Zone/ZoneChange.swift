/// A change of a zone's local time: its offset, its daylight-saving status or both.
public struct ZoneChange: Sendable, Equatable {
    /// The first instant of the new local time, in seconds since 1970.
    public let instant: Int
    /// Seconds east of UTC before and from `instant`.
    public let offsetBefore: Int
    public let offsetAfter: Int
    /// Whether the new local time is daylight-saving time: the larger of the two offsets a
    /// zone switches between, even where the database calls its winter time the daylight one
    /// (Ireland's, Morocco's), as every calendar program expects.
    public let isDaylight: Bool
}
