import TribeData
import TribeRecurrence
import TribeSchedule
import TribeTemplates

/// The home page: the tribe, its members, the next two weeks, and the way to everything else.
struct IndexPage {
    let tribe: Tribe
    let settings: SiteSettings
    let timeline: Timeline
    let map: SiteMap
    let countdowns: Countdowns
    let forecast: ForecastView

    static let path = OutputPath(fixed: "index.html")

    /// How many days the home page looks ahead, today included.
    static let daysAhead = 14

    func context() -> TemplateValue {
        let today = settings.localNow.date
        let last = today.adding(days: Self.daysAhead - 1)
        let occurrences = timeline.occurrences(from: today, through: last, in: settings.timeZone)
        let days = DayList(tribe: tribe, settings: settings, facts: timeline.facts).days(
            occurrences, within: today...last, overlays: settings.overlays.events(shaded: true))
        let upcomingTrips = TripPages.upcoming(tribe.trips, on: today)
        let counting = countdowns.texts(on: today)
        var context: TemplateObject = [
            "site": settings.templateContext,
            "tribe": [
                "name": .text(tribe.name),
                "members": .list(tribe.members.map(memberContext)),
                "memberCount": .number(tribe.members.count),
            ],
            "days": .list(days),
            "hasDays": .bool(!days.isEmpty),
            "from": .text(dates.longDate(today)),
            "to": .text(dates.longDate(last)),
            "range": .text(words(.fromTo, ["from": dates.longDate(today), "to": dates.longDate(last)])),
            "contactCount": .number(tribe.contacts.count),
            "contactsNote": .text(words(.contactsNote, count: tribe.contacts.count)),
            "upcomingTripCount": .number(upcomingTrips.count),
            "countdowns": .list(counting.map { ["text": .text($0.text)] }),
            "hasCountdowns": .bool(!counting.isEmpty),
            "now": ["date": .text(dates.longDate(today)), "iso": .text(settings.localNow.description)],
            "weather": forecast.home(today...last) ?? .null,
        ]
        if let trip = upcomingTrips.first {
            var next: TemplateObject = [
                "title": .text(trip.title), "dates": .text(dates.dayRange(trip.start, trip.end)),
            ]
            if let page = map.tripPage(trip.id) { next["href"] = .text(SiteMap.href(from: Self.path, to: page)) }
            context["nextTrip"] = .object(next)
        }
        return .object(context)
    }
}

private extension IndexPage {
    var dates: DateWording { settings.dates }
    var words: PageWords { settings.words }

    func memberContext(_ member: Member) -> TemplateValue {
        var context = MemberContext.make(member)
        if member.isAdmin == true { context["isAdmin"] = true }
        if let page = map.memberPage(member.id) { context["href"] = .text(SiteMap.href(from: Self.path, to: page)) }
        return .object(context)
    }
}
