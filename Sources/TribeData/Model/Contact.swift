import Foundation

/// An entry of the tribe's address book. TribeHub lets every field be empty.
public struct Contact: Sendable, Hashable, Identifiable {
    public let id: Int
    /// Free text; TribeHub lists contacts grouped by it.
    public let category: String?
    public let company: String?
    public let title: String?
    public let firstName: String?
    public let lastName: String?
    public var phone: String?
    public var email: String?
    /// Our extension: Markdown notes.
    public var notes: String?
    public var source: SourceReference
    /// The name to list the contact under: the person's name, else the company, else the category.
    ///
    /// Worked out once, rather than trimming each part every time: the pages, the cards and
    /// the lists ask for it several times a contact. The parts it is made of cannot change.
    public let displayName: String

    public init(
        id: Int, category: String? = nil, company: String? = nil, title: String? = nil, firstName: String? = nil,
        lastName: String? = nil, phone: String? = nil, email: String? = nil, notes: String? = nil,
        source: SourceReference
    ) {
        self.id = id
        self.category = category
        self.company = company
        self.title = title
        self.firstName = firstName
        self.lastName = lastName
        self.phone = phone
        self.email = email
        self.notes = notes
        self.source = source
        displayName = Self.displayName(
            title: title, firstName: firstName, lastName: lastName, company: company, category: category, id: id)
    }
}

private extension Contact {
    static func displayName(
        title: String?, firstName: String?, lastName: String?, company: String?, category: String?, id: Int
    ) -> String {
        let person = [title, firstName, lastName].compactMap { $0?.trimmedNonEmpty }.joined(separator: " ")
        if [firstName, lastName].contains(where: { $0?.trimmedNonEmpty != nil }) { return person }
        return company?.trimmedNonEmpty ?? category?.trimmedNonEmpty ?? "Contact \(id)"
    }
}

extension String {
    /// The string without surrounding white space, or nil when nothing is left.
    ///
    /// White space is what Foundation's `.whitespacesAndNewlines` holds (Unicode's White_Space
    /// property and the zero-width space), tested scalar by scalar: Foundation's own trimming
    /// is far slower, and every name, note and title of an export is trimmed.
    public var trimmedNonEmpty: String? {
        // Text that starts and ends with an ASCII character other than a space has nothing to
        // trim, so most text is returned without asking its scalars' Unicode properties.
        if let first = utf8.first, let last = utf8.last, Self.isASCIIAndNotSpace(first), Self.isASCIIAndNotSpace(last) {
            return self
        }
        let scalars = unicodeScalars
        let isSpace = { (scalar: Unicode.Scalar) in scalar.properties.isWhitespace || scalar.value == 0x200B }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
            let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return nil }
        if first == scalars.startIndex, last == scalars.index(before: scalars.endIndex) { return self }
        return String(scalars[first...last])
    }

    private static func isASCIIAndNotSpace(_ byte: UInt8) -> Bool {
        byte < 0x80 && byte != 0x20 && !(0x09...0x0D).contains(byte)
    }
}
