/// Catches a second record with an id already taken, pointing at both.
struct UniqueIDs {
    private let what: String
    private var firstSeen: [Int: SourceLocation] = [:]

    init(of what: String) {
        self.what = what
    }

    /// Whether `id` was free; logs an error naming the first record's line when it was not.
    mutating func claim(_ id: Int, node: JSONNode, path: JSONPath, in document: JSONDocument) -> Bool {
        let location = document.location(ofOffset: node.offset)
        if let first = firstSeen[id] {
            document.error(
                "duplicate \(what) id \(id): already used by the \(what) at line \(first.line)", at: node, path: path)
            return false
        }
        firstSeen[id] = location
        return true
    }
}
