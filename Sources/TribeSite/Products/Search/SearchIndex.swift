import TribeData
import TribeRecurrence
import TribeSchedule
import TribeTemplates

/// The event search's index: every occurrence the planner shows, in a static file that
/// `search.html` fetches and filters in the browser.
///
/// It is kept small so a phone loads a large family's year quickly. What a series' occurrences
/// share (subject, place, notes, people, category) is written once per series; each occurrence
/// is then four numbers: its series, its first day, its time and how many more days it lasts.
/// Day headings and times are written once each, as the agenda writes them, so a result reads
/// like the agenda's entry in the site's language without the browser formatting dates.
struct SearchIndex: Sendable {
    /// Where the index is, beside the page.
    static let path = OutputPath(fixed: "search.json")
    /// The most of an event's notes the index holds: enough for the words people look for,
    /// without a long note weighing on every phone that opens the search.
    static let noteLimit = 500

    let tribe: Tribe
    let settings: SiteSettings
    let map: SiteMap
    /// The category feeds by category, for each result's "feed" link.
    let categoryFeeds: [EventCategory: Feed]

    init(tribe: Tribe, settings: SiteSettings, map: SiteMap, feeds: [Feed]) {
        self.tribe = tribe
        self.settings = settings
        self.map = map
        var categoryFeeds: [EventCategory: Feed] = [:]
        for feed in feeds {
            if case .category(let category) = feed.kind { categoryFeeds[category] = feed }
        }
        self.categoryFeeds = categoryFeeds
    }

    /// The key a category has in a search's address (`category=medical`).
    static func key(of category: EventCategory) -> String {
        Slug.make(category.label, fallback: category.rawValue.lowercased())
    }

    /// The members a search can name, with the key each has in the address (`member=leo`).
    var members: [(member: Member, key: String)] {
        tribe.members.compactMap { member in map.memberSlugs[member.id].map { (member, $0) } }
    }

    /// The categories the family's events use, in TribeHub's order.
    var categories: [EventCategory] {
        let used = Set(tribe.events.map(\.category))
        return EventCategory.allCases.filter { used.contains($0) }
    }

    /// The index of `occurrences`, the planner's, over the planner's days; `facts` is what
    /// they say.
    func json(_ occurrences: [Occurrence], facts: OccurrenceFactsTable) -> [UInt8] {
        guard let days = PlannerPages.dayRange(of: settings) else { return Array("{}\n".utf8) }
        let dayList = DayList(tribe: tribe, settings: settings, facts: facts)
        let page = settings.publishing.placed(SearchPage.path)
        let memberIndex = Dictionary(
            members.enumerated().map { ($1.member.id, $0) }, uniquingKeysWith: { first, _ in first })
        let categories = self.categories
        let categoryIndex = Dictionary(uniqueKeysWithValues: categories.enumerated().map { ($1, $0) })

        var json: [UInt8] = []
        json.append("{\"first\":")
        json.append(jsonString: days.lowerBound.description)
        json.append(",\"days\":[")
        var day = days.lowerBound
        while day <= days.upperBound {
            if day != days.lowerBound { json.append(UInt8(ascii: ",")) }
            json.append(jsonString: settings.dates.longDate(day))
            day = day.adding(days: 1)
        }
        // The planner's months: a day outside them links to the nearest sheet.
        let months = PlannerPages.months(of: settings)
        json.append("],\"months\":[")
        json.append(jsonString: months.first?.description)
        json.append(UInt8(ascii: ","))
        json.append(jsonString: months.last?.description)
        json.append("],\"members\":[")
        for (index, entry) in members.enumerated() {
            if index > 0 { json.append(UInt8(ascii: ",")) }
            json.append(UInt8(ascii: "["))
            json.append(jsonString: entry.key)
            json.append(UInt8(ascii: ","))
            json.append(jsonString: entry.member.displayName)
            json.append(UInt8(ascii: "]"))
        }
        json.append("],\"categories\":[")
        for (index, category) in categories.enumerated() {
            if index > 0 { json.append(UInt8(ascii: ",")) }
            json.append(UInt8(ascii: "["))
            json.append(jsonString: Self.key(of: category))
            json.append(UInt8(ascii: ","))
            json.append(jsonString: settings.words.label(category))
            json.append(UInt8(ascii: ","))
            json.append(jsonString: PlannerGlyphs.glyph(category))
            json.append(UInt8(ascii: ","))
            json.append(
                jsonString: settings.publishing.pagesLinkFeeds
                    ? categoryFeeds[category].map { SiteMap.href(from: page, to: $0.path) } : nil)
            json.append(UInt8(ascii: "]"))
        }
        json.append("],")

        // Each occurrence under its first day in range, all-day first, then by start, as the
        // agenda lists them; an occurrence over several days once, with the day it ends.
        var entries: [(day: Int, order: Int, index: Int)] = []
        entries.reserveCapacity(occurrences.count)
        let (firstDay, lastDay) = (days.lowerBound.daysSinceEpoch, days.upperBound.daysSinceEpoch)
        for (index, occurrence) in occurrences.enumerated() {
            let span = occurrence.dayNumbers
            let first = max(span.lowerBound, firstDay)
            guard first <= min(span.upperBound, lastDay) else { continue }
            entries.append((first - firstDay, occurrence.isAllDay ? Int.min : occurrence.startInstant, index))
        }
        entries.sort { ($0.day, $0.order, $0.index) < ($1.day, $1.order, $1.index) }

        var series = Table<SeriesKey>()
        // Keyed by what a time says rather than by its words: hashing each entry's words, with
        // their dash, cost a thousand instructions an entry.
        var times = Table<DayList.TimeLook>()
        var numbers: [UInt8] = []
        numbers.reserveCapacity(entries.count * 12)
        for (position, entry) in entries.enumerated() {
            let occurrence = occurrences[entry.index]
            let seriesNumber = series.number(of: SeriesKey(facts: occurrence.sameFacts)) { json in
                json.append(UInt8(ascii: "["))
                json.append(jsonString: facts[occurrence].subject)
                json.append(UInt8(ascii: ","))
                json.append(jsonString: facts[occurrence].location?.trimmedNonEmpty)
                json.append(UInt8(ascii: ","))
                json.append(jsonString: facts[occurrence].description.flatMap(Self.note))
                json.append(UInt8(ascii: ","))
                json.append(decimal: categoryIndex[facts[occurrence].category] ?? -1)
                json.append(",[")
                dayList.involvement.withMemberIDs(of: occurrence, in: facts) { ids in
                    var first = true
                    for index in ids.indices {
                        guard let person = memberIndex[ids[index]] else { continue }
                        if !first { json.append(UInt8(ascii: ",")) }
                        json.append(decimal: person)
                        first = false
                    }
                }
                json.append("],")
                json.append(decimal: facts[occurrence].isRecurring ? 1 : 0)
                json.append(UInt8(ascii: "]"))
            }
            let first = firstDay + entry.day
            let span = occurrence.dayNumbers
            let last = min(span.upperBound, lastDay)
            let until = span.upperBound > first ? span.upperBound : nil
            let timeNumber = times.number(of: dayList.timeLook(of: occurrence, until: until)) {
                $0.append(jsonString: dayList.time(of: occurrence, until: until.map(LocalDate.init(daysSinceEpoch:))))
            }
            if position > 0 { numbers.append(UInt8(ascii: ",")) }
            numbers.append(decimal: seriesNumber)
            numbers.append(UInt8(ascii: ","))
            numbers.append(decimal: entry.day)
            numbers.append(UInt8(ascii: ","))
            numbers.append(decimal: timeNumber)
            numbers.append(UInt8(ascii: ","))
            numbers.append(decimal: last - first)
        }
        json.append("\"times\":[")
        json.append(contentsOf: times.json)
        json.append("],\"events\":[")
        json.append(contentsOf: series.json)
        json.append("],\"occurrences\":[")
        json.append(contentsOf: numbers)
        json.append("]}\n")
        return json
    }
}

extension SearchIndex {
    /// An event's notes as one line, cut at `noteLimit` characters: the words, not the layout.
    static func note(_ text: String) -> String? {
        guard let plain = text.plainWords(folded: false, limit: noteLimit) else { return unicodeNote(text) }
        return plain.isEmpty ? nil : plain
    }

    /// `note` of any text.
    static func unicodeNote(_ text: String) -> String? {
        let words = text.split(whereSeparator: \.isWhitespace)
        guard !words.isEmpty else { return nil }
        var note = ""
        for word in words {
            if !note.isEmpty { note += " " }
            note += word
            if note.count >= noteLimit { return String(note.prefix(noteLimit)) }
        }
        return note
    }
}

private extension SearchIndex {
    /// Values written once each into a JSON list, then named by their place in it.
    struct Table<Key: QuickHashable> {
        var numbers = QuickTable<Key, Int>()
        var json: [UInt8] = []

        /// `key`'s place, writing it with `write` the first time it comes.
        mutating func number(of key: Key, write: (inout [UInt8]) -> Void) -> Int {
            if let known = numbers[key] { return known }
            let number = numbers.count
            numbers.insert(number, for: key)
            if number > 0 { json.append(UInt8(ascii: ",")) }
            write(&json)
            return number
        }
    }

    /// A series, by the facts its occurrences share.
    struct SeriesKey: QuickHashable {
        let facts: Occurrence.SameFacts
        var quickHash: Int { facts.number }
    }
}
