import CFileSwap
import Foundation

/// Every disk operation TribePress performs, behind closures so tests can swap the disk
/// for memory.
public struct FileIO: Sendable {
    /// The most bytes an input file may hold on disk: about five times the 10,000-series
    /// benchmark export.
    ///
    /// Reading JSON takes many times a file's size in memory, so a file of a gigabyte would
    /// exhaust it rather than be refused. Higher accepts larger exports; lower bounds the memory
    /// a hostile file can take. The memory a byte of JSON takes is re-measured by
    /// `benchmarks/peers large` (BENCHMARKS.md, "Tuned constants").
    public static let inputLimit = 32_000_000

    /// The bytes of a file. Anything but a regular file, or a link to one, is refused
    /// (`FileIOError.notAFile`) without waiting: a named pipe with no writer would otherwise
    /// block the read forever, and a device such as `/dev/zero` never ends.
    public var read: @Sendable (_ path: String) throws -> [UInt8]
    /// Whether something is at the path, and whether it is a folder.
    public var kind: @Sendable (_ path: String) -> ItemKind?
    /// Paths of the regular files, the symbolic links and whatever else is not a folder (a
    /// named pipe, a device) below a folder, relative to it, sorted; links are listed, not
    /// followed, for the caller to decide about, and the rest for `read` to refuse. Hidden files
    /// are listed; what is inside a hidden folder (`.git`) may be left out, as every reader
    /// of a listing leaves out anything below a name that starts with a dot.
    public var listFiles: @Sendable (_ folder: String) throws -> [String]
    /// Names of the entries directly inside a folder (files and folders, hidden ones too).
    public var listEntries: @Sendable (_ folder: String) throws -> [String]
    /// Writes a file, creating its folder if needed; the bytes reach the disk at the next `sync`.
    /// `uncached` asks that a big file go to the disk without a copy in memory, where the file
    /// system allows: for files that are not read back soon (see `OutputStaging.write`).
    public var writeFile: @Sendable (_ path: String, _ bytes: [UInt8], _ uncached: Bool) throws -> Void
    /// Puts the file at `previous` at `path` as well, without writing, when it already holds
    /// exactly `bytes` as `write` would have left them; false when it does not or cannot, and
    /// the caller writes. An unchanged file of a rebuild is then neither written again nor
    /// freed with the build it came from.
    public var keep: @Sendable (_ previous: String, _ path: String, _ bytes: [UInt8]) -> Bool
    /// Creates a folder and its parents.
    public var createFolder: @Sendable (_ path: String) throws -> Void
    /// Removes a file or a whole folder.
    public var remove: @Sendable (_ path: String) throws -> Void
    /// Renames within one file system, replacing a file already at the destination.
    public var move: @Sendable (_ from: String, _ to: String) throws -> Void
    /// Makes everything written so far on the file system holding the path durable.
    public var sync: @Sendable (_ path: String) throws -> Void
    /// The absolute path with every symbolic link resolved, for a path that exists or whose
    /// parent does; nil for a link that leads nowhere or round in a loop.
    public var canonical: @Sendable (_ path: String) -> String?
    /// What stands at a path, in words for a message ("a folder", "a symbolic link that leads
    /// nowhere"), or nil when nothing does.
    public var describe: @Sendable (_ path: String) -> String?
    /// What the symbolic link at a path holds, as written in it; nil when no link is there.
    public var linkTarget: @Sendable (_ path: String) -> String?
    /// Makes a symbolic link at `path` holding `target`; fails if anything is at `path`.
    public var makeLink: @Sendable (_ target: String, _ path: String) throws -> Void

    /// What stands at a path.
    public enum ItemKind: Sendable, Equatable {
        case file
        case folder
    }

    public init(
        read: @escaping @Sendable (String) throws -> [UInt8],
        kind: @escaping @Sendable (String) -> ItemKind?,
        listFiles: @escaping @Sendable (String) throws -> [String],
        listEntries: @escaping @Sendable (String) throws -> [String],
        writeFile: @escaping @Sendable (String, [UInt8], Bool) throws -> Void,
        createFolder: @escaping @Sendable (String) throws -> Void,
        remove: @escaping @Sendable (String) throws -> Void,
        move: @escaping @Sendable (String, String) throws -> Void,
        sync: @escaping @Sendable (String) throws -> Void = { _ in },
        keep: @escaping @Sendable (String, String, [UInt8]) -> Bool = { _, _, _ in false },
        canonical: @escaping @Sendable (String) -> String? = { $0 },
        describe: (@Sendable (String) -> String?)? = nil,
        linkTarget: @escaping @Sendable (String) -> String? = { _ in nil },
        makeLink: @escaping @Sendable (String, String) throws -> Void = { _, _ in throw FileIOError.unsupported }
    ) {
        self.read = read
        self.kind = kind
        self.listFiles = listFiles
        self.listEntries = listEntries
        self.writeFile = writeFile
        self.createFolder = createFolder
        self.remove = remove
        self.move = move
        self.sync = sync
        self.keep = keep
        self.canonical = canonical
        self.describe = describe ?? { path in kind(path).map { $0 == .folder ? "a folder" : "a file" } }
        self.linkTarget = linkTarget
        self.makeLink = makeLink
    }
}

extension FileIO {
    /// Writes a file through the page cache, as most are.
    public func write(_ path: String, _ bytes: [UInt8]) throws {
        try writeFile(path, bytes, false)
    }

    /// How many files the disk has written directly so far, and whether a file system
    /// refused it: for tests to see which way a write went.
    static var directWrites: (made: Int, refused: Bool) {
        var made = 0
        var refused: Int32 = 0
        tribepress_direct_writes(&made, &refused)
        return (made, refused != 0)
    }
}

extension FileIO {
    /// The real file system.
    public static let disk = FileIO(
        read: { path in try readWhole(path) },
        kind: { path in
            // What a link leads to, as opening the path would find it.
            var status = stat()
            guard stat(path, &status) == 0 else { return nil }
            return status.st_mode & S_IFMT == S_IFDIR ? .folder : .file
        },
        listFiles: { folder in
            try listFilesOnDisk(folder).sorted()
        },
        listEntries: { folder in
            try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        },
        writeFile: { path, bytes, uncached in try writeOnDisk(path, bytes, uncached: uncached) },
        createFolder: { path in
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        },
        remove: { path in
            guard tribepress_remove_tree(path) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        },
        move: { from, to in
            // rename(2): atomic, and it replaces a file already at the destination.
            guard rename(from, to) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        },
        sync: { path in
            guard tribepress_sync_file_system(path) == 0 else {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
        },
        keep: { previous, path, bytes in
            bytes.withUnsafeBufferPointer { buffer in
                tribepress_keep_if_same(previous, path, buffer.baseAddress, buffer.count) == 0
            }
        },
        canonical: { path in canonicalOnDisk(path) },
        describe: { path in describeOnDisk(path) },
        linkTarget: { path in linkTargetOnDisk(path) },
        makeLink: { target, path in
            guard symlink(target, path) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        }
    )

    /// One open-write-close, without the flush Foundation adds per file: a build makes its
    /// files durable with one sync of the file system before it swaps them in.
    private static func writeOnDisk(_ path: String, _ bytes: [UInt8], uncached: Bool) throws {
        if writeOnce(path, bytes, uncached: uncached) == 0 { return }
        guard errno == ENOENT else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        try FileManager.default.createDirectory(
            at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
        guard writeOnce(path, bytes, uncached: uncached) == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
    }

    private static func writeOnce(_ path: String, _ bytes: [UInt8], uncached: Bool) -> Int32 {
        bytes.withUnsafeBufferPointer { buffer in
            tribepress_write_file(path, buffer.baseAddress, buffer.count, uncached ? 1 : 0)
        }
    }
}

/// A file that could not be read.
public enum FileIOError: Error, Equatable, CustomStringConvertible {
    case unreadable(String)
    case missing(String)
    /// A file past `FileIO.inputLimit`, with its size.
    case tooLarge(String, bytes: Int)
    /// Something other than a regular file (a named pipe, a device, a socket), in words.
    case notAFile(String, what: String)
    /// An operation this `FileIO` cannot perform (a link, in one held in memory).
    case unsupported

    /// Whether the file is there but past the limit, rather than missing or unreadable.
    public var isTooLarge: Bool {
        if case .tooLarge = self { return true }
        return false
    }

    public var description: String {
        switch self {
        case .unreadable(let path): return "cannot read \(path)"
        case .missing(let path): return "no such file: \(path)"
        case .unsupported: return "this file system cannot do that"
        case .notAFile(_, let what): return "it is \(what), not a file; TribePress reads only regular files"
        case .tooLarge(_, let bytes):
            return "it holds \(bytes) bytes, more than the \(FileIO.inputLimit) an input file may (reading one "
                + "takes about twenty-five times its size in memory)"
        }
    }
}

extension FileIO {
    /// A path's folder and last name, without Foundation's `NSString` path methods (which
    /// crashed on a name without a slash): `x` is in `.`, `/x` in `/`, trailing slashes aside.
    public static func split(_ path: String) -> (folder: String, name: String) {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        guard let slash = path.lastIndex(of: "/") else { return (".", String(path)) }
        let folder = path[..<slash]
        return (folder.isEmpty ? "/" : String(folder), String(path[path.index(after: slash)...]))
    }
}

private extension FileIO {
    static func describeOnDisk(_ path: String) -> String? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        var type = status.st_mode & S_IFMT
        var link = ""
        if type == S_IFLNK {
            var target = stat()
            guard stat(path, &target) == 0 else {
                return errno == ELOOP ? "a symbolic link that loops" : "a symbolic link that leads nowhere"
            }
            type = target.st_mode & S_IFMT
            link = "a symbolic link to "
        }
        switch type {
        case S_IFREG: return link + "a file"
        case S_IFDIR: return link + "a folder"
        case S_IFIFO: return link + "a named pipe"
        case S_IFSOCK: return link + "a socket"
        case S_IFCHR, S_IFBLK: return link + "a device"
        default: return link + "something that is not a file"
        }
    }

    static func linkTargetOnDisk(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX))
        let count = readlink(path, &buffer, buffer.count)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func canonicalOnDisk(_ path: String) -> String? {
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        // Something is there but cannot be resolved: a link to nothing, or a loop.
        var status = stat()
        if lstat(path, &status) == 0 { return nil }
        let (folder, name) = split(path)
        guard folder != path, !name.isEmpty, name != ".", name != "..", let parent = canonicalOnDisk(folder) else {
            return nil
        }
        return parent == "/" ? "/" + name : parent + "/" + name
    }

    /// The paths of everything below `root` that is not a folder, relative to it, in no
    /// particular order. Links are listed, not followed, so no folder is visited twice; named
    /// pipes, devices and sockets are listed so that their readers refuse them by name rather
    /// than pass them over. Hidden
    /// folders are not entered: nothing in them is read, and a content folder that is a
    /// repository's root would otherwise list every object of its `.git`.
    ///
    /// Read with `readdir` rather than `FileManager`'s enumerator, which asks for each entry's
    /// owner and group by name, reading `/etc/passwd` and `/etc/group` once per entry.
    static func listFilesOnDisk(_ root: String) throws(FileIOError) -> [String] {
        var paths: [String] = []
        // Folders still to read, with what their entries' paths begin with; a loop rather than
        // recursion, so no depth of folders runs out of stack.
        var pending = [(folder: root, prefix: "")]
        while let (folder, prefix) = pending.popLast() {
            // A folder that cannot be read is an error, never a folder quietly left out.
            guard let stream = opendir(folder) else { throw .unreadable(folder) }
            defer { closedir(stream) }
            while let entry = readdir(stream) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                    String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
                }
                guard name != ".", name != ".." else { continue }
                let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                switch entryType(entry, at: path) {
                case Int32(DT_DIR) where !name.hasPrefix("."): pending.append((path, prefix + name + "/"))
                case Int32(DT_DIR): continue
                default: paths.append(prefix + name)
                }
            }
        }
        return paths
    }

    /// What kind of entry `entry` is, as a `DT_` value; some file systems leave it out of the
    /// entry, and then `lstat` tells.
    static func entryType(_ entry: UnsafeMutablePointer<dirent>, at path: String) -> Int32 {
        let type = Int32(entry.pointee.d_type)
        guard type == Int32(DT_UNKNOWN) else { return type }
        var status = stat()
        guard lstat(path, &status) == 0 else { return type }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return Int32(DT_DIR)
        case S_IFREG: return Int32(DT_REG)
        case S_IFLNK: return Int32(DT_LNK)
        default: return Int32(DT_FIFO)
        }
    }

    /// A regular file's bytes, read straight into the array that holds them.
    ///
    /// The file is opened without blocking, so a named pipe with no writer cannot hold the
    /// open, and anything but a regular file is refused before a byte is read.
    static func readWhole(_ path: String) throws(FileIOError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
        guard descriptor >= 0 else {
            // A socket cannot be opened at all.
            if errno == ENXIO { throw .notAFile(path, what: describeOnDisk(path) ?? "a socket") }
            throw .unreadable(path)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(path) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw .notAFile(path, what: describeOnDisk(path) ?? "something that is not a file")
        }
        // One byte more than fstat says, so that reaching the end shows at once.
        let expected = Swift.max(Int(status.st_size), 0)
        guard expected <= inputLimit else { throw .tooLarge(path, bytes: expected) }
        var failed = false
        var bytes = [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, initialized in
            initialized = 0
            guard let base = buffer.baseAddress else { return }
            while initialized < buffer.count {
                let count = Glibc.read(descriptor, base + initialized, buffer.count - initialized)
                if count > 0 {
                    initialized += count
                } else if count == 0 {
                    return
                } else if errno != EINTR {
                    failed = true
                    return
                }
            }
        }
        guard !failed else { throw .unreadable(path) }
        // A file that grew since fstat is read to its new end, or to the limit.
        guard bytes.count > expected else { return bytes }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes += chunk[..<count]
                if bytes.count > inputLimit { throw .tooLarge(path, bytes: bytes.count) }
            } else if count == 0 {
                return bytes
            } else if errno != EINTR {
                throw .unreadable(path)
            }
        }
    }
}
