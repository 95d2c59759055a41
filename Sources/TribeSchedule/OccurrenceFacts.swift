import TribeData

/// What an occurrence says besides its times: its subject, people, place and category.
///
/// Every occurrence of a series that no override changed says the same facts, and so do the
/// occurrences its overrides changed alike; a build keeps each such set once, in its
/// `OccurrenceFactsTable`, and an occurrence names them there by number.
///
/// Equal when the very bytes they show are equal. Swift's strings are equal when they read
/// alike ("Café" with its accent as one character or as two), but two overrides of one series
/// that differ only so must each show its own bytes.
public struct OccurrenceFacts: Sendable, Hashable {
    public let eventID: Int
    public let isAllDay: Bool
    /// The IANA zone the occurrence's wall times are in.
    public let timeZone: String
    public let subject: String
    public let category: EventCategory
    public let ownerID: Int
    public let inviteeIDs: [Int]
    public let acceptedIDs: [Int]
    public let location: String?
    public let description: String?
    /// Whether an override changed the occurrences that say these facts.
    public let isOverride: Bool
    /// Whether they belong to a repeating series.
    public let isRecurring: Bool
    /// Who the occurrences name: their owner, invitees and those who accepted.
    public var attendance: Attendance {
        Attendance(ownerID: ownerID, inviteeIDs: inviteeIDs, acceptedIDs: acceptedIDs)
    }

    /// The facts of `event`'s occurrences in `timeZone`, as `override` changes them.
    init(event: Event, timeZone: String, override: EventOverride?) {
        eventID = event.id
        isAllDay = event.isAllDay
        self.timeZone = timeZone
        subject = override?.subject ?? event.subject
        category = event.category
        ownerID = event.ownerID
        inviteeIDs = override?.inviteeIDs ?? event.inviteeIDs
        acceptedIDs = override?.acceptedIDs ?? event.acceptedIDs
        location = override?.location ?? event.location
        description = override?.description ?? event.description
        isOverride = override != nil
        isRecurring = event.repeats
    }

    /// The same bytes in every field.
    public static func == (first: OccurrenceFacts, second: OccurrenceFacts) -> Bool {
        (first.eventID, first.isAllDay, first.ownerID, first.category, first.isOverride, first.isRecurring)
            == (second.eventID, second.isAllDay, second.ownerID, second.category, second.isOverride, second.isRecurring)
            && (first.inviteeIDs, first.acceptedIDs) == (second.inviteeIDs, second.acceptedIDs)
            && same(first.timeZone, second.timeZone) && same(first.subject, second.subject)
            && same(first.location, second.location) && same(first.description, second.description)
    }

    /// Everything `==` compares: a series may have thousands of overrides that share a subject
    /// and differ only in their place or people, and filed under one hash each would be
    /// compared with all the others made before it.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(eventID)
        hasher.combine(isAllDay)
        hasher.combine(ownerID)
        hasher.combine(category)
        hasher.combine(isOverride)
        hasher.combine(isRecurring)
        hasher.combine(inviteeIDs)
        hasher.combine(acceptedIDs)
        Self.combineBytes(of: timeZone, into: &hasher)
        Self.combineBytes(of: subject, into: &hasher)
        Self.combineBytes(of: location, into: &hasher)
        Self.combineBytes(of: description, into: &hasher)
    }
}

private extension OccurrenceFacts {
    /// A text's bytes, as `same` compares them, and where they end; nil apart from "".
    static func combineBytes(of text: String?, into hasher: inout Hasher) {
        guard let text else { return hasher.combine(false) }
        hasher.combine(true)
        for byte in text.utf8 { hasher.combine(byte) }
        hasher.combine(text.utf8.count)
    }

    static func same(_ first: String?, _ second: String?) -> Bool {
        switch (first, second) {
        case (nil, nil): return true
        case (let first?, let second?): return first.utf8.elementsEqual(second.utf8)
        default: return false
        }
    }
}
