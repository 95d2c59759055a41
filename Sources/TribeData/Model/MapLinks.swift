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
        let place = place.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !place.isEmpty else { return nil }
        if Self.isWebAddress(place) { return place }
        guard let query = place.addingPercentEncoding(withAllowedCharacters: Self.queryCharacters) else { return nil }
        switch self {
        case .openstreetmap: return "https://www.openstreetmap.org/search?query=" + query
        case .apple: return "https://maps.apple.com/?q=" + query
        case .google: return "https://www.google.com/maps/search/?api=1&query=" + query
        case .none: return nil
        }
    }
}

private extension MapLinks {
    /// Letters, digits and `-._~`: everything else of a place's name is percent-encoded, so
    /// the address holds nothing HTML, Markdown or a URL parser could read as syntax.
    static let queryCharacters = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// An http or https address with a host and no spaces: a meeting link, not a place.
    static func isWebAddress(_ text: String) -> Bool {
        let lowered = text.lowercased()
        guard lowered.hasPrefix("https://") || lowered.hasPrefix("http://"),
            !text.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "<" || $0 == ">" }),
            let components = URLComponents(string: text), let host = components.host, !host.isEmpty
        else { return false }
        return true
    }
}
