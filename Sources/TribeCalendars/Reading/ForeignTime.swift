import CLibical
import TribeRecurrence

/// A date or date-time as another calendar wrote it, with the clock it is on.
struct ForeignTime: Sendable, Hashable {
    enum Zone: Sendable, Hashable {
        /// No zone given: the calendar's `X-WR-TIMEZONE`, else the family's.
        case floating
        case utc
        /// A `TZID`: a VTIMEZONE of the file, or a zone of the time zone database.
        case named(String)
    }

    var wall: LocalDateTime
    var isDate: Bool
    var zone: Zone

    /// The value libical read for `property`, or nil when it names no real day or time.
    init?(_ time: icaltimetype, of property: OpaquePointer) {
        guard let date = LocalDate(year: Int(time.year), month: Int(time.month), day: Int(time.day)) else {
            return nil
        }
        if time.is_date != 0 {
            (wall, isDate, zone) = (LocalDateTime(midnightOf: date), true, .floating)
            return
        }
        // A leap second (:60) is read as the second before it, as calendar programs do.
        guard
            let wall = LocalDateTime(
                date: date, hour: Int(time.hour), minute: Int(time.minute), second: min(Int(time.second), 59))
        else { return nil }
        self.wall = wall
        isDate = false
        if icaltime_is_utc(time) != 0 {
            zone = .utc
        } else if let parameter = icalproperty_get_first_parameter(property, ICAL_TZID_PARAMETER),
            let name = icalparameter_get_tzid(parameter)
        {
            zone = .named(String(cString: name))
        } else {
            zone = .floating
        }
    }
}
