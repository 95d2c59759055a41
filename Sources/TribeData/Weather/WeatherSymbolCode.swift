/// The symbol codes Locationforecast 2.0 uses, from MET Norway's weather symbol list.
public enum WeatherSymbolCode {
    /// Symbols drawn differently by day, by night and in the polar twilight (`clearsky_day`).
    public static let withVariants: [String] = [
        "clearsky", "fair", "partlycloudy", "lightrainshowers", "rainshowers", "heavyrainshowers",
        "lightrainshowersandthunder", "rainshowersandthunder", "heavyrainshowersandthunder", "lightsleetshowers",
        "sleetshowers", "heavysleetshowers", "lightssleetshowersandthunder", "sleetshowersandthunder",
        "heavysleetshowersandthunder", "lightsnowshowers", "snowshowers", "heavysnowshowers",
        "lightssnowshowersandthunder", "snowshowersandthunder", "heavysnowshowersandthunder",
    ]
    /// Symbols drawn the same at any hour (`rain`).
    public static let withoutVariants: [String] = [
        "cloudy", "lightrain", "rain", "heavyrain", "lightrainandthunder", "rainandthunder", "heavyrainandthunder",
        "lightsleet", "sleet", "heavysleet", "lightsleetandthunder", "sleetandthunder", "heavysleetandthunder",
        "lightsnow", "snow", "heavysnow", "lightsnowandthunder", "snowandthunder", "heavysnowandthunder", "fog",
    ]
    /// The variants' suffixes.
    public static let variants = ["_day", "_night", "_polartwilight"]

    /// Every code a forecast may hold.
    public static let all: Set<String> = Set(
        withoutVariants + withVariants.flatMap { base in variants.map { base + $0 } })

    /// The symbol without its variant: `partlycloudy` for `partlycloudy_night`.
    public static func base(of code: String) -> String {
        for variant in variants where code.hasSuffix(variant) { return String(code.dropLast(variant.count)) }
        return code
    }
}
