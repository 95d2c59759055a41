import CFileSwap
import Foundation
import TribeData

/// A build's files on their way in: written into a hidden folder beside the target while the
/// rest of the site is still rendering, then flushed and swapped in whole, or thrown away.
public struct OutputStaging: Sendable {
    let writer: OutputWriter
    /// The hidden folder the files go into.
    let folder: String
    let target: String
    let parent: String
    let name: String
    let pid: Int32
    let marker: OutputFile
    /// The previous build's folder, whose unchanged files are kept rather than written again.
    let previous: String?
    /// Where a new folder's big files are written, while rendering goes on.
    let background = BackgroundWrites()

    /// Makes every folder the files at `paths` need, parents first, so no write has to look
    /// for its folder.
    public func prepareFolders(for paths: [OutputPath]) throws(OutputWriterError) {
        let folders = Set(paths.map { $0.segments.dropLast().joined(separator: "/") }).filter { !$0.isEmpty }.sorted()
        do {
            for relative in folders { try writer.fileIO.createFolder(OutputWriter.join(folder, relative)) }
        } catch {
            throw .writeFailed(folder, "\(error)")
        }
    }

    /// Writes one file of the site; safe to call from several threads at once. A new folder's
    /// big file may still be on its way when this returns: `finish` waits for it, and says
    /// if it failed.
    public func write(_ file: OutputFile) throws(OutputWriterError) {
        let path = OutputWriter.join(folder, file.path.description)
        // A rebuild mostly writes what is there already. Linking the previous build's file
        // spares writing it, and spares the file system freeing it when that build goes: on
        // ext4, files made right after thousands were freed are several times slower to make.
        if let previous, writer.fileIO.keep(OutputWriter.join(previous, file.path.description), path, file.bytes) {
            return
        }
        // A new folder is most often published and not built into again: its big files go
        // straight to the disk, on the background thread, and the first rebuild into it reads
        // them back from the disk once. A rebuild's files go through the page cache, as the next
        // rebuild compares them: written directly, reading them back would cost more than it saves.
        let uncached = previous == nil
        if uncached, file.bytes.count >= Int(tribepress_direct_write_bytes) {
            background.write { () throws(OutputWriterError) in try write(file, to: path, uncached: true) }
        } else {
            try write(file, to: path, uncached: uncached)
            // Counted as the disk writes it, in whole 4 KB blocks.
            background.wrote((file.bytes.count + 4095) & ~4095, thenFlush: folder, with: writer.fileIO.sync)
        }
    }

    /// Puts the written files in place of the target, all of them or, on failure, none.
    public func finish() throws(OutputWriterError) {
        do {
            try background.finish()
            try write(marker)
            // One flush of the file system makes every file durable before the swap, as an
            // fsync per file would, for the cost of one.
            try writer.fileIO.sync(folder)
        } catch let error as OutputWriterError {
            abandon()
            throw error
        } catch {
            abandon()
            throw .writeFailed(folder, "\(error)")
        }
        try writer.swapIn(folder, as: target, parent: parent, name: name, pid: pid)
        // And the swap itself, so a power cut right after the build cannot bring back the old site.
        try? writer.fileIO.sync(parent.isEmpty ? "." : parent)
    }

    /// Removes what was written, once the writes under way have ended; the target was never
    /// touched.
    public func abandon() {
        try? background.finish()
        try? writer.fileIO.remove(folder)
    }
}

private extension OutputStaging {
    func write(_ file: OutputFile, to path: String, uncached: Bool) throws(OutputWriterError) {
        do {
            try writer.fileIO.writeFile(path, file.bytes, uncached)
        } catch {
            throw .writeFailed(folder, "\(file.path): \(error)")
        }
    }
}
