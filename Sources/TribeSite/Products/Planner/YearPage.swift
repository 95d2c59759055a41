import TribeData
import TribeRecurrence
import TribeSchedule
import TribeTemplates

/// The year at a glance: a row per month, a column per day of the month, the days with events
/// marked, birthdays named, and multi-day events and trips as bars beneath, all on one sheet.
struct YearPage: Sendable {
    let pages: PlannerPages

    static let path = OutputPath(fixed: "planner", "year.html")
    /// The year is laid out for A3 landscape and scaled to fit smaller sheets whole.
    var paperClass: String {
        switch pages.settings.yearPaper {
        case .a3: return "tp-year-a3"
        case .a4: return "tp-year-a4"
        case .letter: return "tp-year-letter"
        }
    }

    func context(_ occurrences: [Occurrence]) -> TemplateValue {
        // By day of the sheet, counted from its first: a year's occurrences each hashed a
        // date into a dictionary here.
        let firstDay = pages.months.first?.firstDay.daysSinceEpoch ?? 0
        let dayCount =
            pages.months.last.map {
                $0.firstDay.daysSinceEpoch + LocalDate.daysInMonth(year: $0.year, month: $0.month) - firstDay
            } ?? 0
        let sheetDay = { (day: Int) -> Int? in (0..<dayCount).contains(day - firstDay) ? day - firstDay : nil }
        var counts = [Int](repeating: 0, count: dayCount)
        // Birthdays and celebrations are named on their day, readable from across the kitchen;
        // other events of a day are counted.
        var names = [[String]](repeating: [], count: dayCount)
        var spans: [(first: LocalDate, last: LocalDate, label: String, trip: Bool)] = []
        let facts = pages.timeline.facts
        for occurrence in occurrences {
            let numbers = occurrence.dayNumbers
            if numbers.lowerBound == numbers.upperBound {
                guard let day = sheetDay(numbers.lowerBound) else { continue }
                if facts[occurrence].category == .celebration {
                    names[day].append(facts[occurrence].subject)
                } else {
                    counts[day] += 1
                }
            } else {
                let days = occurrence.days
                spans.append((days.lowerBound, days.upperBound, facts[occurrence].subject, false))
            }
        }
        let (dates, words) = (pages.settings.dates, pages.settings.words)
        for trip in pages.tribe.trips {
            spans.append((trip.start, trip.end, words(.tripTitle, ["title": trip.title]), true))
        }
        // Other calendars marked `year: true` are named too: a bank holiday on its day, a
        // half term as a bar.
        let overlays = pages.settings.overlays
        for calendar in overlays.calendars where calendar.overlay.onYear {
            for event in calendar.events {
                if event.days.lowerBound == event.days.upperBound {
                    if let day = sheetDay(event.days.lowerBound.daysSinceEpoch) { names[day].append(event.summary) }
                } else {
                    spans.append((event.days.lowerBound, event.days.upperBound, event.summary, false))
                }
            }
        }
        var laneCount = 0
        let months = pages.months.map { month -> TemplateValue in
            let length = LocalDate.daysInMonth(year: month.year, month: month.month)
            let first = month.firstDay
            let last = first.adding(days: length - 1)
            let days = (1...31).map { day -> TemplateValue in
                guard day <= length else { return ["empty": true] }
                let date = first.adding(days: day - 1)
                let sheetIndex = date.daysSinceEpoch - firstDay
                let count = counts[sheetIndex]
                let shade = overlays.shades[date]?.first.map { overlays.color(of: $0.calendar) }
                return [
                    "iso": .text(date.description), "day": .number(day),
                    "shadeStyle": .optional(shade.map { "--tp-shade: \($0);" }),
                    "names": .list(names[sheetIndex].map { ["name": .text($0)] }),
                    "weekday": .text(dates.weekday(date.isoWeekday, .narrow)),
                    "weekend": .bool(date.isoWeekday >= 6), "count": .number(count),
                    "countText": .text(words(.events, count: count)), "busy": .bool(count > 0),
                    "href": .text(PlannerPages.agendaHref(date)),
                ]
            }
            // Bars of the month in lanes; each lane is a table row of cells spanning their days.
            let segments = spans.filter { $0.first <= last && $0.last >= first }
                .map { (start: max($0.first, first).day, end: min($0.last, last).day, label: $0.label, trip: $0.trip) }
                .sorted { ($0.start, -$0.end, $0.label) < ($1.start, -$1.end, $1.label) }
            var lanes: [[(start: Int, end: Int, label: String, trip: Bool)]] = []
            for segment in segments {
                if let index = lanes.firstIndex(where: { ($0.last?.end ?? 0) < segment.start }) {
                    lanes[index].append(segment)
                } else {
                    lanes.append([segment])
                }
            }
            laneCount += lanes.count
            return [
                "title": .text(dates.monthName(month.month)), "year": .number(month.year), "days": .list(days),
                "href": .text(PlannerPages.monthPath(month).segments.last ?? ""),
                "lanes": .list(
                    lanes.map { lane -> TemplateValue in
                        var cells: [TemplateValue] = []
                        var next = 1
                        for segment in lane {
                            if segment.start > next {
                                cells.append(["span": .number(segment.start - next), "bar": false])
                            }
                            cells.append([
                                "span": .number(segment.end - segment.start + 1), "bar": true,
                                "label": .text(segment.label), "trip": .bool(segment.trip),
                            ])
                            next = segment.end + 1
                        }
                        if next <= 31 { cells.append(["span": .number(32 - next), "bar": false]) }
                        return ["cells": .list(cells)]
                    }),
            ]
        }
        let title =
            pages.months.first.flatMap { first in
                pages.months.last.map { "\(dates.monthTitle(first)) – \(dates.monthTitle($0))" }
            } ?? words(.year)
        let rowHeight = dayRowHeight(months: months.count, lanes: laneCount)
        return [
            "site": pages.settings.templateContext, "pageSize": .text(PaperGeometry(pages.settings.yearPaper).cssSize),
            "paperClass": .text(paperClass),
            "sheetStyle": .text(
                "height: \(Self.millimetres(sheetHeight))mm; --tp-year-row: \(Self.millimetres(rowHeight))mm;"),
            "legendDays": .text("\(dates.weekday(7, .narrow)) \(dates.weekday(1, .narrow))"),
            "title": .text(title), "months": .list(months), "columns": .list((1...31).map { ["day": .number($0)] }),
            "calendars": overlays.legend,
        ]
    }
}

private extension YearPage {
    /// The sheet's height in the A3 millimetres the year is laid out in: smaller sheets are
    /// the same page scaled to their width, so a Letter sheet, less wide for its height than
    /// A3, is a taller page.
    var sheetHeight: Double {
        let paper = PaperGeometry(pages.settings.yearPaper)
        return paper.height * Self.layoutWidth / paper.width
    }

    /// The height of each month's row of days that makes the months fill the sheet: what the
    /// title, the column heads, the legend and the bars' lanes leave, shared out.
    func dayRowHeight(months: Int, lanes: Int) -> Double {
        let fixed = 2 * 8 + 13 + 5 + 11 + 4.0
        let shared = (sheetHeight - fixed - Double(lanes) * Self.laneHeight) / Double(max(months, 1))
        return max(8, (shared * 10).rounded(.down) / 10)
    }

    static let layoutWidth = 420.0
    static let laneHeight = 3.2

    /// Tenths of a millimetre, written as every other length on the sheets is.
    static func millimetres(_ value: Double) -> String {
        "\((value * 10).rounded(.down) / 10)"
    }
}
