import Foundation

/// A zone's UTC offsets as a table of changes, read once: from the system's tz database where
/// it has the zone, else from Foundation's copy.
///
/// Asking Foundation for an offset goes through ICU behind a lock; a build asks hundreds of
/// thousands of times, from every core. A binary search over a few hundred changes answers
/// the same. Instants the table does not cover go to the zone's rule or to Foundation.
final class ZoneTransitions: Sendable {
    let timeZone: TimeZone
    /// Instants from which `offsets` and `daylight` apply, ascending.
    private let starts: [Int]
    private let offsets: [Int]
    private let daylight: [Bool]
    /// The instants the table answers for; others are asked of `beyond`.
    private let coveredFrom: Int
    private let coveredUntil: Int
    private let beyond: Beyond
    /// The entry in force at the start of each span of 2^`spanShift` seconds (about 24 days)
    /// from `tableStart` to `tableEnd`, where a look for an instant's entry begins.
    ///
    /// Zones change offset months apart, so the entry is at most a step or two from there,
    /// where a binary search over the changes would be paid at every instant. Shorter spans
    /// keep more entries per zone; longer ones take more steps. Re-measured by
    /// `benchmarks/recurrence` (its "with zone" row; BENCHMARKS.md, "Tuned constants").
    private let spanEntries: [Int32]
    private static let spanShift = 21

    /// Where offsets outside the table come from.
    private enum Beyond: Sendable {
        case foundation
        case rule(PosixZoneRule)
        case lastEntry
    }

    static let tableStart = -2_208_988_800  // 1900-01-01T00:00:00Z
    static let tableEnd = 4_102_444_800  // 2100-01-01T00:00:00Z

    /// The table of `timeZone`, made on first use and shared by every clock of the zone.
    static func of(_ timeZone: TimeZone) -> ZoneTransitions {
        cache.table(for: timeZone)
    }

    /// The offset in force at `instant`, in seconds east of UTC.
    @inline(__always) func offset(atInstant instant: Int) -> Int {
        guard instant >= coveredFrom, instant < coveredUntil else { return offsetBeyond(instant) }
        return offsets[entry(atInstant: instant)]
    }

    /// Every change at an instant in `instants`, in order.
    func changes(in instants: Range<Int>) -> [ZoneChange] {
        var found: [ZoneChange] = []
        if instants.lowerBound < coveredFrom {
            found += Self.foundationChanges(
                of: timeZone, in: instants.lowerBound..<min(instants.upperBound, coveredFrom))
        }
        var index = max(1, entry(atInstant: max(instants.lowerBound, coveredFrom)))
        while index < starts.count, starts[index] < min(instants.upperBound, coveredUntil) {
            if starts[index] >= instants.lowerBound {
                found.append(
                    ZoneChange(
                        instant: starts[index], offsetBefore: offsets[index - 1], offsetAfter: offsets[index],
                        isDaylight: daylight[index]))
            }
            index += 1
        }
        if instants.upperBound > coveredUntil {
            let later = max(instants.lowerBound, coveredUntil)..<instants.upperBound
            switch beyond {
            case .foundation: found += Self.foundationChanges(of: timeZone, in: later)
            case .rule(let rule): found += rule.zoneChanges(in: later)
            case .lastEntry: break
            }
        }
        return found
    }

    /// The table of a zone from its TZif file, or from Foundation when `file` is nil.
    init(_ timeZone: TimeZone, file: TZifFile?) {
        self.timeZone = timeZone
        var table = Table()
        if let file {
            Self.fill(&table, from: file)
            let lastListed = file.changes.last?.instant ?? Int.min
            coveredFrom = Int.min
            coveredUntil = max(Self.tableEnd, lastListed + 1)
            beyond = file.rule.map(Beyond.rule) ?? .lastEntry
        } else {
            Self.fill(&table, from: timeZone)
            coveredFrom = Self.tableStart
            coveredUntil = Self.tableEnd
            beyond = .foundation
        }
        starts = table.starts
        offsets = table.offsets
        daylight = table.daylight
        let spans = (Self.tableEnd - Self.tableStart) >> Self.spanShift + 1
        let starts = table.starts
        spanEntries = (0..<spans).map { Int32(Self.search(starts, for: Self.tableStart + $0 << Self.spanShift)) }
    }

    private static let cache = Cache()

    private final class Cache: @unchecked Sendable {
        // Guarded by `lock`: clocks are made on every core.
        private var tables: [String: ZoneTransitions] = [:]
        private let lock = NSLock()

        func table(for timeZone: TimeZone) -> ZoneTransitions {
            lock.withLock {
                if let table = tables[timeZone.identifier] { return table }
                let table = ZoneTransitions(timeZone, file: ZoneDatabase.file(for: timeZone.identifier))
                tables[timeZone.identifier] = table
                return table
            }
        }
    }
}

private extension ZoneTransitions {
    /// The table being built: an entry replaces one at the same instant, and one that changes
    /// nothing is left out.
    struct Table {
        var starts: [Int] = []
        var offsets: [Int] = []
        var daylight: [Bool] = []

        mutating func append(_ start: Int, offset: Int, isDaylight: Bool) {
            if starts.last == start {
                starts.removeLast()
                offsets.removeLast()
                daylight.removeLast()
            }
            if offsets.last == offset, daylight.last == isDaylight { return }
            starts.append(start)
            offsets.append(offset)
            daylight.append(isDaylight)
        }
    }

    /// The index of the last change at or before `instant`; the first entry before any.
    func entry(atInstant instant: Int) -> Int {
        let span = (instant &- Self.tableStart) >> Self.spanShift
        guard instant >= Self.tableStart, span < spanEntries.count else { return Self.search(starts, for: instant) }
        var index = Int(spanEntries[span])
        while index + 1 < starts.count, starts[index + 1] <= instant { index += 1 }
        return index
    }

    /// `entry(atInstant:)` by a binary search of `starts`.
    static func search(_ starts: [Int], for instant: Int) -> Int {
        var low = 0
        var high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= instant { low = middle } else { high = middle }
        }
        return low
    }

    func offsetBeyond(_ instant: Int) -> Int {
        switch beyond {
        case .foundation: timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant)))
        case .rule(let rule): rule.offset(atInstant: instant)
        case .lastEntry: offsets[offsets.count - 1]
        }
    }

    /// The file's changes, then its rule's up to the table's end.
    static func fill(_ table: inout Table, from file: TZifFile) {
        // RFC 8536: the first type is local time before the first change.
        table.append(Int.min, offset: file.types[0].offset, isDaylight: file.types[0].isDaylight)
        var previous = file.types[0]
        for change in file.changes {
            let type = file.types[change.type]
            // Ireland's and Morocco's winter (or Ramadan) time is the database's daylight time,
            // an hour behind their standard; calendars call the larger offset daylight.
            let isDaylight =
                type.isDaylight != previous.isDaylight && type.offset != previous.offset
                ? type.offset > previous.offset : type.isDaylight
            table.append(change.instant, offset: type.offset, isDaylight: isDaylight)
            previous = type
        }
        guard let rule = file.rule else { return }
        let lastListed = file.changes.last?.instant ?? Int.min
        guard lastListed < tableEnd else { return }
        for change in rule.zoneChanges(in: max(lastListed + 1, tableStart)..<tableEnd) {
            table.append(change.instant, offset: change.offsetAfter, isDaylight: change.isDaylight)
        }
    }

    /// Foundation's changes from 1900 to 2100.
    static func fill(_ table: inout Table, from timeZone: TimeZone) {
        let start = Date(timeIntervalSince1970: TimeInterval(tableStart))
        table.append(
            tableStart, offset: timeZone.secondsFromGMT(for: start),
            isDaylight: timeZone.isDaylightSavingTime(for: start))
        for change in foundationChanges(of: timeZone, in: tableStart..<tableEnd) {
            table.append(change.instant, offset: change.offsetAfter, isDaylight: change.isDaylight)
        }
    }

    static func foundationChanges(of timeZone: TimeZone, in instants: Range<Int>) -> [ZoneChange] {
        var found: [ZoneChange] = []
        var moment = Date(timeIntervalSince1970: TimeInterval(instants.lowerBound - 1))
        let end = Date(timeIntervalSince1970: TimeInterval(instants.upperBound))
        while let next = timeZone.nextDaylightSavingTimeTransition(after: moment), next < end, next > moment {
            let instant = Int(next.timeIntervalSince1970.rounded(.down))
            found.append(
                ZoneChange(
                    instant: instant,
                    offsetBefore: timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant - 1))),
                    offsetAfter: timeZone.secondsFromGMT(for: next),
                    isDaylight: timeZone.isDaylightSavingTime(for: next)))
            moment = next
        }
        return found
    }
}
