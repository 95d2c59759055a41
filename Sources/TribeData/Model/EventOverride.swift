import TribeRecurrence

/// A change to one occurrence of a series, found by the occurrence's original start.
///
/// Every field left nil keeps the series' value; `cancelled` removes the occurrence.
public struct EventOverride: Sendable, Hashable {
    public var originalStart: LocalDateTime
    public var cancelled: Bool
    public var start: LocalDateTime?
    public var duration: EventDuration?
    public var subject: String?
    public var inviteeIDs: [Int]?
    public var acceptedIDs: [Int]?
    public var location: String?
    public var description: String?
    public var source: SourceReference

    public init(
        originalStart: LocalDateTime, cancelled: Bool = false, start: LocalDateTime? = nil,
        duration: EventDuration? = nil,
        subject: String? = nil, inviteeIDs: [Int]? = nil, acceptedIDs: [Int]? = nil, location: String? = nil,
        description: String? = nil, source: SourceReference
    ) {
        self.originalStart = originalStart
        self.cancelled = cancelled
        self.start = start
        self.duration = duration
        self.subject = subject
        self.inviteeIDs = inviteeIDs
        self.acceptedIDs = acceptedIDs
        self.location = location
        self.description = description
        self.source = source
    }
}
