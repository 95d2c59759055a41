import TribeData
import TribeRecurrence

/// One concrete happening of an event, with an override already applied.
public struct Occurrence: Sendable, Hashable {
    public let eventID: Int
    /// The start the series gave this occurrence before any override (RFC 5545's RECURRENCE-ID).
    public let originalStart: LocalDateTime
    public let start: ZonedTime
    /// Exclusive; for all-day occurrences the midnight after the last day.
    public let end: ZonedTime
    public let isAllDay: Bool
    /// The IANA zone the wall times are in.
    public let timeZone: String
    public let subject: String
    public let category: EventCategory
    public let ownerID: Int
    public let inviteeIDs: [Int]
    public let acceptedIDs: [Int]
    public let location: String?
    public let description: String?
    /// Whether an override changed this occurrence.
    public let isOverride: Bool
    /// Whether it belongs to a repeating series.
    public let isRecurring: Bool

    /// The days the occurrence touches: every day it overlaps, an all-day end being exclusive
    /// and an end exactly at midnight not reaching into the next day.
    public var days: ClosedRange<LocalDate> {
        let first = start.wall.date
        let lastMoment = end.instant > start.instant ? LocalDateTime(wallSeconds: end.wall.wallSeconds - 1) : start.wall
        return first...max(first, lastMoment.date)
    }

    /// Whether the occurrence overlaps the instants `[from, to)`; one lasting no time counts
    /// where it starts.
    public func overlaps(from: Int, to: Int) -> Bool {
        let start = start.instant, end = end.instant
        return start < to && (end > from || (end == start && start >= from))
    }

    /// What tells occurrences apart: their series and original start.
    struct Key: Hashable {
        let eventID: Int
        let originalStart: LocalDateTime
    }

    var key: Key { Key(eventID: eventID, originalStart: originalStart) }

    /// The order every list of occurrences is in: start, then event id, then original start.
    static func chronologically(_ first: Occurrence, _ second: Occurrence) -> Bool {
        (first.start.instant, first.eventID, first.originalStart) < (second.start.instant, second.eventID, second.originalStart)
    }
}
