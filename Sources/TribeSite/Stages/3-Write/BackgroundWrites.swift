import Dispatch
import Synchronization

/// The big files of a new folder, written on a thread of their own, and the early flushes of
/// the small ones.
///
/// They go straight to the disk (`FileIO.writeFile`, uncached), and a thread writing one waits for
/// the disk. Handed over, they are written while both rendering threads go on rendering.
final class BackgroundWrites: Sendable {
    /// The bytes written through the page cache after which the disk is given them early.
    ///
    /// Left to the one flush before the swap, a large site's thousands of small files would be
    /// waited for while both cores sit idle. Flushed as every few megabytes gather, on this
    /// thread, they reach the disk while the site still renders, and that flush has little
    /// left. Smaller flushes more often; larger leaves more to the last flush, and a site whose
    /// small files come to less flushes once, at the end. Re-measured by `benchmarks/peers large`
    /// (BENCHMARKS.md, "Tuned constants").
    static let flushEvery = 8 << 20

    private let queue = DispatchQueue(label: "tribepress.background-writes", qos: .userInitiated)
    private let group = DispatchGroup()
    private let failure = Mutex<OutputWriterError?>(nil)
    private let unflushed = Atomic<Int>(0)
    private let flushWaiting = Atomic<Bool>(false)

    /// Counts `bytes` written through the page cache; once `flushEvery` have gathered, flushes
    /// the file system of `folder` with `sync` here, unless a flush is already waiting its turn.
    ///
    /// Asked at every small file, so nothing is made for the flush until one is due. An early
    /// flush only starts the disk sooner: its failure is not kept, since the flush before the
    /// swap writes whatever it did not and reports its own.
    func wrote(_ bytes: Int, thenFlush folder: String, with sync: @escaping @Sendable (String) throws -> Void) {
        let total = unflushed.add(bytes, ordering: .relaxed).newValue
        guard total >= Self.flushEvery,
            unflushed.compareExchange(expected: total, desired: 0, ordering: .relaxed).exchanged,
            !flushWaiting.exchange(true, ordering: .relaxed)
        else { return }
        queue.async(group: group) { [self] in
            flushWaiting.store(false, ordering: .relaxed)
            try? sync(folder)
        }
    }

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
