import Foundation
import TribeData

/// A build's occurrences, expanded once for every window its pages need, then sliced.
///
/// The planner, the home page, every member page and every trip page each ask for a window of
/// time. Expanding every series once per question cost a large export minutes; expanding the
/// union of the windows once and answering each question by binary search costs a fraction
/// of a second, and every view sees the very same occurrences.
public struct Timeline: Sendable {
    public let schedule: Schedule
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
        starts = all.map(\.start.instant)
        ends = all.map(\.end.instant)
        longest = all.map { $0.end.instant - $0.start.instant }.max() ?? 0
        // Filed in parts on every core, then joined part by part, so each member's positions
        // stay in order: one core filing a large family's quarter of a million took 50 ms.
        let parts = all.indices.runs(of: max(4_096, (all.count + 7) / 8))
        let filed = parts.concurrentMap { part -> MemberFiling in
            var filing = MemberFiling()
            for position in part {
                for member in involvement.memberIDsInPlace(of: all[position]) {
                    filing.file(position, under: member)
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
            return schedule.occurrences(from: from, to: to).filter { involvement.involves($0, anyOf: members) }
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
        return chosen.filter { overlaps($0, from: from, to: to) }.map { occurrences[$0] }
    }

    /// The occurrences overlapping the instants `[from, to)`, ordered by start, then event id.
    public func occurrences(from: Int, to: Int) -> [Occurrence] {
        guard let candidates = candidates(from: from, to: to) else { return schedule.occurrences(from: from, to: to) }
        return candidates.filter { overlaps($0, from: from, to: to) }.map { occurrences[$0] }
    }
}

private extension Timeline {
    /// Whether the occurrence at `position` overlaps `[from, to)`, from its instants alone.
    func overlaps(_ position: Int, from: Int, to: Int) -> Bool {
        Occurrence.overlaps(start: starts[position], end: ends[position], from: from, to: to)
    }

    /// The positions of the occurrences that may overlap `[from, to)`: those starting from the
    /// longest duration before it up to its end. Nil when the window was not expanded.
    func candidates(from: Int, to: Int) -> Range<Int>? {
        guard covered.contains(where: { $0.lowerBound <= from && to <= $0.upperBound }) else { return nil }
        let low = starts.partitionPoint { $0 >= from - longest }
        return low..<max(low, starts.partitionPoint { $0 >= to })
    }
}
