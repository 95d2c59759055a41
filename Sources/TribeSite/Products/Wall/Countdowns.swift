import TribeData
import TribeRecurrence
import TribeSchedule

/// What the family counts down to, from the calendar itself: the next trip, and the next event
/// of the category `site.json` chooses (`countdown`, celebrations unless it says).
///
/// Nothing is typed twice: a trip's first day and an event's first day are the export's. The
/// home page counts from the build's today; the wall display takes each day's texts from its
/// data file, so its count changes at the family's midnight without a rebuild.
struct Countdowns: Sendable {
    /// Something to count down to: its first day, its title and whose it is (empty: everyone's).
    struct Target: Sendable {
        let day: LocalDate
        let title: String
        let members: [Int]
    }

    /// The trips by first day.
    let trips: [Target]
    /// The category's occurrences by first day, each series' title once a day.
    let events: [Target]
    let words: PageWords

    /// How far past the last day asked about the category's next event is looked for: a year
    /// and a day, so a yearly birthday is always found.
    static let lookAhead = 367
    /// The most occurrences of the category looked through; a category that repeats more
    /// often than this counts down to trips alone rather than hold up the build.
    static let occurrenceLimit = 100_000

    /// The targets seen from `first` through `last`.
    init(tribe: Tribe, settings: SiteSettings, schedule: Schedule, from first: LocalDate, through last: LocalDate) {
        words = settings.words
        trips = tribe.trips.filter { $0.start >= first }.sorted { $0.comesBefore($1) }.map {
            Target(day: $0.start, title: $0.title, members: $0.buddyIDs)
        }
        guard let category = settings.countdownCategory else {
            events = []
            return
        }
        let window = Timeline.instants(from: first, through: last.adding(days: Self.lookAhead), in: settings.timeZone)
        let found =
            schedule.occurrences(in: [window], where: { $0.category == category }, stoppingAbove: Self.occurrenceLimit)
            ?? []
        let involvement = settings.involvement
        let facts = schedule.facts
        events = found.compactMap { occurrence in
            let day = LocalDate(daysSinceEpoch: occurrence.dayNumbers.lowerBound)
            guard day >= first else { return nil }
            return Target(
                day: day, title: facts[occurrence].subject,
                members: involvement.memberIDs(of: occurrence, in: facts))
        }.sorted { $0.day < $1.day }
    }

    /// The countdowns seen from `day`: the next trip's, then the category's next event's.
    func texts(on day: LocalDate) -> [(text: String, members: [Int])] {
        [next(in: trips, from: day), next(in: events, from: day)].compactMap { target in
            target.map { (text(to: $0, from: day), $0.members) }
        }
    }

    /// "12 days to Half-term in Edinburgh", "Tomorrow: …", "Today: …".
    func text(to target: Target, from day: LocalDate) -> String {
        let days = target.day.daysSinceEpoch - day.daysSinceEpoch
        switch days {
        case 0: return words(.countdownToday, ["title": target.title])
        case 1: return words(.countdownTomorrow, ["title": target.title])
        default: return words(.countdownDays, count: days, ["title": target.title])
        }
    }
}

private extension Countdowns {
    /// The first target on or after `day`, found by halving.
    func next(in targets: [Target], from day: LocalDate) -> Target? {
        let index = targets.partitionPoint { $0.day >= day }
        return index < targets.count ? targets[index] : nil
    }
}
