/// A day's weather as the pages write it, in the family's units and language.
struct WordedWeather: Sendable, Hashable {
    /// The sprite's id of its symbol, `wx-lightrain` (`WeatherSymbols.id(of:)`).
    let icon: String
    /// The symbol's text alternative: "Light rain, 4–9 °C".
    let label: String
    /// "4 °C".
    let low: String
    let high: String
    /// "2.5 mm".
    let precipitation: String
    /// "4° / 9°", where room is short (the wall's later days).
    let range: String
    /// Whether there is any precipitation to show.
    let wet: Bool
}
