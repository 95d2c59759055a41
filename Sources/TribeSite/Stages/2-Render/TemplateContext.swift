import TribeData
import TribeTemplates

extension SiteSettings {
    /// What every page's template sees as `site`.
    ///
    /// Every page makes it, so it is made in one piece, `baseURL` named even when there is
    /// none (a name without a value shows nothing and opens no section, as a missing one).
    var templateContext: TemplateValue {
        [
            "title": .text(title), "language": .text(configuration.language), "timeZone": .text(timeZoneName),
            "noindex": .bool(!configuration.searchEngines), "rightToLeft": .bool(dates.isRightToLeft),
            // What pages may link: a feed or the subscribe page at a secret address only from a
            // page as secret; contacts only when published; other pages only when there are some.
            "linksFeeds": .bool(publishing.pagesLinkFeeds), "linksContacts": .bool(publishing.contacts != .none),
            "linksPages": .bool(publishing.publishesPages), "baseURL": .optional(baseURL),
        ]
    }
}

/// How a member appears in templates: name, initials, colour and photo, so nothing relies on colour alone.
enum MemberContext {
    /// The grey members without a colour of their own are drawn in.
    static let defaultColor = "#55585e"

    static func make(_ member: Member) -> TemplateObject {
        [
            "id": .number(member.id), "name": .text(member.displayName),
            "initials": .text(initials(of: member.displayName)),
            "color": .text(member.color ?? defaultColor),
            // From the site's root, where the pages that show it as an image are; the planner
            // shows it through `planner/members.css`. Null rather than missing when there is
            // none, so a section never looks for it around the member.
            "photo": member.photo.map { .text(MemberPhoto.folder + "/" + $0) } ?? .null,
        ]
    }

    /// Up to two letters: first and last word's initials ("Maya" → "M", "Mary Ann" → "MA").
    static func initials(of name: String) -> String {
        let words = name.split(whereSeparator: { $0.isWhitespace })
        guard let first = words.first?.first else { return "?" }
        guard words.count > 1, let last = words.last?.first else { return String(first).uppercased() }
        return (String(first) + String(last)).uppercased()
    }
}
