import CFileSwap
import Foundation
import TribeConcurrency
import TribeData

/// Puts a rendered site in place so that the output folder is always a complete build.
///
/// Files go into a hidden folder beside the target, which then trades places with the target
/// in one `renameat2(RENAME_EXCHANGE)` call: a build that fails, crashes or is killed at any
/// moment leaves the previous output exactly as it was. Leftovers of killed builds are swept
/// up by the next one.
public struct OutputWriter: Sendable {
    public var fileIO: FileIO
    /// Atomically exchanges two paths; throws when the platform or file system cannot.
    public var exchange: @Sendable (_ first: String, _ second: String) throws -> Void
    /// Whether a process is still running, so a concurrent build's folder is never swept away.
    public var isProcessAlive: @Sendable (_ pid: Int32) -> Bool

    public init(
        fileIO: FileIO = .disk,
        exchange: @escaping @Sendable (String, String) throws -> Void = OutputWriter.exchangeOnDisk,
        isProcessAlive: @escaping @Sendable (Int32) -> Bool = OutputWriter.processIsAlive
    ) {
        self.fileIO = fileIO
        self.exchange = exchange
        self.isProcessAlive = isProcessAlive
    }

    /// Writes `files` as the whole content of `target`, replacing what was there.
    public func write(_ files: [OutputFile], to target: String, marker: OutputFile) throws(OutputWriterError) {
        let staging = try begin(target, marker: marker)
        do throws(OutputWriterError) {
            try staging.prepareFolders(for: files.map(\.path))
            let failures = ConcurrentResults<OutputWriterError>(count: files.count)
            // Writing thousands of small files is system-call bound; both cores help.
            Workers.perform(files.count) { index in
                do throws(OutputWriterError) {
                    try staging.write(files[index])
                } catch {
                    failures.set(index, error)
                }
            }
            if let failure = failures.values.compactMap({ $0 }).first { throw failure }
        } catch {
            staging.abandon()
            throw error
        }
        try staging.finish()
    }

    /// Starts replacing `target`: checks it may be replaced and opens a staging folder beside it,
    /// which files can be written into while the rest of the build is still rendering.
    ///
    /// A target that is a symbolic link stands for the folder it leads to: that folder is
    /// replaced and the link kept, as a web server's `public -> /srv/site` expects.
    public func begin(_ target: String, marker: OutputFile) throws(OutputWriterError) -> OutputStaging {
        guard let resolved = fileIO.canonical(target) else {
            throw .refused(target, "it is a symbolic link that leads nowhere (or round in a loop)")
        }
        let target = Self.normalized(resolved)
        let (parent, name) = FileIO.split(target)
        guard !name.isEmpty, name != ".", name != "..", name != "/" else {
            throw .refused(target, "it is not a folder TribePress can replace")
        }
        let holdsPreviousBuild = try checkReplaceable(target, marker: marker)
        sweepLeftovers(in: parent, name: name)

        let pid = ProcessInfo.processInfo.processIdentifier
        let staging = Self.join(parent, ".\(name).tribepress-\(pid)-new")
        do {
            if fileIO.kind(staging) != nil { try fileIO.remove(staging) }
            try fileIO.createFolder(staging)
        } catch {
            try? fileIO.remove(staging)
            throw .writeFailed(staging, "\(error)")
        }
        return OutputStaging(
            writer: self, folder: staging, target: target, parent: parent, name: name, pid: pid, marker: marker,
            previous: holdsPreviousBuild ? target : nil)
    }
}

extension OutputWriter {
    /// The real exchange: Linux's `renameat2` with `RENAME_EXCHANGE`.
    public static let exchangeOnDisk: @Sendable (String, String) throws -> Void = { first, second in
        guard tribepress_exchange_paths(first, second) == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
    }

    public static let processIsAlive: @Sendable (Int32) -> Bool = { pid in
        kill(pid, 0) == 0 || errno == EPERM
    }
}

/// Why the output could not be written; the previous output is untouched in every case.
public enum OutputWriterError: Error, Equatable, CustomStringConvertible {
    /// The target holds something TribePress did not write.
    case refused(String, String)
    case writeFailed(String, String)

    public var description: String {
        switch self {
        case .refused(let target, let reason): return "refusing to replace \(target): \(reason)"
        case .writeFailed(let path, let reason): return "cannot write \(path): \(reason)"
        }
    }
}

extension OutputWriter {
    /// Throws unless `target` may be replaced; true when it holds a previous build (it has the
    /// marker), whose unchanged files the new one may keep.
    func checkReplaceable(_ target: String, marker: OutputFile) throws(OutputWriterError) -> Bool {
        switch fileIO.kind(target) {
        case nil:
            return false
        case .file:
            throw .refused(target, "it is a file, not a folder")
        case .folder:
            let markerPath = Self.join(target, marker.path.description)
            if fileIO.kind(markerPath) == .file { return true }
            // Anything at all inside, a folder, a link or a pipe as much as a file, is someone's.
            let contents = (try? fileIO.listEntries(target)) ?? ["?"]
            if contents.isEmpty { return false }
            throw .refused(
                target,
                "it is not empty and was not written by TribePress (it has no \(marker.path) file); remove it or choose another --output"
            )
        }
    }

    func swapIn(_ staging: String, as target: String, parent: String, name: String, pid: Int32)
        throws(OutputWriterError)
    {
        do {
            if fileIO.kind(target) == .folder {
                do {
                    try exchange(staging, target)
                } catch {
                    // No atomic exchange here (another OS, or a file system without it):
                    // two renames, with the old folder kept until the new one is in place.
                    let old = Self.join(parent, ".\(name).tribepress-\(pid)-old")
                    try fileIO.move(target, old)
                    do {
                        try fileIO.move(staging, target)
                    } catch {
                        try? fileIO.move(old, target)
                        throw error
                    }
                    try? fileIO.remove(old)
                    return
                }
                // After the exchange the staging name holds the previous build.
                try? fileIO.remove(staging)
            } else {
                try fileIO.move(staging, target)
            }
        } catch {
            try? fileIO.remove(staging)
            throw .writeFailed(target, "\(error)")
        }
    }

    /// Removes staging folders left by builds that were killed (their process is gone). A
    /// previous output set aside by the two-rename fallback is put back if the build died
    /// before the new one took its place.
    func sweepLeftovers(in parent: String, name: String) {
        guard let entries = try? fileIO.listEntries(parent) else { return }
        let prefix = ".\(name).tribepress-"
        let target = Self.join(parent, name)
        for entry in entries where entry.hasPrefix(prefix) {
            let rest = entry.dropFirst(prefix.count)
            guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]), !isProcessAlive(pid) else {
                continue
            }
            let leftover = Self.join(parent, entry)
            if entry.hasSuffix("-old"), fileIO.kind(target) == nil, (try? fileIO.move(leftover, target)) != nil {
                continue
            }
            try? fileIO.remove(leftover)
        }
    }

    static func normalized(_ path: String) -> String {
        var path = path
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.isEmpty ? name : (folder.hasSuffix("/") ? folder + name : folder + "/" + name)
    }
}
