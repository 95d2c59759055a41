import Foundation
import Testing
import TribePressTestSupport

/// Saved forecasts on the pages: the home page's fortnight, a trip's days and the wall's data,
/// each day checked against a summary a small script in this file makes from the same JSON;
/// a forecast past its `Expires`, one too old, and a damaged file, as the build meets them.
@Suite struct WeatherPagesTests {
    /// An independent reading of the rule docs/weather.md states, in Python's zoneinfo: the
    /// family's days from midnight to midnight; the symbol of the six hours from the day's step
    /// closest to noon (the earlier of two), else the one hour's; low and high of the day's
    /// steps' temperatures; precipitation of each step's one hour, else six hours, unless
    /// already counted (over the whole forecast, for the day a period starts in); days covering
    /// under twelve hours left out but the forecast's first.
    static let summaries = #"""
        import json, sys
        from datetime import datetime, timedelta, timezone
        from zoneinfo import ZoneInfo
        body, zone = json.load(open(sys.argv[1])), ZoneInfo(sys.argv[2])
        days = {}
        for step in body["properties"]["timeseries"]:
            when = datetime.strptime(step["time"], "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=timezone.utc)
            days.setdefault(when.astimezone(zone).date(), []).append((when, step["data"]))
        # Each period counted once over the whole forecast, for the day it starts in.
        counted, until = {}, None
        for day in sorted(days):
            for when, data in days[day]:
                if until is not None and when < until:
                    continue
                for key, length in (("next_1_hours", 1), ("next_6_hours", 6)):
                    amount = data.get(key, {}).get("details", {}).get("precipitation_amount")
                    if amount is not None:
                        total, hours = counted.get(day, (0.0, 0))
                        counted[day], until = (total + amount, hours + length), when + timedelta(hours=length)
                        break
        first, out = min(days), {}
        for day, steps in days.items():
            noon = datetime(day.year, day.month, day.day, 12, tzinfo=zone)
            total, hours = counted.get(day, (0.0, 0))
            if day != first and hours < 12:
                continue
            def nearest(key):
                found = [(abs(when - noon), when, data[key]["summary"]["symbol_code"])
                         for when, data in steps if "symbol_code" in data.get(key, {}).get("summary", {})]
                return min(found)[2] if found else None
            temperatures = [data["instant"]["details"]["air_temperature"] for _, data in steps]
            out[day.isoformat()] = {"symbol": nearest("next_6_hours") or nearest("next_1_hours"),
                                    "low": min(temperatures), "high": max(temperatures), "precipitation": total}
        json.dump(out, sys.stdout)
        """#

    /// The script's days for `fixture` in `zone`.
    static func expected(_ fixture: String, zone: String) throws -> [String: (
        symbol: String, low: Double, high: Double, precipitation: Double
    )] {
        let path = ProcessRunner.packageRoot.appendingPathComponent("Tests/Fixtures/met/\(fixture)").path
        let run = try ProcessRunner.run(URL(fileURLWithPath: ProcessRunner.python), ["-c", summaries, path, zone])
        guard run.status == 0 else { throw ProcessRunner.Failure(description: run.errors) }
        let days = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: [String: Any]])
        return try days.mapValues {
            (
                try #require($0["symbol"] as? String), try #require($0["low"] as? Double),
                try #require($0["high"] as? Double), try #require($0["precipitation"] as? Double)
            )
        }
    }

    /// Whole degrees rounded half up, with a true minus sign, as the pages write them.
    static func degrees(_ celsius: Double, fahrenheit: Bool) -> String {
        whole(celsius, fahrenheit: fahrenheit) + (fahrenheit ? " °F" : " °C")
    }

    static func whole(_ celsius: Double, fahrenheit: Bool) -> String {
        let value = fahrenheit ? celsius * 9 / 5 + 32 : celsius
        let whole = Int((value + 0.5).rounded(.down))
        return whole < 0 ? "−\(-whole)" : "\(whole)"
    }

    static func amount(_ millimetres: Double, fahrenheit: Bool, decimal: String) -> String {
        let (value, scale) = fahrenheit ? (millimetres / 25.4, 100) : (millimetres, 10)
        let scaled = Int((value * Double(scale) + 0.5).rounded(.down))
        let fraction = String(scaled % scale)
        let padded = String(repeating: "0", count: (scale == 100 ? 2 : 1) - fraction.count) + fraction
        return "\(scaled / scale)\(decimal)\(padded) \(fahrenheit ? "in" : "mm")"
    }

    /// Three real answers in four zones: Oslo's own (steps at 01, 07, 13 and 19 o'clock), Brisbane's
    /// (six-hourly steps at 04, 10, 16 and 22) and New York's, whose forecast holds the night
    /// the clocks go back, a 25-hour day, and whose language asks for °F and inches.
    @Test(arguments: [
        (
            "oslo_compact_2026-02-06.json", "Europe/Oslo", "en-GB", 59.9139, 10.7522, "2026-02-06T21:40",
            "Fri, 06 Feb 2026 21:05:00 GMT"
        ),
        (
            "brisbane_compact_2025-10-29.json", "Australia/Brisbane", "en-AU", -27.5, 153.0, "2025-10-29T11:00",
            "Wed, 29 Oct 2025 01:43:37 GMT"
        ),
        (
            "brisbane_compact_2025-10-29.json", "America/New_York", "en-US", -27.5, 153.0, "2025-10-28T21:00",
            "Wed, 29 Oct 2025 01:43:37 GMT"
        ),
        (
            "berlin_complete_2022-08-02.json", "Europe/Berlin", "de", 53.5, 13.0, "2022-08-02T18:00",
            "Tue, 02 Aug 2022 16:15:00 GMT"
        ),
    ])
    func theDaysShownAreTheForecastsDaysInTheFamilysZone(
        fixture: String, zone: String, language: String, latitude: Double, longitude: Double, now: String,
        expires: String
    ) throws {
        let site = try ForecastSite(
            fixture: fixture, zone: zone, language: language, latitude: latitude, longitude: longitude,
            expires: expires)
        defer { site.cli.remove() }
        let build = try site.cli.run(["build", "--now", now, "--output", "site"])
        #expect(build.status == 0, "\(build.stderr)")
        #expect(!build.stderr.contains("warning:"), "\(build.stderr)")
        let expected = try Self.expected(fixture, zone: zone)
        let fahrenheit = language == "en-US"
        let decimal = language == "de" ? "," : "."
        // The wall's data holds every day the forecast covers from the build's today.
        let data = try #require(
            try JSONSerialization.jsonObject(with: Data(site.cli.read("site/wall.json").utf8)) as? [String: Any])
        let days = try #require(data["days"] as? [[String: Any]])
        let today = String(now.prefix(10))
        var shown: [String: [String: String]] = [:]
        for day in days {
            guard let date = day["date"] as? String, let weather = day["weather"] as? [String: Any] else { continue }
            shown[date] = weather.compactMapValues { $0 as? String }
        }
        let covered = expected.keys.filter { $0 >= today }.sorted()
        #expect(shown.keys.sorted() == covered)
        #expect(covered.count >= 9, "a forecast reaches nine days and more: \(covered)")
        for date in covered {
            let want = try #require(expected[date])
            let got = try #require(shown[date])
            #expect(got["icon"] == "wx-" + want.symbol, "\(date)")
            #expect(got["low"] == Self.degrees(want.low, fahrenheit: fahrenheit), "\(date)")
            #expect(got["high"] == Self.degrees(want.high, fahrenheit: fahrenheit), "\(date)")
            #expect(
                got["precipitation"] == Self.amount(want.precipitation, fahrenheit: fahrenheit, decimal: decimal),
                "\(date)")
        }
        // The home page shows the same days of its fortnight, each symbol drawn from the page's sprite.
        let index = try site.cli.read("site/index.html")
        let items = ForecastSite.items(in: index)
        #expect(items.map(\.date) == covered.filter { $0 <= ISODay.adding(13, to: today) })
        for item in items {
            let got = try #require(shown[item.date])
            let want = try #require(expected[item.date])
            #expect(
                item.label.hasSuffix(", " + Self.range(want.low, want.high, fahrenheit: fahrenheit)),
                "\(item.date): \(item.label)")
            #expect(index.contains("<symbol id=\"\(got["icon"] ?? "")\""), "\(item.date)")
        }
        // Current at the build's now: the note is the credit alone, no "Forecast of".
        let credit = language == "de" ? "Vorhersage vom MET Norway" : "Forecast from MET Norway"
        #expect(index.contains("<p class=\"weather-note\">\(credit)</p>"))
    }

    /// A day's temperatures as its text alternative ends: "4–9 °C", "−3 – 2 °C", or one
    /// temperature when both round alike.
    static func range(_ low: Double, _ high: Double, fahrenheit: Bool) -> String {
        let (from, to) = (whole(low, fahrenheit: fahrenheit), whole(high, fahrenheit: fahrenheit))
        let unit = fahrenheit ? " °F" : " °C"
        if from == to { return from + unit }
        return from + (from.hasPrefix("−") || to.hasPrefix("−") ? " – " : "–") + to + unit
    }

    @Test func namesAndLabelsAreTheFamilysLanguages() throws {
        let site = try ForecastSite(
            fixture: "berlin_complete_2022-08-02.json", zone: "Europe/Berlin", language: "de", latitude: 53.5,
            longitude: 13, expires: "Tue, 02 Aug 2022 16:15:00 GMT")
        defer { site.cli.remove() }
        #expect(try site.cli.run(["build", "--now", "2022-08-02T18:00", "--output", "site"]).status == 0)
        let items = ForecastSite.items(in: try site.cli.read("site/index.html"))
        let labels = Set(items.map { String($0.label.prefix { $0 != "," }) })
        #expect(!labels.isEmpty)
        // German names from the strings file, none left in English or as a code.
        let german: Set = [
            "Klar", "Heiter", "Teilweise bewölkt", "Bewölkt", "Leichter Regen", "Regen", "Regenschauer",
            "Leichte Regenschauer", "Starker Regen", "Leichter Regen und Gewitter", "Regenschauer und Gewitter",
            "Leichte Regenschauer und Gewitter",
        ]
        #expect(labels.isSubset(of: german), "\(labels)")
        #expect(try site.cli.read("site/index.html").contains("Wetter in Home"))
    }

    @Test func aForecastPastItsExpiresSaysWhenItWasMadeAndAnOldOneIsNotShown() throws {
        let site = try ForecastSite(
            fixture: "oslo_compact_2026-02-06.json", zone: "Europe/Oslo", language: "en-GB", latitude: 59.9139,
            longitude: 10.7522, expires: "Fri, 06 Feb 2026 21:05:00 GMT")
        defer { site.cli.remove() }
        // Three hours after it was made, an hour past its Expires.
        let later = try site.cli.run(["build", "--now", "2026-02-07T00:30", "--output", "site"])
        #expect(later.status == 0 && !later.stderr.contains("warning:"), "\(later.stderr)")
        let index = try site.cli.read("site/index.html")
        #expect(index.contains("<p class=\"weather-note\">Forecast of Friday 21:27 · Forecast from MET Norway</p>"))
        let wall = try site.cli.read("site/wall.html")
        #expect(wall.contains("Forecast of Friday 21:27 · Forecast from MET Norway"))
        // More than two days after it was made: not shown, and the build warns.
        let old = try site.cli.run(["build", "--now", "2026-02-08T22:00", "--output", "site"])
        #expect(old.status == 0)
        #expect(
            old.stderr.contains(
                "content/weather/home.json: warning: the forecast for home was made 48 hours before this build's now, "
                    + "more than two days; it is not shown: run `tribepress fetch` before building"), "\(old.stderr)")
        #expect(!(try site.cli.read("site/index.html")).contains("class=\"weather\""))
        #expect(!(try site.cli.read("site/wall.json")).contains("\"weather\""))
        #expect(try site.cli.run(["build", "--now", "2026-02-08T22:00", "--output", "site", "--strict"]).status == 65)
    }

    @Test func aTripShowsItsDaysTheDestinationsForecastCovers() throws {
        let site = try ForecastSite(
            fixture: "oslo_compact_2026-02-06.json", zone: "Europe/London", language: "en-GB", latitude: 54.4858,
            longitude: -0.6206, expires: "Fri, 06 Feb 2026 21:05:00 GMT", home: false)
        defer { site.cli.remove() }
        // Leo's football tour moves to Oslo, from Sunday 8 to Wednesday 18 February; its place
        // comes from site.json, as it would for an export.
        let tribe = try site.cli.read("content/tribe.json")
        try site.cli.write(
            tribe.replacingOccurrences(of: "\"start\": \"2027-04-02\"", with: "\"start\": \"2026-02-08\"")
                .replacingOccurrences(of: "\"end\": \"2027-04-05\"", with: "\"end\": \"2026-02-18\""),
            to: "content/tribe.json")
        try site.setting(#""trip_locations": {"2": {"latitude": 59.9139, "longitude": 10.7522}}"#)
        try site.save("oslo_compact_2026-02-06.json", as: "trip-2", latitude: "59.9139", longitude: "10.7522")
        let build = try site.cli.run(["build", "--now", "2026-02-06T22:00", "--output", "site"])
        #expect(build.status == 0, "\(build.stderr)")
        let page = try site.cli.read("site/trips/leos-football-tour-amersfoort.html")
        let expected = try Self.expected("oslo_compact_2026-02-06.json", zone: "Europe/London")
        let items = ForecastSite.items(in: page)
        #expect(items.map(\.date) == expected.keys.filter { $0 >= "2026-02-08" && $0 <= "2026-02-18" }.sorted())
        #expect(page.contains("<h2 id=\"weather-heading\">Weather in Amersfoort</h2>"))
        // Home has no place, so the home page and the wall show no weather; printed sheets never do.
        #expect(!(try site.cli.read("site/index.html")).contains("class=\"weather\""))
        for sheet in ["planner/print.html", "planner/2026-02.html", "planner/weeks/2026-W06.html"] {
            let text = try site.cli.read("site/" + sheet)
            #expect(!text.contains("weather") && !text.contains("wx-"), "\(sheet)")
        }
    }

    @Test func aDamagedSavedForecastIsALocatedErrorAndTheOutputStays() throws {
        let site = try ForecastSite(
            fixture: "oslo_compact_2026-02-06.json", zone: "Europe/Oslo", language: "en-GB", latitude: 59.9139,
            longitude: 10.7522, expires: "Fri, 06 Feb 2026 21:05:00 GMT")
        defer { site.cli.remove() }
        #expect(try site.cli.run(["build", "--now", "2026-02-06T22:00", "--output", "site"]).status == 0)
        let before = try site.cli.tree("site")
        let text = try site.cli.read("content/weather/home.json")
        let damaged = text.replacingOccurrences(of: "\"air_temperature\": -5.8", with: "\"air_temperature\": 94.0")
        try site.cli.write(damaged, to: "content/weather/home.json")
        try site.cli.write("{\"latitude\": \"59.9139\"", to: "content/weather/home.fetch.json")
        let broken = try site.cli.run(["build", "--now", "2026-02-06T22:00", "--output", "site"])
        #expect(broken.status == 65)
        let lines = broken.stderr.split(separator: "\n").map(String.init)
        let position = SourcePosition.of("94.0", in: damaged)
        #expect(
            lines.contains(
                "content/weather/home.json:\(position): error: $.properties.timeseries[0].data.instant.details.air_temperature: "
                    + "94.0 is not an air temperature in °C any forecast gives"), "\(broken.stderr)")
        #expect(
            lines.contains { $0.hasPrefix("content/weather/home.fetch.json:1:23: error: malformed JSON") },
            "\(broken.stderr)")
        #expect(try site.cli.tree("site") == before)
    }

    @Test func aForecastForAnotherPlaceIsNotShown() throws {
        let site = try ForecastSite(
            fixture: "oslo_compact_2026-02-06.json", zone: "Europe/Oslo", language: "en-GB", latitude: 59.95,
            longitude: 10.7522, expires: "Fri, 06 Feb 2026 21:05:00 GMT", recordedLatitude: "59.9139")
        defer { site.cli.remove() }
        let build = try site.cli.run(["build", "--now", "2026-02-06T22:00", "--output", "site"])
        #expect(build.status == 0)
        #expect(
            build.stderr.contains(
                "content/weather/home.json: warning: the saved forecast is for 59.9139, 10.7522, but home is at 59.95, "
                    + "10.7522 now; it is not shown until `tribepress fetch` fetches the new place's"),
            "\(build.stderr)")
        #expect(!(try site.cli.read("site/index.html")).contains("class=\"weather\""))
    }
}

/// The sample family with a saved forecast of a real answer for home.
struct ForecastSite {
    let cli: CommandRunner

    init(
        fixture: String, zone: String, language: String, latitude: Double, longitude: Double, expires: String,
        home: Bool = true, recordedLatitude: String? = nil
    ) throws {
        cli = try CommandRunner.withSample()
        try cli.moveFamily(to: zone)
        var site: [String: Any] = ["time_zone": zone, "language": language, "privacy": "public", "base_url": NSNull()]
        if home { site["location"] = ["name": "Home", "latitude": latitude, "longitude": longitude] }
        try cli.write(
            String(decoding: try JSONSerialization.data(withJSONObject: site, options: [.sortedKeys]), as: UTF8.self),
            to: "content/site.json")
        try FileManager.default.removeItem(at: cli.folder.appendingPathComponent("content/weather"))
        if home {
            try save(
                fixture, as: "home", latitude: recordedLatitude ?? Self.text(latitude), longitude: Self.text(longitude),
                expires: expires)
        }
    }

    static func text(_ degrees: Double) -> String {
        degrees == degrees.rounded() ? String(Int(degrees)) : String(degrees)
    }

    /// Saves `fixture` as `content/weather/<name>.json`, as `fetch` would have.
    func save(
        _ fixture: String, as name: String, latitude: String, longitude: String,
        expires: String = "Fri, 06 Feb 2026 21:05:00 GMT"
    ) throws {
        let folder = cli.folder.appendingPathComponent("content/weather")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: ProcessRunner.packageRoot.appendingPathComponent("Tests/Fixtures/met/\(fixture)"),
            to: folder.appendingPathComponent("\(name).json"))
        try cli.write(
            "{\"backoff_seconds\": 0, \"expires\": \"\(expires)\", \"latitude\": \"\(latitude)\", \"longitude\": \"\(longitude)\"}\n",
            to: "content/weather/\(name).fetch.json")
    }

    /// Adds `setting` (`"key": value`) to `site.json`.
    func setting(_ setting: String) throws {
        let site = try cli.read("content/site.json")
        try cli.write("{" + setting + "," + site.dropFirst(), to: "content/site.json")
    }

    /// The days a page's weather section lists: date and the symbol's text alternative.
    static func items(in html: String) -> [(date: String, label: String)] {
        let pattern =
            #"<li class="weather-day"><time datetime="([0-9-]+)">[^<]*</time> <svg class="weather-symbol" viewBox="0 0 100 100" role="img" aria-label="([^"]*)">"#
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        return expression.matches(in: html, range: NSRange(html.startIndex..., in: html)).compactMap { match in
            guard let date = Range(match.range(at: 1), in: html), let label = Range(match.range(at: 2), in: html) else {
                return nil
            }
            return (String(html[date]), String(html[label]))
        }
    }
}
