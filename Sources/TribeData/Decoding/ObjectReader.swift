import TribeRecurrence

/// Reads the members of one JSON object, reporting missing, mistyped and unknown keys.
///
/// Every key the format knows is declared up front, so a misspelt key is a warning that
/// names the nearest known one instead of a value silently ignored.
struct ObjectReader {
    let document: JSONDocument
    let node: JSONNode
    let path: JSONPath
    /// The object's members, first occurrence of each key only. Objects in the formats have a
    /// handful of keys, where a linear scan beats hashing every key into a dictionary.
    private let members: [JSONMember]

    /// A reader for `node`, or nil (with an error logged) when `node` is not an object.
    init?(_ node: JSONNode, at path: JSONPath, in document: JSONDocument, knownKeys: [String], what: String) {
        guard case .object(let list) = node.value else {
            document.error("expected \(what) (a JSON object), found \(node.value.summary)", at: node, path: path)
            return nil
        }
        self.document = document
        self.node = node
        self.path = path
        // Each key is found among the known ones, which an export writes in the same order as
        // the formats declare them, so the next known key is tried first. A known key seen
        // before is a repeat; only an unknown one is looked for among the keys before it.
        var seenKnown: UInt64 = 0
        var nextKnown = 0
        // Made only at a first repeat, which only a broken export has: until then the list is
        // shared as it is.
        var kept: [JSONMember]?
        for (index, member) in list.enumerated() {
            let known = knownKeys.indexOfKey(member.key, from: nextKnown)
            let repeated: Bool
            if let known, known < 64 {
                repeated = seenKnown & (1 << UInt64(known)) != 0
                seenKnown |= 1 << UInt64(known)
            } else {
                repeated = list[..<index].contains { $0.key == member.key }
            }
            if repeated {
                document.report(
                    .error,
                    "the key \(member.key.quotedForMessage) appears twice in one object; JSON readers disagree on which one counts",
                    offset: member.keyOffset, path: path.appending(member.key)
                )
                if kept == nil { kept = Array(list[..<index]) }
                continue
            }
            kept?.append(member)
            if let known {
                nextKnown = known + 1
            } else {
                var message = "unknown key \(member.key.quotedForMessage) in \(what) is ignored"
                if let suggestion = member.key.closest(in: knownKeys) {
                    message += "; did you mean \(suggestion.quotedForMessage)?"
                }
                document.report(.warning, message, offset: member.keyOffset, path: path.appending(member.key))
            }
        }
        members = kept ?? list
    }

    /// The value of `key`, or nil with an error logged when it is missing.
    func required<T>(_ key: String, _ decode: (JSONNode, JSONPath) -> T?) -> T? {
        guard let member = member(key) else {
            document.error("missing the required key \(key.quotedForMessage)", at: node, path: path)
            return nil
        }
        return decode(member.node, path.appending(key))
    }

    /// The value of `key`, or nil when it is missing or null.
    func optional<T>(_ key: String, _ decode: (JSONNode, JSONPath) -> T?) -> T? {
        guard let member = member(key) else { return nil }
        if case .null = member.node.value { return nil }
        return decode(member.node, path.appending(key))
    }

    /// Whether the object has `key` with a value other than null.
    func has(_ key: String) -> Bool {
        guard let member = member(key) else { return false }
        if case .null = member.node.value { return false }
        return true
    }

    /// The raw node of `key`, for checks that need its position.
    func member(_ key: String) -> JSONMember? {
        // Through the buffer and lengths first, as templates look names up: a large export
        // asks each of its events for a dozen keys.
        let length = key.utf8.count
        return members.withUnsafeBufferPointer { members in
            for index in members.indices where members[index].key.utf8.count == length && members[index].key == key {
                return members[index]
            }
            return nil
        }
    }
}

private extension [String] {
    /// Where the list holds `key`, looked for at `hint` first, comparing lengths before text
    /// (see `member(_:)`).
    func indexOfKey(_ key: String, from hint: Int) -> Int? {
        let length = key.utf8.count
        if hint < count, self[hint].utf8.count == length, self[hint] == key { return hint }
        return firstIndex { $0.utf8.count == length && $0 == key }
    }
}

private extension String {
    /// The known key within two edits of this one, if any (for "did you mean").
    func closest(in candidates: [String]) -> String? {
        let scored = candidates.map { ($0, editDistance(to: $0)) }.filter { $0.1 <= 2 }
        return scored.min { $0.1 < $1.1 }?.0
    }

    func editDistance(to other: String) -> Int {
        let a = Array(lowercased())
        let b = Array(other.lowercased())
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = Swift.min(
                    previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
