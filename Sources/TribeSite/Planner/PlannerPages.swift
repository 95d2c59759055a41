import TribeData
import TribeRecurrence
import TribeSchedule

/// The planner's pages as template contexts: one page per month, the whole range in one
/// document for printing, and the agenda every "+N more" points into.
struct PlannerPages: Sendable {
    let tribe: Tribe
    let settings: SiteSettings
    let schedule: Schedule
    private let memberByID: [Int: Member]

    init(tribe: Tribe, settings: SiteSettings, schedule: Schedule) {
        self.tribe = tribe
        self.settings = settings
        self.schedule = schedule
        memberByID = Dictionary(tribe.members.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    static let printPath = OutputPath(fixed: "planner", "print.html")
    static let agendaPath = OutputPath(fixed: "planner", "agenda.html")

    var months: [YearMonth] {
        (0..<settings.plannerMonths).compactMap { settings.plannerStart.adding(months: $0) }
    }

    static func monthPath(_ month: YearMonth) -> OutputPath {
        OutputPath(fixed: "planner", "\(month).html")
    }

    /// Every occurrence of the range, once, ordered.
    func occurrencesInRange() -> [Occurrence] {
        guard let first = months.first, let last = months.last else { return [] }
        let endDay = PlannerGrid(month: last, weekStart: settings.weekStart).endDay
        return schedule.occurrences(from: PlannerGrid(month: first, weekStart: settings.weekStart).firstDay, through: endDay.adding(days: -1), in: settings.timeZone)
    }

    func sheets(_ occurrences: [Occurrence], trips: [Trip]? = nil) -> [[String: Any]] {
        let geometry = PaperGeometry(settings.paper)
        // Working out an occurrence's days takes date arithmetic: do it once, not once a month.
        let spans = occurrences.map(\.days)
        return months.map { month in
            let grid = PlannerGrid(month: month, weekStart: settings.weekStart)
            let inMonth = occurrences.indices.filter { spans[$0].upperBound >= grid.firstDay && spans[$0].lowerBound < grid.endDay }
            let layout = PlannerLayout(
                grid: grid, occurrences: inMonth.map { occurrences[$0] },
                trips: trips ?? tribe.trips, linesPerCell: geometry.linesPerCell(weeks: grid.weekStarts.count)
            )
            return sheet(layout, geometry: geometry)
        }
    }

    func monthContext(_ sheet: [String: Any]) -> [String: Any] {
        frame(sheets: [sheet], title: sheet["title"] as? String ?? "Planner", root: "../")
    }

    func printContext(_ sheets: [[String: Any]]) -> [String: Any] {
        frame(sheets: sheets, title: "Planner", root: "../")
    }

    /// A member's own planner: their events and trips, every month, one sheet each.
    func memberContext(_ member: Member, occurrences: [Occurrence]) -> [String: Any] {
        let own = occurrences.filter { $0.ownerID == member.id || $0.inviteeIDs.contains(member.id) }
        let trips = tribe.trips.filter { $0.buddyIDs.contains(member.id) }
        return frame(sheets: sheets(own, trips: trips), title: "Planner: \(member.displayName)", root: "../../")
    }

    static let memberStylesPath = OutputPath(fixed: "planner", "members.css")

    /// The rules behind the show/hide checkboxes: unticking a member hides their initials and
    /// whatever involves them alone. Written as a file because it depends on the members.
    static func memberStyles(_ members: [Member]) -> String {
        members.map { member in
            let unticked = "body:has(#tp-show-\(member.id):not(:checked))"
            return "\(unticked) .tp-only-\(member.id), \(unticked) .tp-who-\(member.id) { display: none; }\n"
        }.joined()
    }

    static func memberPath(slug: String) -> OutputPath {
        OutputPath(fixed: "planner", "members", slug + ".html")
    }

    private func frame(sheets: [[String: Any]], title: String, root: String) -> [String: Any] {
        [
            "site": settings.templateContext, "pageSize": PaperGeometry(settings.paper).cssSize, "sheets": sheets, "title": title, "root": root,
            "members": members(tribe.members.map(\.id)),
        ]
    }

    func agendaContext(_ occurrences: [Occurrence]) -> [String: Any] {
        let days = DayList(tribe: tribe, timeZoneName: settings.timeZoneName).days(occurrences, everyDay: true)
        return ["site": settings.templateContext, "days": days, "title": "Agenda"]
    }
}

private extension PlannerPages {
    func members(_ ids: [Int]) -> [[String: Any]] {
        ids.compactMap { memberByID[$0].map(MemberContext.make) }
    }

    func sheet(_ layout: PlannerLayout, geometry: PaperGeometry) -> [String: Any] {
        let weeks = layout.weeks.count
        let names = settings.weekStart == .monday
            ? Array(DisplayText.weekdays)
            : [DisplayText.weekdays[6]] + DisplayText.weekdays.prefix(6)
        let month = layout.grid.month
        return [
            "id": "m-\(month)",
            "title": "\(DisplayText.months[month.month - 1]) \(month.year)",
            "style": "--tp-row: \(geometry.rowHeight(weeks: weeks))mm; --tp-day: \(geometry.dayWidth)mm; --tp-page-height: \(geometry.height)mm;",
            "weekdays": names.map { ["short": String($0.prefix(3)), "long": $0] },
            "weeks": layout.weeks.map { week -> [String: Any] in
                [
                    "number": week.number,
                    "style": "--tp-lanes: \(week.lanes);",
                    "days": week.days.enumerated().map { column, day -> [String: Any] in
                        [
                            "iso": day.date.description, "day": day.date.day, "out": !day.inMonth,
                            "items": day.items.map(item),
                            "more": day.hiddenCount, "hasMore": day.hiddenCount > 0, "moreHref": "agenda.html#d-\(day.date)",
                            "bars": week.bars.filter { $0.column == column }.map(bar),
                        ]
                    },
                ]
            },
            "legend": legend(),
        ]
    }

    func item(_ item: PlannerLayout.Item) -> [String: Any] {
        var context: [String: Any] = [
            "subject": item.subject, "repeats": item.isRecurring, "members": members(item.memberIDs), "only": Self.onlyClass(item.memberIDs),
        ]
        if let time = item.time { context["time"] = time }
        if let category = item.category { context["glyph"] = PlannerGlyphs.glyph(category); context["category"] = category.label }
        return context
    }

    func bar(_ bar: PlannerLayout.Bar) -> [String: Any] {
        [
            "subject": bar.subject, "style": "--tp-span: \(bar.span); --tp-lane: \(bar.lane);",
            "before": bar.continuesFromBefore, "after": bar.continuesAfter, "trip": bar.isTrip,
            "glyph": bar.isTrip ? PlannerGlyphs.tripGlyph : bar.category.map(PlannerGlyphs.glyph) ?? "",
            "members": members(bar.memberIDs), "only": Self.onlyClass(bar.memberIDs),
        ]
    }

    /// `tp-only-3` for something that involves member 3 alone, so hiding that member hides it.
    static func onlyClass(_ ids: [Int]) -> String {
        Set(ids).count == 1 ? "tp-only-\(ids[0])" : ""
    }

    func legend() -> [String: Any] {
        [
            "members": members(tribe.members.map(\.id)),
            "categories": EventCategory.allCases.filter { $0 != .none }.map { ["glyph": PlannerGlyphs.glyph($0), "label": $0.label] },
            "repeat": PlannerGlyphs.repeatMark, "trip": PlannerGlyphs.tripGlyph,
        ]
    }
}
