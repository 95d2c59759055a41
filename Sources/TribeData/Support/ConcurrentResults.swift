import Foundation

/// A fixed-size array that concurrent workers fill, each at its own position.
public final class ConcurrentResults<Value>: @unchecked Sendable {
    // Each position is written once by one worker; the lock keeps the array's storage safe.
    private var storage: [Value?]
    private let lock = NSLock()

    public init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    public func set(_ position: Int, _ value: Value) {
        lock.withLock { storage[position] = value }
    }

    /// The values, in position order; a position nobody filled is nil.
    public var values: [Value?] {
        lock.withLock { storage }
    }

    /// The values of the positions filled, in position order.
    public var filled: [Value] {
        lock.withLock { storage.compactMap { $0 } }
    }
}

extension Array where Element: Sendable {
    /// `map` on every core; the results keep the elements' order.
    public func concurrentMap<Result>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        let results = ConcurrentResults<Result>(count: count)
        withoutActuallyEscaping(transform) { transform in
            let elements = self
            DispatchQueue.concurrentPerform(iterations: elements.count) { index in
                results.set(index, transform(elements[index]))
            }
        }
        return results.filled
    }
}
