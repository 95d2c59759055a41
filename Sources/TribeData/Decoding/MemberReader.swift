import TribeRecurrence

/// Reads a tribe member from `tribe.users` (either format) or a `/profile/<id>/` response.
enum MemberReader {
    static let knownKeys = ["user_id", "display_name", "profile_image", "image", "username", "is_admin", "color"]

    static func read(_ node: JSONNode, _ path: JSONPath, in document: JSONDocument) -> (Member, JSONNode)? {
        guard let reader = ObjectReader(node, at: path, in: document, knownKeys: knownKeys, what: "a member") else {
            return nil
        }
        let id = reader.required("user_id", document.positiveInteger)
        let displayName = reader.required("display_name", document.string)
        let image = reader.optional("profile_image", document.string) ?? reader.optional("image", document.string)
        let username = reader.optional("username", document.string)
        let isAdmin = reader.optional("is_admin", document.bool)
        let color = reader.optional("color", document.color)
        guard let id, let displayName else { return nil }
        return (
            Member(
                id: id, displayName: displayName, username: username, imageURL: image, isAdmin: isAdmin, color: color),
            node
        )
    }

    /// Adds `username` and `is_admin` from a `GET /profile/<id>/` response to a known member.
    static func readProfile(_ node: JSONNode, _ path: JSONPath, in document: JSONDocument, members: inout [Member]) {
        let keys = ["user", "username", "display_name", "image", "tribe", "is_admin"]
        guard let reader = ObjectReader(node, at: path, in: document, knownKeys: keys, what: "a profile") else {
            return
        }
        guard let id = reader.required("user", document.positiveInteger) else { return }
        let username = reader.optional("username", document.string)
        let isAdmin = reader.optional("is_admin", document.bool)
        let image = reader.optional("image", document.string)
        _ = reader.optional("display_name", document.string)
        _ = reader.optional("tribe", document.integer)
        guard let index = members.firstIndex(where: { $0.id == id }) else {
            document.warning(
                "profile of user \(id), who is not a member of the tribe in tribe.json; ignored", at: node, path: path)
            return
        }
        members[index].username = username ?? members[index].username
        members[index].isAdmin = isAdmin ?? members[index].isAdmin
        members[index].imageURL = members[index].imageURL ?? image
    }
}

extension JSONDocument {
    /// A colour as `#rrggbb`.
    func color(_ node: JSONNode, _ path: JSONPath) -> String? {
        guard let text = string(node, path) else { return nil }
        let hex = text.dropFirst()
        guard text.hasPrefix("#"), hex.count == 6, hex.allSatisfy({ $0.isASCII && $0.isHexDigit }) else {
            error("expected a colour like \"#1b6ca8\", found \(text.quotedForMessage)", at: node, path: path)
            return nil
        }
        return text.lowercased()
    }
}
