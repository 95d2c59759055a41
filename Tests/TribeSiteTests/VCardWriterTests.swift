import Testing
import TribeData
@testable import TribeSite

struct VCardWriterTests {
    private let source = SourceReference(file: "t", path: .root, location: SourceLocation(line: 1, column: 1))

    @Test func aContactBecomesAVCard4() {
        let contact = Contact(
            id: 6, category: "Vet", company: "Harbourside Veterinary Centre", title: "Mrs", firstName: "Siobhan", lastName: "O'Connor",
            phone: "01632 960905", email: "siobhan.oconnor@example.co.uk", notes: "Open 8–6; Saturday mornings, too.", source: source
        )
        let text = String(decoding: VCardWriter.cards([contact], domain: "harbour-house.example.org"), as: UTF8.self)
        #expect(text == [
            "BEGIN:VCARD", "VERSION:4.0", "UID:urn:tribepress:contact-6@harbour-house.example.org", "FN:Mrs Siobhan O'Connor",
            "N:O'Connor;Siobhan;;Mrs;", "ORG:Harbourside Veterinary Centre", "CATEGORIES:Vet", "TEL;VALUE=uri;TYPE=voice:tel:01632960905",
            "EMAIL:siobhan.oconnor@example.co.uk", "NOTE:Open 8–6\\; Saturday mornings\\, too.", "END:VCARD", "",
        ].joined(separator: "\r\n"))
    }

    @Test func aCompanyOnlyContactWithNullsStillHasAName() {
        let plumber = Contact(id: 3, company: "Bright Spark Plumbing & Heating Ltd", source: source)
        let text = String(decoding: VCardWriter.cards([plumber], domain: "d"), as: UTF8.self)
        #expect(text.contains("\r\nKIND:org\r\nFN:Bright Spark Plumbing & Heating Ltd\r\nN:;;;;\r\nORG:Bright Spark Plumbing & Heating Ltd\r\n"))
        #expect(!text.contains("TEL") && !text.contains("EMAIL"))
    }

    @Test(arguments: [("+44 1632 960905", "tel:+441632960905"), ("111", "tel:111"), ("ext. only", nil)])
    func phoneNumbersBecomeTelURIs(phone: String, uri: String?) {
        #expect(VCardWriter.telURI(phone) == uri)
    }
}

struct SlugTests {
    @Test func collidingNamesGetDistinctReadableSlugs() {
        #expect(Slug.unique([("Anna", 2), ("Anna", 3), ("Anna 2", 7)], fallback: "member") == ["anna-2-2", "anna-3", "anna-2"])
        #expect(Slug.unique([("Zoë Lefèvre", 5), ("!!!", 12), ("Member 12", 13)], fallback: "member") == ["zoe-lefevre", "member-12-12", "member-12-13"])
    }

    @Test func aFoldersOwnPageNamesAreNeverGivenToARecord() {
        #expect(Slug.unique([("Index", 4), ("Address book", 5), ("index-4", 6)], fallback: "contact", reserved: SiteMap.reservedNames) == ["index-4-2", "address-book-5", "index-4"])
    }
}

struct SiteMapTests {
    @Test(arguments: [
        (["index.html"], ["contacts", "a.html"], "contacts/a.html"),
        (["contacts", "index.html"], ["contacts", "a.vcf"], "a.vcf"),
        (["trips", "x.html"], ["members", "leo.html"], "../members/leo.html"),
        (["planner", "members", "leo.html"], ["planner", "print.html"], "../print.html"),
        (["members", "leo.html"], ["planner", "members", "leo.html"], "../planner/members/leo.html"),
    ])
    func linksAreRelativeToThePage(page: [String], target: [String], href: String) throws {
        let from = try #require(OutputPath(page.joined(separator: "/"))), to = try #require(OutputPath(target.joined(separator: "/")))
        #expect(SiteMap.href(from: from, to: to) == href)
    }
}
