/// A key that hashes itself in a few instructions: a number or two mixed, where `Hasher`
/// seeds and finishes SipHash for each look-up.
///
/// For keys made from what the build itself holds (an object's identity, minutes of a day):
/// `QuickTable` spreads them, and no input chooses them. A key holding text should mix in the
/// text's own `hashValue`, which is seeded.
public protocol QuickHashable: Equatable {
    var quickHash: Int { get }
}

extension QuickHashable where Self: Hashable {
    /// The quick hash, for a key that is also kept in a `Dictionary` or an identity: equal
    /// keys have equal quick hashes, and it is worked out once rather than twice.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(quickHash)
    }
}

/// A table of values by `QuickHashable` keys, probed linearly and at most half full.
///
/// The day lists and the planner's sheets look an entry up for every entry they show, and
/// hashing each key through a `Dictionary` costs more than finding it.
///
/// The slots are plain numbers into the list of entries, so a table is freed without
/// destroying slot by slot: slots of optional entries would each be destroyed through the
/// runtime's generic witness when a render ends, the empty ones too. A table that files
/// nothing allocates nothing.
///
/// Inlinable, so that the module using it makes it for its own keys: through the generic
/// witnesses every comparison and hash would be a call.
public struct QuickTable<Key: QuickHashable, Value> {
    /// Each slot holds an index into `entries` plus one; 0 is empty.
    @usableFromInline var slots: [Int32] = []
    /// Each key beside its value: kept in two lists, a look-up would miss the cache twice, once
    /// for the key it compared and once more for the value it found.
    @usableFromInline var entries: [Entry] = []

    public init() {}

    /// How many values are filed.
    @inlinable public var count: Int { entries.count }

    /// The value filed under `key`, if any.
    @inlinable public subscript(key: Key) -> Value? {
        withValue(ofHash: key.quickHash, where: { $0 == key }, \.pointee)
    }

    /// `body` given where the value lies of the first key filed with `hash` that `matches`
    /// accepts, if any: for a caller that compares a key it has only in parts, or reads the
    /// value without copying it.
    ///
    /// Keys are compared where they lie: copying one out counted references on what it holds.
    @inlinable func withValue<Result>(
        ofHash hash: Int, where matches: (Key) -> Bool, _ body: (UnsafePointer<Value>) -> Result
    ) -> Result? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var index = HashSlot.first(ofHash: hash, mask: mask)
        return entries.withUnsafeBufferPointer { entries in
            let base = entries.baseAddress.unsafelyUnwrapped
            while slots[index] != 0 {
                let entry = base + (Int(slots[index]) - 1)
                // A stored property always has a place.
                if matches(entry.pointee.key) { return body(entry.pointer(to: \.value).unsafelyUnwrapped) }
                index = (index + 1) & mask
            }
            return nil
        }
    }

    /// Files `value` under `key`. A key filed again is found with the value filed first.
    @inlinable public mutating func insert(_ value: Value, for key: Key) {
        if (entries.count + 1) * 2 > slots.count {
            slots = Array(repeating: 0, count: max(64, slots.count * 2))
            for number in entries.indices { place(number) }
        }
        entries.append(Entry(key: key, value: value))
        place(entries.count - 1)
    }
}

extension QuickTable {
    /// A key and the value filed under it.
    @usableFromInline struct Entry {
        @usableFromInline let key: Key
        @usableFromInline let value: Value

        @inlinable init(key: Key, value: Value) {
            self.key = key
            self.value = value
        }
    }

    /// Puts the entry at `number` in the first free slot from its own.
    @inlinable mutating func place(_ number: Int) {
        let mask = slots.count - 1
        var index = HashSlot.first(ofHash: entries[number].key.quickHash, mask: mask)
        while slots[index] != 0 { index = (index + 1) & mask }
        slots[index] = Int32(truncatingIfNeeded: number + 1)
    }
}

/// Where a linear probe starts in a table of hashed slots.
@usableFromInline enum HashSlot {
    /// The slot a hash starts its probe at, among `mask + 1` (a power of two).
    @inlinable static func first(ofHash hash: Int, mask: Int) -> Int {
        // The finalizer of SplitMix64: every bit of the hash moves the slot, so keys that
        // differ only in bits the mask leaves out (addresses 16 bytes apart, sums of minutes
        // times a constant) spread as well.
        var mixed = UInt(bitPattern: hash)
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        mixed ^= mixed >> 31
        return Int(mixed & UInt(mask))
    }
}
