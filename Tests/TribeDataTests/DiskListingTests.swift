import Foundation
import Testing

@testable import TribeData

/// Listing and telling apart what is in a folder on disk, against a tree made for each test.
struct DiskListingTests {
    @Test func aFolderListsItsFilesAndLinksBelowItSortedAndFollowsNoLink() throws {
        let root = try Self.makeTree([
            "b.mustache", "a.css", ".hidden", "partials/nav.mustache", "partials/deeper/x.txt",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = FileManager.default
        try files.createDirectory(atPath: root + "/empty", withIntermediateDirectories: true)
        try files.createSymbolicLink(atPath: root + "/link-to-file", withDestinationPath: root + "/a.css")
        try files.createSymbolicLink(atPath: root + "/link-to-folder", withDestinationPath: root + "/partials")
        try files.createSymbolicLink(atPath: root + "/link-to-nothing", withDestinationPath: root + "/gone")
        #expect(mkfifo(root + "/pipe", 0o600) == 0)

        #expect(
            try FileIO.disk.listFiles(root) == [
                ".hidden", "a.css", "b.mustache", "link-to-file", "link-to-folder", "link-to-nothing",
                "partials/deeper/x.txt", "partials/nav.mustache", "pipe",
            ])
        #expect(try FileIO.disk.listFiles(root + "/") == FileIO.disk.listFiles(root))
    }

    @Test func aHiddenFolderIsNotEnteredWhileAHiddenFileIsListed() throws {
        let root = try Self.makeTree([".git/HEAD", ".git/objects/ab/cdef", ".gitignore", "pages/maya.md"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try FileIO.disk.listFiles(root) == [".gitignore", "pages/maya.md"])
    }

    @Test func aFileBelowAThousandFoldersIsListed() throws {
        let deep = Array(repeating: "d", count: 1_000).joined(separator: "/")
        let root = try Self.makeTree([deep + "/page.md"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try FileIO.disk.listFiles(root) == [deep + "/page.md"])
    }

    @Test func aMissingFolderOrAFileCannotBeListed() throws {
        let root = try Self.makeTree(["file"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(throws: FileIOError.unreadable(root + "/missing")) { try FileIO.disk.listFiles(root + "/missing") }
        #expect(throws: FileIOError.unreadable(root + "/file")) { try FileIO.disk.listFiles(root + "/file") }
    }

    @Test func aPathIsAFileOrAFolderAsOpeningItFindsIt() throws {
        let root = try Self.makeTree(["file"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = FileManager.default
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
    /// A new folder holding a file at each of `paths`, with the folders they need; each file
    /// holds its own path.
    static func makeTree(_ paths: [String]) throws -> String {
        let files = FileManager.default
        let root = files.temporaryDirectory.appendingPathComponent("tribepress-list-\(UUID().uuidString)").path
        try files.createDirectory(atPath: root, withIntermediateDirectories: false)
        for path in paths {
            let file = root + "/" + path
            try files.createDirectory(
                atPath: String(file[..<(file.lastIndex(of: "/") ?? file.endIndex)]), withIntermediateDirectories: true)
            guard files.createFile(atPath: file, contents: Data(path.utf8)) else { throw CocoaError(.fileWriteUnknown) }
        }
        return root
    }
}
