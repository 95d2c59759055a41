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
    let map: SiteMap

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
        let instants = Timeline.instants(from: range.lowerBound, through: range.upperBound, in: settings.timeZone)
        let occurrences = pages.timeline.occurrences(from: instants.lowerBound, to: instants.upperBound)
        let dayList = DayList(tribe: pages.tribe, settings: settings, facts: pages.timeline.facts)
        let byDay = Dictionary(
            dayList.entries(occurrences, within: range, everyDay: true).map { ($0.day, $0.items) },
            uniquingKeysWith: { first, _ in first })
        let members = pages.tribe.members
        let everyone = Set(members.map(\.id))
        let groups = stride(from: 0, to: max(members.count, 1), by: Self.membersPerSheet).map {
            Array(members[$0..<min($0 + Self.membersPerSheet, members.count)])
        }
        let geometry = FamilyWeekGeometry(settings.paper)
        return weeks.map { week in
            groups.enumerated().map { number, group in
                sheet(
                    week, members: group, number: number + 1, of: groups.count, everyone: everyone, byDay: byDay,
                    geometry: geometry)
            }
        }
    }

    /// A page of `sheets`, `root` leading to the site's root.
    func page(sheets: [TemplateValue], title: String, root: String) -> TemplateValue {
        [
            "title": .text(title), "root": .text(root), "sheets": .list(sheets),
            "pageSize": .text(PaperGeometry(pages.settings.paper).cssSize),
        ]
    }
}

private extension FamilyWeekPages {
    func sheet(
        _ week: WeekPages.Week, members: [Member], number: Int, of count: Int, everyone: Set<Int>,
        byDay: [LocalDate: [TemplateValue]], geometry: FamilyWeekGeometry
    ) -> TemplateValue {
        let settings = pages.settings
        let words = settings.words
        let lines = geometry.entryLines
        let columns = members.map(\.id)
        let days = (0..<7).map { offset -> TemplateValue in
            let day = week.monday.adding(days: offset)
            // Each entry under everyone, or under each of its people on this sheet.
            var cells = [[TemplateValue]](repeating: [], count: columns.count + 1)
            for trip in pages.tribe.trips where trip.start <= day && day <= trip.end {
                let ids = trip.buddyIDs.isEmpty ? Array(everyone) : trip.buddyIDs
                let item: TemplateValue = [
                    "trip": true, "subject": .text(words(.tripTitle, ["title": trip.title])),
                    "glyph": .text(PlannerGlyphs.tripGlyph), "time": .null,
                ]
                place(item, ids: ids, columns: columns, everyone: everyone, into: &cells)
            }
            for item in byDay[day] ?? [] {
                place(item, ids: Self.memberIDs(of: item), columns: columns, everyone: everyone, into: &cells)
            }
            let shades = settings.overlays.shades[day] ?? []
            return [
                "iso": .text(day.description), "day": .number(day.day),
                "weekday": .text(settings.dates.weekday(day.isoWeekday, .abbreviated)),
                "shades": .list(shades.map { ["name": .text($0.summary)] }),
                "cells": .list(
                    cells.enumerated().map { column, entries in
                        let shown = entries.count > lines ? lines - 1 : entries.count
                        let hidden = entries.count - shown
                        return [
                            "everyone": .bool(column == 0),
                            "entries": .list(Array(entries.prefix(shown))),
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

    /// Puts `item` under everyone when `ids` are the whole family, else under each of them on
    /// this sheet.
    func place(
        _ item: TemplateValue, ids: [Int], columns: [Int], everyone: Set<Int>, into cells: inout [[TemplateValue]]
    ) {
        if !everyone.isEmpty, Set(ids) == everyone {
            cells[0].append(item)
            return
        }
        for (index, column) in columns.enumerated() where ids.contains(column) {
            cells[index + 1].append(item)
        }
    }

    /// The members an entry of the day list names, as `Involvement` decided them.
    static func memberIDs(of item: TemplateValue) -> [Int] {
        guard case .object(let object) = item, case .list(let people)? = object["members"] else { return [] }
        return people.compactMap { person in
            guard case .object(let person) = person, case .text(let id)? = person["id"] else { return nil }
            return Int(id)
        }
    }
}
