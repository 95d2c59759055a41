import Foundation
import Synchronization
import TribeData
import TribeRecurrence

/// One event made ready to expand: its rule, zone and overrides, prepared once.
///
/// A class, because every expansion walks all series and a copy of one is a dozen references.
final class Series: Sendable {
    let event: Event
    let clock: ZoneClock
    let set: RecurrenceSet
    /// The position in `event.overrides` of each override, by the wall seconds of the
    /// occurrence it replaces; the first, where two name the same occurrence.
    let overrides: [Int: Int]
    /// The longest any occurrence lasts (with overrides), plus a day for offset changes.
    let reach: Int
    /// The build's number, and that of what every occurrence no override changed says, in
    /// the build's `OccurrenceFactsTable`.
    let build: UInt16
    let factsNumber: UInt32
    /// The number of what each of `event.overrides` says, in the same order.
    let overrideFactsNumbers: [UInt32]
    /// Every occurrence overrides changed, made when first asked for (see `allChanged`).
    private let changedOnce = Mutex<[Occurrence]?>(nil)

    /// `event` in `timeZone`, its facts numbered in build `build`'s table as `facts` lists them,
    /// from `firstFactsNumber` on.
    init(event: Event, timeZone: TimeZone, facts: SeriesFacts, firstFactsNumber: Int, build: UInt16) {
        self.event = event
        clock = ZoneClock(timeZone)
        let rule = event.rrule ?? event.repeatCode.rule(startingOn: event.start.date)
        var counted = rule
        if let count = event.count, counted?.count == nil, counted?.until == nil { counted?.count = count }
        set = RecurrenceSet(
            // Exdates mean nothing on an event that does not repeat (the data check warns).
            start: event.start, rule: counted, exdates: event.repeats ? event.exdates.map(\.start) : [],
            timeZone: timeZone,
            until: event.until.map(\.latestStart),
            isDate: event.isAllDay
        )
        overrides = Dictionary(
            zip(event.overrides.map(\.originalStart.wallSeconds), event.overrides.indices),
            uniquingKeysWith: { first, _ in first })
        let longest = ([event.duration] + event.overrides.compactMap(\.duration)).map(\.seconds).max() ?? 0
        reach = longest + 2 * 86_400
        self.build = build
        factsNumber = UInt32(firstFactsNumber)
        overrideFactsNumbers = facts.overrideFacts.map { UInt32(firstFactsNumber + $0) }
    }

    /// Which of `walls` the series has an occurrence starting at, its exdates applied unless
    /// `ignoringExdates`.
    ///
    /// Asked of all an event's overrides or exdates at once, which may be tens of thousands:
    /// asked one at a time, each question would build the set of exdates again, and each reach
    /// its wall under a `COUNT` by walking the series from its start.
    func occurrenceWalls(among walls: some Collection<Int>, ignoringExdates: Bool = false) -> Set<Int> {
        guard let first = walls.min(), let last = walls.max() else { return [] }
        // The walk leaves exdates out, so one walk answers with and without them, and no set
        // of them is made per wall; the iterator counts COUNT before it drops exdates anyway.
        var walk = set
        walk.exdates = []
        var found = Set<Int>()
        if set.rule?.count != nil {
            let wanted = Set(walls)
            var iterator = walk.makeIterator(from: first, through: last)
            while let wall = iterator.next(), wall <= last {
                if wanted.contains(wall) { found.insert(wall) }
            }
        } else {
            // Without a COUNT the iterator skips straight to each wall: a short walk per wall
            // costs less than one across the span between the first wall and the last.
            for wall in walls {
                var iterator = walk.makeIterator(from: wall, through: wall)
                if iterator.next() == wall { found.insert(wall) }
            }
        }
        if !ignoringExdates { found.subtract(set.exdates.map(\.wallSeconds)) }
        return found
    }

    /// Occurrences overlapping any of `windows` (half-open ranges of instants, in order and
    /// apart), each once, walked with one expansion from the first window to the last.
    func occurrences(
        in windows: ArraySlice<Range<Int>>, into result: inout [Occurrence], stoppingAbove limit: Int = .max
    ) {
        guard let firstWindow = windows.first, let lastWindow = windows.last else { return }
        let first = result.count
        // The windows an occurrence may still overlap start here: a window that ends by an
        // occurrence's start ends before every later one's, as wall times come in order and a
        // clock maps a later wall time to a later or equal instant.
        var open = windows.startIndex
        forEachUnchangedWall(from: firstWindow.lowerBound, to: lastWindow.upperBound) { wall in
            let occurrence = make(originalWall: wall, override: nil)
            while open < windows.endIndex, windows[open].upperBound <= occurrence.startInstant { open += 1 }
            if Self.overlaps(occurrence, windows[open...]) { result.append(occurrence) }
            return result.count - first <= limit
        }
        for occurrence in allChanged where Self.overlaps(occurrence, windows) { result.append(occurrence) }
    }

    /// How many occurrences that `keep` accepts overlap `[from, to)`, or some number above
    /// `limit` once there are more, making only those that start before `from`: any other that
    /// starts before `to` overlaps. `keep` looks at what an occurrence says, not when it is, so
    /// it is asked once for all the unchanged ones.
    func countOccurrences(from: Int, to: Int, keeping keep: (Occurrence) -> Bool, stoppingAbove limit: Int = .max)
        -> Int
    {
        var count = changed(from: from, to: to).filter(keep).count
        guard keep(make(originalWall: event.start.wallSeconds, override: nil)) else { return count }
        let walls = wallRange(from: from, to: to)
        var iterator = set.makeIterator(from: walls.lowerBound, through: walls.upperBound)
        // Past the limit the exact number no longer matters, and a rule from the year 1 that
        // fires every hour would take seconds more to count to its end.
        while count <= limit, let wall = iterator.next(), wall <= walls.upperBound {
            guard !isOverridden(wall) else { continue }
            let start = clock.instant(ofWall: wall)
            if start < to, start >= from || make(originalWall: wall, override: nil).overlaps(from: from, to: to) {
                count += 1
            }
        }
        return count
    }

    /// The occurrence first starting at `originalWall`, as the override at `overrideIndex` in
    /// `event.overrides` changes it, if any.
    func make(originalWall: Int, override overrideIndex: Int?) -> Occurrence {
        let override = overrideIndex.map { event.overrides[$0] }
        let startWall = override?.start?.wallSeconds ?? originalWall
        let duration = override?.duration ?? event.duration
        // A wall time inside a gap shows, after the move, the time the clock actually read.
        let start = clock.resolve(wall: startWall)
        let end: (instant: Int, offset: Int)
        let days = duration.seconds / 86_400
        if event.isAllDay {
            end = clock.resolve(wall: startWall + days * 86_400)
        } else {
            // Whole days are calendar days (the same wall time days later); the rest is
            // elapsed time, as RFC 5545 reads a duration like P1DT2H.
            let afterDays = days == 0 ? start.instant : clock.resolve(wall: startWall + days * 86_400).instant
            let instant = afterDays + duration.seconds % 86_400
            end = (instant, clock.offset(atInstant: instant))
        }
        return Occurrence(
            originalWall: originalWall, start: start.instant, startOffset: start.offset, end: end.instant,
            endOffset: end.offset, eventID: event.id, isAllDay: event.isAllDay,
            factsNumber: overrideIndex.map { overrideFactsNumbers[$0] } ?? factsNumber, build: build
        )
    }
}

extension Series {
    /// Whether an override replaces the occurrence starting at `wall`.
    ///
    /// Asked of every wall an expansion walks, and most series have no override: looking in
    /// an empty dictionary still hashed the wall.
    func isOverridden(_ wall: Int) -> Bool {
        !overrides.isEmpty && overrides[wall] != nil
    }

    /// The wall-clock starts that may belong to occurrences overlapping the instants
    /// `[from, to)`: from the longest duration before to a day after, so a clock change cannot
    /// push one out.
    func wallRange(from: Int, to: Int) -> ClosedRange<Int> {
        (clock.wall(ofInstant: from) - reach)...(clock.wall(ofInstant: to) + 86_400)
    }

    /// The occurrences overrides changed (and did not cancel) that overlap `[from, to)`.
    func changed(from: Int, to: Int) -> [Occurrence] {
        allChanged.filter { $0.overlaps(from: from, to: to) }
    }

    /// Every occurrence overrides changed and did not cancel.
    ///
    /// Made once: whether an override's original start is an occurrence does not depend on
    /// the window asked about, and asking it starts an expansion of its own, which a build
    /// did for every override in each of its windows.
    var allChanged: [Occurrence] {
        guard !overrides.isEmpty else { return [] }
        return changedOnce.withLock { made in
            if let made { return made }
            let occurring = occurrenceWalls(among: overrides.keys)
            let all = overrides.compactMap { wall, index in
                event.overrides[index].cancelled || !occurring.contains(wall)
                    ? nil : make(originalWall: wall, override: index)
            }
            made = all
            return all
        }
    }
}

private extension Series {
    /// Whether `occurrence` overlaps any of `windows`, which are in order.
    static func overlaps(_ occurrence: Occurrence, _ windows: ArraySlice<Range<Int>>) -> Bool {
        for window in windows {
            if occurrence.overlaps(from: window.lowerBound, to: window.upperBound) { return true }
            // Every window from here on starts after the occurrence has ended.
            if window.lowerBound > occurrence.endInstant { return false }
        }
        return false
    }

    /// The original starts in `wallRange(from:to:)` that no override changed, until `body`
    /// says to stop.
    func forEachUnchangedWall(from: Int, to: Int, _ body: (Int) -> Bool) {
        let walls = wallRange(from: from, to: to)
        var iterator = set.makeIterator(from: walls.lowerBound, through: walls.upperBound)
        while let wall = iterator.next(), wall <= walls.upperBound {
            if !isOverridden(wall), !body(wall) { return }
        }
    }
}
