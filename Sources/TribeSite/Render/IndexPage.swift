import TribeData
import TribeRecurrence
import TribeSchedule

/// The home page: the tribe, its members, the next two weeks, and the way to everything else.
struct IndexPage {
    let tribe: Tribe
    let settings: SiteSettings
    let schedule: Schedule
    let map: SiteMap

    static let path = OutputPath(fixed: "index.html")

    /// How many days the home page looks ahead, today included.
    static let daysAhead = 14

    func context() -> [String: Any] {
        let today = settings.localNow.date
        let last = today.adding(days: Self.daysAhead - 1)
        let occurrences = schedule.occurrences(from: today, through: last, in: settings.timeZone)
        let days = DayList(tribe: tribe, timeZoneName: settings.timeZoneName).days(occurrences, within: today...last)
        let upcomingTrips = TripPages.upcoming(tribe.trips, on: today)
        var context: [String: Any] = [
            "site": settings.templateContext,
            "tribe": [
                "name": tribe.name,
                "members": tribe.members.map(memberContext),
                "memberCount": tribe.members.count,
            ],
            "days": days,
            "hasDays": !days.isEmpty,
            "from": DisplayText.longDate(today),
            "to": DisplayText.longDate(last),
            "contactCount": tribe.contacts.count,
            "upcomingTripCount": upcomingTrips.count,
            "now": ["date": DisplayText.longDate(today), "iso": settings.localNow.description],
        ]
        if let trip = upcomingTrips.first {
            var next: [String: Any] = ["title": trip.title, "dates": DisplayText.dayRange(trip.start, trip.end)]
            if let page = map.tripPage(trip.id) { next["href"] = SiteMap.href(from: Self.path, to: page) }
            context["nextTrip"] = next
        }
        return context
    }
}

private extension IndexPage {
    func memberContext(_ member: Member) -> [String: Any] {
        var context = MemberContext.make(member)
        if member.isAdmin == true { context["isAdmin"] = true }
        if let page = map.memberPage(member.id) { context["href"] = SiteMap.href(from: Self.path, to: page) }
        return context
    }
}
