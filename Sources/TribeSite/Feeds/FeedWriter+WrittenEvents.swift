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
        private let zoneNumbers: [String: Int]
        /// The year after this one: each zone's VTIMEZONE reaches it.
        private let nextYear: Int
        /// The average of an event's VEVENTs with the UID each is given in a feed: room for a
        /// feed's events is made from it at once.
        let eventBytes: Int

        /// `written` holds each of the tribe's events, nil when the schedule has no series for it.
        init(_ written: [WrittenEvent?], settings: SiteSettings) {
            let nextYear = LocalDateTime(wallSeconds: settings.now.secondsSinceEpoch).date.year + 1
            self.nextYear = nextYear
            var zoneNames: [String] = []
            var zoneNumbers: [String: Int] = [:]
            var masters: [UInt8] = []
            masters.reserveCapacity(written.reduce(0) { $0 + ($1?.components[0].count ?? 0) })
            var people: [Int] = []
            let involvement = settings.involvement
            var byPosition: [Written] = []
            byPosition.reserveCapacity(written.count)
            for event in written {
                guard let event else {
                    byPosition.append(.none)
                    continue
                }
                let zone = event.event.isAllDay ? nil : event.parts.master.timeZone
                if let zone, zoneNumbers[zone] == nil {
                    zoneNumbers[zone] = zoneNames.count
                    zoneNames.append(zone)
                }
                guard event.parts.changed.isEmpty else {
                    byPosition.append(.changed(event))
                    continue
                }
                let master = event.components[0]
                let start = masters.count
                // The UID goes right after BEGIN:VEVENT, where it always stood.
                let uidAt = start + (master.firstIndex(of: 0x0A).map { $0 + 1 } ?? 0)
                masters += master
                let firstPerson = people.count
                people += involvement.memberIDsInPlace(of: event.parts.master)
                let first = event.event.start.date.year
                byPosition.append(
                    .plain(
                        PlainSeries(
                            id: event.event.id, bytes: start..<masters.count, uidAt: uidAt,
                            people: firstPerson..<people.count, category: event.parts.master.category,
                            zone: zone.flatMap { zoneNumbers[$0] }.map { ($0, first...max(first, nextYear)) })))
            }
            (self.byPosition, self.masters, self.people) = (byPosition, masters, people)
            (self.zoneNames, self.zoneNumbers) = (zoneNames, zoneNumbers)
            let uidLine = 64
            let events = written.compactMap { $0 }
            let bytes = events.reduce(0) { sum, event in
                event.components.reduce(sum) { $0 + $1.count + uidLine }
            }
            eventBytes = events.isEmpty ? 0 : bytes / events.count + 1
        }

        /// The zone of a series with changed occurrences, by number, and the years its
        /// VTIMEZONE covers for it; nil all day.
        func zone(of written: WrittenEvent) -> (number: Int, years: ClosedRange<Int>)? {
            guard !written.event.isAllDay, let number = zoneNumbers[written.parts.master.timeZone] else { return nil }
            let first = written.event.start.date.year
            return (number, first...max(first, nextYear))
        }
    }

    /// One of the tribe's events, as feeds write it.
    enum Written: Sendable {
        /// No series: nothing to write.
        case none
        /// A series no override changed: its master alone, the same in every feed but for its UID.
        case plain(PlainSeries)
        /// A series with changed occurrences, which a feed may carry some of.
        case changed(WrittenEvent)
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
        /// The number of its zone and the years the zone's VTIMEZONE covers for it; nil all day.
        let zone: (number: Int, years: ClosedRange<Int>)?
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

extension Feed.Carrying {
    /// Whether the feed carries `series`, whose people lie in `people`: as
    /// `carries(_:involvement:)` answers for its master.
    func carries(_ series: FeedWriter.PlainSeries, people: UnsafeBufferPointer<Int>) -> Bool {
        switch self {
        case .every: return true
        case .member(let member): return people[series.people].contains(member)
        case .category(let category): return series.category == category
        case .noEvents: return false
        }
    }
}
