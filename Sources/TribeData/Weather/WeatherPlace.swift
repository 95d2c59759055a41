import TribeRecurrence

/// A place the family wants forecasts for: home, or a trip's destination.
public struct WeatherPlace: Sendable, Hashable {
    /// Home, or the trip with this id.
    public enum Kind: Sendable, Hashable {
        case home
        case trip(Int)
    }

    public var kind: Kind
    /// Home's name from `site.json`, or the trip's destination: its city, else its country.
    public var name: String
    public var point: GeoPoint

    public init(kind: Kind, name: String, point: GeoPoint) {
        self.kind = kind
        self.name = name
        self.point = point
    }

    /// Days ahead, today included, whose trips get a forecast: what `fetch` asks for and what
    /// a build reads.
    public static let tripDaysAhead = 9

    /// The folder of the content folder forecasts are saved in.
    public static let folder = "weather"

    /// The forecast's file name in `weather/`: `home.json`, `trip-12.json`.
    public var file: String { "\(stem).json" }
    /// The file beside it that records how it was fetched (`ForecastRecord`).
    public var recordFile: String { "\(stem).fetch.json" }

    private var stem: String {
        switch kind {
        case .home: return "home"
        case .trip(let id): return "trip-\(id)"
        }
    }

    /// Home and every trip with a place whose days overlap `days`, home first, then the trips
    /// by id. A trip's place is `site.json`'s `trip_locations` entry, else its destination's.
    public static func all(_ settings: WeatherSettings, trips: [Trip], overlapping days: ClosedRange<LocalDate>?)
        -> [WeatherPlace]
    {
        var places: [WeatherPlace] = []
        if let home = settings.home { places.append(WeatherPlace(kind: .home, name: home.name, point: home.point)) }
        for trip in trips.sorted(by: { $0.id < $1.id }) {
            if let days, trip.end < days.lowerBound || trip.start > days.upperBound { continue }
            // site.json's first, as its time zone comes before the tribe's.
            guard let point = settings.tripPoints[trip.id] ?? trip.destination.point else { continue }
            let name =
                trip.destination.city?.trimmedNonEmpty ?? trip.destination.country?.trimmedNonEmpty ?? trip.title
            places.append(WeatherPlace(kind: .trip(trip.id), name: name, point: point))
        }
        return places
    }
}
