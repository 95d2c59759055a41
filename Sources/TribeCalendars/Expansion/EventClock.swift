import CLibical
import Foundation
import TribeRecurrence

/// The clock an event's times are read on: UTC, a zone of the time zone database, or a
/// VTIMEZONE of the file that only libical can read (Outlook's "GMT Standard Time").
enum EventClock {
    case utc
    case zone(ZoneClock)
    /// Valid while the file's parse lives.
    case file(OpaquePointer)

    func instant(ofWall wall: Int) -> Int {
        switch self {
        case .utc: return wall
        case .zone(let clock): return clock.instant(ofWall: wall)
        case .file(let zone):
            let local = LocalDateTime(wallSeconds: wall)
            var time = icaltime_null_time()
            time.year = Int32(clamping: local.date.year)
            time.month = Int32(local.date.month)
            time.day = Int32(local.date.day)
            time.hour = Int32(local.hour)
            time.minute = Int32(local.minute)
            time.second = Int32(local.second)
            time.zone = zone
            return Int(icaltime_as_timet_with_zone(time, zone))
        }
    }

    func wall(ofInstant instant: Int) -> Int {
        switch self {
        case .utc: return instant
        case .zone(let clock): return clock.wall(ofInstant: instant)
        case .file(let zone):
            let time = icaltime_from_timet_with_zone(time_t(instant), 0, zone)
            guard
                let date = LocalDate(year: Int(time.year), month: Int(time.month), day: Int(time.day)),
                let wall = LocalDateTime(
                    date: date, hour: Int(time.hour), minute: Int(time.minute), second: Int(time.second))
            else { return instant }
            return wall.wallSeconds
        }
    }

    /// The zone a rule's UTC `UNTIL` is read in, where our engine can read it.
    var timeZone: TimeZone? {
        switch self {
        case .utc: return .gmt
        case .zone(let clock): return clock.timeZone
        case .file: return nil
        }
    }
}
