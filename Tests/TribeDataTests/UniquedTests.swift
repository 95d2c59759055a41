import Testing

@testable import TribeData

struct UniquedTests {
    /// Lists short enough to be searched and long enough to be hashed keep each element where
    /// it first stands, and only there.
    @Test func keepsTheFirstOfEachElementInOrderAtEveryLength() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for length in 0...40 {
            let list = (0..<length).map { _ -> Int in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return Int(state >> 60)
            }
            let expected = list.indices.filter { list.firstIndex(of: list[$0]) == $0 }.map { list[$0] }
            #expect(list.uniqued() == expected, "length \(length): \(list)")
        }
    }
}
