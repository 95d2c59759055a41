import Foundation
import TribeRecurrence

/// Builds a VTIMEZONE from the offsets the engine uses (`ZoneClock`), in the compact form Outlook and Google
/// emit: one STANDARD and one DAYLIGHT block with a yearly RRULE for each stretch of years in
/// which the rule stayed the same, and a block of its own for every other change.
public enum VTimeZoneBuilder {
    /// The VTIMEZONE of `identifier` covering at least the years in `years`, as iCalendar bytes.
    public static func component(for identifier: String, timeZone: TimeZone, years: ClosedRange<Int>) -> [UInt8] {
        var component = ComponentBytes("VTIMEZONE")
        component.add("TZID", identifier)
        let clock = ZoneClock(timeZone)
        let transitions = clock.changes(
            in: LocalDate.daysSinceEpoch(year: years.lowerBound - 1, month: 1, day: 1)
                * 86_400..<LocalDate.daysSinceEpoch(year: years.upperBound + 2, month: 1, day: 1) * 86_400)
        guard !transitions.isEmpty else {
            // No change in the span: one block with the offset in force throughout.
            let offset = clock.offset(
                atInstant: LocalDate.daysSinceEpoch(year: years.lowerBound, month: 1, day: 1) * 86_400)
            component.append(
                component: block("STANDARD", onset: "19700101T000000", from: offset, to: offset, rule: nil))
            return component.finished()
        }
        var blocks: [(instant: Int, block: [UInt8])] = []
        var kindsStarted: Set<Bool> = []
        for run in runs(transitions) {
            let first = run[0]
            var onset = LocalDateTime(wallSeconds: first.instant + first.offsetBefore)
            var rule: String?
            if run.count > 1 {
                // The earliest rule of each kind starts in 1970, as Google's and Outlook's do:
                // readers that sample a zone from 2000 (vobject, inside Radicale) take one whose
                // rules start later for a zone without changes, and shift every event.
                if kindsStarted.insert(first.isDaylight).inserted, let backdated = Self.onset(like: onset, inYear: 1970)
                {
                    onset = backdated
                }
                rule =
                    "FREQ=YEARLY;BYMONTH=\(onset.date.month);BYDAY=\(ordinal(of: onset.date))\(RuleWeekday(of: onset.date).code)"
                // A rule runs on past the span only if it is still in force in its last year:
                // a zone that abolished daylight saving (Mexico in 2022) must end its rule.
                if let last = run.last {
                    let lastYear = LocalDateTime(wallSeconds: last.instant + last.offsetBefore).date.year
                    let isLatestOfItsKind =
                        last.instant == transitions.filter({ $0.isDaylight == first.isDaylight }).last?.instant
                    if !isLatestOfItsKind || lastYear < years.upperBound + 1 {
                        rule? += ";UNTIL=" + ICalText.utc(last.instant)
                    }
                }
            }
            let name: StaticString = first.isDaylight ? "DAYLIGHT" : "STANDARD"
            blocks.append(
                (
                    first.instant,
                    block(
                        name, onset: ICalText.dateTime(onset), from: first.offsetBefore, to: first.offsetAfter,
                        rule: rule)
                ))
        }
        for block in blocks.sorted(by: { $0.instant < $1.instant }) { component.append(component: block.block) }
        return component.finished()
    }

    /// Transitions grouped into runs that one yearly rule describes: same kind, one year apart,
    /// same month, weekday, week of the month, local time and offsets.
    static func runs(_ transitions: [ZoneChange]) -> [[ZoneChange]] {
        var runs: [[ZoneChange]] = []
        for kind in [false, true] {
            var current: [ZoneChange] = []
            for transition in transitions where transition.isDaylight == kind {
                if let previous = current.last, fits(transition, after: previous) {
                    current.append(transition)
                } else {
                    if !current.isEmpty { runs.append(current) }
                    current = [transition]
                }
            }
            if !current.isEmpty { runs.append(current) }
        }
        return runs
    }

    private static func fits(_ next: ZoneChange, after previous: ZoneChange) -> Bool {
        let a = LocalDateTime(wallSeconds: previous.instant + previous.offsetBefore)
        let b = LocalDateTime(wallSeconds: next.instant + next.offsetBefore)
        return b.date.year == a.date.year + 1 && a.date.month == b.date.month
            && RuleWeekday(of: a.date) == RuleWeekday(of: b.date)
            && ordinal(of: a.date) == ordinal(of: b.date)
            && (a.hour, a.minute, a.second) == (b.hour, b.minute, b.second)
            && previous.offsetBefore == next.offsetBefore && previous.offsetAfter == next.offsetAfter
    }

    /// The same weekday of the same week of the same month as `onset`, at the same time, in `year`.
    static func onset(like onset: LocalDateTime, inYear year: Int) -> LocalDateTime? {
        let month = onset.date.month
        let weekday = RuleWeekday(of: onset.date)
        let ordinal = ordinal(of: onset.date)
        let days = (1...LocalDate.daysInMonth(year: year, month: month)).compactMap {
            LocalDate(year: year, month: month, day: $0)
        }
        let matching = days.filter { RuleWeekday(of: $0) == weekday }
        guard let day = ordinal == -1 ? matching.last : matching.dropFirst(ordinal - 1).first else { return nil }
        return LocalDateTime(date: day, hour: onset.hour, minute: onset.minute, second: onset.second)
    }

    /// Which of its weekdays in the month a date is: -1 for the last, else 1 to 4.
    static func ordinal(of date: LocalDate) -> Int {
        date.day + 7 > LocalDate.daysInMonth(year: date.year, month: date.month) ? -1 : (date.day - 1) / 7 + 1
    }

    private static func block(_ name: StaticString, onset: String, from: Int, to: Int, rule: String?) -> [UInt8] {
        var block = ComponentBytes(name, reservingCapacity: 256)
        block.add("DTSTART", onset)
        block.add("TZOFFSETFROM", ICalText.offset(from))
        block.add("TZOFFSETTO", ICalText.offset(to))
        if let rule { block.add("RRULE", rule) }
        return block.finished()
    }
}
