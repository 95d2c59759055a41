import Foundation
import Testing
import TribePressFuzzing

/// Every saved fuzzing input, seeds and past findings alike, runs through its target again:
/// a finding once fixed stays fixed (`scripts/fuzz` runs the fuzzers themselves).
struct CorpusReplayTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")

    @Test(arguments: FuzzTarget.allCases)
    func everySavedInputRunsThroughItsTarget(_ target: FuzzTarget) throws {
        let folder = Self.corpus.appendingPathComponent(target.rawValue)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }
            .sorted()
        #expect(names.count >= 4, "the \(target) corpus has its seeds")
        for name in names {
            target.run(Array(try Data(contentsOf: folder.appendingPathComponent(name))))
        }
    }
}
