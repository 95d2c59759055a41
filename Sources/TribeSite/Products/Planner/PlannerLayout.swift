import TribeCalendars
import TribeData
import TribeRecurrence
import TribeSchedule

/// What one month's sheet shows, worked out in Swift so the template only places it:
/// single-day items per day within a line budget, and multi-day events and trips as bars in
/// lanes, split at week edges.
struct PlannerLayout: Sendable {
    /// Something that happens on one day, drawn as one line in the day's cell.
    struct Item: Sendable, Hashable {
        /// What it says besides its time; nil for another calendar's event.
        let facts: Occurrence.SameFacts?
        let time: String?
        let subject: String
        let isRecurring: Bool
        let category: EventCategory?
        let memberIDs: [Int]
        /// Sort key: all-day first, then by start.
        let order: Int
        /// The other calendar it comes from, by its place in `site.json`.
        var calendar: Int? = nil
    }

    /// A bar across consecutive days of one week.
    struct Bar: Sendable, Hashable {
        let subject: String
        /// Column of the first day (0-based) and how many days it covers in this week.
        let column: Int
        let span: Int
        let lane: Int
        let continuesFromBefore: Bool
        let continuesAfter: Bool
        let category: EventCategory?
        let isTrip: Bool
        let memberIDs: [Int]
        let calendar: Int?
    }

    struct Day: Sendable, Hashable {
        let date: LocalDate
        let inMonth: Bool
        /// The items that fit, in order.
        let items: [Item]
        /// Items left out for lack of room, listed in the agenda.
        let hiddenCount: Int
    }

    struct Week: Sendable, Hashable {
        let number: Int
        let days: [Day]
        let bars: [Bar]
        let lanes: Int
    }

    let grid: PlannerGrid
    let weeks: [Week]

    /// Lays out `occurrences` and `trips` on `grid` with `linesPerCell` lines in a week row
    /// without bars; each lane of bars takes one of those lines from every day of its week.
    /// Each entry says what `facts` keep for it and names the people `involvement` says it is
    /// for; times and trips are written
    /// with `dates` and `words`. `listed` are other calendars' events that join the family's,
    /// each with its calendar's place in `site.json`.
    init(
        grid: PlannerGrid, occurrences: [Occurrence], facts: OccurrenceFactsTable, trips: [Trip], linesPerCell: Int,
        involvement: Involvement, dates: DateWording = .english, words: PageWords = .english,
        listed: [(calendar: Int, event: OverlayEvent)] = []
    ) {
        self.grid = grid
        // A day shows a few of its entries and counts the rest, and on a large family's sheet
        // most are counted: each day's entries are put in order by what orders them, and only
        // those that fit are made.
        let firstDay = grid.firstDay.daysSinceEpoch
        // Each day starts with room for its share of the entries and a little over: grown
        // from empty, each of a large family's days would be copied through many doublings.
        let columns = grid.weekStarts.count * 7
        let room = (occurrences.count + listed.count) / max(1, columns) * 5 / 4 + 4
        var singles = (0..<columns).map { _ in
            var day: [Single] = []
            day.reserveCapacity(room)
            return day
        }
        var spans: [Span] = []
        for (index, occurrence) in occurrences.enumerated() {
            let days = occurrence.dayNumbers
            if days.lowerBound == days.upperBound {
                let column = days.lowerBound - firstDay
                guard singles.indices.contains(column) else { continue }
                singles[column].append(
                    Single(order: occurrence.isAllDay ? Int.min : occurrence.startInstant, source: .occurrence(index)))
            } else {
                spans.append(
                    Span(
                        first: LocalDate(daysSinceEpoch: days.lowerBound),
                        last: LocalDate(daysSinceEpoch: days.upperBound),
                        subject: facts[occurrence].subject,
                        category: facts[occurrence].category,
                        memberIDs: involvement.memberIDs(of: occurrence, in: facts)))
            }
        }
        // A trip outside the sheet's weeks would make no bar.
        for trip in trips where trip.end >= grid.firstDay && trip.start < grid.endDay {
            spans.append(
                Span(
                    first: trip.start, last: trip.end, subject: words(.tripTitle, ["title": trip.title]), isTrip: true,
                    memberIDs: trip.buddyIDs))
        }
        for (index, (calendar, event)) in listed.enumerated() {
            if event.days.lowerBound == event.days.upperBound {
                let column = event.days.lowerBound.daysSinceEpoch - firstDay
                guard singles.indices.contains(column) else { continue }
                singles[column].append(Single(order: event.order, source: .listed(index)))
            } else {
                spans.append(
                    Span(
                        first: event.days.lowerBound, last: event.days.upperBound, subject: event.summary,
                        calendar: calendar))
            }
        }
        // What an entry says, read from where it comes from only when it is needed.
        func subject(of source: Source) -> String {
            switch source {
            case .occurrence(let index): facts[occurrences[index]].subject
            case .listed(let index): listed[index].event.summary
            }
        }
        func item(_ single: Single) -> Item {
            switch single.source {
            case .occurrence(let index):
                let occurrence = occurrences[index]
                return Item(
                    facts: occurrence.sameFacts,
                    time: occurrence.isAllDay ? nil : dates.time(minuteOfDay: occurrence.startMinuteOfDay),
                    subject: subject(of: single.source),
                    isRecurring: facts[occurrence].isRecurring, category: facts[occurrence].category,
                    memberIDs: involvement.memberIDs(of: occurrence, in: facts), order: single.order
                )
            case .listed(let index):
                let (calendar, event) = listed[index]
                return Item(
                    facts: nil, time: event.time.map(dates.time), subject: subject(of: single.source),
                    isRecurring: false, category: nil, memberIDs: [], order: single.order, calendar: calendar)
            }
        }
        var weeks: [Week] = []
        for (row, weekStart) in grid.weekStarts.enumerated() {
            let weekEnd = weekStart.adding(days: 6)
            // Bars of this week, longest first so the lanes stay tidy, then by start.
            let segments = spans.filter { $0.first <= weekEnd && $0.last >= weekStart }
                .map {
                    span -> (column: Int, span: Int, source: Span) in
                    let first = max(span.first, weekStart)
                    let last = min(span.last, weekEnd)
                    return (
                        first.daysSinceEpoch - weekStart.daysSinceEpoch, last.daysSinceEpoch - first.daysSinceEpoch + 1,
                        span
                    )
                }
                .sorted { ($0.column, -$0.span, $0.source.subject) < ($1.column, -$1.span, $1.source.subject) }
            var laneEnds: [Int] = []
            var bars: [Bar] = []
            // Bars may take all but one line of a day; any more are counted in "+N more".
            let maximumLanes = max(0, linesPerCell - 1)
            var barsLeftOut = Array(repeating: 0, count: 7)
            for segment in segments {
                let lane = laneEnds.firstIndex { $0 <= segment.column } ?? laneEnds.count
                guard lane < maximumLanes else {
                    for column in segment.column..<(segment.column + segment.span) { barsLeftOut[column] += 1 }
                    continue
                }
                if lane == laneEnds.count { laneEnds.append(0) }
                laneEnds[lane] = segment.column + segment.span
                bars.append(
                    Bar(
                        subject: segment.source.subject, column: segment.column, span: segment.span, lane: lane,
                        continuesFromBefore: segment.source.first < weekStart,
                        continuesAfter: segment.source.last > weekEnd,
                        category: segment.source.category, isTrip: segment.source.isTrip,
                        memberIDs: segment.source.memberIDs, calendar: segment.source.calendar
                    ))
            }
            let budget = max(1, linesPerCell - laneEnds.count)
            let days = (0..<7).map { offset -> Day in
                let date = weekStart.adding(days: offset)
                let entries = singles[row * 7 + offset]
                // When everything does not fit, the last line says how many more there are.
                let fits = entries.count <= budget && barsLeftOut[offset] == 0
                let shown = Self.first(fits ? entries.count : budget - 1, of: entries, subject: subject(of:))
                return Day(
                    date: date, inMonth: date.month == grid.month.month && date.year == grid.month.year,
                    items: shown.map(item), hiddenCount: entries.count - shown.count + barsLeftOut[offset]
                )
            }
            weeks.append(Week(number: grid.weekNumber(ofRow: row), days: days, bars: bars, lanes: laneEnds.count))
        }
        self.weeks = weeks
    }

}

private extension PlannerLayout {
    /// The first `count` of a day's `entries` by time, then subject (what `subject` says of
    /// where an entry comes from), then as they came: what sorting them all gives, without
    /// sorting the hundreds a large family's day holds to show a few.
    static func first(_ count: Int, of entries: [Single], subject: (Source) -> String) -> [Single] {
        guard count > 0 else { return [] }
        // By order, then subject, then place. The subject is read only when the orders tie:
        // it lies in each occurrence's facts, scattered in memory, and a large family's day
        // compares dozens of entries that its few lines leave out.
        func precedes(_ first: Int, _ second: Int) -> Bool {
            let (one, other) = (entries[first], entries[second])
            guard one.order == other.order else { return one.order < other.order }
            let (oneSubject, otherSubject) = (subject(one.source), subject(other.source))
            guard oneSubject == otherSubject else { return oneSubject < otherSubject }
            return first < second
        }
        // The positions of the first entries so far, in order.
        var chosen: [Int] = []
        chosen.reserveCapacity(min(count, entries.count) + 1)
        for index in entries.indices {
            if chosen.count == count {
                guard let last = chosen.last, precedes(index, last) else { continue }
                chosen.removeLast()
            }
            let place = chosen.firstIndex { precedes(index, $0) } ?? chosen.count
            chosen.insert(index, at: place)
        }
        return chosen.map { entries[$0] }
    }

    /// An entry of one day before it is known to fit: what orders it, and where it comes from.
    struct Single {
        let order: Int
        let source: Source
    }

    /// An occurrence, or another calendar's event, by its place in what the layout was given.
    enum Source {
        case occurrence(Int)
        case listed(Int)
    }

    /// Something over several days, before it is cut into a bar per week.
    struct Span {
        let first: LocalDate
        let last: LocalDate
        let subject: String
        var category: EventCategory? = nil
        var isTrip = false
        var memberIDs: [Int] = []
        /// The other calendar it comes from, by its place in `site.json`.
        var calendar: Int? = nil
    }
}
