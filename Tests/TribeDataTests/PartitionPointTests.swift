import Testing
import TribeData

struct PartitionPointTests {
    @Test func findsTheFirstAcceptedPositionAsALinearScanDoes() {
        let values = [1, 3, 3, 3, 7, 9, 12]
        for threshold in -1...13 {
            let expected = values.firstIndex { $0 >= threshold } ?? values.count
            #expect(values.partitionPoint { $0 >= threshold } == expected, "threshold \(threshold)")
        }
    }

    @Test func givesZeroForAnEmptyArrayAndTheCountWhenNothingIsAccepted() {
        #expect([Int]().partitionPoint { _ in true } == 0)
        #expect([4, 5, 6].partitionPoint { _ in false } == 3)
        #expect([4, 5, 6].partitionPoint { _ in true } == 0)
    }
}
