/// What sections made of objects with an identity, during one render.
///
/// A `Dictionary` hashed each key with its seeded SipHash: three values combined and
/// finished, a million times a large build. An identity's hash already is such a hash, taken
/// once per object, so mixing it with the section's address spreads the keys as well; the
/// table probes linearly and stays at most half full.
struct ReuseTable {
    private var entries: [Entry?] = Array(repeating: nil, count: 64)
    private var count = 0

    subscript(key: ReuseKey) -> [UInt8]? {
        var index = slot(of: key)
        while let entry = entries[index] {
            if entry.key == key { return entry.made }
            index = (index + 1) & (entries.count - 1)
        }
        return nil
    }

    /// Files `made` under `key`. A key filed again, by a section nested in itself, is found
    /// with the bytes filed first, which are the same.
    mutating func insert(_ made: [UInt8], for key: ReuseKey) {
        if (count + 1) * 2 > entries.count { grow() }
        var index = slot(of: key)
        while entries[index] != nil { index = (index + 1) & (entries.count - 1) }
        entries[index] = Entry(key: key, made: made)
        count += 1
    }
}

private extension ReuseTable {
    struct Entry {
        let key: ReuseKey
        let made: [UInt8]
    }

    func slot(of key: ReuseKey) -> Int {
        let section = UInt(bitPattern: key.section.map { Int(bitPattern: $0) } ?? 0)
        var mixed = UInt(bitPattern: key.identity.keyHash) ^ section
        mixed ^= key.atLineStart ? 0x9E37_79B9_7F4A_7C15 : 0
        // The finalizer of SplitMix64: every bit of the key moves the slot.
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        mixed ^= mixed >> 31
        return Int(mixed & UInt(entries.count - 1))
    }

    mutating func grow() {
        let old = entries
        entries = Array(repeating: nil, count: old.count * 2)
        count = 0
        for case let entry? in old { insert(entry.made, for: entry.key) }
    }
}
