import Foundation
import TribeConcurrency
import TribeData
import TribeRecurrence

/// Readable, ASCII-only file names from people's and places' names.
enum Slug {
    /// "Zoë's Café!" → "zoes-cafe"; never empty, never a path.
    static func make(_ text: String, fallback: String) -> String {
        // Most names are ASCII, which folding only lower-cases: those skip Foundation's folding,
        // which the site map would otherwise ask for thousands of names before the first page.
        if text.isASCII { return ascii(text, fallback: fallback) }
        return folded(text, fallback: fallback)
    }

    /// `make` for any text, through Foundation's folding.
    static func folded(_ text: String, fallback: String) -> String {
        let folded = text.folding(
            options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive],
            locale: Locale(identifier: "en_US_POSIX"))
        var slug = ""
        var pendingDash = false
        for scalar in folded.unicodeScalars {
            if scalar.isASCII, CharacterSet.alphanumerics.contains(scalar) {
                if pendingDash, !slug.isEmpty { slug.append("-") }
                slug.unicodeScalars.append(scalar)
                pendingDash = false
            } else if scalar != "'" && scalar != "’" {
                pendingDash = true
            }
        }
        slug = String(slug.prefix(60)).lowercased()
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug.isEmpty ? fallback : slug
    }

    /// Slugs for `items`, in order, all different: where two would collide, the record's id is
    /// appended (then a counter) until the name is free, so no two records share a file.
    /// A `reserved` name (the folder's own pages, such as `index`) is never given to a record.
    static func unique(_ items: [(name: String, id: Int)], fallback: String, reserved: Set<String> = []) -> [String] {
        // Folding a name goes through Foundation, which is slow for each name: a large family's
        // thousands of contacts are folded on every core.
        let plain = items.concurrentMap { make($0.name, fallback: "\(fallback)-\($0.id)") }
        var counts: [String: Int] = [:]
        for slug in plain { counts[slug, default: 0] += 1 }
        // Names that are already unique keep their plain slug; the rest must avoid all of them.
        var taken = Set(plain.filter { counts[$0] == 1 && !reserved.contains($0) }).union(reserved)
        return zip(plain, items).map { slug, item in
            guard counts[slug, default: 0] > 1 || reserved.contains(slug) else { return slug }
            var candidate = "\(slug)-\(item.id)"
            var attempt = 1
            while taken.contains(candidate) {
                attempt += 1
                candidate = "\(slug)-\(item.id)-\(attempt)"
            }
            taken.insert(candidate)
            return candidate
        }
    }
}

extension Slug {
    /// `make` for ASCII text, byte by byte: letters and digits kept, lower-cased; any other
    /// run of bytes but apostrophes one dash between words; at most 60 bytes, no dash last.
    static func ascii(_ text: String, fallback: String) -> String {
        var slug: [UInt8] = []
        var pendingDash = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                if pendingDash, !slug.isEmpty { slug.append(UInt8(ascii: "-")) }
                slug.append(byte)
                pendingDash = false
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                if pendingDash, !slug.isEmpty { slug.append(UInt8(ascii: "-")) }
                slug.append(byte + 32)
                pendingDash = false
            case UInt8(ascii: "'"):
                break
            default:
                pendingDash = true
            }
        }
        var kept = slug.prefix(60)
        while kept.last == UInt8(ascii: "-") { kept.removeLast() }
        return kept.isEmpty ? fallback : String(decoding: kept, as: UTF8.self)
    }
}
