import Foundation
import Testing
import TribePressTestSupport

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
        let folder = FileManager.default.temporaryDirectory.path
        #expect(throws: FileIOError.notAFile(folder, what: "a folder")) { try FileIO.disk.read(folder) }
        #expect(throws: FileIOError.unreadable("/nonexistent/tribe.json")) {
            try FileIO.disk.read("/nonexistent/tribe.json")
        }
    }

    /// A named pipe with no writer would hold an ordinary open forever, and a device may never
    /// end: each is refused at once, by what it is.
    @Test func aPipeOrADeviceIsRefusedWithoutWaiting() throws {
        let pipe = FileManager.default.temporaryDirectory.appendingPathComponent("tribepress-pipe-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: pipe) }
        #expect(mkfifo(pipe, 0o600) == 0)
        let refusal = answer(withinCPU: 5) { () -> FileIOError? in
            do {
                _ = try FileIO.disk.read(pipe)
                return nil
            } catch {
                return error as? FileIOError
            }
        }
        #expect(refusal == .some(.notAFile(pipe, what: "a named pipe")))
        #expect(throws: FileIOError.notAFile("/dev/zero", what: "a device")) { try FileIO.disk.read("/dev/zero") }
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
