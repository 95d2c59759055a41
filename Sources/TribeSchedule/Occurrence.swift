import TribeConcurrency
import TribeData
import TribeRecurrence

/// One concrete happening of an event, with an override already applied.
///
/// What the occurrence says (subject, people, place) is shared with every other occurrence of
/// its series that no override changed, so an occurrence is small and cheap to copy: a build
/// holds a few hundred thousand of them and sorts and slices them many times.
public struct Occurrence: Sendable, Hashable {
    // Instants and offsets only, in 48 bytes: a wall clock is the instant moved by its offset,
    // worked out when a page asks for it. A build holds a few hundred thousand occurrences,
    // often in two or three lists at once, so every byte stored here is paid in cache misses by
    // each sort and slice of them; the wall clocks are therefore not stored beside the instants.

    /// The start the series gave this occurrence before any override (RFC 5545's
    /// RECURRENCE-ID), as wall-clock seconds since 1970-01-01T00:00:00.
    public let originalWall: Int
    /// The start, in seconds since 1970-01-01T00:00:00Z.
    public let startInstant: Int
    /// The end, exclusive; for all-day occurrences the midnight after the last day.
    public let endInstant: Int
    // Stored small: a zone's offset is under a day.
    @usableFromInline let startOffsetSeconds: Int32
    @usableFromInline let endOffsetSeconds: Int32
    /// Kept here as well as in the facts: the day lists, the planner and the search index ask
    /// it of every occurrence they order, where reading it from the facts, scattered in memory,
    /// would be a cache miss each time.
    public let isAllDay: Bool
    /// Read in place by the inlinable accessors below: through an opaque getter, another module
    /// would copy the whole occurrence for each question.
    ///
    /// Not counted: facts are made only by `OccurrenceFacts.shared(event:timeZone:override:)`
    /// and live as long as the process, so no occurrence can outlive its own. Both cores copy
    /// occurrences hundreds of thousands of times, and a counted reference would retain and
    /// release the shared facts at every copy, from both cores at once.
    @usableFromInline unowned(unsafe) let facts: OccurrenceFacts

    /// The start's offset from UTC, in seconds east.
    @inlinable
    public var startOffset: Int { Int(startOffsetSeconds) }
    /// The end's offset from UTC, in seconds east.
    @inlinable
    public var endOffset: Int { Int(endOffsetSeconds) }
    /// The start as its zone's wall clock shows it.
    @inlinable
    public var start: ZonedTime { ZonedTime(instant: startInstant, offset: startOffset) }
    /// The end as its zone's wall clock shows it.
    @inlinable
    public var end: ZonedTime { ZonedTime(instant: endInstant, offset: endOffset) }
    /// `originalWall` as a date and time.
    @inlinable
    public var originalStart: LocalDateTime { LocalDateTime(wallSeconds: originalWall) }
    /// Minutes from midnight to the start, on its wall clock: what a list's "08:15" needs,
    /// without the date a wall clock would work out first.
    @inlinable
    public var startMinuteOfDay: Int { floorModulo(startInstant + startOffset, 86_400) / 60 }
    /// Minutes from midnight to the end, on its wall clock.
    @inlinable
    public var endMinuteOfDay: Int { floorModulo(endInstant + endOffset, 86_400) / 60 }

    @inlinable
    public var eventID: Int { facts.eventID }
    /// The IANA zone the wall times are in.
    @inlinable
    public var timeZone: String { facts.timeZone }
    @inlinable
    public var subject: String { facts.subject }
    @inlinable
    public var category: EventCategory { facts.category }
    @inlinable
    public var ownerID: Int { facts.ownerID }
    @inlinable
    public var inviteeIDs: [Int] { facts.inviteeIDs }
    @inlinable
    public var acceptedIDs: [Int] { facts.acceptedIDs }
    /// Who the occurrence names: its owner, invitees and those who accepted.
    public var attendance: Attendance {
        Attendance(ownerID: facts.ownerID, inviteeIDs: facts.inviteeIDs, acceptedIDs: facts.acceptedIDs)
    }
    @inlinable
    public var location: String? { facts.location }
    @inlinable
    public var description: String? { facts.description }
    /// Whether an override changed this occurrence.
    @inlinable
    public var isOverride: Bool { facts.isOverride }
    /// Whether it belongs to a repeating series.
    @inlinable
    public var isRecurring: Bool { facts.isRecurring }

    /// An occurrence of `facts` from the instant `start` to `end`, their offsets as given.
    init(originalWall: Int, start: Int, startOffset: Int, end: Int, endOffset: Int, facts: OccurrenceFacts) {
        self.originalWall = originalWall
        startInstant = start
        endInstant = end
        startOffsetSeconds = Int32(startOffset)
        endOffsetSeconds = Int32(endOffset)
        isAllDay = facts.isAllDay
        self.facts = facts
    }

    /// The days the occurrence touches: every day it overlaps, an all-day end being exclusive
    /// and an end exactly at midnight not reaching into the next day.
    public var days: ClosedRange<LocalDate> {
        let numbers = dayNumbers
        let first = LocalDate(daysSinceEpoch: numbers.lowerBound)
        // Most occurrences end on the day they start.
        guard numbers.upperBound != numbers.lowerBound else { return first...first }
        return first...LocalDate(daysSinceEpoch: numbers.upperBound)
    }

    /// `days` as days since 1970-01-01, worked out from the instants and offsets alone.
    ///
    /// The day lists, the planner's sheets and the search index ask it of every occurrence
    /// they lay out, so it divides the instants moved by their offsets rather than going
    /// through each wall clock's year, month and day and back to a number.
    public var dayNumbers: ClosedRange<Int> {
        let first = floorDivide(startInstant + startOffset, 86_400)
        guard endInstant > startInstant else { return first...first }
        // The day of the last second before the end: the end's own day, or the day before an
        // end at midnight (whole seconds, as the wall clock counts them).
        return first...max(first, floorDivide(endInstant + endOffset - 1, 86_400))
    }

    /// Whether the occurrence overlaps the instants `[from, to)`; one lasting no time counts
    /// where it starts.
    public func overlaps(from: Int, to: Int) -> Bool {
        Self.overlaps(start: startInstant, end: endInstant, from: from, to: to)
    }

    /// Whether instants `[start, end)` overlap `[from, to)` as an occurrence's do.
    static func overlaps(start: Int, end: Int, from: Int, to: Int) -> Bool {
        start < to && (end > from || (end == start && start >= from))
    }

    /// Equal for occurrences that say the same things (subject, people, place, category),
    /// whatever their times: those of one series that no override changed, and those its
    /// overrides changed alike. Cheap to hash, for pages that show such occurrences alike to
    /// make what they show once.
    public var sameFacts: SameFacts { SameFacts(facts: ObjectIdentifier(facts)) }

    /// An occurrence's facts, compared as they are kept: by identity.
    public struct SameFacts: Hashable, Sendable {
        // Facts are equal by identity, and an identifier holds no count: pages make one for
        // every entry they look up.
        let facts: ObjectIdentifier

        /// A number that tells these facts from any others while they live (as long as the
        /// process), for tables that hash it themselves.
        public var number: Int { Int(bitPattern: facts) }
    }

    /// Occurrences with their order, for merging with other runs: the keys they are ordered
    /// by, in order, and where each key's occurrence lies.
    ///
    /// The occurrences stay where they were made and are moved once, by the merge, into their
    /// place in the result: gathering them into order here as well would copy every occurrence
    /// of a build one more time.
    struct Run: Sendable {
        /// As they were made.
        let occurrences: [Occurrence]
        let keys: [SortKey]
        /// For each of `keys`, the position of its occurrence in `occurrences`; 32 bits, as in
        /// the merge's entries.
        let positions: [Int32]

        /// The occurrences in order.
        var ordered: [Occurrence] {
            positions.map { occurrences[Int($0)] }
        }

        /// The occurrence of the key at `index`.
        subscript(index: Int) -> Occurrence {
            occurrences[Int(positions[index])]
        }
    }

    /// `occurrences` with the order every list of them is in (start, then event id, then
    /// original start) and their keys: a merge reads those rather than each occurrence's facts,
    /// scattered in memory, again.
    ///
    /// Sorted by small keys, because moving the occurrences themselves through a sort's passes
    /// costs more than the comparisons.
    static func chronological(_ occurrences: [Occurrence]) -> Run {
        let keyed = occurrences.indices.map { (key: occurrences[$0].sortKey, index: Int32($0)) }.sorted {
            $0.key < $1.key
        }
        return Run(occurrences: occurrences, keys: keyed.map(\.key), positions: keyed.map(\.index))
    }

    /// Chronological runs as one chronological list.
    ///
    /// A long list is cut into parts at sampled keys, every run at the same keys, and each core
    /// merges a part straight into its place in the result, so that no core waits while another
    /// merges the whole. A part is merged by sorting its runs' keys together, which the standard
    /// library's sort does run by run; a heap of the runs' next occurrences would compare the
    /// same keys several times more, out of order.
    static func merging(_ runs: [Run]) -> [Occurrence] {
        let runs = runs.filter { !$0.keys.isEmpty }
        guard runs.count > 1 else { return runs.first?.ordered ?? [] }
        let total = runs.reduce(0) { $0 + $1.keys.count }
        let bounds = partBounds(runs, total: total)
        // parts[p][r]: the positions of run r that part p merges.
        let parts: [[Range<Int>]] = (0...bounds.count).map { part -> [Range<Int>] in
            runs.map { run -> Range<Int> in
                let low = part == 0 ? 0 : run.keys.partitionPoint { !($0 < bounds[part - 1]) }
                let high = part == bounds.count ? run.keys.count : run.keys.partitionPoint { !($0 < bounds[part]) }
                return low..<high
            }
        }
        // Where each part's first occurrence goes in the result.
        var starts = [0]
        for part in parts {
            let length = part.reduce(0) { $0 + $1.count }
            starts.append(starts[starts.count - 1] + length)
        }
        let ranges = zip(starts, starts.dropFirst()).map { $0..<$1 }
        return [Occurrence](parts: ranges) { part, writer in
            merge(runs, parts[part]) { writer.append($0) }
        }
    }

    /// Start, event id, original start: what orders occurrences, and tells any two apart.
    struct SortKey: Comparable {
        let start: Int
        let eventID: Int
        let originalWall: Int

        static func < (lhs: SortKey, rhs: SortKey) -> Bool {
            (lhs.start, lhs.eventID, lhs.originalWall) < (rhs.start, rhs.eventID, rhs.originalWall)
        }
    }

    var sortKey: SortKey {
        SortKey(start: startInstant, eventID: eventID, originalWall: originalWall)
    }
}

private extension Occurrence {
    /// The keys a merge of `total` occurrences is cut at: none for a short list, otherwise one
    /// fewer than the parts, taken from an even sample of every run.
    static func partBounds(_ runs: [Run], total: Int) -> [SortKey] {
        let partCount =
            total < 20_000 ? 1 : min(PartSizes.mostMergeParts, max(8, total / PartSizes.mergedOccurrencesPerPart))
        guard partCount > 1 else { return [] }
        // Enough samples that every part's share is near its size.
        let perRun = max(32, 4 * partCount / max(1, runs.count))
        var samples: [SortKey] = []
        for run in runs {
            let step = max(1, run.keys.count / perRun)
            for index in stride(from: 0, to: run.keys.count, by: step) { samples.append(run.keys[index]) }
        }
        samples.sort()
        return (1..<partCount).map { samples[$0 * samples.count / partCount] }
    }

    /// The occurrences of `runs` within `ranges`, one range per run, in order, each handed to `emit`.
    static func merge(_ runs: [Run], _ ranges: [Range<Int>], emit: (Occurrence) -> Void) {
        var entries: [(key: SortKey, run: Int32, index: Int32)] = []
        entries.reserveCapacity(ranges.reduce(0) { $0 + $1.count })
        for (run, range) in ranges.enumerated() {
            let keys = runs[run].keys
            for index in range { entries.append((keys[index], Int32(run), Int32(index))) }
        }
        // Keys tell any two occurrences apart, so the order is the same whatever sorts them.
        entries.sort { $0.key < $1.key }
        for entry in entries { emit(runs[Int(entry.run)][Int(entry.index)]) }
    }
}
