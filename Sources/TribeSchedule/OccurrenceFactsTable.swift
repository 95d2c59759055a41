import Synchronization

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

    init(build: UInt16, all: [OccurrenceFacts]) {
        precondition(all.count <= Int(UInt32.max), "a build names its facts with 32 bits")
        self.build = build
        self.all = all
    }

    /// What `occurrence`, one of this build's, says besides its times.
    @inlinable
    public subscript(occurrence: Occurrence) -> OccurrenceFacts {
        precondition(occurrence.build == build, "an occurrence was read against another build's facts")
        return all[Int(occurrence.factsNumber)]
    }

    /// Calls `body` with the members `occurrence` is for (see `Involvement`), read in place:
    /// no list copied and no reference counted, for the loops that ask this of every
    /// occurrence of a build. The span lives no longer than `body`.
    func withMembers<Result>(
        of occurrence: Occurrence, countingInvitees: Bool, _ body: (Span<Int>) throws -> Result
    ) rethrows -> Result {
        precondition(occurrence.build == build, "an occurrence was read against another build's facts")
        return try all.span[Int(occurrence.factsNumber)].withMembers(countingInvitees: countingInvitees, body)
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
