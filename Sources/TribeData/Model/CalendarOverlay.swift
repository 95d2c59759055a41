import Foundation

/// A calendar the family does not own (the school's terms, the country's holidays, a club's
/// fixtures), read from an `.ics` file in `content/calendars/` and shown beside its own events.
public struct CalendarOverlay: Sendable, Hashable {
    /// How the planner shows a calendar's events.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// Its days are tinted and named in small type: holidays, terms.
        case shade
        /// Its events join the day's entries, with the calendar's own mark: fixtures.
        case list
    }

    /// The file's name inside `content/calendars/`.
    public var file: String
    /// What the pages call it ("Riverside Primary").
    public var name: String
    public var style: Style
    /// `#rrggbb`; a colour of TribePress's own when absent.
    public var color: String?
    /// Where the publisher serves the calendar: `fetch` downloads it, and the feeds
    /// page links it for subscribing to the original.
    public var url: String?
    /// Whether its events are named on the year at a glance, as birthdays are.
    public var onYear: Bool

    public init(
        file: String, name: String, style: Style = .list, color: String? = nil, url: String? = nil, onYear: Bool = false
    ) {
        self.file = file
        self.name = name
        self.style = style
        self.color = color
        self.url = url
        self.onYear = onYear
    }

    /// Whether `text` is an absolute http, https or webcal address with a host.
    public static func isAddress(_ text: String) -> Bool {
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
            ["http", "https", "webcal"].contains(scheme), let host = components.host, !host.isEmpty
        else { return false }
        return true
    }

    /// The address to download from: `webcal://` is https.
    public var downloadURL: String? {
        guard let url else { return nil }
        return url.lowercased().hasPrefix("webcal://") ? "https://" + url.dropFirst("webcal://".count) : url
    }

    /// The folder inside the content folder that holds the calendars' files.
    public static let folder = "calendars"
}
