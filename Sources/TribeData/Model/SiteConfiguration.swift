import TribeRecurrence

/// The site's settings from `content/site.json`, before command-line options override them.
public struct SiteConfiguration: Sendable, Hashable {
    /// Shown on every page; the tribe's name when absent.
    public var title: String?
    /// Where the site is published (`https://…/`); subscribe links need it.
    public var baseURL: String?
    /// Whether `site.json` says `"base_url": null`: the site is published nowhere known on
    /// purpose (printed, or files passed around), so no warning says subscribe links are missing.
    public var baseURLIsNone = false
    /// The tribe's IANA time zone. Required from somewhere: TribePress never guesses it.
    public var timeZone: String?
    /// BCP 47 language tag of the pages.
    public var language: String
    public var weekStart: WeekStart
    /// First month of the planner; the month of "now" when absent.
    public var plannerStart: YearMonth?
    public var plannerMonths: Int
    public var paper: PaperSize
    /// The sheet of the year at a glance.
    public var yearPaper: PaperSize
    /// The sheet of a week, in portrait.
    public var weekPaper: PaperSize = .a4
    /// Minutes before each event that subscribed calendars remind (VALARM); none by default.
    public var feedReminders: [Int]
    /// Whether a member's feed holds the events they are invited to, or only those they accepted.
    public var memberFeeds: MemberFeedSelection
    /// Whether search engines may index the pages; off by default, as they hold a family's
    /// addresses, phone numbers and whereabouts.
    public var searchEngines: Bool
    /// The map event locations and trip destinations link to.
    public var mapLinks: MapLinks
    /// What the site publishes; nil leaves it to whether there is a secret (`secret-pages`
    /// with one, `public` without).
    public var privacy: Privacy?
    /// How much of each contact the site publishes.
    public var contacts: ContactDetail
    /// The environment variable that holds the secret, instead of `TRIBEPRESS_SECRET`.
    public var secretEnvironmentVariable: String?
    /// Other people's calendars shown on the planner, in the order `site.json` lists them.
    public var calendars: [CalendarOverlay] = []
    /// The category whose next event the home page and the wall count down to, beside the next
    /// trip; nil counts down to trips alone (`"countdown": null`).
    public var countdownCategory: EventCategory? = .celebration
    /// When the wall display dims for the night and wakes again, in minutes after the family's
    /// midnight; a night may run past midnight, as it usually does.
    public var wallNight = WallNight()
    /// Where forecasts are fetched for and shown, and how.
    public var weather = WeatherSettings()

    public init(
        title: String? = nil, baseURL: String? = nil, timeZone: String? = nil, language: String = "en",
        weekStart: WeekStart = .monday, plannerStart: YearMonth? = nil, plannerMonths: Int = 12, paper: PaperSize = .a4,
        yearPaper: PaperSize = .a3, feedReminders: [Int] = [], memberFeeds: MemberFeedSelection = .invited,
        searchEngines: Bool = false, mapLinks: MapLinks = .openstreetmap, privacy: Privacy? = nil,
        contacts: ContactDetail = .full, secretEnvironmentVariable: String? = nil
    ) {
        self.title = title
        self.baseURL = baseURL
        self.timeZone = timeZone
        self.language = language
        self.weekStart = weekStart
        self.plannerStart = plannerStart
        self.plannerMonths = plannerMonths
        self.paper = paper
        self.yearPaper = yearPaper
        self.feedReminders = feedReminders
        self.memberFeeds = memberFeeds
        self.searchEngines = searchEngines
        self.mapLinks = mapLinks
        self.privacy = privacy
        self.contacts = contacts
        self.secretEnvironmentVariable = secretEnvironmentVariable
    }
}

/// The hours the wall display is dimmed, in the family's time zone.
public struct WallNight: Sendable, Hashable {
    /// Minutes after midnight when the wall dims: 22:00 unless `site.json` says.
    public var from = 22 * 60
    /// Minutes after midnight when it is bright again: 06:30 unless `site.json` says.
    public var until = 6 * 60 + 30

    public init(from: Int = 22 * 60, until: Int = 6 * 60 + 30) {
        self.from = from
        self.until = until
    }
}

/// Which events go into a member's feed (besides those they own).
public enum MemberFeedSelection: String, Sendable, Hashable, CaseIterable {
    /// Every event they are invited to.
    case invited
    /// Only the events they accepted.
    case accepted
}
