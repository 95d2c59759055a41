import Foundation

/// Which map a place (an event's location, a trip's destination) links to: `map_links` in
/// `site.json`.
public enum MapLinks: String, Sendable, Hashable, CaseIterable {
    case openstreetmap
    case apple
    case google
    /// Places are plain text.
    case none

    /// Where a place opens: the map's search for it, or the address itself for a place that
    /// is a web address (an online meeting); nil for none.
    public func href(for place: String) -> String? {
        guard let place = place.trimmedNonEmpty else { return nil }
        if Self.isWebAddress(place) { return place }
        let query = place.percentEncodedForQuery
        switch self {
        case .openstreetmap: return "https://www.openstreetmap.org/search?query=" + query
        case .apple: return "https://maps.apple.com/?q=" + query
        case .google: return "https://www.google.com/maps/search/?api=1&query=" + query
        case .none: return nil
        }
    }
}

private extension MapLinks {
    /// An http or https address with a host and no spaces: a meeting link, not a place.
    static func isWebAddress(_ text: String) -> Bool {
        // The scheme is checked on the bytes first: most places are not addresses, and
        // lower-casing each of them would cost more than the rest.
        let scheme = text.utf8.prefix(8).lazy.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
        guard scheme.starts(with: "https://".utf8) || scheme.starts(with: "http://".utf8),
            !text.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "<" || $0 == ">" }),
            let components = URLComponents(string: text), let host = components.host, !host.isEmpty
        else { return false }
        return true
    }
}
