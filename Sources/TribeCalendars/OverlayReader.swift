import CLibical
import Foundation
import TribeRecurrence

/// Reads another calendar's `.ics` file with libical and lays its events on the family's days.
public enum OverlayReader {
    /// The largest file read: a school's or a country's calendar is a few kilobytes.
    public static let maximumBytes = 20 << 20
    /// The most occurrences one calendar may put on the planner's months.
    public static let maximumEvents = 20_000

    /// The events of `bytes` that touch `days`, on the clock of `timeZone`, or why the file
    /// cannot be read.
    ///
    /// VTODO, VJOURNAL, VFREEBUSY and unknown properties are ignored; a VEVENT is shown
    /// unless it is cancelled.
    public static func read(
        _ bytes: [UInt8], days: ClosedRange<LocalDate>, timeZone: TimeZone
    ) -> Result<[OverlayEvent], OverlayProblem> {
        guard bytes.count <= maximumBytes else {
            return .failure(
                OverlayProblem(
                    line: nil,
                    message: "the file has \(bytes.count) bytes; calendars over \(maximumBytes >> 20) MB are refused"))
        }
        let parse = LibicalParse(ContentLines.unfold(bytes))
        if let problem = parse.problems.first {
            return .failure(OverlayProblem(line: problem.line, message: problem.message))
        }
        var placed: [OverlayEvent] = []
        var eventLines = parse.eventLines.makeIterator()
        for calendar in parse.calendars {
            var events: [ForeignEvent] = []
            var component = icalcomponent_get_first_component(calendar, ICAL_VEVENT_COMPONENT)
            while let current = component {
                switch ForeignEvent.read(current, line: eventLines.next() ?? 1) {
                case .success(let event): events.append(event)
                case .failure(let problem): return .failure(problem)
                }
                component = icalcomponent_get_next_component(calendar, ICAL_VEVENT_COMPONENT)
            }
            let expander = OverlayExpander(
                zones: ZoneResolver(calendar: calendar, familyZone: timeZone), days: days,
                family: ZoneClock(timeZone), limit: maximumEvents - placed.count)
            switch expander.expand(events) {
            case .success(let more): placed += more
            case .failure(let problem): return .failure(problem)
            }
        }
        // Kept alive until every clock read from its VTIMEZONEs is done with.
        withExtendedLifetime(parse) {}
        placed.sort(by: OverlayEvent.precedes)
        return .success(placed)
    }
}
