import Foundation

/// An entry of the tribe's address book. TribeHub lets every field be empty.
public struct Contact: Sendable, Hashable, Identifiable {
    public var id: Int
    /// Free text; TribeHub lists contacts grouped by it.
    public var category: String?
    public var company: String?
    public var title: String?
    public var firstName: String?
    public var lastName: String?
    public var phone: String?
    public var email: String?
    /// Our extension: Markdown notes.
    public var notes: String?
    public var source: SourceReference

    public init(
        id: Int, category: String? = nil, company: String? = nil, title: String? = nil, firstName: String? = nil,
        lastName: String? = nil, phone: String? = nil, email: String? = nil, notes: String? = nil, source: SourceReference
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
    }

    /// The name to list the contact under: the person's name, else the company, else the category.
    public var displayName: String {
        let person = [title, firstName, lastName].compactMap { $0?.trimmedNonEmpty }.joined(separator: " ")
        if [firstName, lastName].contains(where: { $0?.trimmedNonEmpty != nil }) { return person }
        return company?.trimmedNonEmpty ?? category?.trimmedNonEmpty ?? "Contact \(id)"
    }
}

extension String {
    /// The string without surrounding white space, or nil when nothing is left.
    public var trimmedNonEmpty: String? {
        let trimmed = trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }
}
