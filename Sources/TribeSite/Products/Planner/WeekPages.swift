import TribeData
import TribeRecurrence
import TribeSchedule
import TribeTemplates

/// The planner's weeks, one ISO week (Monday to Sunday) per portrait sheet, with room to write.
///
/// Each day is a band: trips and all-day entries first, then the day's timed entries in order,
/// each as the agenda lists it, on ruled lines that go on empty below them. A day with more
/// than its band holds ends in "+N more", pointing into the agenda, so a week never spills
/// onto a second sheet.
struct WeekPages: Sendable {
    let pages: PlannerPages

    /// Every week on one page, ready to print.
    static let printPath = OutputPath(fixed: "planner", "weeks.html")

    static func path(_ week: WeekPages.Week) -> OutputPath {
        OutputPath(fixed: "planner", "weeks", "\(week).html")
    }

    /// Where a week's own page is from `planner/`.
    static func href(_ week: WeekPages.Week) -> String {
        "weeks/\(week).html"
    }

    /// An ISO week: its Monday, and its number in its ISO year.
    struct Week: Sendable, Hashable, CustomStringConvertible {
        let monday: LocalDate

        var number: Int { PlannerGrid.isoWeek(of: monday) }
        /// The year the week's Thursday is in, which ISO 8601 counts it in.
        var year: Int { monday.adding(days: 3).year }
        var sunday: LocalDate { monday.adding(days: 6) }

        /// `2026-W44`.
        var description: String { year.zeroPadded(4) + "-W" + number.zeroPadded(2) }
    }

    /// The weeks that hold a day of the planner's months.
    static func weeks(of settings: SiteSettings) -> [Week] {
        let months = PlannerPages.months(of: settings)
        guard let first = months.first, let last = months.last else { return [] }
        let start = first.firstDay.adding(days: 1 - first.firstDay.isoWeekday)
        return sequence(first: Week(monday: start)) { Week(monday: $0.monday.adding(days: 7)) }
            .prefix { $0.monday <= last.lastDay }
            .map { $0 }
    }

    /// The days the weeks cover, which the timeline must hold.
    static func dayRange(of settings: SiteSettings) -> ClosedRange<LocalDate>? {
        let weeks = weeks(of: settings)
        guard let first = weeks.first, let last = weeks.last else { return nil }
        return first.monday...last.sunday
    }

    /// Each week's sheet, in order. Links lead from `planner/`: the template puts its `root`
    /// before them, so one week's sheet serves its own page and the page of every week.
    func sheets() -> [TemplateValue] {
        let settings = pages.settings
        let weeks = Self.weeks(of: settings)
        guard let range = Self.dayRange(of: settings) else { return [] }
        let instants = Timeline.instants(from: range.lowerBound, through: range.upperBound, in: settings.timeZone)
        let occurrences = pages.timeline.occurrences(from: instants.lowerBound, to: instants.upperBound)
        let dayList = DayList(tribe: pages.tribe, settings: settings, facts: pages.timeline.facts)
        let geometry = WeekGeometry(settings.weekPaper)
        // A band shows no more entries than it has lines, trips included.
        let byDay = dayList.firstEntries(
            occurrences, within: range, limit: geometry.entryLines, overlays: settings.overlays.events(shaded: false))
        let legend = pages.legend
        return weeks.map { week in
            sheet(week, items: byDay, geometry: geometry, legend: legend)
        }
    }

    /// The frame of one week's page, or of every week's, `root` leading to the site's root.
    func frame(sheets: [TemplateValue], title: String, root: String) -> TemplateValue {
        pages.frame(
            sheets: [], weekSheets: sheets, title: title, root: root,
            pageSize: WeekGeometry(pages.settings.weekPaper).cssSize)
    }
}

private extension WeekPages {
    func sheet(
        _ week: Week, items: [LocalDate: DayList.FirstEntries], geometry: WeekGeometry, legend: TemplateValue
    ) -> TemplateValue {
        let settings = pages.settings
        let words = settings.words
        let title = words(.weekNumber, ["number": String(week.number)])
        let lines = geometry.entryLines
        return [
            "id": .text("w-\(week)"), "title": .text(title),
            "range": .text(settings.dates.dayRange(week.monday, week.sunday)),
            "style": .text(
                "--tp-band: \(geometry.bandHeight)mm; --tp-wline: \(WeekGeometry.lineHeight)mm; --tp-page-height: \(geometry.height)mm;"
            ),
            "days": .list(
                (0..<7).map { offset -> TemplateValue in
                    let day = week.monday.adding(days: offset)
                    let shades = settings.overlays.shades[day] ?? []
                    let trips = trips(on: day)
                    let listed = items[day] ?? DayList.FirstEntries(items: [], count: 0)
                    let count = trips.count + listed.count
                    // The last line says how many more there are rather than show one more.
                    let shown = count > lines ? lines - 1 : count
                    let hidden = count - shown
                    let entries = trips + listed.items
                    return [
                        "iso": .text(day.description), "day": .number(day.day),
                        "weekday": .text(settings.dates.weekday(day.isoWeekday, .wide)),
                        "shaded": .bool(!shades.isEmpty),
                        "shadeStyle": .optional(
                            shades.first.map { "--tp-shade: \(settings.overlays.color(of: $0.calendar));" }),
                        "shades": .list(shades.map { ["name": .text($0.summary)] }),
                        "entries": .list(Array(entries.prefix(shown))),
                        "hasMore": .bool(hidden > 0),
                        "moreText": hidden > 0 ? .text(pages.moreText(hidden)) : .null,
                        "moreHref": .text(PlannerPages.agendaHref(day)),
                    ]
                }),
            "legend": legend,
            "code": pages.codes.subscribe ?? .null,
        ]
    }

    /// The trips under way on `day`, first on its band as they are bars on the month sheets.
    func trips(on day: LocalDate) -> [TemplateValue] {
        pages.tribe.trips.filter { $0.start <= day && day <= $0.end }.map { trip in
            [
                "trip": true, "subject": .text(pages.settings.words(.tripTitle, ["title": trip.title])),
                "glyph": .text(PlannerGlyphs.tripGlyph), "before": .bool(trip.start < day),
                "after": .bool(day < trip.end), "members": .list(pages.members(trip.buddyIDs)),
            ]
        }
    }
}
