import TribeData
import TribeRecurrence
import TribeSchedule
import TribeTemplates

/// The wall display: `wall.html` for a screen left on, `wall-eink.html` for an e-reader, and
/// `wall.json`, the days the screen reads again every 15 minutes.
///
/// Both pages are complete as built, showing the build's today and the six days after it; the
/// screen's script then turns the day at the family's midnight from the data file, which holds
/// `daysAhead` days, so a family that changes nothing for weeks still sees the right days.
struct WallPages: Sendable {
    static let path = OutputPath(fixed: "wall.html")
    static let einkPath = OutputPath(fixed: "wall-eink.html")
    static let dataPath = OutputPath(fixed: "wall.json")

    /// Days the data file holds, the build's today first: eight weeks, so a wall goes on
    /// turning its days for seven weeks after the last build.
    static let daysAhead = 56
    /// Today and the six days after it.
    static let daysShown = 7
    /// The most of a day's entries `wall.html` lists as built; the screen's script fits as
    /// many as its screen holds and says how many more there are.
    static let builtEntries = (today: 8, later: 4)
    /// The most `wall-eink.html` lists: what an 800×480 panel holds, one line each, with no
    /// script to measure it.
    static let einkEntries = (today: 7, later: 2)

    let data: WallData
    /// Whether the build's now is past the forecast's `Expires`, so the pages as built say so.
    let forecastIsExpired: Bool
    /// "As of Sunday 22 November 2026, 09:00": when the pages as built were current.
    let asOf: String

    init(
        tribe: Tribe, settings: SiteSettings, timeline: Timeline, map: SiteMap, countdowns: Countdowns,
        forecast: ForecastView
    ) {
        let today = settings.localNow.date
        let last = today.adding(days: Self.daysAhead - 1)
        let occurrences = timeline.occurrences(from: today, through: last, in: settings.timeZone)
        let dayList = DayList(tribe: tribe, settings: settings, facts: timeline.facts)
        let listed = dayList.entries(
            occurrences, within: today...last, everyDay: true, overlays: settings.overlays.events(shaded: false))
        let byDay = Dictionary(listed.map { ($0.day, $0.items) }, uniquingKeysWith: { first, _ in first })
        let dates = settings.dates
        let words = settings.words
        let home = forecast.forecasts.home
        let days = (0..<Self.daysAhead).map { offset -> WallData.Day in
            let day = today.adding(days: offset)
            let weather = home?.days[day].map(forecast.worded)
            let trips = tribe.trips.filter { $0.start <= day && day <= $0.end }.sorted { $0.comesBefore($1) }
            return WallData.Day(
                date: day.description, title: dates.longDate(day), weekday: dates.weekday(day.isoWeekday, .wide),
                entries: (byDay[day] ?? []).map(Self.entry),
                trips: trips.map {
                    WallData.Trip(
                        title: words(.tripTitle, ["title": $0.title]), dates: dates.dayRange($0.start, $0.end),
                        members: $0.buddyIDs)
                },
                shades: (settings.overlays.shades[day] ?? []).map(\.summary),
                countdowns: countdowns.texts(on: day).map { WallData.Countdown(text: $0.text, members: $0.members) },
                weather: weather)
        }
        let members = tribe.members.compactMap { member -> WallData.Member? in
            guard let key = map.memberSlugs[member.id] else { return nil }
            return WallData.Member(
                id: member.id, key: key, name: member.displayName,
                initials: MemberContext.initials(of: member.displayName),
                color: member.color ?? MemberContext.defaultColor)
        }
        asOf = words(.wallAsOf, ["when": dates.longDate(today) + ", " + dates.time(settings.localNow)])
        data = WallData(
            zone: settings.timeZoneName, language: settings.language, built: settings.localNow.description,
            dimFrom: settings.wallNight.from, dimUntil: settings.wallNight.until, members: members,
            words: Dictionary(
                Self.pageWords.map { ($0.key, words($0.word)) }, uniquingKeysWith: { first, _ in first }),
            more: (0..<100).map { words(.more, count: $0) }, days: days,
            forecast: home.map { home in
                WallData.Forecast(
                    expires: home.expires * 1_000, hideAfter: (home.made + WeatherSet.oldest) * 1_000,
                    forecastOf: forecast.forecastOf(home), credit: words(.weatherCredit),
                    sprite: forecast.symbols.sprite(home.days.filter { today...last ~= $0.key }.values.map(\.symbol)))
            })
        forecastIsExpired = home?.isExpired ?? false
    }

    /// The data file: the same bytes for the same build, keys in order.
    func json() -> [UInt8] {
        data.json
    }

    /// The context of `wall.html`, or with `eink` of `wall-eink.html`: the build's today and
    /// the six days after it.
    func context(eink: Bool) -> TemplateValue {
        let members = Dictionary(data.members.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let shown = data.days.prefix(Self.daysShown)
        let limits = eink ? Self.einkEntries : Self.builtEntries
        let day = { (day: WallData.Day, limit: Int) -> TemplateValue in
            let hidden = max(0, day.entries.count - limit)
            return [
                "date": .text(day.date), "title": .text(day.title), "weekday": .text(day.weekday),
                "entries": .list(
                    day.entries.prefix(limit).map { entry in
                        [
                            "time": .text(entry.time), "subject": .text(entry.subject), "glyph": .text(entry.glyph),
                            "category": .text(entry.category), "color": .optional(entry.color),
                            "members": .list(entry.members.compactMap { members[$0].map(Self.member) }),
                        ]
                    }),
                "hasMore": .bool(hidden > 0),
                "moreText": hidden > 0 ? .text(data.more[min(hidden, data.more.count - 1)]) : .null,
                "trips": .list(
                    day.trips.map {
                        [
                            "title": .text($0.title), "dates": .text($0.dates),
                            "members": .list($0.members.compactMap { members[$0].map(Self.member) }),
                        ]
                    }),
                "shades": .list(day.shades.map { ["name": .text($0)] }),
                "countdowns": .list(day.countdowns.map { ["text": .text($0.text)] }),
                "empty": .bool(day.entries.isEmpty && day.trips.isEmpty && day.shades.isEmpty),
                "weather": day.weather.map { .object(ForecastView.context($0)) } ?? .null,
            ]
        }
        return [
            "title": .text(data.words["wallDisplay"] ?? ""),
            "today": shown.first.map { day($0, limits.today) } ?? .null,
            "later": .list(shown.dropFirst().map { day($0, limits.later) }),
            "zone": .text(data.zone),
            "asOf": .text(asOf),
            "forecast": data.forecast.map { forecast -> TemplateValue in
                [
                    "sprite": .text(forecast.sprite), "credit": .text(forecast.credit),
                    "note": forecastIsExpired ? .text(forecast.forecastOf) : .null,
                ]
            } ?? .null,
        ]
    }
}

private extension WallPages {
    /// The words the page's script says itself, by the key it knows them by.
    static let pageWords: [(key: String, word: Word)] = [
        ("wallDisplay", .wallDisplay), ("offlineSince", .wallOfflineSince), ("dataEnds", .wallDataEnds),
        ("awake", .wallCannotKeepAwake), ("asOf", .wallAsOf), ("nothing", .wallNothing),
    ]

    static func member(_ member: WallData.Member) -> TemplateValue {
        [
            "id": .number(member.id), "key": .text(member.key), "name": .text(member.name),
            "initials": .text(member.initials), "color": .text(member.color),
        ]
    }

    /// An entry of the day list, as the data file holds it.
    static func entry(_ item: TemplateValue) -> WallData.Entry {
        guard case .object(let object) = item else {
            return WallData.Entry(time: "", subject: "", glyph: "", category: "", members: [], color: nil)
        }
        let text = { (name: String) -> String? in
            if case .text(let text)? = object[name] { return text }
            return nil
        }
        var members: [Int] = []
        if case .list(let people)? = object["members"] {
            for case .object(let person) in people {
                if case .text(let id)? = person["id"], let number = Int(id) { members.append(number) }
            }
        }
        return WallData.Entry(
            time: text("time") ?? "", subject: text("subject") ?? "", glyph: text("glyph") ?? "",
            category: text("category") ?? "", members: members, color: text("color"))
    }
}
