import Foundation

/// A value several threads need, made by the first that asks for it and shared with the rest.
///
/// The site's renderer shares what several pages need this way (see `SiteRenderer`); the
/// parse shares a large file's line index.
public final class SharedValue<Value: Sendable>: @unchecked Sendable {
    // Guarded by `lock`; a thread that asks while another makes the value waits for it.
    private var made: Value?
    private let lock = NSLock()
    private let make: @Sendable () -> Value

    /// A value `make` makes when first asked for; `make` must not ask for this same value.
    public init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    /// Offers the making to Dispatch's pool at once, for work that needs nothing from what
    /// this core is doing (the templates and the date words while the export is read, a large
    /// file's line index while it is parsed).
    ///
    /// Whoever asks first makes it: a thread that asks before the pool has begun it makes it
    /// itself rather than waiting for the pool. The commands run on the pool's threads, so on
    /// a one-core machine the one asking may be the pool's only thread, and the pool grows
    /// only after about a second.
    /// With one worker (`TRIBEPRESS_JOBS=1`) nothing is offered: the first to ask makes it.
    public func madeInBackground() -> Self {
        if Workers.runsBackgroundWork { DispatchQueue.global().async { _ = self.value } }
        return self
    }

    /// The value: made here if no thread has made it, waited for while another makes it.
    public var value: Value {
        lock.withLock {
            if let made { return made }
            let value = make()
            made = value
            return value
        }
    }
}
