import Dispatch
import Foundation
import Synchronization
import TribeConcurrency
import TribeData
import TribeRecurrence

/// Every event of a tribe, ready to answer "what happens between these two instants?".
///
/// Building it also checks what only expansion can tell: exdates and overrides that match no
/// occurrence, and custom rules that do not produce the event's own start.
public struct Schedule: Sendable {
    private let series: [Series]
    private let seriesByID: [Int: Int]
    /// What the occurrences say besides their times: the build's, freed with the schedule.
    public let facts: OccurrenceFactsTable
    /// Warnings found while preparing the series, with the location of the data at fault.
    public let diagnostics: [Diagnostic]

    /// Prepares `tribe`'s events in `timeZone` (events with their own zone keep it).
    public init(tribe: Tribe, timeZoneName: String, timeZone: TimeZone) {
        var zones: [String: TimeZone] = [timeZoneName: timeZone]
        for name in tribe.events.compactMap(\.timeZone) where zones[name] == nil {
            zones[name] = TimeZone(identifier: name) ?? timeZone
        }
        let resolved = zones
        // Preparing a series and checking it against its own expansion concern that series
        // alone: an export's thousands are done on every core. Their facts are made first, so
        // that each series knows where its own begin in the build's table.
        let made = tribe.events.concurrentMap { event in
            SeriesFacts(event: event, timeZone: event.timeZone ?? timeZoneName)
        }
        // Where each series' facts begin in the table: after all those of the series before it.
        var counted = 0
        let firstNumbers = made.map { series in
            defer { counted += series.facts.count }
            return counted
        }
        let build = OccurrenceFactsTable.nextBuild()
        facts = OccurrenceFactsTable(build: build, all: made.flatMap(\.facts))
        let prepared = Array(tribe.events.indices).concurrentMap { index -> (series: Series, problems: [Diagnostic]) in
            let event = tribe.events[index]
            let series = Series(
                event: event, timeZone: resolved[event.timeZone ?? timeZoneName] ?? timeZone, facts: made[index],
                firstFactsNumber: firstNumbers[index], build: build)
            return (series, Self.check(series))
        }
        series = prepared.map(\.series)
        seriesByID = Dictionary(series.enumerated().map { ($1.event.id, $0) }, uniquingKeysWith: { first, _ in first })
        diagnostics = prepared.flatMap(\.problems)
    }

    /// Occurrences that overlap the instants `[from, to)` of the events `include` accepts,
    /// ordered by start, then event id.
    public func occurrences(from: Int, to: Int, where include: @Sendable (Event) -> Bool = { _ in true })
        -> [Occurrence]
    {
        occurrences(in: [from..<to], where: include)
    }

    /// The occurrences overlapping `window` of the events `include` accepts, a piece of
    /// `pieceLength` seconds at a time: each piece holds those that start in it (the first also
    /// those that began earlier and reach into the window), in the order of
    /// `occurrences(from:to:where:)`.
    public func stream(_ window: Range<Int>, pieceLength: Int, where include: (Event) -> Bool = { _ in true })
        -> OccurrenceStream
    {
        OccurrenceStream(chunks: chunks(where: include), window: window, pieceLength: pieceLength)
    }

    /// Occurrences that overlap any of `windows` (half-open ranges of instants), each once, in
    /// the order of `occurrences(from:to:where:)`.
    ///
    /// Each core sorts the occurrences of its own series, and the sorted runs are merged:
    /// sorting a family's year in one place would keep the other core idle.
    public func occurrences(in windows: [Range<Int>], where include: @Sendable (Event) -> Bool = { _ in true })
        -> [Occurrence]
    {
        occurrences(in: windows, where: include, stoppingAbove: .max) ?? []
    }

    /// The occurrences `occurrences(in:where:)` lists, or nil once there are more than `limit`.
    ///
    /// Expansion stops soon after the limit is passed, so an export of millions is refused
    /// without making them all; a build that fits expands once instead of counting first.
    public func occurrences(
        in windows: [Range<Int>], where include: @Sendable (Event) -> Bool = { _ in true }, stoppingAbove limit: Int
    ) -> [Occurrence]? {
        // In order and apart, so an occurrence found in two windows is found in two in a row.
        let spans = Self.spans(of: Timeline.merged(windows))
        let made = Atomic<Int>(0)
        let runs = inChunks(where: include) { chunk -> Occurrence.Run? in
            var found: [Occurrence] = []
            // Room for the whole chunk, as its first eighth made, up to 65,536: growing the list
            // as it goes would copy each chunk's occurrences about twice. The cap keeps one series
            // of an absurd export from reserving for hundreds it will never make.
            let sampled = max(1, chunk.count / 8)
            for (position, item) in zip(0..., chunk) {
                if position == sampled {
                    found.reserveCapacity(min(found.count * chunk.count / sampled * 5 / 4, 1 << 16))
                }
                let room = limit - made.load(ordering: .relaxed)
                guard room >= 0 else { return nil }
                let first = found.count
                var previous: Range<Int>?
                for span in spans {
                    let left = room - (found.count - first)
                    guard left >= 0 else { break }
                    let start = found.count
                    item.occurrences(in: span, into: &found, stoppingAbove: left)
                    // One occurrence can overlap two spans that do not touch; the spans are in
                    // order, so it overlaps the last window before too and was listed there.
                    if let previous, found.count > start {
                        found[start...].removeAll { $0.overlaps(from: previous.lowerBound, to: previous.upperBound) }
                    }
                    previous = span.last
                }
                if limit < .max { made.add(found.count - first, ordering: .relaxed) }
            }
            return made.load(ordering: .relaxed) > limit ? nil : Occurrence.chronological(found)
        }
        var sorted: [Occurrence.Run] = []
        for run in runs {
            guard let run else { return nil }
            sorted.append(run)
        }
        return Occurrence.merging(sorted)
    }
}

extension Schedule {
    /// The longest stretch between two windows that one expansion walks through rather than
    /// starting another: starting a series' expansion costs more than stepping through a week.
    static let spanGap = 7 * 86_400

    /// `windows`, as `Timeline.merged` gives them, in runs whose gaps are at most `spanGap`,
    /// each expanded as one.
    static func spans(of windows: [Range<Int>]) -> [ArraySlice<Range<Int>>] {
        var spans: [ArraySlice<Range<Int>>] = []
        var start = windows.startIndex
        for index in windows.indices.dropFirst()
        where windows[index].lowerBound - windows[index - 1].upperBound > spanGap {
            spans.append(windows[start..<index])
            start = index
        }
        if start < windows.endIndex { spans.append(windows[start...]) }
        return spans
    }

    /// How many occurrences `occurrences(from:to:where:)` would list, or how many of those
    /// `keep` accepts (by what they say, not when they are), without making them; past
    /// `limit`, some number above it.
    public func count(
        from: Int, to: Int, where include: @Sendable (Event) -> Bool = { _ in true },
        keeping keep: @Sendable (Occurrence) -> Bool = { _ in true }, stoppingAbove limit: Int = .max
    ) -> Int {
        inChunks(where: include) { chunk in
            var total = 0
            for series in chunk where total <= limit {
                total += series.countOccurrences(from: from, to: to, keeping: keep, stoppingAbove: limit - total)
            }
            return total
        }.reduce(0) { $0 > limit ? $0 : $0 + $1 }
    }

    /// A series as a calendar publishes it: the master's first occurrence, the occurrences
    /// overrides changed, and the original starts of cancelled ones.
    public struct SeriesParts: Sendable {
        public let master: Occurrence
        public let changed: [Occurrence]
        /// How long each of `changed` lasts, in the same order: its override's duration, else
        /// the event's.
        public let changedDurations: [EventDuration]
        public let cancelled: [LocalDateTime]
        /// The event's rule with `count` and `until` folded in, or nil when it does not repeat.
        public let rule: RecurrenceRule?
    }

    /// The parts of event `id`'s series, for writing it as one VEVENT plus overrides.
    public func parts(ofEvent id: Int) -> SeriesParts? {
        guard let index = seriesByID[id] else { return nil }
        let item = series[index]
        let master = item.make(originalWall: item.event.start.wallSeconds, override: nil)
        var changed: [Occurrence] = []
        var changedDurations: [EventDuration] = []
        var cancelled: [LocalDateTime] = []
        let occurring = item.occurrenceWalls(among: item.event.overrides.map(\.originalStart.wallSeconds))
        let overrides = item.event.overrides
        for index in overrides.indices.sorted(by: { overrides[$0].originalStart < overrides[$1].originalStart })
        where occurring.contains(overrides[index].originalStart.wallSeconds) {
            let override = overrides[index]
            if override.cancelled {
                cancelled.append(override.originalStart)
            } else {
                changed.append(item.make(originalWall: override.originalStart.wallSeconds, override: index))
                changedDurations.append(override.duration ?? item.event.duration)
            }
        }
        return SeriesParts(
            master: master, changed: changed, changedDurations: changedDurations, cancelled: cancelled,
            rule: item.set.rule)
    }
}

private extension Schedule {
    /// `work` on the series `include` accepts, in chunks on every core: series are independent,
    /// and chunks keep the overhead low. The results are in the series' order.
    func inChunks<Value: Sendable>(where include: (Event) -> Bool, _ work: @Sendable (ArraySlice<Series>) -> Value)
        -> [Value]
    {
        let chunks = chunks(where: include)
        let results = ConcurrentResults<Value>(count: chunks.count)
        Workers.perform(chunks.count) { chunk in
            results.set(chunk, work(chunks[chunk]))
        }
        return results.filled
    }

    /// The series `include` accepts, in runs for a core to take at a time
    /// (`PartSizes.seriesPerPart`).
    func chunks(where include: (Event) -> Bool) -> [ArraySlice<Series>] {
        let chosen = series.filter { include($0.event) }
        return chosen.indices.runs(of: PartSizes.seriesPerPart(chosen.count)).map { chosen[$0] }
    }

    static func check(_ series: Series) -> [Diagnostic] {
        let event = series.event
        guard event.repeats else { return [] }
        var found: [Diagnostic] = []
        // One walk, exdates left in, answers all three questions: whether an exdate removes
        // anything, whether an override's start occurs, and whether an exdate removed it.
        let exdates = Set(event.exdates.map(\.start.wallSeconds))
        let originals = event.overrides.map(\.originalStart.wallSeconds)
        let ruled = series.occurrenceWalls(among: Array(exdates) + originals, ignoringExdates: true)
        for exdate in event.exdates where !ruled.contains(exdate.start.wallSeconds) {
            found.append(
                exdate.source.diagnostic(
                    .warning, "the exdate \(exdate.start) matches no occurrence of the series, so it removes nothing"))
        }
        for override in event.overrides {
            let wall = override.originalStart.wallSeconds
            guard !ruled.contains(wall) || exdates.contains(wall) else { continue }
            let excluded = ruled.contains(wall)
            found.append(
                override.source.diagnostic(
                    .warning,
                    "original_start \(override.originalStart) matches no occurrence of the series"
                        + (excluded ? " (an exdate removes it)" : "") + ", so this override changes nothing"
                ))
        }
        if let rule = event.rrule {
            var first = RuleIterator(
                rule: rule, start: event.start, timeZone: series.clock.timeZone, isDate: event.isAllDay)
            first.stop(afterWall: event.start.wallSeconds)
            if first.next() != event.start.wallSeconds {
                found.append(
                    event.source.diagnostic(
                        .warning,
                        "the rule \(rule) does not produce the event's start \(event.start); the start still counts as the first occurrence"
                    ))
            }
        }
        return found
    }
}
