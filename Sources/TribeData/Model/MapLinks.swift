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
        let query = Self.percentEncoded(place)
        switch self {
        case .openstreetmap: return "https://www.openstreetmap.org/search?query=" + query
        case .apple: return "https://maps.apple.com/?q=" + query
        case .google: return "https://www.google.com/maps/search/?api=1&query=" + query
        case .none: return nil
        }
    }
}

private extension MapLinks {
    /// `text` with every UTF-8 byte but letters, digits and `-._~` percent-encoded (upper-case
    /// hex, as Foundation's `addingPercentEncoding` writes it), so the address holds nothing
    /// HTML, Markdown or a URL parser could read as syntax.
    ///
    /// Byte by byte rather than through Foundation: every place on every page is encoded, and
    /// Foundation's trimming and encoding were a fifteenth of a large build.
    static func percentEncoded(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count * 3)
        for byte in text.utf8 {
            if isUnreserved(byte) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigit(byte >> 4))
                bytes.append(hexDigit(byte & 0x0F))
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            return true
        default: return false
        }
    }

    static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }

    /// An http or https address with a host and no spaces: a meeting link, not a place.
    static func isWebAddress(_ text: String) -> Bool {
        // The scheme is checked on the bytes first: most places are not addresses, and
        // lower-casing each of them cost more than the rest.
        let scheme = text.utf8.prefix(8).map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
        guard scheme.starts(with: "https://".utf8) || scheme.starts(with: "http://".utf8),
            !text.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "<" || $0 == ">" }),
            let components = URLComponents(string: text), let host = components.host, !host.isEmpty
        else { return false }
        return true
    }
}
