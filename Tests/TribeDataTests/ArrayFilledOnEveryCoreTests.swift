import Testing
import TribeData

struct ArrayFilledOnEveryCoreTests {
    @Test func eachPartsElementsLandAtTheirOwnPositions() {
        let runs = (0..<1_000).runs(of: 64)
        let filled = [String](count: 1_000, inParts: runs.count) { run, first in
            for index in runs[run] { (first + index).initialize(to: "item \(index) of run \(run)") }
        }
        #expect(filled.count == 1_000)
        #expect(filled[0] == "item 0 of run 0")
        #expect(filled[63] == "item 63 of run 0")
        #expect(filled[64] == "item 64 of run 1")
        #expect(filled[999] == "item 999 of run 15")
        #expect(filled == (0..<1_000).map { "item \($0) of run \($0 / 64)" })
    }

    @Test func noElementsNeedNoParts() {
        #expect([String](count: 0, inParts: 0) { _, _ in Issue.record("a part ran") }.isEmpty)
    }
}
