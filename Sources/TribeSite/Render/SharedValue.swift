import Foundation

/// A value several jobs need, made by the first job that asks for it and shared with the rest.
///
/// Made before the jobs start, it kept one core waiting while the other made it; made inside
/// a job, the other core goes on with pages that do not need it.
final class SharedValue<Value: Sendable>: @unchecked Sendable {
    // Guarded by `lock`; a job that asks while another makes the value waits for it.
    private var made: Value?
    private let lock = NSLock()
    private let make: @Sendable () -> Value

    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    /// Starts making the value on another core at once, for work that needs nothing from
    /// what this core is doing (the templates and the date words, while the export is read).
    func madeInBackground() -> Self {
        DispatchQueue.global().async { _ = self.value }
        return self
    }

    var value: Value {
        lock.withLock {
            if let made { return made }
            let value = make()
            made = value
            return value
        }
    }
}
