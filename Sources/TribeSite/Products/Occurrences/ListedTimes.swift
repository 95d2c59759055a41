import TribeRecurrence
import TribeSchedule

/// What a listing writes of an occurrence that differs from one occurrence of a series to the
/// next: its start, end and original start, as dates when it lasts all day.
///
/// Taken out of the occurrence before formatting because it holds no reference. Formatting an
/// occurrence itself would copy it at each append, since an append might change the memory it
/// is read from, and each copy would retain the facts that both cores are reading.
struct ListedTimes {
    let start: ZonedTime
    let end: ZonedTime
    let originalStart: LocalDateTime
    let isAllDay: Bool

    init(_ occurrence: Occurrence) {
        start = occurrence.start
        end = occurrence.end
        // Unless an override moved it, the original start is the start's wall clock, whose
        // date is then already worked out.
        originalStart =
            occurrence.originalWall == occurrence.startInstant + occurrence.startOffset
            ? start.wall : occurrence.originalStart
        isAllDay = occurrence.isAllDay
    }

    func appendStart(to output: inout [UInt8]) {
        if isAllDay { output.append(start.wall.date) } else { output.append(start) }
    }

    func appendEnd(to output: inout [UInt8]) {
        if isAllDay { output.append(end.wall.date) } else { output.append(end) }
    }

    /// RFC 5545's RECURRENCE-ID: the start before any override.
    func appendRecurrenceID(to output: inout [UInt8]) {
        if isAllDay { output.append(originalStart.date) } else { output.append(originalStart) }
    }
}
