import Foundation
import Synchronization
import TribeConcurrency
import TribeData
import TribeRecurrence
import TribeTemplates

/// The address book: a directory grouped by category, a page and a vCard per contact, and
/// one vCard file holding everyone.
struct ContactPages {
    let tribe: Tribe
    let settings: SiteSettings
    let map: SiteMap
    /// The contacts in directory order: by category as TribeHub lists them, then by name.
    var grouped: [(category: String, contacts: [Contact])] { directoryOrder.value }
    // Sorting thousands of names by their folded text is slow (folding goes through
    // Foundation): it is done by the first page that needs it, not before the pages start.
    private let directoryOrder: SharedValue<[(category: String, contacts: [Contact])]>

    init(tribe: Tribe, settings: SiteSettings, map: SiteMap) {
        self.tribe = tribe
        self.settings = settings
        self.map = map
        let contacts = tribe.contacts
        let uncategorised = settings.words(.otherContacts)
        directoryOrder = SharedValue { Self.group(contacts, uncategorised: uncategorised) }
    }

    func directoryContext() -> TemplateValue {
        let page = SiteMap.contactsIndex
        return [
            "site": settings.templateContext,
            "count": .number(tribe.contacts.count),
            "addAllText": .text(settings.words(.addAllContacts, count: tribe.contacts.count)),
            "oneApplies": .text(settings.words.plural.singularCounts),
            "hasContacts": .bool(!tribe.contacts.isEmpty),
            "addressBook": full ? .text(SiteMap.href(from: page, to: SiteMap.addressBook)) : .null,
            "groups": .list(
                grouped.enumerated().map { position, group -> TemplateValue in
                    [
                        "category": .text(group.category), "id": .text("group-\(position + 1)"),
                        "contacts": .list(group.contacts.map { .object(entry($0, from: page, searchable: true)) }),
                    ]
                }),
        ]
    }

    /// The page of one contact, from the `contact.md` template.
    func page(_ contact: Contact, at path: OutputPath, prose: [ProseFile]) -> RecordPage {
        return RecordPage(
            path: path, template: "contact.md", title: contact.displayName, kind: .contact,
            record: pageRecord(contact, at: path),
            notes: full ? contact.notes : nil, prose: full ? prose : []
        )
    }

    /// What `contact.md` shows of a contact: its entry, the way back to the directory, and
    /// room for the two names every record page adds (see `RecordPage`).
    func pageRecord(_ contact: Contact, at path: OutputPath) -> TemplateObject {
        var record = entry(contact, from: path, searchable: false, room: 3)
        record.add("directory", .text(SiteMap.href(from: path, to: SiteMap.contactsIndex)))
        return record
    }

    /// A card per contact, and the whole address book in one file.
    func cardJobs() -> [OutputJob] {
        let domain = FeedWriter.domain(tribe: tribe, settings: settings)
        let made = CardsMade()
        let cards = tribe.contacts.compactMap { contact in
            map.contactCard(contact.id).map { path in
                OutputJob(path) {
                    let card = VCardWriter.card(contact, domain: domain)
                    made.keep(card, of: contact.id)
                    return card
                }
            }
        }
        // The whole address book last, in directory order (sorted by the first job that needs
        // it, not here), gathered from the cards the jobs before it made rather than making
        // every card again. A card not made yet is made here.
        let pages = self
        let everyone = OutputJob(SiteMap.addressBook) {
            var book: [UInt8] = []
            for contact in pages.grouped.flatMap(\.contacts) {
                book += made.card(of: contact.id) ?? VCardWriter.card(contact, domain: domain)
            }
            return book
        }
        return cards + [everyone]
    }
}

private extension ContactPages {
    /// Whether phone numbers, e-mail addresses, notes and vCards are published.
    var full: Bool { settings.publishing.contacts == .full }

    /// The contact's fields as `page` links them; with the text the directory's search box
    /// matches when `searchable`, since folding it is the dearest part and only the
    /// directory uses it.
    func entry(_ contact: Contact, from page: OutputPath, searchable: Bool, room: Int = 0) -> TemplateObject {
        var entry: TemplateObject = ["id": .number(contact.id), "name": .text(contact.displayName)]
        // Room for the two names above, the ten below at most, and what the caller adds.
        entry.reserveCapacity(12 + room)
        let person = [contact.firstName, contact.lastName].contains { $0?.trimmedNonEmpty != nil }
        if person, let company = contact.company?.trimmedNonEmpty { entry.add("company", .text(company)) }
        if let title = contact.title?.trimmedNonEmpty { entry.add("title", .text(title)) }
        if let category = contact.category?.trimmedNonEmpty { entry.add("category", .text(category)) }
        if full, let phone = contact.phone?.trimmedNonEmpty {
            entry.add("phone", .text(phone))
            if let tel = VCardWriter.telURI(phone) { entry.add("tel", .text(tel)) }
        }
        if full, let email = contact.email?.trimmedNonEmpty {
            entry.add("email", .text(email))
            entry.add("mailto", .text("mailto:" + email.percentEncodedForMailto))
        }
        if let href = map.contactPage(contact.id) { entry.add("href", .text(SiteMap.href(from: page, to: href))) }
        if full, let card = map.contactCard(contact.id) {
            entry.add("vcard", .text(SiteMap.href(from: page, to: card)))
        }
        if searchable {
            entry.add(
                "search",
                .text(
                    Self.searchText(
                        [contact.displayName, contact.company, contact.category]
                            + (full ? [contact.phone, contact.email, contact.notes] : []))))
        }
        return entry
    }
}

extension ContactPages {
    /// The contacts grouped by category, sorted by category, then by name, then by id; those
    /// without a category under the heading `uncategorised`, last.
    static func group(_ contacts: [Contact], uncategorised: String = PageWords.english(.otherContacts))
        -> [(category: String, contacts: [Contact])]
    {
        // Contacts without a category join any category named like their heading, listed last.
        let groups = Dictionary(grouping: contacts) { $0.category?.trimmedNonEmpty ?? uncategorised }
        let categories = sortedForReading(groups.keys.filter { $0 != uncategorised }, by: { $0 }, then: { _ in 0 })
        let ordered =
            categories.map { ($0, groups[$0] ?? []) }
            + (groups[uncategorised].map { [(uncategorised, $0)] } ?? [])
        return ordered.map { category, members in (category, sortedForReading(members, by: \.displayName, then: \.id)) }
    }

    /// What the directory's search box matches: every field, lower case, accents folded, so
    /// "zoe" finds "Zoë". It folds exactly as `search.js` folds what is typed (canonical
    /// decomposition, combining accents U+0300–U+036F dropped, lower case), or a name typed
    /// exactly as stored ("Straße") could find nothing.
    static func searchText(_ fields: [String?]) -> String {
        let joined = fields.compactMap { $0?.trimmedNonEmpty }.joinedInOnePass(separator: " ")
        // Most contacts are written in ASCII and Latin letters, which fold scalar by scalar, as
        // below but without Foundation's Unicode tables.
        return joined.plainWords(folded: true) ?? unicodeSearchText(joined)
    }

    /// `searchText` of any text.
    static func unicodeSearchText(_ text: String) -> String {
        var folded = ""
        folded.unicodeScalars.append(
            contentsOf: text.decomposedStringWithCanonicalMapping.unicodeScalars.filter {
                !(0x300...0x36F).contains($0.value)
            })
        return folded.lowercased().split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// `items` in case- and accent-blind order of `name` that does not depend on the machine's
    /// locale, ties broken by the exact name and then `tieBreak`. Keys are folded once each,
    /// since folding is far dearer than comparing.
    static func sortedForReading<Item: Sendable>(
        _ items: [Item], by name: @Sendable (Item) -> String, then tieBreak: @Sendable (Item) -> Int
    ) -> [Item] {
        let posix = Locale(identifier: "en_US_POSIX")
        // Folding goes through Foundation, slow for each name: thousands are folded on every core.
        let keyed = items.concurrentMap { item -> (folded: String, name: String, tie: Int, item: Item) in
            let text = name(item)
            return (folded(text, locale: posix), text, tieBreak(item), item)
        }
        return keyed.sorted { ($0.folded, $0.name, $0.tie) < ($1.folded, $1.name, $1.tie) }.map(\.item)
    }

    /// `text` without case or accents, as Foundation folds it in `locale`. ASCII has no accents
    /// and folds to its lower case, which the standard library makes without going through
    /// Foundation: most names are ASCII.
    static func folded(_ text: String, locale: Locale) -> String {
        guard !text.isASCII else { return text.lowercased() }
        return text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: locale)
    }
}

/// The contacts' cards as their own jobs made them, for the address book to gather.
private final class CardsMade: Sendable {
    private let cards = Mutex<[Int: [UInt8]]>([:])

    func keep(_ card: [UInt8], of contact: Int) {
        cards.withLock { $0[contact] = card }
    }

    func card(of contact: Int) -> [UInt8]? {
        cards.withLock { $0[contact] }
    }
}
