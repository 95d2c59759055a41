import Foundation

/// Keeps other pulls out of one content folder while a pull runs.
///
/// An advisory `flock` on the content folder itself: the kernel releases it when the process
/// ends however it ends, so a killed pull never leaves a stale lock behind.
public final class StoreLock: Sendable {
    private let descriptor: Int32

    /// Takes the lock, or throws `.busy` when another pull holds it.
    init(folder: String) throws(PullFailure) {
        descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw PullFailure(.cannotWrite, "cannot open \(folder): \(String(cString: strerror(errno)))")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            throw PullFailure(.busy, "another pull into \(folder) is under way; try again when it has finished")
        }
    }

    deinit {
        close(descriptor)
    }
}
