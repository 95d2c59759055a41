import TribeData
import TribeRecurrence
import TribeSchedule

/// The year at a glance: a row per month, a column per day of the month, the days with events
/// marked and multi-day events and trips as bars beneath, all on one A3 sheet.
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

    func context(_ occurrences: [Occurrence]) -> [String: Any] {
        var counts: [LocalDate: Int] = [:]
        var spans: [(first: LocalDate, last: LocalDate, label: String, trip: Bool)] = []
        for occurrence in occurrences {
            if occurrence.days.lowerBound == occurrence.days.upperBound {
                counts[occurrence.days.lowerBound, default: 0] += 1
            } else {
                spans.append((occurrence.days.lowerBound, occurrence.days.upperBound, occurrence.subject, false))
            }
        }
        for trip in pages.tribe.trips { spans.append((trip.start, trip.end, "Trip: " + trip.title, true)) }
        let months = pages.months.map { month -> [String: Any] in
            let length = LocalDate.daysInMonth(year: month.year, month: month.month)
            let first = month.firstDay, last = first.adding(days: length - 1)
            let days = (1...31).map { day -> [String: Any] in
                guard day <= length else { return ["empty": true] }
                let date = first.adding(days: day - 1)
                let count = counts[date] ?? 0
                return [
                    "iso": date.description, "day": day, "weekday": String(DisplayText.weekdays[date.isoWeekday - 1].prefix(2)),
                    "weekend": date.isoWeekday >= 6, "count": count, "busy": count > 0, "href": "agenda.html#d-\(date)",
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
            return [
                "title": DisplayText.months[month.month - 1], "year": month.year, "days": days, "href": PlannerPages.monthPath(month).segments.last ?? "",
                "lanes": lanes.map { lane -> [String: Any] in
                    var cells: [[String: Any]] = []
                    var next = 1
                    for segment in lane {
                        if segment.start > next { cells.append(["span": segment.start - next, "bar": false]) }
                        cells.append(["span": segment.end - segment.start + 1, "bar": true, "label": segment.label, "trip": segment.trip])
                        next = segment.end + 1
                    }
                    if next <= 31 { cells.append(["span": 32 - next, "bar": false]) }
                    return ["cells": cells]
                },
            ]
        }
        let title = months.isEmpty ? "Year" : "\(DisplayText.months[(pages.months.first?.month ?? 1) - 1]) \(pages.months.first?.year ?? 0) – \(DisplayText.months[(pages.months.last?.month ?? 1) - 1]) \(pages.months.last?.year ?? 0)"
        return ["site": pages.settings.templateContext, "pageSize": PaperGeometry(pages.settings.yearPaper).cssSize, "paperClass": paperClass, "title": title, "months": months, "columns": (1...31).map { ["day": $0] }]
    }
}
