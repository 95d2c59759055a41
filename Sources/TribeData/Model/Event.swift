import TribeRecurrence

/// A TribeHub event: one appointment or a repeating series, with our extensions.
public struct Event: Sendable, Hashable, Identifiable {
    public var id: Int
    /// The member who owns it (TribeHub's `user`).
    public var ownerID: Int
    /// Invited members (`to`).
    public var inviteeIDs: [Int]
    /// Members who said yes for the whole series (`accepted`); may name people no longer invited.
    public var acceptedIDs: [Int]
    /// Wall-clock start in `timeZone` (midnight for all-day events).
    public var start: LocalDateTime
    public var duration: EventDuration
    public var repeatCode: RepeatCode
    public var subject: String
    public var category: EventCategory

    // Our extensions, all optional in the input.

    /// The event's own IANA zone, when it differs from the tribe's.
    public var timeZone: String?
    public var isAllDay: Bool
    public var until: EventUntil?
    public var count: Int?
    /// An RFC 5545 rule that says more than `repeatCode` can; it decides the expansion.
    public var rrule: RecurrenceRule?
    /// Occurrences to leave out, by original start.
    public var exdates: [EventExdate]
    public var overrides: [EventOverride]
    public var location: String?
    /// Markdown.
    public var description: String?
    public var source: SourceReference

    public init(
        id: Int, ownerID: Int, inviteeIDs: [Int] = [], acceptedIDs: [Int] = [], start: LocalDateTime,
        duration: EventDuration,
        repeatCode: RepeatCode, subject: String, category: EventCategory, timeZone: String? = nil,
        isAllDay: Bool = false,
        until: EventUntil? = nil, count: Int? = nil, rrule: RecurrenceRule? = nil, exdates: [EventExdate] = [],
        overrides: [EventOverride] = [], location: String? = nil, description: String? = nil, source: SourceReference
    ) {
        self.id = id
        self.ownerID = ownerID
        self.inviteeIDs = inviteeIDs
        self.acceptedIDs = acceptedIDs
        self.start = start
        self.duration = duration
        self.repeatCode = repeatCode
        self.subject = subject
        self.category = category
        self.timeZone = timeZone
        self.isAllDay = isAllDay
        self.until = until
        self.count = count
        self.rrule = rrule
        self.exdates = exdates
        self.overrides = overrides
        self.location = location
        self.description = description
        self.source = source
    }

    /// Whether the event repeats at all.
    public var repeats: Bool { Self.repeats(repeatCode, rrule) }

    /// Whether an event with `code` and `rule` repeats at all.
    static func repeats(_ code: RepeatCode, _ rule: RecurrenceRule?) -> Bool { code != .none || rule != nil }

    /// The wall-clock end of the first occurrence.
    public var end: LocalDateTime { start.adding(seconds: duration.seconds) }
}

extension [Event] {
    /// How many of the events repeat, each read where it stands: asking `repeats` of an
    /// element would copy the whole event.
    public var repeatingCount: Int {
        var count = 0
        for index in indices where Event.repeats(self[index].repeatCode, self[index].rrule) { count += 1 }
        return count
    }
}
