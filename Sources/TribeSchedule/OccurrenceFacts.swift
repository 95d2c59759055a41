import Synchronization
import TribeData

/// What an occurrence says besides its times, shared by the occurrences of a series alike.
///
/// Each is made once per process for what it says and never freed (see `shared`), which is
/// what lets an occurrence hold one without counting references.
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
    /// The members the occurrences are for, as `Involvement` decides them when every invitee
    /// counts and when only those who accepted do: made once per series rather than once per
    /// occurrence each time a page asks.
    let membersCountingInvitees: [Int]
    let membersCountingAccepted: [Int]
    /// The same two lists, in memory these facts own and free, so that `withMembers` reads them
    /// without counting a reference on an array: both cores read the same few thousand lists
    /// for each of a build's hundreds of thousands of occurrences.
    private let membersInPlace: MemberLists

    /// The facts of `event`'s occurrences in `timeZone`, as `override` changes them: the same
    /// object every time they say the same things.
    ///
    /// Kept for the life of the process, so that occurrences need not count references to
    /// them. Kept by what they say rather than by build, so a preview that rebuilds the same
    /// family at every save holds one set of them, growing only by what an edit changed.
    static func shared(event: Event, timeZone: String, override: EventOverride?) -> OccurrenceFacts {
        let made = OccurrenceFacts(event: event, timeZone: timeZone, override: override)
        return made.kept
    }

    private init(event: Event, timeZone: String, override: EventOverride?) {
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
        let attendance = Attendance(ownerID: ownerID, inviteeIDs: inviteeIDs, acceptedIDs: acceptedIDs)
        membersCountingInvitees = Involvement(invitees: .invited).memberIDs(of: attendance)
        membersCountingAccepted = Involvement(invitees: .accepted).memberIDs(of: attendance)
        membersInPlace = MemberLists(membersCountingInvitees, membersCountingAccepted)
    }

    /// Calls `body` with the members the occurrences are for, counting invitees or only those
    /// who accepted, read in place. The span lives no longer than `body`, and these facts
    /// outlive every occurrence that asks (see `shared`).
    func withMembers<Result>(countingInvitees: Bool, _ body: (Span<Int>) throws -> Result) rethrows -> Result {
        try membersInPlace.with(countingInvitees ? 0 : 1, body)
    }

    /// The same facts: one object stands for each content (see `shared`), so identity is
    /// equality, byte for byte.
    @usableFromInline static func == (first: OccurrenceFacts, second: OccurrenceFacts) -> Bool {
        first === second
    }

    @usableFromInline func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

private extension OccurrenceFacts {
    /// Every facts object made, by what it says, in shelves by hash.
    ///
    /// Both cores make facts at once, for every series and every override, and under one
    /// lock they queued for it in the kernel (Swift's `Mutex` waits there on Linux): ~2 % of a
    /// listing's CPU. The hash is taken before a shelf is chosen, outside its lock.
    static let shelves = (0..<32).map { _ in Shelf() }

    final class Shelf: Sendable {
        let made = Mutex<Set<Content>>([])
    }

    /// The kept object that says what this one says: this one, if it is the first.
    var kept: OccurrenceFacts {
        let content = Content(facts: self)
        let shelf = Self.shelves[Int(UInt(bitPattern: content.hash) % UInt(Self.shelves.count))]
        return shelf.made.withLock { $0.insert(content).memberAfterInsert.facts }
    }
}

extension OccurrenceFacts {
    /// Facts compared by the very bytes they show.
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

        /// The hash made with the content, so a shelf's lock is not held while it is made.
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
