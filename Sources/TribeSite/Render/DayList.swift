import Foundation
import TribeCalendars
import TribeData
import TribeRecurrence
import TribeSchedule
import TribeTemplates

/// Occurrences laid out day by day, the way the agenda, the home page and the member and
/// trip pages list them.
struct DayList {
    /// Each member's template context, made once: a long list repeats the same few people.
    let members: [Int: TemplateValue]
    let memberNames: [Int: String]
    /// The site's zone; times in any other zone are labelled with theirs.
    let timeZoneName: String
    /// Whose each entry is, for the people it names.
    let involvement: Involvement
    let mapLinks: MapLinks
    let dates: DateWording
    let words: PageWords
    /// Entries made so far, for every page this list lays out: a trip's or a month's page
    /// lists the same weekly events as the next one, and making an entry (its people, time
    /// and map link) cost more than the rest of laying out a trip's page.
    private let made = MadeOnce<ItemLook>()

    init(tribe: Tribe, settings: SiteSettings) {
        members = Dictionary(
            tribe.members.map { ($0.id, .object(MemberContext.make($0))) }, uniquingKeysWith: { first, _ in first })
        memberNames = Dictionary(tribe.members.map { ($0.id, $0.displayName) }, uniquingKeysWith: { first, _ in first })
        timeZoneName = settings.timeZoneName
        involvement = settings.involvement
        mapLinks = settings.mapLinks
        dates = settings.dates
        words = settings.words
    }

    /// One entry per day that has something, in order, for the days of `days` (all when nil).
    ///
    /// With `everyDay` an occurrence spanning several days is listed on each of them, as the
    /// agenda needs so each day's "+N more" finds it; otherwise it is listed once, on its first
    /// day in range, with the day it lasts until, so a fortnight's holiday does not fill a page.
    ///
    /// `overlays` are other calendars' events, listed among the family's by their start.
    func days(
        _ occurrences: [Occurrence], within days: ClosedRange<LocalDate>? = nil, everyDay: Bool = false,
        overlays: [(calendar: OverlaySet.Calendar, event: OverlayEvent)] = []
    ) -> [TemplateValue] {
        entries(occurrences, within: days, everyDay: everyDay, overlays: overlays).map { day, items in
            [
                "id": .text("d-\(day)"), "iso": .text(day.description), "title": .text(dates.longDate(day)),
                "items": .list(items),
            ]
        }
    }

    /// `days`' entries, each day's as a list, for pages that lay them out themselves.
    func entries(
        _ occurrences: [Occurrence], within days: ClosedRange<LocalDate>? = nil, everyDay: Bool = false,
        overlays: [(calendar: OverlaySet.Calendar, event: OverlayEvent)] = []
    ) -> [(day: LocalDate, items: [TemplateValue])] {
        // Each entry is listed as it comes with its day and start (so other calendars' entries
        // fall in among the family's), then all are put in order once: filing them in a
        // dictionary of days cost more in lookups than the order. The keys are kept apart from
        // the entries, so ordering them copies no entry.
        var keys: [(day: LocalDate, order: Int)] = []
        var items: [TemplateValue] = []
        func list(_ item: TemplateValue, on day: LocalDate, order: Int) {
            keys.append((day, order))
            items.append(item)
        }
        for occurrence in occurrences {
            let span = occurrence.days
            let first = max(span.lowerBound, days?.lowerBound ?? span.lowerBound)
            let last = min(span.upperBound, days?.upperBound ?? span.upperBound)
            guard first <= last else { continue }
            let order = occurrence.isAllDay ? Int.min : occurrence.start.instant
            if !everyDay {
                list(item(occurrence, until: span.upperBound > first ? span.upperBound : nil), on: first, order: order)
                continue
            }
            var day = first
            while day <= last {
                list(item(occurrence, until: nil), on: day, order: order)
                day = day.adding(days: 1)
            }
        }
        for (calendar, event) in overlays {
            let first = max(event.days.lowerBound, days?.lowerBound ?? event.days.lowerBound)
            let last = min(event.days.upperBound, days?.upperBound ?? event.days.upperBound)
            guard first <= last else { continue }
            var day = first
            while day <= (everyDay ? last : first) {
                let until = !everyDay && event.days.upperBound > first ? event.days.upperBound : nil
                list(self.item(event, of: calendar, until: until), on: day, order: event.order)
                day = day.adding(days: 1)
            }
        }
        // By day, each day's entries as they came; other calendars' are put among the family's
        // by start, stably, so entries that start together keep the order they came in.
        let byStart = !overlays.isEmpty
        let order = keys.indices.sorted {
            let (left, right) = (keys[$0], keys[$1])
            if left.day != right.day { return left.day < right.day }
            if byStart, left.order != right.order { return left.order < right.order }
            return $0 < $1
        }
        var result: [(day: LocalDate, items: [TemplateValue])] = []
        for index in order {
            let day = keys[index].day
            if let last = result.indices.last, result[last].day == day {
                result[last].items.append(items[index])
            } else {
                result.append((day, [items[index]]))
            }
        }
        return result
    }
}

extension DayList {
    /// A day's first entries, and how many there are in all.
    struct FirstEntries {
        var items: [TemplateValue]
        var count: Int
    }

    /// Each day's first `limit` entries as `entries(_:within:everyDay:overlays:)` lists them with
    /// `everyDay`, and how many it lists on the day in all.
    ///
    /// A week's band shows a few lines of a day that holds hundreds of entries in a large family:
    /// making every entry only to count those not shown was most of laying out the weeks, on one
    /// core, which the other core's week pages waited for.
    func firstEntries(
        _ occurrences: [Occurrence], within days: ClosedRange<LocalDate>, limit: Int,
        overlays: [(calendar: OverlaySet.Calendar, event: OverlayEvent)] = []
    ) -> [LocalDate: FirstEntries] {
        let firstDay = days.lowerBound.daysSinceEpoch
        // What each day lists, as `entries` takes it: a position in `occurrences`, or past them
        // in `overlays`, with the start that puts other calendars' entries among the family's.
        // A day's first `limit` are all that is shown when nothing has to be put among them.
        var listed = [[(order: Int, source: Int)]](
            repeating: [], count: days.upperBound.daysSinceEpoch - firstDay + 1)
        var counts = [Int](repeating: 0, count: listed.count)
        let keepsAll = !overlays.isEmpty
        func list(_ source: Int, order: Int, over span: ClosedRange<LocalDate>) {
            let first = max(span.lowerBound, days.lowerBound).daysSinceEpoch - firstDay
            let last = min(span.upperBound, days.upperBound).daysSinceEpoch - firstDay
            guard first <= last else { return }
            for day in first...last {
                counts[day] += 1
                if keepsAll || listed[day].count < limit { listed[day].append((order, source)) }
            }
        }
        for (position, occurrence) in occurrences.enumerated() {
            list(position, order: occurrence.isAllDay ? Int.min : occurrence.start.instant, over: occurrence.days)
        }
        for (index, overlay) in overlays.enumerated() {
            list(occurrences.count + index, order: overlay.event.order, over: overlay.event.days)
        }
        var result: [LocalDate: FirstEntries] = [:]
        for (day, var entries) in listed.enumerated() where !entries.isEmpty {
            // By start, and as they came among entries that start together: `entries`' order.
            if keepsAll { entries.sort { ($0.order, $0.source) < ($1.order, $1.source) } }
            let items = entries.prefix(limit).map { entry -> TemplateValue in
                guard entry.source >= occurrences.count else { return item(occurrences[entry.source], until: nil) }
                let overlay = overlays[entry.source - occurrences.count]
                return item(overlay.event, of: overlay.calendar, until: nil)
            }
            result[LocalDate(daysSinceEpoch: firstDay + day)] = FirstEntries(items: items, count: counts[day])
        }
        return result
    }

    /// When an entry is, as the agenda writes it: "All day" or "08:15–09:00", the event's
    /// zone when it is not the site's, and the last day of one listed once for several days.
    func time(of occurrence: Occurrence, until lastDay: LocalDate?) -> String {
        var time =
            occurrence.isAllDay
            ? words(.allDay) : dates.time(occurrence.start.wall) + "–" + dates.time(occurrence.end.wall)
        if !occurrence.isAllDay, occurrence.timeZone != timeZoneName {
            time += " " + words(.zoneTime, ["zone": occurrence.timeZone])
        }
        if let lastDay { time += ", " + words(.until, ["date": dates.longDate(lastDay)]) }
        return time
    }
}

private extension DayList {
    /// What an entry shows, and nothing else: two entries that look alike render alike.
    struct ItemLook: Hashable, Sendable {
        /// Subject, people, place and category.
        let facts: Occurrence.SameFacts
        /// The wall clock's start and end as shown, minutes into their days; nil all day.
        let startMinute: Int?
        let endMinute: Int?
        let lastDay: LocalDate?

        init(_ occurrence: Occurrence, until lastDay: LocalDate?) {
            facts = occurrence.sameFacts
            let (start, end) = (occurrence.start.wall, occurrence.end.wall)
            startMinute = occurrence.isAllDay ? nil : start.hour * 60 + start.minute
            endMinute = occurrence.isAllDay ? nil : end.hour * 60 + end.minute
            self.lastDay = lastDay
        }

        /// The facts and the start tell entries apart nearly always; the rest is left to `==`,
        /// as hashing a date's parts for every entry cost more than the entries it would tell
        /// apart.
        func hash(into hasher: inout Hasher) {
            hasher.combine(facts)
            hasher.combine(startMinute)
        }
    }

    /// An occurrence's entry; a weekly event's reads the same every week, so it is made once.
    func item(_ occurrence: Occurrence, until lastDay: LocalDate?) -> TemplateValue {
        let look = ItemLook(occurrence, until: lastDay)
        return made.value(look) { self.item(occurrence, look: $0) }
    }

    /// Another calendar's event: its time, subject and place, and its calendar for a category.
    func item(_ event: OverlayEvent, of calendar: OverlaySet.Calendar, until lastDay: LocalDate?) -> TemplateValue {
        // Start and end, as the family's own entries show them.
        var time = event.time.map { dates.time($0) + "–" + dates.time(event.endTime ?? $0) } ?? words(.allDay)
        if let lastDay { time += ", " + words(.until, ["date": dates.longDate(lastDay)]) }
        return [
            "time": .text(time), "subject": .text(event.summary), "glyph": .text(PlannerGlyphs.calendarMark),
            "color": .text(calendar.color), "category": .text(calendar.overlay.name), "repeats": false,
            "members": [], "who": .null, "location": .optional(event.location),
            "locationHref": .optional(event.location.flatMap(mapLinks.href(for:))),
        ]
    }

    func item(_ occurrence: Occurrence, look: ItemLook) -> TemplateValue {
        let ids = involvement.memberIDs(of: occurrence)
        var item: TemplateObject = [
            "time": .text(time(of: occurrence, until: look.lastDay)),
            "subject": .text(occurrence.subject), "glyph": .text(PlannerGlyphs.glyph(occurrence.category)),
            "category": .text(words.label(occurrence.category)), "repeats": .bool(occurrence.isRecurring),
            "members": .list(ids.compactMap { members[$0] }),
            "who": .text(ids.compactMap { memberNames[$0] }.joined(separator: ", ")),
            "location": .optional(occurrence.location),
            "locationHref": .optional(occurrence.location.flatMap(mapLinks.href(for:))),
            // Named though empty: the agenda asks every entry for another calendar's colour,
            // and the week sheets whether it is a trip continuing before or after; a name an
            // entry lacks is looked for around it, which forbade reusing it.
            "color": .null, "trip": .null, "before": .null, "after": .null,
        ]
        // Everything shown is named above, so entries that look alike share one rendering.
        item.identity = TemplateIdentity(look)
        return .object(item)
    }
}
