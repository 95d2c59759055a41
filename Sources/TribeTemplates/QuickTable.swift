/// A key that hashes itself in a few instructions: a number or two mixed, where `Hasher`
/// seeds and finishes SipHash for each look-up.
///
/// For keys made from what the build itself holds (an object's identity, minutes of a day):
/// `QuickTable` spreads them, and no input chooses them. A key holding text should mix in the
/// text's own `hashValue`, which is seeded.
public protocol QuickHashable: Equatable {
    var quickHash: Int { get }
}

/// A table of values by `QuickHashable` keys, probed linearly and at most half full.
///
/// The day lists and the planner's sheets look their entries up half a million times in a
/// large build, and hashing each key through a `Dictionary` cost more than finding it.
///
/// Inlinable, so that the module using it makes it for its own keys: through the generic
/// witnesses every comparison and hash was a call.
public struct QuickTable<Key: QuickHashable, Value> {
    /// Each slot holds an index into `keys` and `values` plus one; 0 is empty.
    @usableFromInline var slots: [Int32] = []
    @usableFromInline var keys: [Key] = []
    @usableFromInline var values: [Value] = []

    public init() {}

    /// The value filed under `key`, if any.
    @inlinable public subscript(key: Key) -> Value? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var index = HashSlot.first(ofHash: key.quickHash, mask: mask)
        // Keys compared where they lie: copying one out counted references on what it holds.
        return keys.withUnsafeBufferPointer { keys in
            while slots[index] != 0 {
                let number = Int(slots[index]) - 1
                if keys[number] == key { return values[number] }
                index = (index + 1) & mask
            }
            return nil
        }
    }

    /// Files `value` under `key`, which the table does not hold yet.
    @inlinable public mutating func insert(_ value: Value, for key: Key) {
        if (keys.count + 1) * 2 > slots.count {
            slots = Array(repeating: 0, count: max(64, slots.count * 2))
            for number in keys.indices { place(number) }
        }
        keys.append(key)
        values.append(value)
        place(keys.count - 1)
    }
}

extension QuickTable {
    /// Puts the entry at `number` in the first free slot from its own.
    @inlinable mutating func place(_ number: Int) {
        let mask = slots.count - 1
        var index = HashSlot.first(ofHash: keys[number].quickHash, mask: mask)
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
