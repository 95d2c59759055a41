import TribeData
import TribeICalendar
import TribeRecurrence

/// Writes contacts as vCard 4.0 (RFC 6350), so "add to contacts" works like "subscribe".
///
/// vCard shares iCalendar's line rules (CRLF, folding at 75 octets) and TEXT escaping, so the
/// same content-line writer serves both.
enum VCardWriter {
    /// One contact as a vCard, which is also how the whole address book lists it.
    static func card(_ contact: Contact, domain: String) -> [UInt8] {
        var card = ComponentBytes("VCARD", reservingCapacity: 512)
        card.add("VERSION", "4.0")
        card.add("UID", "urn:tribepress:contact-\(contact.id)@\(domain)")
        // A card without a person's name is a practice, a shop, a club: say so, and phones
        // show it by its organisation's name.
        if [contact.firstName, contact.lastName].allSatisfy({ $0?.trimmedNonEmpty == nil }) { card.add("KIND", "org") }
        card.add("FN", text: contact.displayName)
        let family = contact.lastName?.trimmedNonEmpty ?? ""
        let given = contact.firstName?.trimmedNonEmpty ?? ""
        let prefix = contact.title?.trimmedNonEmpty ?? ""
        // N is a structured value: family;given;additional;prefixes;suffixes, each part escaped.
        card.add("N", [family, given, "", prefix, ""].map(structured).joinedInOnePass(separator: ";"))
        if let company = contact.company?.trimmedNonEmpty { card.add("ORG", structured(company)) }
        if let category = contact.category?.trimmedNonEmpty { card.add("CATEGORIES", text: category) }
        if let phone = contact.phone?.trimmedNonEmpty {
            // A number no dialler can use ("ask reception") is still worth keeping, as text.
            if let uri = telURI(phone) {
                card.add("TEL", uri, parameters: [("VALUE", "uri"), ("TYPE", "voice")])
            } else {
                card.add("TEL", ICalText.escape(phone), parameters: [("VALUE", "text"), ("TYPE", "voice")])
            }
        }
        if let email = contact.email?.trimmedNonEmpty { card.add("EMAIL", text: email) }
        if let notes = contact.notes?.trimmedNonEmpty { card.add("NOTE", text: notes) }
        return card.finished()
    }

    /// `tel:` URI of a phone number as people write it: digits and a leading + kept, the rest
    /// (spaces, brackets, dashes) dropped; nil when no digit is left.
    ///
    /// Only the first number counts when several are given ("… / …", "…, …"); the UK-style
    /// "(0)" after a country code is not dialled from abroad, so it goes; "ext. 12" or "x12"
    /// becomes RFC 3966's `;ext=12`.
    static func telURI(_ phone: String) -> String? {
        // Numbers are nearly always ASCII, and a contact's is made four times (its card, the
        // address book, its page, the directory) through Character and Foundation calls.
        if phone.isASCII { return asciiTelURI(phone) }
        return unicodeTelURI(phone)
    }

    /// `telURI` for any text.
    static func unicodeTelURI(_ phone: String) -> String? {
        var text = phone.prefix { !"/,;".contains($0) }.lowercased()
        var extensionDigits = ""
        let scalars = Array(text.unicodeScalars)
        if let marker = extensionMarker(in: scalars) {
            extensionDigits = String(
                String.UnicodeScalarView(scalars[marker.upperBound...].filter { ("0"..."9").contains($0) }))
            text = String(String.UnicodeScalarView(scalars[..<marker.lowerBound]))
        }
        if text.trimmingCharacters(in: .whitespaces).hasPrefix("+") {
            text = text.replacingOccurrences(of: "(0)", with: "")
        }
        var digits = ""
        for character in text {
            if character.isASCII, character.isNumber {
                digits.append(character)
            } else if character == "+", digits.isEmpty {
                digits.append("+")
            }
        }
        guard digits.contains(where: \.isNumber) else { return nil }
        return "tel:" + digits + (extensionDigits.isEmpty ? "" : ";ext=" + extensionDigits)
    }

    /// `telURI` for ASCII text, on its bytes.
    ///
    /// One array for the text and one for the number, rather than a chain of arrays, scalars
    /// and strings: a contact's link is made four times.
    static func asciiTelURI(_ phone: String) -> String? {
        // Compared with each separator rather than looked for in a string of them, which would
        // be much of the cost of making a link.
        var text: [UInt8] = []
        text.reserveCapacity(phone.utf8.count)
        for byte in phone.utf8 {
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";") { break }
            text.append((0x41...0x5A).contains(byte) ? byte | 0x20 : byte)
        }
        var extensionDigits: ArraySlice<UInt8> = []
        // Every marker begins with e or x, which most numbers do not hold.
        if text.contains(where: { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "x") }),
            let marker = extensionMarker(in: text.map { Unicode.Scalar($0) })
        {
            extensionDigits = text[marker.upperBound...]
            text.removeSubrange(marker.lowerBound...)
        }
        let plus = UInt8(ascii: "+")
        let dropsTrunkZero = text.first(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) == plus
        var number: [UInt8] = []
        number.reserveCapacity(text.count)
        var index = 0
        while index < text.count {
            if dropsTrunkZero, text[index...].starts(with: "(0)".utf8) {
                index += 3
                continue
            }
            let byte = text[index]
            if (0x30...0x39).contains(byte) || (byte == plus && number.isEmpty) { number.append(byte) }
            index += 1
        }
        guard number.contains(where: { (0x30...0x39).contains($0) }) else { return nil }
        let extensionNumber = extensionDigits.filter { (0x30...0x39).contains($0) }
        return "tel:" + String(decoding: number, as: UTF8.self)
            + (extensionNumber.isEmpty ? "" : ";ext=" + String(decoding: extensionNumber, as: UTF8.self))
    }

    /// Where "ext. 12", "ext12" or "x 12" begins, and where its digits begin: a marker not
    /// preceded by a letter and followed by a digit after any spaces. Scanned by hand, since
    /// a regular expression makes ICU build its character sets in every build.
    static func extensionMarker(in scalars: [Unicode.Scalar]) -> Range<Int>? {
        let markers: [[Unicode.Scalar]] = [["e", "x", "t", "."], ["e", "x", "t"], ["x"]]
        for start in scalars.indices where start == 0 || !("a"..."z").contains(scalars[start - 1]) {
            // Every marker begins with e or x: most places of a number are digits and spaces,
            // and comparing each with every marker would be most of making a contact's link.
            guard scalars[start] == "e" || scalars[start] == "x" else { continue }
            for marker in markers where scalars[start...].starts(with: marker) {
                var end = start + marker.count
                while end < scalars.count, scalars[end].properties.isWhitespace { end += 1 }
                if end < scalars.count, ("0"..."9").contains(scalars[end]) { return start..<end }
            }
        }
        return nil
    }

    /// A component of a structured value: TEXT escaping, which also escapes `;` and `,`.
    private static func structured(_ text: String) -> String {
        ICalText.escape(text)
    }
}
