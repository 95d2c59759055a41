/// Catches a second record with an id already taken, pointing at both.
struct UniqueIDs {
    private let what: String
    /// Where each id was first seen, as a byte offset: the line is worked out only for a
    /// duplicate, since ids are claimed on one core, in order, while the other waits.
    private var firstSeen: [Int: Int] = [:]

    init(of what: String) {
        self.what = what
    }

    /// Whether `id` was free; logs an error naming the first record's line when it was not.
    ///
    /// The path is made only for that error: making one for every record would allocate twice
    /// per record while the other core waits for the list.
    mutating func claim(
        _ id: Int, node: JSONNode, path: @autoclosure () -> JSONPath, in document: JSONDocument
    ) -> Bool {
        // One lookup for the usual case, a free id; a duplicate puts the first back.
        if let first = firstSeen.updateValue(node.offset, forKey: id) {
            firstSeen[id] = first
            let line = document.location(ofOffset: first).line
            document.error(
                "duplicate \(what) id \(id): already used by the \(what) at line \(line)", at: node, path: path())
            return false
        }
        return true
    }
}
