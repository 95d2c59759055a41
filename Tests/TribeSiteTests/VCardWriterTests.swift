import Foundation
import Testing
import TribeData
import TribePressTestSupport

@testable import TribeSite

struct VCardWriterTests {
    private let source = SourceReference(file: "t", path: .root, location: SourceLocation(line: 1, column: 1))

    @Test func aContactBecomesAVCard4() {
        let contact = Contact(
            id: 6, category: "Vet", company: "Harbourside Veterinary Centre", title: "Mrs", firstName: "Siobhan",
            lastName: "O'Connor",
            phone: "01632 960905", email: "siobhan.oconnor@example.co.uk", notes: "Open 8–6; Saturday mornings, too.",
            source: source
        )
        let text = String(decoding: VCardWriter.card(contact, domain: "harbour-house.example.org"), as: UTF8.self)
        #expect(
            text
                == [
                    "BEGIN:VCARD", "VERSION:4.0", "UID:urn:tribepress:contact-6@harbour-house.example.org",
                    "FN:Mrs Siobhan O'Connor",
                    "N:O'Connor;Siobhan;;Mrs;", "ORG:Harbourside Veterinary Centre", "CATEGORIES:Vet",
                    "TEL;VALUE=uri;TYPE=voice:tel:01632960905",
                    "EMAIL:siobhan.oconnor@example.co.uk", "NOTE:Open 8–6\\; Saturday mornings\\, too.", "END:VCARD",
                    "",
                ].joined(separator: "\r\n"))
    }

    @Test func aCompanyOnlyContactWithNullsStillHasAName() {
        let plumber = Contact(id: 3, company: "Bright Spark Plumbing & Heating Ltd", source: source)
        let text = String(decoding: VCardWriter.card(plumber, domain: "d"), as: UTF8.self)
        #expect(
            text.contains(
                "\r\nKIND:org\r\nFN:Bright Spark Plumbing & Heating Ltd\r\nN:;;;;\r\nORG:Bright Spark Plumbing & Heating Ltd\r\n"
            ))
        #expect(!text.contains("TEL") && !text.contains("EMAIL"))
    }

    @Test func aNumberNoDiallerCanUseIsKeptAsText() {
        let reception = Contact(id: 4, company: "Harbour Vets", phone: "ask at reception; weekdays", source: source)
        let text = String(decoding: VCardWriter.card(reception, domain: "d"), as: UTF8.self)
        #expect(text.contains("\r\nTEL;VALUE=text;TYPE=voice:ask at reception\\; weekdays\r\n"))
    }

    @Test(arguments: [
        ("+44 1632 960905", "tel:+441632960905"), ("111", "tel:111"), ("ext. only", nil),
        ("+44 (0)20 7946 0000 ext. 12", "tel:+442079460000;ext=12"), ("01632 960100 / 07700 900999", "tel:01632960100"),
        ("0800 123 456 x7", "tel:0800123456;ext=7"), ("text 07700 900123", "tel:07700900123"),
    ])
    func phoneNumbersBecomeTelURIs(phone: String, uri: String?) {
        #expect(VCardWriter.telURI(phone) == uri)
    }

    @Test func asciiNumbersBecomeTheURIsTheCharacterByCharacterPathMakes() {
        let pieces = [
            "+", "(0)", "(", ")", "0", "7", "9", " ", "\t", "\r\n", "-", ".", "ext.", "ext", "EXT", "x", "X", "/", ",",
            ";", "a", "Z",
        ]
        var generator = SeededGenerator(seed: 20_261_124)
        for _ in 0..<4_000 {
            let phone = (0..<Int.random(in: 0...9, using: &generator)).map { _ in
                pieces.randomElement(using: &generator) ?? "0"
            }.joined()
            #expect(VCardWriter.asciiTelURI(phone) == VCardWriter.unicodeTelURI(phone), "\(phone.debugDescription)")
        }
    }

    @Test func theExtensionMarkerIsFoundWhereTheRegularExpressionForItFindsIt() throws {
        // ICU's regular expressions are the oracle for the hand-written scan, over strings
        // built from the characters that matter to it.
        let expression = try NSRegularExpression(pattern: #"(?<![a-z])(ext\.?|x)\s*(?=[0-9])"#)
        let pieces = ["ext", "ext.", "x", "e", "t", ".", " ", "\u{A0}", "\t", "1", "9", "a", "z", "é", "+", "(0)"]
        var generator = SeededGenerator(seed: 20_261_123)
        for _ in 0..<4_000 {
            let text = (0..<Int.random(in: 1...7, using: &generator)).map { _ in
                pieces.randomElement(using: &generator) ?? "x"
            }.joined()
            let scalars = Array(text.unicodeScalars)
            let match = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)).flatMap {
                Range($0.range, in: text)
            }
            let expected = match.map {
                text.unicodeScalars.distance(
                    from: text.startIndex, to: $0.lowerBound)..<text.unicodeScalars.distance(
                        from: text.startIndex, to: $0.upperBound)
            }
            #expect(
                VCardWriter.extensionMarker(in: scalars) == expected, "\(scalars.map { String($0.value, radix: 16) })")
        }
    }
}

struct SlugTests {
    @Test func collidingNamesGetDistinctReadableSlugs() {
        #expect(
            Slug.unique([("Anna", 2), ("Anna", 3), ("Anna 2", 7)], fallback: "member") == [
                "anna-2-2", "anna-3", "anna-2",
            ])
        #expect(
            Slug.unique([("Zoë Lefèvre", 5), ("!!!", 12), ("Member 12", 13)], fallback: "member") == [
                "zoe-lefevre", "member-12-12", "member-12-13",
            ])
    }

    @Test func aFoldersOwnPageNamesAreNeverGivenToARecord() {
        #expect(
            Slug.unique(
                [("Index", 4), ("Address book", 5), ("index-4", 6)], fallback: "contact",
                reserved: SiteMap.reservedNames) == ["index-4-2", "address-book-5", "index-4"])
    }

    @Test func asciiNamesGetTheSlugsFoundationsFoldingGives() {
        var names: [String] = []
        // Every pair of ASCII bytes, controls and all, between two words.
        for first in 0..<128 {
            for second in 0..<128 {
                names.append("Ab" + String(UnicodeScalar(UInt8(first))) + String(UnicodeScalar(UInt8(second))) + "cD")
            }
        }
        names += [
            "", " ", "'", "---", "O'Brien & Sons, Ltd.", "  Dr. Ada   Lovelace  ", "R2-D2", "x'",
            String(repeating: "Long name ", count: 9), String(repeating: "a", count: 59) + " b",
            String(repeating: "a", count: 60) + "-b", "Tab\there\r\nnew line", "ZZZ999",
        ]
        for name in names {
            #expect(
                Slug.ascii(name, fallback: "contact-7") == Slug.folded(name, fallback: "contact-7"),
                "\(name.debugDescription)")
        }
    }

    @Test func otherNamesAreFolded() {
        #expect(Slug.make("Zoë's Café!", fallback: "x") == "zoes-cafe")
        #expect(Slug.make("Ｗｉｄｅ Ñame", fallback: "x") == "wide-name")
        #expect(Slug.make("山田", fallback: "member-3") == "member-3")
    }
}

struct SiteMapTests {
    @Test(arguments: [
        (["index.html"], ["contacts", "a.html"], "contacts/a.html"),
        (["contacts", "index.html"], ["contacts", "a.vcf"], "a.vcf"),
        (["trips", "x.html"], ["members", "leo.html"], "../members/leo.html"),
        (["planner", "members", "leo.html"], ["planner", "print.html"], "../print.html"),
        (["members", "leo.html"], ["planner", "members", "leo.html"], "../planner/members/leo.html"),
        (["planner", "members", "zoë.html"], ["feeds", "members", "zoë.ics"], "../../feeds/members/zoë.ics"),
        (["a.html"], ["b.html"], "b.html"),
    ])
    func linksAreRelativeToThePage(page: [String], target: [String], href: String) throws {
        let from = try #require(OutputPath(page.joined(separator: "/")))
        let to = try #require(OutputPath(target.joined(separator: "/")))
        #expect(SiteMap.href(from: from, to: to) == href)
    }
}

struct ContactDirectoryTests {
    private let source = SourceReference(file: "t", path: .root, location: SourceLocation(line: 1, column: 1))

    @Test func searchTextFoldsLikeTheSearchScript() {
        // search.js: NFD, drop U+0300–U+036F, toLowerCase. "ß" and "ﬁ" are not accents and stay.
        #expect(
            ContactPages.searchText(["Zoë  Lefèvre", nil, "Straße ﬁona", " ÅSA "]) == "zoe lefevre straße ﬁona asa")
    }

    @Test func asciiTextFoldsAsTheUnicodeFoldingFoldsIt() {
        // Every ASCII character, in random runs: the byte-by-byte folding must agree with the
        // Unicode one on all of them.
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<2_000 {
            let text = String(
                (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                    Character(Unicode.Scalar(UInt8.random(in: 0...0x7F, using: &generator)))
                })
            #expect(text.plainWords(folded: true) == ContactPages.unicodeSearchText(text), "\(Array(text.utf8))")
        }
    }

    @Test func everyScalarTheFastFoldingKnowsFoldsAsFoundationFoldsIt() {
        // Each scalar up to U+2FFF alone: the scalar-by-scalar folding either declines it or
        // gives what Foundation's decomposition gives.
        var known = 0
        for value in UInt32(0)...0x2FFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "A" + String(scalar) + "b"
            guard let folded = text.plainWords(folded: true) else { continue }
            known += 1
            #expect(folded == ContactPages.unicodeSearchText(text), "U+\(String(value, radix: 16))")
        }
        // ASCII, NEL, U+00A0–U+017F, 86 spaces and signs of General Punctuation, 33 currencies.
        #expect(known == 128 + 1 + 224 + 86 + 33)
        for common in ["Zoë", "Łódź", "£5", "10–12", "Æsa Ørsted", "Dvořák"] {
            #expect(common.plainWords(folded: true) != nil, "\(common)")
        }
        // A combining accent is read by Foundation, however the letters before it read.
        #expect("Ze\u{301}".plainWords(folded: true) == nil)
        #expect("Ὀδυσσεύς".plainWords(folded: true) == nil)
    }

    @Test func mixedLatinTextFoldsAsFoundationFoldsIt() {
        // Random runs of ASCII, accented Latin letters, spaces of every kind and punctuation.
        let pool: [Unicode.Scalar] =
            (Array(UInt32(0x20)...0x7E) + Array(0xA0...0x17F)).compactMap(Unicode.Scalar.init)
            + [0x09, 0x0A, 0x0D, 0x85, 0x2003, 0x2013, 0x2019, 0x2026, 0x20AC, 0x202F].compactMap(Unicode.Scalar.init)
        var generator = SeededGenerator(seed: 20_261_125)
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...16, using: &generator) {
                text.unicodeScalars.append(pool.randomElement(using: &generator) ?? " ")
            }
            let folded = text.plainWords(folded: true)
            #expect(folded != nil, "\(text.unicodeScalars.map(\.value))")
            #expect(folded == ContactPages.unicodeSearchText(text), "\(text.unicodeScalars.map(\.value))")
        }
    }

    @Test func contactsWithoutACategoryJoinOneNamedLikeTheirHeading() {
        let contacts = [
            Contact(id: 1, category: "Other contacts", firstName: "Bea", source: source),
            Contact(id: 2, firstName: "Al", source: source),
            Contact(id: 3, category: "dentist", firstName: "Cy", source: source),
            Contact(id: 4, category: "Doctor", firstName: "Dee", source: source),
        ]
        let groups = ContactPages.group(contacts)
        #expect(groups.map(\.category) == ["dentist", "Doctor", "Other contacts"])
        #expect(groups.last?.contacts.map(\.id) == [2, 1])
    }
}
