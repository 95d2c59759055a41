import Testing
import TribeTemplates

/// The table the day lists and the planner's sheets file their entries in, checked against a
/// `Dictionary` holding the same keys.
struct QuickTableTests {
    /// A key whose hash is chosen by the test, so that keys can be made to collide.
    struct Key: QuickHashable {
        let id: Int
        let quickHash: Int
    }

    @Test func findsEveryKeyFiledAndNoOtherAsTheTableGrows() {
        var table = QuickTable<Key, String>()
        var expected: [Int: String] = [:]
        // 1,000 keys in 7 hashes: long runs of collisions, and growth from 64 slots to 2,048.
        for id in 0..<1_000 {
            table.insert("value \(id)", for: Key(id: id, quickHash: id % 7))
            expected[id] = "value \(id)"
        }
        let mismatches = (0..<1_200).filter { id in
            table[Key(id: id, quickHash: id % 7)] != expected[id]
        }
        #expect(mismatches == [])
    }

    @Test func aKeyFiledTwiceIsFoundWithItsFirstValue() {
        var table = QuickTable<Key, String>()
        table.insert("first", for: Key(id: 7, quickHash: 3))
        table.insert("second", for: Key(id: 7, quickHash: 3))
        #expect(table[Key(id: 7, quickHash: 3)] == "first")
        #expect(table.count == 2)
    }

    @Test func anEqualHashAloneFindsNothing() {
        var table = QuickTable<Key, Int>()
        table.insert(1, for: Key(id: 1, quickHash: 42))
        #expect(table[Key(id: 1, quickHash: 42)] == 1)
        #expect(table[Key(id: 2, quickHash: 42)] == nil)
        #expect(QuickTable<Key, Int>()[Key(id: 1, quickHash: 42)] == nil)
    }
}
