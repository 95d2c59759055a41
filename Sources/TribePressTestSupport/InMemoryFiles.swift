import Foundation
import TribeData

/// A file system held in memory, so most tests need no disk.
public final class InMemoryFiles: @unchecked Sendable {
    // Guarded by `lock`; the FileIO closures may be called from several threads.
    private var files: [String: [UInt8]]
    private let lock = NSLock()

    public init(_ files: [String: String] = [:]) {
        self.files = files.mapValues { Array($0.utf8) }
    }

    /// Files given as bytes, which need not be UTF-8.
    public init(bytes files: [String: [UInt8]]) {
        self.files = files
    }

    /// Every file, by path.
    public var snapshot: [String: [UInt8]] {
        lock.withLock { files }
    }

    public var fileIO: FileIO {
        FileIO(
            read: { [self] path in
                guard let bytes = lock.withLock({ files[normalize(path)] }) else { throw FileIOError.missing(path) }
                return bytes
            },
            kind: { [self] path in
                let path = normalize(path)
                return lock.withLock {
                    if files[path] != nil { return .file }
                    let prefix = path.isEmpty ? "" : path + "/"
                    return files.keys.contains { $0.hasPrefix(prefix) } ? .folder : nil
                }
            },
            listFiles: { [self] folder in
                let prefix = normalize(folder).isEmpty ? "" : normalize(folder) + "/"
                return lock.withLock {
                    files.keys.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }.sorted()
                }
            },
            listEntries: { [self] folder in
                let prefix = normalize(folder).isEmpty ? "" : normalize(folder) + "/"
                return lock.withLock {
                    Set(
                        files.keys.filter { $0.hasPrefix(prefix) }.compactMap {
                            $0.dropFirst(prefix.count).split(separator: "/").first.map(String.init)
                        }
                    ).sorted()
                }
            },
            writeFile: { [self] path, bytes, _ in lock.withLock { files[normalize(path)] = bytes } },
            createFolder: { _ in },
            remove: { [self] path in
                let path = normalize(path)
                lock.withLock { files = files.filter { $0.key != path && !$0.key.hasPrefix(path + "/") } }
            },
            move: { [self] from, to in
                let from = normalize(from)
                let to = normalize(to)
                lock.withLock {
                    var moved: [String: [UInt8]] = [:]
                    for (path, bytes) in files {
                        if path == from {
                            moved[to] = bytes
                        } else if path.hasPrefix(from + "/") {
                            moved[to + path.dropFirst(from.count)] = bytes
                        } else {
                            moved[path] = bytes
                        }
                    }
                    files = moved
                }
            },
            canonical: { [self] path in normalize(path) }
        )
    }

    private func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." { parts.append(part) }
        return parts.joined(separator: "/")
    }
}
