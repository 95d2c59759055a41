import Foundation
import TribeRecurrence

/// Reads `site.json`, the site's settings; every key is optional.
struct SiteConfigurationLoader {
    let files: ContentFiles

    static let fileName = "site.json"
    static let knownKeys = [
        "title", "base_url", "time_zone", "language", "week_start", "planner_start", "planner_months", "paper",
        "year_paper", "week_paper", "feed_reminders", "member_feeds",
        "search_engines", "map_links", "privacy", "contacts", "secret_env",
        "calendars", "countdown", "wall", "location", "contact", "weather_source", "temperature_unit",
        "trip_locations",
    ]
    static let wallKeys = ["dim_from", "dim_until"]
    static let calendarKeys = ["file", "name", "show", "color", "url", "year"]

    func load() -> SiteConfiguration {
        var configuration = SiteConfiguration()
        guard let document = files.document(Self.fileName, required: false) else { return configuration }
        guard
            let reader = ObjectReader(
                document.root, at: .root, in: document, knownKeys: Self.knownKeys, what: "the site configuration")
        else {
            return configuration
        }
        configuration.title = reader.optional("title", document.nonEmptyString)
        configuration.baseURL = reader.optional("base_url") { Self.baseURL($0, $1, in: document) }
        if let member = reader.member("base_url"), case .null = member.node.value { configuration.baseURLIsNone = true }
        configuration.timeZone = reader.optional("time_zone", document.timeZoneIdentifier)
        configuration.language = reader.optional("language", Self.languageTag(in: document)) ?? configuration.language
        configuration.weekStart =
            reader.optional("week_start") { document.code($0, $1, what: "week_start") } ?? configuration.weekStart
        configuration.plannerStart = reader.optional("planner_start") { node, path -> YearMonth? in
            guard let text = document.string(node, path) else { return nil }
            guard let month = DateTimeText.parseYearMonth(text) else {
                document.error(
                    "expected a month like \"2026-09\", found \(text.quotedForMessage)", at: node, path: path)
                return nil
            }
            return month
        }
        configuration.plannerMonths =
            reader.optional("planner_months") { node, path -> Int? in
                guard let months = document.integer(node, path) else { return nil }
                guard (1...36).contains(months) else {
                    document.error("expected between 1 and 36 months, found \(months)", at: node, path: path)
                    return nil
                }
                return months
            } ?? configuration.plannerMonths
        configuration.paper =
            reader.optional("paper") { document.code($0, $1, what: "paper size") } ?? configuration.paper
        configuration.yearPaper =
            reader.optional("year_paper") { document.code($0, $1, what: "paper size") } ?? configuration.yearPaper
        configuration.weekPaper =
            reader.optional("week_paper") { document.code($0, $1, what: "paper size") } ?? configuration.weekPaper
        configuration.feedReminders =
            reader.optional("feed_reminders") { node, path in
                document.array(node, path) { item, itemPath -> Int? in
                    guard let minutes = document.integer(item, itemPath) else { return nil }
                    guard (0...40_320).contains(minutes) else {
                        document.error(
                            "expected minutes before the event from 0 to 40320 (four weeks), found \(minutes)",
                            at: item, path: itemPath)
                        return nil
                    }
                    return minutes
                }
            } ?? []
        configuration.memberFeeds =
            reader.optional("member_feeds") { document.code($0, $1, what: "member_feeds") } ?? configuration.memberFeeds
        configuration.searchEngines = reader.optional("search_engines", document.bool) ?? configuration.searchEngines
        configuration.mapLinks =
            reader.optional("map_links") { document.code($0, $1, what: "map_links") } ?? configuration.mapLinks
        configuration.privacy = reader.optional("privacy") { document.code($0, $1, what: "privacy") }
        configuration.contacts =
            reader.optional("contacts") { document.code($0, $1, what: "contacts") } ?? configuration.contacts
        configuration.secretEnvironmentVariable = reader.optional("secret_env") { node, path -> String? in
            guard let name = document.string(node, path) else { return nil }
            // A variable's name, never the secret itself: the content folder is not a safe place for it.
            let isName =
                name.count <= 64 && name.first.map { !$0.isNumber } == true
                && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            guard isName else {
                document.error(
                    "expected the name of an environment variable like \"FAMILY_SITE_SECRET\", found "
                        + "\(name.count > 64 ? "\(name.count) characters" : name.quotedForMessage)"
                        + " (the secret itself belongs in the environment, never in a file)", at: node, path: path)
                return nil
            }
            return name
        }
        var files: Set<String> = []
        configuration.calendars =
            reader.optional("calendars") { node, path in
                document.array(node, path) { item, itemPath -> CalendarOverlay? in
                    guard let calendar = Self.calendar(item, itemPath, in: document) else { return nil }
                    guard files.insert(calendar.file).inserted else {
                        document.error(
                            "the calendar file \(calendar.file.quotedForMessage) is listed twice", at: item,
                            path: itemPath)
                        return nil
                    }
                    return calendar
                }
            } ?? []
        if let member = reader.member("countdown"), case .null = member.node.value {
            configuration.countdownCategory = nil
        } else if let category = reader.optional("countdown", Self.countdownCategory(in: document)) {
            configuration.countdownCategory = category
        }
        if let night = reader.optional("wall", { Self.wallNight($0, $1, in: document) }) {
            configuration.wallNight = night
        }
        configuration.weather = WeatherSettingsReader(document: document, site: reader).read()
        return configuration
    }

    /// `countdown`: a category by its name in TribeHub's apps ("celebration") or its code ("CEL").
    private static func countdownCategory(in document: JSONDocument) -> (JSONNode, JSONPath) -> EventCategory? {
        { node, path in
            guard let text = document.string(node, path) else { return nil }
            let choices = EventCategory.allCases.filter { $0 != .none }
            if let category = choices.first(where: { $0.label.lowercased() == text.lowercased() || $0.rawValue == text }
            ) {
                return category
            }
            document.error(
                "unknown countdown category \(text.quotedForMessage); expected one of "
                    + choices.map { $0.label.lowercased() }.joined(separator: ", ")
                    + ", or null for trips alone", at: node, path: path)
            return nil
        }
    }

    /// `wall`: the hours the wall display dims, `{"dim_from": "22:00", "dim_until": "06:30"}`.
    static func wallNight(_ node: JSONNode, _ path: JSONPath, in document: JSONDocument) -> WallNight? {
        guard
            let reader = ObjectReader(
                node, at: path, in: document, knownKeys: wallKeys,
                what: "the wall display's settings (dim_from, dim_until)")
        else { return nil }
        let minutes = { (node: JSONNode, path: JSONPath) -> Int? in
            guard let text = document.string(node, path) else { return nil }
            let parts = text.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) }),
                let hour = Int(parts[0]), let minute = Int(parts[1]), (0..<24).contains(hour), (0..<60).contains(minute)
            else {
                document.error(
                    "expected a time of day like \"22:00\", found \(text.quotedForMessage)", at: node, path: path)
                return nil
            }
            return hour * 60 + minute
        }
        var night = WallNight()
        if let from = reader.optional("dim_from", minutes) { night.from = from }
        if let until = reader.optional("dim_until", minutes) { night.until = until }
        return night
    }

    /// One entry of `calendars`: a plain `.ics` file name in `content/calendars/` and how to show it.
    static func calendar(_ node: JSONNode, _ path: JSONPath, in document: JSONDocument) -> CalendarOverlay? {
        guard
            let reader = ObjectReader(
                node, at: path, in: document, knownKeys: calendarKeys,
                what: "a calendar (file, name, show, color, url, year)")
        else { return nil }
        let file = reader.required("file") { node, path -> String? in
            guard let name = document.string(node, path) else { return nil }
            // A bare name: whatever it says, the file is read from content/calendars/ and nowhere else.
            let plain =
                name.hasSuffix(".ics") && name.count > 4 && name.count <= 255 && !name.hasPrefix(".")
                && name.unicodeScalars.allSatisfy { $0 != "/" && $0 != "\\" && $0.value >= 0x20 && $0.value != 0x7F }
            guard plain else {
                document.error(
                    "expected the name of a file in content/calendars/ ending in \".ics\", like \"school.ics\", found \(name.quotedForMessage)",
                    at: node, path: path)
                return nil
            }
            return name
        }
        let name = reader.required("name", document.nonEmptyString)
        let style: CalendarOverlay.Style? = reader.optional("show") { document.code($0, $1, what: "show") }
        let color = reader.optional("color", document.color)
        let url = reader.optional("url") { node, path -> String? in
            guard let text = document.string(node, path) else { return nil }
            guard CalendarOverlay.isAddress(text) else {
                document.error(
                    "expected the calendar's http, https or webcal address, found \(text.quotedForMessage)", at: node,
                    path: path)
                return nil
            }
            return text
        }
        let onYear = reader.optional("year", document.bool)
        guard let file, let name else { return nil }
        return CalendarOverlay(
            file: file, name: name, style: style ?? .list, color: color, url: url, onYear: onYear ?? false)
    }

    /// An absolute http(s) URL, normalised to end in `/` so page paths append cleanly.
    static func baseURL(_ node: JSONNode, _ path: JSONPath, in document: JSONDocument) -> String? {
        guard let text = document.string(node, path) else { return nil }
        guard let normalized = SiteConfiguration.normalizedBaseURL(text) else {
            document.error(
                "expected an absolute http or https URL like \"https://family.example.org/\", found \(text.quotedForMessage)",
                at: node, path: path)
            return nil
        }
        return normalized
    }

    private static func languageTag(in document: JSONDocument) -> (JSONNode, JSONPath) -> String? {
        { node, path in
            guard let text = document.string(node, path) else { return nil }
            let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            let valid =
                !parts.isEmpty
                && parts.allSatisfy {
                    (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
                }
                && parts[0].allSatisfy(\.isLetter) && (2...3).contains(parts[0].count)
            guard valid else {
                document.error(
                    "expected a language tag like \"en-GB\", found \(text.quotedForMessage)", at: node, path: path)
                return nil
            }
            return text
        }
    }
}

extension SiteConfiguration {
    /// The URL ending in `/`, or nil when it is not an absolute http(s) URL with a host.
    public static func normalizedBaseURL(_ text: String) -> String? {
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = components.host, !host.isEmpty,
            components.query == nil, components.fragment == nil
        else { return nil }
        return text.hasSuffix("/") ? text : text + "/"
    }
}

extension SiteConfiguration {
    /// Reads `site.json` alone from `folder`, for commands that need only the settings (the
    /// calendars to download), with every problem found in it.
    public static func load(from folder: String, fileIO: FileIO) -> (SiteConfiguration, [Diagnostic]) {
        let log = DiagnosticLog()
        let configuration = SiteConfigurationLoader(files: ContentFiles(folder: folder, fileIO: fileIO, log: log))
            .load()
        return (configuration, log.diagnostics)
    }
}
