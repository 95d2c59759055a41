import Foundation
import TribeData
import TribeRecurrence

/// A day's weather in the family's words and units: "Light rain, 4–9 °C", "2.5 mm".
struct WeatherWording: Sendable {
    let unit: TemperatureUnit
    let words: PageWords
    /// The language's decimal separator.
    let decimal: String

    /// Regions whose language tags choose °F: the United States and the few that share its units.
    static let fahrenheitRegions: Set<String> = ["US", "BS", "BZ", "KY", "PW", "LR", "FM", "MH"]

    init(settings: SiteSettings) {
        let language = settings.language
        let region = language.split(separator: "-").dropFirst().first { $0.count == 2 }.map { $0.uppercased() }
        unit = settings.weather.unit ?? (region.map(Self.fahrenheitRegions.contains) == true ? .fahrenheit : .celsius)
        words = settings.words
        decimal = Locale(identifier: language).decimalSeparator ?? "."
    }

    /// The symbol's name: "Light rain".
    func name(_ symbol: String) -> String {
        let base = WeatherSymbolCode.base(of: symbol)
        return words.phrase(named: "weather." + base) ?? base
    }

    /// "4 °C", "39 °F": whole degrees, half up, a true minus sign.
    func temperature(_ celsius: Double) -> String {
        degrees(celsius) + " " + unitSymbol
    }

    /// "4–9 °C", "−3 – 2 °C", or one temperature when both round alike.
    func range(_ low: Double, _ high: Double) -> String {
        let (from, to) = (degrees(low), degrees(high))
        if from == to { return from + " " + unitSymbol }
        let dash = from.hasPrefix("−") || to.hasPrefix("−") ? " – " : "–"
        return from + dash + to + " " + unitSymbol
    }

    /// "−3° / 2°": low and high without the unit, where room is short (the wall's later days).
    func shortRange(_ low: Double, _ high: Double) -> String {
        degrees(low) + "° / " + degrees(high) + "°"
    }

    /// Whether the precipitation shows as more than nothing, as `precipitation` writes it.
    func isWet(_ millimetres: Double) -> Bool {
        amount(millimetres).scaled > 0
    }

    /// "2.5 mm", or "0.10 in" with °F, as forecasts in those units give it.
    func precipitation(_ millimetres: Double) -> String {
        let (scaled, places) = amount(millimetres)
        return Self.fixed(scaled, places: places, decimal: decimal) + (unit == .celsius ? " mm" : " in")
    }

    /// The symbol's text alternative: "Light rain, 4–9 °C".
    func label(_ day: DayWeather) -> String {
        words(.weatherLabel, ["symbol": name(day.symbol), "temperatures": range(day.low, day.high)])
    }

    /// Whole degrees in the unit, rounded half up.
    func wholeDegrees(_ celsius: Double) -> Int {
        let value = unit == .celsius ? celsius : celsius * 9 / 5 + 32
        return Int((value + 0.5).rounded(.down))
    }

    private var unitSymbol: String { unit == .celsius ? "°C" : "°F" }

    private func degrees(_ celsius: Double) -> String {
        let whole = wholeDegrees(celsius)
        return whole < 0 ? "−\(-whole)" : "\(whole)"
    }

    /// The precipitation in the unit's tenths of a millimetre or hundredths of an inch, rounded
    /// half up, and the decimals that makes.
    private func amount(_ millimetres: Double) -> (scaled: Int, places: Int) {
        let (value, places) = unit == .celsius ? (millimetres, 1) : (millimetres / 25.4, 2)
        let scale = places == 1 ? 10.0 : 100.0
        return (Int((value * scale + 0.5).rounded(.down)), places)
    }

    /// `scaled` hundredths (or tenths) written with `places` decimals and `decimal` between.
    static func fixed(_ scaled: Int, places: Int, decimal: String) -> String {
        let scale = places == 1 ? 10 : 100
        let fraction = String(scaled % scale)
        return "\(scaled / scale)" + decimal + String(repeating: "0", count: places - fraction.count) + fraction
    }
}
