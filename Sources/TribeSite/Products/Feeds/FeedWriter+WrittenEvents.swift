import TribeData
import TribeRecurrence
import TribeSchedule

extension FeedWriter {
    /// Every event's VEVENTs by the event's position among the tribe's, laid out for feeds to
    /// read in that order.
    ///
    /// A feed lists its events in the tribe's order. Found through a dictionary by id and then
    /// through each event's objects, every event of every feed was a chain of cache misses, and
    /// doubling the family more than doubled them; the masters of the series no override
    /// changed, nearly all of them, now lie one after another, with what a feed asks of them
    /// beside them, so a feed reads forward through memory.
    struct WrittenEvents: Sendable {
        /// Each of the tribe's events, by position.
        let byPosition: [Written]
        /// The masters of the `.plain` series, one after another in the tribe's order.
        let masters: [UInt8]
        /// Whose each `.plain` series is (`Involvement`), one list after another.
        let people: [Int]
        /// The zones of timed events, for their VTIMEZONEs, each named once.
        let zoneNames: [String]
        /// The average of an event's VEVENTs with the UID each is given in a feed: room for a
        /// feed's events is made from it at once.
        let eventBytes: Int

        /// `written` holds each of the tribe's events, nil when the schedule has no series for it;
        /// `facts` is what the schedule's occurrences say.
        init(_ written: [WrittenEvent?], facts: OccurrenceFactsTable, settings: SiteSettings) {
            // Each zone's VTIMEZONE reaches the year after this one.
            let nextYear = LocalDateTime(wallSeconds: settings.now.secondsSinceEpoch).date.year + 1
            var zoneNames: [String] = []
            var zoneNumbers: [String: Int] = [:]
            var masters: [UInt8] = []
            masters.reserveCapacity(written.reduce(0) { $0 + ($1?.components[0].count ?? 0) })
            var people: [Int] = []
            let involvement = settings.involvement
            var byPosition: [Written] = []
            byPosition.reserveCapacity(written.count)
            // The bytes of every VEVENT with the UID line each is given in a feed.
            let uidLine = 64
            var (bytes, events) = (0, 0)
            for event in written {
                guard let event else {
                    byPosition.append(.none)
                    continue
                }
                bytes = event.components.reduce(bytes) { $0 + $1.count + uidLine }
                events += 1
                var zone: ZoneYears?
                if !event.event.isAllDay {
                    let name = facts[event.parts.master].timeZone
                    let number = zoneNumbers[name] ?? zoneNames.count
                    if number == zoneNames.count {
                        zoneNumbers[name] = number
                        zoneNames.append(name)
                    }
                    let first = event.event.start.date.year
                    zone = ZoneYears(number: number, years: first...max(first, nextYear))
                }
                guard event.parts.changed.isEmpty else {
                    byPosition.append(.changed(event, zone: zone))
                    continue
                }
                let start = masters.count
                let uidAt = start + event.components[0].withUnsafeBufferPointer(FeedWriter.uidPosition)
                masters += event.components[0]
                let firstPerson = people.count
                involvement.withMemberIDs(of: event.parts.master, in: facts) { ids in
                    for index in ids.indices { people.append(ids[index]) }
                }
                byPosition.append(
                    .plain(
                        PlainSeries(
                            id: event.event.id, bytes: start..<masters.count, uidAt: uidAt,
                            people: firstPerson..<people.count, category: facts[event.parts.master].category,
                            zone: zone)))
            }
            (self.byPosition, self.masters, self.people, self.zoneNames) = (byPosition, masters, people, zoneNames)
            eventBytes = events == 0 ? 0 : bytes / events + 1
        }
    }

    /// A zone a feed's VTIMEZONEs include, by its number in `WrittenEvents.zoneNames`, and the
    /// years they cover for one event: from the event's first to next year.
    struct ZoneYears: Sendable {
        let number: Int
        let years: ClosedRange<Int>
    }

    /// One of the tribe's events, as feeds write it.
    enum Written: Sendable {
        /// No series: nothing to write.
        case none
        /// A series no override changed: its master alone, the same in every feed but for its UID.
        case plain(PlainSeries)
        /// A series with changed occurrences, which a feed may carry some of; its zone, when timed.
        case changed(WrittenEvent, zone: ZoneYears?)
    }

    /// A series no override changed, as `WrittenEvents` lays it out.
    struct PlainSeries: Sendable {
        let id: Int
        /// Where its master lies in `WrittenEvents.masters`, and where the UID goes in it.
        let bytes: Range<Int>
        let uidAt: Int
        /// Its people's place in `WrittenEvents.people`.
        let people: Range<Int>
        let category: EventCategory
        /// Its zone, when timed.
        let zone: ZoneYears?
    }

    /// An event, its series and its VEVENTs, held by reference so that each feed takes one
    /// reference rather than copying all they hold.
    final class WrittenEvent: Sendable {
        let event: Event
        let parts: Schedule.SeriesParts
        let components: [[UInt8]]

        init(event: Event, parts: Schedule.SeriesParts, components: [[UInt8]]) {
            self.event = event
            self.parts = parts
            self.components = components
        }
    }
}
