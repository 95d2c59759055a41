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

    /// Writes one file of the site; safe to call from several threads at once.
    public func write(_ file: OutputFile) throws(OutputWriterError) {
        let path = OutputWriter.join(folder, file.path.description)
        // A rebuild mostly writes what is there already. Linking the previous build's file
        // spares writing it, and spares the file system freeing it when that build goes: on
        // ext4, files made right after thousands were freed are several times slower to make.
        if let previous, writer.fileIO.keep(OutputWriter.join(previous, file.path.description), path, file.bytes) {
            return
        }
        do {
            // A new folder's files are not read back; a rebuild's are, by the next rebuild.
            try previous == nil ? writer.fileIO.writeUncached(path, file.bytes) : writer.fileIO.write(path, file.bytes)
        } catch {
            throw .writeFailed(folder, "\(file.path): \(error)")
        }
    }

    /// Puts the written files in place of the target, all of them or, on failure, none.
    public func finish() throws(OutputWriterError) {
        do {
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

    /// Removes what was written; the target was never touched.
    public func abandon() {
        try? writer.fileIO.remove(folder)
    }
}
