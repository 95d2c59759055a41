import Foundation
import TribeData
import TribeRecurrence
import TribeSchedule

/// The travel notebook: trips upcoming and past, and a page per trip.
struct TripPages {
    let tribe: Tribe
    let settings: SiteSettings
    let map: SiteMap
    let schedule: Schedule
    /// The trips' feeds by trip id, for "add to calendar".
    let feeds: [Int: Feed]

    func indexContext() -> [String: Any] {
        let today = settings.localNow.date
        let upcoming = Self.upcoming(tribe.trips, on: today)
        let past = tribe.trips.filter { $0.end < today }.sorted { ($0.start, $0.id) > ($1.start, $1.id) }
        return [
            "site": settings.templateContext,
            "upcoming": upcoming.map { Self.summary($0, settings: settings, map: map, from: SiteMap.tripsIndex) },
            "past": past.map { Self.summary($0, settings: settings, map: map, from: SiteMap.tripsIndex) },
            "hasUpcoming": !upcoming.isEmpty, "hasPast": !past.isEmpty,
        ]
    }

    /// The page of one trip, from the `trip.md` template.
    func page(_ trip: Trip, prose: [ProseFile]) -> RecordPage? {
        guard let path = map.tripPage(trip.id) else { return nil }
        var record = Self.summary(trip, settings: settings, map: map, from: path)
        let buddies = trip.buddyIDs.compactMap { id in tribe.members.first { $0.id == id } }
        record["buddies"] = buddies.enumerated().map { position, member -> [String: Any] in
            var buddy = MemberContext.make(member)
            if let page = map.memberPage(member.id) { buddy["href"] = SiteMap.href(from: path, to: page) }
            buddy["more"] = position < buddies.count - 1
            return buddy
        }
        record["hasBuddies"] = !buddies.isEmpty
        let groups = TipCategory.allCases.compactMap { category -> [String: Any]? in
            let tips = trip.tips.filter { $0.category == category }
            guard !tips.isEmpty else { return nil }
            return ["category": Self.tipHeading(category), "tips": tips.map(Self.tip)]
        }
        record["tipGroups"] = groups
        record["hasTips"] = !groups.isEmpty
        let during = schedule.occurrences(from: trip.start, through: trip.end, in: settings.timeZone)
        record["days"] = DayList(tribe: tribe, timeZoneName: settings.timeZoneName).days(during, within: trip.start...trip.end)
        record["tripsIndex"] = SiteMap.href(from: path, to: SiteMap.tripsIndex)
        if let feed = feeds[trip.id] { record["calendar"] = FeedsPage.links(feed, settings: settings, from: path) }
        return RecordPage(path: path, template: "trip.md", title: trip.title, kind: .trip, record: record, notes: trip.notes, prose: prose)
    }

    /// Trips not yet over on `day`, soonest first.
    static func upcoming(_ trips: [Trip], on day: LocalDate) -> [Trip] {
        trips.filter { $0.end >= day }.sorted { ($0.start, $0.id) < ($1.start, $1.id) }
    }

    /// What every list of trips shows of one: title, destination, dates, nights, flag, link.
    static func summary(_ trip: Trip, settings: SiteSettings, map: SiteMap, from page: OutputPath) -> [String: Any] {
        let country = Locale(identifier: settings.language).localizedString(forRegionCode: trip.destination.countryCode)
            ?? trip.destination.country?.trimmedNonEmpty ?? trip.destination.countryCode
        var summary: [String: Any] = [
            "id": trip.id, "title": trip.title, "country": country, "countryCode": trip.destination.countryCode,
            "destination": [trip.destination.city?.trimmedNonEmpty, country].compactMap { $0 }.joined(separator: ", "),
            "dates": DisplayText.dayRange(trip.start, trip.end), "nights": DisplayText.nights(trip.nights),
            "start": trip.start.description, "end": trip.end.description, "isPast": trip.end < settings.localNow.date,
        ]
        if let city = trip.destination.city?.trimmedNonEmpty { summary["city"] = city }
        if let flag = flag(trip.destination.countryCode) { summary["flag"] = flag }
        if let href = map.tripPage(trip.id) { summary["href"] = SiteMap.href(from: page, to: href) }
        return summary
    }

    /// A country's flag from its ISO 3166-1 code: the two regional-indicator letters.
    static func flag(_ code: String) -> String? {
        let letters = Array(code.uppercased().unicodeScalars)
        guard letters.count == 2, letters.allSatisfy({ ("A"..."Z").contains($0) }) else { return nil }
        var flag = ""
        for letter in letters {
            guard let indicator = Unicode.Scalar(0x1F1E6 + letter.value - 65) else { return nil }
            flag.unicodeScalars.append(indicator)
        }
        return flag
    }
}

private extension TripPages {
    static func tipHeading(_ category: TipCategory) -> String {
        switch category {
        case .restaurant: return "Restaurants"
        case .hotel: return "Where to stay"
        case .park: return "Parks"
        case .museum: return "Museums"
        case .shop: return "Shops"
        case .festival: return "Festivals"
        case .club: return "Clubs"
        case .cafe: return "Cafés"
        case .other: return "Other tips"
        }
    }

    /// A tip: its description is Markdown kept to one paragraph, so it stays inside its list
    /// item of the template.
    static func tip(_ tip: TripTip) -> [String: Any] {
        // Trimmed, as the template sets it in bold and "** name **" is no longer bold.
        var context: [String: Any] = ["name": tip.name.trimmedNonEmpty ?? tip.name]
        if let description = tip.description?.trimmedNonEmpty {
            context["description"] = description.split(whereSeparator: { $0.isNewline })
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
        }
        return context
    }
}
