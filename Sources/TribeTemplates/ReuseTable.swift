/// What sections made of objects with an identity, during one render.
///
/// A `Dictionary` hashed each key with its seeded SipHash: three values combined and
/// finished, a million times a large build. An identity's hash already is such a hash, taken
/// once per object, so mixing it with the section's address spreads the keys as well; the
/// table probes linearly and stays at most half full.
///
/// The table's slots are plain numbers into the list of entries. Slots of optional entries
/// were each destroyed through the runtime's generic witness when a render ended, the empty
/// ones too: 64 at least for every page, over a million in a large build, a twentieth of its
/// instructions spent on nothing. A render that reuses nothing allocates nothing.
struct ReuseTable {
    /// Each slot holds an index into `entries` plus one; 0 is empty.
    private var slots: [Int32] = []
    private var entries: [Entry] = []

    /// Where the bytes filed under the key of these parts lie, valid until the next insert.
    ///
    /// Compared where the entries lie and handed back as a place: copying an entry out counted
    /// references on its identity and its bytes at every section a page entered.
    func made(section: UnsafeRawPointer?, identity: TemplateIdentity.Unretained, atLineStart: Bool)
        -> UnsafeBufferPointer<UInt8>?
    {
        guard !slots.isEmpty else { return nil }
        var index = slot(section: section, keyHash: identity.keyHash, atLineStart: atLineStart)
        return entries.withUnsafeBufferPointer { entries in
            while slots[index] != 0 {
                let entry = entries.baseAddress.unsafelyUnwrapped + Int(slots[index]) - 1
                if entry.pointee.key.section == section, entry.pointee.key.atLineStart == atLineStart,
                    identity.matches(entry.pointee.key.identity)
                {
                    return entry.pointee.made.withUnsafeBufferPointer { $0 }
                }
                index = (index + 1) & (slots.count - 1)
            }
            return nil
        }
    }

    /// Files `made` under `key`. A key filed again, by a section nested in itself, is found
    /// with the bytes filed first, which are the same.
    mutating func insert(_ made: [UInt8], for key: ReuseKey) {
        if (entries.count + 1) * 2 > slots.count { grow() }
        entries.append(Entry(key: key, made: made))
        place(entries.count)
    }
}

private extension ReuseTable {
    struct Entry {
        let key: ReuseKey
        let made: [UInt8]
    }

    func slot(of key: ReuseKey) -> Int {
        slot(section: key.section, keyHash: key.identity.keyHash, atLineStart: key.atLineStart)
    }

    func slot(section: UnsafeRawPointer?, keyHash: Int, atLineStart: Bool) -> Int {
        let section = UInt(bitPattern: section.map { Int(bitPattern: $0) } ?? 0)
        let mixed = UInt(bitPattern: keyHash) ^ section ^ (atLineStart ? 0x9E37_79B9_7F4A_7C15 : 0)
        return HashSlot.first(ofHash: Int(bitPattern: mixed), mask: slots.count - 1)
    }

    /// Puts the entry numbered `number` (its index plus one) in the first free slot from its own.
    mutating func place(_ number: Int) {
        var index = slot(of: entries[number - 1].key)
        while slots[index] != 0 { index = (index + 1) & (slots.count - 1) }
        slots[index] = Int32(truncatingIfNeeded: number)
    }

    mutating func grow() {
        slots = Array(repeating: 0, count: max(64, slots.count * 2))
        for number in entries.indices.lazy.map({ $0 + 1 }) { place(number) }
    }
}
