import Foundation
import TribeConcurrency
import TribeData
import TribeICalendar
import TribeRecurrence
import TribeSchedule

/// Writes one feed as an iCalendar file that Google, Apple, Outlook and Thunderbird accept.
///
/// Series are published as RRULE + EXDATE + RECURRENCE-ID overrides under one UID, never as
/// expanded copies; every TZID used has its VTIMEZONE; participants appear by name only.
struct FeedWriter {
    let tribe: Tribe
    let settings: SiteSettings
    let schedule: Schedule
    /// The UID domain: the site's host, else the tribe's name under `.invalid`.
    let domain: String
    private let members: [Int: String]
    /// Each event with its series and its VEVENTs as bytes without their UID, the one line that
    /// differs between the feeds carrying it: a series is in the tribe's feed, its category's
    /// and each of its people's, and is written once for all of them. Made on
    /// Dispatch's pool once `writeComponentsInBackground` is called, else by the first feed.
    private let shared: SharedValue<WrittenEvents>
    /// Each trip's VEVENT as bytes without its UID: a trip is in the tribe's feed, its own and
    /// each traveller's, and its words and dates are filled in once for all of them.
    private let trips: SharedValue<[Int: [UInt8]]>
    private let components: ComponentWriter

    init(tribe: Tribe, settings: SiteSettings, schedule: Schedule) {
        self.tribe = tribe
        self.settings = settings
        self.schedule = schedule
        members = Dictionary(tribe.members.map { ($0.id, $0.displayName) }, uniquingKeysWith: { first, _ in first })
        domain = Self.domain(tribe: tribe, settings: settings)
        let writer = ComponentWriter(settings: settings, members: members, facts: schedule.facts)
        components = writer
        shared = SharedValue {
            let written = tribe.events.concurrentMap { event -> WrittenEvent? in
                guard let parts = schedule.parts(ofEvent: event.id) else { return nil }
                let components = writer.eventComponents(event, parts: parts)
                return WrittenEvent(event: event, parts: parts, components: components)
            }
            return WrittenEvents(written, facts: schedule.facts, settings: settings)
        }
        trips = SharedValue {
            let written = tribe.trips.map { trip in (trip.id, writer.tripComponent(trip)) }
            return Dictionary(written, uniquingKeysWith: { first, _ in first })
        }
    }

    /// The domain of UIDs in feeds and cards: the site's host, else the tribe's name under `.invalid`.
    static func domain(tribe: Tribe, settings: SiteSettings) -> String {
        let host = settings.baseURL.flatMap { URLComponents(string: $0)?.host }
        return host ?? (Slug.make(tribe.name, fallback: "tribe") + ".tribepress.invalid")
    }

    /// Starts making every event's components on Dispatch's pool, for the feeds written later.
    ///
    /// They need only the schedule, so they can be made while a core would otherwise wait; a
    /// feed that asks before the pool has begun makes them itself.
    func writeComponentsInBackground() {
        _ = shared.madeInBackground()
    }

    func write(_ feed: Feed) -> [UInt8] {
        var calendar = ComponentBytes("VCALENDAR")
        calendar.add("PRODID", "-//TribePress//TribePress \(TribePressVersion.current)//EN")
        calendar.add("VERSION", "2.0")
        calendar.add("CALSCALE", "GREGORIAN")
        calendar.add("NAME", text: feed.name)
        calendar.add("X-WR-CALNAME", text: feed.name)
        calendar.add("X-WR-CALDESC", text: feed.description)
        calendar.add("X-WR-TIMEZONE", settings.timeZoneName)
        calendar.add("REFRESH-INTERVAL", "PT1H", parameters: [("VALUE", "DURATION")])
        calendar.add("X-PUBLISHED-TTL", "PT1H")
        calendar.add("COLOR", CSSColorName.nearest(to: feed.color))
        calendar.add("X-APPLE-CALENDAR-COLOR", feed.color)

        // The years each zone's VTIMEZONE covers: from the first timed event's to next year,
        // by the zone's number in `written.zoneNames`.
        let written = shared.value
        var zoneYears = [ClosedRange<Int>?](repeating: nil, count: written.zoneNames.count)
        func addZone(_ zone: Int, years: ClosedRange<Int>) {
            zoneYears[zone] =
                zoneYears[zone].map {
                    min($0.lowerBound, years.lowerBound)...max($0.upperBound, years.upperBound)
                } ?? years
        }
        let uidTail = "-\(feed.key)@\(domain)"
        let seriesUID = NumberedContentLine("UID", before: "event-", after: uidTail)
        // Room for the feed's events at once: grown by doubling, the bytes of a large feed would
        // be copied and their memory touched afresh several times over.
        var vevents: [UInt8] = []
        vevents.reserveCapacity(feed.events.count * written.eventBytes)
        let involvement = settings.involvement
        let carrying = feed.carrying
        written.masters.withUnsafeBufferPointer { masters in
            written.people.withUnsafeBufferPointer { people in
                for position in feed.events {
                    switch written.byPosition[position] {
                    case .none:
                        continue
                    case .plain(let series):
                        // Nearly every series: read forward from lists in the tribe's order,
                        // as the feed lists its events, where finding each through its
                        // objects would be a cache miss at every step.
                        let carried = carrying.carries(category: series.category) {
                            people[series.people].contains($0)
                        }
                        guard carried else { continue }
                        let (start, uidAt, end) = (series.bytes.lowerBound, series.uidAt, series.bytes.upperBound)
                        vevents.append(contentsOf: UnsafeBufferPointer(rebasing: masters[start..<uidAt]))
                        seriesUID.write(series.id, into: &vevents)
                        vevents.append(contentsOf: UnsafeBufferPointer(rebasing: masters[uidAt..<end]))
                        if let zone = series.zone { addZone(zone.number, years: zone.years) }
                    case .changed(let writtenEvent, let zone):
                        guard
                            append(
                                writtenEvent, carrying: carrying, involvement: involvement, uid: seriesUID,
                                uidTail: uidTail, to: &vevents)
                        else { continue }
                        if let zone { addZone(zone.number, years: zone.years) }
                    }
                }
            }
        }
        let zones = zoneYears.enumerated().compactMap { number, years in
            years.map { (name: written.zoneNames[number], years: $0) }
        }
        for (name, years) in zones.sorted(by: { $0.name < $1.name }) {
            let zone = TimeZone(identifier: name) ?? settings.timeZone
            calendar.append(component: VTimeZoneBuilder.component(for: name, timeZone: zone, years: years))
        }
        // The calendar's own lines and zones, then the events, then the trips.
        let tripComponents = feed.trips.isEmpty ? [:] : trips.value
        let tripUID = NumberedContentLine("UID", before: "trip-", after: uidTail)
        // Room for the events and, generously, the calendar's lines, its zones and the trips.
        calendar.reserveCapacity(vevents.count + (feed.trips.count + 16) * 1024)
        calendar.append(component: vevents)
        calendar.appendWritten { output in
            for trip in feed.trips {
                let component = tripComponents[trip.id] ?? components.tripComponent(trip)
                Self.append(component, to: &output) { tripUID.write(trip.id, into: &$0) }
            }
        }
        return calendar.finished()
    }
}

extension FeedWriter {
    /// What writes an event's VEVENTs, shared by every core that writes them.
    struct ComponentWriter: Sendable {
        let settings: SiteSettings
        let members: [Int: String]
        /// What the build's occurrences say.
        let facts: OccurrenceFactsTable
        /// DTSTAMP and LAST-MODIFIED of every VEVENT.
        let stamp: String
        /// Each member's line "Organiser: name", and their name marked as having accepted, made
        /// once per member rather than filled in again for every VEVENT.
        let organiserLines: [Int: String]
        let acceptedNames: [Int: String]
        /// The lines "Invited: {names}" and "Also accepted: {names}" as the text around their
        /// names, when each names them once: filling each phrase in again for every VEVENT
        /// would cost more than the rest of its description.
        let invitedLine: NamesLine
        let alsoAcceptedLine: NamesLine
        /// The VALARMs every VEVENT ends with, one per reminder the site asks for.
        let alarms: [UInt8]

        init(settings: SiteSettings, members: [Int: String], facts: OccurrenceFactsTable) {
            self.settings = settings
            self.members = members
            self.facts = facts
            stamp = ICalText.utc(settings.now.secondsSinceEpoch)
            let words = settings.words
            organiserLines = members.mapValues { words(.organiser, ["name": $0]) }
            acceptedNames = members.mapValues { words(.accepted, ["name": $0]) }
            invitedLine = NamesLine(.invited, words: words)
            alsoAcceptedLine = NamesLine(.alsoAccepted, words: words)
            let reminder = words(.reminder)
            alarms = settings.feedReminders.flatMap { minutes in
                var alarm = ComponentBytes("VALARM", reservingCapacity: 128)
                alarm.add("ACTION", "DISPLAY")
                alarm.add("DESCRIPTION", text: reminder)
                alarm.add("TRIGGER", minutes == 0 ? "PT0S" : "-PT\(minutes)M")
                return alarm.finished()
            }
        }

        /// The series' master: its first occurrence with the rule, and an EXDATE for each
        /// excluded, cancelled or `leftOut` start.
        func master(_ event: Event, parts: Schedule.SeriesParts, leavingOut leftOut: [LocalDateTime] = [])
            -> [UInt8]
        {
            // DTSTART is the start as written, even inside a clock change's gap: the rule repeats that
            // wall time, and every reader moves a time in a gap forward, as we do.
            var master = base(
                occurrence: parts.master, start: event.start, duration: event.duration, description: event.description)
            let zone = facts[parts.master].timeZone
            if let (rule, addsStart) = publishedRule(event, rule: parts.rule, zone: zone) {
                master.add("RRULE", rule.description)
                if addsStart {
                    addTime("RDATE", event.start, allDay: event.isAllDay, zone: zone, to: &master)
                }
                for exdate in (event.exdates.map(\.start) + parts.cancelled + leftOut).sorted() {
                    addTime("EXDATE", exdate, allDay: event.isAllDay, zone: zone, to: &master)
                }
            }
            return finished(master)
        }
    }
}

private extension FeedWriter.ComponentWriter {
    /// The series' VEVENTs without their UID: the master with its rule and exdates, then one
    /// per changed occurrence.
    func eventComponents(_ event: Event, parts: Schedule.SeriesParts) -> [[UInt8]] {
        var components = [master(event, parts: parts)]
        for (changed, duration) in zip(parts.changed, parts.changedDurations) {
            components.append(single(changed, lasting: duration, recurrenceID: (changed.originalStart, event.isAllDay)))
        }
        return components
    }

    /// One changed occurrence as an event of its own; with `recurrenceID`, the RECURRENCE-ID
    /// that ties it to its series (its original start, and whether the series is all day).
    func single(
        _ changed: Occurrence, lasting duration: EventDuration,
        recurrenceID: (start: LocalDateTime, allDay: Bool)? = nil
    ) -> [UInt8] {
        finished(
            base(
                occurrence: changed, start: changed.start.wall, duration: duration,
                description: facts[changed].description,
                recurrenceID: recurrenceID))
    }

    /// The lines every VEVENT has, before its rule and its alarms. A timed event's length is a
    /// `DURATION`, not a `DTEND`: RFC 5545 reads its hours as elapsed time and its days as
    /// calendar days, as TribePress does, where readers that subtract wall-clock times misread
    /// a `DTEND` across a clock change. An event that lasts no time has neither: RFC 5545 ends
    /// it where it starts, a `DTEND` equal to `DTSTART` is invalid and calcurse refuses
    /// `DURATION:PT0S` as well.
    func base(
        occurrence: Occurrence, start: LocalDateTime, duration: EventDuration, description: String?,
        recurrenceID: (start: LocalDateTime, allDay: Bool)? = nil
    ) -> ComponentBytes {
        var component = ComponentBytes("VEVENT")
        if let recurrenceID {
            addTime(
                "RECURRENCE-ID", recurrenceID.start, allDay: recurrenceID.allDay, zone: facts[occurrence].timeZone,
                to: &component)
        }
        component.add("DTSTAMP", stamp)
        addTime("DTSTART", start, allDay: occurrence.isAllDay, zone: facts[occurrence].timeZone, to: &component)
        if occurrence.isAllDay {
            addTime("DTEND", occurrence.end.wall, allDay: true, zone: facts[occurrence].timeZone, to: &component)
        } else if duration.seconds > 0 {
            component.add("DURATION", ICalText.duration(seconds: duration.seconds))
        }
        component.add("LAST-MODIFIED", stamp)
        component.add("SEQUENCE", "0")
        component.add("SUMMARY", text: facts[occurrence].subject)
        component.add("CATEGORIES", text: settings.words.label(facts[occurrence].category))
        if let location = facts[occurrence].location, !location.isEmpty {
            component.add("LOCATION", text: location)
        }
        component.add("DESCRIPTION", text: describe(facts[occurrence], description: description, members: members))
        if occurrence.isAllDay { component.add("TRANSP", "TRANSPARENT") }
        return component
    }

    /// The VEVENT with its alarms and its END line.
    func finished(_ component: consuming ComponentBytes) -> [UInt8] {
        component.append(component: alarms)
        return component.finished()
    }

    /// The description, then who organises, who is invited and who said yes, by name, one
    /// line each.
    func describe(_ said: OccurrenceFacts, description: String?, members: [Int: String]) -> String {
        let words = settings.words
        let name = { (id: Int) in members[id] ?? words(.unknownMember, ["id": String(id)]) }
        var text = ""
        if let description, !description.isEmpty {
            text.reserveCapacity(description.utf8.count + 128)
            text += description
            text += "\n\n"
        }
        text += organiserLines[said.ownerID] ?? words(.organiser, ["name": name(said.ownerID)])
        if !said.inviteeIDs.isEmpty {
            let invited = said.inviteeIDs.map {
                said.acceptedIDs.contains($0)
                    ? acceptedNames[$0] ?? words(.accepted, ["name": name($0)]) : name($0)
            }
            text += "\n"
            invitedLine.append(names: invited, to: &text)
        }
        let uninvited = said.attendance.acceptedWithoutInvitation
        if !uninvited.isEmpty {
            text += "\n"
            alsoAcceptedLine.append(names: uninvited.map(name), to: &text)
        }
        return text
    }

    /// The rule as published: `count`/`until` of the event folded in, UNTIL in DTSTART's type
    /// (UTC for a timed series, a date for an all-day one).
    ///
    /// A start its rule does not make is one occurrence RFC 5545 counts first, and Google Calendar
    /// shows, where libical, python-dateutil and ical.js (Thunderbird's) leave it out. Such a
    /// series is published so that no reader can differ: `addsStart` asks for an RDATE for the
    /// start, and a COUNT becomes the UNTIL of the last occurrence, since readers count it
    /// either with the start or without. A series of one such start is no rule at all.
    func publishedRule(_ event: Event, rule: RecurrenceRule?, zone: String) -> (
        rule: RecurrenceRule, addsStart: Bool
    )? {
        guard var rule else { return nil }
        let timeZone = TimeZone(identifier: zone) ?? settings.timeZone
        let clock = ZoneClock(timeZone)
        var latest: Int? = rule.until.map { $0.latestWall(in: clock) }
        if let until = event.until { latest = min(latest ?? .max, until.latestStart.wallSeconds) }
        var addsStart = false
        // TribeHub's own codes always make their start; only a written rule may not.
        if event.rrule != nil {
            var uncounted = rule
            uncounted.count = nil
            var walk = RuleIterator(rule: uncounted, start: event.start, timeZone: timeZone, isDate: event.isAllDay)
            // Without COUNT only the first occurrence matters: look no further than the start.
            if rule.count == nil { walk.stop(afterWall: event.start.wallSeconds) }
            let first = walk.next()
            if first != event.start.wallSeconds {
                addsStart = true
                if let count = rule.count {
                    guard count > 1 else { return nil }
                    // The start is the first; the rule makes the other count - 1.
                    var last = first
                    for _ in 2..<count {
                        guard let wall = walk.next() else { break }
                        last = wall
                    }
                    rule.count = nil
                    latest = min(latest ?? .max, last ?? event.start.wallSeconds)
                }
            }
        }
        if let latest {
            // The date is floored, not divided: a series that ended before 1970 would otherwise
            // gain a day in every calendar that reads the rule.
            rule.until =
                event.isAllDay
                ? .date(LocalDateTime(wallSeconds: latest).date)
                : .utc(LocalDateTime(wallSeconds: clock.instant(ofWall: latest)))
        }
        return (rule, addsStart)
    }

    /// A date for an all-day event, else a wall-clock time in its zone.
    func addTime(
        _ name: StaticString, _ wall: LocalDateTime, allDay: Bool, zone: String, to component: inout ComponentBytes
    ) {
        if allDay {
            component.add(name, date: wall.date)
        } else {
            component.add(name, wall, zone: zone)
        }
    }

    /// A trip as an all-day event over its days, without the UID that differs between feeds.
    func tripComponent(_ trip: Trip) -> [UInt8] {
        var component = ComponentBytes("VEVENT")
        component.add("DTSTAMP", stamp)
        component.add("DTSTART", date: trip.start)
        // DTEND is exclusive: the day after the trip's last day.
        component.add("DTEND", date: trip.end.adding(days: 1))
        component.add("LAST-MODIFIED", stamp)
        component.add("SEQUENCE", "0")
        let words = settings.words
        component.add("SUMMARY", text: words(.tripTitle, ["title": trip.title]))
        component.add("CATEGORIES", text: words(.tripCategory))
        let place = [trip.destination.city, trip.destination.country].compactMap { $0?.trimmedNonEmpty }.joined(
            separator: ", ")
        if !place.isEmpty { component.add("LOCATION", text: place) }
        var lines: [String] = []
        if let notes = trip.notes, !notes.isEmpty { lines += [notes, ""] }
        if !trip.buddyIDs.isEmpty {
            let names = trip.buddyIDs.map { members[$0] ?? words(.unknownMember, ["id": String($0)]) }
            lines.append(words(.travellingNames, ["names": names.joined(separator: ", ")]))
        }
        lines.append(settings.dates.dayRange(trip.start, trip.end) + " · " + words.nights(trip.nights))
        component.add("DESCRIPTION", text: lines.joined(separator: "\n"))
        component.add("TRANSP", "TRANSPARENT")
        return component.finished()
    }
}

extension FeedWriter {
    /// Where a VEVENT's UID goes: right after its BEGIN:VEVENT line, where it always stood.
    static func uidPosition(_ component: UnsafeBufferPointer<UInt8>) -> Int {
        component.firstIndex(of: 0x0A).map { $0 + 1 } ?? 0
    }
}

private extension FeedWriter {
    /// Appends the VEVENTs of a series with changed occurrences that the feed carries;
    /// false when it carries none of them.
    func append(
        _ writtenEvent: WrittenEvent, carrying: Feed.Carrying, involvement: Involvement,
        uid seriesUID: NumberedContentLine, uidTail: String, to vevents: inout [UInt8]
    ) -> Bool {
        let id = writtenEvent.event.id
        let parts = writtenEvent.parts
        let components = writtenEvent.components
        let carriesMaster = carrying.carries(parts.master, involvement: involvement, in: schedule.facts)
        let carried = parts.changed.map { carrying.carries($0, involvement: involvement, in: schedule.facts) }
        guard carriesMaster || carried.contains(true) else { return false }
        if carriesMaster {
            // The series as every feed has it, unless an override took this feed's member
            // off an occurrence: then the master leaves that occurrence out (EXDATE) and
            // its override is not written.
            let leftOut = zip(parts.changed, carried).filter { !$1 }.map(\.0.originalStart)
            // An event that does not repeat has nothing left once its one occurrence is out.
            if parts.rule == nil, !leftOut.isEmpty { return false }
            let master =
                leftOut.isEmpty
                ? components[0]
                : self.components.master(writtenEvent.event, parts: parts, leavingOut: leftOut)
            Self.append(master, to: &vevents) { seriesUID.write(id, into: &$0) }
            for (component, isCarried) in zip(components.dropFirst(), carried) where isCarried {
                Self.append(component, to: &vevents) { seriesUID.write(id, into: &$0) }
            }
        } else {
            // Occurrences an override put this feed's member on, in a series that is not
            // theirs: each is an event of its own, with a UID of its own.
            for (index, changed) in parts.changed.enumerated() where carried[index] {
                let single = "event-\(id)-\(ICalText.dateTime(changed.originalStart))\(uidTail)"
                let component = self.components.single(changed, lasting: parts.changedDurations[index])
                Self.append(component, to: &vevents) { ComponentBytes.writeLine("UID", single, into: &$0) }
            }
        }
        return true
    }

    /// A VEVENT's bytes with its UID, which `writeUID` appends, right after BEGIN:VEVENT,
    /// where it always stood.
    static func append(_ component: [UInt8], to output: inout [UInt8], uid writeUID: (inout [UInt8]) -> Void) {
        // Through the buffer: a slice of the component retained it, and components are shared
        // by the feeds both cores write.
        component.withUnsafeBufferPointer { bytes in
            let begin = uidPosition(bytes)
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[..<begin]))
            writeUID(&output)
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[begin...]))
        }
    }
}

extension FeedWriter.ComponentWriter {
    /// A word that names people, split around its `{names}` once, for filling in many times.
    struct NamesLine: Sendable {
        let word: Word
        let words: PageWords
        /// The text before and after `{names}`; nil when the word names them other than once.
        let around: (before: String, after: String)?

        init(_ word: Word, words: PageWords) {
            self.word = word
            self.words = words
            // A character no word holds stands for the names; a phrase that shows it anywhere
            // but once is filled in the usual way.
            let parts = words(word, ["names": "\u{1}"]).split(separator: "\u{1}", omittingEmptySubsequences: false)
            around = parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
        }

        /// Appends the word with `names` joined by ", " as its `{names}`.
        func append(names: [String], to text: inout String) {
            guard let around else {
                text += words(word, ["names": names.joinedInOnePass(separator: ", ")])
                return
            }
            text += around.before
            for (index, name) in names.enumerated() {
                if index > 0 { text += ", " }
                text += name
            }
            text += around.after
        }
    }
}
