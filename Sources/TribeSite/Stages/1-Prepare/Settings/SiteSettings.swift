import Foundation
import TribeData
import TribeRecurrence
import TribeSchedule
import TribeTemplates

/// The settings a build runs with: `site.json`'s configuration, with what the command line
/// overrides and what a build resolves (the zone, "now", the planner's first month, the
/// publishing) kept beside it.
///
/// Everything else is read from the configuration itself, through dynamic member lookup
/// (`settings.paper` is `settings.configuration.paper`), so a new key of `site.json` needs no
/// second field here.
@dynamicMemberLookup
public struct SiteSettings: Sendable {
    /// What `site.json` says, defaults filled in.
    public var configuration: SiteConfiguration
    /// The site's title: `--title`, else `site.json`'s, else the tribe's name.
    public var title: String
    /// `site.json`'s base URL, or `--base-url`'s.
    public var baseURL: String?
    /// `"base_url": null` in `site.json` and no `--base-url`: no subscribe links, on purpose.
    public var baseURLIsNone = false
    /// `--time-zone`, else `site.json`'s, else the export's.
    public var timeZoneName: String
    public var timeZone: TimeZone
    /// `site.json`'s `planner_start`, else the month of `now`.
    public var plannerStart: YearMonth
    public var now: BuildInstant
    /// Where each file is published and what the site shows, from the secret and `privacy`.
    public var publishing = Publishing.open
    /// Whether `site.json` chose `"privacy": "public"` itself: no warning about guessable addresses.
    public var privacyChosen = false
    /// Other people's calendars on the days the pages show, from `content/calendars/`.
    public var overlays = OverlaySet.none
    /// The saved forecasts the pages show, from `content/weather/`.
    public var forecasts = WeatherSet.none
    /// Month and weekday names and date formats in `language`, made when pages are (listings
    /// of occurrences need none).
    public var dates = DateWording.english
    /// The pages' own words, from the templates' strings files.
    public private(set) var words = PageWords.english
    /// `words` as templates see them, made once for every page.
    private(set) var wordsContext = PageWords.englishContext

    /// Resolves the settings, or logs why it cannot (no time zone, a bad override) and gives nil.
    static func resolve(content: LoadedContent, tribe: Tribe, options: BuildOptions, log: DiagnosticLog)
        -> SiteSettings?
    {
        let configuration = content.configuration
        let zoneName = options.timeZone ?? configuration.timeZone ?? tribe.timeZone
        guard let zoneName else {
            log.error(
                "no time zone: TribeHub stores wall-clock times without one and TribePress will not guess it; "
                    + "set \"time_zone\" in \(options.contentFolder)/site.json (for example \"Europe/London\") or pass --time-zone"
            )
            return nil
        }
        guard TimeZoneNames.isKnown(zoneName), let timeZone = TimeZone(identifier: zoneName) else {
            log.error(
                "--time-zone: unknown time zone \(zoneName.quotedForMessage); expected an IANA name such as \"Europe/London\""
            )
            return nil
        }
        var baseURL = configuration.baseURL
        if let override = options.baseURL {
            guard let normalized = SiteConfiguration.normalizedBaseURL(override) else {
                log.error("--base-url: expected an absolute http or https URL, found \(override.quotedForMessage)")
                return nil
            }
            baseURL = normalized
        }
        let baseURLIsNone = baseURL == nil && configuration.baseURLIsNone
        let now: BuildInstant
        do {
            now = try NowParser.resolve(option: options.now, environment: options.environment, timeZone: timeZone)
        } catch {
            log.error(error.description)
            return nil
        }
        let today = now.wallClock(in: timeZone).date
        guard let currentMonth = YearMonth(year: today.year, month: today.month) else {
            log.error("\(now.origin.rawValue) names a moment outside the years 1 to 9999")
            return nil
        }
        var settings = SiteSettings(
            configuration: configuration, title: options.title ?? configuration.title ?? tribe.name, baseURL: baseURL,
            baseURLIsNone: baseURLIsNone, timeZoneName: zoneName, timeZone: timeZone,
            plannerStart: configuration.plannerStart ?? currentMonth, now: now
        )
        guard let publishing = Self.publishing(configuration, environment: options.environment, log: log) else {
            return nil
        }
        settings.publishing = publishing
        settings.privacyChosen = configuration.privacy != nil
        if let problem = CalendarLimits.problem(settings) {
            let chosenBy =
                configuration.plannerStart == nil
                ? "the planner starts in the month of \(now.origin.rawValue)" : "from site.json's planner_start"
            log.error(
                "\(problem) (\(chosenBy)); TribePress's calendar holds the years 1 to 9999: choose a moment or a "
                    + "planner_start that leaves the planner and the pages' weeks room")
            return nil
        }
        return settings
    }

    /// The secret from the environment and what to publish, or nil after logging why not.
    static func publishing(_ configuration: SiteConfiguration, environment: [String: String], log: DiagnosticLog)
        -> Publishing?
    {
        let variable = configuration.secretEnvironmentVariable ?? SiteSecret.defaultVariable
        var secret: SiteSecret?
        if let text = environment[variable], !text.isEmpty {
            guard let read = SiteSecret(text) else {
                log.error(
                    "the secret in \(variable) is \(text.utf8.count) characters, too short to be unguessable: use at "
                        + "least \(SiteSecret.minimumLength) random ones, for example from `openssl rand -hex 32`")
                return nil
            }
            secret = read
        } else if let named = configuration.secretEnvironmentVariable {
            // A family that named its secret must not get a public site because CI lost the variable.
            log.error(
                "site.json's secret_env names \(named), which is not set: set it (a CI secret) to the family's "
                    + "secret, or remove secret_env")
            return nil
        }
        let privacy = configuration.privacy ?? (secret == nil ? .public : .secretPages)
        if privacy != .public, secret == nil {
            log.error(
                "\"privacy\": \"\(privacy.rawValue)\" needs a secret to make the addresses from: set \(variable) "
                    + "(for example to the output of `openssl rand -hex 32`, kept as a CI secret)")
            return nil
        }
        return Publishing(privacy: privacy, contacts: configuration.contacts, secret: secret)
    }

    /// `site.json`'s value at `keyPath`, for everything a build takes from it unchanged.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<SiteConfiguration, Value>) -> Value {
        get { configuration[keyPath: keyPath] }
        set { configuration[keyPath: keyPath] = newValue }
    }

    /// Whose each occurrence is, for every view of the site.
    public var involvement: Involvement {
        Involvement(invitees: configuration.memberFeeds)
    }

    /// "Now" as a wall-clock time in the tribe's zone.
    public var localNow: LocalDateTime {
        now.wallClock(in: timeZone)
    }

    /// Uses `words` for the pages and feeds, filling the words every page shares once.
    mutating func use(_ words: PageWords) {
        self.words = words
        wordsContext = words.templateValue(zone: timeZoneName, site: title)
    }
}
