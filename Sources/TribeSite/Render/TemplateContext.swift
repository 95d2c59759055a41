import TribeData

extension SiteSettings {
    /// What every page's template sees as `site`.
    var templateContext: [String: Any] {
        var site: [String: Any] = ["title": title, "language": language, "timeZone": timeZoneName, "noindex": !searchEngines]
        if let baseURL { site["baseURL"] = baseURL }
        return site
    }
}

/// How a member appears in templates: name, initials and colour, so nothing relies on colour alone.
enum MemberContext {
    /// The grey members without a colour of their own are drawn in.
    static let defaultColor = "#55585e"

    static func make(_ member: Member) -> [String: Any] {
        ["id": member.id, "name": member.displayName, "initials": initials(of: member.displayName), "color": member.color ?? defaultColor]
    }

    /// Up to two letters: first and last word's initials ("Maya" → "M", "Mary Ann" → "MA").
    static func initials(of name: String) -> String {
        let words = name.split(whereSeparator: { $0.isWhitespace })
        guard let first = words.first?.first else { return "?" }
        guard words.count > 1, let last = words.last?.first else { return String(first).uppercased() }
        return (String(first) + String(last)).uppercased()
    }
}
