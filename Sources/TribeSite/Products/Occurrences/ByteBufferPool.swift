import Foundation

/// Byte buffers handed out again once written, so a listing's memory is touched once.
///
/// A listing formats a few hundred kilobytes per run of occurrences; were each run's buffer
/// fresh memory from the system, the kernel would zero its pages again on first touch.
/// Buffers come back emptied, their capacity kept.
final class ByteBufferPool: @unchecked Sendable {
    // Guarded by `lock`: every core takes buffers while the listing writes others.
    private var free: [[UInt8]] = []
    private let lock = NSLock()

    /// An empty buffer, one used before when there is one.
    func take() -> [UInt8] {
        lock.withLock { free.popLast() } ?? []
    }

    /// Takes `buffer` back for the next run.
    func give(_ buffer: consuming [UInt8]) {
        var buffer = buffer
        buffer.removeAll(keepingCapacity: true)
        lock.withLock { free.append(buffer) }
    }
}
