/// Where a trip goes.
public struct TripDestination: Sendable, Hashable {
    public var country: String?
    /// ISO 3166-1 alpha-2, upper case.
    public var countryCode: String
    public var city: String?
    /// Where the forecast is asked for; only TribePress's own file gives it.
    public var point: GeoPoint?

    public init(country: String? = nil, countryCode: String, city: String? = nil, point: GeoPoint? = nil) {
        self.country = country
        self.countryCode = countryCode
        self.city = city
        self.point = point
    }
}
