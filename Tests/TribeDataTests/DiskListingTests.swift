import Foundation
import Testing

@testable import TribeData

/// Listing and telling apart what is in a folder on disk, against a tree made for each test.
struct DiskListingTests {
    @Test func aFolderListsItsFilesAndLinksBelowItSortedAndFollowsNoLink() throws {
        let root = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = FileManager.default
        try files.createDirectory(atPath: root + "/partials/deeper", withIntermediateDirectories: true)
        try files.createDirectory(atPath: root + "/empty", withIntermediateDirectories: true)
        for path in ["b.mustache", "a.css", ".hidden", "partials/nav.mustache", "partials/deeper/x.txt"] {
            #expect(files.createFile(atPath: root + "/" + path, contents: Data(path.utf8)))
        }
        try files.createSymbolicLink(atPath: root + "/link-to-file", withDestinationPath: root + "/a.css")
        try files.createSymbolicLink(atPath: root + "/link-to-folder", withDestinationPath: root + "/partials")
        try files.createSymbolicLink(atPath: root + "/link-to-nothing", withDestinationPath: root + "/gone")
        #expect(mkfifo(root + "/pipe", 0o600) == 0)

        #expect(
            try FileIO.disk.listFiles(root) == [
                ".hidden", "a.css", "b.mustache", "link-to-file", "link-to-folder", "link-to-nothing",
                "partials/deeper/x.txt", "partials/nav.mustache",
            ])
        #expect(try FileIO.disk.listFiles(root + "/") == FileIO.disk.listFiles(root))
    }

    @Test func aHiddenFolderIsNotEnteredWhileAHiddenFileIsListed() throws {
        let root = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = FileManager.default
        try files.createDirectory(atPath: root + "/.git/objects/ab", withIntermediateDirectories: true)
        try files.createDirectory(atPath: root + "/pages", withIntermediateDirectories: true)
        for path in [".git/HEAD", ".git/objects/ab/cdef", ".gitignore", "pages/maya.md"] {
            #expect(files.createFile(atPath: root + "/" + path, contents: Data()))
        }
        #expect(try FileIO.disk.listFiles(root) == [".gitignore", "pages/maya.md"])
    }

    @Test func aFileBelowAThousandFoldersIsListed() throws {
        let root = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let deep = Array(repeating: "d", count: 1_000).joined(separator: "/")
        try FileManager.default.createDirectory(atPath: root + "/" + deep, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: root + "/" + deep + "/page.md", contents: Data()))
        #expect(try FileIO.disk.listFiles(root) == [deep + "/page.md"])
    }

    @Test func aMissingFolderOrAFileCannotBeListed() throws {
        let root = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(FileManager.default.createFile(atPath: root + "/file", contents: Data()))
        #expect(throws: FileIOError.unreadable(root + "/missing")) { try FileIO.disk.listFiles(root + "/missing") }
        #expect(throws: FileIOError.unreadable(root + "/file")) { try FileIO.disk.listFiles(root + "/file") }
    }

    @Test func aPathIsAFileOrAFolderAsOpeningItFindsIt() throws {
        let root = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = FileManager.default
        #expect(files.createFile(atPath: root + "/file", contents: Data()))
        try files.createSymbolicLink(atPath: root + "/link-to-folder", withDestinationPath: root)
        try files.createSymbolicLink(atPath: root + "/link-to-file", withDestinationPath: root + "/file")
        try files.createSymbolicLink(atPath: root + "/link-to-nothing", withDestinationPath: root + "/gone")

        #expect(FileIO.disk.kind(root) == .folder)
        #expect(FileIO.disk.kind(root + "/file") == .file)
        #expect(FileIO.disk.kind(root + "/link-to-folder") == .folder)
        #expect(FileIO.disk.kind(root + "/link-to-file") == .file)
        #expect(FileIO.disk.kind(root + "/link-to-nothing") == nil)
        #expect(FileIO.disk.kind(root + "/missing") == nil)
    }
}

private extension DiskListingTests {
    static func makeFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tribepress-list-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        return path
    }
}
