import Testing

@testable import TribeSchedule

struct MemberFilingTests {
    /// IDs that share their low bits take turns in one line of the table of recent IDs; each
    /// must still get its own positions, in order.
    @Test func idsSharingTheirLowBitsKeepTheirOwnPositions() {
        let ids = [1, 257, -255, (1 << 40) | 1, 513, 2]
        var filing = MemberFiling()
        var expected: [Int: [Int]] = [:]
        for position in 0..<300 {
            for (offset, id) in ids.enumerated() where (position + offset) % 3 != 0 {
                filing.file(position, under: id)
                expected[id, default: []].append(position)
            }
        }
        // Position 0 files offsets 1, 2, 4 and 5; position 1 then adds offsets 0 and 3.
        #expect(filing.memberIDs == [257, -255, 513, 2, 1, (1 << 40) | 1])
        #expect(Dictionary(uniqueKeysWithValues: zip(filing.memberIDs, filing.positions)) == expected)
    }
}
