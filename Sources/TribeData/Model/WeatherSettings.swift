/// Where the family wants forecasts for and whom the forecast service may contact, from
/// `site.json`'s `location`, `contact`, `weather_source`, `temperature_unit` and `trip_locations`.
public struct WeatherSettings: Sendable, Hashable {
    /// MET Norway's Locationforecast 2.0, `compact`: every value the pages show, at a third of
    /// the size of `complete`.
    public static let metLocationforecast = "https://api.met.no/weatherapi/locationforecast/2.0/compact"

    /// Home: the wall's and the home page's forecast; nil shows no weather for home.
    public var home: NamedPlace?
    /// An e-mail or web address, sent in the `User-Agent` so the service can reach whoever
    /// runs this site; MET's terms require one.
    public var contact: String?
    /// The Locationforecast endpoint asked, `?lat=…&lon=…` appended.
    public var source: String = Self.metLocationforecast
    /// °C or °F; nil chooses by the site's language.
    public var unit: TemperatureUnit?
    /// Trips' destinations by trip id, for an export, whose trips carry no coordinates.
    public var tripPoints: [Int: GeoPoint] = [:]

    public init() {}
}

/// A place with the name the pages give it.
public struct NamedPlace: Sendable, Hashable {
    public var name: String
    public var point: GeoPoint

    public init(name: String, point: GeoPoint) {
        self.name = name
        self.point = point
    }
}

/// How temperatures are written.
public enum TemperatureUnit: String, Sendable, Hashable, CaseIterable {
    case celsius
    case fahrenheit
}
