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
        // Links from feeds/index.html: drop the leading "feeds/".
        let relative = feed.path.segments.dropFirst().joined(separator: "/")
        var item: [String: Any] = ["name": feed.name, "description": feed.description, "file": relative, "color": feed.color]
        if let base = settings.baseURL {
            let url = base + feed.path.description
            let webcal = "webcal://" + url.drop { $0 != ":" }.dropFirst(3)
            item["url"] = url
            item["webcal"] = webcal
            item["google"] = "https://calendar.google.com/calendar/render?cid=" + Self.encode(webcal)
            item["outlook"] = "https://outlook.live.com/calendar/0/addfromweb?url=" + Self.encode(url) + "&name=" + Self.encode(feed.name)
            item["office"] = "https://outlook.office.com/calendar/0/addfromweb?url=" + Self.encode(url) + "&name=" + Self.encode(feed.name)
        }
        return item
    }

    /// Percent-encodes everything but unreserved characters, for a URL inside a query.
    static func encode(_ text: String) -> String {
        let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        return text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }
}
