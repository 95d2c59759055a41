/// What the wall display reads: the family's days from the build's today, as `wall.json`
/// holds them and as the page is built.
///
/// Everything a day shows is worked out by the build, in the site's language and the family's
/// zone, so the page only picks the day its clock says and filters by member: a change of day
/// needs no rebuild and no date arithmetic in the browser.
struct WallData: Sendable {
    /// The family's IANA zone, in which the page's clock and day turn.
    let zone: String
    let language: String
    /// The build's "now" in the family's zone, `2026-11-22T09:00`.
    let built: String
    /// When the wall dims and wakes, minutes after the family's midnight.
    let dimFrom: Int
    let dimUntil: Int
    let members: [Member]
    /// The page's own words, filled in the site's language.
    let words: [String: String]
    /// "+N more" for N from 0 to 99.
    let more: [String]
    /// The days from the build's today, consecutive.
    let days: [Day]
    /// Home's forecast, when one is shown: the days hold its summaries.
    let forecast: Forecast?

    /// What the wall needs to show home's forecast and to stop showing it in time.
    struct Forecast: Sendable {
        /// Milliseconds since 1970 after which the wall says `forecastOf` (the `Expires`).
        let expires: Int
        /// Milliseconds since 1970 after which the wall shows no weather: two days after it was made.
        let hideAfter: Int
        /// "Forecast of Sunday 08:27".
        let forecastOf: String
        /// "Forecast from MET Norway".
        let credit: String
        /// The symbols the days use, as an `<svg>` sprite (`WeatherSymbols`).
        let sprite: String
    }

    /// A member a wall can show alone, with the key its address gives (`?member=leo`).
    struct Member: Sendable {
        let id: Int
        let key: String
        let name: String
        let initials: String
        let color: String
    }

    /// One day as the wall shows it.
    struct Day: Sendable {
        /// `2026-11-22`.
        let date: String
        /// "Sunday 22 November 2026".
        let title: String
        /// "Sunday".
        let weekday: String
        /// The family's entries and other calendars' listed entries, in the agenda's order.
        let entries: [Entry]
        /// Trips under way.
        let trips: [Trip]
        /// Other calendars' days the planner shades (a school holiday), by name.
        let shades: [String]
        /// What the family counts down to, as seen from this day.
        let countdowns: [Countdown]
        /// Home's weather, when the forecast covers the day.
        let weather: WordedWeather?
    }

    /// An entry as the agenda writes it; `members` as `Involvement` decides them.
    struct Entry: Sendable {
        let time: String
        let subject: String
        let glyph: String
        let category: String
        let members: [Int]
        /// Another calendar's colour; nil for the family's own entries.
        let color: String?
    }

    struct Trip: Sendable {
        let title: String
        let dates: String
        /// The travellers; empty for a trip that names nobody, which is everyone's.
        let members: [Int]
    }

    struct Countdown: Sendable {
        let text: String
        /// Whose it is; empty for the whole family.
        let members: [Int]
    }
}

extension WallData {
    /// The data file's bytes: keys in a fixed order, every text escaped for JSON, so the same
    /// build writes the same bytes. Written directly, as `search.json` is: a large family's
    /// eight weeks are tens of thousands of entries, which a generic encoder took longer over
    /// than making them.
    var json: [UInt8] {
        var json: [UInt8] = []
        json.reserveCapacity(days.count * 1_024)
        json.append("{\"built\":")
        json.append(jsonString: built)
        json.append(",\"days\":")
        json.appendList(days) { json, day in day.write(into: &json) }
        json.append(",\"dimFrom\":")
        json.append(decimal: dimFrom)
        json.append(",\"dimUntil\":")
        json.append(decimal: dimUntil)
        if let forecast {
            json.append(",\"forecast\":{\"credit\":")
            json.append(jsonString: forecast.credit)
            json.append(",\"expires\":")
            json.append(decimal: forecast.expires)
            json.append(",\"forecastOf\":")
            json.append(jsonString: forecast.forecastOf)
            json.append(",\"hideAfter\":")
            json.append(decimal: forecast.hideAfter)
            json.append(",\"sprite\":")
            json.append(jsonString: forecast.sprite)
            json.append(UInt8(ascii: "}"))
        }
        json.append(",\"language\":")
        json.append(jsonString: language)
        json.append(",\"members\":")
        json.appendList(members) { json, member in
            json.append("{\"color\":")
            json.append(jsonString: member.color)
            json.append(",\"id\":")
            json.append(decimal: member.id)
            json.append(",\"initials\":")
            json.append(jsonString: member.initials)
            json.append(",\"key\":")
            json.append(jsonString: member.key)
            json.append(",\"name\":")
            json.append(jsonString: member.name)
            json.append(UInt8(ascii: "}"))
        }
        json.append(",\"more\":")
        json.appendList(more) { json, text in json.append(jsonString: text) }
        json.append(",\"words\":{")
        for (index, key) in words.keys.sorted().enumerated() {
            if index > 0 { json.append(UInt8(ascii: ",")) }
            json.append(jsonString: key)
            json.append(UInt8(ascii: ":"))
            json.append(jsonString: words[key])
        }
        json.append("},\"zone\":")
        json.append(jsonString: zone)
        json.append("}\n")
        return json
    }
}

private extension WallData.Day {
    func write(into json: inout [UInt8]) {
        json.append("{\"countdowns\":")
        json.appendList(countdowns) { json, countdown in
            json.append("{\"members\":")
            json.appendList(countdown.members) { json, id in json.append(decimal: id) }
            json.append(",\"text\":")
            json.append(jsonString: countdown.text)
            json.append(UInt8(ascii: "}"))
        }
        json.append(",\"date\":")
        json.append(jsonString: date)
        json.append(",\"entries\":")
        json.appendList(entries) { json, entry in
            json.append("{\"category\":")
            json.append(jsonString: entry.category)
            json.append(",\"color\":")
            json.append(jsonString: entry.color)
            json.append(",\"glyph\":")
            json.append(jsonString: entry.glyph)
            json.append(",\"members\":")
            json.appendList(entry.members) { json, id in json.append(decimal: id) }
            json.append(",\"subject\":")
            json.append(jsonString: entry.subject)
            json.append(",\"time\":")
            json.append(jsonString: entry.time)
            json.append(UInt8(ascii: "}"))
        }
        json.append(",\"shades\":")
        json.appendList(shades) { json, name in json.append(jsonString: name) }
        json.append(",\"title\":")
        json.append(jsonString: title)
        json.append(",\"trips\":")
        json.appendList(trips) { json, trip in
            json.append("{\"dates\":")
            json.append(jsonString: trip.dates)
            json.append(",\"members\":")
            json.appendList(trip.members) { json, id in json.append(decimal: id) }
            json.append(",\"title\":")
            json.append(jsonString: trip.title)
            json.append(UInt8(ascii: "}"))
        }
        if let weather {
            json.append(",\"weather\":{\"high\":")
            json.append(jsonString: weather.high)
            json.append(",\"icon\":")
            json.append(jsonString: weather.icon)
            json.append(",\"label\":")
            json.append(jsonString: weather.label)
            json.append(",\"low\":")
            json.append(jsonString: weather.low)
            json.append(",\"precipitation\":")
            json.append(jsonString: weather.precipitation)
            json.append(",\"range\":")
            json.append(jsonString: weather.range)
            json.append(weather.wet ? ",\"wet\":true}" : ",\"wet\":false}")
        }
        json.append(",\"weekday\":")
        json.append(jsonString: weekday)
        json.append(UInt8(ascii: "}"))
    }
}

private extension Array where Element == UInt8 {
    /// A JSON array of `items`, each written by `write`, with commas between.
    mutating func appendList<Item>(_ items: [Item], _ write: (inout [UInt8], Item) -> Void) {
        append(UInt8(ascii: "["))
        for (index, item) in items.enumerated() {
            if index > 0 { append(UInt8(ascii: ",")) }
            write(&self, item)
        }
        append(UInt8(ascii: "]"))
    }
}
