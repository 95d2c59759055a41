import Foundation

/// What `lstat` finds at `path`: its inode and link count tell a file kept from a previous
/// build from one written anew.
public func fileStatus(_ path: String) throws -> stat {
    var status = stat()
    guard lstat(path, &status) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    return status
}
