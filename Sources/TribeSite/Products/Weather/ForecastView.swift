import Foundation
import TribeData
import TribeRecurrence
import TribeTemplates

/// The forecasts as the pages show them: a place's days within a range, each with its symbol,
/// its text alternative, low, high and precipitation, worded in the family's language.
struct ForecastView: Sendable {
    let forecasts: WeatherSet
    let wording: WeatherWording
    let dates: DateWording
    let words: PageWords
    let symbols: WeatherSymbols
    let timeZone: TimeZone
    /// The build's today: no page shows a day before it as forecast.
    let today: LocalDate

    init(settings: SiteSettings, symbols: WeatherSymbols) {
        forecasts = settings.forecasts
        wording = WeatherWording(settings: settings)
        dates = settings.dates
        words = settings.words
        self.symbols = symbols
        timeZone = settings.timeZone
        today = settings.localNow.date
    }

    /// Home's days within `days`, or nil when no forecast covers any.
    func home(_ days: ClosedRange<LocalDate>) -> TemplateValue? {
        forecasts.home.flatMap { context($0, days: days) }
    }

    /// The days of `trip` from today that its destination's forecast covers, or nil.
    func trip(_ trip: Trip) -> TemplateValue? {
        guard trip.end >= today else { return nil }
        return forecasts.trips[trip.id].flatMap { context($0, days: max(trip.start, today)...trip.end) }
    }

    /// A place's covered days within `days`: a heading, the days, a note when the forecast is
    /// past its `Expires`, the credit MET Norway's licence asks for, and the symbols' sprite.
    func context(_ place: WeatherSet.Place, days: ClosedRange<LocalDate>) -> TemplateValue? {
        var covered: [(LocalDate, DayWeather)] = []
        var day = days.lowerBound
        while day <= days.upperBound {
            if let weather = place.days[day] { covered.append((day, weather)) }
            day = day.adding(days: 1)
        }
        guard !covered.isEmpty else { return nil }
        return [
            "heading": .text(words(.weatherIn, ["place": place.place.name])),
            "days": .list(covered.map { .object(self.day($1, on: $0)) }),
            "note": place.isExpired ? .text(forecastOf(place)) : .null,
            "credit": .text(words(.weatherCredit)),
            "sprite": .text(symbols.sprite(covered.map(\.1.symbol))),
        ]
    }

    /// A day's weather in the family's words.
    func worded(_ weather: DayWeather) -> WordedWeather {
        WordedWeather(
            icon: WeatherSymbols.id(of: weather.symbol), label: wording.label(weather),
            low: wording.temperature(weather.low), high: wording.temperature(weather.high),
            precipitation: wording.precipitation(weather.precipitation),
            range: wording.shortRange(weather.low, weather.high), wet: wording.isWet(weather.precipitation))
    }

    /// One day as templates see it: `icon` is the id the sprite gives its symbol.
    func day(_ weather: DayWeather, on date: LocalDate) -> TemplateObject {
        var day = Self.context(worded(weather))
        day["date"] = .text(date.description)
        day["title"] = .text(dates.longDate(date))
        day["weekday"] = .text(dates.weekday(date.isoWeekday, .wide))
        return day
    }

    /// What templates see of a day's worded weather.
    static func context(_ weather: WordedWeather) -> TemplateObject {
        [
            "icon": .text(weather.icon), "label": .text(weather.label), "low": .text(weather.low),
            "high": .text(weather.high), "precipitation": .text(weather.precipitation), "range": .text(weather.range),
            "wet": .bool(weather.wet),
        ]
    }

    /// "Forecast of Sunday 08:27": when the forecast was made, in the family's zone. The weekday
    /// says which day, as no forecast older than two days is shown.
    func forecastOf(_ place: WeatherSet.Place) -> String {
        let made = LocalDateTime(wallSeconds: ZoneClock(timeZone).wall(ofInstant: place.made))
        return words(.weatherForecastOf, ["time": dates.weekday(made.date.isoWeekday, .wide) + " " + dates.time(made)])
    }
}
