import Foundation
import Testing

@testable import TribeSite

struct SpacesTrimmedTests {
    /// Every scalar of the Basic Multilingual Plane, around letters, trims as Foundation trims
    /// it (the zero-width space among the spaces).
    @Test func trimsEveryScalarAsFoundationTrimsWhitespaces() {
        let scalars = (0..<0x10000).compactMap(Unicode.Scalar.init).filter { $0 != "\0" }
        var differing: [UInt32] = []
        for scalar in scalars {
            let line = "\(scalar)\(scalar)a\(scalar)b\(scalar)"
            let expected = line.trimmingCharacters(in: .whitespaces)
            if line[...].spacesTrimmed != expected { differing.append(scalar.value) }
        }
        #expect(differing.isEmpty)
    }

    @Test func keepsAMarkThatFollowedATrimmedSpaceAndGivesNothingForOnlySpaces() {
        #expect(" \u{301}a \t"[...].spacesTrimmed == "\u{301}a")
        #expect("\u{3000}\t \u{A0}"[...].spacesTrimmed == "")
        #expect(""[...].spacesTrimmed == "")
    }
}
