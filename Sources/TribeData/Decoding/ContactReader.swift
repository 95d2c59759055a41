/// Reads one address-book entry; every field but the id may be null, as in TribeHub.
enum ContactReader {
    static let knownKeys = [
        "id", "tribe", "category", "company", "title", "first_name", "last_name", "phone", "email", "notes",
    ]

    static func read(_ node: JSONNode, _ path: JSONPath, in document: JSONDocument) -> Contact? {
        guard let reader = ObjectReader(node, at: path, in: document, knownKeys: knownKeys, what: "a contact") else {
            return nil
        }
        guard let id = reader.required("id", document.positiveInteger) else { return nil }
        return Contact(
            id: id,
            category: reader.optional("category", document.string),
            company: reader.optional("company", document.string),
            title: reader.optional("title", document.string),
            firstName: reader.optional("first_name", document.string),
            lastName: reader.optional("last_name", document.string),
            phone: reader.optional("phone", document.string),
            email: reader.optional("email", document.string),
            notes: reader.optional("notes", document.string),
            source: document.reference(node, at: path)
        )
    }
}
