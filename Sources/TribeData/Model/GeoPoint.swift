import Foundation

/// A place on the Earth by latitude and longitude in degrees, as a forecast is asked for it.
public struct GeoPoint: Sendable, Hashable {
    /// Degrees north, −90 to 90.
    public var latitude: Double
    /// Degrees east, −180 to 180.
    public var longitude: Double

    /// Nil unless both are finite and within range.
    public init?(latitude: Double, longitude: Double) {
        guard latitude.isFinite, longitude.isFinite, (-90...90).contains(latitude), (-180...180).contains(longitude)
        else { return nil }
        self.latitude = latitude
        self.longitude = longitude
    }

    /// The latitude as sent to the forecast service: at most four decimals (about 11 m), as
    /// MET Norway's terms ask, with no trailing zeros.
    public var latitudeText: String { Self.text(latitude) }
    /// The longitude as sent, like `latitudeText`.
    public var longitudeText: String { Self.text(longitude) }

    /// The point as sent: each coordinate rounded to four decimals.
    public var rounded: GeoPoint {
        GeoPoint(latitude: Double(latitudeText) ?? latitude, longitude: Double(longitudeText) ?? longitude) ?? self
    }

    private static func text(_ degrees: Double) -> String {
        var text = String(format: "%.4f", locale: Locale(identifier: "en_US_POSIX"), degrees)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
