import Testing
import TribeConcurrency

struct RangeRunsTests {
    @Test func cutsPositionsIntoRunsOfTheLengthWithAShorterLast() {
        #expect((0..<10).runs(of: 4) == [0..<4, 4..<8, 8..<10])
        #expect((3..<9).runs(of: 3) == [3..<6, 6..<9])
        #expect((0..<2).runs(of: 256) == [0..<2])
    }

    @Test func givesNoRunsForNoPositions() {
        #expect((0..<0).runs(of: 4).isEmpty)
    }
}
