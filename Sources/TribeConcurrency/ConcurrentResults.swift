import Foundation

/// A fixed-size array that concurrent workers fill, each at its own position.
///
/// Inlinable so each caller's module specializes it for its own values: unspecialized, every
/// `set` would ask the runtime for the metadata of `Value?` and `[Value?]`, which costs more
/// than the locking and storing together.
public final class ConcurrentResults<Value>: @unchecked Sendable {
    // Each position is written once by one worker; the lock keeps the array's storage safe.
    @usableFromInline var storage: [Value?]
    @usableFromInline let lock = NSLock()

    @inlinable
    public init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    @inlinable
    public func set(_ position: Int, _ value: Value) {
        lock.withLock { storage[position] = value }
    }

    /// The values, in position order; a position nobody filled is nil.
    @inlinable
    public var values: [Value?] {
        lock.withLock { storage }
    }

    /// The values of the positions filled, in position order.
    @inlinable
    public var filled: [Value] {
        lock.withLock { storage.compactMap { $0 } }
    }
}

extension Array where Element: Sendable {
    /// `map` on every core; the results keep the elements' order.
    @inlinable
    public func concurrentMap<Result>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        let results = ConcurrentResults<Result>(count: count)
        withoutActuallyEscaping(transform) { transform in
            let elements = self
            Workers.perform(elements.count) { index in
                results.set(index, transform(elements[index]))
            }
        }
        return results.filled
    }
}
