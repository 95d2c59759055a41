import Foundation
import TribeConcurrency
import TribeData

/// A build's occurrences, expanded once for every window its pages need, then sliced.
///
/// The planner, the home page, every member page and every trip page each ask for a window of
/// time. Expanding every series once per question cost a large export minutes; expanding the
/// union of the windows once and answering each question by binary search costs a fraction
/// of a second, and every view sees the very same occurrences.
public struct Timeline: Sendable {
    public let schedule: Schedule
    /// What the occurrences say besides their times (the schedule's).
    public var facts: OccurrenceFactsTable { schedule.facts }
    /// Whose each occurrence is.
    public let involvement: Involvement
    /// The expanded windows, merged where they overlap or touch, in order.
    private let covered: [Range<Int>]
    /// Every occurrence overlapping a covered window, ordered by start, then event id.
    private let occurrences: [Occurrence]
    private let starts: [Int]
    /// The occurrences' ends, so a question sifts positions before copying any occurrence.
    private let ends: [Int]
    /// The longest any listed occurrence lasts, so a search by start reaches back far enough.
    private let longest: Int
    /// Whether every occurrence ends at or after its start, so one that starts inside a window
    /// overlaps it and only those that started before need their ends read. Nothing the
    /// readers accept lasts less than no time; checked rather than assumed all the same, since
    /// a slice taken on a broken assumption would drop occurrences without a word.
    private let endsFollowStarts: Bool
    /// For each member, the positions in `occurrences` of theirs:
    /// a member's or a trip's page takes its own from here instead of sifting everyone's, which
    /// grew with the square of the family's size.
    private let positionsByMember: [Int: [Int]]

    /// Expands `schedule` over `windows` (half-open ranges of instants), or gives nil when they
    /// hold more than `limit` occurrences (see `Schedule.occurrences(in:where:stoppingAbove:)`).
    public init?(schedule: Schedule, windows: [Range<Int>], involvement: Involvement, stoppingAbove limit: Int) {
        let merged = Self.merged(windows)
        guard let all = schedule.occurrences(in: merged, stoppingAbove: limit) else { return nil }
        self.init(schedule: schedule, merged: merged, involvement: involvement, all: all)
    }

    private init(schedule: Schedule, merged: [Range<Int>], involvement: Involvement, all: [Occurrence]) {
        self.schedule = schedule
        self.involvement = involvement
        covered = merged
        occurrences = all
        // One pass over the occurrences, a large family's tens of megabytes, for all four.
        var starts: [Int] = []
        var ends: [Int] = []
        starts.reserveCapacity(all.count)
        ends.reserveCapacity(all.count)
        var longest = 0
        var endsFollowStarts = true
        for occurrence in all {
            let (start, end) = (occurrence.startInstant, occurrence.endInstant)
            starts.append(start)
            ends.append(end)
            longest = max(longest, end - start)
            endsFollowStarts = endsFollowStarts && end >= start
        }
        self.starts = starts
        self.ends = ends
        self.longest = longest
        self.endsFollowStarts = endsFollowStarts
        // Filed in parts on every core, then joined part by part, so each member's positions
        // stay in order.
        let parts = all.indices.runs(of: PartSizes.filedOccurrencesPerPart(all.count))
        let filed = parts.concurrentMap { part -> MemberFiling in
            var filing = MemberFiling()
            for position in part {
                involvement.withMemberIDs(of: all[position], in: schedule.facts) { ids in
                    for index in ids.indices { filing.file(position, under: ids[index]) }
                }
            }
            return filing
        }
        var positions: [Int: [Int]] = [:]
        for part in filed {
            for (member, found) in zip(part.memberIDs, part.positions) {
                positions[member, default: []].append(contentsOf: found)
            }
        }
        positionsByMember = positions
    }

    /// `windows` in order, those that overlap or touch made one.
    public static func merged(_ windows: [Range<Int>]) -> [Range<Int>] {
        var merged: [Range<Int>] = []
        for window in windows.filter({ !$0.isEmpty }).sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, window.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, window.upperBound)
            } else {
                merged.append(window)
            }
        }
        return merged
    }

    /// The occurrences overlapping `[from, to)` that are any of `members`' (see `Involvement`),
    /// in the same order as `occurrences(from:to:)`.
    public func occurrences(from: Int, to: Int, involving members: Set<Int>) -> [Occurrence] {
        guard let candidates = candidates(from: from, to: to) else {
            return schedule.occurrences(from: from, to: to).filter {
                involvement.involves($0, anyOf: members, in: schedule.facts)
            }
        }
        var chosen: [Int] = []
        for member in members {
            guard let positions = positionsByMember[member] else { continue }
            let first = positions.partitionPoint { $0 >= candidates.lowerBound }
            chosen += positions[first..<positions.partitionPoint { $0 >= candidates.upperBound }]
        }
        if members.count > 1 {
            // In order and once each: sorting whole numbers costs less than hashing them.
            chosen.sort()
            var kept = 0
            for position in chosen where kept == 0 || chosen[kept - 1] != position {
                chosen[kept] = position
                kept += 1
            }
            chosen.removeLast(chosen.count - kept)
        }
        // A member's occurrences lie scattered among everyone's: those starting inside the
        // window are taken without reading their instants, a cache miss each in a large family.
        let inside = startingInside(candidates, from: from)
        var found: [Occurrence] = []
        found.reserveCapacity(chosen.count)
        for position in chosen where position >= inside || overlaps(position, from: from, to: to) {
            found.append(occurrences[position])
        }
        return found
    }

    /// The occurrences overlapping the instants `[from, to)`, ordered by start, then event id.
    public func occurrences(from: Int, to: Int) -> [Occurrence] {
        guard let candidates = candidates(from: from, to: to) else { return schedule.occurrences(from: from, to: to) }
        // Those that started before the window are sifted; the rest are copied as one block.
        let inside = startingInside(candidates, from: from)
        let before = (candidates.lowerBound..<inside).filter { overlaps($0, from: from, to: to) }
        var found: [Occurrence] = []
        found.reserveCapacity(before.count + candidates.upperBound - inside)
        for position in before { found.append(occurrences[position]) }
        found += occurrences[inside..<candidates.upperBound]
        return found
    }
}

private extension Timeline {
    /// Whether the occurrence at `position` overlaps `[from, to)`, from its instants alone.
    func overlaps(_ position: Int, from: Int, to: Int) -> Bool {
        Occurrence.overlaps(start: starts[position], end: ends[position], from: from, to: to)
    }

    /// The first of `candidates` from which every occurrence overlaps the window beginning at
    /// `from`: the first that starts at or after it (each starts before the window's end).
    func startingInside(_ candidates: Range<Int>, from: Int) -> Int {
        guard endsFollowStarts else { return candidates.upperBound }
        return min(max(starts.partitionPoint { $0 >= from }, candidates.lowerBound), candidates.upperBound)
    }

    /// The positions of the occurrences that may overlap `[from, to)`: those starting from the
    /// longest duration before it up to its end. Nil when the window was not expanded.
    func candidates(from: Int, to: Int) -> Range<Int>? {
        guard covered.contains(where: { $0.lowerBound <= from && to <= $0.upperBound }) else { return nil }
        let low = starts.partitionPoint { $0 >= from - longest }
        return low..<max(low, starts.partitionPoint { $0 >= to })
    }
}
