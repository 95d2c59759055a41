import Foundation
import TribeData

/// The page that lists every feed with one-click subscribe links for the common apps.
struct FeedsPage {
    let feeds: [Feed]
    let settings: SiteSettings

    static let path = OutputPath(fixed: "feeds", "index.html")

    func context() -> [String: Any] {
        let groups: [(String, (Feed) -> Bool)] = [
            ("The whole family", { if case .tribe = $0.kind { return true } else { return false } }),
            ("Members", { if case .member = $0.kind { return true } else { return false } }),
            ("Categories", { if case .category = $0.kind { return true } else { return false } }),
            ("Trips", { if case .trip = $0.kind { return true } else { return false } }),
        ]
        return [
            "site": settings.templateContext,
            "page": ["title": "Calendar feeds"],
            "hasBaseURL": settings.baseURL != nil,
            "groups": groups.compactMap { title, belongs -> [String: Any]? in
                let members = feeds.filter(belongs)
                guard !members.isEmpty else { return nil }
                return ["title": title, "feeds": members.map(entry)]
            },
        ]
    }

    private func entry(_ feed: Feed) -> [String: Any] {
        var item = Self.links(feed, settings: settings, from: Self.path)
        item["name"] = feed.name
        item["description"] = feed.description
        item["color"] = feed.color
        return item
    }

    /// How to get a feed from the page at `page`: `file`, a relative link to download it, and
    /// with a base URL its address (`url`) and subscribe links for the common apps.
    static func links(_ feed: Feed, settings: SiteSettings, from page: OutputPath) -> [String: Any] {
        var links: [String: Any] = ["file": SiteMap.href(from: page, to: feed.path)]
        if let base = settings.baseURL {
            let url = base + feed.path.description
            let webcal = "webcal://" + url.drop { $0 != ":" }.dropFirst(3)
            links["url"] = url
            links["webcal"] = webcal
            links["google"] = "https://calendar.google.com/calendar/render?cid=" + encode(webcal)
            links["outlook"] = "https://outlook.live.com/calendar/0/addfromweb?url=" + encode(url) + "&name=" + encode(feed.name)
            links["office"] = "https://outlook.office.com/calendar/0/addfromweb?url=" + encode(url) + "&name=" + encode(feed.name)
        }
        return links
    }

    /// Percent-encodes everything but unreserved characters, for a URL inside a query.
    static func encode(_ text: String) -> String {
        let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        return text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }
}
