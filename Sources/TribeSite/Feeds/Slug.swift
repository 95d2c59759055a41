import Foundation
import TribeData

/// Readable, ASCII-only file names from people's and places' names.
enum Slug {
    /// "Zoë's Café!" → "zoes-cafe"; never empty, never a path.
    static func make(_ text: String, fallback: String) -> String {
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
        // Folding a name goes through Foundation, a few microseconds each: a large family's
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
