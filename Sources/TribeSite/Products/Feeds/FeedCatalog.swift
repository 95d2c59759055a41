import TribeData
import TribeSchedule

/// Every feed of the site: the whole tribe, each member, each category in use, each trip.
enum FeedCatalog {
    static let tribeColor = "#1b6ca8"
    static let tripColor = "#2a9d8f"

    /// The feeds, named by `map`'s slugs so their files match the pages that link to them.
    static func feeds(for tribe: Tribe, settings: SiteSettings, map: SiteMap) -> [Feed] {
        let title = settings.title
        let words = settings.words
        var feeds: [Feed] = [
            Feed(
                kind: .tribe, key: "tribe",
                path: settings.publishing.feedPath(key: "tribe", public: OutputPath(fixed: "feeds", "tribe.ics")),
                name: title,
                description: words(.feedTribeDescription, ["title": title]), color: tribeColor,
                events: Array(tribe.events.indices),
                trips: tribe.trips
            )
        ]
        // The events that may be each member's, and each category's, gathered by position in one
        // pass over the events; which of their occurrences are a member's is the feed's to decide.
        var eventsByMember: [Int: [Int]] = [:]
        var eventsByCategory: [EventCategory: [Int]] = [:]
        for (index, event) in tribe.events.enumerated() {
            for person in Involvement.possibleMemberIDs(of: event) { eventsByMember[person, default: []].append(index) }
            eventsByCategory[event.category, default: []].append(index)
        }
        let tripsByBuddy = tribe.tripsByBuddy
        for member in tribe.members {
            guard let slug = map.memberSlugs[member.id] else { continue }
            let events = eventsByMember[member.id] ?? []
            feeds.append(
                Feed(
                    kind: .member(member), key: "member-\(member.id)",
                    path: settings.publishing.feedPath(
                        key: "member-\(member.id)", public: OutputPath(fixed: "feeds", "members", slug + ".ics")),
                    name: "\(title): \(member.displayName)",
                    description: words(
                        settings.memberFeeds == .accepted ? .feedMemberAcceptedDescription : .feedMemberDescription,
                        ["name": member.displayName]),
                    color: member.color ?? tribeColor, events: events,
                    trips: tripsByBuddy[member.id] ?? []
                ))
        }
        for category in EventCategory.allCases {
            guard let events = eventsByCategory[category], !events.isEmpty else { continue }
            feeds.append(
                Feed(
                    kind: .category(category), key: "category-\(category.rawValue.lowercased())",
                    path: settings.publishing.feedPath(
                        key: "category-\(category.rawValue.lowercased())",
                        public: OutputPath(
                            fixed: "feeds", "categories",
                            Slug.make(category.label, fallback: category.rawValue.lowercased()) + ".ics")),
                    name: "\(title): \(category == .none ? words(.feedNoCategory) : words.label(category))",
                    description: category == .none
                        ? words(.feedNoCategoryDescription)
                        : words(.feedCategoryDescription, ["category": words.label(category)]),
                    color: CategoryColors.hex(category),
                    events: events, trips: []
                ))
        }
        for trip in tribe.trips {
            guard let slug = map.tripSlugs[trip.id] else { continue }
            feeds.append(
                Feed(
                    kind: .trip(trip), key: "trip-\(trip.id)",
                    path: settings.publishing.feedPath(
                        key: "trip-\(trip.id)", public: OutputPath(fixed: "feeds", "trips", slug + ".ics")),
                    name: "\(title): \(trip.title)", description: words(.feedTripDescription, ["title": trip.title]),
                    color: tripColor,
                    events: [], trips: [trip]
                ))
        }
        return feeds
    }
}

/// A colour per category, readable on white and told apart by colour-blind readers too.
enum CategoryColors {
    static func hex(_ category: EventCategory) -> String {
        switch category {
        case .none: return "#6c757d"
        case .celebration: return "#c2185b"
        case .club: return "#7b1fa2"
        case .education: return "#1565c0"
        case .medical: return "#c62828"
        case .music: return "#6a1b9a"
        case .other: return "#546e7a"
        case .outing: return "#ef6c00"
        case .pets: return "#8d6e63"
        case .shopping: return "#00838f"
        case .sport: return "#2e7d32"
        case .vacation: return "#00897b"
        case .work: return "#37474f"
        }
    }
}
