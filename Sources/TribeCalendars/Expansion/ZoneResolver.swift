import CLibical
import Foundation
import TribeData
import TribeRecurrence

/// Finds the clock for each `TZID` of one file: the time zone database for the names it
/// knows (the same offsets as the family's own events), else the file's own VTIMEZONE.
final class ZoneResolver {
    private let calendar: OpaquePointer
    /// The clock of times written without a zone.
    let floating: EventClock
    private var known: [String: EventClock?] = [:]

    init(calendar: OpaquePointer, familyZone: TimeZone) {
        self.calendar = calendar
        var floating = EventClock.zone(ZoneClock(familyZone))
        // Google's and Apple's exports name the calendar's zone here for floating times.
        var property = icalcomponent_get_first_property(calendar, ICAL_X_PROPERTY)
        while let current = property {
            if let name = icalproperty_get_x_name(current), String(cString: name).uppercased() == "X-WR-TIMEZONE",
                let value = icalproperty_get_x(current),
                let zone = String(cString: value).trimmedNonEmpty.flatMap(Self.databaseZone)
            {
                floating = .zone(ZoneClock(zone))
            }
            property = icalcomponent_get_next_property(calendar, ICAL_X_PROPERTY)
        }
        self.floating = floating
    }

    /// The clock of `zone`, or nil for a TZID that neither the file nor the database defines.
    func clock(_ zone: ForeignTime.Zone) -> EventClock? {
        switch zone {
        case .floating: return floating
        case .utc: return .utc
        case .named(let name):
            if let clock = known[name] { return clock }
            var clock: EventClock?
            if let zone = Self.databaseZone(name) {
                clock = .zone(ZoneClock(zone))
            } else if let zone = icalcomponent_get_timezone(calendar, name) {
                clock = .file(zone)
            }
            known[name] = clock
            return clock
        }
    }

    static func databaseZone(_ name: String) -> TimeZone? {
        guard TimeZoneNames.isKnown(name) else { return nil }
        return TimeZone(identifier: name)
    }
}
