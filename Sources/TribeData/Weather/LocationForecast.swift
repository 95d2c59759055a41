/// A point forecast as MET Norway's Locationforecast 2.0 gives it, reduced to what the pages
/// show: each step's temperature and the symbol and precipitation of the periods after it.
public struct LocationForecast: Sendable, Hashable {
    /// When the forecast was made (`properties.meta.updated_at`), in seconds since 1970.
    public var updated: Int
    /// Where it is for, as the service answered.
    public var point: GeoPoint
    /// The steps in time order: hourly for the first days, then every six hours.
    public var steps: [Step]

    public init(updated: Int, point: GeoPoint, steps: [Step]) {
        self.updated = updated
        self.point = point
        self.steps = steps
    }

    /// One time of the forecast.
    public struct Step: Sendable, Hashable {
        /// Seconds since 1970.
        public var time: Int
        /// Air temperature at `time`, °C.
        public var temperature: Double
        /// The hour after `time`, the six hours after it, and the twelve.
        public var nextHour: Period?
        public var nextSixHours: Period?
        public var nextTwelveHours: Period?

        public init(
            time: Int, temperature: Double, nextHour: Period? = nil, nextSixHours: Period? = nil,
            nextTwelveHours: Period? = nil
        ) {
            self.time = time
            self.temperature = temperature
            self.nextHour = nextHour
            self.nextSixHours = nextSixHours
            self.nextTwelveHours = nextTwelveHours
        }
    }

    /// What a period after a step holds: its symbol and the precipitation in it, mm.
    public struct Period: Sendable, Hashable {
        /// A Locationforecast `symbol_code`, such as `lightrain` or `partlycloudy_day`.
        public var symbol: String?
        public var precipitation: Double?

        public init(symbol: String?, precipitation: Double?) {
            self.symbol = symbol
            self.precipitation = precipitation
        }
    }
}
