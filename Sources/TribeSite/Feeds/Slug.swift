import Foundation

/// Readable, ASCII-only file names from people's and places' names.
enum Slug {
    /// "Zoë's Café!" → "zoes-cafe"; never empty, never a path.
    static func make(_ text: String, fallback: String) -> String {
        let folded = text.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: Locale(identifier: "en_US_POSIX"))
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

    /// Slugs for `names`, in order, made unique by appending the record's id where two collide.
    static func unique(_ items: [(name: String, id: Int)], fallback: String) -> [String] {
        let plain = items.map { make($0.name, fallback: "\(fallback)-\($0.id)") }
        var counts: [String: Int] = [:]
        for slug in plain { counts[slug, default: 0] += 1 }
        return zip(plain, items).map { slug, item in counts[slug, default: 0] > 1 ? "\(slug)-\(item.id)" : slug }
    }
}
