import Foundation
import TribeData
import TribeTemplates

/// The page that lists every feed with one-click subscribe links for the common apps.
struct FeedsPage {
    let feeds: [Feed]
    let settings: SiteSettings

    static let path = OutputPath(fixed: "feeds", "index.html")

    func context() -> TemplateValue {
        // Other people's calendars are never copied into the family's feeds: subscribing to
        // the original keeps its publisher's changes coming.
        let calendars = settings.overlays.calendars.compactMap { calendar -> TemplateValue? in
            guard let url = calendar.overlay.downloadURL else { return nil }
            var item = Self.subscribeLinks(url: url, name: calendar.overlay.name)
            item["name"] = .text(calendar.overlay.name)
            item["color"] = .text(calendar.color)
            return .object(item)
        }
        let groups: [(String, (Feed) -> Bool)] = [
            (settings.words(.feedsWholeFamily), { if case .tribe = $0.kind { return true } else { return false } }),
            (settings.words(.members), { if case .member = $0.kind { return true } else { return false } }),
            (settings.words(.feedsCategories), { if case .category = $0.kind { return true } else { return false } }),
            (settings.words(.trips), { if case .trip = $0.kind { return true } else { return false } }),
        ]
        return [
            "site": settings.templateContext,
            "page": ["title": .text(settings.words(.calendarFeeds))],
            "hasBaseURL": .bool(settings.baseURL != nil),
            "calendars": .list(calendars), "hasCalendars": .bool(!calendars.isEmpty),
            "groups": .list(
                groups.compactMap { title, belongs -> TemplateValue? in
                    let members = feeds.filter(belongs)
                    guard !members.isEmpty else { return nil }
                    return ["title": .text(title), "feeds": .list(members.map(entry))]
                }),
        ]
    }

    private func entry(_ feed: Feed) -> TemplateValue {
        var item = Self.links(feed, settings: settings, from: Self.path)
        item["name"] = .text(feed.name)
        item["description"] = .text(feed.description)
        item["color"] = .text(feed.color)
        if case .text(let file) = item["file"] {
            item["downloadText"] = .text(settings.words(.downloadFile, ["file": file]))
        }
        return .object(item)
    }

    /// How to get a feed from the page at `page`: `file`, a relative link to download it, and
    /// with a base URL its address (`url`) and subscribe links for the common apps.
    static func links(_ feed: Feed, settings: SiteSettings, from page: OutputPath) -> TemplateObject {
        // From where the page is published: in a secret folder, the feeds are outside it.
        var links: TemplateObject = [
            "file": .text(SiteMap.href(from: settings.publishing.placed(page), to: feed.path))
        ]
        if let base = settings.baseURL {
            links = links.merging(subscribeLinks(url: base + feed.path.description, name: feed.name))
        }
        return links
    }

    /// A calendar's address (`url`) and the links that subscribe the common apps to it.
    static func subscribeLinks(url: String, name: String) -> TemplateObject {
        let webcal = "webcal://" + url.drop { $0 != ":" }.dropFirst(3)
        return [
            "url": .text(url), "webcal": .text(webcal),
            "google": .text("https://calendar.google.com/calendar/render?cid=" + webcal.percentEncodedForQuery),
            "outlook": .text(
                "https://outlook.live.com/calendar/0/addfromweb?url=" + url.percentEncodedForQuery + "&name="
                    + name.percentEncodedForQuery),
            "office": .text(
                "https://outlook.office.com/calendar/0/addfromweb?url=" + url.percentEncodedForQuery + "&name="
                    + name.percentEncodedForQuery),
        ]
    }
}
