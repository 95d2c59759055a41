/// Where a trip goes.
public struct TripDestination: Sendable, Hashable {
    public var country: String?
    /// ISO 3166-1 alpha-2, upper case.
    public var countryCode: String
    public var city: String?

    public init(country: String? = nil, countryCode: String, city: String? = nil) {
        self.country = country
        self.countryCode = countryCode
        self.city = city
    }
}
