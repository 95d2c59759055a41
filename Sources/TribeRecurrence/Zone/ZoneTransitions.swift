import Foundation

/// A zone's UTC offsets from 1900 to 2100 as a table of changes, read once from the
/// time-zone database.
///
/// Asking Foundation for an offset goes through ICU behind a lock; a build asks hundreds of
/// thousands of times, from every core. A binary search over a few hundred changes answers
/// the same, and instants outside the table still go to Foundation.
final class ZoneTransitions: Sendable {
    let timeZone: TimeZone
    /// Instants from which `offsets` apply, ascending; the first is the table's start.
    private let starts: [Int]
    private let offsets: [Int]

    static let tableStart = -2_208_988_800  // 1900-01-01T00:00:00Z
    static let tableEnd = 4_102_444_800  // 2100-01-01T00:00:00Z

    private init(_ timeZone: TimeZone) {
        self.timeZone = timeZone
        var starts = [Self.tableStart]
        var offsets = [timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(Self.tableStart)))]
        var moment = Date(timeIntervalSince1970: TimeInterval(Self.tableStart))
        while let next = timeZone.nextDaylightSavingTimeTransition(after: moment),
            next.timeIntervalSince1970 < TimeInterval(Self.tableEnd),
            next > moment
        {
            let instant = Int(next.timeIntervalSince1970.rounded(.down))
            let offset = timeZone.secondsFromGMT(for: next)
            if offset != offsets[offsets.count - 1] {
                starts.append(instant)
                offsets.append(offset)
            }
            moment = next
        }
        self.starts = starts
        self.offsets = offsets
    }

    /// The table of `timeZone`, made on first use and shared by every clock of the zone.
    static func of(_ timeZone: TimeZone) -> ZoneTransitions {
        cache.table(for: timeZone)
    }

    /// The offset in force at `instant`, in seconds east of UTC.
    @inline(__always) func offset(atInstant instant: Int) -> Int {
        guard instant >= Self.tableStart, instant < Self.tableEnd else {
            return timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant)))
        }
        var low = 0
        var high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= instant { low = middle } else { high = middle }
        }
        return offsets[low]
    }

    private static let cache = Cache()

    private final class Cache: @unchecked Sendable {
        // Guarded by `lock`: clocks are made on every core.
        private var tables: [String: ZoneTransitions] = [:]
        private let lock = NSLock()

        func table(for timeZone: TimeZone) -> ZoneTransitions {
            lock.withLock {
                if let table = tables[timeZone.identifier] { return table }
                let table = ZoneTransitions(timeZone)
                tables[timeZone.identifier] = table
                return table
            }
        }
    }
}
