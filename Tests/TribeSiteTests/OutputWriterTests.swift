import Foundation
import Synchronization
import Testing
import TribeData
import TribePressTestSupport

@testable import TribeSite

/// The writer on a real disk: the output folder is always one complete build.
struct OutputWriterTests {
    private let marker = SiteRenderer.marker

    private func files(_ contents: [String: String]) -> [OutputFile] {
        contents.sorted { $0.key < $1.key }.compactMap { path, text in
            OutputPath(path).map { OutputFile(path: $0, bytes: Array(text.utf8)) }
        }
    }

    private func tree(_ folder: URL) throws -> [String: String] {
        let paths = try FileIO.disk.listFiles(folder.path)
        return try Dictionary(
            uniqueKeysWithValues: paths.map {
                ($0, String(decoding: try FileIO.disk.read(folder.appendingPathComponent($0).path), as: UTF8.self))
            })
    }

    private func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tribepress-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The disk, but every write to a path `fails` accepts runs out of space, whichever way it writes.
    private func diskFailing(_ fails: @escaping @Sendable (String) -> Bool) -> FileIO {
        var failing = FileIO.disk
        failing.writeFile = { path, bytes, uncached in
            if fails(path) { throw CocoaError(.fileWriteOutOfSpace) }
            try FileIO.disk.writeFile(path, bytes, uncached)
        }
        return failing
    }

    @Test func writesANewFolderWithTheMarker() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let target = root.appendingPathComponent("_site")
        try OutputWriter().write(
            files(["index.html": "one", "feeds/tribe.ics": "ics"]), to: target.path, marker: marker)
        #expect(
            try tree(target) == [
                "index.html": "one", "feeds/tribe.ics": "ics",
                ".tribepress-output": String(decoding: marker.bytes, as: UTF8.self),
            ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["_site"])
    }

    @Test func replacesAnEarlierBuildWhole() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let target = root.appendingPathComponent("_site")
        try OutputWriter().write(
            files(["index.html": "one", "old.html": "gone soon"]), to: target.path, marker: marker)
        try OutputWriter().write(files(["index.html": "two"]), to: target.path, marker: marker)
        #expect(try tree(target)["index.html"] == "two")
        #expect(try tree(target)["old.html"] == nil)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: root.path) == ["_site"],
            "no staging folder is left behind")
    }

    @Test func aRebuildKeepsTheFilesThatDidNotChangeAndWritesTheOthers() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let target = root.appendingPathComponent("_site")
        try OutputWriter().write(
            files(["index.html": "one", "feeds/tribe.ics": "same"]), to: target.path, marker: marker)
        let unchanged = try fileStatus(target.appendingPathComponent("feeds/tribe.ics").path)
        let changed = try fileStatus(target.appendingPathComponent("index.html").path)

        try OutputWriter().write(
            files(["index.html": "two", "feeds/tribe.ics": "same"]), to: target.path, marker: marker)
        let kept = try fileStatus(target.appendingPathComponent("feeds/tribe.ics").path)
        #expect(kept.st_ino == unchanged.st_ino)
        #expect(kept.st_nlink == 1, "the previous build's name for it is gone with that build")
        #expect(try fileStatus(target.appendingPathComponent("index.html").path).st_ino != changed.st_ino)
        #expect(try tree(target)["index.html"] == "two")
        #expect(try tree(target)["feeds/tribe.ics"] == "same")
    }

    @Test func aNewFolderIsWrittenUncachedAndARebuildThroughThePageCache() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let target = root.appendingPathComponent("_site")
        let written = WrittenPaths()
        var fileIO = FileIO.disk
        fileIO.writeFile = { path, bytes, uncached in
            written.add(path, uncached: uncached)
            try FileIO.disk.writeFile(path, bytes, uncached)
        }
        let writer = OutputWriter(fileIO: fileIO)

        try writer.write(files(["index.html": "one", "feeds/tribe.ics": "same"]), to: target.path, marker: marker)
        #expect(written.take() == ["uncached .tribepress-output", "uncached feeds/tribe.ics", "uncached index.html"])

        try writer.write(files(["index.html": "two", "feeds/tribe.ics": "same"]), to: target.path, marker: marker)
        #expect(written.take() == ["cached index.html"], "the rest is kept from the previous build")
        #expect(try tree(target)["index.html"] == "two")
    }

    @Test func refusesAFolderItDidNotWrite() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let target = root.appendingPathComponent("docs")
        try FileIO.disk.write(target.appendingPathComponent("thesis.tex").path, Array("precious".utf8))
        #expect(
            throws: OutputWriterError.refused(
                target.path,
                "it is not empty and was not written by TribePress (it has no .tribepress-output file); remove it or choose another --output"
            )
        ) {
            try OutputWriter().write(files(["index.html": "x"]), to: target.path, marker: marker)
        }
        #expect(try tree(target) == ["thesis.tex": "precious"])
    }

    @Test func takesOverAnEmptyFolder() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let target = root.appendingPathComponent("_site")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        try OutputWriter().write(files(["index.html": "x"]), to: target.path, marker: marker)
        #expect(try tree(target)["index.html"] == "x")
    }

    @Test func aFailedWriteLeavesThePreviousOutputAndNoDebris() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let target = root.appendingPathComponent("_site")
        try OutputWriter().write(files(["index.html": "good", "a.html": "a"]), to: target.path, marker: marker)
        let before = try tree(target)

        let failing = diskFailing { $0.hasSuffix("b.html") }
        // One file changed, one kept from the previous build, one that cannot be written.
        #expect(throws: OutputWriterError.self) {
            try OutputWriter(fileIO: failing).write(
                files(["index.html": "bad", "a.html": "a", "b.html": "b"]), to: target.path, marker: marker)
        }
        #expect(try tree(target) == before)
        #expect(try fileStatus(target.appendingPathComponent("a.html").path).st_nlink == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["_site"])
    }

    @Test func withoutAtomicExchangeItFallsBackToTwoRenames() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let target = root.appendingPathComponent("_site")
        let noExchange = OutputWriter(exchange: { _, _ in throw POSIXError(.ENOSYS) })
        try noExchange.write(files(["index.html": "one"]), to: target.path, marker: marker)
        try noExchange.write(files(["index.html": "two"]), to: target.path, marker: marker)
        #expect(try tree(target)["index.html"] == "two")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["_site"])
    }

    @Test func sweepsStagingFoldersOfKilledBuildsOnly() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let target = root.appendingPathComponent("_site")
        try FileIO.disk.write(root.appendingPathComponent("._site.tribepress-111-new/index.html").path, [])
        try FileIO.disk.write(root.appendingPathComponent("._site.tribepress-222-new/index.html").path, [])
        let writer = OutputWriter(isProcessAlive: { $0 == 222 })
        try writer.write(files(["index.html": "x"]), to: target.path, marker: marker)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == [
                "._site.tribepress-222-new", "_site",
            ])
    }
}

extension OutputWriterTests {
    @Test func aPreviousOutputLeftAsideByAKilledFallbackIsPutBack() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        // A build using the two-rename fallback died after moving _site aside.
        try FileIO.disk.write(
            root.appendingPathComponent("._site.tribepress-111-old/index.html").path, Array("previous".utf8))
        try FileIO.disk.write(
            root.appendingPathComponent("._site.tribepress-111-old/.tribepress-output").path, marker.bytes)
        let failing = diskFailing { $0.contains("-new") }
        let target = root.appendingPathComponent("_site")
        #expect(throws: OutputWriterError.self) {
            try OutputWriter(fileIO: failing, isProcessAlive: { _ in false }).write(
                files(["index.html": "new"]), to: target.path, marker: marker)
        }
        #expect(try tree(target)["index.html"] == "previous")
    }
}

/// When the written files are handed to the disk: early, as blocks gather, and once before the swap.
struct OutputFlushTests {
    private let marker = SiteRenderer.marker

    /// Writes `count` files of ten bytes (a 4 KB block each) into a new folder in memory and
    /// returns each flush with the number of files written when it began.
    private func flushes(writing count: Int) throws -> [String] {
        let memory = InMemoryFiles()
        let log = FlushLog()
        var fileIO = memory.fileIO
        let write = fileIO.writeFile
        fileIO.writeFile = { path, bytes, uncached in
            try write(path, bytes, uncached)
            log.wrote()
        }
        fileIO.sync = { path in log.flushed(path.hasSuffix("-new") ? "staging" : path) }
        let files = (0..<count).compactMap { index in
            OutputPath("contacts/\(index).html").map { OutputFile(path: $0, bytes: Array("0123456789".utf8)) }
        }
        try OutputWriter(fileIO: fileIO).write(files, to: "out/_site", marker: marker)
        #expect(memory.snapshot.count == count + 1, "every file and the marker are in place")
        return log.flushes
    }

    @Test func aSmallSiteIsFlushedOnceBeforeTheSwap() throws {
        #expect(try flushes(writing: 100) == ["staging after 101 files", "out after 101 files"])
    }

    @Test func aBigSiteIsHandedToTheDiskAsEveryEightMegabytesOfBlocksGather() throws {
        // 2,048 blocks of 4 KB are 8 MB: the early flush begins once the 2,048th file is written,
        // on the background thread, while the rest are still being written.
        let flushes = try flushes(writing: 2_100)
        #expect(flushes.count == 3)
        let early = flushes.first.flatMap { Int($0.split(separator: " ")[2]) } ?? 0
        #expect(flushes.first?.hasPrefix("staging after ") == true)
        #expect((2_048...2_100).contains(early))
        #expect(flushes.dropFirst() == ["staging after 2101 files", "out after 2101 files"])
    }
}

/// The files written and the flushes asked for, in order.
private final class FlushLog: Sendable {
    private let state = Mutex<(written: Int, flushes: [String])>((0, []))

    func wrote() { state.withLock { $0.written += 1 } }

    func flushed(_ what: String) {
        state.withLock { $0.flushes.append("\(what) after \($0.written) files") }
    }

    var flushes: [String] { state.withLock { $0.flushes } }
}

struct OutputPathTests {
    @Test(arguments: ["index.html", "feeds/tribe.ics", "contacts/zoe-lefevre.html", "Zoë.html"])
    func plainRelativePathsAreAccepted(path: String) {
        #expect(OutputPath(path)?.description == path)
    }

    @Test(arguments: [
        "", "/etc/passwd", "../outside.html", "a/../../b", "a//b", "./a", "a/", "a\\b", "a\0b", "a/..", "line\nbreak",
    ])
    func pathsThatCouldEscapeAreRefused(path: String) {
        #expect(OutputPath(path) == nil)
    }

    @Test func aSegmentIsJudgedByItsBytesAsByItsCharacters() {
        let pieces = ["a", "é", "😀", "／", "/", "\\", "\0", "\t", "\n", "\u{1F}", "\u{7F}", "\u{85}", ".", " "]
        var generator = SeededGenerator(seed: 20_261_127)
        for _ in 0..<2_000 {
            let segment = (0..<Int.random(in: 1...5, using: &generator)).map { _ in
                pieces.randomElement(using: &generator) ?? "a"
            }.joined()
            let byCharacters =
                segment != "." && segment != ".."
                && !segment.unicodeScalars.contains { $0 == "/" || $0 == "\\" || $0.value < 0x20 }
            #expect(OutputPath.isSafeSegment(segment) == byCharacters, "\(segment.debugDescription)")
        }
    }
}

/// The files a writer wrote, each with the way it was written, by its path in the staging folder.
private final class WrittenPaths: Sendable {
    private let paths = Mutex<[String]>([])

    func add(_ path: String, uncached: Bool) {
        let inFolder = path.components(separatedBy: "-new/").last ?? path
        paths.withLock { $0.append((uncached ? "uncached " : "cached ") + inFolder) }
    }

    /// What was written since the last call, sorted.
    func take() -> [String] {
        paths.withLock { taken in
            defer { taken = [] }
            return taken.sorted()
        }
    }
}
