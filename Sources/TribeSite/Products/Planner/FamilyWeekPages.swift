import TribeData
import TribeRecurrence
import TribeSchedule
import TribeTemplates

/// The family week: one landscape sheet per ISO week, the days as rows and the members as
/// columns, with a column for what involves everyone.
///
/// Each entry sits in the column of every member `Involvement` says it is for, as in their
/// feeds; one for the whole family sits once, under "everyone". A cell holds as many lines as
/// its row has room for, one left free to write on; the rest are counted in "+N more", which
/// leads to the agenda's day, so a week never spills onto a second sheet. A family of more than
/// `membersPerSheet` gets as many sheets per week as it needs, each naming whom it holds.
struct FamilyWeekPages: Sendable {
    let pages: PlannerPages

    /// Columns of members one sheet holds beside the days and "everyone": eight keep a column
    /// about 27 mm wide on A4 and Letter, room for a time and a few words at 7 pt.
    static let membersPerSheet = 8
    /// Every week, every sheet, on one page ready to print.
    static let printPath = OutputPath(fixed: "planner", "family.html")

    static func path(_ week: WeekPages.Week) -> OutputPath {
        OutputPath(fixed: "planner", "family", "\(week).html")
    }

    /// Each week's sheets, in the order of `WeekPages.weeks(of:)`.
    func sheets() -> [[TemplateValue]] {
        let settings = pages.settings
        let weeks = WeekPages.weeks(of: settings)
        guard let range = WeekPages.dayRange(of: settings) else { return [] }
        let members = pages.tribe.members
        let geometry = FamilyWeekGeometry(settings.paper)
        let cells = Cells(pages: pages, days: range, members: members.map(\.id), keeping: geometry.entryLines)
        let groups = stride(from: 0, to: max(members.count, 1), by: Self.membersPerSheet).map {
            Array(members[$0..<min($0 + Self.membersPerSheet, members.count)])
        }
        return weeks.map { week in
            groups.enumerated().map { number, group in
                sheet(week, members: group, number: number + 1, of: groups.count, cells: cells, geometry: geometry)
            }
        }
    }

    /// A page of `sheets`, `root` leading to the site's root.
    func page(sheets: [TemplateValue], title: String, root: String) -> TemplateValue {
        [
            "title": .text(title), "root": .text(root), "sheets": .list(sheets),
            "pageSize": .text(PaperGeometry(pages.settings.paper).cssSize), "weeks": [], "apart": .null,
        ]
    }

    /// Whether `family.html` holds every week's sheets: while the family fits one sheet a
    /// week. A larger family's year would be hundreds of sheets in one document (fifty
    /// members, seven a week, 371 sheets and 12 MB), which no one prints and a phone cannot
    /// open; its `family.html` lists the weeks instead, each on a page of its own.
    static func holdsEveryWeek(_ tribe: Tribe) -> Bool {
        tribe.members.count <= membersPerSheet
    }

    /// `family.html` for a family of more than one sheet a week: every week, by its page.
    func index(title: String) -> TemplateValue {
        let settings = pages.settings
        let words = settings.words
        let sheets = (pages.tribe.members.count + Self.membersPerSheet - 1) / Self.membersPerSheet
        return [
            "title": .text(title), "root": "../", "sheets": [],
            "pageSize": .text(PaperGeometry(settings.paper).cssSize),
            "apart": .text(words(.familyWeeksApart, count: sheets)),
            "weeks": .list(
                WeekPages.weeks(of: settings).map { week in
                    [
                        "href": .text("family/\(week).html"),
                        "title": .text(words(.weekNumber, ["number": String(week.number)]) + " · \(week.year)"),
                        "range": .text(settings.dates.dayRange(week.monday, week.sunday)),
                    ]
                }),
        ]
    }
}

private extension FamilyWeekPages {
    func sheet(
        _ week: WeekPages.Week, members: [Member], number: Int, of count: Int, cells: Cells,
        geometry: FamilyWeekGeometry
    ) -> TemplateValue {
        let settings = pages.settings
        let words = settings.words
        let lines = geometry.entryLines
        let columns = [0] + members.compactMap { cells.column(of: $0.id) }
        let days = (0..<7).map { offset -> TemplateValue in
            let day = week.monday.adding(days: offset)
            let shades = settings.overlays.shades[day] ?? []
            return [
                "iso": .text(day.description), "day": .number(day.day),
                "weekday": .text(settings.dates.weekday(day.isoWeekday, .abbreviated)),
                "shades": .list(shades.map { ["name": .text($0.summary)] }),
                "cells": .list(
                    columns.map { column in
                        let cell = cells.cell(day, column)
                        let shown = cell.count > lines ? lines - 1 : cell.count
                        let hidden = cell.count - shown
                        return [
                            "everyone": .bool(column == 0),
                            "entries": .list(Array(cell.items.prefix(shown))),
                            "hasMore": .bool(hidden > 0),
                            "moreText": hidden > 0 ? .text(pages.moreText(hidden)) : .null,
                            "moreHref": .text(PlannerPages.agendaHref(day)),
                        ]
                    }),
            ]
        }
        let names = members.map(\.displayName).joined(separator: ", ")
        return [
            "id": .text(count > 1 ? "f-\(week)-\(number)" : "f-\(week)"),
            "title": .text(words(.familyWeek) + " · " + words(.weekNumber, ["number": String(week.number)])),
            "range": .text(settings.dates.dayRange(week.monday, week.sunday)),
            "weekHref": .text("family/\(week).html"),
            "part": count > 1 ? .text("\(number)/\(count): \(names)") : .null,
            "style": .text(
                "--tp-frow: \(geometry.rowHeight)mm; --tp-fline: \(FamilyWeekGeometry.lineHeight)mm; "
                    + "--tp-page-height: \(geometry.height)mm;"),
            "everyoneWord": .text(words(.everyone)),
            "members": .list(pages.members(columns)),
            "days": .list(days),
            "code": pages.codes.subscribe ?? .null,
        ]
    }
}

/// Every cell of the family weeks: what each member's column, and everyone's, holds each day.
///
/// Filed in one pass over the weeks' occurrences in the agenda's order, trips first; a cell
/// makes only the entries it can show and counts the rest, since a large family's year holds
/// hundreds of thousands of entries of which a sheet shows a few per cell.
private struct Cells {
    struct Cell {
        var items: [TemplateValue] = []
        var count = 0
    }

    let first: LocalDate
    /// Column 0 is everyone's; member `i` of `members` is column `i + 1`.
    private let columns: [Int: Int]
    private var cells: [[Cell]]

    init(pages: PlannerPages, days: ClosedRange<LocalDate>, members: [Int], keeping limit: Int) {
        first = days.lowerBound
        columns = Dictionary(members.enumerated().map { ($1, $0 + 1) }, uniquingKeysWith: { first, _ in first })
        let dayCount = days.upperBound.daysSinceEpoch - days.lowerBound.daysSinceEpoch + 1
        cells = Array(repeating: Array(repeating: Cell(), count: members.count + 1), count: dayCount)
        let everyone = Set(members)
        let (low, high) = (days.lowerBound.daysSinceEpoch, days.upperBound.daysSinceEpoch)
        let words = pages.settings.words
        for trip in pages.tribe.trips where trip.end >= days.lowerBound && trip.start <= days.upperBound {
            let item: TemplateValue = [
                "trip": true, "subject": .text(words(.tripTitle, ["title": trip.title])),
                "glyph": .text(PlannerGlyphs.tripGlyph), "time": .null,
            ]
            let ids = trip.buddyIDs.isEmpty ? members : trip.buddyIDs
            for day in max(trip.start.daysSinceEpoch, low)...min(trip.end.daysSinceEpoch, high) {
                file(day - low, ids: ids, everyone: everyone, limit: limit) { item }
            }
        }
        let settings = pages.settings
        let instants = Timeline.instants(from: days.lowerBound, through: days.upperBound, in: settings.timeZone)
        let occurrences = pages.timeline.occurrences(from: instants.lowerBound, to: instants.upperBound)
        let dayList = DayList(tribe: pages.tribe, settings: settings, facts: pages.timeline.facts)
        let involvement = settings.involvement
        let facts = pages.timeline.facts
        for occurrence in occurrences {
            let span = occurrence.dayNumbers
            guard span.upperBound >= low, span.lowerBound <= high else { continue }
            let ids = involvement.memberIDs(of: occurrence, in: facts)
            for day in max(span.lowerBound, low)...min(span.upperBound, high) {
                file(day - low, ids: ids, everyone: everyone, limit: limit) { dayList.entry(occurrence) }
            }
        }
    }

    /// The column of member `id`, or nil for someone not in the family.
    func column(of id: Int) -> Int? {
        columns[id]
    }

    func cell(_ day: LocalDate, _ column: Int) -> Cell {
        let index = day.daysSinceEpoch - first.daysSinceEpoch
        guard cells.indices.contains(index), cells[index].indices.contains(column) else { return Cell() }
        return cells[index][column]
    }

    /// Counts an entry on day `index` under everyone when `ids` are the whole family, else
    /// under each of them, making it once and only if a cell still shows entries.
    private mutating func file(
        _ index: Int, ids: [Int], everyone: Set<Int>, limit: Int, make: () -> TemplateValue
    ) {
        let isEveryone = !everyone.isEmpty && ids.count >= everyone.count && Set(ids) == everyone
        var made: TemplateValue?
        for column in isEveryone ? [0] : ids.compactMap({ columns[$0] }) {
            cells[index][column].count += 1
            guard cells[index][column].items.count < limit else { continue }
            let entry = made ?? make()
            made = entry
            cells[index][column].items.append(entry)
        }
    }
}
