import Testing
import TribeConcurrency

/// `Array(parts:onEveryCore:)` and its `PartWriter`: every position filled once, by its own part.
struct ArrayFilledOnEveryCoreTests {
    @Test func eachPartsElementsLandAtTheirOwnPositions() {
        let runs = (0..<1_000).runs(of: 64)
        let filled = [String](parts: runs) { run, writer in
            #expect(writer.remaining == runs[run].count)
            for index in runs[run] { writer.append("item \(index) of run \(run)") }
            #expect(writer.remaining == 0)
        }
        #expect(filled.count == 1_000)
        #expect(filled[0] == "item 0 of run 0")
        #expect(filled[63] == "item 63 of run 0")
        #expect(filled[64] == "item 64 of run 1")
        #expect(filled[999] == "item 999 of run 15")
        #expect(filled == (0..<1_000).map { "item \($0) of run \($0 / 64)" })
    }

    @Test func noElementsNeedNoParts() {
        #expect([String](parts: []) { _, _ in Issue.record("a part ran") }.isEmpty)
    }

    /// The invariant holds or the process stops: a part can neither write past its end nor
    /// leave a position uninitialized, and the parts must tile the array.
    @Test func aPartThatWritesTooManyOrTooFewStopsTheProcess() async {
        await #expect(processExitsWith: .failure) {
            _ = [Int](parts: [0..<2, 2..<4]) { part, writer in
                for value in 0..<3 { writer.append(value) }
            }
        }
        await #expect(processExitsWith: .failure) {
            _ = [String](parts: [0..<2, 2..<4]) { part, writer in
                if part == 0 {
                    writer.append("only one")
                } else {
                    writer.append("a")
                    writer.append("b")
                }
            }
        }
        await #expect(processExitsWith: .failure) {
            _ = [Int](parts: [0..<2, 3..<4]) { _, _ in }
        }
    }
}
