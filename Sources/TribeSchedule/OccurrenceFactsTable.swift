import Synchronization
import TribeData

/// A build's occurrence facts, which its occurrences name by number.
///
/// Owned by the build's `Schedule` and gone with it: an occurrence holds only a number into
/// this table, never a reference, so it stays a plain value that both cores sort and copy
/// hundreds of thousands of times without counting, and nothing of a build outlives it. A
/// preview server's rebuilds each make their own table and free it when the build ends.
///
/// Each table is stamped with a build number that its occurrences carry; reading an occurrence
/// against another build's table stops the program rather than showing another event's facts.
public struct OccurrenceFactsTable: Sendable {
    /// Tells this table's occurrences from those of the builds around it in the process.
    @usableFromInline let build: UInt16
    /// The facts, by number; those of one series are together, its unchanged facts first.
    @usableFromInline let all: [OccurrenceFacts]
    /// The members each facts' occurrences are for, as `Involvement` decides them when every
    /// invitee counts and when only those who accepted do, one list after another: worked out
    /// once per series and override rather than each time a page asks of an occurrence, and
    /// kept as plain numbers, which both cores read without counting a reference.
    private let members: [Int]
    /// Where each facts' lists are in `members`: those of facts `n` counting invitees from
    /// `memberBounds[2n]` to `memberBounds[2n + 1]`, counting those who accepted from there
    /// to `memberBounds[2n + 2]`.
    private let memberBounds: [Int]
    /// The same lists as arrays of their own, for `memberIDs(of:)` to hand out without making
    /// one for each occurrence a page lays out.
    private let memberLists: [[Int]]

    init(build: UInt16, all: [OccurrenceFacts]) {
        precondition(all.count <= Int(UInt32.max), "a build names its facts with 32 bits")
        self.build = build
        self.all = all
        var members: [Int] = []
        var bounds = [0]
        var lists: [[Int]] = []
        bounds.reserveCapacity(2 * all.count + 1)
        lists.reserveCapacity(2 * all.count)
        for facts in all {
            for selection in [MemberFeedSelection.invited, .accepted] {
                let list = Involvement(invitees: selection).memberIDs(of: facts.attendance)
                members += list
                bounds.append(members.count)
                lists.append(list)
            }
        }
        self.members = members
        memberBounds = bounds
        memberLists = lists
    }

    /// What `occurrence`, one of this build's, says besides its times.
    ///
    /// Lent in place rather than copied: `facts[occurrence].subject` copies the subject alone.
    /// Both cores read the same few thousand facts for each of a build's hundreds of thousands
    /// of occurrences, and a copy of all of them would count a reference on each of their
    /// strings and lists, from both cores at once. Binding the facts to a name copies them;
    /// pass them to a function instead, which borrows them.
    @inlinable
    public subscript(occurrence: Occurrence) -> OccurrenceFacts {
        _read {
            precondition(occurrence.build == build, "an occurrence was read against another build's facts")
            yield all.span[Int(occurrence.factsNumber)]
        }
    }

    /// The members `occurrence` is for (see `Involvement`), counting invitees or only those
    /// who accepted.
    func members(of occurrence: Occurrence, countingInvitees: Bool) -> [Int] {
        precondition(occurrence.build == build, "an occurrence was read against another build's facts")
        return memberLists[2 * Int(occurrence.factsNumber) + (countingInvitees ? 0 : 1)]
    }

    /// Calls `body` with the members `occurrence` is for (see `Involvement`), read in place:
    /// no list copied and no reference counted, for the loops that ask this of every
    /// occurrence of a build. The span lives no longer than `body`.
    func withMembers<Result>(
        of occurrence: Occurrence, countingInvitees: Bool, _ body: (Span<Int>) throws -> Result
    ) rethrows -> Result {
        precondition(occurrence.build == build, "an occurrence was read against another build's facts")
        let first = 2 * Int(occurrence.factsNumber) + (countingInvitees ? 0 : 1)
        return try body(members.span.extracting(memberBounds[first]..<memberBounds[first + 1]))
    }
}

extension OccurrenceFactsTable {
    /// How many tables the process has made, wrapping: the next one's build number.
    private static let made = Atomic<UInt16>(0)

    /// A build number unlike those of the 65,535 tables made before it.
    static func nextBuild() -> UInt16 {
        made.wrappingAdd(1, ordering: .relaxed).newValue
    }
}
