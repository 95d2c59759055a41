import Foundation

/// Notices changes in the folders a build reads by comparing what they hold, polled.
///
/// Polling a family's few files every fifth of a second costs nothing that shows, needs no
/// library, and sees every way editors save (in place, or a new file renamed over the old).
struct SiteWatcher: Sendable {
    let folders: [String]

    /// A summary of every file under the folders: path, size, modification time, inode.
    func fingerprint() -> [String: [Int]] {
        var seen: [String: [Int]] = [:]
        for folder in folders {
            record(folder, into: &seen)
            guard let walker = FileManager.default.enumerator(atPath: folder) else { continue }
            while let relative = walker.nextObject() as? String {
                record(folder + "/" + relative, into: &seen)
            }
        }
        return seen
    }
}

private extension SiteWatcher {
    func record(_ path: String, into seen: inout [String: [Int]]) {
        var info = stat()
        guard stat(path, &info) == 0 else { return }
        seen[path] = [
            Int(info.st_size), Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec), Int(info.st_ino),
            Int(info.st_mode),
        ]
    }
}
