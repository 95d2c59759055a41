import Foundation
import Testing
import TribePressTestSupport

@testable import TribeData

/// Keeping a previous build's file instead of writing it again: only ever a file exactly as a
/// fresh write would leave it.
struct DiskKeepTests {
    @Test func anIdenticalFileIsLinkedNotWritten() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileIO.disk.write(root + "/old/index.html", Array("<p>Maya</p>".utf8))
        try FileIO.disk.createFolder(root + "/new")

        #expect(FileIO.disk.keep(root + "/old/index.html", root + "/new/index.html", Array("<p>Maya</p>".utf8)))
        #expect(try FileIO.disk.read(root + "/new/index.html") == Array("<p>Maya</p>".utf8))
        let old = try fileStatus(root + "/old/index.html")
        let new = try fileStatus(root + "/new/index.html")
        #expect(new.st_ino == old.st_ino)
        #expect(new.st_nlink == 2)
    }

    @Test func anEmptyFileIsKeptToo() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileIO.disk.write(root + "/old", [])
        #expect(FileIO.disk.keep(root + "/old", root + "/new", []))
        #expect(try fileStatus(root + "/new").st_ino == fileStatus(root + "/old").st_ino)
    }

    @Test(arguments: [
        Difference.otherBytesOfTheSameLength, .oneByteMore, .oneByteLess, .aLinkToTheSameBytes,
        .aFileBehindALinkedFolder, .otherPermissions, .aFolder, .nothing,
    ])
    func whatDiffersInAnyWayIsNotKept(_ difference: Difference) throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let bytes = Array("BEGIN:VCALENDAR\r\n".utf8)
        var old = root + "/old"
        switch difference {
        case .otherBytesOfTheSameLength: try FileIO.disk.write(old, Array("BEGIN:VCALENDAR\r\r".utf8))
        case .oneByteMore: try FileIO.disk.write(old, bytes + [10])
        case .oneByteLess: try FileIO.disk.write(old, Array(bytes.dropLast()))
        case .aLinkToTheSameBytes:
            try FileIO.disk.write(root + "/elsewhere", bytes)
            try FileManager.default.createSymbolicLink(atPath: old, withDestinationPath: root + "/elsewhere")
        case .otherPermissions:
            try FileIO.disk.write(old, bytes)
            #expect(chmod(old, 0o600) == 0)
        case .aFileBehindALinkedFolder:
            try FileIO.disk.write(root + "/elsewhere/old", bytes)
            try FileManager.default.createSymbolicLink(
                atPath: root + "/linked", withDestinationPath: root + "/elsewhere")
            old = root + "/linked/old"
            #expect(FileIO.disk.keep(root + "/elsewhere/old", root + "/reached-directly", bytes))
        case .aFolder: try FileIO.disk.createFolder(old)
        case .nothing: break
        }

        #expect(!FileIO.disk.keep(old, root + "/new", bytes))
        #expect(FileIO.disk.kind(root + "/new") == nil, "nothing is left for the caller to write over")
    }

    enum Difference: String, CustomTestStringConvertible, Sendable {
        case otherBytesOfTheSameLength, oneByteMore, oneByteLess, aLinkToTheSameBytes, aFileBehindALinkedFolder
        case otherPermissions, aFolder, nothing
        var testDescription: String { rawValue }
    }
}

private extension DiskKeepTests {
    /// A new folder, by a path with every link resolved, as a build's previous output is.
    static func scratch() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tribepress-keep-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: false)
        return FileIO.disk.canonical(root) ?? root
    }
}
