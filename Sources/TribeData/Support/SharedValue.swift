import Foundation

/// A value several threads need, made by the first that asks for it and shared with the rest.
///
/// Made before the jobs start, it kept one core waiting while the other made it; made inside
/// a job, the other core goes on with pages that do not need it.
public final class SharedValue<Value: Sendable>: @unchecked Sendable {
    // Guarded by `lock`; a thread that asks while another makes the value waits for it.
    private var made: Value?
    private let lock = NSLock()
    private let make: @Sendable () -> Value

    public init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    /// Starts making the value on another core at once, for work that needs nothing from
    /// what this core is doing (the templates and the date words, while the export is read).
    ///
    /// Whoever asks first makes it: a thread that asks before the pool has begun it makes it
    /// itself rather than waiting for the pool. On a one-core machine the pool's one thread
    /// may be the one asking, and the pool grows only after about a second.
    public func madeInBackground() -> Self {
        DispatchQueue.global().async { _ = self.value }
        return self
    }

    public var value: Value {
        lock.withLock {
            if let made { return made }
            let value = make()
            made = value
            return value
        }
    }
}
