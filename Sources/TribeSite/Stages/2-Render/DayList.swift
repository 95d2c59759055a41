import Foundation
import TribeCalendars
import TribeData
import TribeRecurrence
import TribeSchedule
import TribeTemplates

/// Occurrences laid out day by day, the way the agenda, the home page and the member and
/// trip pages list them.
struct DayList {
    /// Each member's template context and name, made once: a long list repeats the same few
    /// people.
    let members: [Int: (context: TemplateValue, name: String)]
    /// The site's zone; times in any other zone are labelled with theirs.
    let timeZoneName: String
    /// Whose each entry is, for the people it names.
    let involvement: Involvement
    /// What the build's occurrences say.
    let facts: OccurrenceFactsTable
    let mapLinks: MapLinks
    let dates: DateWording
    let words: PageWords
    /// Entries made so far, for every page this list lays out: a trip's or a month's page
    /// lists the same weekly events as the next one, and making an entry (its people, time
    /// and map link) cost more than the rest of laying out a trip's page.
    private let made = MadeOnce<ItemLook>()
    /// Each place's map link, made once: a family names the same few places again and again,
    /// and encoding one into a link cost more than the rest of making its entry.
    private let placeLinks = MadeOnce<Place>()

    init(tribe: Tribe, settings: SiteSettings, facts: OccurrenceFactsTable) {
        members = Dictionary(
            tribe.members.map { ($0.id, (.object(MemberContext.make($0)), $0.displayName)) },
            uniquingKeysWith: { first, _ in first })
        timeZoneName = settings.timeZoneName
        involvement = settings.involvement
        self.facts = facts
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
        let listings = Listings(occurrences, within: days, everyDay: everyDay, overlays: overlays)
        return listings.days.map { day, number, sources in
            (day, sources.map { item(listing: $0, on: number, of: listings) })
        }
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
        let listings = Listings(occurrences, within: days, everyDay: true, overlays: overlays)
        var result: [LocalDate: FirstEntries] = [:]
        for (day, number, sources) in listings.days {
            let items = sources.prefix(limit).map { item(listing: $0, on: number, of: listings) }
            result[day] = FirstEntries(items: items, count: sources.count)
        }
        return result
    }

    /// The entry of `occurrence` on any one of its days, as a list that names it on each of
    /// its days shows it (`everyDay`): for pages that file occurrences themselves.
    func entry(_ occurrence: Occurrence) -> TemplateValue {
        item(occurrence, until: nil)
    }

    /// When an entry is, as the agenda writes it: "All day" or "08:15–09:00", the event's
    /// zone when it is not the site's, and the last day of one listed once for several days.
    func time(of occurrence: Occurrence, until lastDay: LocalDate?) -> String {
        var time =
            occurrence.isAllDay
            ? words(.allDay)
            : dates.time(minuteOfDay: occurrence.startMinuteOfDay) + "–"
                + dates.time(minuteOfDay: occurrence.endMinuteOfDay)
        if !occurrence.isAllDay, case let zone = facts[occurrence].timeZone, zone != timeZoneName {
            time += " " + words(.zoneTime, ["zone": zone])
        }
        if let lastDay { time += ", " + words(.until, ["date": dates.longDate(lastDay)]) }
        return time
    }

    /// What `time(of:until:)` says of an occurrence, and nothing else: equal looks read the same.
    struct TimeLook: QuickHashable {
        /// Minutes into the start's and the end's days; nil all day.
        let startMinute: Int?
        let endMinute: Int?
        /// The occurrence's zone, when it is not the site's and the time is shown.
        let zone: String?
        /// The day number of the last day, for an entry listed once for several days.
        let lastDay: Int?

        /// The minutes and the last day; a zone, which an export names, is hashed with a seed.
        var quickHash: Int {
            let minutes = ((startMinute ?? -1) &* 1_441 &+ (endMinute ?? -1)) &* 31 &+ (lastDay ?? -1)
            return zone.map { minutes ^ $0.hashValue } ?? minutes
        }
    }

    /// The look of `time(of:until:)` for `lastDay` given as a day number.
    func timeLook(of occurrence: Occurrence, until lastDay: Int?) -> TimeLook {
        guard !occurrence.isAllDay else {
            return TimeLook(startMinute: nil, endMinute: nil, zone: nil, lastDay: lastDay)
        }
        let zone = facts[occurrence].timeZone
        return TimeLook(
            startMinute: occurrence.startMinuteOfDay, endMinute: occurrence.endMinuteOfDay,
            zone: zone != timeZoneName ? zone : nil, lastDay: lastDay)
    }
}

private extension DayList {
    /// What an entry shows, and nothing else: two entries that look alike render alike.
    ///
    /// Packed into 24 bytes, where optional numbers took 56: the lists look their entries up
    /// in tables that outgrow the caches in a large family, and each look-up compares a key.
    struct ItemLook: QuickHashable, Hashable, Sendable {
        /// Subject, people, place and category.
        let facts: Occurrence.SameFacts
        /// The day number of the last day, for an entry listed once for several days; `Int.min`
        /// for none.
        let until: Int
        /// The wall clock's start and end as shown, minutes into their days; -1 all day.
        let start: Int16
        let end: Int16

        /// `TimeLook`'s minutes without its zone: the facts name the zone, and comparing it
        /// with the site's for every entry asked for cost more than the entries it told apart.
        init(_ occurrence: Occurrence, until lastDay: Int?) {
            facts = occurrence.sameFacts
            // Minutes of a day are 0 to 1,439.
            start = occurrence.isAllDay ? -1 : Int16(truncatingIfNeeded: occurrence.startMinuteOfDay)
            end = occurrence.isAllDay ? -1 : Int16(truncatingIfNeeded: occurrence.endMinuteOfDay)
            until = lastDay ?? .min
        }

        /// The day number of the last day, if the entry says it.
        var lastDay: Int? { until == .min ? nil : until }

        /// The facts and the minutes: a series' entries listed once for several days differ
        /// only in their last day, and a hash without it filed them all along one probe.
        var quickHash: Int {
            ((facts.number &* 1_441 &+ Int(start)) &* 1_441 &+ Int(end)) &* 31 &+ until
        }
    }

    /// What a list holds and in which order, before any entry is made: each day's listings as
    /// positions in `occurrences` or, past them, in `overlays`.
    ///
    /// Filed by day in one counting pass, as they come; other calendars' entries are put among
    /// the family's by start, stably, so entries that start together keep the order they came
    /// in. Sorting every listing by day and start cost more than making the entries of a list.
    struct Listings {
        let occurrences: [Occurrence]
        let overlays: [(calendar: OverlaySet.Calendar, event: OverlayEvent)]
        /// Whether a source that lasts several days is listed on each of them, or once.
        let everyDay: Bool
        /// Each source's days as day numbers, the last of which an entry listed once says it
        /// lasts until.
        let spans: [ClosedRange<Int>]
        /// Each day that lists something, in order, with its number and the sources it lists in
        /// order.
        let days: [(day: LocalDate, number: Int, sources: ArraySlice<Int>)]

        init(
            _ occurrences: [Occurrence], within range: ClosedRange<LocalDate>?, everyDay: Bool,
            overlays: [(calendar: OverlaySet.Calendar, event: OverlayEvent)]
        ) {
            self.occurrences = occurrences
            self.overlays = overlays
            self.everyDay = everyDay
            let spans =
                occurrences.map(\.dayNumbers)
                + overlays.map { $0.event.days.lowerBound.daysSinceEpoch...$0.event.days.upperBound.daysSinceEpoch }
            self.spans = spans
            let (low, high) = (range?.lowerBound.daysSinceEpoch ?? .min, range?.upperBound.daysSinceEpoch ?? .max)
            // The days each source is listed on; nil when none is in range.
            let listed = spans.map { span -> ClosedRange<Int>? in
                let first = max(span.lowerBound, low)
                let last = min(span.upperBound, high)
                guard first <= last else { return nil }
                return first...(everyDay ? last : first)
            }
            guard let firstDay = listed.lazy.compactMap({ $0?.lowerBound }).min(),
                let lastDay = listed.lazy.compactMap({ $0?.upperBound }).max()
            else {
                days = []
                return
            }
            var starts = [Int](repeating: 0, count: lastDay - firstDay + 2)
            for case let days? in listed {
                for day in days { starts[day - firstDay + 1] += 1 }
            }
            for day in starts.indices.dropFirst() { starts[day] += starts[day - 1] }
            var next = starts
            var sources = [Int](repeating: 0, count: starts[starts.count - 1])
            for (source, days) in listed.enumerated() {
                guard let days else { continue }
                for day in days {
                    sources[next[day - firstDay]] = source
                    next[day - firstDay] += 1
                }
            }
            if !overlays.isEmpty {
                let orders =
                    occurrences.map { $0.isAllDay ? Int.min : $0.startInstant } + overlays.map(\.event.order)
                for day in 0..<(starts.count - 1) {
                    sources[starts[day]..<starts[day + 1]].sort { (orders[$0], $0) < (orders[$1], $1) }
                }
            }
            days = (0..<(starts.count - 1)).compactMap { day in
                let range = starts[day]..<starts[day + 1]
                return range.isEmpty
                    ? nil : (LocalDate(daysSinceEpoch: firstDay + day), firstDay + day, sources[range])
            }
        }
    }

    /// The entry of a source `listings` lists on day number `day`; one listed once, not every day, says
    /// the day it lasts until.
    func item(listing source: Int, on day: Int, of listings: Listings) -> TemplateValue {
        let lastDay = listings.spans[source].upperBound
        let until = !listings.everyDay && lastDay > day ? lastDay : nil
        guard source >= listings.occurrences.count else { return item(listings.occurrences[source], until: until) }
        let overlay = listings.overlays[source - listings.occurrences.count]
        return item(overlay.event, of: overlay.calendar, until: until.map(LocalDate.init(daysSinceEpoch:)))
    }

    /// An occurrence's entry; a weekly event's reads the same every week, so it is made once.
    func item(_ occurrence: Occurrence, until lastDay: Int?) -> TemplateValue {
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
            "locationHref": event.location.map { link(to: $0) } ?? .null,
        ]
    }

    /// Where a place opens on the map, as an entry names it.
    func link(to place: String) -> TemplateValue {
        placeLinks.value(Place(name: place)) { .optional(mapLinks.href(for: $0.name)) }
    }

    /// A place an entry names, hashed with the seed: the export chooses it.
    struct Place: QuickHashable, Sendable {
        let name: String
        var quickHash: Int { name.hashValue }
    }

    func item(_ occurrence: Occurrence, look: ItemLook) -> TemplateValue {
        // One look-up a person, into lists sized at once.
        var people: [TemplateValue] = []
        var names: [String] = []
        involvement.withMemberIDs(of: occurrence, in: facts) { ids in
            people.reserveCapacity(ids.count)
            names.reserveCapacity(ids.count)
            for index in ids.indices {
                guard let member = members[ids[index]] else { continue }
                people.append(member.context)
                names.append(member.name)
            }
        }
        var item: TemplateObject = [
            "time": .text(time(of: occurrence, until: look.lastDay.map(LocalDate.init(daysSinceEpoch:)))),
            "subject": .text(facts[occurrence].subject),
            "glyph": .text(PlannerGlyphs.glyph(facts[occurrence].category)),
            "category": .text(words.label(facts[occurrence].category)), "repeats": .bool(facts[occurrence].isRecurring),
            "members": .list(people), "who": .text(names.joinedInOnePass(separator: ", ")),
            "location": .optional(facts[occurrence].location),
            "locationHref": facts[occurrence].location.map { link(to: $0) } ?? .null,
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
