import Foundation
import Testing

@testable import TribeData

/// Writing a file: a big one written uncached goes to the disk directly, in whole blocks and a
/// tail, and must come back exactly as any other file does.
struct DiskWriteTests {
    @Test(arguments: [
        1, 256 * 1024 - 1, 256 * 1024, 256 * 1024 + 1, 1_000_003, 4096 * 300, 4096 * 300 + 4095,
    ])
    func aFileReadsBackByteForByteWhateverItsSize(_ size: Int) throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let bytes = Self.bytes(size, seed: UInt64(size))

        try FileIO.disk.writeFile(root + "/planner.html", bytes, true)
        try FileIO.disk.write(root + "/cached.html", bytes)

        for name in ["planner.html", "cached.html"] {
            let read = try FileIO.disk.read(root + "/" + name)
            #expect(read.count == size, "\(name)")
            #expect(Self.firstDifference(read, bytes) == nil, "\(name)")
            // What a fresh write leaves, so the next build can keep it.
            let kept = FileIO.disk.keep(root + "/" + name, root + "/kept-" + name, bytes)
            #expect(kept, "\(name)")
        }
    }

    @Test func aBigFileWrittenUncachedGoesStraightToTheDiskWhereTheFileSystemAllows() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let bytes = Self.bytes(700_001, seed: 4)
        let before = FileIO.directWrites.made

        try FileIO.disk.writeFile(root + "/agenda.html", bytes, true)

        // Other tests may write directly at the same time: the count only ever grows.
        let after = FileIO.directWrites
        #expect(after.made > before || after.refused, "written directly, unless the file system refused")
        #expect(Self.firstDifference(try FileIO.disk.read(root + "/agenda.html"), bytes) == nil)
    }

    @Test func aShorterFileReplacesALongerOneWhole() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let longer = Self.bytes(900_001, seed: 1)
        let shorter = Self.bytes(300_007, seed: 2)

        try FileIO.disk.writeFile(root + "/tribe.ics", longer, true)
        try FileIO.disk.writeFile(root + "/tribe.ics", shorter, true)

        let read = try FileIO.disk.read(root + "/tribe.ics")
        #expect(read.count == shorter.count)
        #expect(Self.firstDifference(read, shorter) == nil)
    }

    @Test func aBigFileNeverFollowsALinkAtItsPath() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileIO.disk.write(root + "/elsewhere", Array("kept".utf8))
        try FileManager.default.createSymbolicLink(
            atPath: root + "/agenda.html", withDestinationPath: root + "/elsewhere")

        #expect(throws: (any Error).self) {
            try FileIO.disk.writeFile(root + "/agenda.html", Self.bytes(500_000, seed: 3), true)
        }
        #expect(try FileIO.disk.read(root + "/elsewhere") == Array("kept".utf8))
    }
}

private extension DiskWriteTests {
    static func scratch() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tribepress-write-\(UUID().uuidString)"
        )
        .path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: false)
        return FileIO.disk.canonical(root) ?? root
    }

    /// Where two byte lists first differ, or nil when they are equal: an array of a million
    /// bytes says nothing in a failure message.
    static func firstDifference(_ first: [UInt8], _ second: [UInt8]) -> Int? {
        let common = min(first.count, second.count)
        return (0..<common).first { first[$0] != second[$0] } ?? (first.count == second.count ? nil : common)
    }

    /// `count` bytes that differ from block to block, so a block written twice or out of place
    /// shows.
    static func bytes(_ count: Int, seed: UInt64) -> [UInt8] {
        var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
        return (0..<count).map { _ in
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return UInt8(truncatingIfNeeded: state)
        }
    }
}
