import Dispatch
import Synchronization

/// The big files of a new folder, written on a thread of their own.
///
/// They go straight to the disk (`FileIO.writeFile`, uncached), and a thread writing one waits for
/// the disk: 50 ms of a large build's two rendering threads did. Handed over, they are written
/// while both threads go on rendering.
final class BackgroundWrites: Sendable {
    private let queue = DispatchQueue(label: "tribepress.background-writes", qos: .userInitiated)
    private let group = DispatchGroup()
    private let failure = Mutex<OutputWriterError?>(nil)

    /// Runs `write` after the writes handed over before it; a failure is kept for `finish`,
    /// and the writes after one are not made.
    func write(_ write: @escaping @Sendable () throws(OutputWriterError) -> Void) {
        queue.async(group: group) { [self] in
            guard failure.withLock({ $0 == nil }) else { return }
            do throws(OutputWriterError) {
                try write()
            } catch {
                failure.withLock { $0 = error }
            }
        }
    }

    /// Waits for every write handed over; throws the first that failed.
    func finish() throws(OutputWriterError) {
        group.wait()
        if let error = failure.withLock({ $0 }) { throw error }
    }
}
