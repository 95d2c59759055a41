import Foundation

/// A fixed-size array that concurrent workers fill, each at its own position.
final class ConcurrentResults<Value>: @unchecked Sendable {
    // Each position is written once by one worker; the lock keeps the array's storage safe.
    private var storage: [Value?]
    private let lock = NSLock()

    init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    func set(_ position: Int, _ value: Value) {
        lock.withLock { storage[position] = value }
    }

    /// The values, in position order; a position nobody filled is nil.
    var values: [Value?] {
        lock.withLock { storage }
    }
}
