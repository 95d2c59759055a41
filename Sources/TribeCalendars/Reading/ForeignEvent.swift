import CLibical
import TribeData
import TribeRecurrence

/// One VEVENT of another calendar, as plain values.
struct ForeignEvent: Sendable {
    /// The line of its `BEGIN:VEVENT`.
    var line: Int
    var uid: String?
    var summary: String
    var location: String?
    var start: ForeignTime
    var end: ForeignTime?
    /// DURATION in seconds, when given instead of DTEND.
    var duration: Int?
    var rule: (text: String, line: Int)?
    var rdates: [ForeignTime] = []
    var exdates: [ForeignTime] = []
    var recurrenceID: ForeignTime?
    var isCancelled: Bool

    /// Reads `component`, or says what is wrong with it, at its line.
    static func read(_ component: OpaquePointer, line: Int) -> Result<ForeignEvent, OverlayProblem> {
        func first(_ kind: icalproperty_kind) -> OpaquePointer? {
            icalcomponent_get_first_property(component, kind)
        }
        func all(_ kind: icalproperty_kind) -> [OpaquePointer] {
            var found: [OpaquePointer] = []
            var property = icalcomponent_get_first_property(component, kind)
            while let current = property {
                found.append(current)
                property = icalcomponent_get_next_property(component, kind)
            }
            return found
        }
        func text(_ kind: icalproperty_kind, _ read: (OpaquePointer) -> UnsafePointer<CChar>?) -> String? {
            first(kind).flatMap(read).flatMap { String(cString: $0).singleLine.trimmedNonEmpty }
        }
        func time(_ property: OpaquePointer, _ value: icaltimetype) -> Result<ForeignTime, OverlayProblem> {
            guard let time = ForeignTime(value, of: property) else {
                return .failure(
                    OverlayProblem(
                        line: LibicalParse.line(of: property) ?? line,
                        message:
                            "\(String(cString: icalproperty_get_property_name(property))) names no real day or time"))
            }
            return .success(time)
        }
        guard let startProperty = first(ICAL_DTSTART_PROPERTY) else {
            return .failure(OverlayProblem(line: line, message: "the VEVENT has no DTSTART"))
        }
        let start: ForeignTime
        switch time(startProperty, icalproperty_get_dtstart(startProperty)) {
        case .success(let value): start = value
        case .failure(let problem): return .failure(problem)
        }
        var event = ForeignEvent(
            line: line, uid: text(ICAL_UID_PROPERTY, icalproperty_get_uid),
            summary: text(ICAL_SUMMARY_PROPERTY, icalproperty_get_summary) ?? "",
            location: text(ICAL_LOCATION_PROPERTY, icalproperty_get_location), start: start,
            isCancelled: first(ICAL_STATUS_PROPERTY).map { icalproperty_get_status($0) == ICAL_STATUS_CANCELLED }
                ?? false
        )
        if let property = first(ICAL_DTEND_PROPERTY) {
            switch time(property, icalproperty_get_dtend(property)) {
            case .success(let value): event.end = value
            case .failure(let problem): return .failure(problem)
            }
        } else if let property = first(ICAL_DURATION_PROPERTY) {
            let duration = icalproperty_get_duration(property)
            let seconds =
                ((Int(duration.weeks) * 7 + Int(duration.days)) * 24 + Int(duration.hours)) * 3600
                + Int(duration.minutes) * 60 + Int(duration.seconds)
            event.duration = duration.is_neg != 0 ? 0 : seconds
        }
        // The `_r` form gives the text to this reader to free: the plain one leaves it in
        // libical's ring of buffers for each thread, which `serve` would fill a rebuild at a time.
        if let property = first(ICAL_RRULE_PROPERTY), let value = icalproperty_get_value_as_string_r(property) {
            defer { icalmemory_free_buffer(value) }
            event.rule = (String(cString: value), LibicalParse.line(of: property) ?? line)
        }
        for property in all(ICAL_EXDATE_PROPERTY) {
            switch time(property, icalproperty_get_exdate(property)) {
            case .success(let value): event.exdates.append(value)
            case .failure(let problem): return .failure(problem)
            }
        }
        for property in all(ICAL_RDATE_PROPERTY) {
            let value = icalproperty_get_rdate(property)
            let moment = icaltime_is_null_time(value.time) != 0 ? value.period.start : value.time
            switch time(property, moment) {
            case .success(let value): event.rdates.append(value)
            case .failure(let problem): return .failure(problem)
            }
        }
        if let property = first(ICAL_RECURRENCEID_PROPERTY) {
            switch time(property, icalproperty_get_recurrenceid(property)) {
            case .success(let value): event.recurrenceID = value
            case .failure(let problem): return .failure(problem)
            }
        }
        return .success(event)
    }
}
