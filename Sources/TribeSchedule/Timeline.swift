import Foundation

/// A build's occurrences, expanded once for every window its pages need, then sliced.
///
/// The planner, the home page, every member page and every trip page each ask for a window of
/// time. Expanding every series once per question cost a large export minutes; expanding the
/// union of the windows once and answering each question by binary search costs a fraction
/// of a second, and every view sees the very same occurrences.
public struct Timeline: Sendable {
    public let schedule: Schedule
    /// The expanded windows, merged where they overlap or touch, in order.
    private let covered: [Range<Int>]
    /// Every occurrence overlapping a covered window, ordered by start, then event id.
    private let occurrences: [Occurrence]
    private let starts: [Int]
    /// The longest any listed occurrence lasts, so a search by start reaches back far enough.
    private let longest: Int

    /// Expands `schedule` over `windows`, half-open ranges of instants.
    public init(schedule: Schedule, windows: [Range<Int>]) {
        self.schedule = schedule
        var merged: [Range<Int>] = []
        for window in windows.filter({ !$0.isEmpty }).sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, window.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, window.upperBound)
            } else {
                merged.append(window)
            }
        }
        covered = merged
        var all = merged.flatMap { schedule.occurrences(from: $0.lowerBound, to: $0.upperBound) }
        if merged.count > 1 {
            // One occurrence can overlap two windows that do not touch; in order, its two
            // copies are neighbours, and one is kept.
            all = Occurrence.chronological(all)
            var kept: [Occurrence] = []
            kept.reserveCapacity(all.count)
            for occurrence in all where kept.last.map({ $0.key != occurrence.key || $0.start.instant != occurrence.start.instant }) ?? true {
                kept.append(occurrence)
            }
            all = kept
        }
        occurrences = all
        starts = all.map(\.start.instant)
        longest = all.map { $0.end.instant - $0.start.instant }.max() ?? 0
    }

    /// The occurrences overlapping the instants `[from, to)`, ordered by start, then event id.
    public func occurrences(from: Int, to: Int) -> [Occurrence] {
        guard covered.contains(where: { $0.lowerBound <= from && to <= $0.upperBound }) else {
            return schedule.occurrences(from: from, to: to)
        }
        let low = firstIndex(startingAtOrAfter: from - longest)
        let high = firstIndex(startingAtOrAfter: to)
        guard low < high else { return [] }
        return occurrences[low..<high].filter { $0.overlaps(from: from, to: to) }
    }
}

private extension Timeline {
    func firstIndex(startingAtOrAfter instant: Int) -> Int {
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] < instant { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
