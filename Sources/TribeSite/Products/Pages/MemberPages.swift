import TribeData
import TribeRecurrence
import TribeSchedule
import TribeTemplates

/// A page per member: what they have on in the coming weeks, their trips, and their feed.
struct MemberPages {
    let tribe: Tribe
    let settings: SiteSettings
    let map: SiteMap
    let timeline: Timeline
    /// The members' feeds by member id.
    let feeds: [Int: Feed]
    /// One for every member's page, and the trip pages, so that no page makes the tribe's
    /// member contexts again, and an event several members share is laid out once.
    let dayList: DayList
    /// Each member's trips, soonest first.
    let trips: [Int: [Trip]]

    init(
        tribe: Tribe, settings: SiteSettings, map: SiteMap, timeline: Timeline, feeds: [Int: Feed], dayList: DayList
    ) {
        (self.tribe, self.settings, self.map, self.timeline, self.feeds) = (tribe, settings, map, timeline, feeds)
        self.dayList = dayList
        trips = tribe.tripsByBuddy.mapValues { $0.sorted { $0.comesBefore($1) } }
    }

    /// How far ahead a member's page looks.
    static let weeksAhead = 4

    /// The page of one member, from the `member.md` template.
    func page(_ member: Member, at path: OutputPath, prose: [ProseFile]) -> RecordPage {
        let today = settings.localNow.date
        let last = today.adding(days: Self.weeksAhead * 7 - 1)
        let occurrences = timeline.occurrences(
            from: today, through: last, in: settings.timeZone, involving: [member.id])
        let trips = self.trips[member.id] ?? []
        var record = MemberContext.make(member)
        record["weeks"] = .number(Self.weeksAhead)
        let words = settings.words
        let name: KeyValuePairs = ["name": member.displayName]
        record["from"] = .text(settings.dates.longDate(today))
        record["nextWeeksText"] = .text(words(.nextWeeks, count: Self.weeksAhead))
        record["nothingText"] = .text(
            words(.nothingFrom, ["name": member.displayName, "from": settings.dates.longDate(today)]))
        record["plannerText"] = .text(words(.memberPlanner, name))
        record["feedText"] = .text(words(.memberFeed, name))
        record["subscribeText"] = .text(words(.memberSubscribe, name))
        record["downloadText"] = .text(words(.downloadMemberCalendar, name))
        record["days"] = .list(dayList.days(occurrences, within: today...last))
        record["trips"] = .list(trips.map { .object(TripPages.summary($0, settings: settings, map: map, from: path)) })
        record["hasTrips"] = .bool(!trips.isEmpty)
        if let slug = map.memberSlugs[member.id] {
            record["planner"] = .text(SiteMap.href(from: path, to: PlannerPages.memberPath(slug: slug)))
        }
        if let feed = feeds[member.id], settings.publishing.pagesLinkFeeds {
            record["calendar"] = .object(FeedsPage.links(feed, settings: settings, from: path))
        }
        return RecordPage(
            path: path, template: "member.md", title: member.displayName, kind: .member, record: record, notes: nil,
            prose: prose)
    }
}
