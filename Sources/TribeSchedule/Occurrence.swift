import TribeConcurrency
import TribeData
import TribeRecurrence

/// One concrete happening of an event, with an override already applied.
///
/// Its times, and the number of what it says (subject, people, place) in its build's
/// `OccurrenceFactsTable`: a plain value, small and cheap to copy, since a build holds a few
/// hundred thousand occurrences and sorts and slices them many times. Its facts are read
/// through the table, `timeline.facts[occurrence].subject`, and the table goes with the
/// build.
public struct Occurrence: Sendable, Hashable {
    // Instants and offsets only, in 48 bytes: a wall clock is the instant moved by its offset,
    // worked out when a page asks for it. Every byte stored here is paid in cache misses by
    // each sort and slice of a build's occurrences, often in two or three lists at once, so
    // the wall clocks are not stored beside the instants, and the facts are a number.

    /// The start the series gave this occurrence before any override (RFC 5545's
    /// RECURRENCE-ID), as wall-clock seconds since 1970-01-01T00:00:00.
    public let originalWall: Int
    /// The start, in seconds since 1970-01-01T00:00:00Z.
    public let startInstant: Int
    /// The end, exclusive; for all-day occurrences the midnight after the last day.
    public let endInstant: Int
    /// Kept here as well as in the facts, as are `isAllDay`'s: every list of occurrences is
    /// ordered by it, and the day lists, the planner and the search index ask it of each
    /// occurrence they order, where reading the facts would be a cache miss each time.
    public let eventID: Int
    // Stored small: a zone's offset is under a day.
    @usableFromInline let startOffsetSeconds: Int32
    @usableFromInline let endOffsetSeconds: Int32
    /// Where its facts are in its build's table, and that build's number.
    @usableFromInline let factsNumber: UInt32
    @usableFromInline let build: UInt16
    public let isAllDay: Bool

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

    /// An occurrence from the instant `start` to `end`, their offsets as given, saying the
    /// facts numbered `factsNumber` in build `build`'s table.
    init(
        originalWall: Int, start: Int, startOffset: Int, end: Int, endOffset: Int, eventID: Int, isAllDay: Bool,
        factsNumber: UInt32, build: UInt16
    ) {
        self.originalWall = originalWall
        startInstant = start
        endInstant = end
        self.eventID = eventID
        startOffsetSeconds = Int32(startOffset)
        endOffsetSeconds = Int32(endOffset)
        self.factsNumber = factsNumber
        self.build = build
        self.isAllDay = isAllDay
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

    /// Equal for occurrences of one build that say the same things (subject, people, place,
    /// category), whatever their times: those of one series that no override changed, and
    /// those its overrides changed alike. Cheap to hash, for pages that show such occurrences
    /// alike to make what they show once.
    public var sameFacts: SameFacts { SameFacts(build: build, number: factsNumber) }

    /// An occurrence's facts, compared as its build keeps them: by their number.
    public struct SameFacts: Hashable, Sendable {
        let build: UInt16
        let factsNumber: UInt32

        init(build: UInt16, number: UInt32) {
            self.build = build
            factsNumber = number
        }

        /// A number that tells these facts from any others of the build, for tables that hash
        /// it themselves.
        public var number: Int { Int(build) << 32 | Int(factsNumber) }
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
    /// original start) and their keys: a merge reads those rather than the occurrences,
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
