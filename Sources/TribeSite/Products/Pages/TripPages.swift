import Foundation
import TribeData
import TribeRecurrence
import TribeSchedule
import TribeTemplates

/// The travel notebook: trips upcoming and past, and a page per trip.
struct TripPages {
    let tribe: Tribe
    let settings: SiteSettings
    let map: SiteMap
    let timeline: Timeline
    /// The trips' feeds by trip id, for "add to calendar".
    let feeds: [Int: Feed]
    /// Shared with the member pages: a trip lists the same events as its travellers' pages.
    let dayList: DayList
    let forecast: ForecastView

    func indexContext() -> TemplateValue {
        let today = settings.localNow.date
        let upcoming = Self.upcoming(tribe.trips, on: today)
        let past = tribe.trips.filter { $0.end < today }.sorted { $1.comesBefore($0) }
        return [
            "site": settings.templateContext,
            "upcoming": .list(
                upcoming.map { .object(Self.summary($0, settings: settings, map: map, from: SiteMap.tripsIndex)) }),
            "past": .list(
                past.map { .object(Self.summary($0, settings: settings, map: map, from: SiteMap.tripsIndex)) }),
            "hasUpcoming": .bool(!upcoming.isEmpty), "hasPast": .bool(!past.isEmpty),
        ]
    }

    /// The page of one trip, from the `trip.md` template.
    func page(_ trip: Trip, at path: OutputPath, prose: [ProseFile]) -> RecordPage {
        var record = Self.summary(trip, settings: settings, map: map, from: path)
        let buddies = trip.buddyIDs.compactMap { id in tribe.members.first { $0.id == id } }
        record["buddies"] = .list(
            buddies.enumerated().map { position, member -> TemplateValue in
                var buddy = MemberContext.make(member)
                if let page = map.memberPage(member.id) { buddy["href"] = .text(SiteMap.href(from: path, to: page)) }
                buddy["more"] = .bool(position < buddies.count - 1)
                return .object(buddy)
            })
        record["hasBuddies"] = .bool(!buddies.isEmpty)
        let groups = TipCategory.allCases.compactMap { category -> TemplateValue? in
            let tips = trip.tips.filter { $0.category == category }
            guard !tips.isEmpty else { return nil }
            return [
                "category": .text(Self.tipHeading(category, words: settings.words)), "tips": .list(tips.map(Self.tip)),
            ]
        }
        record["tipGroups"] = .list(groups)
        record["hasTips"] = .bool(!groups.isEmpty)
        let during = timeline.occurrences(of: trip, in: settings.timeZone)
        record["days"] = .list(dayList.days(during, within: trip.start...trip.end))
        record["tripsIndex"] = .text(SiteMap.href(from: path, to: SiteMap.tripsIndex))
        if let feed = feeds[trip.id], settings.publishing.pagesLinkFeeds {
            record["calendar"] = .object(FeedsPage.links(feed, settings: settings, from: path))
        }
        return RecordPage(
            path: path, template: "trip.md", title: trip.title, kind: .trip, record: record, notes: trip.notes,
            prose: prose, weather: forecast.trip(trip))
    }

    /// Trips not yet over on `day`, soonest first.
    static func upcoming(_ trips: [Trip], on day: LocalDate) -> [Trip] {
        trips.filter { $0.end >= day }.sorted { $0.comesBefore($1) }
    }

    /// What every list of trips shows of one: title, destination, dates, nights, flag, link.
    static func summary(_ trip: Trip, settings: SiteSettings, map: SiteMap, from page: OutputPath) -> TemplateObject {
        let country =
            Locale(identifier: settings.language).localizedString(forRegionCode: trip.destination.countryCode)
            ?? trip.destination.country?.trimmedNonEmpty ?? trip.destination.countryCode
        let destination = [trip.destination.city?.trimmedNonEmpty, country].compactMap { $0 }.joined(separator: ", ")
        var summary: TemplateObject = [
            "id": .number(trip.id), "title": .text(trip.title), "country": .text(country),
            "countryCode": .text(trip.destination.countryCode),
            "destination": .text(destination),
            "destinationHref": .optional(settings.mapLinks.href(for: destination)),
            "dates": .text(settings.dates.dayRange(trip.start, trip.end)),
            "nights": .text(settings.words.nights(trip.nights)),
            "start": .text(trip.start.description), "end": .text(trip.end.description),
            "isPast": .bool(trip.end < settings.localNow.date),
        ]
        if let city = trip.destination.city?.trimmedNonEmpty { summary["city"] = .text(city) }
        if let flag = flag(trip.destination.countryCode) { summary["flag"] = .text(flag) }
        if let href = map.tripPage(trip.id) { summary["href"] = .text(SiteMap.href(from: page, to: href)) }
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

extension TripPages {
    /// `text`'s lines, each trimmed of spaces, the empty ones left out, joined by one space.
    ///
    /// Split at the scalars that break lines, as splitting the characters that are newlines
    /// would: each of those scalars is a character of its own (CR LF aside, whose empty middle
    /// is left out), since Unicode breaks characters before and after them. Splitting by
    /// characters would find the characters' boundaries through Unicode's tables.
    static func oneParagraph(_ text: String) -> String {
        text.unicodeScalars.split(whereSeparator: isLineBreak)
            .map { Substring($0).spacesTrimmed }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// LF, VT, FF, CR, NEL, LS and PS: the scalars of the characters Swift calls newlines.
    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }
}

private extension TripPages {
    static func tipHeading(_ category: TipCategory, words: PageWords) -> String {
        switch category {
        case .restaurant: return words(.tipsRestaurants)
        case .hotel: return words(.tipsHotels)
        case .park: return words(.tipsParks)
        case .museum: return words(.tipsMuseums)
        case .shop: return words(.tipsShops)
        case .festival: return words(.tipsFestivals)
        case .club: return words(.tipsClubs)
        case .cafe: return words(.tipsCafes)
        case .other: return words(.tipsOther)
        }
    }

    /// A tip: its description is Markdown kept to one paragraph, so it stays inside its list
    /// item of the template.
    static func tip(_ tip: TripTip) -> TemplateValue {
        // Trimmed, as the template sets it in bold and "** name **" is no longer bold.
        var context: TemplateObject = ["name": .text(tip.name.trimmedNonEmpty ?? tip.name)]
        if let description = tip.description?.trimmedNonEmpty {
            context["description"] = .text(oneParagraph(description))
        }
        return .object(context)
    }
}
