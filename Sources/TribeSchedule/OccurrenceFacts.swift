import Synchronization
import TribeData

/// What an occurrence says besides its times, shared by the occurrences of a series alike.
///
/// Made by the series they belong to (see `Series`), which keeps one for each different thing
/// its occurrences say; every occurrence holds its own counted reference, so facts live exactly
/// as long as the schedule or any occurrence that uses them, and a build's facts are freed with
/// the last of its occurrences.
@usableFromInline
final class OccurrenceFacts: Sendable, Hashable {
    @usableFromInline let eventID: Int
    @usableFromInline let isAllDay: Bool
    @usableFromInline let timeZone: String
    @usableFromInline let subject: String
    @usableFromInline let category: EventCategory
    @usableFromInline let ownerID: Int
    @usableFromInline let inviteeIDs: [Int]
    @usableFromInline let acceptedIDs: [Int]
    @usableFromInline let location: String?
    @usableFromInline let description: String?
    @usableFromInline let isOverride: Bool
    @usableFromInline let isRecurring: Bool
    /// A number no other facts made by this process share, for tables keyed by facts: unlike an
    /// address, it is never given to other facts after these are freed.
    let number: Int
    /// The members the occurrences are for, as `Involvement` decides them when every invitee
    /// counts and when only those who accepted do: made once per series rather than once per
    /// occurrence each time a page asks.
    let membersCountingInvitees: [Int]
    let membersCountingAccepted: [Int]
    /// The same two lists, in memory these facts own and free, so that `withMembers` reads them
    /// without counting a reference on an array: both cores read the same few thousand lists
    /// for each of a build's hundreds of thousands of occurrences.
    private let membersInPlace: MemberLists

    /// The next `number`.
    private static let numbers = Atomic<Int>(0)

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
        number = Self.numbers.wrappingAdd(1, ordering: .relaxed).oldValue
        let attendance = Attendance(ownerID: ownerID, inviteeIDs: inviteeIDs, acceptedIDs: acceptedIDs)
        membersCountingInvitees = Involvement(invitees: .invited).memberIDs(of: attendance)
        membersCountingAccepted = Involvement(invitees: .accepted).memberIDs(of: attendance)
        membersInPlace = MemberLists(membersCountingInvitees, membersCountingAccepted)
    }

    /// Calls `body` with the members the occurrences are for, counting invitees or only those
    /// who accepted, read in place. The span is valid only inside `body`, while the caller holds
    /// these facts.
    func withMembers<Result>(countingInvitees: Bool, _ body: (Span<Int>) throws -> Result) rethrows -> Result {
        try membersInPlace.with(countingInvitees ? 0 : 1, body)
    }

    /// Facts of the same series that say the same things: kept once by the series, so identity
    /// stands for equality, byte for byte (see `Content`).
    @usableFromInline static func == (first: OccurrenceFacts, second: OccurrenceFacts) -> Bool {
        first === second
    }

    @usableFromInline func hash(into hasher: inout Hasher) {
        hasher.combine(number)
    }
}

extension OccurrenceFacts {
    /// Facts compared by the very bytes they show, for a series to keep one of each.
    ///
    /// Swift's strings are equal when they read alike: "Café" with its accent as one character
    /// or as two. Two overrides of one series that differ only so must still show each its own
    /// bytes, and the first made would otherwise stand for both, whichever core made it first.
    struct Content: Hashable {
        let facts: OccurrenceFacts
        /// Everything `==` compares, hashed once when the content is made.
        let hash: Int

        init(facts: OccurrenceFacts) {
            self.facts = facts
            var hasher = Hasher()
            Self.combine(facts, into: &hasher)
            hash = hasher.finalize()
        }

        static func == (first: Content, second: Content) -> Bool {
            let (a, b) = (first.facts, second.facts)
            return a === b
                || (a.eventID, a.isAllDay, a.ownerID, a.category, a.isOverride, a.isRecurring)
                    == (b.eventID, b.isAllDay, b.ownerID, b.category, b.isOverride, b.isRecurring)
                    && (a.inviteeIDs, a.acceptedIDs) == (b.inviteeIDs, b.acceptedIDs)
                    && same(a.timeZone, b.timeZone) && same(a.subject, b.subject)
                    && same(a.location, b.location) && same(a.description, b.description)
        }

        /// The hash made with the content.
        func hash(into hasher: inout Hasher) {
            hasher.combine(hash)
        }

        /// Everything `==` compares: a series may have thousands of overrides that share a
        /// subject and differ only in their place or people, and filed under one hash each was
        /// compared with all the others before it.
        static func combine(_ facts: OccurrenceFacts, into hasher: inout Hasher) {
            hasher.combine(facts.eventID)
            hasher.combine(facts.isAllDay)
            hasher.combine(facts.ownerID)
            hasher.combine(facts.category)
            hasher.combine(facts.isOverride)
            hasher.combine(facts.isRecurring)
            hasher.combine(facts.inviteeIDs)
            hasher.combine(facts.acceptedIDs)
            Self.combineBytes(of: facts.timeZone, into: &hasher)
            Self.combineBytes(of: facts.subject, into: &hasher)
            Self.combineBytes(of: facts.location, into: &hasher)
            Self.combineBytes(of: facts.description, into: &hasher)
        }

        /// A text's bytes, as `same` compares them, and where they end; nil apart from "".
        static func combineBytes(of text: String?, into hasher: inout Hasher) {
            guard var text else { return hasher.combine(false) }
            hasher.combine(true)
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
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
}
