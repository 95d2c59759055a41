import Foundation
import Testing

@testable import TribeData

/// Reading whole files from disk, against the bytes written.
struct DiskReadTests {
    @Test(arguments: [0, 1, 4_095, 65_536, 65_537, 300_001])
    func aFileIsReadWhole(_ size: Int) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tribepress-read-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 / 7) }
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        #expect(try FileIO.disk.read(path) == bytes)
    }

    @Test func aFolderOrAMissingFileCannotBeRead() {
        #expect(throws: FileIOError.self) { try FileIO.disk.read(FileManager.default.temporaryDirectory.path) }
        #expect(throws: FileIOError.self) { try FileIO.disk.read("/nonexistent/tribe.json") }
    }

    @Test func aFilePastTheInputLimitIsRefusedUnread() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tribepress-read-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        // Sparse: its size costs the disk nothing.
        let file = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try file.truncate(atOffset: UInt64(FileIO.inputLimit))
        try file.close()
        #expect(try FileIO.disk.read(path).count == FileIO.inputLimit)

        let grown = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try grown.truncate(atOffset: UInt64(FileIO.inputLimit + 1))
        try grown.close()
        #expect(throws: FileIOError.tooLarge(path, bytes: FileIO.inputLimit + 1)) { try FileIO.disk.read(path) }
    }
}
