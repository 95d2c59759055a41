import TribeRecurrence

/// One occurrence of another calendar's event, placed on the family's days.
public struct OverlayEvent: Sendable, Hashable {
    public let summary: String
    public let location: String?
    /// The family's days it covers, cut to the days asked for.
    public let days: ClosedRange<LocalDate>
    /// When a timed event starts on the family's clock; nil for an all-day event.
    public let time: LocalDateTime?
    /// When a timed event ends on the family's clock; nil for an all-day event.
    public let endTime: LocalDateTime?
    /// Whether it began before the first day asked for.
    public let startsBefore: Bool
    /// Sort key within a day: all-day events first, then by start.
    public let order: Int

    public init(
        summary: String, location: String?, days: ClosedRange<LocalDate>, time: LocalDateTime?,
        endTime: LocalDateTime? = nil, startsBefore: Bool, order: Int
    ) {
        self.summary = summary
        self.location = location
        self.days = days
        self.time = time
        self.endTime = endTime
        self.startsBefore = startsBefore
        self.order = order
    }

    /// Whether it takes a whole day or more, rather than a time of day.
    public var isAllDay: Bool { time == nil }

    /// The order events are listed in: by day, all-day first, then by start; the rest of
    /// what they show breaks ties, so the order never depends on how the file was read.
    public static func precedes(_ lhs: OverlayEvent, _ rhs: OverlayEvent) -> Bool {
        (lhs.days.lowerBound, lhs.order, lhs.summary, lhs.days.upperBound, lhs.location ?? "", lhs.startsBefore ? 1 : 0)
            < (
                rhs.days.lowerBound, rhs.order, rhs.summary, rhs.days.upperBound, rhs.location ?? "",
                rhs.startsBefore ? 1 : 0
            )
    }
}

/// Why an iCalendar file cannot be shown: its line when one is at fault.
public struct OverlayProblem: Sendable, Hashable, Error {
    public let line: Int?
    public let message: String

    public init(line: Int?, message: String) {
        self.line = line
        self.message = message
    }
}
