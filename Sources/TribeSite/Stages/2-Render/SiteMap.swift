import TribeData

/// Where every record's page lives: one slug per record, decided once so that every link,
/// page and feed agrees on it.
struct SiteMap: Sendable {
    let memberSlugs: [Int: String]
    let contactSlugs: [Int: String]
    let tripSlugs: [Int: String]

    /// Names of the pages a folder has besides its records', which no record may take.
    static let reservedNames: Set<String> = ["index", "address-book"]

    static let contactsIndex = OutputPath(fixed: "contacts", "index.html")
    static let addressBook = OutputPath(fixed: "contacts", "address-book.vcf")
    static let tripsIndex = OutputPath(fixed: "trips", "index.html")

    init(tribe: Tribe) {
        // A member's or trip's slug names their page, their feed and their planner alike.
        memberSlugs = Self.byID(
            tribe.members.map(\.id),
            Slug.unique(tribe.members.map { ($0.displayName, $0.id) }, fallback: "member", reserved: Self.reservedNames)
        )
        contactSlugs = Self.byID(
            tribe.contacts.map(\.id),
            Slug.unique(
                tribe.contacts.map { (Self.slugName($0), $0.id) }, fallback: "contact", reserved: Self.reservedNames))
        tripSlugs = Self.byID(
            tribe.trips.map(\.id),
            Slug.unique(tribe.trips.map { ($0.title, $0.id) }, fallback: "trip", reserved: Self.reservedNames))
    }

    func memberPage(_ id: Int) -> OutputPath? {
        memberSlugs[id].map { OutputPath(fixed: "members", $0 + ".html") }
    }

    func contactPage(_ id: Int) -> OutputPath? {
        contactSlugs[id].map { OutputPath(fixed: "contacts", $0 + ".html") }
    }

    func contactCard(_ id: Int) -> OutputPath? {
        contactSlugs[id].map { OutputPath(fixed: "contacts", $0 + ".vcf") }
    }

    func tripPage(_ id: Int) -> OutputPath? {
        tripSlugs[id].map { OutputPath(fixed: "trips", $0 + ".html") }
    }

    /// A relative link from the page at `page` to `target`, so the site works from any folder.
    static func href(from page: OutputPath, to target: OutputPath) -> String {
        let pageFolders = page.segments.dropLast()
        let targetFolders = target.segments.dropLast()
        var shared = 0
        while shared < min(pageFolders.count, targetFolders.count), pageFolders[shared] == targetFolders[shared] {
            shared += 1
        }
        let up = String(repeating: "../", count: pageFolders.count - shared)
        return up + target.segments.dropFirst(shared).joinedInOnePass(separator: "/")
    }

    /// `../` as often as `page` is deep: the way back to the site's root.
    static func root(of page: OutputPath) -> String {
        String(repeating: "../", count: max(0, page.segments.count - 1))
    }
}

private extension SiteMap {
    /// A person's name without the title ("Dr", "Mrs"), which would only lengthen the address.
    static func slugName(_ contact: Contact) -> String {
        let name = [contact.firstName, contact.lastName].compactMap { $0?.trimmedNonEmpty }.joined(separator: " ")
        return name.isEmpty ? contact.displayName : name
    }

    static func byID(_ ids: [Int], _ slugs: [String]) -> [Int: String] {
        Dictionary(zip(ids, slugs).map { ($0, $1) }, uniquingKeysWith: { first, _ in first })
    }
}
