/// Positions filed by member, each member's in the order they were filed.
///
/// A large family's timeline files well over a million (occurrence, member) pairs. Asking a
/// `Dictionary` for each member's list would hash every ID with its seeded hash, which costs
/// more than the filing. A family's members are few and their IDs recur, so each ID's list is
/// found first in a small table indexed by the ID's low bits; only a miss asks the dictionary,
/// which keeps the filing linear whatever IDs an export holds.
struct MemberFiling {
    /// The members in the order each was first filed.
    private(set) var memberIDs: [Int] = []
    /// `memberIDs[i]`'s positions.
    private(set) var positions: [[Int]] = []
    private var slots: [Int: Int] = [:]
    /// For each value of an ID's low bits, the last ID seen with them and its slot.
    private var recent = [(id: Int, slot: Int)](repeating: (id: 0, slot: -1), count: Self.recentCount)

    mutating func file(_ position: Int, under member: Int) {
        let line = member & (Self.recentCount - 1)
        var slot = recent[line].slot
        if slot < 0 || recent[line].id != member {
            slot = slots[member] ?? newSlot(for: member)
            recent[line] = (member, slot)
        }
        positions[slot].append(position)
    }
}

private extension MemberFiling {
    /// How many lines the table of recent IDs has, one per value of an ID's low bits.
    ///
    /// More lines than a family has members, so few members share one, and few enough to stay
    /// in a core's own cache. Re-measured by `benchmarks/doubling` (BENCHMARKS.md, "Tuned
    /// constants").
    static let recentCount = 256

    mutating func newSlot(for member: Int) -> Int {
        let slot = memberIDs.count
        memberIDs.append(member)
        positions.append([])
        slots[member] = slot
        return slot
    }
}
